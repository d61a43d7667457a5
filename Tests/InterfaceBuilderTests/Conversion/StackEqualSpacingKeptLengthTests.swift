import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A plain view arranged in an equal-spacing stack view keeps, on Interface Builder's canvas, the
/// length it stored along the stack's axis, as it does in a fill stack: the gaps take what the
/// views leave (habitica-ShopAdFooter's `hr3-Rf-XTs`, popcorntime-iOS's container view; docs/layout.md,
/// "Stack views", session 35). A constant length of its own at a priority below its compression
/// resistance that would shorten it does not hold against the kept length
/// (`SceneConverter.keptLengthAlongFillStack`, `outrankedOwnLengths`).
@Suite struct StackEqualSpacingKeptLengthTests {
  /// A 300 x 120 equal-spacing column (spacing 4, pinned to a 300 x 120 root) of a plain view
  /// `top` held at `height = 52` and a plain view `filler` stored 50 high with its own
  /// `height = LENGTH @500` (hugging 250 and compression resistance 750 by default).
  static func xib(fillerLength: Int) -> String {
    IBFixtureDocument(
      toolsVersion: "22505",
      scenes: [
        .view(
          IBFixtureRoot(
            attributes: #"userLabel="Footer""#, width: 300, height: 120,
            subviews: """
              <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="equalSpacing" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="column">
                  <rect key="frame" x="0.0" y="0.0" width="300" height="120"/>
                  <subviews>
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top">
                          <rect key="frame" x="0.0" y="0.0" width="300" height="52"/>
                          <constraints>
                              <constraint firstAttribute="height" constant="52" id="t-h"/>
                          </constraints>
                      </view>
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="filler">
                          <rect key="frame" x="0.0" y="70" width="300" height="50"/>
                          <constraints>
                              <constraint firstAttribute="height" priority="500" constant="\(fillerLength)" id="f-h"/>
                          </constraints>
                      </view>
                  </subviews>
              </stackView>
              """,
            constraints: """
              <constraint firstItem="column" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-lead"/>
              <constraint firstAttribute="trailing" secondItem="column" secondAttribute="trailing" id="c-trail"/>
              <constraint firstItem="column" firstAttribute="top" secondItem="root" secondAttribute="top" id="c-top"/>
              <constraint firstAttribute="bottom" secondItem="column" secondAttribute="bottom" id="c-bottom"/>
              """))
      ]
    ).xib
  }

  /// `height = 23 @500` would shorten the filler from its stored 50, and shortening it costs its
  /// compression resistance, 750: the kept 50 holds. The column is 120: `top` 0 to 52, the one
  /// gap 120 - 52 - 50 = 18, the filler at (0, 70, 300, 50). Were the 23 to hold, the gap would
  /// be 120 - 52 - 23 = 45 and the filler (0, 97, 300, 23), as before.
  @Test func aShorterLengthBelowTheResistanceDoesNotHold() throws {
    let result = try ImportSupport.importDocument(text: Self.xib(fillerLength: 23), name: "Footer.xib")
    let warnings = result.warnings.map(\.description).filter { $0.contains("filler") }
    let kept =
      "nothing sets this plain view's height in its equal-spacing stack view; Interface Builder's "
      + "canvas keeps it at the 50 it stored"
    #expect(warnings.contains { $0.contains(kept) }, "\(warnings)")
    let scene = try ImportSupport.solvedFirst(result)
    #expect(scene.result.ambiguity?.entries.isEmpty ?? true)
    let frames = scene.framesByIBID
    #expect(frames["top"] == Rect(x: 0, y: 0, width: 300, height: 52))
    #expect(frames["filler"] == Rect(x: 0, y: 70, width: 300, height: 50))
  }

  /// `height = 64 @500` would lengthen it, which costs only its hugging, 250: the 500 outranks the
  /// kept length, so nothing keeps the 50 (no warning) and the constraint decides. The filler
  /// reaches 64 with the gap at 120 - 52 - 64 = 4, the spacing: (0, 56, 300, 64).
  @Test func aLongerLengthAboveTheHuggingHolds() throws {
    let result = try ImportSupport.importDocument(text: Self.xib(fillerLength: 64), name: "Footer.xib")
    #expect(!result.warnings.map(\.description).contains { $0.contains("keeps it at the 50 it stored") })
    let frames = try ImportSupport.solvedFirst(result).framesByIBID
    #expect(frames["filler"] == Rect(x: 0, y: 56, width: 300, height: 64))
  }
}
