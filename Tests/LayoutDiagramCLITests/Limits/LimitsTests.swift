import Foundation
import LayoutDiagramCLI
import Pipeline
import TestSupport
import Testing

/// Geometry that is not finite or too large, recipes over a limit, figures too large for their
/// format: each gets a located error and its own status, never exit 70 or a degenerate file.
@Suite("limits and the range of solved geometry")
struct LimitsTests {
  /// A recipe of `count` views, the first 999,999,999,999 wide (the largest number a recipe may
  /// write), each next one as wide as the one before times 100,000,000 (the largest multiplier in
  /// the solver's numeric range): legal constraints whose solution overflows to infinity (1e12 x
  /// 1e8^39 is over Double's 1.8e308 at 40 views).
  static func overflowingChain(_ count: Int) -> String {
    var lines = ["recipe \"Overflow\"", "scene 375 x 667"]
    for index in 0..<count { lines.append("view \"V\(index)\"") }
    var number = 1
    for index in 0..<count {
      lines.append("\(number). V\(index).Leading = Superview.Leading")
      lines.append("\(number + 1). V\(index).Top = Superview.Top")
      lines.append("\(number + 2). V\(index).Height = 10")
      lines.append(
        index == 0
          ? "\(number + 3). V0.Width = 999999999999"
          : "\(number + 3). V\(index).Width = V\(index - 1).Width * 100000000")
      number += 4
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func write(_ text: String, _ name: String) throws -> (folder: URL, path: String) {
    let folder = try TestProcess.temporaryFolder()
    let url = folder.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return (folder, url.path)
  }

  @Test("frames driven to infinity: located at the constraint that multiplies, 65, no JSON {}, nothing drawn")
  func infiniteFrames() throws {
    let (folder, path) = try Self.write(Self.overflowingChain(40), "overflow.recipe")
    defer { try? FileManager.default.removeItem(at: folder) }
    for format in ["text", "json"] {
      let solve = try TestProcess.runTool(["solve", path, "--format", format])
      #expect(solve.status == 65)
      #expect(solve.stdout.isEmpty, "\(solve.stdout.prefix(200))")
      // V0 is declared on line 3 and its width set by constraint 4, on line 3 + 40 + 3 = 46.
      #expect(
        solve.stderr.contains(
          "\(path):46:1: error: \"V0\" (declared at \(path):3) has width 999999999999 points"))
      // V1's width is constraint 8 (line 50): its own multiplier first, then V0's width (line 46).
      #expect(solve.stderr.contains("hint: driven by constraint 8 (\(path):50), 4 (\(path):46)"))
      #expect(!solve.stderr.contains("ambigu"))
    }
    let out = folder.appendingPathComponent("out")
    for format in ["png", "svg", "pdf"] {
      let render = try TestProcess.runTool(["render", path, "--format", format, "--out", out.path])
      #expect(render.status == 65, "\(format): \(render.stderr)")
      #expect(!FileManager.default.fileExists(atPath: out.path))
    }
  }

  @Test("a finite frame of 1e12 points is over --max-coordinate; raising the limit is the way out")
  func hugeFiniteFrame() throws {
    let source = """
      scene 375 x 667
      view "Wide"
      1. Wide.Leading = Superview.Leading
      2. Wide.Top = Superview.Top
      3. Wide.Height = 10
      4. Wide.Width = 200000

      """
    let (folder, path) = try Self.write(source, "wide.recipe")
    defer { try? FileManager.default.removeItem(at: folder) }
    let solve = try TestProcess.runTool(["solve", path, "--format", "json"])
    #expect(solve.status == 65)
    #expect(
      solve.stderr.contains("\(path):6:1: error: \"Wide\" (declared at \(path):2) has width 200000 points"))
    #expect(solve.stderr.contains("within 100000 points"))
    let raised = try TestProcess.runTool(["solve", path, "--format", "json", "--max-coordinate", "300000"])
    #expect(raised.status == 0, "\(raised.stderr)")
    #expect(raised.stdout.contains("\"width\" : 200000"))
    // 200,000 points is more than a PDF page and a PNG hold: 69 for those, SVG is drawn.
    let out = folder.appendingPathComponent("out")
    for format in ["pdf", "png"] {
      let render = try TestProcess.runTool([
        "render", path, "--format", format, "--max-coordinate", "300000", "--max-figure-size", "400000",
        "--out", out.path,
      ])
      #expect(render.status == 69, "\(format): \(render.stderr)")
      #expect(!FileManager.default.fileExists(atPath: out.path))
    }
    let tooLarge = try TestProcess.runTool([
      "render", path, "--format", "svg", "--max-coordinate", "300000", "--out", out.path,
    ])
    #expect(tooLarge.status == 69)
    #expect(tooLarge.stderr.contains("more than the limit of 200000 points a side"))
    let svg = try TestProcess.runTool([
      "render", path, "--format", "svg", "--max-coordinate", "300000", "--max-figure-size", "400000",
      "--out", out.path,
    ])
    #expect(svg.status == 0, "\(svg.stderr)")
    #expect(FileIntegrity.problem(atPath: out.appendingPathComponent("wide.svg").path) == nil)
  }

