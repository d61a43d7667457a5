import Foundation

/// The recipe book in `recipes/`, read from the repository the tests were built from.
public enum Book {
  /// The book's folder.
  public static let directory: String = TestProcess.repositoryRoot.appendingPathComponent("recipes").path

  /// The book's recipe file names, sorted.
  public static let names: [String] = {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter {
      $0.hasSuffix(".recipe")
    }
    .sorted()
  }()

  /// The book's files, sorted by name: (file name, text).
  public static let files: [(name: String, text: String)] = names.compactMap { name in
    guard let text = try? String(contentsOfFile: path(name), encoding: .utf8) else { return nil }
    return (name, text)
  }

  /// The path of one book file.
  public static func path(_ name: String) -> String {
    (directory as NSString).appendingPathComponent(name)
  }

  /// The text of one book file ("" when there is none: the test comparing it then fails).
  public static func text(_ name: String) -> String {
    files.first { $0.name == name }?.text ?? ""
  }
}
