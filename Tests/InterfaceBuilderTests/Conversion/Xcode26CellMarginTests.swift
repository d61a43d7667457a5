import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A table view cell's content margins in documents of Xcode 26 (the iOS 26 SDK): 15 at the top
/// and bottom; at the sides of a xib's cell outside a table, the canvas screen's (20 from 380
/// points, 16 below), else 20; in a table the width rule's sides
/// (`PreservedOwnContentMarginTests`) (docs/interface-builder.md, "Cells").
/// `Xcode26Cell.xib`'s frames are derived by hand (its comment); netnewswire-Inspector's are IB's.
@Suite struct Xcode26CellMarginTests {
  /// 339 x 80: the box at (20, 15) 299 x 50 in Xcode 26's document. Saved by Xcode 15 the sides
  /// follow the narrower of the cell and the canvas device's screen
  /// (`SceneConverter.plainCellRegularMarginWidth`, 380): the 339-point cell on the 393-point
  /// retina6_12 has 16, so (16, 11) 307 x 58 (20 before session 27); 16 on the 375-point
  /// retina4_7 (Xcode 12 on), (16, 11) 307 x 58; 15 there saved by Xcode 11, (15, 11) 309 x 58.
  /// The cell 380 wide on the 414-point retina6_1 has 20: (20, 11) 340 x 58.
  @Test func xcode26CellMarginsAreFifteenAndTwenty() throws {
    let text = try ImportSupport.fixtureText("Xcode26Cell.xib")
    let solved = try ImportSupport.solvedDocument(text: text, name: "Xcode26Cell.xib")
    #expect(solved.text.contains("\nsuperview margins 15 20 15 20\n"), "\(solved.text)")
    #expect(solved.framesByIBID["box"] == Rect(x: 20, y: 15, width: 299, height: 50))

    // Xcode 26's cell takes the canvas screen's sides whatever its own width
    // (`SceneConverter.cellOnCanvasWidth`): 605 wide on the 375-point retina4_7, 16 at the sides,
    // the box at (16, 15), 605 - 32 = 573 wide (its own width would give 20); 20 on the 393-point
    // screen above, though the cell is 339 wide (the narrower of the two would give 16).
    let wideCell = text.replacingOccurrences(of: #"width="339""#, with: #"width="605""#)
      .replacingOccurrences(of: #"<device id="retina6_12""#, with: #"<device id="retina4_7""#)
    let wideSolved = try ImportSupport.solvedDocument(text: wideCell, name: "Xcode26Cell.xib")
    #expect(wideSolved.text.contains("\nsuperview margins 15 16 15 16\n"), "\(wideSolved.text)")
    #expect(wideSolved.framesByIBID["box"] == Rect(x: 16, y: 15, width: 573, height: 50))

    let older = try ImportSupport.fixtureText("Xcode26Cell.xib", toolsVersion: "23504")
    let olderSolved = try ImportSupport.solvedDocument(text: older, name: "Xcode26Cell.xib")
    #expect(olderSolved.text.contains("\nsuperview margins 11 16 11 16\n"), "\(olderSolved.text)")
    #expect(olderSolved.framesByIBID["box"] == Rect(x: 16, y: 11, width: 307, height: 58))

    let cut = older.replacingOccurrences(of: #"width="339""#, with: #"width="380""#)
      .replacingOccurrences(of: #"<device id="retina6_12""#, with: #"<device id="retina6_1""#)
    let cutSolved = try ImportSupport.solvedDocument(text: cut, name: "Xcode26Cell.xib")
    #expect(cutSolved.text.contains("\nsuperview margins 11 20 11 20\n"), "\(cutSolved.text)")
    #expect(cutSolved.framesByIBID["box"] == Rect(x: 20, y: 11, width: 340, height: 58))

    let smaller = older.replacingOccurrences(
      of: #"<device id="retina6_12""#, with: #"<device id="retina4_7""#)
    let smallerSolved = try ImportSupport.solvedDocument(text: smaller, name: "Xcode26Cell.xib")
    #expect(smallerSolved.text.contains("\nsuperview margins 11 16 11 16\n"), "\(smallerSolved.text)")
    #expect(smallerSolved.framesByIBID["box"] == Rect(x: 16, y: 11, width: 307, height: 58))

    let xcode11 = try ImportSupport.replacingToolsVersion(in: smaller, with: "16097")
    let xcode11Solved = try ImportSupport.solvedDocument(text: xcode11, name: "Xcode26Cell.xib")
    #expect(xcode11Solved.text.contains("\nsuperview margins 11 15 11 15\n"), "\(xcode11Solved.text)")
    #expect(xcode11Solved.framesByIBID["box"] == Rect(x: 15, y: 11, width: 309, height: 58))

    // Without a device the cell's own width decides: 339, narrower than 390, so 16 (Xcode 15).
    let noDevice = older.replacingOccurrences(
      of: #"<device id="retina6_12" orientation="portrait" appearance="light"/>"#, with: "")
    let noDeviceSolved = try ImportSupport.solvedDocument(text: noDevice, name: "Xcode26Cell.xib")
    #expect(noDeviceSolved.text.contains("\nsuperview margins 11 16 11 16\n"), "\(noDeviceSolved.text)")

    // The same older cell 393 wide (a 393-point table): 20 at the sides from 390 on, 393 - 40 = 353.
    let wider = older.replacingOccurrences(of: #"width="339""#, with: #"width="393""#)
    let widerSolved = try ImportSupport.solvedDocument(text: wider, name: "Xcode26Cell.xib")
    #expect(widerSolved.text.contains("\nsuperview margins 11 20 11 20\n"), "\(widerSolved.text)")
    #expect(widerSolved.framesByIBID["box"] == Rect(x: 20, y: 11, width: 353, height: 58))
  }

  /// netnewswire-Inspector (toolsVersion 24506): the Home Page and Feed URL cells pin an empty
  /// label to their content view's margins; IB stored both labels at y 15 (1 high, in 31-point
  /// cells) and the Home Page cell's 25-point symbol image view centred at 15.5. We put the
  /// labels at y 15 (0 high: an empty label has no height) and, the automatic row drawn at its
  /// stored 31 on IB's canvas (docs/interface-builder.md "Cells"), the image view centred at 15.5:
  /// its alignment rectangle at 15.5 - 12.5 = 3, its frame (a 19.38-point `safari` image in a
  /// 20.287-point line of its font: 0.907 shorter, half of it at each side) at 3 + 0.4535 =
  /// 3.4535, 24.093 high, IB's stored frame (3.5, 24 high) within 0.05; at 11 and -1.5 before,
  /// then 2.5 and 2.9535 (the row at its content's 15 + 0 + 15 = 30).
  @Test func netNewsWireInspectorCells() throws {
    let result = try ImportSupport.importSharedPublicApp("netnewswire-Inspector.storyboard")
    var frames: [String: Rect] = [:]
    var compared: [String: Bool] = [:]
    for recipe in result.recipes {
      let solved = try ImportSupport.solved(recipe, variant: .canvas)
      frames.merge(solved.framesByIBID) { first, _ in first }
      let comparison = solved.comparison()
      for difference in comparison.differences { compared[difference.ibID.rawValue] = false }
    }
    #expect(frames["HUP-Cu-FGT"]?.minY == 15)
    #expect(frames["rOV-XS-bNW"]?.minY == 15)
    #expect(abs((frames["p82-kn-lfh"]?.minY ?? 0) - 3.4535) < 0.001)
    for id in ["HUP-Cu-FGT", "rOV-XS-bNW", "p82-kn-lfh"] {
      #expect(compared[id] == nil, "\(id) is off IB's frame")
    }
  }
}
