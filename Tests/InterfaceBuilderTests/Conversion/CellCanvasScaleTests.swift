import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A cell on IB's canvas is laid out at its document's scale, as a view controller's root is
/// (docs/interface-builder.md, "Cells"; `SceneConverter.canvasCellScale`): its text is rounded up
/// to the device's pixel grid, 3x on a Plus, Max or notched phone, not to the default 2x.
@Suite struct CellCanvasScaleTests {
  // Heights by hand: San Francisco's line is (1950 + 494) / 2048 em (docs/typesetting.md), at
  // 17 pt 20.287109375; rounded up to the 3x grid ceil(60.861) / 3 = 20.333, to the 2x grid
  // ceil(40.574) / 2 = 20.5. The box is 5 below the label, whose top is the content view's top
  // margin, 11 (a cell's margins, "Cells").
  static let line3x = 61.0 / 3
  static let line2x = 20.5

  @Test("retina6_12 (3x): the cell line says scale 3, the label 20.333 high, the box at 36.333")
  func threeX() throws {
    let solved = try ImportSupport.solvedFixture("CellCanvasScale.xib")
    #expect(solved.text.contains("cell width 393 scale 3"), "\(solved.text)")
    let label = try #require(solved.framesByIBID["label"])
    let box = try #require(solved.framesByIBID["box"])
    #expect(abs(label.minY - 11) < 0.001 && abs(label.height - Self.line3x) < 0.001, "\(label)")
    #expect(abs(box.minY - (11 + Self.line3x + 5)) < 0.001, "\(box)")
  }

  @Test("retina6_1 (2x): no scale written (the default 2), the label 20.5 high, the box at 36.5")
  func twoX() throws {
    let text = try ImportSupport.fixtureText("CellCanvasScale.xib", toolsVersion: "23504")
      .replacingOccurrences(of: "retina6_12", with: "retina6_1")
    let solved = try ImportSupport.solvedDocument(text: text, name: "CellCanvasScale.xib")
    #expect(solved.text.contains("cell width 393\n"), "\(solved.text)")
    let label = try #require(solved.framesByIBID["label"])
    let box = try #require(solved.framesByIBID["box"])
    #expect(abs(label.height - Self.line2x) < 0.001, "\(label)")
    #expect(abs(box.minY - (11 + Self.line2x + 5)) < 0.001, "\(box)")
  }
}