  @Test(
    "scene 100000 x 100000: over the scene limit (65, located); when allowed, PDF refuses it (69) and says why"
  )
  func hugeScene() throws {
    let source =
      "scene 100000 x 100000\nview \"A\"\n1. A.Leading = Superview.Leading\n2. A.Top = Superview.Top\n"
      + "3. A.Width = 10\n4. A.Height = 10\n"
    let (folder, path) = try Self.write(source, "scene.recipe")
    defer { try? FileManager.default.removeItem(at: folder) }
    let solve = try TestProcess.runTool(["solve", path])
    #expect(solve.status == 65)
    #expect(solve.stderr.contains("\(path):1:7: error: scene too large: 100000 points"))
    #expect(solve.stderr.contains("--max-scene-size N raises it"))
    let out = folder.appendingPathComponent("out")
    // The whole scene (--fit scene) is too large for a PDF page.
    let pdf = try TestProcess.runTool([
      "render", path, "--format", "pdf", "--max-scene-size", "100000", "--fit", "scene", "--out", out.path,
    ])
    #expect(pdf.status == 69)
    #expect(pdf.stderr.contains("a PDF page is at most 14,400 points a side"))
    #expect(!FileManager.default.fileExists(atPath: out.path))
    // Fitted to its content (the default) the figure is the corner that holds the 10 x 10 view.
    let fitted = try TestProcess.runTool([
      "render", path, "--format", "pdf", "--max-scene-size", "100000", "--out", out.path,
    ])
    #expect(fitted.status == 0, "\(fitted.stderr)")
  }

  @Test("each recipe limit is configurable: one over it is a located error naming the option")
  func configurableRecipeLimits() throws {
    let source = """
      scene 375 x 667
      view "Outer" intrinsic 100 x 100
      view "Inner" in "Outer" intrinsic 50 x 50
      label "Caption" in "Inner" text "twelve chars"
      1. Outer.Leading = Superview.Leading
      2. Outer.Top = Superview.Top
      3. Inner.Leading = Outer.Leading
      4. Inner.Top = Outer.Top
      5. Caption.Leading = Inner.Leading
      6. Caption.Top = Inner.Top

      """
    let (folder, path) = try Self.write(source, "limits.recipe")
    defer { try? FileManager.default.removeItem(at: folder) }
    let cases: [([String], String)] = [
      (["--max-views", "2"], "\(path):4:7: error: too many views: this is view 3"),
      (["--max-constraints", "5"], "\(path):10:1: error: too many constraints: this is constraint line 6"),
      (["--max-nesting", "2"], "\(path):4:20: error: views nested too deeply: \"Caption\" is at depth 3"),
      (["--max-text-length", "11"], "\(path):4:28: error: text too long: 12 characters"),
      (["--max-scene-size", "374"], "\(path):1:7: error: scene too large: 375 points"),
    ]
    for (options, message) in cases {
      let output = try TestProcess.runTool(["solve", path] + options)
      #expect(output.status == 65, "\(options)")
      #expect(output.stderr.contains(message), "\(options): \(output.stderr)")
    }
    let within = try TestProcess.runTool([
      "solve", path, "--max-views", "3", "--max-constraints", "6", "--max-nesting", "3",
      "--max-text-length", "12", "--max-scene-size", "667",
    ])
    #expect(within.status == 0, "\(within.stderr)")
  }

  @Test("limits that are not positive, or nesting deeper than the ceiling, are usage errors")
  func badLimitOptions() throws {
    for options in [
      ["--max-views", "0"], ["--max-nesting", "1001"], ["--max-coordinate", "nan"],
      ["--max-render-time", "-1"],
    ] {
      let output = try TestProcess.runTool(
        ["solve", "recipes/a1-simple-label-and-text-field.recipe"] + options)
      #expect(output.status == 64, "\(options): \(output.stderr)")
    }
  }

  @Test("a recipe over --max-render-time stops the run with 65 and a message, leaving no temporary file")
  func renderTime() throws {
    let source = Self.overflowingChain(1).replacingOccurrences(of: "999999999999", with: "100")
    var big = source
    for index in 0..<3000 { big += "\(index + 10). V0.Width >= \(index % 90)\n" }
    let (folder, path) = try Self.write(big, "slow.recipe")
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = try TestProcess.runTool(["render", path, "--max-render-time", "0.01", "--out", folder.path])
    #expect(output.status == 65)
    #expect(output.stderr.contains("\(path): error: solving and drawing took more than 0.01 seconds"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["slow.recipe"])
  }

  @Test("statuses combine by the documented precedence: 70, 73, 69, 66, 65, 64, 3, 1, 0")
  func precedence() {
    let order: [Pipeline.ExitStatus] = [
      .internalError, .cannotWrite, .figureTooLarge, .inputMissing, .recipeErrors, .usage, .strictFailure,
      .goldenMismatch,
    ]
    #expect(order.map(\.rawValue) == [70, 73, 69, 66, 65, 64, 3, 1])
    for (i, a) in order.enumerated() {
      for b in order[i...] {
        #expect(a.combined(with: b) == a)
        #expect(b.combined(with: a) == a)
      }
      #expect(Pipeline.ExitStatus.success.combined(with: a) == a)
    }
  }

  @Test("no subcommand prints the usage to standard error and exits 64")
  func noSubcommand() throws {
    let output = try TestProcess.runTool([])
    #expect(output.status == 64)
    #expect(output.stderr.contains("USAGE: layout-diagram"))
    #expect(output.stderr.contains("name a subcommand"))
  }
}
