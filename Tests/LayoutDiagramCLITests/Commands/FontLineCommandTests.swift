import Foundation
import TestSupport
import Testing

/// `font line "FAMILY" N` through the command line: `import` writes the line it reads from a
/// document's own labels (UnknownFamilyLines.xib: 1.2375 em, derived by hand in its header), the
/// warning says so, and `solve` on the imported recipe lays the labels out at the stored heights;
/// the line is not used for a family that is installed or has a stand-in line of its own.
@Suite("font line: an unknown family's line read from the document")
struct FontLineCommandTests {
  static let fixture = "Tests/Fixtures/InterfaceBuilder/UnknownFamilyLines.xib"

  /// The solved height of the view named `name` in `solve --format json` output.
  static func height(of name: String, _ json: String) throws -> Double {
    try #require(SolveJSON.frame(of: name, in: json)?["height"], "\(json)")
  }

  /// Import writes the line and warns once per family, naming the views, the stand-in, the line
  /// and `--fonts DIR`; the recipe solves each single-line label to its stored height (20 x 1.2375
  /// = 24.75, 16 x 1.2375 = 19.8, 10 x 1.2375 = 12.375, rounded up at 2x: 25, 20, 12.5), where
  /// Inter's own line (hhea 2728 / -680 of 2816, 1.2102 em) gives 24.5, 19.5 and 12.5.
  @Test func importWritesTheLineAndSolveUsesIt() throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let imported = try TestProcess.runTool([
      "import", Self.fixture, "--device", "canvas", "--out", folder.path,
    ])
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(
      imported.stderr.contains(
        "warning: font family \"Nowhere Grotesk\" is not installed (5 views in 1 scene use it); its texts are "
          + "measured and "
          + "drawn in Inter with a line of 1.2375 em read from the document's own single-line labels in it "
          + "(the recipe's font line, a choice: docs/typesetting.md)"), "\(imported.stderr)")
    #expect(imported.stderr.contains("--fonts DIR"))
    #expect(imported.stderr.components(separatedBy: "is not installed").count == 2)
    let recipe = try #require(imported.stdout.split(separator: "\n").first.map(String.init))
    let text = try String(contentsOfFile: recipe, encoding: .utf8)
    #expect(text.contains("font line \"Nowhere Grotesk\" 1.2375"), "\(text)")

    let solved = try TestProcess.runTool(["solve", recipe, "--format", "json"])
    #expect(solved.status == 0, "\(solved.stderr)")
    #expect(try Self.height(of: "Heading", solved.stdout) == 25)
    #expect(try Self.height(of: "Subtitle", solved.stdout) == 20)
    #expect(try Self.height(of: "Caption", solved.stdout) == 12.5)

    // The same recipe without its line: Inter's own.
    let plain = folder.appendingPathComponent("plain.recipe").path
    try text.components(separatedBy: "\n").filter { !$0.hasPrefix("font line") }.joined(separator: "\n")
      .write(toFile: plain, atomically: true, encoding: .utf8)
    let own = try TestProcess.runTool(["solve", plain, "--format", "json"])
    #expect(own.status == 0, "\(own.stderr)")
    #expect(try Self.height(of: "Heading", own.stdout) == 24.5)
    #expect(try Self.height(of: "Subtitle", own.stdout) == 19.5)

