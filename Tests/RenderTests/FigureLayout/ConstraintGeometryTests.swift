import Layout
import Render
import Testing

/// I-bars and alignment lines end exactly on the edges they relate, read from the display list.
@Suite struct ConstraintGeometryTests {
  let panel = Fixtures.simpleLabelAndTextField()

  @Test func spacingIBarEndsOnTheTwoEdges() throws {
    let list = try Support.renderer.displayList(for: Figure(title: "A1", panels: [panel]))
    let o = try Support.screenOrigin(list, panel: 0)
    // Constraint 3: Name Text Field.Leading = Name Label.Trailing + Standard.
    let group = try Support.group(list, .panel(0, .constraint(.number(3), .marks)))
    let bars = Support.lines(in: group.items).filter { $0.ends != .none }
    let bar = try #require(bars.first)
    #expect(bars.count == 1)
    let label = panel.frame(ViewID(0))
    let field = panel.frame(ViewID(1))
    #expect(bar.start.x == label.maxX + o.x)
    #expect(bar.end.x == field.x + o.x)
    #expect(bar.start.y == bar.end.y)
    // Horizontal I-bar drawn across the vertical overlap of both views.
    let overlapMid = (max(label.y, field.y) + min(label.maxY, field.maxY)) / 2
    #expect(bar.start.y == overlapMid + o.y)
  }

  @Test func guideIBarRunsFromGuideBottomToViewTop() throws {
    let list = try Support.renderer.displayList(for: Figure(title: "A1", panels: [panel]))
    let o = try Support.screenOrigin(list, panel: 0)
    // Constraint 4: Name Text Field.Top = Top Layout Guide.Bottom + 20: guide bottom is 20.
    let bar = try #require(
      Support.lines(in: try Support.group(list, .panel(0, .constraint(.number(4), .marks))).items).first)
    #expect(bar.start.y == 20 + o.y)
    #expect(bar.end.y == panel.frame(ViewID(1)).y + o.y)
    #expect(bar.end.y - bar.start.y == 20)
    #expect(bar.start.x == panel.frame(ViewID(1)).midX + o.x)
  }

  @Test func marginAlignmentIsAPlainLineOnTheMargin() throws {
    let list = try Support.renderer.displayList(for: Figure(title: "A1", panels: [panel]))
    let o = try Support.screenOrigin(list, panel: 0)
    // Constraint 1: leading on the 16 pt margin, distance 0: a plain vertical line at x = 16.
    let line = try #require(
      Support.lines(in: try Support.group(list, .panel(0, .constraint(.number(1), .marks))).items).first)
    #expect(line.ends == .none)
    #expect(line.start.x == 16 + o.x && line.end.x == 16 + o.x)
  }

  @Test func equalWidthsDrawABarAcrossEachViewWithBadges() throws {
    let buttons = Fixtures.twoEqualWidthButtons(width: 375, height: 667, caption: "")
    let list = try Support.renderer.displayList(for: Figure(title: "A5", panels: [buttons]))
    let o = try Support.screenOrigin(list, panel: 0)
    let bars = Support.lines(in: try Support.group(list, .panel(0, .constraint(.number(6), .marks))).items)
    #expect(bars.count == 2)
    for (bar, view) in zip(bars, [ViewID(0), ViewID(1)]) {
      #expect(bar.start.x == buttons.frame(view).x + o.x)
      #expect(bar.end.x == buttons.frame(view).maxX + o.x)
    }
    // Both "=" badges sit in the tag group of constraint 6.
    let tag = try Support.group(list, .panel(0, .constraint(.number(6), .tag)))
    let equals = Support.runs(in: tag.items).filter { $0.text == "=" }
    #expect(equals.count == 2)
  }

  @Test func baselineIsDottedAtTheSharedBaseline() throws {
    let list = try Support.renderer.displayList(for: Figure(title: "A1", panels: [panel]))
    let o = try Support.screenOrigin(list, panel: 0)
    let line = try #require(
      Support.lines(in: try Support.group(list, .panel(0, .constraint(.number(5), .marks))).items).first)
    #expect(line.stroke.dash == Stroke.dottedDash)
    let baseline = try #require(panel.lastBaseline(ViewID(0)))
    #expect(line.start.y == baseline + o.y && line.end.y == baseline + o.y)
    #expect(line.start.x < panel.frame(ViewID(0)).x + o.x)
    #expect(line.end.x > panel.frame(ViewID(1)).maxX + o.x)
  }

  @Test func optionalConstraintsAreDashedAndColouredByStatus() throws {
    let list = try Support.renderer.displayList(
      for: Figure(title: "A2", panels: [Fixtures.optionalAndAmbiguous()]))
    let broken = try #require(
      Support.lines(in: try Support.group(list, .panel(0, .constraint(.number(6), .marks))).items).first)
    #expect(broken.stroke.dash == [4, 3])
    #expect(broken.stroke.paint == .role(.broken))
    let required = try #require(
      Support.lines(in: try Support.group(list, .panel(0, .constraint(.number(4), .marks))).items).first)
    #expect(required.stroke.dash.isEmpty)
    #expect(required.stroke.paint == .role(.satisfied))
  }
}
