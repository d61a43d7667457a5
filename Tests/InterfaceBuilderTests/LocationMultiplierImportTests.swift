import Foundation
import InterfaceBuilder
import Layout
import Testing

/// A multiplier on a location attribute in a document: IB, like UIKit, evaluates it in the view
/// that holds the constraint (docs/layout.md, "Semantics"). Written by hand; the stored frames
/// derived from the constraints in the box's own coordinates.
@Suite struct LocationMultiplierImportTests {
  /// A 320 x 400 view; a 200 x 100 box at (40, 100); in it a 12 x 12 badge centred horizontally
  /// with `Badge.CenterY = 0.5 x Box.CenterY`: in the box's bounds its centre y is 0.5 x 50 = 25,
  /// so IB stores the badge at (94, 19) in the box, (134, 119) in the view (0.5 x the scene's
  /// centre 150 would put it at y 69).
  @Test func badgeAQuarterDownItsBox() throws {
    let xib = IBFixtureDocument(
      toolsVersion: "22155",
      scenes: [
        .view(
          IBFixtureRoot(
            attributes: #"userLabel="Screen""#, width: 320, height: 400,
            subviews: """
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="Box">
                  <rect key="frame" x="40" y="100" width="200" height="100"/>
                  <subviews>
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge" userLabel="Badge">
                          <rect key="frame" x="94" y="19" width="12" height="12"/>
                          <constraints>
                              <constraint firstAttribute="width" constant="12" id="badge-w"/>
                              <constraint firstAttribute="height" constant="12" id="badge-h"/>
                          </constraints>
                      </view>
                  </subviews>
                  <constraints>
                      <constraint firstAttribute="width" constant="200" id="box-w"/>
                      <constraint firstAttribute="height" constant="100" id="box-h"/>
                      <constraint firstItem="badge" firstAttribute="centerX" secondItem="box" secondAttribute="centerX" id="badge-x"/>
                      <constraint firstItem="badge" firstAttribute="centerY" secondItem="box" secondAttribute="centerY" multiplier="0.5" id="badge-y"/>
                  </constraints>
              </view>
              """,
            constraints: """
              <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="40" id="box-x"/>
              <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="box-y"/>
              """))
      ]
    ).xib
    let result = try ImportSupport.importDocument(text: xib, name: "Badge.xib")
    let recipe = try #require(result.recipes.first)
    let frames = try ImportSupport.solved(recipe).framesByIBID
    #expect(frames["badge"] == Rect(x: 134, y: 119, width: 12, height: 12), "\(recipe.text)")
    let comparison = try FrameComparisonTests.compare(recipe, tolerance: 0.001)
    #expect(comparison.differences.isEmpty, "\(comparison.differences)")
  }
}
