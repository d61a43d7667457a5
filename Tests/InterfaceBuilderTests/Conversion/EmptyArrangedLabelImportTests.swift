import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// An empty single-line label (`text=""`) arranged in a stack view is laid out 50 x 50 on
/// Interface Builder's canvas, where UIKit gives a label without text no size: IB stores such
/// labels 50 long wherever the stack leaves the length to the label (habitica, jami, loop,
/// sentry, pia; docs/interface-builder.md, "Empty labels in stack views"). The recipe takes
/// 50 x 50 as the label's intrinsic size on the canvas and warns; a label of 0 lines keeps
/// UIKit's 0 height, as IB stores it, and an import on a device keeps UIKit's 0 x 0.
@Suite struct EmptyArrangedLabelImportTests {
  static let xib = IBFixtureDocument(
    toolsVersion: "21701",
    scenes: [
      .view(
        IBFixtureRoot(
          attributes: #"userLabel="Rows""#, width: 320, height: 200,
          subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="column">
                <rect key="frame" x="0.0" y="0.0" width="320" height="76"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="10"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="10" id="b-h"/>
                        </constraints>
                    </view>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                        <rect key="frame" x="0.0" y="18" width="320" height="50"/>
                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                        <nil key="textColor"/>
                        <nil key="highlightedColor"/>
                    </label>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="notes">
                        <rect key="frame" x="0.0" y="76" width="320" height="0.0"/>
                        <fontDescription key="fontDescription" type="system" pointSize="13"/>
                        <nil key="textColor"/>
                        <nil key="highlightedColor"/>
                    </label>
                </subviews>
            </stackView>
            <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                <rect key="frame" x="0.0" y="100" width="90" height="50"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="0.0" y="10" width="30" height="30"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="30" id="x-w"/>
                            <constraint firstAttribute="height" constant="30" id="x-h"/>
                        </constraints>
                    </view>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                        <rect key="frame" x="40" y="0.0" width="50" height="50"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="textColor"/>
                        <nil key="highlightedColor"/>
                    </label>
                </subviews>
            </stackView>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="loose">
                <rect key="frame" x="200" y="100" width="0.0" height="0.0"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <nil key="textColor"/>
                <nil key="highlightedColor"/>
            </label>
            """,
          constraints: """
            <constraint firstItem="column" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-lead"/>
            <constraint firstAttribute="trailing" secondItem="column" secondAttribute="trailing" id="c-trail"/>
            <constraint firstItem="column" firstAttribute="top" secondItem="root" secondAttribute="top" id="c-top"/>
            <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r-lead"/>
            <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="r-top"/>
            <constraint firstItem="loose" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="200" id="l-lead"/>
            <constraint firstItem="loose" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="l-top"/>
            """))
    ]
  ).xib

  @Test func emptyArrangedLabelsAreFiftySquareOnTheCanvas() throws {
    let result = try ImportSupport.importDocument(
      text: Self.xib, name: "Rows.xib", options: ImportSupport.canvas)
    let warnings = result.warnings.map(\.description)
    // One warning per empty single-line arranged label: not the 0-line one, not the loose one.
    #expect(warnings.count == 2, "\(warnings)")
    #expect(
      warnings.allSatisfy { $0.contains("this label has no text") && $0.contains("50 x 50") }, "\(warnings)")
    let scene = try ImportSupport.solvedFirst(result)
    #expect(scene.result.ambiguity?.entries.isEmpty ?? true)
    let frames = scene.framesByIBID
    // The column: the 10-high bar, 8, the empty title 50 high, 8, the empty 0-line notes 0 high.
    #expect(frames["column"] == Rect(x: 0, y: 0, width: 320, height: 76))
    #expect(frames["title"] == Rect(x: 0, y: 18, width: 320, height: 50))
    #expect(frames["notes"] == Rect(x: 0, y: 76, width: 320, height: 0))
    // The centre-aligned row: the 30-pt box, 10, the badge 50 x 50; the row is 50 high and the
    // box is centred in it, (50 - 30) / 2 = 10 down.
    #expect(frames["row"] == Rect(x: 0, y: 100, width: 90, height: 50))
    #expect(frames["box"] == Rect(x: 0, y: 110, width: 30, height: 30))
    #expect(frames["badge"] == Rect(x: 40, y: 100, width: 50, height: 50))
    // A free-standing empty label keeps UIKit's 0 x 0, as IB stores it.
    #expect(frames["loose"] == Rect(x: 200, y: 100, width: 0, height: 0))
  }

  @Test func onADeviceTheEmptyLabelHasNoSize() throws {
    let options = ImportOptions(scene: .device(.iPhone8))
    let result = try ImportSupport.importDocument(text: Self.xib, name: "Rows.xib", options: options)
    #expect(!result.warnings.contains { $0.description.contains("this label has no text") })
    let frames = try ImportSupport.solvedFirst(result).framesByIBID
    #expect(frames["title"]?.height == 0)
    #expect(frames["badge"]?.width == 0)
  }
}
