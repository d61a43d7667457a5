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
    let result = try ImportSupport.importFixture("SymbolImages.xib", options: ImportOptions())
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    let recipe = try #require(result.recipes.first)
    #expect(recipe.text.contains(#"image 21.385 x 19.38 id "star""#), "\(recipe.text)")
    #expect(recipe.text.contains(#"image 26.574 x 25.536 id "globe""#), "\(recipe.text)")
    #expect(recipe.text.contains(#"image 24.492 x 25.08 id "lock""#), "\(recipe.text)")
    #expect(recipe.text.contains(#"image 40 x 30 id "photo""#), "\(recipe.text)")
    // --compare-frames names the estimate as the cause where a symbol is off IB's frame.
    let approximated = Set(recipe.storedFrames.filter { $0.approximation != nil }.map(\.ibID.rawValue))
    #expect(approximated == ["star", "globe", "lock"], "\(approximated)")
    let frames = try ImportSupport.solved(recipe).framesByIBID
    // Their tops are their alignment rectangles' (one line of the font, `symbolsArePlacedByALineOfTheirFont`):
    // star's line at 17 points is 20.287 high, its frame 19.38, so the frame starts 0.454 lower; globe's at
    // Title 1 (28) 33.414, its frame 25.536: 3.939 lower.
    #expect(frames["star"] == Rect(x: 10, y: 10.454, width: 21.385, height: 19.38))
    #expect(frames["globe"] == Rect(x: 10, y: 103.939, width: 26.574, height: 25.536))
    #expect(frames["lock"] == Rect(x: 10, y: 150.587, width: 24.492, height: 25.08))
    #expect(frames["photo"] == Rect(x: 10, y: 200, width: 40, height: 30))
  }

  /// A symbol image's own scale (`<imageReference symbolScale>`) wins over the view's preferred
  /// configuration's; `default` names none (`SymbolScales.xib`, sizes derived by hand in its
  /// comment; before, the configuration's medium drew tinode's large cancel buttons 22 x 22 where
  /// IB stores 26 x 26).
  @Test func anImagesOwnScaleWinsOverThePreferredConfiguration() throws {
    let expectFrame = try Self.frameCheck("SymbolScales.xib")
    expectFrame("large", Rect(x: 10, y: 7.353, width: 26.622, height: 25.582))
    expectFrame("small", Rect(x: 10, y: 102.392, width: 16.134, height: 15.504))
    expectFrame("cancel", Rect(x: 10, y: 200, width: 26, height: 26))
  }

  /// The chevrons are drawn shorter than the general estimate: `chevron.down` 10.4 and
  /// `chevron.right` / `chevron.forward` 16.6 high at 17 points (`SceneConverter.chevronGlyphHeight`),
  /// in image views free or held by constraints, and a button's chevron as wide as its glyph
  /// (`SymbolChevrons.xib`, frames derived by hand in its comment).
  @Test func chevronsAreDrawnShorterThanOtherSymbols() throws {
    let expectFrame = try Self.frameCheck("SymbolChevrons.xib")
    expectFrame("down", Rect(x: 10, y: 14.944, width: 19.017, height: 10.4))
    expectFrame("held", Rect(x: 10, y: 85.444, width: 39, height: 29.113))
    expectFrame("right", Rect(x: 10, y: 151.844, width: 12.58, height: 16.313))
    expectFrame("forward", Rect(x: 10, y: 200, width: 12.58, height: 22))
  }

  /// A symbol image view's alignment rectangle is one line of its font, centred on the image, its
  /// baseline 0.35547 x the point size below the centre: constraints on its edges, height and
  /// baselines place the frame accordingly, on either side of a constraint; an app image's first
  /// baseline stays its top (`SymbolBaselines.xib`, frames derived by hand in its comment).
  @Test func symbolsArePlacedByALineOfTheirFont() throws {
    let result = try ImportSupport.importFixture("SymbolBaselines.xib", options: ImportOptions())
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    let frames = try ImportSupport.solvedFirst(result).framesByIBID
    func expectFrame(_ id: String, top: Double, height: Double, width: Double? = nil) {
      guard let frame = frames[id] else {
        Issue.record("no frame for \(id)")
        return
      }
      #expect(abs(frame.minY - top) < 0.002 && abs(frame.height - height) < 0.002, "\(id): \(frame)")
      if let width { #expect(abs(frame.width - width) < 0.002, "\(id): \(frame)") }
    }
    expectFrame("globe", top: 64.267, height: 19.38, width: 20.168)
    expectFrame("person", top: 150.747, height: 31.92)
    expectFrame("box", top: 186.66, height: 20)
    expectFrame("star", top: 250.454, height: 39.093, width: 40)
    expectFrame("marker", top: 325, height: 20)
  }

  /// A stack view places its arranged views' alignment rectangles, which for a symbol is one line
  /// of its font: the importer keeps the recipe's view that rectangle and writes where the frame
  /// (the image) lies in it, `alignmentRectInsets` of half the image's height less the line's
  /// above and below; a held symbol's frame is then the image IB stores, and a free one's
  /// rectangle is its line (`SymbolStacks.xib`, frames derived by hand in its comment).
  @Test func arrangedSymbolsArePlacedByTheirLineAndDrawnAsTheirImage() throws {
    let result = try ImportSupport.importFixture("SymbolStacks.xib", options: ImportOptions())
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    let recipe = try #require(result.recipes.first)
    for id in ["apple", "star"] {
      let line = recipe.text.split(separator: "\n").first { $0.contains("id \"\(id)\"") } ?? ""
      #expect(line.contains("alignmentRectInsets -0.454 0 -0.454 0"), "\(line)")
    }
    let frames = try ImportSupport.solved(recipe).framesByIBID
    func expectFrame(_ id: String, _ expected: Rect) {
      guard let frame = frames[id] else {
        Issue.record("no frame for \(id)")
        return
      }
      #expect(
        abs(frame.minX - expected.minX) < 0.002 && abs(frame.minY - expected.minY) < 0.002
          && abs(frame.width - expected.width) < 0.002 && abs(frame.height - expected.height) < 0.002,
        "\(id): \(frame)")
    }
    expectFrame("apple", Rect(x: 10, y: 10.454, width: 60, height: 59.092))
    expectFrame("held", Rect(x: 10, y: 10, width: 60, height: 60))
    expectFrame("star", Rect(x: 10, y: 100.454, width: 21.385, height: 19.38))
    expectFrame("box", Rect(x: 39.385, y: 100, width: 30, height: 30))
  }

  /// The size rule itself: medium is the point size x 1.14 high, large x 1.32, small x 0.8; 17
  /// points without a configuration; the width follows the shape.
  @Test func sizeRule() {
    let shape = Size(width: 128, height: 64)
    #expect(
      SceneConverter.symbolImageSize(shape: shape, pointSize: nil, scale: nil)
        == Size(width: 38.76, height: 19.38))
    #expect(
      SceneConverter.symbolImageSize(shape: shape, pointSize: 20, scale: "large")
        == Size(width: 60.192, height: 30.096))
    #expect(
      SceneConverter.symbolImageSize(shape: shape, pointSize: 20, scale: "small")
        == Size(width: 36.48, height: 18.24))
  }

  /// Imports `fixture` (no warnings expected) and returns a check of one view's frame, by IB id,
  /// to 0.002 pt.
  static func frameCheck(_ fixture: String) throws -> (String, Rect) -> Void {
    let result = try ImportSupport.importFixture(fixture, options: ImportOptions())
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    let frames = try ImportSupport.solvedFirst(result).framesByIBID
    return { id, expected in
      guard let frame = frames[id] else {
        Issue.record("no frame for \(id)")
        return
      }
      let close = [
        (frame.minX, expected.minX), (frame.minY, expected.minY), (frame.width, expected.width),
        (frame.height, expected.height),
      ].allSatisfy { abs($0 - $1) < 0.002 }
      #expect(close, "\(id): \(frame), expected \(expected)")
    }
  }
}
