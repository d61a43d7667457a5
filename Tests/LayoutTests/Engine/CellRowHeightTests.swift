import Layout
import TestSupport
import Testing

/// `Scene.cellRowHeight` (opt-in): a self-sizing cell whose content does not fix its height, laid
/// out as UIKit's table lays it out (docs/layout.md, "Semantics", self-sizing cells). Content
/// view margins 8; every frame by hand.
@Suite("Cells with the table's row height")
struct CellRowHeightTests {
  /// A 30-point box at the leading margin, centred vertically, nothing above or below it: the
  /// fitting height would be zero.
  static func centredBox(rowHeight: Double?) -> (SceneBuilder, ViewID, ViewID) {
    var scene = Scene.cell(width: 320)
    scene.cellRowHeight = rowHeight
    var b = SceneBuilder(scene)
    let content = b.view("Content View", .contentView)
    let box = b.view("Box", .view, parent: content)
    b.add(anchor(box, .leading), .equal, anchor(content, .leadingMargin))
    b.add(anchor(box, .centerY), .equal, anchor(content, .centerY))
    b.add(anchor(box, .width), .equal, nil, 100)
    b.add(anchor(box, .height), .equal, nil, 30)
    return (b, content, box)
  }

  @Test("a fitting height of zero takes the row height; the table fixes it, so nothing is ambiguous")
  func collapseTakesTheRowHeight() throws {
    let (b, content, box) = Self.centredBox(rowHeight: 51)
    let r = try b.solve()
    // The cell is 51 high; the box is centred in it: (51 - 30) / 2 = 10.5.
    #expect(r.rootFrame.height == 51)
    #expect(same(r.frame(content), rect(0, 0, 320, 51)))
    #expect(same(r.frame(box), rect(8, 10.5, 100, 30)))
    #expect(r.ambiguity == nil, "\(r.diagnoses)")
    #expect(r.diagnoses.isEmpty, "\(r.diagnoses)")
    // The height is the table's, not the content's fitting height.
    #expect(r.fittingSize == nil)
  }

  @Test("without the option: the default row height 44 and the height reported ambiguous (the book's rule)")
  func withoutTheOption() throws {
    let (b, content, box) = Self.centredBox(rowHeight: nil)
    let r = try b.solve()
    #expect(r.rootFrame.height == 44)
    // (44 - 30) / 2 = 7.
    #expect(same(r.frame(box), rect(8, 7, 100, 30)))
    let report = try #require(r.ambiguity)
    #expect(report.rootDimensions == [.height])
    #expect(report.entries.contains { $0.view == content })
  }

  @Test("a positive fitting height is kept: a content at least 8 + 30 + 8 high is 46, not the row's 60")
  func positiveFittingHeightWins() throws {
    var scene = Scene.cell(width: 320)
    scene.cellRowHeight = 60
    var b = SceneBuilder(scene)
    let content = b.view("Content View", .contentView)
    let box = b.view("Box", .view, parent: content)
    b.add(anchor(box, .leading), .equal, anchor(content, .leadingMargin))
    b.add(anchor(box, .top), .equal, anchor(content, .topMargin))
    b.add(anchor(content, .bottomMargin), .greaterThanOrEqual, anchor(box, .bottom))
    b.add(anchor(box, .width), .equal, nil, 100)
    b.add(anchor(box, .height), .equal, nil, 30)
    let r = try b.solve()
    // The smallest height the content allows: 8 + 30 + 8 = 46 (UIKit's fitting height).
    #expect(r.rootFrame.height == 46)
    #expect(same(r.frame(box), rect(8, 8, 100, 30)))
    #expect(r.fittingSize == Size(width: 320, height: 46))
    // The table fixes the cell at 46: the content is laid out in it, not ambiguous.
    #expect(r.ambiguity == nil, "\(r.diagnoses)")
  }

  @Test("a content that fixes the height ignores the row height: 8 + 30 + 8 = 46, not 80")
  func contentFixesTheHeight() throws {
    var scene = Scene.cell(width: 320)
    scene.cellRowHeight = 80
    var b = SceneBuilder(scene)
    let content = b.view("Content View", .contentView)
    let box = b.view("Box", .view, parent: content)
    b.add(anchor(box, .leading), .equal, anchor(content, .leadingMargin))
    b.add(anchor(box, .top), .equal, anchor(content, .topMargin))
    b.add(anchor(content, .bottomMargin), .equal, anchor(box, .bottom))
    b.add(anchor(box, .width), .equal, nil, 100)
    b.add(anchor(box, .height), .equal, nil, 30)
    let r = try b.solve()
    #expect(r.rootFrame.height == 46)
    #expect(r.fittingSize == Size(width: 320, height: 46))
    #expect(r.diagnoses.isEmpty, "\(r.diagnoses)")
  }

  @Test("a box still free within the fixed height is ambiguous: the table fixes only the cell")
  func freeContentStaysAmbiguous() throws {
    var (b, _, box) = Self.centredBox(rowHeight: 51)
    let other = b.view("Loose", .view, parent: ViewID(0))
    b.add(anchor(other, .leading), .equal, anchor(box, .trailing), 8)
    b.add(anchor(other, .width), .equal, nil, 20)
    b.add(anchor(other, .height), .equal, nil, 20)
    let r = try b.solve()
    #expect(r.rootFrame.height == 51)
    let report = try #require(r.ambiguity)
    #expect(report.entries.map(\.view) == [other])
    #expect(report.rootDimensions.isEmpty)
  }
}
