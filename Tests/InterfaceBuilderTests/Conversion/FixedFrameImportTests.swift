import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// `fixedFrame="YES"`: a view given no constraints in Interface Builder. The file says
/// `translatesAutoresizingMaskIntoConstraints="NO"`, but since Xcode 8 IB sets it to YES at build
/// time for such a view (WWDC 2016 session 236, "What's New in Auto Layout"), so UIKit keeps the
/// stored frame (its autoresizing mask, on the canvas it was stored on). Without the rule the image
/// view took its image's 1024-point size and the label sat at the origin, ambiguous.
@Suite struct FixedFrameImportTests {
  static let xib = IBFixtureDocument(
    toolsVersion: "15400",
    scenes: [
      .view(
        IBFixtureRoot(
          attributes: #"userLabel="Row""#, width: 375, height: 200,
          subviews: """
            <imageView contentMode="scaleAspectFill" fixedFrame="YES" image="album" translatesAutoresizingMaskIntoConstraints="NO" id="art">
                <rect key="frame" x="20" y="30" width="80" height="79.5"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            </imageView>
            <label text="Title" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                <rect key="frame" x="116" y="40" width="243" height="21"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="Box">
                <rect key="frame" x="108" y="120" width="50" height="20"/>
                <constraints>
                    <constraint firstAttribute="width" constant="50" id="box-w"/>
                    <constraint firstAttribute="height" constant="20" id="box-h"/>
                </constraints>
            </view>
            """,
          constraints: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="art" secondAttribute="trailing" constant="8" id="box-lead"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="art" secondAttribute="bottom" constant="10.5" id="box-top"/>
            """))
    ],
    resources: """
      <image name="album" width="1024" height="1024"/>
      """
  ).xib

  /// The image view and the label keep their stored frames; the box, constrained to the image
  /// view, follows from it: x = 20 + 80 + 8 = 108, y = 30 + 79.5 + 10.5 = 120 (its stored frame).
  @Test func aViewWithoutConstraintsKeepsItsStoredFrame() throws {
    let result = try ImportSupport.importDocument(text: Self.xib, name: "Row.xib", options: ImportOptions())
    let recipe = try #require(result.recipes.first)
    let scene = try ImportSupport.solved(recipe)
    let frames = scene.framesByIBID
    #expect(frames["art"] == Rect(x: 20, y: 30, width: 80, height: 79.5), "\(recipe.text)")
    #expect(frames["title"] == Rect(x: 116, y: 40, width: 243, height: 21))
    #expect(frames["box"] == Rect(x: 108, y: 120, width: 50, height: 20))
    #expect(scene.result.ambiguity == nil, "\(recipe.text)")
    let pinned = result.warnings.map(\.message).filter { $0.contains("fixedFrame") }
    #expect(pinned.count == 2, "\(result.warnings.map(\.description))")
  }

  /// The same image view without `fixedFrame` is laid out by constraints (here none): its image's
  /// size, not its stored frame.
  @Test func withoutFixedFrameTheStoredFrameIsNotUsed() throws {
    let xib = Self.xib.replacingOccurrences(of: #"fixedFrame="YES" image"#, with: "image")
    let result = try ImportSupport.importDocument(text: xib, name: "Row.xib", options: ImportOptions())
    let frames = try ImportSupport.solvedFirst(result).framesByIBID
    #expect(frames["art"]?.size == Size(width: 1024, height: 1024))
  }
}
