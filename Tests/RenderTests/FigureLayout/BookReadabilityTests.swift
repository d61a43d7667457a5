import Render
import TestSupport
import Testing

/// The whole book as the CLI draws it (fitted, wrapped at 1000 points), read from the display list:
/// annotations clear of content and of each other, inside their panels; every text the renderer
/// colours itself legible (WCAG AA) in both themes.
@Suite("Book readability")
struct BookReadabilityTests {
  static let options = RenderOptions(fit: .content, maxWidth: 1000)

  /// A panel's region: its scene and its views (D2's label runs past the screen), grown by the
  /// 44-point gutter where tags may stand beside the scene (docs/render.md, "Placement").
  static func region(_ list: DisplayList) -> (DisplayListAudit.Panel) -> DisplayRect? {
    { panel in
      let scene =
        list.group(.panel(panel.index, .surface(isCell: false)))
        ?? list.group(.panel(panel.index, .surface(isCell: true)))
      guard let scene, case .rect(let canvas)? = scene.items.first else { return nil }
      var region = canvas.rect
      for g in list.allGroups where g.classes.contains("view") {
        guard case .panel(panel.index, .view) = g.id else { continue }
        if let b = DisplayItem.group(g).bounds { region = region.union(b) }
      }
      return region.insetBy(-44)
    }
  }

  @Test(
    "no annotation box covers view text, another constraint's box, or leaves its panel",
    arguments: Book.entries)
  func clearOfContent(_ entry: Book.Entry) throws {
    let list = try Support.renderer.displayList(for: entry.figure, options: Self.options)
    let findings = DisplayListAudit.overlaps(list, region: Self.region(list))
    let (new, fixed) = DisplayListAudit.unexpected(findings, in: entry.file)
    #expect(new.isEmpty, "\(entry.file): \(new.joined(separator: "; "))")
    #expect(fixed.isEmpty, "\(entry.file): fixed, take off DisplayListAudit.knownFindings: \(fixed)")
    // The audit sees something: every panel with constraints has boxes, every text view its text.
    #expect(DisplayListAudit.panels(list).contains { !$0.boxes.isEmpty })
  }

  @Test(
    "every text in a theme colour reaches 4.5:1 on what it is drawn on, light and dark",
    arguments: Book.entries)
  func contrast(_ entry: Book.Entry) throws {
    for theme in Theme.allCases {
      var options = Self.options
      options.theme = theme
      let list = try Support.renderer.displayList(for: entry.figure, options: options)
      let findings = DisplayListAudit.lowContrastTexts(list, theme: theme)
      #expect(findings.isEmpty, "\(entry.file) \(theme): \(findings.prefix(5).joined(separator: "; "))")
    }
  }

  @Test("a segment enters a rectangle: through it yes; along or outside an edge, or ending at it, no")
  func segmentOracle() {
    let r = DisplayRect(x: 0, y: 0, width: 10, height: 10)
    func p(_ x: Double, _ y: Double) -> DisplayPoint { DisplayPoint(x: x, y: y) }
    #expect(DisplayListAudit.segment(p(-5, 5), p(15, 5), entersInside: r))
    #expect(DisplayListAudit.segment(p(-5, -4), p(6, 7), entersInside: r))
    #expect(!DisplayListAudit.segment(p(-5, 0), p(15, 0), entersInside: r))
    #expect(!DisplayListAudit.segment(p(-5, 5), p(0, 5), entersInside: r))
    // Passes the corner (0, 0) outside: the line x + y = -1.
    #expect(!DisplayListAudit.segment(p(-6, 5), p(5, -6), entersInside: r))
    #expect(DisplayListAudit.segment(p(-4, 5), p(5, -4), entersInside: r))
  }

  @Test("leaders: an X crosses, collinear pieces sharing 40 pt run along, a shared end or a T only touches")
  func crossingOracle() {
    func p(_ x: Double, _ y: Double) -> DisplayPoint { DisplayPoint(x: x, y: y) }
    #expect(DisplayListAudit.crossing(p(0, 0), p(10, 10), p(0, 10), p(10, 0)) == "crosses")
    // Two leaders on the same vertical line, y 0...60 and 20...100: 40 pt in common.
    #expect(DisplayListAudit.crossing(p(5, 0), p(5, 60), p(5, 20), p(5, 100)) == "runs along")
    // Same line, end to end (one point in common); parallel 1 pt apart; from one anchor; a T.
    #expect(DisplayListAudit.crossing(p(5, 0), p(5, 60), p(5, 60), p(5, 100)) == nil)
    #expect(DisplayListAudit.crossing(p(5, 0), p(5, 60), p(6, 0), p(6, 60)) == nil)
    #expect(DisplayListAudit.crossing(p(0, 0), p(10, 10), p(0, 0), p(10, -10)) == nil)
    #expect(DisplayListAudit.crossing(p(0, 0), p(10, 0), p(5, 0), p(5, 10)) == nil)
    // Lines that would cross if they were longer.
    #expect(DisplayListAudit.crossing(p(0, 0), p(4, 4), p(0, 10), p(10, 0)) == nil)
  }

