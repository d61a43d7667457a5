import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// IB lays a view controller's root out in the size classes of the root's own size: on an iPad's
/// canvas, a root narrower than 678 points (the 1/3 and 1/2 Split Views, Slide Over) in compact
/// width (`IBCanvas.padRegularWidthFrom`; kiwix-Main's 320 x 768 roots of the 1/3 Split View).
/// And `--compare-frames` leaves out a view that a size-class variation removes in the canvas's
/// classes: IB stored its frame from a layout in other classes (kiwix-Search's dim view). Frames
/// by hand.
@Suite struct RootSizeClassImportTests {
  /// An ipad9_7 storyboard in landscape (Xcode 9) whose controller's root is `width` x 768, with a
  /// 100 x 50 box 40 from the root's leading edge, 16 in compact width, and 100 below its top,
  /// 120 in regular height (constant variations).
  static func document(width: Int) -> String {
    IBFixtureDocument(
      toolsVersion: "14109", device: "ipad9_7", orientation: "landscape", adaptation: "splitview1_3",
      useSafeAreas: true, attributes: #"initialViewController="vc""#,
      scenes: [
        .controller(
          root: IBFixtureRoot(
            width: Double(width), height: 768, safeArea: true,
            subviews: """
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="Box">
                  <rect key="frame" x="16" y="100" width="100" height="50"/>
                  <constraints>
                      <constraint firstAttribute="width" constant="100" id="box-w"/>
                      <constraint firstAttribute="height" constant="50" id="box-h"/>
                  </constraints>
              </view>
              """,
            constraints: """
              <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="40" id="box-l">
                  <variation key="widthClass=compact" constant="16"/>
              </constraint>
              <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="box-t">
                  <variation key="heightClass=regular" constant="120"/>
              </constraint>
              """))
      ]
    ).storyboard
  }

  /// The imported recipe's text, the variant IB's canvas shows and the box's frame in it.
  static func box(_ text: String, fileName: String = "Split.storyboard") throws -> (
    text: String, variant: String?, box: Rect?
  ) {
    let result = try ImportSupport.importDocument(text: text, name: fileName)
    let scene = try ImportSupport.solvedFirst(result, variant: .canvas)
    return (scene.text, scene.recipe.canvasVariant, scene.framesByIBID["box"])
  }

  /// The 1/3 Split View's 320-point root and the 1/2's 507-point one are compact width and
  /// regular height: the box at x 16 and y 120, (16, 120; 100 x 50), in a variant of both classes
  /// (the file names each class alone). The 2/3's 694-point root and the full 1024 are regular in
  /// both: (40, 120; 100 x 50).
  @Test func aNarrowRootOnAnIPadIsCompactWidth() throws {
    for width in [320, 507] {
      let imported = try Self.box(Self.document(width: width))
      #expect(imported.variant == "Compact-Regular", "\(width)\n\(imported.text)")
      #expect(imported.box == Rect(x: 16, y: 120, width: 100, height: 50), "\(width)\n\(imported.text)")
    }
    for width in [694, 1024] {
      let imported = try Self.box(Self.document(width: width))
      #expect(imported.variant == "Regular-Regular", "\(width)\n\(imported.text)")
      #expect(imported.box == Rect(x: 40, y: 120, width: 100, height: 50), "\(width)\n\(imported.text)")
    }
  }

  /// The Any-Any variant of a compact-width iPad root is laid out in compact width and regular
  /// height: no `size class regular regular` line of the iPad's canvas, so a 320-point root's
  /// margins are the compact 16: a box pinned to the leading margin sits at x 16 (y 120: regular
  /// height).
  @Test func theBaseLayoutOfANarrowRootHasCompactMargins() throws {
    let text = Self.document(width: 320)
      .replacingOccurrences(
        of: #"secondItem="root" secondAttribute="leading" constant="40" id="box-l">"#,
        with: #"secondItem="root" secondAttribute="leadingMargin" id="box-l">"#
      )
      .replacingOccurrences(of: #"<variation key="widthClass=compact" constant="16"/>"#, with: "")
    let imported = try Self.box(text)
    #expect(!imported.text.contains("size class regular regular"), "\(imported.text)")
    #expect(imported.box == Rect(x: 16, y: 120, width: 100, height: 50), "\(imported.text)")
  }

  /// A retina4_7 storyboard (Xcode 8.3) whose 375 x 667 root holds a box and a dim view 0 x 0 ...
  /// 768 x 960 that the default variation removes and regular width brings back, with a label
  /// inside it: on the phone's canvas (compact width) the dim view and its label are left out of
  /// the stored frames `--compare-frames` compares; on an iPad's (regular) they stay.
  static func removedViewDocument(device: String, width: Int, height: Int) -> String {
    IBFixtureDocument(
      toolsVersion: "12100", device: device, adaptation: "fullscreen",
      attributes: #"initialViewController="vc""#,
      scenes: [
        .controller(
          layoutGuides: true,
          root: IBFixtureRoot(
            width: Double(width), height: Double(height),
            subviews: """
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="Box">
                  <rect key="frame" x="0.0" y="0.0" width="\(width)" height="64"/>
                  <constraints>
                      <constraint firstAttribute="height" constant="64" id="box-h"/>
                  </constraints>
              </view>
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dim" userLabel="Dim">
                  <rect key="frame" x="0.0" y="64" width="768" height="960"/>
                  <subviews>
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inner" userLabel="Inner">
                          <rect key="frame" x="0.0" y="0.0" width="768" height="10"/>
                      </view>
                  </subviews>
              </view>
              """,
            constraints: """
              <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" id="box-t"/>
              <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="box-l"/>
              <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="box-r"/>
              <constraint firstItem="dim" firstAttribute="top" secondItem="box" secondAttribute="bottom" id="dim-t"/>
              """,
            extra: """
              <variation key="default">
                  <mask key="subviews">
                      <exclude reference="dim"/>
                  </mask>
                  <mask key="constraints">
                      <exclude reference="dim-t"/>
                  </mask>
              </variation>
              <variation key="widthClass=regular">
                  <mask key="subviews">
                      <include reference="dim"/>
                  </mask>
                  <mask key="constraints">
                      <include reference="dim-t"/>
                  </mask>
              </variation>
              """))
      ]
    ).storyboard
  }

  /// The ids of the stored frames the import keeps for `--compare-frames`.
  static func storedIDs(_ text: String) throws -> [String] {
    let result = try ImportSupport.importDocument(text: text, name: "Removed.storyboard")
    let recipe = try #require(result.recipes.first)
    return recipe.storedFrames.map(\.ibID.rawValue)
  }

  @Test func aViewRemovedInTheCanvasClassesIsNotCompared() throws {
    let phone = try Self.storedIDs(Self.removedViewDocument(device: "retina4_7", width: 375, height: 667))
    #expect(phone == ["box"])
    let pad = try Self.storedIDs(Self.removedViewDocument(device: "ipad9_7", width: 768, height: 1024))
    #expect(pad == ["box", "dim", "inner"])
  }
}
