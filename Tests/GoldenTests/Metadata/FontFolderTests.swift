import Foundation
import TestSupport
import Testing

/// An app's own font files given as a folder (`--fonts DIR`) on `import`, `solve` and `render`, and
/// a given file of a family the pinned set has (Roboto) taking the pinned files' place.
///
/// The app's font is Debian's Roboto 2.138 Regular (the pinned file) copied with its hhea
/// ascender and descender set to Roboto 1.100141's, the version ReticentJohn/Amaroq bundles: 2146
/// and -555 in 2048 units per em (the pinned file's are 1900 and -500; neither has a line gap nor
/// sets USE_TYPO_METRICS, so the line is hhea's). A 15-pt line is then 15 x 2701 / 2048 = 19.78,
/// 20 on the 2x grid, against 15 x 2400 / 2048 = 17.58, 18 in the pinned file.
@Suite struct FontFolderTests {
  static let pinnedRoboto = "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf"
  static let fixture = Repository.root.appendingPathComponent("Tests/Fixtures/InterfaceBuilder/AppFont.xib")
    .path

  /// Writes the pinned Roboto Regular with hhea ascender `ascender` and descender `descender` to
  /// `path` (found through the table directory: hhea's ascender at offset 4, descender at 6).
  static func robotoWithLine(ascender: Int16, descender: Int16, to path: String) throws {
    var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: pinnedRoboto)))
    func u16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
    func u32(_ at: Int) -> Int { u16(at) << 16 | u16(at + 2) }
    let tables = u16(4)
    let hhea = try #require(
      (0..<tables).map { 12 + 16 * $0 }.first { bytes[$0..<$0 + 4].elementsEqual(Array("hhea".utf8)) })
    let offset = u32(hhea + 8)
    #expect(u16(offset + 4) == 1900 && Int16(bitPattern: UInt16(u16(offset + 6))) == -500)
    for (at, value) in [(offset + 4, ascender), (offset + 6, descender)] {
      let raw = UInt16(bitPattern: value)
      bytes[at] = UInt8(raw >> 8)
      bytes[at + 1] = UInt8(raw & 0xFF)
    }
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(bytes).write(to: URL(fileURLWithPath: path))
  }

  /// The solved frame height of the view named `name` in `solve --format json` output.
  static func height(of name: String, _ json: String) throws -> Double {
    try #require(SolveJSON.frame(of: name, in: json)?["height"], "\(json)")
  }

  /// `import --fonts DIR` writes each file of the folder into the recipe as a `font file` line, and
  /// the label is then one line of the folder's Roboto, as the fixture's stored frame (20); without
  /// the folder it is one line of the pinned Roboto (18).
  @Test func importWritesTheFoldersFilesIntoTheRecipe() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fonts = folder.appendingPathComponent("App Fonts").path
    try Self.robotoWithLine(ascender: 2146, descender: -555, to: fonts + "/Roboto-Regular.ttf")
    // A file that is no font but not named like one is not read, nor a hidden AppleDouble
    // companion named like one (a folder unzipped on a Mac).
    try Data("not a font".utf8).write(to: URL(fileURLWithPath: fonts + "/._Roboto-Regular.ttf"))
    try Data("not a font".utf8).write(to: URL(fileURLWithPath: fonts + "/README.txt"))

    let out = folder.appendingPathComponent("with").path
    let imported = try Repository.tool([
      "import", Self.fixture, "--device", "canvas", "--out", out, "--fonts", fonts,
    ])
    #expect(imported.status == 0, "\(imported.stderr)")
    let recipe = try #require(imported.stdout.split(separator: "\n").first.map(String.init))
    let text = try String(contentsOfFile: recipe, encoding: .utf8)
    #expect(text.contains("font file \"\(fonts)/Roboto-Regular.ttf\""))
    let solved = try Repository.tool(["solve", recipe, "--format", "json"])
    #expect(solved.status == 0, "\(solved.stderr)")
    #expect(try Self.height(of: "Title", solved.stdout) == 20)

    let plain = folder.appendingPathComponent("without").path
    let importedPlain = try Repository.tool(["import", Self.fixture, "--device", "canvas", "--out", plain])
    #expect(importedPlain.status == 0, "\(importedPlain.stderr)")
    let plainRecipe = try #require(importedPlain.stdout.split(separator: "\n").first.map(String.init))
    #expect(!(try String(contentsOfFile: plainRecipe, encoding: .utf8)).contains("font file"))
    let pinned = try Repository.tool(["solve", plainRecipe, "--format", "json"])
    #expect(try Self.height(of: "Title", pinned.stdout) == 18)
    // solve takes the folder too, and --compare-frames measures in it: the label at IB's frame.
    #expect(
      try Self.height(
        of: "Title", Repository.tool(["solve", plainRecipe, "--format", "json", "--fonts", fonts]).stdout)
        == 20)
    let compared = try Repository.tool([
      "import", Self.fixture, "--out", plain, "--compare-frames", "--fonts", fonts,
    ])
    #expect(compared.status == 0, "\(compared.stderr)")
    #expect(compared.stdout.contains("1 of 1 views at"), "\(compared.stdout)")
    let comparedPinned = try Repository.tool(["import", Self.fixture, "--out", plain, "--compare-frames"])
    #expect(
      comparedPinned.stdout.contains("Title (id \"title\", line 29): IB (20 20; 35 20), ours (20 20; 35 18)"),
      "\(comparedPinned.stdout)")
  }

  /// A given file replaces only its own family: the pinned Roboto Medium is gone with the pinned
  /// Regular (one family, Roboto), so a medium label takes the given Regular's line too, while
  /// DejaVu Sans (another family) and the system font's Inter stay.
  @Test func aGivenFileReplacesThePinnedFilesOfItsFamilyOnly() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let font = folder.appendingPathComponent("fonts/Roboto-Regular.ttf").path
    try Self.robotoWithLine(ascender: 2146, descender: -555, to: font)
    let recipe = folder.appendingPathComponent("roboto.recipe").path
    try """
    recipe "App font"
    scene 375 x 667
    label "Regular" text "Hello" font "Roboto" 15
    label "Medium" text "Hello" font "Roboto" 15 weight medium
    label "Other" text "Hello" font "DejaVu Sans" 15
    label "System" text "Hello" font body
    1. Regular.Top = Superview.Top + 20
    2. Medium.Top = Regular.Bottom + 8
    3. Other.Top = Medium.Bottom + 8
    4. System.Top = Other.Bottom + 8

    """.write(toFile: recipe, atomically: true, encoding: .utf8)
    let pinned = try Repository.tool(["solve", recipe, "--format", "json"])
    #expect(pinned.status == 0, "\(pinned.stderr)")
    let given = try Repository.tool(["solve", recipe, "--format", "json", "--font", font])
    #expect(given.status == 0, "\(given.stderr)")
    #expect(!given.stdout.contains("is not installed"))
    #expect(try Self.height(of: "Regular", pinned.stdout) == 18)
    #expect(try Self.height(of: "Regular", given.stdout) == 20)
    #expect(try Self.height(of: "Medium", pinned.stdout) == 18)
    #expect(try Self.height(of: "Medium", given.stdout) == 20)
    // DejaVu Sans's line (hhea 1901, -483 of 2048: 15 x 2384 / 2048 = 17.46, 17.5) and the system
    // font's (body) do not move.
    #expect(try Self.height(of: "Other", given.stdout) == 17.5)
    #expect(try Self.height(of: "System", given.stdout) == Self.height(of: "System", pinned.stdout))
  }

  /// A `--fonts` argument that is no folder of fonts stops the run (66) before anything is read,
  /// naming the argument and what to give.
  @Test func aFolderWithoutFontsIsRefused() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let empty = folder.appendingPathComponent("empty").path
    try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
    let broken = folder.appendingPathComponent("broken").path
    try FileManager.default.createDirectory(atPath: broken, withIntermediateDirectories: true)
    try Data("not a font".utf8).write(to: URL(fileURLWithPath: broken + "/Brand.ttf"))
    let cases: [(String, String)] = [
      (folder.appendingPathComponent("missing").path, "no such folder"),
      (Self.pinnedRoboto, "is not a folder"),
      (empty, "holds no .ttf, .otf or .ttc file"),
      (broken, "Brand.ttf: is not a font file"),
    ]
    for (argument, message) in cases {
      let run = try Repository.tool(["solve", Self.fixture, "--fonts", argument])
      #expect(run.status == 66, "\(argument): \(run.stderr)")
      #expect(run.stderr.contains("error: --fonts \(argument)"), "\(run.stderr)")
      #expect(run.stderr.contains(message), "\(run.stderr)")
      #expect(run.stdout.isEmpty)
    }
  }

  /// A folder holding one file that is no font beside a good one (an app's Fonts folder checked
  /// out without its Git LFS objects: a 0-byte "Avenir Next.ttc", as tinker's) is used: the bad
  /// file is left out with a warning naming it, and the label is one line of the folder's Roboto
  /// (20), not the pinned one's (18). Given by itself with `--font`, the same file stays an error.
  @Test func aBadFileInTheFolderIsLeftOutWithAWarning() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fonts = folder.appendingPathComponent("Fonts").path
    try Self.robotoWithLine(ascender: 2146, descender: -555, to: fonts + "/Roboto-Regular.ttf")
    let empty = fonts + "/Avenir Next.ttc"
    try Data().write(to: URL(fileURLWithPath: empty))
    let solved = try Repository.tool(["solve", Self.fixture, "--format", "json", "--fonts", fonts])
    #expect(solved.status == 0, "\(solved.stderr)")
    #expect(
      solved.stderr.contains(
        "warning: --fonts \(fonts): \(empty): is empty (0 bytes), not a font file; left out, the folder's 1 "
          + "other font file is used"), "\(solved.stderr)")
    #expect(solved.stderr.contains("git lfs pull"), "\(solved.stderr)")
    #expect(try Self.height(of: "Title", solved.stdout) == 20)
    let alone = try Repository.tool(["solve", Self.fixture, "--font", empty])
    #expect(alone.status == 66, "\(alone.stderr)")
    #expect(
      alone.stderr.contains("error: --font \(empty): is empty (0 bytes), not a font file"), "\(alone.stderr)")
  }

  /// `import --font` with a console log: the rebuilt recipe names the file in a `font file` line
  /// after its `scene` line, as a storyboard's recipes do (before, the log's recipe got none and
  /// nothing said so); without `--font` it names none.
  @Test func importWritesTheFontIntoALogsRecipe() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let font = folder.appendingPathComponent("fonts/Roboto-Regular.ttf").path
    try Self.robotoWithLine(ascender: 2146, descender: -555, to: font)
    let log = folder.appendingPathComponent("menu.log").path
    try """
    Unable to simultaneously satisfy constraints
    (
        "<NSLayoutConstraint:0x7d278860 V:[MenuView:0x7e429400(44)]>",
        "<NSLayoutConstraint:0x7bfe08d0 V:[MenuView:0x7e429400(0)]>"
    )

    Will attempt to recover by breaking constraint
    <NSLayoutConstraint:0x7d278860 V:[MenuView:0x7e429400(44)]>

    """.write(toFile: log, atomically: true, encoding: .utf8)
    let out = folder.appendingPathComponent("with").path
    let imported = try Repository.tool(["import", log, "--out", out, "--font", font])
    #expect(imported.status == 0, "\(imported.stderr)")
    let recipe = try #require(imported.stdout.split(separator: "\n").first.map(String.init))
    let lines = try String(contentsOfFile: recipe, encoding: .utf8).split(separator: "\n").map(String.init)
    let scene = try #require(lines.firstIndex { $0.hasPrefix("scene ") })
    #expect(lines[scene + 1] == "font file \"\(font)\"", "\(lines)")
    let solved = try Repository.tool(["solve", recipe])
    #expect(solved.status == 0, "\(solved.stderr)")

    let plain = folder.appendingPathComponent("without").path
    let importedPlain = try Repository.tool(["import", log, "--out", plain])
    #expect(importedPlain.status == 0, "\(importedPlain.stderr)")
    let plainRecipe = try #require(importedPlain.stdout.split(separator: "\n").first.map(String.init))
    #expect(!(try String(contentsOfFile: plainRecipe, encoding: .utf8)).contains("font file"))
  }
}
