import Foundation
import TestSupport
import Testing

/// The storyboard half of the hostile corpus (`Tests/HostileCorpus/sb-*`): entity tricks (billion
/// laughs, external entities over `file:` and `http:`, external DTDs, parameter entities, an internal
/// subset that injects attribute defaults), encodings that would hide them (UTF-7, UTF-16),
/// truncated and non-XML files, invalid UTF-8 and control characters inside attributes, undeclared
/// entities, a legacy archive, a dangling reference, path-like scene names and XML metacharacters
/// in every string; generated here: deep nesting and huge attributes. Each outcome is asserted for
/// `import`, `solve` and `render`: a located error (`file:line[:column]`, located by hand in the
/// file: the line of the `<!DOCTYPE`, the byte libxml2 stops at) with status 65 and nothing
/// written, or a correct result within the limits.
@Suite("the hostile corpus: storyboards")
struct HostileStoryboardTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var file: String
    /// What follows the path on standard error.
    var stderr: String
    var testDescription: String { file }
    init(_ file: String, _ stderr: String) {
      self.file = file
      self.stderr = stderr
    }
  }

  static let folder = TestProcess.repositoryRoot.appendingPathComponent("Tests/HostileCorpus")
  static let doctype = "error: the document has a document type declaration (<!DOCTYPE ...>)"

  /// Refused documents. The line of each `<!DOCTYPE` is 2 (after the XML declaration) but in
  /// sb-doctype-after-comment (a comment and a processing instruction come first: line 4). The
  /// attribute cases are on line 12 (the label's element): the invalid byte (offset 848) and the
  /// raw ESC are at byte column 180; libxml2 stops just after a bad reference (`&nbsp;` ends at 186,
  /// `&#x1B;` at 110). The truncated file's last line (20) is 31 bytes long: the end is column 32.
  static let refused: [Case] = [
    Case("sb-billion-laughs.storyboard", ":2:1: " + doctype),
    Case("sb-external-entity-file.storyboard", ":2:1: " + doctype),
    Case("sb-external-entity-http.storyboard", ":2:1: " + doctype),
    Case("sb-external-dtd.storyboard", ":2:1: " + doctype),
    Case("sb-parameter-entity.storyboard", ":2:1: " + doctype),
    Case("sb-doctype-internal-subset.storyboard", ":2:1: " + doctype),
    Case("sb-doctype-after-comment.storyboard", ":4:1: " + doctype),
    Case(
      "sb-utf7-encoding.storyboard",
      ":1:1: error: the document declares encoding \"UTF-7\"; Interface Builder documents are UTF-8"),
    Case("sb-utf16.storyboard", ":1:1: error: the document is not UTF-8 (it looks like UTF-16 or UTF-32)"),
    Case(
      "sb-truncated.storyboard",
      ":20:32: error: the file is not well-formed XML: an element is not closed properly (is the file truncated?)"
    ),
    Case(
      "sb-invalid-utf8-attribute.storyboard",
      ":12:180: error: the file is not UTF-8: byte 0xFF at offset 848 is not part of a UTF-8 character"),
    // Found by the importer fuzzer: 0xFF inside an attribute name (line 26, byte 223; offset
    // 2139) made FoundationXML trap (SIGILL) after libxml2 recovered from the encoding error.
    Case(
      "sb-fuzz-invalid-utf8-attribute-name.storyboard",
      ":26:223: error: the file is not UTF-8: byte 0xFF at offset 2139 is not part of a UTF-8 character"),
    Case(
      "sb-raw-control-character.storyboard",
      ":12:180: error: the file is not well-formed XML: a character that XML does not allow"),
    Case(
      "sb-control-character-reference.storyboard",
      ":12:111: error: the file is not well-formed XML: a character that XML does not allow"),
    Case(
      "sb-undeclared-entity.storyboard",
      ":12:187: error: the file is not well-formed XML: a reference to an undeclared entity"),
    // A legacy Xcode 4 archive is read (docs/interface-builder.md, "Xcode 4 archives"); this one
    // has no root objects, so nothing is imported, as a document without views.
    Case("sb-legacy-archive.xib", ":2: error: nothing to import: the document has no top-level view"),
    Case(
      "sb-not-xml.storyboard",
      ":1:1: error: the file is not well-formed XML: the document does not start with an element"),
    Case("sb-empty.storyboard", ":1:1: error: the file is empty"),
  ]

  /// Runs `import`, `solve` and `render` (or only `commands`) on `path`; checks the shared
  /// expectations of a refusal. `solveInProcess`: `solve` runs in this process
  /// (`HostileCorpusTests.solveInProcess`, which the real binary matches byte for byte).
  static func expectRefused(
    _ path: String, stderr expected: String, extra: [String] = [],
    commands: [[String]] = [["import"], ["solve"], ["render", "--format", "png,svg,pdf"]],
    solveInProcess: Bool = false
  ) throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("out")
    for command in commands {
      let arguments = [command[0], path] + command.dropFirst()
      let needsOut = arguments[0] != "solve"
      let output =
        solveInProcess && arguments == ["solve", path] && extra.isEmpty
        ? try HostileCorpusTests.solveInProcess(path)
        : try TestProcess.runTool(arguments + (needsOut ? ["--out", out.path] : []) + extra)
      #expect(output.status == 65, "\(arguments[0]): \(output.stderr.prefix(400))")
      #expect(output.stderr.contains(path + expected), "\(arguments[0]): \(output.stderr.prefix(400))")
      #expect(output.stdout.isEmpty, "\(arguments[0])")
      // Nothing of /etc/passwd reached the output, and nothing was written.
      #expect(!output.stderr.contains("root:x:0:0"))
      #expect(((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []).isEmpty)
    }
  }

  @Test("every storyboard of the corpus has a case")
  func corpusIsComplete() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter {
      $0.hasPrefix("sb-")
    }
    let cases =
      Self.refused.map(\.file) + [
        "sb-dangling-reference.storyboard", "sb-name-path-traversal.storyboard",
        "sb-xml-metacharacters.storyboard", "sb-fuzz-second-item-without-attribute.storyboard",
      ]
    #expect(files.sorted() == cases.sorted())
  }

  @Test(
    "refused with a located error (65), nothing written, by import and solve (in process)", arguments: refused
  )
  func refusedDocument(_ test: Case) throws {
    try Self.expectRefused(
      Self.folder.appendingPathComponent(test.file).path, stderr: test.stderr,
      commands: [["import"], ["solve"]], solveInProcess: true)
  }

  @Test("render refuses every one in one run: each error located, 65, nothing written, nothing printed")
  func refusedByOneRender() throws {
    // One process for all of them (issue 24): `render` reports each document on its own, in the
    // order named, and writes nothing for a refused one; the run's status is 65 unless one of them
    // met something worse (an internal error 70, an unwritable output 73), which would win.
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("out")
    let paths = Self.refused.map { Self.folder.appendingPathComponent($0.file).path }
    let output = try TestProcess.runTool(
      ["render"] + paths + ["--format", "png,svg,pdf", "--out", out.path])
    #expect(output.status == 65, "\(output.stderr.suffix(400))")
    #expect(output.stdout.isEmpty)
    #expect(!output.stderr.contains("root:x:0:0"))
    #expect(((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []).isEmpty)
    for (test, path) in zip(Self.refused, paths) {
      #expect(output.stderr.contains(path + test.stderr), "\(test.file)")
    }
  }

  @Test("a dangling reference: a located warning, the constraint left out, the rest imported and drawn")
  func danglingReference() throws {
    let path = Self.folder.appendingPathComponent("sb-dangling-reference.storyboard").path
    let out = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: out) }
    let imported = try TestProcess.runTool(["import", path, "--out", out.path])
    #expect(imported.status == 0, "\(imported.stderr)")
    // The constraint naming "gone-99" is on line 21.
    #expect(
      imported.stderr.contains(path + ":21: warning: <constraint id=\"dangling\">: refers to \"gone-99\""))
    let recipe = try String(
      contentsOf: out.appendingPathComponent("sb-dangling-reference.recipe"), encoding: .utf8)
    #expect(recipe.contains("id \"c-lead\"") && recipe.contains("id \"c-top\""))
    // Only the warning comment at the top mentions it; no constraint line does.
    #expect(!recipe.split(separator: "\n").contains { !$0.hasPrefix("#") && $0.contains("gone-99") })
    let rendered = try TestProcess.runTool([
      "render", path, "--format", "png,svg,pdf", "--scale", "1", "--out", out.path,
    ])
    #expect(rendered.status == 0, "\(rendered.stderr)")
    for format in ["png", "svg", "pdf"] {
      let problem = FileIntegrity.problem(
        atPath: out.appendingPathComponent("sb-dangling-reference.\(format)").path)
      #expect(problem == nil, "\(format): \(problem ?? "")")
    }
  }

  @Test(
    "found by the importer fuzzer: a constraint with a second item but no second attribute is left out with a warning"
  )
  func secondItemWithoutAttribute() throws {
    // Line 36: `secondItem="49p-pm-lpU" secondAttrib0ute="bottom"` (a mutated attribute name).
    // It was imported as `Bottom Layout Guide.Top = 20`, which does not compile: `import` exited
    // 70 ("a bug of the importer").
    let path = Self.folder.appendingPathComponent("sb-fuzz-second-item-without-attribute.storyboard").path
    let out = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: out) }
    let imported = try TestProcess.runTool(["import", path, "--out", out.path])
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(
      imported.stderr.contains(
        path + ":36: warning: <constraint id=\"Bv9-Ju-Vu1\">: has a second item but no second attribute"),
      "\(imported.stderr)")
    let solved = try TestProcess.runTool(["solve", path])
    #expect(solved.status == 0, "\(solved.stderr)")
  }

  @Test("scene names like paths become file names inside --out, and nothing is written elsewhere")
  func pathLikeSceneNames() throws {
    let path = Self.folder.appendingPathComponent("sb-name-path-traversal.storyboard").path
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("out")
    // Scenes "../../etc/passwd" and "/tmp/x/../../y": kebab-cased into the document's stem.
    let imported = try TestProcess.runTool(["import", path, "--out", out.path])
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == [
        "sb-name-path-traversal-etc-passwd.recipe", "sb-name-path-traversal-tmp-x-y.recipe",
      ])
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out"])
    let rendered = try TestProcess.runTool(["render", path, "--format", "svg", "--out", out.path])
    #expect(rendered.status == 0, "\(rendered.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).count == 4)
  }

  @Test(
    "XML metacharacters in every string come through as text: the recipe keeps them, the SVG escapes them")
  func metacharacters() throws {
    let path = Self.folder.appendingPathComponent("sb-xml-metacharacters.storyboard").path
    let out = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: out) }
    let imported = try TestProcess.runTool(["import", path, "--out", out.path])
    #expect(imported.status == 0, "\(imported.stderr)")
    let recipe = try String(
      contentsOf: out.appendingPathComponent("sb-xml-metacharacters.recipe"), encoding: .utf8)
    // The label's text attribute `&lt;/text&gt;&lt;script&gt;... ]]&gt; &amp;amp; &quot;&apos;`, decoded
    // once by XML and written as a recipe string (its quote escaped).
    #expect(recipe.contains(#"text "</text><script>x</script> ]]> &amp; \"'""#), "\(recipe)")
    let rendered = try TestProcess.runTool(["render", path, "--format", "svg", "--out", out.path])
    #expect(rendered.status == 0, "\(rendered.stderr)")
    let svg = try String(contentsOf: out.appendingPathComponent("sb-xml-metacharacters.svg"), encoding: .utf8)
    #expect(FileIntegrity.svgProblem(Array(svg.utf8)) == nil)
    #expect(svg.contains("&lt;/text&gt;&lt;script&gt;x&lt;/script&gt; ]]&gt; &amp;amp;"))
    #expect(!svg.contains("<script>"))
  }

  // MARK: Generated (large) cases

  /// A copy of the corpus's dangling-reference storyboard with `edit` applied, written to a temporary
  /// file named `name`; returns its path and the folder to remove.
  static func generated(_ name: String, _ edit: (String) -> String) throws -> (path: String, folder: URL) {
    let base = try String(
      contentsOf: folder.appendingPathComponent("sb-dangling-reference.storyboard"), encoding: .utf8)
    let temporary = try TestProcess.temporaryFolder()
    let url = temporary.appendingPathComponent(name)
    try edit(base).write(to: url, atomically: true, encoding: .utf8)
    return (url.path, temporary)
  }

  /// `count` views nested in one another, one per line, as the root view's first subview.
  static func nested(_ count: Int) -> (String) -> String {
    { base in
      let opening = (0..<count).map {
        "<view id=\"v\($0)\" translatesAutoresizingMaskIntoConstraints=\"NO\"><subviews>\n"
      }
      return base.replacingOccurrences(
        of: "<subviews>\n",
        with: "<subviews>\n" + opening.joined() + String(repeating: "</subviews></view>\n", count: count),
        options: [], range: base.range(of: "<subviews>\n"))
    }
  }

  @Test("5,000 nested elements: an error at the 501st, no stack overflow")
  func deepElements() throws {
    // Line 1 is the XML declaration, line 2 <document>, then one element per line.
    let source =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n"
      + String(repeating: "<v>\n", count: 5_000) + String(repeating: "</v>", count: 5_000) + "</document>\n"
    let (path, folder) = try Self.generated("deep.storyboard") { _ in source }
    defer { try? FileManager.default.removeItem(at: folder) }
    // Element 501 (<document> is the first) is the 500th <v>, on line 502.
    try Self.expectRefused(path, stderr: ":502:")
    let output = try TestProcess.runTool(["solve", path])
    #expect(output.stderr.contains("error: elements nest more than 500 levels deep (<v>)"))
    #expect(!output.stderr.contains("not well-formed"))
  }

  @Test(
    "150 nested views: the recipe nesting limit, located at the scene; 240 with --max-nesting 1000 are drawn")
  func deepViews() throws {
    let (path, folder) = try Self.generated("nest.storyboard", Self.nested(150))
    defer { try? FileManager.default.removeItem(at: folder) }
    // The scene's element (<viewController>) is on line 8. The first nested view is a subview of
    // the root view (depth 1); unnamed views are called "View", "View 2", ...: "View N" is at
    // depth N, so the first over the limit of 100 is "View 101".
    try Self.expectRefused(
      path,
      stderr:
        ":8: error: the scene \"Hostile\" is over a limit: views nested too deeply: \"View 101\" is at depth 101"
    )
    let (deep, deepFolder) = try Self.generated("deep.storyboard", Self.nested(240))
    defer { try? FileManager.default.removeItem(at: deepFolder) }
    let out = deepFolder.appendingPathComponent("out")
    let drawn = try TestProcess.runTool([
      "render", deep, "--max-nesting", "1000", "--format", "svg", "--jobs", "2", "--out", out.path,
    ])
    #expect(drawn.status == 0, "\(drawn.stderr.suffix(400))")
    #expect(FileIntegrity.problem(atPath: out.appendingPathComponent("deep.svg").path) == nil)
  }

  @Test("a 20,000-character text is over the text limit at the scene; a 2 MB name is shortened and drawn")
  func hugeAttributes() throws {
    let (path, folder) = try Self.generated("text.storyboard") {
      $0.replacingOccurrences(
        of: "text=\"Hello\"", with: "text=\"" + String(repeating: "word ", count: 4_000) + "\"")
    }
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.expectRefused(
      path, stderr: ":8: error: the scene \"Hostile\" is over a limit: text too long: 20000 characters")
    let (named, namedFolder) = try Self.generated("name.storyboard") {
      $0.replacingOccurrences(
        of: "userLabel=\"Box\"", with: "userLabel=\"" + String(repeating: "x", count: 2_000_000) + "\"")
    }
    defer { try? FileManager.default.removeItem(at: namedFolder) }
    let out = namedFolder.appendingPathComponent("out")
    let drawn = try TestProcess.runTool(["render", named, "--format", "svg", "--out", out.path])
    #expect(drawn.status == 0, "\(drawn.stderr.suffix(400))")
    let svg = try String(contentsOf: out.appendingPathComponent("name.svg"), encoding: .utf8)
    #expect(svg.utf8.count < 200_000)
  }
}
