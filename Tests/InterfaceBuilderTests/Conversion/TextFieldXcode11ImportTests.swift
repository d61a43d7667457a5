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
}
