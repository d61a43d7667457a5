import Foundation
import TestSupport
import Testing
import Typesetting

@testable import Pipeline

/// `AppFontSearch`: the project root is the nearest folder above the document holding an
/// .xcodeproj, .xcworkspace or .git, at most `levelsUp` above; the walk under it skips hidden
/// folders and dependencies' (Pods); files match by the family read from the file
/// (RobotoCondensed-Regular.ttf of fonts-roboto-unhinted, renamed here so that its name says
/// nothing), and the folder is shown relative to the current directory.
@Suite struct AppFontSearchTests {
  static let fontFile = "/usr/share/fonts/truetype/roboto/unhinted/RobotoCondensed-Regular.ttf"

  static func make(_ folder: URL, _ paths: [String]) throws {
    for path in paths {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      if path.hasSuffix("/") {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      } else if path.hasSuffix(".ttf") {
        try FileManager.default.copyItem(atPath: fontFile, toPath: url.path)
      } else {
        try Data().write(to: url)
      }
    }
  }

  /// Roboto Condensed is missing from the pinned set and has no stand-in line: what the search is
  /// for.
  @Test func theFamilyIsMissingHere() throws {
    try #require(
      FileManager.default.fileExists(atPath: Self.fontFile), "fonts-roboto-unhinted (scripts/setup)")
    #expect(FontLibrary.families(ofFontFile: Self.fontFile) == ["Roboto Condensed"])
    #expect(VerticalMetrics.standInFamily("Roboto Condensed") == nil)
  }

  @Test func findsTheFolderThroughTheFamilyNotTheName() throws {
    try #require(
      FileManager.default.fileExists(atPath: Self.fontFile), "fonts-roboto-unhinted (scripts/setup)")
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let root = folder.appendingPathComponent("P").path
    try Self.make(
      folder,
      [
        "P/.git/", "P/App/UI/Main.storyboard", "P/App/Fonts/Brand/a.ttf", "P/App/Fonts/Other/b.ttf",
        "P/Pods/Lib/c.ttf", "P/.hidden/d.ttf", "P/App/Fonts/NotAFont.ttf.txt",
      ])
    let document = root + "/App/UI/Main.storyboard"
    #expect(AppFontSearch.projectRoot(above: document) == root)
    let found = AppFontSearch.find(["Roboto Condensed", "Gilroy"], near: document)
    #expect(found["Gilroy"] == nil)
    #expect(
      found["Roboto Condensed"]
        == AppFontSearch.Found(folder: root + "/App/Fonts", files: ["Brand/a.ttf", "Other/b.ttf"]))
    #expect(AppFontSearch.shown(root + "/App/Fonts", from: root) == "App/Fonts")
    #expect(AppFontSearch.shown(root + "/App/Fonts", from: root + "/App/Fonts") == ".")
    #expect(AppFontSearch.shown("/other/My Fonts", from: root) == "'/other/My Fonts'")
  }

  /// A marker 7 folders above the document's is past `levelsUp` (6): no root; 6 above is found.
  @Test func theRootIsLookedForAtMostSixFoldersUp() throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.make(folder, ["R/App.xcodeproj/", "R/1/2/3/4/5/6/x.xib", "R/1/2/3/4/5/6/7/y.xib"])
    let root = folder.appendingPathComponent("R").path
    #expect(AppFontSearch.projectRoot(above: root + "/1/2/3/4/5/6/x.xib") == root)
    #expect(AppFontSearch.projectRoot(above: root + "/1/2/3/4/5/6/7/y.xib") == nil)
  }

  /// Only regular files are opened: a FIFO named x.ttf in the project would block HarfBuzz's open
  /// for ever, and a link to /dev/zero would be read without end; both are left out of the walk
  /// (the old walk listed both and `find` hung on the FIFO), the real font beside them is found.
  @Test(.timeLimit(.minutes(1))) func specialFilesAreNotOpened() throws {
    try #require(
      FileManager.default.fileExists(atPath: Self.fontFile), "fonts-roboto-unhinted (scripts/setup)")
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let root = folder.appendingPathComponent("P").path
    try Self.make(folder, ["P/.git/", "P/App/Main.storyboard", "P/App/Fonts/a.ttf"])
    #expect(mkfifo(root + "/App/Fonts/x.ttf", 0o644) == 0)
    try FileManager.default.createSymbolicLink(
      atPath: root + "/App/Fonts/z.otf", withDestinationPath: "/dev/zero")
    try #require(AppFontSearch.fontFiles(under: root) == [root + "/App/Fonts/a.ttf"])
    let found = AppFontSearch.find(["Roboto Condensed"], near: root + "/App/Main.storyboard")
    #expect(found["Roboto Condensed"] == AppFontSearch.Found(folder: root + "/App/Fonts", files: ["a.ttf"]))
  }

  /// The walk is `--fonts`'s (`FontFiles.fontFiles(in:)`, review35-stop.md L1): npm's and
  /// Bundler's dependency folders (`node_modules`, `vendor`) are not entered (L10), and a 0-byte
  /// font file beside a good one (a Git LFS file not fetched) is listed but names no family, so
  /// the family's folder and files are the good one's.
  @Test func dependenciesAreSkippedAndAnEmptyFileNamesNoFamily() throws {
    try #require(
      FileManager.default.fileExists(atPath: Self.fontFile), "fonts-roboto-unhinted (scripts/setup)")
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let root = folder.appendingPathComponent("P").path
    try Self.make(
      folder,
      [
        "P/.git/", "P/App/Main.storyboard", "P/App/Fonts/c.ttf", "P/App/Fonts/Empty.ttc",
        "P/node_modules/icons/a.ttf", "P/vendor/b.ttf",
      ])
    #expect(
      AppFontSearch.fontFiles(under: root) == [root + "/App/Fonts/Empty.ttc", root + "/App/Fonts/c.ttf"])
    let found = AppFontSearch.find(["Roboto Condensed"], near: root + "/App/Main.storyboard")
    #expect(found["Roboto Condensed"] == AppFontSearch.Found(folder: root + "/App/Fonts", files: ["c.ttf"]))
  }

  /// The entry cap ends the walk as soon as that many entries are read, in the middle of a folder
  /// (review35-stop.md L10: the old walk listed a folder in full before counting): a folder of 5
  /// font files read with a cap of 3 gives 3 of them, and `names(in:atMost:)` reads 2 of 5.
  @Test func theCapEndsTheWalkInsideAFolder() throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.make(folder, ["F/a.otf", "F/b.otf", "F/c.otf", "F/d.otf", "F/e.otf"])
    let path = folder.appendingPathComponent("F").path
    #expect(FontFiles.names(in: path, atMost: 2)?.count == 2)
    #expect(
      FontFiles.names(in: path, atMost: 100)?.sorted() == ["a.otf", "b.otf", "c.otf", "d.otf", "e.otf"])
    guard case .success(let capped) = FontFiles.fontFiles(in: path, maximumEntries: 3) else {
      Issue.record("the folder could not be listed")
      return
    }
    #expect(capped.count == 3)
    guard case .success(let all) = FontFiles.fontFiles(in: path) else {
      Issue.record("the folder could not be listed")
      return
    }
    #expect(all == ["a.otf", "b.otf", "c.otf", "d.otf", "e.otf"])
  }
}
