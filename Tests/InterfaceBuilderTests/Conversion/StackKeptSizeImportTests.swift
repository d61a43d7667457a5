import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A plain leaf view arranged in a stack view whose alignment leaves its size across the axis
/// free keeps, in Interface Builder, the size it had when nothing sets that size: UIKit's
/// `UISV-ambiguity-suppression` (size == 0 at 25) would make it 0 at run time, but IB stores it at
/// its own size (chatsecure's and WooCommerce's spacers 240 wide in centre-aligned stacks,
/// ProtonVPN's 50-high view in a centre-aligned row), so the recipe takes that size as the view's
/// intrinsic size across the axis and warns. A view whose width a constraint sets is untouched.
@Suite struct StackKeptSizeImportTests {
  static let xib = IBFixtureDocument(
    toolsVersion: "22505",
    scenes: [
      .view(
        IBFixtureRoot(
          attributes: #"userLabel="Error""#, width: 320, height: 200,
          subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="320" height="33"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="spacer">
                        <rect key="frame" x="40" y="0.0" width="240" height="13"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="13" id="s-h"/>
                        </constraints>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                        <rect key="frame" x="110" y="23" width="100" height="10"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="100" id="b-w"/>
                            <constraint firstAttribute="height" constant="10" id="b-h"/>
                        </constraints>
                    </view>
                </subviews>
            </stackView>
            """,
          constraints: """
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="k-lead"/>
            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="k-trail"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="k-top"/>
            """))
    ]
  ).xib

  @Test func aFreeWidthInACentredStackKeepsIBsSizeAndIsWarned() throws {
    let result = try ImportSupport.importDocument(text: Self.xib, name: "Error.xib", options: ImportOptions())
    let warnings = result.warnings.map(\.description)
    #expect(
      warnings == [
        "Error.xib:10: warning: <view id=\"spacer\">: nothing sets this view's width in its "
          + "center-aligned stack view; Interface Builder leaves it at the 240 it stored, and so does the "
          + "recipe (as its intrinsic width), but UIKit's stack view makes it 0 at run time "
          + "(UISV-ambiguity-suppression); give it a width constraint if it should keep one"
      ], "\(warnings)")
    let scene = try ImportSupport.solvedFirst(result)
    #expect(scene.result.ambiguity?.entries.isEmpty ?? true)
    // The stack is 320 wide (pinned to both sides); centred in it, the spacer keeps 240 at
    // x (320 - 240) / 2 = 40 and the 100-wide bar sits at x 110, 13 + 10 below the top.
    let frames = scene.framesByIBID
    #expect(frames["spacer"] == Rect(x: 40, y: 0, width: 240, height: 13))
    #expect(frames["bar"] == Rect(x: 110, y: 23, width: 100, height: 10))
  }
}
