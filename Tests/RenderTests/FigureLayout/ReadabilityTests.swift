import Layout
import TestSupport
import Testing

@testable import Render

/// Fixes from looking at the book: tags beside the line they label, leaders that do not cross
/// other tags, and constraints that only some panels install drawn as class-only.
@Suite struct ReadabilityTests {
  @Test func tagOfAVerticalLineGoesBesideIt() {
    // A 2 x 2 obstacle on the anchor (100, 100) blocks the tag (30 x 14) centred there. Without a
    // direction the next spot is straight above: centre (100, 100 - 7 - 3 = 90). Beside a vertical
    // line it is to the right instead: centre (100 + 15 + 3 = 118, 100).
    let obstacle = DisplayRect(x: 99, y: 99, width: 2, height: 2)
    let anchor = DisplayPoint(x: 100, y: 100)
    var plain = AnnotationPlacer(obstacles: [obstacle])
    let above = plain.place(width: 30, height: 14, anchor: anchor)
    #expect(above.rect == DisplayRect(x: 85, y: 83, width: 30, height: 14))
    var beside = AnnotationPlacer(obstacles: [obstacle])
    let right = beside.place(width: 30, height: 14, anchor: anchor, along: .vertical)
    #expect(right.rect == DisplayRect(x: 103, y: 93, width: 30, height: 14))
    #expect(!right.needsLeader)
  }

  @Test func leaderDoesNotCrossAnotherTag() {
    // Box B (x 95...105, y 90...95) is placed first, on its own anchor; an obstacle (y 108...112)
    // blocks the spot below. Together they block the tag (30 x 14) at the anchor (100, 100) and
    // the four spots touching it. The first ring spot, straight above (centre y = 100 - (7 + 12.5)
    // = 80.5, ring step 14 * 0.75 + 2), is free but its leader from (100, 100) up to (100, 87.5)
    // would cross B; straight below is blocked; the next, to the right, has centre
    // x = 100 + 15 + 12.5 = 127.5 and a horizontal leader at y = 100, clear of B.
    var placer = AnnotationPlacer(obstacles: [DisplayRect(x: 95, y: 108, width: 10, height: 4)])
    let b = placer.place(width: 10, height: 5, anchor: DisplayPoint(x: 100, y: 92.5))
    #expect(b.rect == DisplayRect(x: 95, y: 90, width: 10, height: 5))
    let tag = placer.place(width: 30, height: 14, anchor: DisplayPoint(x: 100, y: 100))
    #expect(tag.rect == DisplayRect(x: 112.5, y: 93, width: 30, height: 14))
    #expect(tag.needsLeader)
  }

  @Test func tagTakesADirectionBetweenTheEightWhenTheyAreAllBarred() {
    // Eight 2 x 2 (or 2 x 1) texts sit on the eight rays from the anchor (100, 100), 4-5 pt out:
    // every spot touching the anchor covers one and every leader in the eight directions crosses
    // one, at any distance. Before, the tag (20 x 14) went under everything. The first direction
    // between the eight, (1, -0.5), ring 1 (step 14 * 0.75 + 2 = 12.5): centre
    // (100 + 10 + 12.5, 100 - 0.5 * (7 + 12.5)) = (122.5, 90.25), box x 112.5...132.5,
    // y 83.25...97.25; its leader from (100, 100) to (112.5, 97.25) passes y 99.1...98.7 at
    // x 104...106, above the text on the right ray (y 99.5...100.5) and below the one on the
    // up-right ray (y 94...96).
    let texts = [
      DisplayRect(x: 99, y: 95, width: 2, height: 2), DisplayRect(x: 99, y: 103, width: 2, height: 2),
      DisplayRect(x: 104, y: 99.5, width: 2, height: 1), DisplayRect(x: 94, y: 99.5, width: 2, height: 1),
      DisplayRect(x: 104, y: 94, width: 2, height: 2), DisplayRect(x: 94, y: 94, width: 2, height: 2),
      DisplayRect(x: 104, y: 104, width: 2, height: 2), DisplayRect(x: 94, y: 104, width: 2, height: 2),
    ]
    var placer = AnnotationPlacer(obstacles: texts, texts: texts)
    let tag = placer.place(width: 20, height: 14, anchor: DisplayPoint(x: 100, y: 100))
    #expect(tag.rect == DisplayRect(x: 112.5, y: 83.25, width: 20, height: 14))
    #expect(tag.needsLeader)
  }

  @Test func leaderGoesAroundAPictureWhenItCan() {
    // A 30 x 30 obstacle around the anchor (100, 100) blocks the tag (20 x 14) touching it and in
    // ring 1 (step 14 * 0.75 + 2 = 12.5). Ring 2 straight up, centre y = 100 - (7 + 25) = 68, box
    // y 61...75, is free, but its leader from (100, 100) to (100, 75) runs through a picture
    // (x 95...105, y 76...84); straight down, centre y = 132, box y 125...139, leads clear of it.
    let picture = DisplayRect(x: 95, y: 76, width: 10, height: 8)
    let obstacle = DisplayRect(x: 85, y: 85, width: 30, height: 30)
    var placer = AnnotationPlacer(obstacles: [obstacle], contentFrames: [picture])
    let tag = placer.place(width: 20, height: 14, anchor: DisplayPoint(x: 100, y: 100))
    #expect(tag.rect == DisplayRect(x: 90, y: 125, width: 20, height: 14))
    #expect(tag.needsLeader)
    // Without the picture the first free spot is the one above.
    var plain = AnnotationPlacer(obstacles: [obstacle])
    #expect(plain.place(width: 20, height: 14, anchor: DisplayPoint(x: 100, y: 100)).rect.y == 61)
  }

