import Foundation
import LayoutDiagramCLI
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The hostile corpus (Tests/HostileCorpus, one file per case, plus the generated cases below):
/// truncated files, binary garbage, invalid UTF-8, absurd nesting and sizes, path-like and
/// control-character names, XML metacharacters, huge/negative/NaN/1e308 constants, conflicting
/// cycles, unknown fonts, terminal escapes. Each case's outcome is asserted for `solve` and for
/// `render`: a located error (`file:line:column`, checked by hand against the file) with a non-zero
/// status and nothing written, or a correct result (status 0, every format written and complete).
@Suite("the hostile corpus")
struct HostileCorpusTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var status: Int32
    /// For an error: what follows the file's path on standard error (`:line:column: error: ...`).
    var stderr: String?
    /// For a success: a fragment of `solve`'s standard output.
    var stdout: String?

    init(_ name: String, _ status: Int32, stderr: String? = nil, stdout: String? = nil) {
      self.name = name
      self.status = status
      self.stderr = stderr
      self.stdout = stdout
    }

    var testDescription: String { name }
  }

  static let folder = TestProcess.repositoryRoot.appendingPathComponent("Tests/HostileCorpus")

  static let cases: [Case] = [
    Case("ambiguous-everything", 0, stdout: "AMBIGUOUS LAYOUT"),
    Case("bidi-in-text", 0, stdout: "A  label"),
    Case("binary-elf-header", 65, stderr: ":1:1: error: unexpected character \"?\" (U+7F)"),
    // A known binary format is named (issue 26, item 6), not its first byte that breaks UTF-8.
    Case("binary-gzip", 65, stderr: " is a gzip archive, not a recipe"),
    Case("binary-nul-bytes", 65, stderr: ":1:1: error: unexpected character \"?\" (U+0)"),
    Case("binary-nul-in-line", 65, stderr: ":2:8: error: control character U+0000 in a string"),
    Case("binary-png-header", 65, stderr: " is a PNG image, not a recipe"),
    Case(
      "binary-random", 65,
      stderr: ":1:1: error: the file is not UTF-8 text: byte 0x84 at offset 0 cannot start a character"),
    Case("cascade-bad-attribute", 65, stderr: ":4:32: error: unknown attribute \"colour\""),
    Case("cascade-bad-style", 65, stderr: ":4:37: error: unknown text style \"hedline\""),
    Case("conflict-cross-axis", 65, stderr: ":2:26: error: cannot relate horizontal Leading to vertical Top"),
    Case("conflict-cycle", 0, stdout: "Unable to simultaneously satisfy constraints."),
    Case("conflict-required-pair", 0, stdout: "Unable to simultaneously satisfy constraints."),
    Case("conflict-self-reference", 0, stdout: "Unable to simultaneously satisfy constraints."),
    Case("const-1e308", 65, stderr: ":2:14: error: number too large: 1e308"),
    Case("const-exponent-small", 65, stderr: ":2:14: error: numbers are written without an exponent: 1e3"),
    Case("const-font-zero", 65, stderr: ":2:25: error: font size 0 is out of range"),
    Case("const-huge-font", 65, stderr: ":1:25: error: font size 100000 is out of range"),
    Case("const-huge-integer", 65, stderr: ":2:14: error: number too large: 99999999999999999999"),
    Case("const-huge-multiplier", 65, stderr: ":3:24: error: number too large: 1e300"),
    Case(
      "const-image-huge", 65,
      stderr:
        ":3:1: error: \"I\" (declared at {path}:2) has width 900000 points; solved geometry must be finite"
    ),
    Case(
      "const-inf", 65,
      stderr: ":2:17: error: expected \".\" and an attribute after \"inf\" at the end of the line"),
    Case(
      "const-intrinsic-huge", 65,
      stderr:
        ":3:1: error: \"A\" (declared at {path}:2) has width 999999999 points; solved geometry must be finite"
    ),
    Case(
      "const-lines-negative", 65,
      stderr: ":2:26: error: expected a number of lines (0 = unlimited), found \"-\""),
    Case("const-margins-huge", 0, stdout: "A  view         frame = (0 0; 10 10)"),
    Case(
      "const-nan", 65,
      stderr: ":2:17: error: expected \".\" and an attribute after \"NaN\" at the end of the line"),
    Case("const-negative-width", 0, stdout: "A  view         frame = (0 0; 0 10)"),
    Case("const-priority-huge", 65, stderr: ":2:17: error: priority 5000 is out of range 1...1000"),
    Case("const-priority-zero", 65, stderr: ":2:17: error: priority 0 is out of range 1...1000"),
    Case("const-scale-7", 65, stderr: ":1:23: error: scale 7 is not 1, 2 or 3"),
    Case("const-scene-huge", 65, stderr: ":1:7: error: scene too large: 100000 points"),
    Case("const-scene-negative", 65, stderr: ":1:7: error: expected a scene width, found \"-\""),
    // A scene may be 0 wide (session 39: IB stores roots at zero size, e.g. a title view).
    Case("const-scene-zero", 0, stdout: "variant \"default\" (0 x 667 pt, scale 2)"),
    Case(
      "const-zero-multiplier-position", 0,
      stdout: "warning: a multiplier on a location attribute is documented as invalid"),
    Case("crlf-mixed", 0, stdout: "Name Label       label        frame = (16 "),
    Case("deep-nesting-200", 65, stderr: ":102:16: error: views nested too deeply: \"V100\" is at depth 101"),
    Case("duplicate-numbers", 65, stderr: ":3:1: error: constraint number 1 is used twice"),
    Case("empty-file", 65, stderr: ":1:1: error: the recipe is empty"),
    Case("long-line", 0, stdout: "Diagnoses: none"),
    Case("name-bidi-override", 0, stdout: "A\\u{202E}B  label"),
    Case("name-dotdot-path", 65, stderr: ":2:4: error: expected a name, found \".\""),
    Case("name-duplicate", 65, stderr: ":2:6: error: view \"a\" is declared twice"),
    Case("name-empty", 65, stderr: ":1:6: error: a view name cannot be empty"),
    Case("name-escaped-nul", 65, stderr: ":1:8: error: unknown escape \"\\u\" in a string"),
    Case("name-escaped-unknown", 65, stderr: ":1:20: error: unknown escape \"\\q\" in a string"),
    Case("name-quoted-dotdot-constraint", 0, stdout: "../../etc/x  view"),
    Case("name-slash", 0, stdout: "a/b  view         frame = (0 0; 10 10)"),
    Case("name-spaces-only", 65, stderr: ":1:6: error: a view name cannot be empty"),
    Case("name-terminal-escape-raw", 65, stderr: ":1:17: error: control character U+001B in a string"),
    Case("only-blank-lines", 65, stderr: ":1:1: error: the recipe is empty"),
    Case("only-bom", 65, stderr: ":1:1: error: the recipe is empty"),
    Case("only-comments", 65, stderr: ":1:1: error: the recipe is empty"),
    Case("parent-cycle-self", 65, stderr: ":1:13: error: view \"A\" cannot be inside itself"),
    Case("parent-declared-later", 65, stderr: ":1:13: error: unknown view \"B\""),
    Case("set-unknown-view", 65, stderr: ":14:5: error: unknown view \"Nobody\""),
    Case("terminal-escape-in-error-line", 65, stderr: ":3:4: error: unknown view \"Nobody\""),
    Case("terminal-escape-raw-in-text", 65, stderr: ":2:17: error: control character U+001B in a string"),
    Case("too-many-errors", 65, stderr: ":1:4: error: unknown view \"Nobody\""),
    Case("truncated-after-number", 65, stderr: ":3:3: error: expected a name at the end of the line"),
    Case("truncated-mid-constraint", 65, stderr: ":9:20: error: unknown attribute \"Lea\""),
    Case("truncated-mid-string", 65, stderr: ":4:25: error: unterminated string"),
    Case("truncated-open-title", 65, stderr: ":1:8: error: unterminated string"),
    Case(
      "truncated-relation", 65,
      stderr: ":2:15: error: expected an item such as Superview.Leading, or a constant at the end of the line"
    ),
    Case(
      "truncated-utf8-at-end", 65,
      stderr:
        ":12:20: error: the file is not UTF-8 text: byte 0xC3 at offset 441 starts a character the file ends in"
    ),
    Case("truncated-vfl", 65, stderr: ":2:7: error: expected \"]\", found the end of the line"),
    Case("unknown-attribute-name", 65, stderr: ":2:6: error: unknown attribute \"Lead\""),
    Case(
      "unknown-font-family", 0,
      stdout:
        ":4:32: warning: font family \"No Such Family Sans\" is not installed; the text is measured and drawn in Inter"
    ),
    Case("unknown-kind", 65, stderr: ":1:1: error: unknown statement \"lable\""),
    Case("unknown-parent", 65, stderr: ":1:13: error: unknown view \"Nowhere\""),
    Case("unknown-statement", 65, stderr: ":1:1: error: unknown statement \"recip\""),
    Case(
      "utf16-file", 65,
      stderr: ":1:1: error: the file is not UTF-8 text: byte 0xFF at offset 0 cannot start a character"),
    Case(
      "utf8-bad-continuation", 65,
      stderr:
        ":1:12: error: the file is not UTF-8 text: byte 0xC3 at offset 11 starts a character that byte 0x28 does not co"
    ),
    Case(
      "utf8-latin1-file", 65,
      stderr:
        ":1:12: error: the file is not UTF-8 text: byte 0xE9 at offset 11 starts a character that byte 0x22 does not co"
    ),
    Case(
      "utf8-lone-ff", 65,
      stderr: ":3:18: error: the file is not UTF-8 text: byte 0xFF at offset 55 cannot start a character"),
    Case(
      "utf8-overlong-slash", 65,
      stderr: ":2:7: error: the file is not UTF-8 text: byte 0xC0 at offset 17 cannot start a character"),
    Case(
      "utf8-surrogate", 65,
      stderr:
        ":3:7: error: the file is not UTF-8 text: byte 0xED at offset 18 starts a character that byte 0xA0 does not con"
    ),
    Case("variant-duplicate", 65, stderr: ":15:9: error: variant \"X\" is declared twice"),
    Case("variant-empty-name", 65, stderr: ":13:9: error: a variant name cannot be empty"),
    Case("vfl-garbage", 65, stderr: ":2:10: error: expected a number, metric or view name, found \")\""),
    Case("vfl-unknown-view", 65, stderr: ":2:6: error: unknown view \"B\""),
    Case("xml-metacharacters", 0, stdout: "<&'\">  label"),
    Case("xml-variant-name", 0, stdout: "variant \"<v&>\""),
  ]

  @Test("every file of the corpus has a case and every case a file")
  func corpusIsComplete() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
      .filter { $0.hasSuffix(".recipe") }.map { String($0.dropLast(".recipe".count)) }.sorted()
    #expect(files == Self.cases.map(\.name).sorted())
    #expect(files.count + Self.generatedCount >= 80)
  }

  /// `solve PATH` run in this process (`SolveCommand.outcome`: what the command writes and its
  /// status, as `run` writes them), so the corpus costs no process start per case (issue 24);
  /// `solveInAProcess` checks that the real binary writes exactly that.
  static func solveInProcess(_ path: String) throws -> ProcessOutput {
    let outcome = try SolveCommand.parse([path]).outcome()
    return ProcessOutput(
      status: outcome.status.rawValue, stdoutBytes: Array(outcome.stdout.utf8), stderr: outcome.stderr)
  }

  @Test(
    "solve in a process writes what the in-process solve returns, byte for byte, and exits with its status",
    arguments: [
      "empty-file.recipe", "binary-gzip.recipe", "terminal-escape-raw-in-text.recipe", "crlf-mixed.recipe",
      "conflict-cycle.recipe", "sb-billion-laughs.storyboard", "sb-truncated.storyboard",
    ])
  func solveInAProcess(_ file: String) throws {
    let path = Self.folder.appendingPathComponent(file).path
    let process = try TestProcess.runTool(["solve", path])
    let inProcess = try Self.solveInProcess(path)
    #expect(process.status == inProcess.status)
    #expect(process.stdout == inProcess.stdout)
    #expect(process.stderr == inProcess.stderr)
  }

  @Test("solve: the located error and its status, or the result", arguments: cases)
  func solve(_ test: Case) throws {
    let path = Self.folder.appendingPathComponent("\(test.name).recipe").path
    let output = try Self.solveInProcess(path)
    #expect(output.status == test.status, "\(output.stderr.prefix(400))")
    if let stderr = test.stderr {
      let expected = path + stderr.replacingOccurrences(of: "{path}", with: path)
      #expect(output.stderr.contains(expected), "\(output.stderr.prefix(400))")
      #expect(output.stdout.isEmpty)
    }
    if let stdout = test.stdout {
      #expect(output.stdout.contains(stdout), "\(output.stdout.prefix(400))")
    }
    // Nothing a recipe holds reaches the terminal as a control character.
    for text in [output.stdout, output.stderr] {
      #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" })
      #expect(!text.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}" })
    }
  }

  /// One `render` over the whole corpus, every case's file named on one command line. `render`
  /// reports each recipe on its own, in the order named (its diagnostics, its "not rendered" line,
  /// the paths it wrote), so every case is asserted from this one run; a process start per case
  /// was most of this suite's time (issue 24). Rendered once per test process, read by `render`.
  struct CorpusRender: Sendable {
    /// The run's status: the one that wins among the recipes' (`ExitStatus.precedence`).
    var status: Int32
    var stdout: String
    var stderr: String
    /// The files written to the output folder, sorted.
    var written: [String]
    /// The integrity problem of each written file that has one, by file name.
    var problems: [String: String]
    /// Why the run could not be made, if it could not.
    var failure: String?
  }

  static let corpusRender: CorpusRender = {
    var result = CorpusRender(status: -1, stdout: "", stderr: "", written: [], problems: [:])
    do {
      let out = try TestProcess.temporaryFolder().appendingPathComponent("out")
      defer { try? FileManager.default.removeItem(at: out.deletingLastPathComponent()) }
      let paths = cases.map { folder.appendingPathComponent("\($0.name).recipe").path }
      let output = try TestProcess.runTool(
        ["render"] + paths + ["--format", "png,svg,pdf", "--scale", "1", "--out", out.path])
      result.status = output.status
      result.stdout = output.stdout
      result.stderr = output.stderr
      result.written = (try? FileManager.default.contentsOfDirectory(atPath: out.path).sorted()) ?? []
      for name in result.written {
        if let problem = FileIntegrity.problem(atPath: out.appendingPathComponent(name).path) {
          result.problems[name] = problem
        }
      }
    } catch {
      result.failure = "\(error)"
    }
    return result
  }()

  @Test(
    "render (one run over the corpus): each error located, nothing written for it; complete files for a success",
    arguments: cases)
  func render(_ test: Case) throws {
    let run = Self.corpusRender
    try #require(run.failure == nil, "\(run.failure ?? "")")
    // The corpus has recipes with errors and none worse: 65 wins over success, and any internal
    // error (70), unwritable output (73) or too-large figure (69) of any case would win over 65.
    #expect(run.status == 65, "\(run.stderr.suffix(400))")
    let path = Self.folder.appendingPathComponent("\(test.name).recipe").path
    let written = run.written.filter { $0.hasPrefix(test.name + ".") }
    let printed = run.stdout.split(separator: "\n").filter {
      ($0.split(separator: "/").last ?? "").hasPrefix(test.name + ".")
    }
    // The lines naming this recipe that are not warnings: its errors and its "not rendered" line.
    let errors = run.stderr.split(separator: "\n").filter { $0.contains(path) && !$0.contains(": warning: ") }
    if let stderr = test.stderr {
      let expected = path + stderr.replacingOccurrences(of: "{path}", with: path)
      #expect(run.stderr.contains(expected), "\(errors)")
      #expect(written.isEmpty, "\(written)")
      #expect(printed.isEmpty, "\(printed)")
      return
    }
    #expect(errors.isEmpty, "\(errors)")
    #expect(written == ["png", "pdf", "svg"].map { "\(test.name).\($0)" }.sorted())
    #expect(printed.count == 3, "\(printed)")
    for name in written {
      #expect(run.problems[name] == nil, "\(name): \(run.problems[name] ?? "")")
    }
  }

  @Test("XML metacharacters in every string are escaped in the SVG, which parses")
  func xmlMetacharacters() throws {
    let path = Self.folder.appendingPathComponent("xml-metacharacters.recipe").path
    let out = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: out) }
    let output = try TestProcess.runTool(["render", path, "--format", "svg", "--out", out.path])
    #expect(output.status == 0, "\(output.stderr)")
    let svg = try String(contentsOf: out.appendingPathComponent("xml-metacharacters.svg"), encoding: .utf8)
    #expect(FileIntegrity.svgProblem(Array(svg.utf8)) == nil)
    #expect(svg.contains("a &lt; b &amp;&amp; c &gt; d ]]&gt;"))
    #expect(svg.contains("&lt;!-- --&gt;&amp;amp;"))
    #expect(!svg.contains("<![CDATA[x]]>"))
  }

  // MARK: Generated cases (too large to keep as files)

  static let generatedCount = 6

  static func run(_ source: String, _ name: String, _ arguments: [String] = []) throws -> ProcessOutput {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent(name)
    try source.write(to: url, atomically: true, encoding: .utf8)
    let out = folder.appendingPathComponent("out")
    let output = try TestProcess.runTool(["render", url.path, "--out", out.path] + arguments)
    #expect(!FileManager.default.fileExists(atPath: out.path) || output.status == 0)
    var relative = output
    relative.stderr = output.stderr.replacingOccurrences(of: url.path, with: name)
    return relative
  }

  @Test("10,000 levels of nesting: an error at depth 101, no stack overflow")
  func tenThousandLevels() throws {
    var source = "scene 375 x 667\nview \"V0\" intrinsic 10 x 10\n"
    for index in 1..<10_000 { source += "view \"V\(index)\" in \"V\(index - 1)\"\n" }
    let output = try Self.run(source, "nest.recipe")
    #expect(output.status == 65)
    // V100 is declared on line 102; its parent's name starts at column 16.
    #expect(
      output.stderr.contains("nest.recipe:102:16: error: views nested too deeply: \"V100\" is at depth 101"))
  }

  @Test("100,000 constraints: an error at the 10,001st")
  func hundredThousandConstraints() throws {
    var source = "scene 375 x 667\nview \"A\" intrinsic 10 x 10\n"
    for number in 1...100_000 { source += "\(number). A.Width >= \(number % 7)\n" }
    // Not a test of the time limit (the sanitizers' run takes longer than the default 120 s).
    let output = try Self.run(source, "many.recipe", ["--max-render-time", "3600"])
    #expect(output.status == 65)
    #expect(
      output.stderr.contains(
        "many.recipe:10003:1: error: too many constraints: this is constraint line 10001"))
  }

  @Test("a 1 MB label: an error naming its length; a 9,999-character one is drawn")
  func megabyteLabel() throws {
    let long = String(repeating: "word ", count: 200_000)
    let source =
      "scene 375 x 667\nlabel \"A\" text \"\(long)\" lines 0\n1. A.Leading = Superview.LeadingMargin\n"
      + "2. A.Top = Superview.TopMargin\n3. A.Width = 300\n"
    let output = try Self.run(source, "label.recipe")
    #expect(output.status == 65)
    #expect(output.stderr.contains("label.recipe:2:11: error: text too long: 1000000 characters"))
    let fits = source.replacingOccurrences(of: long, with: String(repeating: "word ", count: 1_999) + "word")
    let drawn = try Self.run(fits, "fits.recipe", ["--format", "svg"])
    #expect(drawn.status == 0, "\(drawn.stderr)")
  }

  @Test("a FIFO and /dev/null are not recipe files (66), and the FIFO is never opened")
  func notRegularFiles() throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("pipe.recipe").path
    #expect(mkfifo(fifo, 0o644) == 0)
    let fromFIFO = try TestProcess.runTool(["solve", fifo])
    #expect(fromFIFO.status == 66)
    #expect(fromFIFO.stderr.contains("error: \(fifo) is a FIFO (named pipe), not a recipe file"))
    #expect(!fromFIFO.stderr.contains("permission"))
    let null = try TestProcess.runTool(["solve", "/dev/null"])
    #expect(null.status == 66)
    #expect(null.stderr.contains("error: /dev/null is a character device, not a recipe file"))
    #expect(!null.stderr.contains("permission"))
    let render = try TestProcess.runTool(["render", fifo, "--out", folder.appendingPathComponent("o").path])
    #expect(render.status == 66)
  }

  @Test("a FIFO named like a storyboard is refused as the recipe one is (66), never opened")
  func storyboardFIFO() throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("pipe.storyboard").path
    #expect(mkfifo(fifo, 0o644) == 0)
    for arguments in [["solve", fifo], ["import", fifo, "--out", folder.appendingPathComponent("o").path]] {
      let command = arguments[0]
      let output = try TestProcess.runTool(arguments)
      #expect(output.status == 66, "\(command)")
      #expect(
        output.stderr.contains(
          "error: \(fifo) is a FIFO (named pipe), not a storyboard or xib file\n"
            + "hint: name a regular .storyboard or .xib file"), "\(command): \(output.stderr)")
    }
  }

  @Test("--focus 99 on a recipe without constraint 99 is a usage error naming the numbers it has")
  func focusOutOfRange() throws {
    let a1 = "recipes/a1-simple-label-and-text-field.recipe"
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = try TestProcess.runTool(["render", a1, "--focus", "3,99", "--out", folder.path])
    #expect(output.status == 64)
    #expect(
      output.stderr.contains("--focus 99: the recipe has no constraint 99; its constraints are numbered 1-5"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    let fine = try TestProcess.runTool(["render", a1, "--focus", "3,5", "--scale", "1", "--out", folder.path])
    #expect(fine.status == 0, "\(fine.stderr)")
  }

  @Test("a declaration with a bad attribute still declares its view: one error, no cascade, true hints")
  func noCascade() throws {
    for (attribute, message) in [
      ("font hedline", ":8:37: error: unknown text style \"hedline\""),
      ("font 0", ":8:37: error: font size 0 is out of range"),
      ("lines -1", ":8:38: error: expected a number of lines (0 = unlimited), found \"-\""),
    ] {
      let source = try String(
        contentsOf: TestProcess.repositoryRoot.appendingPathComponent(
          "recipes/a1-simple-label-and-text-field.recipe"),
        encoding: .utf8
      ).replacingOccurrences(of: "font headline", with: attribute)
      let output = try Self.run(source, "a1.recipe")
      #expect(output.status == 65, "\(attribute)")
      #expect(output.stderr.contains("a1.recipe" + message), "\(attribute): \(output.stderr)")
      let errors = output.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
      #expect(errors.count == 1, "\(attribute): \(errors)")
      #expect(!output.stderr.contains("unknown view"))
      #expect(!output.stderr.contains("declare it first"))
    }
  }
}
