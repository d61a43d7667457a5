import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A hidden arranged view collapses to 0 along its stack's axis by UIKit's required `UISV-hiding`
/// constraint (docs/layout.md; `../shared/uikit-logs/17`), so a required width of its own is a
/// conflict UIKit reports at run time and Interface Builder does not flag (ivpn's plan cells in
/// /work/unseen: a hidden "CURRENT" label 62 wide in a horizontal stack). The importer keeps both
/// constraints, as UIKit does, and says why the scene shows a conflict.
@Suite struct HiddenArrangedViewImportTests {
  static let xib = IBFixtureDocument(
    toolsVersion: "22505",
    scenes: [
      .view(
        IBFixtureRoot(
          attributes: #"userLabel="Plan""#, width: 380, height: 100,
          subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="380" height="20"/>
                <subviews>
                    <label opaque="NO" text="STANDARD" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                        <rect key="frame" x="0.0" y="0.0" width="140" height="20"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="140" id="name-w"/>
                            <constraint firstAttribute="height" constant="20" id="name-h"/>
                        </constraints>
                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                    </label>
                    <label hidden="YES" opaque="NO" text="CURRENT" translatesAutoresizingMaskIntoConstraints="NO" id="current">
                        <rect key="frame" x="140" y="1.5" width="62" height="17"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="17" id="current-h"/>
                            <constraint firstAttribute="width" constant="62" id="current-w"/>
                        </constraints>
                        <fontDescription key="fontDescription" type="system" pointSize="12"/>
                    </label>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="rest">
                        <rect key="frame" x="140" y="0.0" width="240" height="20"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="20" id="rest-h"/>
                        </constraints>
                    </view>
                </subviews>
            </stackView>
            """,
          constraints: IBFixtureRoot.stackPinnedToTopAndSides))
    ]
  ).xib

  @Test func aRequiredWidthOnAHiddenArrangedViewIsWarnedAndConflicts() throws {
    let result = try ImportSupport.importDocument(
      text: Self.xib, name: "Plan.xib", options: ImportOptions(scene: .device(.iPhone8)))
    let warnings = result.warnings.map(\.description)
    // Only the width: the stack is horizontal, so the hidden label's required height 17 stands.
    #expect(
      warnings == [
        "Plan.xib:22: warning: <constraint id=\"current-w\">: the hidden arranged view \"current\" has a "
          + "required width = 62, but its stack view collapses a hidden arranged view to width 0 with a "
          + "required constraint (UISV-hiding): UIKit reports this conflict at run time and Interface "
          + "Builder does not flag it; a priority of 999 lets it give way"
      ], "\(warnings)")
    let scene = try ImportSupport.solvedFirst(result)
    // The conflict is UIKit's: UISV-hiding against the width 62.
    let conflict = try #require(scene.result.conflicts.first)
    #expect(conflict.log.contains("UISV-hiding"), "\(conflict.log)")
    #expect(conflict.log.contains("== 62"), "\(conflict.log)")
    // By hand: spacing 0, the hidden label takes no room, so the view follows the 140-wide label
    // and fills the stack to its end: on the iPhone 8 (UIKit's run time, whose conflict this is;
    // the default import of this device-less xib is IB's canvas, `SceneConverter.onCanvas`,
    // where the hidden label keeps its place instead) the stack spans 375, so 375 - 140 = 235.
    let frames = scene.framesByIBID
    #expect(frames["name"] == Rect(x: 0, y: 0, width: 140, height: 20))
    #expect(frames["rest"]?.minX == 140)
    #expect(frames["rest"]?.width == 235)
  }
}
