import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// The cut of a rounded-rect text field's 34 is Xcode 11's, toolsVersion 14800, the cut
/// `SceneConverter.isBeforeXcode11` draws for the segmented control and the stepper
/// (docs/interface-builder.md, "A text field of Xcode 11's betas"): qsc-Box (14865.1, an Xcode 11
/// beta) stores its rounded-rect System 14 fields 34 high; Xcode 10.3 (14490.70) still wrote 30.
/// The fixture is `TextFieldHeightTests`' (`TextFieldHeights.xib`): the rounded field pinned 20 from
/// the top and both sides of a 375-point root.
@Suite struct TextFieldXcode11ImportTests {
  @Test("Xcode 11 beta (14865.1): a rounded-rect field is 34 high")
  func xcode11Beta() throws {
    let solved = try ImportSupport.solvedFixture(
      "TextFieldHeights.xib", toolsVersion: "14865.1", options: ImportOptions())
    #expect(solved.text.contains(#"placeholder "Name" fieldHeight 34"#), "\(solved.text)")
    #expect(solved.framesByIBID["rounded"] == Rect(x: 20, y: 20, width: 335, height: 34))
  }

  @Test("Xcode 10.3 (14490.70): a rounded-rect field is still 30 high")
  func xcode10() throws {
    let solved = try ImportSupport.solvedFixture(
      "TextFieldHeights.xib", toolsVersion: "14490.70", options: ImportOptions())
    #expect(!solved.text.contains(#"placeholder "Name" fieldHeight"#), "\(solved.text)")
    #expect(solved.framesByIBID["rounded"] == Rect(x: 20, y: 20, width: 335, height: 30))
  }

  /// One document, one era: the field's cut is `isBeforeXcode11` with its nil policy, so a
  /// document without a toolsVersion (absent, or `toolsVersion=""`) sizes its rounded-rect field
  /// 34, as its segmented control 31 (before session 38's review, L1, the field was 30 there: two
  /// eras in one document). In a 320 x 200 view the field is pinned 10 from the top and both sides
  /// (300 wide) and the segmented control, stored 145 wide, 10 from the left and 8 below the field;
  /// so by hand: (10, 10; 300 x 34) and (10, 52; 145 x 31) from Xcode 11 on and without a
  /// toolsVersion, (10, 10; 300 x 30) and (10, 48; 145 x 28) before (14490.70).
  @Test(arguments: [
    (String?.none, 34.0, 31.0), ("", 34, 31), ("14865.1", 34, 31), ("14490.70", 30, 28),
  ])
  func fieldAndSegmentedControlShareAnEra(tools: String?, field: Double, segmented: Double) throws {
    let xib = IBFixtureDocument(
      toolsVersion: tools,
      scenes: [
        .view(
          IBFixtureRoot(
            attributes: #"userLabel="Form""#, width: 320, height: 200,
            subviews: """
              <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Name" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                  <rect key="frame" x="10" y="10" width="300" height="\(PositionalNumber.shortest(field))"/>
                  <fontDescription key="fontDescription" type="system" pointSize="14"/>
                  <textInputTraits key="textInputTraits"/>
              </textField>
              <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="seg" userLabel="Mode">
                  <rect key="frame" x="10" y="\(PositionalNumber.shortest(10 + field + 8))" width="145" height="\(PositionalNumber.shortest(segmented + 1))"/>
                  <segments>
                      <segment title="One"/>
                      <segment title="Two"/>
                  </segments>
              </segmentedControl>
              """,
            constraints: """
              <constraint firstItem="field" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="field-x"/>
              <constraint firstAttribute="trailing" secondItem="field" secondAttribute="trailing" constant="10" id="field-t"/>
              <constraint firstItem="field" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="field-y"/>
              <constraint firstItem="seg" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="seg-x"/>
              <constraint firstItem="seg" firstAttribute="top" secondItem="field" secondAttribute="bottom" constant="8" id="seg-y"/>
              """))
      ]
    ).xib
    let solved = try ImportSupport.solvedDocument(text: xib, name: "Era.xib", options: ImportOptions())
    let label = tools.map { "\"\($0)\"" } ?? "none"
    #expect(
      solved.framesByIBID["field"] == Rect(x: 10, y: 10, width: 300, height: field),
      "\(label)\n\(solved.text)")
    #expect(
      solved.framesByIBID["seg"] == Rect(x: 10, y: 10 + field + 8, width: 145, height: segmented),
      "\(label)\n\(solved.text)")
  }
}
