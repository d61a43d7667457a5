import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// Xcode 5's canvas placed frames in whole points (docs/interface-builder.md, "Xcode 5's canvas of
/// whole points"): a document of toolsVersion below 6000 is imported onto the canvas at `scale 1`,
/// so a system-17 label is 21 high (San Francisco's 20.287 line rounded up to a point), as
/// login-xcode5 stored its labels, and 20.5 in a later document (the 2x pixel grid).
@Suite struct WholePointCanvasTests {
  // Widths by hand: hb-shape gives "Password:" 10007 units of Inter Regular (2048 per em): at 17 pt
  // 83.06 less 9 x 0.43 of San Francisco's tracking = 79.196, 80 in whole points, 79.5 at 2x.
  @Test("Xcode 5 (toolsVersion 4514): scale 1, the label 80 x 21, the box 15 below at y 56")
  func xcode5() throws {
    let solved = try ImportSupport.solvedFixture("WholePointCanvas.xib")
    #expect(solved.text.contains("scene 320 x 200 scale 1"), "\(solved.text)")
    #expect(solved.framesByIBID["label"] == Rect(x: 20, y: 20, width: 80, height: 21))
    #expect(solved.framesByIBID["box"] == Rect(x: 20, y: 56, width: 100, height: 30))
  }

  /// Saved by Xcode 7 on a 2x display, the document's stored frames hold the 2x grid's halves
  /// (the label 20.5 high, the box at y 55.5): a device-less document's canvas scale is the one
  /// its frames were rounded to (`IBCanvas.scale`, second read L9 of session 37), so the fixture's
  /// whole-point frames of Xcode 5 are replaced by those halves here; with whole points only it
  /// would be a 1x canvas (`DeviceLessCanvasScaleImportTests`).
  @Test("Xcode 7 (toolsVersion 8191): the 2x grid, the label 79.5 x 20.5, the box at y 55.5")
  func xcode7() throws {
    let text = try ImportSupport.fixtureText("WholePointCanvas.xib", toolsVersion: "8191")
      .replacingOccurrences(of: #"width="80" height="21"/>"#, with: #"width="79.5" height="20.5"/>"#)
      .replacingOccurrences(of: #"x="20" y="56""#, with: #"x="20" y="55.5""#)
    let solved = try ImportSupport.solvedDocument(text: text, name: "WholePointCanvas.xib")
    #expect(!solved.text.contains("scale 1"), "\(solved.text)")
    #expect(solved.framesByIBID["label"] == Rect(x: 20, y: 20, width: 79.5, height: 20.5))
    #expect(solved.framesByIBID["box"] == Rect(x: 20, y: 55.5, width: 100, height: 30))
  }

  @Test("login-xcode5: its labels 21 high and the fields beside them at IB's frames (within 1 pt)")
  func loginXcode5() throws {
    let result = try ImportSupport.importShared("login-xcode5/LoginViewController.xib")
    let imported = try #require(result.recipes.first)
    let comparison = try FrameComparisonTests.compare(imported)
    // The labels "Userid:" and "Password:" and the two fields 21 + 15 and 21 + 21 below the title.
    for id in ["sxX-9t-sYV", "WDp-ba-OUf", "LR6-ma-WKG", "Onx-d7-gcJ"] {
      #expect(imported.storedFrames.contains { $0.ibID.rawValue == id && $0.isIBSolution })
      let difference = comparison.differences.first { $0.ibID.rawValue == id }
      #expect(difference == nil, "\(id): \(String(describing: difference))")
    }
  }
}
