import Foundation
import TestSupport

/// Paths of the repository the tests run in, and the built `layout-diagram` binary.
enum Repository {
  /// The repository root (for recipes/).
  static var root: URL { TestProcess.repositoryRoot }

  typealias Output = ProcessOutput

  /// Runs a program and captures its output.
  static func run(_ executable: String, _ arguments: [String], in folder: URL? = nil) throws -> Output {
    try TestProcess.run(URL(fileURLWithPath: executable), arguments, in: folder)
  }

  /// Runs the `layout-diagram` binary built beside the test bundle.
  static func tool(_ arguments: [String], in folder: URL? = nil) throws -> Output {
    try TestProcess.run(TestProcess.tool, arguments, in: folder)
  }

  /// A fresh temporary folder.
  static func temporaryFolder() throws -> URL {
    try TestProcess.temporaryFolder(prefix: "golden")
  }

  /// Copies book recipes into `folder` and returns the copies' paths.
  static func copyRecipes(_ stems: [String], to folder: URL) throws -> [String] {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return try stems.map { stem in
      let target = folder.appendingPathComponent("\(stem).recipe")
      try FileManager.default.copyItem(at: root.appendingPathComponent("recipes/\(stem).recipe"), to: target)
      return target.path
    }
  }
}
