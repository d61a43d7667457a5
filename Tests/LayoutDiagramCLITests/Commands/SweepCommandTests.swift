import Foundation
import TestSupport
import Testing

@Suite("layout-diagram render --sweep")
struct SweepCommandTests {
  @Test("--sweep writes the filmstrip in each format and the animated SVG, nothing else")
  func writesSweep() throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = try TestProcess.runTool([
      "render", "recipes/a7-two-buttons-with-equal-spacing.recipe", "--sweep", "320...1024/3", "--format",
      "png,pdf", "--out", folder.path,
    ])
    #expect(output.status == 0, "\(output.stderr)")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    // A7 has two variants, Narrow and Wide: the first keeps the plain names.
    #expect(
      names == [
        "a7-two-buttons-with-equal-spacing-sweep-animated.svg",
        "a7-two-buttons-with-equal-spacing-sweep-wide-animated.svg",
        "a7-two-buttons-with-equal-spacing-sweep-wide.pdf",
        "a7-two-buttons-with-equal-spacing-sweep-wide.png",
        "a7-two-buttons-with-equal-spacing-sweep.pdf", "a7-two-buttons-with-equal-spacing-sweep.png",
      ])
    let svg = try String(
      contentsOf: folder.appendingPathComponent("a7-two-buttons-with-equal-spacing-sweep-animated.svg"),
      encoding: .utf8)
    #expect(svg.contains("@keyframes sweep-2"))
    #expect(svg.contains("Width 672 pt"))
    #expect(svg.contains("Two Buttons with Equal Spacing: Narrow"))
  }

  @Test("--sweep-variants first sweeps only the first variant, under the plain names")
  func firstVariantOnly() throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = try TestProcess.runTool([
      "render", "recipes/a7-two-buttons-with-equal-spacing.recipe", "--sweep", "320,1024", "--sweep-variants",
      "first", "--out", folder.path,
    ])
    #expect(output.status == 0, "\(output.stderr)")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(
      names == [
        "a7-two-buttons-with-equal-spacing-sweep-animated.svg", "a7-two-buttons-with-equal-spacing-sweep.png",
      ])
  }

  @Test("a sweep that is not a range or list is a usage error (64) that says what works")
  func badSweep() throws {
    let output = try TestProcess.runTool(["render", "--sweep", "1024...320", "--out", "/tmp/unused"])
    #expect(output.status == 64)
    #expect(
      output.stderr.contains("--sweep: the range 1024...320 must go from the narrower to the wider width"))
  }

  @Test(
    "every sweep width's geometry is checked: a frame past the coordinate limit at one width is a located error (65) naming that width; nothing is written"
  )
  func sweepGeometry() throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let recipe = folder.appendingPathComponent("wide.recipe")
    try """
    scene 320 x 200
    view "A"
    1. A.Leading = Superview.Leading
    2. A.Top = Superview.Top
    3. A.Height = 10
    4. A.Width = Superview.Width * 300
    """.write(to: recipe, atomically: true, encoding: .utf8)
    let out = folder.appendingPathComponent("out")
    // A is 300 times the scene's width: 96,000 points at 320 (within the 100,000-point limit),
    // 120,000 points at 400 (past it). Constraint 4 is on line 6, A declared on line 2.
    let run = try TestProcess.runTool(["render", recipe.path, "--sweep", "320,400", "--out", out.path])
    #expect(run.status == 65, "\(run.stderr)")
    #expect(
      run.stderr.contains(
        "\(recipe.path):6:1: error: \"A\" (declared at \(recipe.path):2) has width 120000 points at sweep width 400;"
      ), "\(run.stderr)")
    #expect(!run.stderr.contains("at sweep width 320"))
    #expect(run.stderr.contains("driven by constraint 4 (\(recipe.path):6)"))
    #expect(((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []).isEmpty)
    // Within the limit at every width, the same recipe sweeps.
    let fine = try TestProcess.runTool(["render", recipe.path, "--sweep", "300,320", "--out", out.path])
    #expect(fine.status == 0, "\(fine.stderr)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == [
        "wide-sweep-animated.svg", "wide-sweep.png",
      ])
  }

  @Test("the filmstrip is held to the figure size limit like a figure (69), and nothing is written")
  func sweepFigureSize() throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // The filmstrip of three widths of A7 is wider than 300 points (each panel alone is 100+).
    let run = try TestProcess.runTool([
      "render", "recipes/a7-two-buttons-with-equal-spacing.recipe", "--sweep", "320...1024/3",
      "--max-figure-size", "300", "--out", folder.path,
    ])
    #expect(run.status == 69, "\(run.stderr)")
    #expect(run.stderr.contains("error: the sweep would be "), "\(run.stderr)")
    #expect(run.stderr.contains("more than the limit of 300 points a side"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }
}

@Suite("layout-diagram render: the recipe's fit and sweep lines")
struct RecipeFigureLinesTests {
  static func pngSize(_ url: URL) throws -> (width: Int, height: Int) {
    let data = try Data(contentsOf: url)
    func be32(_ at: Int) -> Int { data[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
    return (be32(16), be32(20))
  }

  @Test("fit scene draws the whole 200 x 600 scene; --fit content overrides the line")
  func fitLine() throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let recipe = folder.appendingPathComponent("tall.recipe")
    try """
    scene 200 x 600
    fit scene
    view "A"
    1. A.Leading = Superview.Leading + 20
    2. A.Top = Superview.Top + 40
    3. A.Width = 40
    4. A.Height = 20
    """.write(to: recipe, atomically: true, encoding: .utf8)
    let whole = folder.appendingPathComponent("whole")
    #expect(
      try TestProcess.runTool(["render", recipe.path, "--scale", "1", "--out", whole.path]).status == 0)
    // The whole scene: 600 points of screen plus the padding above it.
    #expect(try Self.pngSize(whole.appendingPathComponent("tall.png")).height > 600 + 20)
    let fitted = folder.appendingPathComponent("fitted")
    let run = try TestProcess.runTool([
      "render", recipe.path, "--fit", "content", "--scale", "1", "--out", fitted.path,
    ])
    #expect(run.status == 0, "\(run.stderr)")
    // Fitted: the view ends at y = 60, so the crop ends at 76 plus torn edge, caption and list.
    #expect(try Self.pngSize(fitted.appendingPathComponent("tall.png")).height < 400)
  }

  @Test("a sweep line writes the figure, then the filmstrip and the animation")
  func sweepLine() throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = try TestProcess.runTool([
      "render", "recipes/a7-two-buttons-with-equal-spacing.recipe", "--out", folder.path,
    ])
    #expect(output.status == 0, "\(output.stderr)")
    let names = output.stdout.split(separator: "\n").map { ($0 as NSString).lastPathComponent }
    #expect(
      names == [
        "a7-two-buttons-with-equal-spacing.png", "a7-two-buttons-with-equal-spacing-sweep.png",
        "a7-two-buttons-with-equal-spacing-sweep-animated.svg",
        "a7-two-buttons-with-equal-spacing-sweep-wide.png",
        "a7-two-buttons-with-equal-spacing-sweep-wide-animated.svg",
      ])
  }
}
