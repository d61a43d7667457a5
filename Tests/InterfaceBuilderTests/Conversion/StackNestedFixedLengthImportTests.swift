import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A nested stack view arranged in a fill-proportionally stack counts with its content's length,
/// and a view inside it that holds a required length of its own (`Height = 5`) counts with that
/// length, as the nested stack's fitting size does (xdrip's "New Entry" scene, /work/unseen-e: a
/// centred fill-proportionally stack of a nested stack with a 5-point spacer and 34-point rows,
/// stored 255.33 high, and a picker at its own height; docs/interface-builder.md, "Stack views
/// of unseen-e: fill proportionally around a nested stack").
@Suite struct StackNestedFixedLengthImportTests {
  static let xib = IBFixtureDocument(
    toolsVersion: "22505",
    scenes: [
      .view(
        IBFixtureRoot(
          attributes: #"userLabel="Entry""#, width: 320, height: 400,
          subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillProportionally" spacing="30" translatesAutoresizingMaskIntoConstraints="NO" id="outer">
                <rect key="frame" x="60" y="100" width="200" height="200"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="spacer">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="5"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="5" id="k-spacer"/>
                                </constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                                <rect key="frame" x="0.0" y="15" width="200" height="34"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="34" id="k-row"/>
                                </constraints>
                            </view>
                        </subviews>
                    </stackView>
                    <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
                        <rect key="frame" x="0.0" y="79" width="200" height="31"/>
                    </switch>
                </subviews>
            </stackView>
            """,
          constraints: """
            <constraint firstItem="outer" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="k-x"/>
            <constraint firstItem="outer" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="k-y"/>
            <constraint firstItem="outer" firstAttribute="width" constant="200" id="k-w"/>
            """))
    ]
  ).xib

  @Test func nestedStackCountsItsViewsFixedLengths() throws {
    let result = try ImportSupport.importDocument(
      text: Self.xib, name: "Entry.xib", options: ImportOptions())
    let scene = try ImportSupport.solvedFirst(result)
    #expect(scene.result.ambiguity?.entries.isEmpty ?? true)
    let frames = scene.framesByIBID
    // The inner stack's content: 5 + 10 + 34 = 49; the switch's 31; the outer stack hugs them,
    // 49 + 30 + 31 = 110 high, centred in 400: from 145 to 255. Each arranged view's share is its
    // own length (49 / 110 and 31 / 110 of 110 less the spacing's part). Without the fixed
    // lengths the inner stack had no length and got 0, the switch the rest.
    let expected: [(String, Rect)] = [
      ("outer", Rect(x: 60, y: 145, width: 200, height: 110)),
      ("inner", Rect(x: 60, y: 145, width: 200, height: 49)),
      ("spacer", Rect(x: 60, y: 145, width: 200, height: 5)),
      ("row", Rect(x: 60, y: 160, width: 200, height: 34)),
      ("toggle", Rect(x: 60, y: 224, width: 200, height: 31)),
    ]
    for (id, rect) in expected {
      let frame = try #require(frames[id])
      #expect(
        abs(frame.minX - rect.minX) < 1e-6 && abs(frame.minY - rect.minY) < 1e-6
          && abs(frame.width - rect.width) < 1e-6 && abs(frame.height - rect.height) < 1e-6,
        "\(id): \(frame), expected \(rect)")
    }
  }
}
