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

  /// Goldens recorded before our own PNG encoder name zlib among their libraries; the environment
  /// recorded now does not, and such a golden still checks clean. A library recorded on both
  /// sides that changed, or one recorded now that the golden lacks, is still a difference.
  @Test func aGoldenThatStillNamesZlibChecksClean() throws {
    let recorded = GoldenRendering.environment(fonts: [])
    #expect(
      recorded.libraries.keys.sorted() == ["cairo", "fontconfig", "freetype", "harfbuzz", "icu", "pixman"])

    let old = """
      {
        "environment" : { "fonts" : [ { "path" : "/f/Inter-Regular.otf", "sha256" : "a7e7" } ],
          "libraries" : { "cairo" : "1.16.0", "fontconfig" : "2.14.1", "freetype" : "2.12.1",
            "harfbuzz" : "6.0.0", "icu" : "72.1", "pixman" : "0.42.2", "zlib" : "1.2.13" },
          "tool" : "layout-diagram 0.15.0" },
        "height" : 698, "recipe" : "recipes/x.recipe", "recipeSHA256" : "00", "scale" : 2, "theme" : "light",
        "title" : "X", "variants" : [ { "name" : "default", "views" : [] } ], "width" : 874
      }
      """
    let golden = try GoldenMetadata.decode(Array(old.utf8)).environment
    #expect(golden.libraries["zlib"] == "1.2.13")
    let same: [String: String] = [
      "cairo": "1.16.0", "fontconfig": "2.14.1", "freetype": "2.12.1", "harfbuzz": "6.0.0", "icu": "72.1",
      "pixman": "0.42.2",
    ]
    let now = RenderEnvironment(
      fonts: [FontHash(path: "/f/Inter-Regular.otf", sha256: "a7e7")], libraries: same,
      tool: "layout-diagram 0.15.0")
    #expect(now.differences(from: golden).isEmpty)
    #expect(
      now.line(comparedWith: golden).hasPrefix("environment: same as the golden's (1 font files by hash"))

    var newer = now
    newer.libraries["cairo"] = "1.18.0"
    newer.libraries["lunasvg"] = "2.3"
    #expect(
      newer.differences(from: golden) == [
        "cairo 1.18.0, the golden's 1.16.0", "lunasvg 2.3, the golden's absent",
      ])
  }
}
