import Foundation
import TestSupport
import Testing

@testable import Pipeline

/// `FontFiles.folders` (`--fonts`): a bad file's name is escaped in the messages as the recipe
/// spells text (review37-stop.md L11), and a file two folders share counts in the second as it
/// was found in the first (L4). The good file is AppFontSearchTests' Roboto Condensed; a bad one
/// is 0 bytes ("is empty (0 bytes), not a font file").
@Suite struct FontFolderWarningTests {
  static func folder(_ good: [String], bad: [String]) throws -> URL {
    let root = try TestProcess.temporaryFolder()
    try AppFontSearchTests.make(root, good)
    for path in bad {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data().write(to: url)
    }
    return root
  }

  /// A file named "Evil\nwarning: forged.ttf" (a newline and a fake line after it) is named with
  /// `\n`, as `RecipeFormatter.escapedText` writes it: the warning is one line and its hint.
  /// Before, the name's newline started a line "warning: forged.ttf: is empty ...".
  @Test func aBadFilesNameIsEscapedInTheWarning() throws {
    try #require(FileManager.default.fileExists(atPath: AppFontSearchTests.fontFile))
    let root = try Self.folder(["Good.ttf"], bad: [])
    defer { try? FileManager.default.removeItem(at: root) }
    let evil = root.appendingPathComponent("Evil\nwarning: forged.ttf").path
    try Data().write(to: URL(fileURLWithPath: evil))
    var warnings: [String] = []
    let entries = try FontFiles.folders([root.path]) { warnings.append($0) }
    #expect(entries.map(\.absolute) == [root.appendingPathComponent("Good.ttf").path])
    #expect(warnings.count == 1)
    let warning = try #require(warnings.first)
    #expect(
      warning.hasPrefix(
        "warning: --fonts \(root.path): \(root.path)/Evil\\nwarning: forged.ttf: is empty (0 bytes), not a font "
          + "file; left out, the folder's 1 other font file is used\nhint: "), "\(warning)")
    #expect(warning.components(separatedBy: "\n").count == 2, "\(warning)")
  }

  /// The folder's error (no usable file) escapes the name too.
  @Test func aBadFilesNameIsEscapedInTheError() throws {
    let root = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let evil = root.appendingPathComponent("Evil\u{1B}[2J.ttf").path
    try Data().write(to: URL(fileURLWithPath: evil))
    do {
      _ = try FontFiles.folders([root.path]) { _ in }
      Issue.record("no error")
    } catch {
      #expect(
        error.message.hasPrefix("error: --fonts \(root.path): \(root.path)/Evil\\u{1B}[2J.ttf: is empty"),
        "\(error.message)")
      #expect(!error.message.contains("\u{1B}"))
    }
  }

  /// `--fonts X --fonts X/sub`, X holding Good.ttf and sub/Bad.ttf (0 bytes): X's pass warns
  /// about Bad.ttf once ("the folder's 1 other font file is used"); X/sub holds no usable font
  /// of its own, so it is the folder error naming Bad.ttf, as `--fonts X/sub` alone is. Before,
  /// the file already seen counted as usable and X/sub passed silently.
  @Test func aSharedBadFileLeavesTheInnerFolderWithoutAUsableOne() throws {
    try #require(FileManager.default.fileExists(atPath: AppFontSearchTests.fontFile))
    let root = try Self.folder(["Good.ttf"], bad: ["sub/Bad.ttf"])
    defer { try? FileManager.default.removeItem(at: root) }
    let sub = root.appendingPathComponent("sub").path
    var warnings: [String] = []
    do {
      _ = try FontFiles.folders([root.path, sub]) { warnings.append($0) }
      Issue.record("no error")
    } catch {
      #expect(error.message.hasPrefix("error: --fonts \(sub): \(sub)/Bad.ttf: is empty"), "\(error.message)")
    }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("the folder's 1 other font file is used") == true, "\(warnings)")
    #expect(throws: CLIError.self) { try FontFiles.folders([sub]) { _ in } }
  }
}
