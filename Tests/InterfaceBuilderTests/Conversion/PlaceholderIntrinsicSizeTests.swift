import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// IB's "Intrinsic Size: Placeholder" (`placeholderIntrinsicWidth/Height`) is design time only,
/// but IB's canvas lays the view out with it as its intrinsic size. A table view centred in its
/// superview with nothing else setting its size is laid out by IB at its placeholder (KeePassium's
/// AutoFill setup message, in /work/unseen), so the recipe gives the table that intrinsic size and
/// warns that UIKit gives it none at run time. A text field keeps its own intrinsic size without
/// a word.
@Suite struct PlaceholderIntrinsicSizeTests {
  static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <objects>
            <view contentMode="scaleToFill" id="root" userLabel="Message">
                <rect key="frame" x="0.0" y="0.0" width="320" height="400"/>
                <subviews>
                    <tableView clipsSubviews="YES" contentMode="scaleToFill" placeholderIntrinsicWidth="288" placeholderIntrinsicHeight="150" alwaysBounceVertical="YES" style="plain" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                        <rect key="frame" x="16" y="125" width="288" height="150"/>
                    </tableView>
                    <textField opaque="NO" contentMode="scaleToFill" placeholderIntrinsicWidth="200" placeholderIntrinsicHeight="infinite" borderStyle="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    </textField>
                </subviews>
                <constraints>
                    <constraint firstItem="table" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="t-x"/>
                    <constraint firstItem="table" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="t-y"/>
                    <constraint firstItem="field" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="f-lead"/>
                    <constraint firstItem="field" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="f-top"/>
                </constraints>
            </view>
        </objects>
    </document>
    """

  @Test func aPlaceholderSizesAViewWithoutIntrinsicSizeAndIsWarned() throws {
    let result = try ImportSupport.importDocument(
      text: Self.xib, name: "Message.xib", options: ImportOptions())
    let warnings = result.warnings.map(\.description)
    #expect(
      warnings == [
        "Message.xib:7: warning: <tableView id=\"table\">: Interface Builder lays this view out with a "
          + "placeholder intrinsic size of 288 x 150 (design time only), and so does the recipe; UIKit gives "
          + "it none at run time, so where its constraints rely on it the app's code must supply that size "
          + "(an intrinsicContentSize or constraints) or the view is ambiguous"
      ], "\(warnings)")
    let scene = try ImportSupport.solvedFirst(result)
    // Nothing is ambiguous: the table takes its 288 x 150 placeholder centred in 320 x 400, at
    // x (320 - 288) / 2 = 16, y (400 - 150) / 2 = 125 (the frame IB stored); the text field has its
    // own size (34 high, Xcode 15's rounded-rect field), not the placeholder's.
    #expect(scene.result.ambiguity?.entries.isEmpty ?? true)
    let frames = scene.framesByIBID
    #expect(frames["table"] == Rect(x: 16, y: 125, width: 288, height: 150))
    #expect(frames["field"]?.height == 34)
  }
}
