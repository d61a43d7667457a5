import Foundation
import Layout
import Recipe
import Testing

@testable import InterfaceBuilder

/// System symbol images (`catalog="system"`): `<resources>` lists their shape normalized to 128,
/// which the importer took for points; a symbol is sized from its configuration's point size and
/// scale instead (docs/interface-builder.md, "System symbol images"). `SymbolImages.xib`'s sizes
/// are derived by hand (its comment).
@Suite struct SymbolImageImportTests {
  @Test func symbolsAreSizedByTheirConfigurationNotTheirNormalizedShape() throws {
    let result = try IBImporter.importDocument(
      try ImportSupport.fixture("SymbolImages.xib"), fileName: "SymbolImages.xib")
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    let recipe = try #require(result.recipes.first)
    #expect(recipe.text.contains(#"image 20.072 x 18.19 id "star""#), "\(recipe.text)")
    #expect(recipe.text.contains(#"image 24.942 x 23.968 id "globe""#), "\(recipe.text)")
    #expect(recipe.text.contains(#"image 40 x 30 id "photo""#), "\(recipe.text)")
    let variant = try #require(try ImportSupport.compile(recipe.text).variants.first)
    let frames = ImportSupport.framesByIBID(variant, try ImportSupport.solve(variant))
    #expect(frames["star"] == Rect(x: 10, y: 10, width: 20.072, height: 18.19))
    #expect(frames["globe"] == Rect(x: 10, y: 100, width: 24.942, height: 23.968))
    #expect(frames["photo"] == Rect(x: 10, y: 200, width: 40, height: 30))
  }

  /// A symbol image view's baseline lies 0.355 x its point size below its centre, on either side
  /// of a constraint; an app image's first baseline stays its top (`SymbolBaselines.xib`, frames
  /// derived by hand in its comment).
  @Test func symbolBaselinesLieBelowTheCentreByHalfTheCapHeight() throws {
    let result = try IBImporter.importDocument(
      try ImportSupport.fixture("SymbolBaselines.xib"), fileName: "SymbolBaselines.xib")
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    let recipe = try #require(result.recipes.first)
    let variant = try #require(try ImportSupport.compile(recipe.text).variants.first)
    let frames = ImportSupport.framesByIBID(variant, try ImportSupport.solve(variant))
    let globe = try #require(frames["globe"])
    #expect(abs(globe.minY - 64.87) < 0.001, "\(globe)")
    #expect(abs(globe.height - 18.19) < 0.001, "\(globe)")
    let person = try #require(frames["person"])
    #expect(abs(person.minY - 150) < 0.001 && abs(person.height - 29.96) < 0.001, "\(person)")
    let box = try #require(frames["box"])
    #expect(abs(box.minY - 184.92) < 0.001, "\(box)")
    let marker = try #require(frames["marker"])
    #expect(abs(marker.minY - 245) < 0.001, "\(marker)")
  }

  /// The size rule itself: medium is the point size x 1.07 high, large x 1.32, small x 0.8; 17
  /// points without a configuration; the width follows the shape.
  @Test func sizeRule() {
    let shape = Size(width: 128, height: 64)
    #expect(
      SceneConverter.symbolImageSize(shape: shape, pointSize: nil, scale: nil)
        == Size(width: 36.38, height: 18.19))
    #expect(
      SceneConverter.symbolImageSize(shape: shape, pointSize: 20, scale: "large")
        == Size(width: 56.496, height: 28.248))
    #expect(
      SceneConverter.symbolImageSize(shape: shape, pointSize: 20, scale: "small")
        == Size(width: 34.24, height: 17.12))
  }
}
