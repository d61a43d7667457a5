import Foundation
import Testing

/// `--strict` on `render`, `solve` and `check` (the real binary): status 3 for a conflict or an
/// ambiguity a recipe does not declare with `expect`, or for an `expect` line whose diagnosis does
/// not occur; the book, whose broken variants declare theirs, passes.
@Suite struct StrictCommandTests {
  static let d3 = "d3-content-hugging-and-compression-resistance"
  static let declaration = "  expect ambiguous \"Image\", \"Label\"\n"

  /// A copy of D3 in `folder` without its `expect` line (and with `edit` applied).
  static func undeclaredD3(in folder: URL, edit: (String) -> String = { $0 }) throws -> String {
    let path = try Repository.copyRecipes([d3], to: folder)[0]
    let source = try String(contentsOfFile: path, encoding: .utf8)
    #expect(source.contains(declaration))
    try edit(source.replacingOccurrences(of: declaration, with: ""))
      .write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// The book's deliberately broken variants declare their ambiguities (the README's test command
  /// runs `check --strict` over the whole book; here the three recipes that have them).
  @Test func theBooksBrokenVariantsDeclareTheirDiagnoses() throws {
    for stem in ["b1-quote-cell", "c3-value1-cell", Self.d3] {
      let path = "recipes/\(stem).recipe"
      #expect(
        try String(contentsOfFile: Repository.root.appendingPathComponent(path).path, encoding: .utf8)
          .contains("expect ambiguous"))
      let solve = try Repository.tool(["solve", "--strict", path])
      #expect(solve.status == 0, "\(stem): \(solve.stderr)")
    }
  }

  @Test func anUndeclaredAmbiguityFailsWithStatus3AndStillWritesTheFigure() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let recipe = try Self.undeclaredD3(in: folder.appendingPathComponent("book"))
    let out = folder.appendingPathComponent("out")
    #expect(try Repository.tool(["render", recipe, "--out", out.path]).status == 0)

