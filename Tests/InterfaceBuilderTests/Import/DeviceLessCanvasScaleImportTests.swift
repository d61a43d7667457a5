import Foundation
import InterfaceBuilder
import Layout
import Testing

/// The scale of a device-less document's canvas read from its stored frames (second reads L9 and
/// L3 of session 37; docs/interface-builder.md, "Roots against the device table: unseen-q
/// (session 38, canvas38)"): Xcode 6 and 7 drew a canvas without a device at the Mac display's
/// scale, and rounded every frame to its pixels, so a document of whole points only was laid out
/// at 1x (`IBCanvas.scale`, `IBDocument.framePixel`). Expected heights are the system font's
/// 17-point line (1.1934 em: 20.29) rounded up to the canvas's pixel by hand.
@Suite struct DeviceLessCanvasScaleImportTests {
  /// A device-less storyboard of Xcode 7.3 (10117): a 600 x 600 root holding a system 17
  /// "Label" pinned 20 from the root's top and leading edges, stored `labelHeight` high, and a
  /// 100-point wide box stored at x `boxX`.
  static func document(labelHeight: String, boxX: String = "20") -> String {
    let root = IBFixtureRoot(
      width: 600, height: 600,
      subviews: """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Label" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="label" userLabel="Label">
            <rect key="frame" x="20" y="20" width="42" height="\(labelHeight)"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
            <nil key="textColor"/>
            <nil key="highlightedColor"/>
        </label>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="Box">
            <rect key="frame" x="\(boxX)" y="100" width="100" height="50"/>
        </view>
        """,
      constraints: """
        <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
        <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c4"/>
        <constraint firstItem="box" firstAttribute="width" constant="100" id="c5"/>
        <constraint firstItem="box" firstAttribute="height" constant="50" id="c6"/>
        """)
    return IBFixtureDocument(toolsVersion: "10117", scenes: [.controller(root: root)]).storyboard
  }

  /// Whole points only: the canvas is 1x, the recipe says `scale 1` and the label is 21 high
  /// (20.29 rounded up to a point), as wecenter's Xcode 7 labels are stored. Before, the scene
  /// had no scale and was solved at 2x: 20.5.
  @Test func wholePointFramesAreA1xCanvas() throws {
    let scene = try ImportSupport.solvedDocument(
      text: Self.document(labelHeight: "21"), name: "Scale.storyboard")
    #expect(scene.text.contains("scale 1"), "\(scene.text)")
    #expect(scene.framesByIBID["label"]?.height == 21, "\(scene.text)")
  }

  /// A frame holding a half (the label stored 20.5 high) is a 2x canvas: no scale written, as
  /// before, and the label 20.5 high (20.29 rounded up to half a point).
  @Test func halvesAreA2xCanvas() throws {
    let scene = try ImportSupport.solvedDocument(
      text: Self.document(labelHeight: "20.5"), name: "Scale.storyboard")
    #expect(!scene.text.contains("scale "), "\(scene.text)")
    #expect(scene.framesByIBID["label"]?.height == 20.5, "\(scene.text)")
  }

  /// A hand-typed 12.33 (the box's x) beside the label's 20.5 is not a third: IB writes thirds to
  /// 14 or more digits, so the document reads at half a point (2x). With the old tolerance of
  /// 0.01 it read as a third, 3x.
  @Test func aHandTypedThirdIsNoThird() throws {
    let text = Self.document(labelHeight: "20.5", boxX: "12.33")
    let document = try IBDocumentReader.read(Data(text.utf8), fileName: "Scale.storyboard")
    #expect(document.framePixel == 0.5)
    let third = Self.document(labelHeight: "20.5", boxX: "12.333333333333334")
    #expect(try IBDocumentReader.read(Data(third.utf8), fileName: "Scale.storyboard").framePixel == 1.0 / 3)
  }
}
