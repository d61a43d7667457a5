import Foundation
import Pipeline
import Recipe
import Render
import TestSupport
import Testing

/// The one pipeline `render`, `check`, `record` and `expectGolden` draw with: which drawings a
/// recipe gives under which settings, and what it does with a recipe that has errors.
@Suite struct FigurePipelineTests {
  static func book(_ stem: String) -> String {
    TestProcess.repositoryRoot.appendingPathComponent("recipes/\(stem).recipe").path
  }

  static let a7 = "a7-two-buttons-with-equal-spacing"

  /// A7 has a `sweep` line and two variants (Narrow, Wide). `render`'s defaults draw the figure,
  /// then each variant's filmstrip and animation, the second named after its variant (README,
  /// "Width sweeps"); a golden's settings draw the figure and the first variant's filmstrip.
  @Test func theDrawingsOfARecipeWithASweepLine() throws {
    let recipe = try LoadedRecipe.load(Self.book(Self.a7))
    #expect(recipe.compiled.variants.map(\.name) == ["Narrow", "Wide"])
    var settings = RenderSettings()
    settings.formats = [.png, .svg]
    let rendering = try FigurePipeline(settings: settings).render(recipe) { _ in }
    #expect(
      rendering.files.map(\.name) == [
        "\(Self.a7).png", "\(Self.a7).svg", "\(Self.a7)-sweep.png", "\(Self.a7)-sweep.svg",
        "\(Self.a7)-sweep-animated.svg", "\(Self.a7)-sweep-wide.png", "\(Self.a7)-sweep-wide.svg",
        "\(Self.a7)-sweep-wide-animated.svg",
      ])
    #expect(
      rendering.drawings.map(\.subject) == [
        .figure, .filmstrip(0), .animation(0), .filmstrip(1), .animation(1),
      ])
    #expect(rendering.solved.count == 2 && rendering.sweeps.count == 2)
    // Each file is its drawing rendered in that format, nothing else.
    let svg = try #require(rendering.files.first { $0.name == "\(Self.a7).svg" })
    #expect(
      svg.bytes
        == (try DiagramRenderer.render(
          rendering.drawings[0].list, format: .svg, options: settings.options(for: recipe))))

    let golden = try FigurePipeline(settings: .golden(scale: 2, theme: .light)).render(recipe) { _ in }
    #expect(golden.files.map(\.name) == ["\(Self.a7).png", "\(Self.a7)-sweep.png"])
    #expect(golden.sweeps.count == 1)
    // The same figure either way.
    #expect(golden.drawings[0].png == rendering.drawings[0].png)
  }

  /// `--sweep` draws the sweep instead of the figure: no figure, nothing solved for one.
  @Test func aSweepOnTheCommandLineReplacesTheFigure() throws {
    var settings = RenderSettings()
    settings.sweep = try SweepWidths.parse("320,480").get()
    settings.sweepFirstVariantOnly = true
    let stem = "a1-simple-label-and-text-field"
    let rendering = try FigurePipeline(settings: settings).render(try LoadedRecipe.load(Self.book(stem))) {
      _ in
    }
    #expect(rendering.files.map(\.name) == ["\(stem)-sweep.png", "\(stem)-sweep-animated.svg"])
    #expect(rendering.solved.isEmpty && rendering.sweeps.first?.frames.map(\.width) == [320, 480])
  }

  /// A recipe with errors is handed to the caller's `diagnose` (with its diagnostics) before
  /// anything is solved; what it throws is what the pipeline throws.
  @Test func aRecipeWithErrorsStopsAtTheCallersDiagnosis() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "pipeline-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("broken.recipe").path
    try "recipe \"Broken\"\nscene 375 x 667\n\nlabel \"Box\" text \"A\"\n\n1. Box.Wdth = 10\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    let recipe = try LoadedRecipe.load(path)
    #expect(recipe.compiled.hasErrors)
    var seen: [String] = []
    #expect(throws: CLIError.self) {
      _ = try FigurePipeline(settings: RenderSettings()).render(recipe) { (recipe) throws(CLIError) in
        seen.append(recipe.renderedDiagnostics)
        throw CLIError("stopped", status: .recipeErrors)
      }
    }
    #expect(seen.count == 1 && seen[0].contains("\(path):6:"))
  }
}
