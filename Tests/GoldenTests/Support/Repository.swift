import Foundation

/// Paths of the repository the tests run in, and the built `layout-diagram` binary.
enum Repository {
  /// The repository root (for recipes/).
  static var root: URL {
    // Tests/GoldenTests/Support/Repository.swift
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
  }

  /// What a run printed and how it ended.
  struct Output {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// Runs a program and captures its output.
  static func run(_ executable: String, _ arguments: [String], in folder: URL? = nil) throws -> Output {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = folder ?? root
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }

  /// Runs the `layout-diagram` binary built beside the test bundle.
  static func tool(_ arguments: [String], in folder: URL? = nil) throws -> Output {
    var products = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      .deletingLastPathComponent()
    while products.path != "/" && products.path.contains(".xctest") { products.deleteLastPathComponent() }
    return try run(products.appendingPathComponent("layout-diagram").path, arguments, in: folder)
  }

  /// A fresh temporary folder.
  static func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("golden-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
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
