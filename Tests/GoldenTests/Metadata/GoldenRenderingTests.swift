import Foundation
import Golden
import Pipeline
import Render
import Testing

/// The goldens of a recipe and their metadata, made from the pipeline's drawings without reading
/// the PNG back: the size the metadata records is the size of the PNG (decoded as the oracle).
@Suite struct GoldenRenderingTests {
  static let a7 = "a7-two-buttons-with-equal-spacing"

  @Test(arguments: [1, 2, 3])
  func theMetadataSizeIsThePNGsSize(scale: Int) throws {
    let recipe = try LoadedRecipe.load(
      Repository.root.appendingPathComponent("recipes/\(Self.a7).recipe").path)
    let settings = RenderSettings.golden(scale: scale, theme: .dark)
    let rendering = try FigurePipeline(settings: settings).render(recipe) { _ in }
    let goldens = GoldenRendering.goldens(of: rendering, stem: "name", options: settings.options)
    #expect(goldens.map(\.stem) == ["name", "name-sweep"])
    for golden in goldens {
      let image = try RasterImage(png: golden.png)
      #expect(golden.metadata.width == image.width && golden.metadata.height == image.height)
      #expect(golden.metadata.scale == scale && golden.metadata.theme == .dark)
    }
    // The figure's variants are the recipe's; the sweep's are its widths (sweep 320...1024).
    #expect(goldens[0].metadata.variants.map(\.name) == ["Narrow", "Wide"])
    #expect(goldens[1].metadata.variants.first?.name == "320 pt")
    #expect(goldens[1].metadata.variants.last?.name == "1024 pt")
  }
}
