import Foundation
import Layout
import Testing

@testable import InterfaceBuilder

/// Two conflicts of the file's own algebra that the verdicts called the model's until session 39
/// (misses39; docs/interface-builder.md "unseen-r's misses (session 39, misses39)"), each in a
/// fixture written here after the unseen-r file that showed it: a stack view's spacing against an
/// explicit constraint on the same two edges (cs108-CSLTemperatureTagListCell), and a centred
/// logo in a scroll view whose content guide the file's constants make a point too narrow for it
/// (jh008-GNPublicUI's about scene).
@Suite struct Misses39VerdictTests {
  static func checks(_ text: String) throws -> [ConflictCheck] {
    let result = try ImportSupport.importDocument(text: text, name: "Verdicts.xib")
    let recipe = try #require(result.recipes.first)
    let solved = try ImportSupport.solved(recipe, variant: .canvas)
    let measurer = try #require(ImportSupport.measurer, "fonts are missing: run scripts/setup")
    return try ConflictCheck.check(
      solved.result, variant: solved.variant, stored: recipe.storedFrames,
      constraintLines: recipe.constraintLines, sceneLine: recipe.line, measure: measurer.closure,
      tolerance: 1, storedRoot: recipe.storedRootSize, rewritten: recipe.rewrittenConstraintIDs)
  }

  /// A fill stack with `spacing="1"` holds A (50 wide) and B; the file also pins B's leading to
  /// A's trailing at 0. The stack's `UISV-spacing` (B.leading = A.trailing + 1) and the file's pin
  /// relate the same two edges by 0 and 1: no layout holds both. IB stored B at x 50 (spacing 0),
  /// which misses the spacing by exactly the 1-point tolerance, so before this the verdict was
  /// the model's (`ibHoldsAll`).
  @Test func aStackSpacingAgainstAPinOnTheSameEdgesIsTheFilesOwn() throws {
    let text = IBFixtureDocument(
      toolsVersion: "21701", device: "retina4_0",
      scenes: [
        .view(
          IBFixtureRoot(
            attributes: #"userLabel="Row""#, width: 320, height: 50,
            subviews: """
              <stackView opaque="NO" contentMode="scaleToFill" spacing="1" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="50"/>
                  <subviews>
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a" userLabel="A">
                          <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                          <constraints>
                              <constraint firstAttribute="width" constant="50" id="a-w"/>
                          </constraints>
                      </view>
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b" userLabel="B">
                          <rect key="frame" x="50" y="0.0" width="270" height="50"/>
                      </view>
                  </subviews>
                  <constraints>
                      <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="trailing" id="b-pin"/>
                  </constraints>
              </stackView>
              """,
            constraints: """
              <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="s-t"/>
              <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s-l"/>
              <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="s-r"/>
              <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" id="s-b"/>
              """))
      ]
    ).xib
    let checks = try Self.checks(text)
    #expect(!checks.isEmpty)
    for check in checks {
      #expect(check.verdict == .conflictsOnAnyCanvas, "\(check.text)")
      #expect(check.contradictoryPair.compactMap(\.ibID) == ["b-pin"], "\(check.text)")
      #expect(check.text.contains("relate the same two anchors by constants no layout meets together"))
    }
  }

  /// A 320-point scroll view, its content sized by constraints to its edges (the content layout
  /// guide the importer declares, held at the content offset 0 by its own two lines): an 85-point
  /// logo centred in the scroll view, its leading at least 118 past the content's leading and the
  /// content's trailing 117 past the logo's. Centred, the logo's leading is (320 - 85) / 2 = 117.5:
  /// the file's constants are half a point apart, whatever the model. IB stored the logo at x 118
  /// (its centre half a point off); before, the verdict was the model's because the importer's
  /// content-offset pin, a line without an IB id, is in the set.
  @Test func aScrollContentHalfAPointShortIsTheFilesOwn() throws {
    let text = IBFixtureDocument(
      toolsVersion: "8191",
      scenes: [
        .view(
          IBFixtureRoot(
            attributes: #"userLabel="About""#, width: 320, height: 568,
            subviews: """
              <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                  <subviews>
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="logo" userLabel="Logo">
                          <rect key="frame" x="118" y="40" width="85" height="85"/>
                          <constraints>
                              <constraint firstAttribute="width" constant="85" id="logo-w"/>
                              <constraint firstAttribute="height" constant="85" id="logo-h"/>
                          </constraints>
                      </view>
                  </subviews>
                  <constraints>
                      <constraint firstItem="logo" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="scroll" secondAttribute="leading" constant="118" id="logo-l"/>
                      <constraint firstAttribute="trailing" secondItem="logo" secondAttribute="trailing" constant="117" id="logo-r"/>
                      <constraint firstItem="logo" firstAttribute="top" secondItem="scroll" secondAttribute="top" constant="40" id="logo-t"/>
                      <constraint firstAttribute="bottom" secondItem="logo" secondAttribute="bottom" constant="60" id="logo-b"/>
                  </constraints>
              </scrollView>
              """,
            constraints: """
              <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="sc-t"/>
              <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="sc-l"/>
              <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="sc-r"/>
              <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="sc-b"/>
              <constraint firstItem="logo" firstAttribute="centerX" secondItem="scroll" secondAttribute="centerX" id="logo-cx"/>
              """))
      ]
    ).xib
    let checks = try Self.checks(text)
    #expect(!checks.isEmpty)
    for check in checks {
      #expect([.ibSpreadsIt, .conflictsOnAnyCanvas].contains(check.verdict), "\(check.text)")
      #expect(check.text.contains("the file's own constraints conflict"), "\(check.text)")
    }
  }

  /// The content-offset pin is recognised only as the importer writes it: a spacer that is its
  /// scroll view's content layout guide, its leading or top equal to the scroll view's, at 0.
  @Test func theContentOffsetPinIsTheImportersLineOnly() throws {
    let text = """
      recipe "pins"
      scene 200 x 200
      view "Scroll" contentInsetAdjustment automatic
      spacer "Content" in "Scroll" contentLayoutGuide
      view "Other" in "Scroll"

      1. Content.Leading = Scroll.Leading
      2. Content.Top = Scroll.Top
      3. Content.Leading = Scroll.Leading + 1
      4. Other.Leading = Scroll.Leading
      5. Content.Leading >= Scroll.Leading
      """
    let scene = try #require(try ImportSupport.compile(text).variants.first).scene
    func pin(_ number: Int) -> Bool {
      ConflictCheck.contentOffsetPin(scene.constraints.firstIndex { $0.number == number } ?? -1, in: scene)
    }
    #expect(pin(1) && pin(2))
    #expect(!pin(3) && !pin(4) && !pin(5))
  }
}
