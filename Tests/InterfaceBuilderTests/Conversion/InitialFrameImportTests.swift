import Foundation
import Layout
import Recipe
import Testing

@testable import InterfaceBuilder

/// A view whose margins a constraint uses and whose stored frame reaches into the root's safe-area
/// insets carries that frame into the recipe (`initialFrame`), so the first margin pass starts
/// where UIKit's does, from the frame it was decoded with (docs/interface-builder.md, "Margin
/// passes seeded with the stored frames (session 37, review37)").
@Suite struct InitialFrameImportTests {
  /// iPhone 11 (retina6_1, 414 x 896, safe-area insets 44 and 34 on Xcode 12's canvas). Card,
  /// across the screen from y `top`, holds Box (80 high) between its top and bottom margins. IB
  /// stored Card 130 high, to the screen's bottom: 8 + 80 + 8 + 34, the home indicator's band in
  /// its bottom margin.
  static func storyboard(top: Double, cardHeight: Double) -> String {
    IBFixtureDocument(
      toolsVersion: "17701", device: "retina6_1", useSafeAreas: true,
      scenes: [
        .controller(
          root: IBFixtureRoot(
            width: 414, height: 896, safeArea: true,
            subviews: """
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card" userLabel="Card">
                  <rect key="frame" x="0.0" y="\(IBFixtureRoot.number(top))" width="414" height="\(IBFixtureRoot.number(cardHeight))"/>
                  <subviews>
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="Box">
                          <rect key="frame" x="0.0" y="8" width="414" height="80"/>
                          <constraints>
                              <constraint firstAttribute="height" constant="80" id="box-h"/>
                          </constraints>
                      </view>
                  </subviews>
                  <constraints>
                      <constraint firstItem="box" firstAttribute="leading" secondItem="card" secondAttribute="leading" id="box-l"/>
                      <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="box-r"/>
                      <constraint firstItem="box" firstAttribute="top" secondItem="card" secondAttribute="topMargin" id="box-t"/>
                      <constraint firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="box-b"/>
                  </constraints>
              </view>
              """,
            constraints: """
              <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="card-l"/>
              <constraint firstAttribute="trailing" secondItem="card" secondAttribute="trailing" id="card-r"/>
              <constraint firstItem="card" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(IBFixtureRoot.number(top))" id="card-t"/>
              """))
      ]
    ).storyboard
  }

  static func imported(top: Double, cardHeight: Double) throws -> (text: String, frames: [String: Rect]) {
    let result = try ImportSupport.importDocument(
      text: storyboard(top: top, cardHeight: cardHeight), name: "Card.storyboard",
      options: ImportSupport.canvas)
    let recipe = try #require(result.recipes.first)
    return (recipe.text, try ImportSupport.solvedFirst(result).framesByIBID)
  }

  @Test("a margin user stored in the home indicator's band is laid out from its stored frame")
  func seededFromTheStoredFrame() throws {
    // Card from y 766: at its own margins 96 high, ending at 862 = 896 - 34 on the band's edge,
    // a fixed point of the passes (before, ours); from its stored frame (766, 130 high, the whole
    // band overlapped) its bottom margin is 8 + 34 and it stays 130, IB's frame.
    let (text, frames) = try Self.imported(top: 766, cardHeight: 130)
    #expect(text.contains(#"view "Card" initialFrame 0 766 414 130"#), "\(text)")
    // Box uses no margin of its own: no frame for it.
    #expect(!text.contains(#"view "Box" in "Card" initialFrame"#))
    #expect(frames["card"] == Rect(x: 0, y: 766, width: 414, height: 130))
    #expect(frames["box"] == Rect(x: 0, y: 774, width: 414, height: 80))
  }

  @Test("a margin user stored clear of the safe-area insets carries no frame")
  func clearOfTheInsets() throws {
    // Card from y 700, stored 96 high (ends at 796, above the band): nothing to seed.
    let (text, frames) = try Self.imported(top: 700, cardHeight: 96)
    #expect(!text.contains("initialFrame"), "\(text)")
    #expect(frames["card"] == Rect(x: 0, y: 700, width: 414, height: 96))
  }

  @Test("the seeded frames are computed once per scene, not once per view")
  func oneWalkPerScene() throws {
    // Card and Box: two views, one walk (before, `initialFrameProperties` walked the scene for each
    // view). The table holds Card's frame in scene coordinates, as stored (y 766, 130 high).
    let document = try IBDocumentReader.read(
      Data(Self.storyboard(top: 766, cardHeight: 130).utf8), fileName: "Card.storyboard")
    let scene = try #require(document.scenes.first)
    var converter = SceneConverter(
      document: document, scene: scene, options: ImportSupport.canvas, title: "Card")
    _ = converter.convert()
    #expect(converter.initialFrameWalks == 1)
    #expect(converter.initialFrameTable == ["card": Rect(x: 0, y: 766, width: 414, height: 130)])
  }
}
