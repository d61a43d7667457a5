import Foundation
import TestSupport
import Testing

/// XML metacharacters (`<`, `>`, `&`, `"`, `'`, `]]>`) in every string of a recipe, and control
/// characters and noncharacters where they can get in (file names), come out as text in the SVG,
/// the check command's HTML report and its JUnit file: each is read back by a real parser
/// (FoundationXML, `xmllint`) and the strings compared with the recipe's, decoded.
@Suite("escaping in SVG, HTML and JUnit")
struct OutputEscapingTests {
  /// The strings of Tests/HostileCorpus/xml-metacharacters.recipe, as written there (unescaped).
  static let title = "<T&'\">]]>"
  static let labelName = "<&'\">"
  static let labelText = "a < b && c > d ]]> \"q\" 'a'"
  static let placeholder = "<!-- -->&amp;"
  static let buttonTitle = "<![CDATA[x]]>"

  static var corpusRecipe: URL {
    TestProcess.repositoryRoot.appendingPathComponent("Tests/HostileCorpus/xml-metacharacters.recipe")
  }

  @Test("SVG: every string of the recipe parses back unchanged (FoundationXML and xmllint)")
  func svg() throws {
    let out = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: out) }
    let run = try TestProcess.runTool([
      "render", Self.corpusRecipe.path, "--format", "svg", "--out", out.path,
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let path = out.appendingPathComponent("xml-metacharacters.svg").path
    #expect(try ParsedXML.xmllint(path).status == 0)
    let svg = try #require(ParsedXML(try Data(contentsOf: URL(fileURLWithPath: path))))
    let texts = svg.elements.map(\.text)
    #expect(svg.all("title").first?.text == Self.title)
    // Each view's tooltip is its name; the label's, field's and button's own texts are drawn.
    #expect(svg.all("title").contains { $0.text == Self.labelName })
    for string in [Self.labelText, Self.placeholder, Self.buttonTitle] {
      #expect(texts.contains { $0.contains(string) }, "\(string)")
    }
  }

  @Test("SVG: a noncharacter in a recipe string is a located error, and never reaches a file")
  func noncharacters() throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let recipe = folder.appendingPathComponent("nc.recipe")
    // U+FFFF is the 7th character of line 3 (after `label "`), a UTF-8 sequence EF BF BF.
    try "scene 375 x 667\nview \"A\"\nlabel \"\u{FFFF}\" text \"x\"\n1. A.Width = 10\n"
      .write(to: recipe, atomically: true, encoding: .utf8)
    let out = folder.appendingPathComponent("out")
    let run = try TestProcess.runTool(["render", recipe.path, "--format", "svg", "--out", out.path])
    #expect(run.status == 65)
    #expect(run.stderr.contains("nc.recipe:3:8: error: noncharacter U+FFFF in a string"), "\(run.stderr)")
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }

  /// Runs `check` on a folder holding the metacharacter recipe under a hostile file name (with an
  /// ESC, a BEL and U+FFFE in it) and a recipe with an error, with no goldens: a missing golden
  /// and an error, both with hostile text, in the HTML report and the JUnit file.
  static func checkRun() throws -> (folder: URL, stem: String, status: Int32) {
    let folder = try TestProcess.temporaryFolder()
    let recipes = folder.appendingPathComponent("r")
    try FileManager.default.createDirectory(at: recipes, withIntermediateDirectories: true)
    let stem = "m<&>\"'x]]>\u{1B}\u{7}\u{FFFE}z"
    try FileManager.default.copyItem(at: corpusRecipe, to: recipes.appendingPathComponent(stem + ".recipe"))
    try "recipe \"<&>]]>\"\nscene 375 x 667\nview \"A\"\n1. \"<&>]]>\".Leading = Superview.Leading\n"
      .write(to: recipes.appendingPathComponent("e<&>.recipe"), atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("goldens"), withIntermediateDirectories: true)
    let run = try TestProcess.runTool(
      ["check", "r", "--goldens", "goldens", "--report", "report", "--junit", "junit.xml"], in: folder)
    return (folder, stem, run.status)
  }

  @Test("JUnit: names, paths and messages with metacharacters and control characters parse back")
  func junit() throws {
    let (folder, _, status) = try Self.checkRun()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(status == 65)
    let path = folder.appendingPathComponent("junit.xml").path
    let lint = try ParsedXML.xmllint(path)
    #expect(lint.status == 0, "\(lint.stderr)")
    let junit = try #require(ParsedXML(try Data(contentsOf: URL(fileURLWithPath: path))))
    let cases = junit.all("testcase")
    // The control characters and U+FFFE are dropped (XML cannot hold them); the rest is kept.
    #expect(cases.map { $0.attributes["name"] ?? "" }.sorted() == ["e<&>", "m<&>\"'x]]>z"])
    #expect(cases.contains { $0.attributes["file"] == "r/e<&>.recipe" })
    let error = try #require(junit.all("error").first)
    // The recipe's diagnostics travel with the error (no "listed above" pointing at nothing).
    #expect(error.text.contains("r/e<&>.recipe:4:4: error: unknown view \"<&>]]>\""), "\(error.text)")
    #expect(!error.text.contains("listed above"))
    let failure = try #require(junit.all("failure").first)
    #expect(failure.attributes["type"] == "missing")
    #expect(failure.text.contains("m<&>\"'x]]>z: no golden"), "\(failure.text)")
  }

  @Test("HTML report: no control character reaches it, and its headings read back as the recipe's strings")
  func html() throws {
    let (folder, _, _) = try Self.checkRun()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("report/index.html").path
    let html = try String(contentsOfFile: path, encoding: .utf8)
    #expect(!html.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || $0.value == 0xFFFE })
    let lint = try ParsedXML.xmllint(path, html: true)
    #expect(!lint.stderr.contains("Invalid char"), "\(lint.stderr)")
    // libxml2's HTML parser decodes the headings: kind, stem, an em dash, the recipe's title.
    let missing = try ParsedXML.xmllint(
      path, html: true, xpath: "string(//section[contains(@class,'missing')]/h2)")
    #expect(
      missing.stdout.trimmingCharacters(in: .newlines) == "MISSING m<&>\"'x]]>z \u{2014} " + Self.title,
      "\(missing.stdout)")
    let error = try ParsedXML.xmllint(
      path, html: true, xpath: "string(//section[contains(@class,'error')]/h2)")
    #expect(error.stdout.trimmingCharacters(in: .newlines) == "ERROR e<&> \u{2014} e<&>", "\(error.stdout)")
  }
}
