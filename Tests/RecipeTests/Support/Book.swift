import Foundation

/// The recipe book in `recipes/`, read from the repository the tests were built from.
enum Book {
  /// The repository root (three levels above this file's directory: Tests/RecipeTests/Support).
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The book's files, sorted by name: (file name, text).
  static let files: [(name: String, text: String)] = {
    let directory = root.appendingPathComponent("recipes")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".recipe") }.sorted().compactMap { name in
      guard let text = try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8) else {
        return nil
      }
      return (name, text)
    }
  }()

  /// The text of one book file.
  static func text(_ name: String) -> String {
    files.first { $0.name == name }?.text ?? ""
  }

  /// The file names, for parameterized tests.
  static var names: [String] { files.map(\.name) }
}