    let render = try Repository.tool(["render", "--strict", recipe, "--out", out.path])
    #expect(render.status == 3, "\(render.stderr)")
    // Line 9 is `imageView "Image" ...`, the first ambiguous view's declaration; column 11 its name.
    #expect(
      render.stderr.contains(
        "\(recipe):9:11: error: ambiguous layout for Image (width); Label (minX, width), which variant \"Equal hugging\" does not expect"
      ))
    #expect(
      render.stderr.contains(
        "hint: if variant \"Equal hugging\" shows it on purpose, declare it: expect ambiguous \"Image\", \"Label\""
      ))
    #expect(
      render.stderr.contains("\(recipe): --strict: 1 diagnosis the recipe does not declare as expected"))
    #expect(render.stdout.contains("\(out.path)/\(Self.d3).png"))
    #expect(FileManager.default.fileExists(atPath: "\(out.path)/\(Self.d3).png"))

    let solve = try Repository.tool(["solve", "--strict", recipe])
    #expect(solve.status == 3)
    #expect(solve.stdout.contains("Equal hugging"))  // the report is still printed
    #expect(solve.stderr.contains("\(recipe):9:11: error: ambiguous layout for Image"))
    #expect(try Repository.tool(["solve", recipe]).status == 0)
  }

  /// Issue 26, item 7: without --strict, `render` says it in one located warning line per recipe
  /// (status 0); a recipe without undeclared diagnoses (A1) gets none.
  @Test func withoutStrictAnUndeclaredAmbiguityIsOneWarningLine() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let recipe = try Self.undeclaredD3(in: folder.appendingPathComponent("book"))
    let a1 = try Repository.copyRecipes(
      ["a1-simple-label-and-text-field"], to: folder.appendingPathComponent("book"))[0]
    let render = try Repository.tool([
      "render", recipe, a1, "--out", folder.appendingPathComponent("out").path,
    ])
    #expect(render.status == 0, "\(render.stderr)")
    let warnings = render.stderr.split(separator: "\n").filter { $0.contains("warning: ") }
    #expect(
      warnings == [
        "\(recipe):9:11: warning: ambiguous layout for Image (width); Label (minX, width), which variant "
          + "\"Equal hugging\" does not expect; --strict lists it and fails"
      ], "\(render.stderr)")
  }

  @Test func anExpectedDiagnosisThatDoesNotOccurFailsAtTheExpectLine() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try Repository.copyRecipes(["a1-simple-label-and-text-field"], to: folder)[0]
    let source = try String(contentsOfFile: path, encoding: .utf8)
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false).count
    try (source + "expect conflict\n").write(toFile: path, atomically: true, encoding: .utf8)
    // The file ended with a newline, so the appended line is the last counted line.
    let solve = try Repository.tool(["solve", "--strict", path])
    #expect(solve.status == 3)
    #expect(
      solve.stderr.contains(
        "\(path):\(lines):8: error: the recipe expects a conflict, but its required constraints are satisfiable"
      ))
  }

  /// D3 without its expect line still draws the golden's pixels (expect lines draw nothing), so
  /// `check` passes and `check --strict` fails with 3; with a changed constant as well, the strict
  /// status 3 wins over the mismatch's 1 (`ExitStatus.precedence`).
  @Test func checkStrictFailsWith3EvenWhenThePixelsMatch() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let goldens = folder.appendingPathComponent("goldens")
    try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
    for name in ["\(Self.d3).png", "\(Self.d3).golden.json"] {
      try FileManager.default.copyItem(
        at: Repository.root.appendingPathComponent("Tests/Goldens/\(name)"),
        to: goldens.appendingPathComponent(name))
    }
    let recipe = try Self.undeclaredD3(in: folder.appendingPathComponent("book"))
    let report = folder.appendingPathComponent("report").path
    let plain = try Repository.tool(["check", recipe, "--goldens", goldens.path, "--report", report])
    #expect(plain.status == 0, "\(plain.stdout)\(plain.stderr)")
    let junit = folder.appendingPathComponent("junit.xml").path
    let strict = try Repository.tool([
      "check", "--strict", recipe, "--goldens", goldens.path, "--report", report, "--junit", junit,
    ])
    #expect(strict.status == 3)
    let xml = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(xml.contains("failures=\"1\""))
    #expect(
      xml.contains(
        "<failure type=\"strict\" message=\"\(recipe): --strict: 1 diagnosis the recipe does not declare"))
    #expect(
      strict.stdout.contains("1 match, 0 differ, 0 missing, 0 with errors, 1 with undeclared diagnoses"))
    #expect(strict.stderr.contains("\(recipe):9:11: error: ambiguous layout for Image"))

    let moved = try Self.undeclaredD3(in: folder.appendingPathComponent("moved")) {
      $0.replacingOccurrences(
        of: "1. Image.Top = Superview.Top + 24", with: "1. Image.Top = Superview.Top + 32")
    }
    let both = try Repository.tool([
      "check", "--strict", moved, "--goldens", goldens.path, "--report", report,
    ])
    #expect(both.status == 3)
    #expect(both.stdout.contains("0 match, 1 differ"))
  }

  /// A recipe whose `sweep` line reaches widths where its required constraints conflict (a box
  /// 20 pt inside both edges, at least 400 wide: W - 40 < 400 below 440): `render --strict` and
  /// `check --strict` fail with status 3 naming those widths; `expect conflict` declares it (met
  /// at the sweep widths, though the figure's own 480 is fine), and `--sweep` on the command line
  /// is not judged.
  @Test func aConflictAtTheRecipesSweepWidthsFailsStrictUntilDeclared() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let recipe = folder.appendingPathComponent("narrow.recipe").path
    let source = """
      recipe "Narrow"
      scene 480 x 200
      sweep 320...480/3
      view "Box"
      Box.Leading = Superview.Leading + 20
      Box.Trailing = Superview.Trailing - 20
      Box.Width >= 400
      Box.Top = Superview.Top + 20
      Box.Height = 40

      """
    try source.write(toFile: recipe, atomically: true, encoding: .utf8)
    let out = folder.appendingPathComponent("out").path
    let goldens = folder.appendingPathComponent("goldens").path
    let report = folder.appendingPathComponent("report").path
    #expect(try Repository.tool(["render", recipe, "--out", out]).status == 0)
    #expect(try Repository.tool(["record", recipe, "--goldens", goldens]).status == 0)

    let render = try Repository.tool(["render", "--strict", recipe, "--out", out])
    #expect(render.status == 3, "\(render.stderr)")
    #expect(render.stderr.contains("error: at sweep widths 320 pt, 400 pt: unable to simultaneously satisfy"))
    #expect(render.stderr.contains("which the recipe does not expect"))
    let check = try Repository.tool(["check", "--strict", recipe, "--goldens", goldens, "--report", report])
    #expect(check.status == 3, "\(check.stdout)\(check.stderr)")
    #expect(check.stderr.contains("at sweep widths 320 pt, 400 pt: unable to simultaneously satisfy"))
    // A command-line sweep explores widths the recipe does not declare: not judged.
    let explore = try Repository.tool(["render", "--strict", recipe, "--sweep", "320...480/3", "--out", out])
    #expect(explore.status == 0, "\(explore.stderr)")

    try (source + "expect conflict\n").write(toFile: recipe, atomically: true, encoding: .utf8)
    #expect(try Repository.tool(["render", "--strict", recipe, "--out", out]).status == 0)
    let declared = try Repository.tool([
      "check", "--strict", recipe, "--goldens", goldens, "--report", report,
    ])
    #expect(declared.status == 0, "\(declared.stdout)\(declared.stderr)")
  }
}
