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

    // Version 2: the scenes' rectangles are the recipe's scene sizes (320 x 568 and 667 x 375 pt)
    // at the scale (the outline of the whole scene, also where the figure crops it to its content),
    // overlapping their panels' areas, which lie inside the PNG; the list lies below both panels.
    let figure = goldens[0].metadata
    #expect(figure.version == 2)
    for (variant, size) in zip(figure.variants, [(320, 568), (667, 375)]) {
      let scene = try #require(variant.scene)
      let area = try #require(variant.area)
      #expect(scene.width == size.0 * scale && scene.height == size.1 * scale, "\(variant.name)")
      let overlap =
        scene.maxX > area.minX && scene.minX < area.maxX && scene.maxY > area.minY && scene.minY < area.maxY
      #expect(overlap, "\(variant.name): \(area) \(scene)")
      #expect(area.minX >= 0 && area.minY >= 0 && area.maxX <= figure.width && area.maxY <= figure.height)
      // Its constraints as the list numbers them, from the recipe's 1.
      #expect(variant.constraints?.compactMap(\.marker).first == "1")
    }
    let list = try #require(figure.list)
    #expect(figure.variants.allSatisfy { ($0.area?.maxY ?? .max) <= list.minY })
    // Each panel's caption ("Narrow", "Wide") under its panel, above the list.
    for variant in figure.variants {
      let caption = try #require(variant.caption)
      #expect(caption.minY > (variant.area?.minY ?? .max) && caption.maxY <= list.minY, "\(variant.name)")
    }
    #expect(list.maxY <= figure.height)
  }
}
