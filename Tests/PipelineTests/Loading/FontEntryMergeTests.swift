import Foundation
import Testing

@testable import Pipeline

/// The lists of given font files (`--font`, `--fonts`, a recipe's `font file` lines) are merged
/// through a set of absolute paths (`FontFiles.merged`), each file once, in the order given; a
/// file given twice on the command line is checked and listed once; a message naming the files of
/// a large folder names a few and counts the rest (`FontFiles.listed`).
@Suite struct FontEntryMergeTests {
  static let roboto = "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf"

  static func entry(_ path: String) -> FontFiles.Entry {
    FontFiles.Entry(given: path, absolute: path, sha256: "")
  }

  @Test func mergedKeepsTheFirstListAndAddsEachNewFileOnce() {
    let merged = FontFiles.merged(
      [Self.entry("/a.ttf"), Self.entry("/b.ttf")],
      [Self.entry("/b.ttf"), Self.entry("/c.ttf"), Self.entry("/c.ttf"), Self.entry("/a.ttf")])
    #expect(merged.map(\.absolute) == ["/a.ttf", "/b.ttf", "/c.ttf"])
  }

  /// `--font F --font F` (and `--font F --font ./F`, the same absolute path): one entry.
  @Test func aFileGivenTwiceOnTheCommandLineIsOneEntry() throws {
    guard FileManager.default.fileExists(atPath: Self.roboto) else {
      Issue.record("the pinned Roboto is missing (\(Self.roboto)): run scripts/setup")
      return
    }
    let folder = (Self.roboto as NSString).deletingLastPathComponent
    let entries = try FontFiles.commandLine([Self.roboto, folder + "/./Roboto-Regular.ttf"])
    #expect(entries.map(\.absolute) == [Self.roboto])
    #expect(entries.first?.given == Self.roboto)
  }

  @Test func aLongListIsShortenedInMessages() {
    #expect(FontFiles.listed(["a", "b"]) == "a, b")
    #expect(FontFiles.listed(["a", "b", "c", "d", "e"]) == "a, b, c, d, e")
    #expect(FontFiles.listed((1...2000).map { "f\($0).ttf" }) == "f1.ttf, f2.ttf, f3.ttf and 1997 more")
  }
}
