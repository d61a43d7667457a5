/// Draws the annotation boxes: the numbered marker with its constant pill, and "=" badges.
struct TagPainter {
  /// Text shaping.
  let text: TextPainter
  /// Text size of markers and pills.
  static let fontSize = 9.0
  /// Height of markers and pills.
  static let height = 14.0

  /// A tag's parts, measured; drawn once placed.
  struct Tag {
    var number: ShapedText?
    var pill: ShapedText?
    var numberWidth: Double
    var pillWidth: Double

    var width: Double { numberWidth + pillWidth + (numberWidth > 0 && pillWidth > 0 ? 2 : 0) }
  }

  /// Measures the tag of a constraint; nil when it would be empty.
  func measure(_ c: DrawnConstraint) throws(RenderError) -> Tag? {
    let number = try c.marker.map { m throws(RenderError) in
      try text.shape(m, size: Self.fontSize, weight: .semibold)
    }
    let pill = try ConstraintStyle.pillText(c).map { s throws(RenderError) in
      try text.shape(s, size: Self.fontSize, weight: .medium)
    }
    if number == nil && pill == nil { return nil }
    let nw = number.map { max(Self.height, $0.width + 6) } ?? 0
    let pw = pill.map { $0.width + 8 } ?? 0
    return Tag(number: number, pill: pill, numberWidth: nw, pillWidth: pw)
  }

  /// The tag's items with its box at `rect`.
  func draw(_ tag: Tag, in rect: DisplayRect, role: PaintRole) -> [DisplayItem] {
    var items: [DisplayItem] = []
    var x = rect.x
    if let number = tag.number {
      let box = DisplayRect(x: x, y: rect.y, width: tag.numberWidth, height: Self.height)
      // A thin canvas-coloured ring keeps the marker visible on tinted views.
      items.append(
        .rect(
          RectItem(
            rect: box, cornerRadius: Self.height / 2, fill: .role(role),
            stroke: Stroke(paint: .role(.canvas), width: 1))))
      items += centered(number, in: box, paint: .role(.onAccent))
      x += tag.numberWidth + 2
    }
    if let pill = tag.pill {
      let box = DisplayRect(x: x, y: rect.y, width: tag.pillWidth, height: Self.height)
      items.append(
        .rect(
          RectItem(
            rect: box.insetBy(0.5), cornerRadius: 3, fill: .role(.canvas),
            stroke: Stroke(paint: .role(role), width: 1))))
      items += centered(pill, in: box, paint: .role(role))
    }
    return items
  }

  /// The "=" badge of an equal-size pair (a small filled square).
  func badge(in rect: DisplayRect, role: PaintRole) throws(RenderError) -> [DisplayItem] {
    let shaped = try text.shape("=", size: 10, weight: .bold)
    return [.rect(RectItem(rect: rect, cornerRadius: 3, fill: .role(role)))]
      + centered(shaped, in: rect, paint: .role(.onAccent))
  }

  /// Size of the "=" badge.
  static let badgeSize = 12.0

  private func centered(_ shaped: ShapedText, in box: DisplayRect, paint: Paint) -> [DisplayItem] {
    // Centre the ink band between ascender and descender on the box.
    let inkHeight = shaped.ascender - shaped.descender
    let baseline = box.midY + inkHeight / 2 + shaped.descender
    let top = baseline - (shaped.lines.first?.baseline ?? shaped.ascender)
    let origin = DisplayPoint(x: box.x + (box.width - shaped.width) / 2, y: top)
    return text.runs(shaped, origin: origin, paint: paint).map(DisplayItem.glyphs)
  }
}
