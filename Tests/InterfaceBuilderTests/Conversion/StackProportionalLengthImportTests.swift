import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A plain view (no intrinsic size) arranged in a fill-proportionally stack view counts, in
/// UIKit and on Interface Builder's canvas, with its current length, which for a view loaded
/// from a file is the length the file stores: the recipe takes that length as the view's
/// intrinsic length along the axis and warns (WooCommerce's ledger cell: seven plain rows stored
/// 51.5 to 88.5 high; docs/interface-builder.md, "What becomes what").
@Suite struct StackProportionalLengthImportTests {
  static let xib = IBFixtureDocument(
    toolsVersion: "22505",
    scenes: [
      .view(
        IBFixtureRoot(
          attributes: #"userLabel="Ledger""#, width: 320, height: 200,
          subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillProportionally" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="30"/>
                    </view>
                    <view contentMode="scaleToFill" id="b">
                        <rect key="frame" x="0.0" y="34" width="320" height="60"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="c">
                        <rect key="frame" x="0.0" y="98" width="320" height="102"/>
                    </view>
                </subviews>
            </stackView>
            """,
          constraints: """
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="k-lead"/>
            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="k-trail"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="k-top"/>
            <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" id="k-bottom"/>
            """))
    ]
  ).xib

  @Test func plainViewsShareTheStackByTheirStoredLengths() throws {
    let result = try ImportSupport.importDocument(
      text: Self.xib, name: "Ledger.xib", options: ImportOptions())
    let warnings = result.warnings.map(\.description)
    #expect(warnings.count == 3, "\(warnings)")
    let expected =
      "Ledger.xib:10: warning: <view id=\"a\">: a plain view has no intrinsic height, so its "
      + "fill-proportionally stack view takes its current height for its share: the 30 the file "
      + "stores, as Interface Builder does; the recipe takes it as the view's intrinsic height, and "
      + "where the app changes the view's frame before the stack lays out, the shares differ"
    #expect(warnings.first == expected)
    let scene = try ImportSupport.solvedFirst(result)
    #expect(scene.result.ambiguity?.entries.isEmpty ?? true)
    // UISV-fill-proportionally: each view's height is its length over the lengths and spacing,
    // 30 + 60 + 102 + 2 x 4 = 200, times the stack's 200: 30, 60 and 102, 4 apart (the rule
    // that made them equal gave (200 - 8) / 3 = 64 each).
    let frames = scene.framesByIBID
    let rows: [(String, Double, Double)] = [("a", 0, 30), ("b", 34, 60), ("c", 98, 102)]
    for (id, y, height) in rows {
      let frame = try #require(frames[id])
      #expect(frame.minX == 0 && frame.width == 320, "\(id): \(frame)")
      #expect(abs(frame.minY - y) < 1e-9 && abs(frame.height - height) < 1e-9, "\(id): \(frame)")
    }
  }

  /// A horizontal fill-proportionally row, 320 wide, without spacing: a plain view "a" stored 60
  /// wide and a stack view "e" with no arranged views (an outlet an app fills) stored 100 wide.
  static let rowWithAnEmptyStack = IBFixtureDocument(
    toolsVersion: "22505",
    scenes: [
      .view(
        IBFixtureRoot(
          attributes: #"userLabel="Row""#, width: 320, height: 200,
          subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" distribution="fillProportionally" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="320" height="24"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                        <rect key="frame" x="0.0" y="0.0" width="60" height="24"/>
                    </view>
                    <stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="e">
                        <rect key="frame" x="60" y="0.0" width="100" height="24"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="24" id="e-h"/>
                        </constraints>
                    </stackView>
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

  @Test func anEmptyStackViewSharesTheRowByItsStoredLength() throws {
    let result = try ImportSupport.importDocument(
      text: Self.rowWithAnEmptyStack, name: "Row.xib", options: ImportOptions())
    let warnings = result.warnings.map(\.description)
    let expected = "<stackView id=\"e\">: a stack view without arranged views has no intrinsic width"
    #expect(warnings.contains { $0.contains(expected) }, "\(warnings)")
    let scene = try ImportSupport.solvedFirst(result)
    // Both count with their stored widths, 60 and 100 of 160: 320 x 60 / 160 = 120 and
    // 320 x 100 / 160 = 200 (genesisvision's empty stack, stored 50 wide in its row). Counting
    // the empty stack with nothing, "a" alone is measured and, without spacing, takes the whole
    // row (required), the stack 0.
    let a = try #require(scene.framesByIBID["a"])
    let e = try #require(scene.framesByIBID["e"])
    #expect(abs(a.minX) < 1e-9 && abs(a.width - 120) < 1e-9, "\(a)")
    #expect(abs(e.minX - 120) < 1e-9 && abs(e.width - 200) < 1e-9, "\(e)")
  }
}