    // solve on the document itself imports it the same way: IB's heights for the three labels
    // within a quarter point (Inter's own line leaves Heading and Subtitle 0.5 short); their
    // widths are Inter's, not the fixture's.
    let compared = try TestProcess.runTool([
      "solve", Self.fixture, "--compare-frames", "--frame-tolerance", "0.25",
    ])
    #expect(compared.status == 0, "\(compared.stderr)")
    for id in ["heading", "subtitle", "caption"] {
      let line = compared.stdout.components(separatedBy: "\n").first { $0.contains("(id \"\(id)\"") } ?? ""
      #expect(!line.contains("bottom") && !line.contains("top"), "\(line)")
    }
  }

  /// A recipe's line wins over every line the program knows, unless the family's own file is
  /// given (session 38: the importer writes one for a family with a known line only where the
  /// document's labels contradict it): Roboto (pinned: its own 1.1719 em, 15 pt 18 high at 2x),
  /// Helvetica Neue (its stand-in line, 1.193 em) and the unknown family all take a `font line` of
  /// 2 em (15 x 2 = 30); without it they keep their own.
  @Test func theRecipesLineWinsOverAKnownLine() throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let body = """
      label "Pinned" text "Hello" font "Roboto" 15
      label "Known" text "Hello" font "Helvetica Neue" 15
      label "Unknown" text "Hello" font "Nowhere Grotesk" 15
      1. Pinned.Top = Superview.Top + 20
      2. Known.Top = Pinned.Bottom + 8
      3. Unknown.Top = Known.Bottom + 8

      """
    let with = folder.appendingPathComponent("with.recipe").path
    try """
    recipe "Lines"
    scene 375 x 667
    font line "Roboto" 2
    font line "Helvetica Neue" 2
    font line "Nowhere Grotesk" 2
    \(body)
    """.write(toFile: with, atomically: true, encoding: .utf8)
    let without = folder.appendingPathComponent("without.recipe").path
    try "recipe \"Lines\"\nscene 375 x 667\n\(body)".write(toFile: without, atomically: true, encoding: .utf8)
    let lined = try TestProcess.runTool(["solve", with, "--format", "json"])
    #expect(lined.status == 0, "\(lined.stderr)")
    let plain = try TestProcess.runTool(["solve", without, "--format", "json"])
    #expect(plain.status == 0, "\(plain.stderr)")
    #expect(try Self.height(of: "Pinned", plain.stdout) == 18)
    #expect(try Self.height(of: "Known", plain.stdout) == 18)
    for name in ["Pinned", "Known", "Unknown"] {
      #expect(try Self.height(of: name, lined.stdout) == 30, "\(name)")
    }
    #expect(try Self.height(of: "Unknown", plain.stdout) != 30)
  }

  /// A family whose line the program knows gets a `font line` from the document when its labels
  /// contradict that line: the fixture's family renamed to Roboto, whose pinned file's line is
  /// 1.1719 em (hhea 1900 / -500 of 2048); the labels agree on 1.2375 (the fixture's header), 0.066
  /// em away, more than `FamilyLineInference.contradiction` (0.05): the app bundles another
  /// Roboto. The comment says so, and the labels solve to their stored 25, 20 and 12.5 (Roboto's
  /// own line gives 23.5, 19 and 12).
  @Test func aKnownLineTheLabelsContradictGetsTheirLine() throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = try String(contentsOfFile: Self.fixture, encoding: .utf8)
    let renamed = folder.appendingPathComponent("RobotoLines.xib").path
    try source.replacingOccurrences(of: "\"Nowhere Grotesk\"", with: "\"Roboto\"")
      .replacingOccurrences(of: "NowhereGrotesk-Regular", with: "Roboto-Regular")
      .write(toFile: renamed, atomically: true, encoding: .utf8)
    let out = folder.appendingPathComponent("out").path
    let imported = try TestProcess.runTool(["import", renamed, "--device", "canvas", "--out", out])
    #expect(imported.status == 0, "\(imported.stderr)")
    let recipe = try #require(imported.stdout.split(separator: "\n").first.map(String.init))
    let text = try String(contentsOfFile: recipe, encoding: .utf8)
    #expect(
      text.contains(
        "font line \"Roboto\" 1.2375  # read from the document: 3 of its 3 single-line Roboto labels"),
      "\(text)")
    #expect(
      text.contains("the font here has a line of 1.1719 em, the app bundles another version"), "\(text)")
    let solved = try TestProcess.runTool(["solve", recipe, "--format", "json"])
    #expect(solved.status == 0, "\(solved.stderr)")
    #expect(try Self.height(of: "Heading", solved.stdout) == 25)
    #expect(try Self.height(of: "Subtitle", solved.stdout) == 20)
    #expect(try Self.height(of: "Caption", solved.stdout) == 12.5)
  }

  /// A family iOS ships keeps its known line even when the document's labels contradict it: no
  /// `font line` is written, and no comment says the app bundles another version (review38-stop
  /// L14; justaway's Xcode 7.3 labels agreed on 1.1389 for Helvetica Neue). Avenir Next (1.366 em)
  /// against the fixture's 1.2375, 0.13 em away; Helvetica Neue (1.193 em) against labels
  /// restored 23, 18.5 and 11.5 high at 20, 16 and 10 pt: (1.125, 1.15], (1.125, 1.15625] and
  /// (1.1, 1.15] agree on (1.125, 1.15], whose middle 1.1375 is 0.0555 em away, more than
  /// `FamilyLineInference.contradiction` (0.05). The old code wrote a `font line` for both.
  @Test(arguments: [
    ("Avenir Next", "AvenirNext-Regular", false), ("Helvetica Neue", "HelveticaNeue", true),
  ])
  func anIOSFamilysLineIsNotContradicted(family: String, postScript: String, shorter: Bool) throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var source = try String(contentsOfFile: Self.fixture, encoding: .utf8)
      .replacingOccurrences(of: "\"Nowhere Grotesk\"", with: "\"\(family)\"")
      .replacingOccurrences(of: "NowhereGrotesk-Regular", with: postScript)
    if shorter {
      source = source.replacingOccurrences(
        of: "width=\"80\" height=\"25\"", with: "width=\"80\" height=\"23\""
      )
      .replacingOccurrences(of: "width=\"70\" height=\"20\"", with: "width=\"70\" height=\"18.5\"")
      .replacingOccurrences(of: "width=\"40\" height=\"12.5\"", with: "width=\"40\" height=\"11.5\"")
    }
    let renamed = folder.appendingPathComponent("IOSFamily.xib").path
    try source.write(toFile: renamed, atomically: true, encoding: .utf8)
    let out = folder.appendingPathComponent("out").path
    let imported = try TestProcess.runTool(["import", renamed, "--device", "canvas", "--out", out])
    #expect(imported.status == 0, "\(imported.stderr)")
    let recipe = try #require(imported.stdout.split(separator: "\n").first.map(String.init))
    let text = try String(contentsOfFile: recipe, encoding: .utf8)
    #expect(text.contains("font \"\(family)\"") || text.contains("\"\(family)\""), "\(text)")
    #expect(!text.contains("font line"), "\(text)")
    #expect(!text.contains("the app bundles another version"), "\(text)")
  }

  /// A line outside 0.5 to 3 ems is a located error (65), naming the value and the range.
  @Test func aLineOutOfRangeIsALocatedError() throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let recipe = folder.appendingPathComponent("bad.recipe").path
    try "recipe \"Bad\"\nscene 375 x 667\nfont line \"Gilroy\" 9\nlabel \"A\" text \"Hi\"\n"
      .write(toFile: recipe, atomically: true, encoding: .utf8)
    let output = try TestProcess.runTool(["solve", recipe])
    #expect(output.status == 65, "\(output.stderr)")
    #expect(
      output.stderr.contains("bad.recipe:3:20: error: a font line must be between 0.5 and 3 ems, found 9"),
      "\(output.stderr)")
  }

  /// A family whose font file `import` is given (`--font`) has its own line in the recipe's `font
  /// file`: no `font line` is written for it (review35-stop.md L3). The fixture's family renamed to
  /// the test font's, "Layout Diagram Variable Test".
  @Test func noLineForAFamilyWhoseFileIsGiven() throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = try String(contentsOfFile: Self.fixture, encoding: .utf8)
    let renamed = folder.appendingPathComponent("GivenFamily.xib").path
    try source.replacingOccurrences(of: "\"Nowhere Grotesk\"", with: "\"Layout Diagram Variable Test\"")
      .write(toFile: renamed, atomically: true, encoding: .utf8)
    let font = "Tests/Fixtures/Fonts/VariableFixture.ttf"
    let out = folder.appendingPathComponent("out").path
    let given = try TestProcess.runTool([
      "import", renamed, "--device", "canvas", "--out", out, "--font", font,
    ])
    #expect(given.status == 0, "\(given.stderr)")
    let recipe = try #require(given.stdout.split(separator: "\n").first.map(String.init))
    let text = try String(contentsOfFile: recipe, encoding: .utf8)
    #expect(text.contains("font file "), "\(text)")
    #expect(!text.contains("font line"), "\(text)")
    // Without the file the same document gets its line.
    let bare = folder.appendingPathComponent("bare").path
    let missing = try TestProcess.runTool(["import", renamed, "--device", "canvas", "--out", bare])
    #expect(missing.status == 0, "\(missing.stderr)")
    let bareRecipe = try #require(missing.stdout.split(separator: "\n").first.map(String.init))
    let bareText = try String(contentsOfFile: bareRecipe, encoding: .utf8)
    #expect(bareText.contains("font line \"Layout Diagram Variable Test\""), "\(bareText)")
  }
}
