import Foundation
import InterfaceBuilder
import Layout
import Testing

/// A document whose ids repeat within one scene (a merge conflict resolved by hand): the second
/// view is declared under an id of its own and the recipe compiles (before, both views took one
/// recipe name and import exited 70, "declared twice"); constraints naming the id reach the first
/// (docs/interface-builder.md, "Warnings and refusals").
@Suite struct DuplicateIDImportTests {
  /// Two labels with the id `L1`, the first pinned 10 from the root's leading edge and 20 from its
  /// top by constraints naming `L1`; the second has no constraint of its own and sits at its stored
  /// frame (by hand: 100, 200, 40 x 30).
  static let text = IBFixtureDocument(
    toolsVersion: "21225",
    scenes: [
      .controller(
        root: IBFixtureRoot(
          width: 320, height: 480,
          subviews: """
            <label text="First" translatesAutoresizingMaskIntoConstraints="NO" id="L1">
                <rect key="frame" x="10" y="20" width="40" height="30"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <constraints>
                    <constraint firstAttribute="width" constant="40" id="w"/>
                    <constraint firstAttribute="height" constant="30" id="h"/>
                </constraints>
            </label>
            <label text="Second" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="L1">
                <rect key="frame" x="100" y="200" width="40" height="30"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """,
          constraints: """
            <constraint firstItem="L1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="l"/>
            <constraint firstItem="L1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
            """))
    ]
  ).storyboard

  @Test func aRepeatedIDIsWarnedAndBothViewsAreLaidOut() throws {
    let result = try ImportSupport.importDocument(text: Self.text, name: "Duplicate.storyboard")
    #expect(result.warnings.contains { $0.message.contains("the id \"L1\" is also the id of the <label>") })
    let recipe = try #require(result.recipes.first)
    let solved = try ImportSupport.solved(recipe)
    let frames = solved.framesByIBID
    #expect(frames["L1"] == Rect(x: 10, y: 20, width: 40, height: 30), "\(frames)")
    #expect(frames["L1~2"] == Rect(x: 100, y: 200, width: 40, height: 30), "\(frames)")
  }
}
