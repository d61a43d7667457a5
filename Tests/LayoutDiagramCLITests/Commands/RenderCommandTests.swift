import Foundation
import TestSupport
import Testing

@Suite("layout-diagram render")
struct RenderCommandTests {
  @Test("help lists both subcommands and the exit statuses")
  func help() throws {
    let output = try TestProcess.runTool(["--help"])
    #expect(output.status == 0)
    #expect(output.stdout.contains("render"))
    #expect(output.stdout.contains("solve"))
    #expect(output.stdout.contains("65 recipe errors"))
  }

  @Test("a missing recipe path exits 66 and names the path")
  func missingPath() throws {
    let output = try TestProcess.runTool(["render", "no/such/recipe.recipe", "--out", "/tmp/unused"])
    #expect(output.status == 66)
    #expect(output.stderr.contains("no such recipe file or folder: no/such/recipe.recipe"))
  }

  @Test("an unknown format is a usage error (64)")
  func unknownFormat() throws {
    let output = try TestProcess.runTool(["render", "--format", "png,gif"])
    #expect(output.status == 64)
    #expect(output.stderr.contains("unknown format 'gif'"))
  }

  @Test("a recipe with errors exits 65, is located, and writes nothing")
  func brokenRecipe() throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let recipe = folder.appendingPathComponent("broken.recipe")
    try """
    recipe "Broken"
    scene 375 x 667
    label "Name Label" text "Name"

    1. Name Lable.Leading = Superview.LeadingMargin
    """.write(to: recipe, atomically: true, encoding: .utf8)
    let out = folder.appendingPathComponent("out")
    let output = try TestProcess.runTool(["render", recipe.path, "--out", out.path])
    #expect(output.status == 65)
    // file:line:column, the source line, a caret, and the did-you-mean hint.
    #expect(output.stderr.contains("broken.recipe:5:4: error"))
    #expect(output.stderr.contains("1. Name Lable.Leading = Superview.LeadingMargin"))
    #expect(output.stderr.contains("^"))
    #expect(output.stderr.contains("Name Label"))
    let written = (try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []
    #expect(written.isEmpty)
  }

  @Test("render writes PNG, SVG and PDF atomically, with no temporary files left")
  func allFormats() throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = try TestProcess.runTool([
      "render", "recipes/a1-simple-label-and-text-field.recipe", "--format", "png,svg,pdf", "--out",
      folder.path,
    ])
    #expect(output.status == 0, "\(output.stderr)")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(
      names == [
        "a1-simple-label-and-text-field.pdf", "a1-simple-label-and-text-field.png",
        "a1-simple-label-and-text-field.svg",
      ])
    let png = try Data(contentsOf: folder.appendingPathComponent("a1-simple-label-and-text-field.png"))
    #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    let pdf = try Data(contentsOf: folder.appendingPathComponent("a1-simple-label-and-text-field.pdf"))
    #expect(String(decoding: pdf.prefix(5), as: UTF8.self) == "%PDF-")
    let svg = try String(
      contentsOf: folder.appendingPathComponent("a1-simple-label-and-text-field.svg"), encoding: .utf8)
    #expect(svg.contains("<svg"))
    #expect(svg.contains("Enter name"))
  }

  @Test("a folder renders every recipe in it, one figure each")
  func folder() throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let book = try FileManager.default.contentsOfDirectory(
      atPath: TestProcess.repositoryRoot.appendingPathComponent("recipes").path
    ).filter { $0.hasSuffix(".recipe") }
    let output = try TestProcess.runTool(["render", "recipes", "--scale", "1", "--out", folder.path])
    #expect(output.status == 0, "\(output.stderr)")
    let written = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    // One figure per recipe, plus a filmstrip and an animation per variant of A7 (Narrow, Wide),
    // whose recipe has a sweep line.
    let a7 = "a7-two-buttons-with-equal-spacing"
    #expect(
      Set(written)
        == Set(book.map { $0.replacingOccurrences(of: ".recipe", with: ".png") }).union([
          "\(a7)-sweep.png", "\(a7)-sweep-animated.svg", "\(a7)-sweep-wide.png",
          "\(a7)-sweep-wide-animated.svg",
        ]))
  }
}