  @Test func secondTagOfAPairStandsBesideTheFirstAwayFromItsAnchor() {
    // The partner's tag is at x 100...120, y 100...114, its anchor to the right (150, 107): the
    // pair's second tag (16 x 14) goes on the left, 2 pt away (the 1.5 pt gap and 0.5): x 82...98,
    // same top, no leader. With the left blocked, it goes right: x 122...138.
    let partner = AnnotationPlacer.Placement(
      rect: DisplayRect(x: 100, y: 100, width: 20, height: 14), needsLeader: true,
      anchor: DisplayPoint(x: 150, y: 107))
    var placer = AnnotationPlacer(obstacles: [partner.rect])
    let left = placer.placeBeside(partner, width: 16, height: 14, owner: 2)
    #expect(left?.rect == DisplayRect(x: 82, y: 100, width: 16, height: 14))
    #expect(left?.needsLeader == false)
    var blocked = AnnotationPlacer(obstacles: [partner.rect, DisplayRect(x: 85, y: 105, width: 4, height: 4)])
    let right = blocked.placeBeside(partner, width: 16, height: 14, owner: 2)
    #expect(right?.rect == DisplayRect(x: 122, y: 100, width: 16, height: 14))
  }

  @Test func segmentCrossing() {
    let r = DisplayRect(x: 4, y: 4, width: 2, height: 2)
    let o = DisplayPoint(x: 0, y: 0)
    #expect(AnnotationPlacer.segment(from: o, to: DisplayPoint(x: 10, y: 10), crosses: r))
    #expect(!AnnotationPlacer.segment(from: o, to: DisplayPoint(x: 10, y: 0), crosses: r))
    // Ends before reaching the rectangle.
    #expect(!AnnotationPlacer.segment(from: o, to: DisplayPoint(x: 3, y: 3), crosses: r))
    // Vertical, through the middle.
    #expect(
      AnnotationPlacer.segment(from: DisplayPoint(x: 5, y: 0), to: DisplayPoint(x: 5, y: 9), crosses: r))
  }

  @Test func constraintUninstalledInAnotherPanelIsClassOnly() throws {
    // A8's situation: constraint 2 (Long Button.Leading = Short Button.Trailing + Standard) is
    // uninstalled in the second panel, so it exists only in the first: purple there, and the
    // list says where it lives. Constraint 1, in both panels, stays shared (blue).
    let first = Fixtures.twoEqualWidthButtons(width: 667, height: 375, caption: "Any-Any")
    var second = Fixtures.twoEqualWidthButtons(width: 375, height: 667, caption: "Compact-Regular")
    second.result[constraint: .explicit(1)].status = .notInstalled
    let list = try Support.renderer.displayList(for: Figure(title: "A8", panels: [first, second]))
    #expect(
      try Support.group(list, .panel(0, .constraint(.number(2), .marks))).classes.contains("class-only"))
    #expect(
      try !Support.group(list, .panel(0, .constraint(.number(1), .marks))).classes.contains("class-only"))
    let row = try Support.group(list, .constraintListRow(.number(2)))
    let text = Support.runs(in: row.items).map(\.text).joined()
    #expect(text.contains("only in Any-Any"), "\(text)")
    #expect(
      !Support.runs(in: try Support.group(list, .constraintListRow(.number(1))).items).map(\.text).joined()
        .contains("only in"))
  }

  @Test func secondBarOnTheSameDistanceMovesAsideKeepingItsEnds() throws {
    // A1's constraint 4 (text field top = guide bottom + 20) drawn at x = field.midX from y = 20
    // to the field's top; a second constraint 6 on the same two edges (priority 249) keeps those
    // y ends but moves 5 pt to the right, so both bars show.
    var panel = Fixtures.simpleLabelAndTextField()
    var twin = panel.scene.constraints[3]
    twin.number = 6
    twin.priority = LayoutPriority(249) ?? .required
    twin.sourceText += " (Priority 249)"
    panel.scene.constraints.append(twin)
    panel.result.constraints.append(SolvedConstraint(status: .satisfied, resolvedConstant: nil))
    let list = try Support.renderer.displayList(for: Figure(title: "twins", panels: [panel]))
    let o = try Support.screenOrigin(list, panel: 0)
    let field = panel.frame(ViewID(1))
    let first = try #require(
      Support.lines(in: try Support.group(list, .panel(0, .constraint(.number(4), .marks))).items).first)
    let second = try #require(
      Support.lines(in: try Support.group(list, .panel(0, .constraint(.number(6), .marks))).items).first)
    #expect(first.start.x == field.midX + o.x && first.end.x == field.midX + o.x)
    #expect(second.start.x == field.midX + 5 + o.x && second.end.x == field.midX + 5 + o.x)
    for bar in [first, second] {
      #expect(bar.start.y == 20 + o.y)
      #expect(bar.end.y == field.y + o.y)
    }
  }

  @Test func leadersArePaintedUnderEveryTag() throws {
    // In the annotation layer, every leader group comes before every tag group.
    let list = try Support.renderer.displayList(for: Fixtures.figures[0])
    for group in list.allGroups {
      guard case .panel(_, .annotations) = group.id else { continue }
      // A stack view's label is a tag too.
      let layers = group.items.compactMap { item -> DisplayGroupID.ConstraintLayer? in
        guard case .group(let g) = item, case .panel(_, let part) = g.id else { return nil }
        switch part {
        case .constraint(_, let layer): return layer
        case .stackLabel: return .tag
        default: return nil
        }
      }
      let lastLeader = layers.lastIndex(of: .leader) ?? -1
      let firstTag = layers.firstIndex(of: .tag) ?? layers.count
      #expect(lastLeader < firstTag, "\(layers)")
    }
  }

  @Test func baselineMarkerStaysOutOfTheTextFieldWhenTheGapIsTaken() throws {
    // A1: the gap between label and field holds tag 3 (the spacing, earlier in the list). Marker 5
    // (the shared baseline) used to sit on its dotted line inside the text field, after the
    // placeholder; a text field is content, so the marker now stands outside it, with a leader.
    let panel = Fixtures.simpleLabelAndTextField()
    let list = try Support.renderer.displayList(for: Figure(title: "A1", panels: [panel]))
    let o = try Support.screenOrigin(list, panel: 0)
    let field = panel.frame(ViewID(1)).offsetBy(dx: o.x, dy: o.y)
    let label = panel.frame(ViewID(0)).offsetBy(dx: o.x, dy: o.y)
    let tag = try #require(
      DisplayItem.group(try Support.group(list, .panel(0, .constraint(.number(5), .tag)))).bounds)
    #expect(!tag.intersects(field), "\(tag) in \(field)")
    #expect(!tag.intersects(label), "\(tag) on \(label)")
    #expect(list.group(.panel(0, .constraint(.number(5), .leader))) != nil)
  }

  @Test func baselineMarkersInTheLabelFieldGapGoToTheirLinesEnds() throws {
    // A3: three rows of a right-aligned label, an 8 pt gap and a text field. The gap holds the
    // spacing I-bars 4-6, whose tags leave it up and down; the baseline markers 10-12 used to leave
    // it the same ways, their leaders running along 4's and 5's. Each now stands at an end of its
    // dotted line (4 pt outside the label's leading edge or the field's trailing edge), touching it
    // or with a leader from that end, never from inside the gap.
    let entry = try #require(Book.entries.first { $0.file == "a3-fixed-height-columns.recipe" })
    let list = try Support.renderer.displayList(for: entry.figure)
    let o = try Support.screenOrigin(list, panel: 0)
    let panel = entry.figure.panels[0]
    for row in 0..<3 {
      let label = panel.frame(ViewID(row)).offsetBy(dx: o.x, dy: o.y)
      let field = panel.frame(ViewID(row + 3)).offsetBy(dx: o.x, dy: o.y)
      let number = 10 + row
      // The marker's box: its drawing less the 1 pt outline (0.5 pt outside the box).
      let tag = try #require(
        DisplayItem.group(try Support.group(list, .panel(0, .constraint(.number(number), .tag)))).bounds
      ).insetBy(0.5)
      let ends = [label.x - 4, field.maxX + 4]
      #expect(tag.maxX <= label.x || tag.x >= field.maxX, "\(number): \(tag) between \(label) and \(field)")
      if let leader = list.group(.panel(0, .constraint(.number(number), .leader))) {
        let start = try #require(Support.lines(in: leader.items).first).start
        #expect(ends.contains { abs($0 - start.x) < 0.01 }, "\(number): leader from \(start), ends \(ends)")
      } else {
        #expect(
          ends.contains { abs($0 - (tag.x - 3)) < 0.01 || abs($0 - (tag.maxX + 3)) < 0.01 },
          "\(number): \(tag), ends \(ends)")
      }
    }
  }

  @Test func centreLineStopsInsideEachView() {
    // D3: image x 24...84, label x 108...351 side by side, aligned centres. The line spans
    // 20...355 (4 pt past both) but leaves out each view's interior beyond 6 pt: 30...78 and
    // 114...345, so it never strikes through the label's text.
    let pieces = ConstraintShape.centreLinePieces(
      span: (20, 355), views: [(min: 108, max: 351), (min: 24, max: 84)])
    #expect(pieces.map { [$0.0, $0.1] } == [[20, 30], [78, 114], [345, 355]])
    // A view too narrow to leave out anything keeps the line whole.
    #expect(ConstraintShape.centreLinePieces(span: (0, 10), views: []).map { [$0.0, $0.1] } == [[0, 10]])
  }
}
