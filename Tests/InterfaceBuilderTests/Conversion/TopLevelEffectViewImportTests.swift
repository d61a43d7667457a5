import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A xib's top-level visual effect view keeps its subviews in its content view (`<view
/// key="contentView">`, UIVisualEffectView's `contentView` [DOC]). The import took the effect view
/// for the recipe's root, found no subviews, and a document holding only it failed (exit 65); it
/// is now the one view of a plain root of its size, as a top-level stack view is
/// (`IBDocumentReader.canvasRoot`). Expected frames by hand.
@Suite struct TopLevelEffectViewImportTests {
  /// A 300 x 200 effect view on retina6_1 (Xcode 13): its content view's margins are 8 and do not
  /// take the 44 of safe area the view overlaps at the screen's top
  /// (`insetsLayoutMarginsFromSafeArea="NO"`), so the bar, at the leading and trailing margins and
  /// 2 below the top margin, is at (8, 10) 284 x 40; the 20-point dot centred on the content view
  /// is at ((300 - 20) / 2, (200 - 20) / 2) = (140, 90). The stored frames say the same.
  static func xib(effectSubviews: Bool = true) -> String {
    let subviews =
      effectSubviews
      ? """
      <subviews>
          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
              <rect key="frame" x="8" y="10" width="284" height="40"/>
              <constraints>
                  <constraint firstAttribute="height" constant="40" id="barHeight"/>
              </constraints>
          </view>
          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dot">
              <rect key="frame" x="140" y="90" width="20" height="20"/>
              <constraints>
                  <constraint firstAttribute="width" constant="20" id="dotWidth"/>
                  <constraint firstAttribute="height" constant="20" id="dotHeight"/>
              </constraints>
          </view>
      </subviews>
      <constraints>
          <constraint firstItem="bar" firstAttribute="leading" secondItem="blurContent" secondAttribute="leadingMargin" id="c1"/>
          <constraint firstAttribute="trailingMargin" secondItem="bar" secondAttribute="trailing" id="c2"/>
          <constraint firstItem="bar" firstAttribute="top" secondItem="blurContent" secondAttribute="topMargin" constant="2" id="c3"/>
          <constraint firstItem="dot" firstAttribute="centerX" secondItem="blurContent" secondAttribute="centerX" id="c4"/>
          <constraint firstItem="dot" firstAttribute="centerY" secondItem="blurContent" secondAttribute="centerY" id="c5"/>
      </constraints>
      """
      : ""
    return IBFixtureDocument(
      toolsVersion: "19519", device: "retina6_1", useSafeAreas: true,
      scenes: [
        .xml(
          """
          <visualEffectView opaque="NO" contentMode="scaleToFill" id="blur">
              <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
              <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
              <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="blurContent">
                  <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                  <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                  \(subviews)
              </view>
              <blurEffect style="regular"/>
          </visualEffectView>
          """)
      ]
    ).xib
  }

  @Test func aTopLevelEffectViewLaysOutItsContent() throws {
    let scene = try ImportSupport.solvedDocument(text: Self.xib(), name: "Blur.xib")
    #expect(scene.result.ambiguity?.entries.isEmpty ?? true, "\(String(describing: scene.result.ambiguity))")
    let frames = scene.framesByIBID
    #expect(frames["blur"] == Rect(x: 0, y: 0, width: 300, height: 200))
    #expect(frames["bar"] == Rect(x: 8, y: 10, width: 284, height: 40))
    #expect(frames["dot"] == Rect(x: 140, y: 90, width: 20, height: 20))
    let comparison = scene.comparison()
    #expect(comparison.within == comparison.counted && comparison.counted == 3, "\(comparison.differences)")
  }

  /// An effect view with nothing in its content view stays a scene with nothing to draw: warned,
  /// and a document holding only it has nothing to import.
  @Test func anEmptyTopLevelEffectViewIsStillSkipped() throws {
    #expect(throws: IBImportError.self) {
      try ImportSupport.importDocument(text: Self.xib(effectSubviews: false), name: "Empty.xib")
    }
  }
}
