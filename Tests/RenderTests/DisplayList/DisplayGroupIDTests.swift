import Layout
import Render
import Testing

/// Every kind of display group id and how SVG spells it: the spellings the book's SVG files
/// carry (docs/images/*.svg), written out by hand.
@Suite struct DisplayGroupIDTests {
  @Test(
    "each id is spelled as the SVG files spell it",
    arguments: [
      (DisplayGroupID.panel(0, .whole), "p0"),
      (.panel(1, .caption), "p1-caption"),
      (.panel(0, .crop), "p0-crop"),
      (.panel(0, .tornEdge), "p0-torn"),
      (.panel(2, .surface(isCell: false)), "p2-screen"),
      (.panel(0, .surface(isCell: true)), "p0-cell"),
      (.panel(0, .view(ViewID(3))), "p0-v3"),
      (.panel(1, .viewText(ViewID(12))), "p1-v12-text"),
      (.panel(0, .views), "p0-views"),
      (.panel(0, .outline), "p0-outline"),
      (.panel(0, .constraints), "p0-constraints"),
      (.panel(0, .annotations), "p0-annotations"),
      (.panel(1, .constraint(.number(6), .marks)), "p1-c6"),
      (.panel(1, .constraint(.number(6), .tag)), "p1-c6-tag"),
      (.panel(0, .constraint(.identifier("C"), .leader)), "p0-cC-leader"),
      (.panel(0, .constraint(.unmarked(.explicit(4)), .marks)), "p0-k4"),
      (.panel(0, .constraint(.unmarked(.implicit(2)), .tag)), "p0-ki2-tag"),
      (.panel(0, .stackLabel(ViewID(2))), "p0-s2-tag"),
      (.panel(3, .changeTints), "p3-change-tints"),
      (.panel(3, .changes), "p3-changes"),
      (.sweepFrame(0), "frame0"),
      (.legend, "legend"),
      (.legendEntry(.equalBadge), "legend-equalBadge"),
      (.constraintList, "constraint-list"),
      (.constraintListRow(.number(2)), "list-2"),
      (.constraintListRow(.number(2), wording: 2), "list-2-2"),
      (.constraintListRow(.identifier("C")), "list-C"),
      (.constraintListRow(.unmarked(row: 4)), "list-k4"),
      (.stackList, "stack-list"),
      (.stackListRow(1), "stack-list-1"),
      (.priorityTable, "priority-table"),
    ])
  func spelling(_ id: DisplayGroupID, _ written: String) {
    #expect(id.description == written)
  }

  @Test func aFigureFindsItsGroupsByTypedID() throws {
    // A1 (two views, five numbered constraints): each view, each constraint's marks, each list row.
    let list = try Support.renderer.displayList(for: Fixtures.figures[0])
    for view in 0..<2 {
      #expect(list.group(.panel(0, .view(ViewID(view))))?.classes.contains("view") == true)
    }
    for n in 1...5 {
      #expect(list.group(.panel(0, .constraint(.number(n), .marks)))?.classes.contains("marks") == true)
      #expect(list.group(.constraintListRow(.number(n)))?.classes == ["list-row"])
    }
    #expect(list.group(.panel(0, .constraint(.number(6), .marks))) == nil)
  }
}