  @Test("WCAG ratios: black on white 21:1, #777777 on white 4.48:1, #767676 on white 4.54:1")
  func contrastOracle() {
    let white = RGBA(hex: 0xFFFFFF)
    #expect(abs(Contrast.ratio(RGBA(hex: 0x000000), white) - 21) < 1e-9)
    #expect(abs(Contrast.ratio(RGBA(hex: 0x777777), white) - 4.48) < 0.005)
    #expect(abs(Contrast.ratio(RGBA(hex: 0x767676), white) - 4.54) < 0.005)
  }

  @Test(
    "the audit catches what it looks for: a tag moved onto a text, a leader across a text, gray on gray")
  func auditCanFail() throws {
    let panel = Fixtures.simpleLabelAndTextField()
    var list = try Support.renderer.displayList(for: Figure(title: "A1", panels: [panel]))
    #expect(DisplayListAudit.overlaps(list).isEmpty)
    // Move the tags of the first panel so that the first lands on the label's text.
    let label = try #require(DisplayListAudit.panels(list).first?.contentText.first)
    let box = try #require(DisplayListAudit.panels(list).first?.boxes.first).rect
    list.items = list.items.map { item in
      guard case .group(var g) = item, g.id == .panel(0, .whole) else { return item }
      g.items = g.items.map { inner in
        guard case .group(let layer) = inner, layer.classes.contains("annotations") else { return inner }
        return inner.translated(dx: label.rect.midX - box.midX, dy: label.rect.midY - box.midY)
      }
      return .group(g)
    }
    #expect(!DisplayListAudit.overlaps(list).isEmpty)
    // A leader drawn across the label's text (corner to corner of its box) is reported.
    var crossed = try Support.renderer.displayList(for: Figure(title: "A1", panels: [panel]))
    let diagonal = LineItem(
      start: DisplayPoint(x: label.rect.x - 10, y: label.rect.y - 10),
      end: DisplayPoint(x: label.rect.maxX + 10, y: label.rect.maxY + 10),
      stroke: Stroke(paint: .role(.text), width: 1))
    crossed.items = crossed.items.map { item in
      guard case .group(var g) = item, g.id == .panel(0, .whole) else { return item }
      let leader = DisplayGroupID.panel(0, .constraint(.number(99), .leader))
      g.items.append(.group(DisplayGroup(id: leader, classes: ["leader"], items: [.line(diagonal)])))
      return .group(g)
    }
    #expect(DisplayListAudit.overlaps(crossed).contains { $0.contains("leader of p0-c99-leader crosses") })
    // Two leaders of different constraints in an X far from any text, and an alignment line of a
    // constraint through the label's text: both reported.
    var more = try Support.renderer.displayList(for: Figure(title: "A1", panels: [panel]))
    let stroke = Stroke(paint: .role(.text), width: 1)
    func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> DisplayItem {
      .line(LineItem(start: DisplayPoint(x: x0, y: y0), end: DisplayPoint(x: x1, y: y1), stroke: stroke))
    }
    more.items = more.items.map { item in
      guard case .group(var g) = item, g.id == .panel(0, .whole) else { return item }
      for (n, l) in [(97, line(300, 300, 340, 340)), (98, line(300, 340, 340, 300))] {
        let id = DisplayGroupID.panel(0, .constraint(.number(n), .leader))
        g.items.append(.group(DisplayGroup(id: id, classes: ["leader"], items: [l])))
      }
      let marks = DisplayGroupID.panel(0, .constraint(.number(96), .marks))
      let through = line(label.rect.midX, label.rect.y - 10, label.rect.midX, label.rect.maxY + 10)
      g.items.append(.group(DisplayGroup(id: marks, classes: ["constraint", "marks"], items: [through])))
      return .group(g)
    }
    let findings = DisplayListAudit.overlaps(more)
    #expect(findings.contains { $0.contains("leader of p0-c97-leader crosses the leader of p0-c98-leader") })
    #expect(findings.contains { $0.contains("a line of p0-c96 crosses the text") })
    let gray = DisplayList(
      width: 100, height: 40, title: "", summary: "",
      items: [
        .rect(
          RectItem(rect: DisplayRect(x: 0, y: 0, width: 100, height: 40), fill: .color(RGBA(hex: 0xAAAAAA)))),
        .glyphs(
          DisplayGlyphRun(
            font: FontReference(path: "/none"), size: 12,
            glyphs: [.init(id: 1, position: DisplayPoint(x: 10, y: 20))],
            paint: .role(.secondaryText), text: "gray",
            bounds: DisplayRect(x: 10, y: 8, width: 30, height: 14))),
      ])
    #expect(DisplayListAudit.lowContrastTexts(gray, theme: .light).count == 1)
  }
}
