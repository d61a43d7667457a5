import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// Storyboard table cells whose fixed row disagrees with their content's own required heights:
/// IB's canvas before Xcode 12 lays the content out at the height those constraints ask, from
/// Xcode 12 on it keeps the row and breaks a content constraint (docs/interface-builder.md,
/// "Cells", session 38). `OldCanvasCellRow.storyboard`, frames by hand.
@Suite struct OldCanvasCellRowTests {
  /// The solved frame of `id` in the recipe that holds it; `tools` replaces the fixture's
  /// toolsVersion.
  func frame(_ id: String, tools: String? = nil, options: ImportOptions = ImportSupport.canvas) throws
    -> Rect?
  {
    var text = try ImportSupport.fixtureText("OldCanvasCellRow.storyboard")
    if let tools {
      text = text.replacingOccurrences(of: #"toolsVersion="13529""#, with: "toolsVersion=\"\(tools)\"")
    }
    let result = try ImportSupport.importDocument(
      text: text, name: "OldCanvasCellRow.storyboard", options: options)
    for recipe in result.recipes {
      let frames = try ImportSupport.solved(recipe).framesByIBID
      if let frame = frames[id] { return frame }
    }
    Issue.record("no recipe holds \(id): \(result.recipes.map(\.name))")
    return nil
  }

  /// Xcode 9.2's canvas: the content asks 15 + 54 + 15 = 84, so the image keeps its 54 at y 15,
  /// the centred arrow is at (84 - 22) / 2 = 31 and the bottom line at 84 - 0.5 = 83.5.
  @Test func theRowGivesWayBeforeXcode12() throws {
    #expect(try frame("schoolImage") == Rect(x: 10, y: 15, width: 54, height: 54))
    #expect(try frame("schoolArrow")?.origin.y == 31)
    #expect(try frame("schoolLine")?.origin.y == 83.5)
  }

  /// A box of height >= 56 pinned to the top and bottom of a 55.5-point content view keeps its
  /// 56 before Xcode 12 (herald-Main's empty cells).
  @Test func anInequalityHoldsBeforeXcode12() throws {
    #expect(try frame("emptyBox")?.height == 56)
  }

  /// Saved by Xcode 12 (toolsVersion 17701) the row holds at 147.5: the image's own 54 gives way
  /// to 147.5 - 30 = 117.5 and the arrow is centred at (147.5 - 22) / 2 = 62.75; the box is 55.5.
  @Test func theRowHoldsFromXcode12() throws {
    #expect(try frame("schoolImage", tools: "17701")?.height == 117.5)
    #expect(try frame("schoolArrow", tools: "17701")?.origin.y == 62.75)
    #expect(try frame("emptyBox", tools: "17701")?.height == 55.5)
  }

  /// On a device UIKit keeps the row whatever Xcode saved the file: the arrow at 62.75.
  @Test func theRowHoldsOnADevice() throws {
    #expect(try frame("schoolArrow", options: ImportOptions(scene: .device(.iPhone8)))?.origin.y == 62.75)
  }

  /// The same table view controller in a xib (a cell of a xib's table, parsed though it does not
  /// compile): the rule stays in storyboards, where its evidence is, so the row holds as from
  /// Xcode 12: the image 147.5 - 30 = 117.5 high, the arrow at (147.5 - 22) / 2 = 62.75
  /// (review38-stop L7).
  @Test func aXibsTableCellKeepsItsRow() throws {
    let text = try ImportSupport.fixtureText("OldCanvasCellRow.storyboard")
      .replacingOccurrences(
        of: "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB",
        with: "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
      )
      .replacingOccurrences(of: #"<scene sceneID="s1">"#, with: "")
      .replacingOccurrences(of: "</scene>", with: "")
      .replacingOccurrences(of: "<scenes>", with: "")
      .replacingOccurrences(of: "</scenes>", with: "")
    let result = try ImportSupport.importDocument(
      text: text, name: "OldCanvasCellRow.xib", options: ImportSupport.canvas)
    var frames: [String: Rect] = [:]
    for recipe in result.recipes { frames.merge(try ImportSupport.solved(recipe).framesByIBID) { a, _ in a } }
    #expect(frames["schoolImage"]?.height == 117.5, "\(result.recipes.map(\.name))")
    #expect(frames["schoolArrow"]?.origin.y == 62.75)
  }

  /// A label's required compression resistance (1000) gives way to the row before Xcode 12 too:
  /// the row holds at 79.5 and the label is 79.5 - 10 - 40 - 5 - 10 = 14.5 high at y 55, below
  /// its 20.5-point line (edx-OEXFrontCourseViewController's FindCell).
  @Test func aRequiredResistanceGivesWayToTheRow() throws {
    let label = try frame("squeezeLabel")
    #expect(label?.origin.y == 55)
    #expect(label?.height == 14.5)
  }
}
