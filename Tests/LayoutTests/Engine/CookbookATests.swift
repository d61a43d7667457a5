import Layout
import TestSupport
import Testing

/// COOKBOOK.md A1-A4 with the fake measurer (FakeMeasurer.swift). Shared facts used below:
/// root margins 16 (compact width); Top Layout Guide bottom 20; Standard 8; scale 2.
/// 17 pt label: 8.5 pt per character, height 20, first baseline 16 below its top.
/// 14 pt text field: 7 pt per character, intrinsic width = text + 2 x 7, height 30; its text block
/// is 17 high, centred: baseline = top + (30 - 17) / 2 + 13 = top + 19.5.
/// Label baseline = top + (height - 20) / 2 + 16 = top + 16 at its intrinsic height.
@Suite("Cookbook A1-A4: labels and text fields")
struct CookbookATests {
  /// A1/A2's two views; `labelFont` is Headline 17 in A1, 17 or 36 pt in A2.
  static func nameRow(width: Double, labelFont: FontSpec) -> (SceneBuilder, ViewID, ViewID) {
    var b = SceneBuilder(width: width, height: 667)
    let label = b.label("Name Label", "Name", font: labelFont)
    let field = b.view("Name Text Field", .textField) { $0.placeholder = "Enter name" }
    b.add(anchor(label, .leading), .equal, superview(.leadingMargin))
    b.add(anchor(field, .trailing), .equal, superview(.trailingMargin))
    b.add(anchor(field, .leading), .equal, anchor(label, .trailing), .standard)
    return (b, label, field)
  }

  @Test("A1 Simple Label and Text Field at 375 and 320", arguments: [375.0, 320.0])
  func simpleLabelAndTextField(width: Double) throws {
    var (b, label, field) = Self.nameRow(width: width, labelFont: .style(.headline))
    b.add(anchor(field, .top), .equal, Anchor(.topLayoutGuide, .bottom), 20)
    b.add(anchor(label, .lastBaseline), .equal, anchor(field, .lastBaseline))
    let r = try b.solve()
    // Label "Name": 4 x 8.5 = 34 wide, 20 high; it hugs at 251 > the field's 250, so it keeps 34.
    // Field: x = 16 + 34 + 8 = 58, width = (width - 16) - 58; y = 20 + 20 = 40, height 30.
    // Baselines: field 40 + 19.5 = 59.5 = label top + 16, so label top = 43.5.
    #expect(same(r.frame(label), rect(16, 43.5, 34, 20)))
    #expect(same(r.frame(field), rect(58, 40, width - 16 - 58, 30)))
    #expect(r[field].lastBaseline == 59.5)
    #expect(r.diagnoses.isEmpty)
  }

  @Test("A constraint ref reads a scene constraint's outcome and an implicit one's status and constant")
  func outcomesByRef() throws {
    let (b, label, _) = Self.dynamicHeightRow(width: 375, labelSize: 17)
    let r = try b.solve()
    // The scene's width is an implicit constraint: required, satisfied, constant 375.
    let width = try #require(r.implicitConstraints.firstIndex { $0.kind == .sceneSize(.horizontal) })
    #expect(r[constraint: .implicit(width)] == SolvedConstraint(status: .satisfied, resolvedConstant: 375))
    // Constraint 3 (index 2) is "Leading = Name Label.Trailing + Standard": Standard is 8.
    #expect(r[constraint: .explicit(2)].resolvedConstant == 8)
    // Unknown refs read as satisfied with no constant; the scene names only its own constraints.
    #expect(r[constraint: .explicit(99)] == SolvedConstraint(status: .satisfied, resolvedConstant: nil))
    #expect(r[constraint: .implicit(9_999)] == SolvedConstraint(status: .satisfied, resolvedConstant: nil))
    #expect(b.scene.constraint(.explicit(0))?.first == anchor(label, .leading))
    #expect(b.scene.constraint(.implicit(width)) == nil && b.scene.constraint(.explicit(99)) == nil)
    #expect(b.scene.constraintRefs == (0..<8).map(ConstraintRef.explicit))
  }

  /// A2's vertical constraints 4-8 on top of the shared row.
  static func dynamicHeightRow(width: Double, labelSize: Double) -> (SceneBuilder, ViewID, ViewID) {
    var (b, label, field) = nameRow(width: width, labelFont: .system(labelSize))
    let guide = Anchor(.topLayoutGuide, .bottom)
    b.add(anchor(label, .top), .greaterThanOrEqual, guide, 20)
    b.add(anchor(label, .top), .equal, guide, 20, priority: 249)
    b.add(anchor(field, .top), .greaterThanOrEqual, guide, 20)
    b.add(anchor(field, .top), .equal, guide, 20, priority: 249)
    b.add(anchor(label, .lastBaseline), .equal, anchor(field, .lastBaseline))
    return (b, label, field)
  }

  @Test("A2 with a 17 pt label: the text field is taller and sits at 40", arguments: [375.0, 320.0])
  func dynamicHeight17(width: Double) throws {
    let (b, label, field) = Self.dynamicHeightRow(width: width, labelSize: 17)
    let r = try b.solve()
    // Baselines equal: label.top + 16 = field.top + 19.5, so label.top = field.top + 3.5.
    // Both tops >= 40 (required); the two @249 wishes cost |label.top - 40| + |field.top - 40|,
    // least at field.top = 40, label.top = 43.5 (constraint 5 misses by 3.5).
    #expect(same(r.frame(label), rect(16, 43.5, 34, 20)))
    #expect(same(r.frame(field), rect(58, 40, width - 74, 30)))
    #expect(r[constraint: .explicit(4)].status == .brokenOptional(by: 3.5))
    #expect(r[constraint: .explicit(6)].status == .satisfied)
    #expect(r.diagnoses == [.brokenOptional(.explicit(4), by: 3.5)])
    #expect(
      r.diagnoses[0].message(in: b.scene)
        == "Constraint #5 `Name Label.Top = Top Layout Guide.Bottom + 20 (Priority 249)` is broken by 3.5 pt."
    )
  }

  @Test("A2 with a 36 pt label: the label is taller and sits at 40", arguments: [375.0, 320.0])
  func dynamicHeight36(width: Double) throws {
    let (b, label, field) = Self.dynamicHeightRow(width: width, labelSize: 36)
    let r = try b.solve()
    // 36 pt: 18 per character, height 39, baseline 35 below the top. "Name" = 72 wide.
    // label.top + 35 = field.top + 19.5, so field.top = label.top + 15.5: label.top = 40 and
    // field.top = 55.5 (constraint 7 misses by 15.5). Field x = 16 + 72 + 8 = 96.
    #expect(same(r.frame(label), rect(16, 40, 72, 39)))
    #expect(same(r.frame(field), rect(96, 55.5, width - 16 - 96, 30)))
    #expect(r[constraint: .explicit(6)].status == .brokenOptional(by: 15.5))
  }

  /// A3/A4's three rows, constraints 1-14; returns labels and fields top to bottom.
  static func columns(width: Double, labelSize: Double) -> (SceneBuilder, [ViewID], [ViewID]) {
    var b = SceneBuilder(width: width, height: 667)
    let names = ["First", "Middle", "Last"]
    let labels = names.map { n in
      b.view("\(n) Name Label", .label) {
        $0.text = "\(n) Name"
        $0.alignment = .right
        $0.font = .system(labelSize)
      }
    }
    let fields = names.map { n in
      b.view("\(n) Name Text Field", .textField) { $0.placeholder = "Enter \(n.lowercased()) name" }
    }
    for l in labels { b.add(anchor(l, .leading), .equal, superview(.leadingMargin)) }
    for (l, f) in zip(labels, fields) { b.add(anchor(f, .leading), .equal, anchor(l, .trailing), .standard) }
    for f in fields { b.add(anchor(f, .trailing), .equal, superview(.trailingMargin)) }
    for (l, f) in zip(labels, fields) { b.add(anchor(l, .lastBaseline), .equal, anchor(f, .lastBaseline)) }
    b.add(anchor(fields[0], .width), .equal, anchor(fields[1], .width))
    b.add(anchor(fields[0], .width), .equal, anchor(fields[2], .width))
    return (b, labels, fields)
  }

  @Test(
    "A3 Fixed Height Columns: equal fields make equal labels, stretched to the longest",
    arguments: [375.0, 320.0])
  func fixedHeightColumns(width: Double) throws {
    var (b, labels, fields) = Self.columns(width: width, labelSize: 17)
    b.add(anchor(fields[0], .top), .equal, Anchor(.topLayoutGuide, .bottom), 20)
    b.add(anchor(fields[1], .top), .equal, anchor(fields[0], .bottom), .standard)
    b.add(anchor(fields[2], .top), .equal, anchor(fields[1], .bottom), .standard)
    let r = try b.solve()
    // Each row: label.width + field.width = width - 32 - 8. Field widths are equal, so label
    // widths L are equal too. Resistance 750: L >= 85, 93.5, 76.5 ("First Name" 10 chars,
    // "Middle Name" 11, "Last Name" 9) and field >= 126, 133, 119; feasible for L in
    // [93.5, width - 40 - 133]. Then hugging 251 wants L small: L = 93.5, the longest label.
    let field = width - 40 - 93.5
    for (i, (l, f)) in zip(labels, fields).enumerated() {
      let top = 40 + Double(i) * 38  // 40, 78, 116: 30 high + Standard
      #expect(same(r.frame(l), rect(16, top + 3.5, 93.5, 20)))
      #expect(same(r.frame(f), rect(16 + 93.5 + 8, top, field, 30)))
    }
    #expect(r.ambiguity == nil)
  }

  /// A4's constraints 15-26.
  static func dynamicColumns(width: Double, labelSize: Double) -> (SceneBuilder, [ViewID], [ViewID]) {
    var (b, labels, fields) = columns(width: width, labelSize: labelSize)
    let guide = Anchor(.topLayoutGuide, .bottom)
    b.add(anchor(labels[0], .top), .greaterThanOrEqual, guide, 20)
    b.add(anchor(labels[0], .top), .equal, guide, 20, priority: 249)
    b.add(anchor(fields[0], .top), .greaterThanOrEqual, guide, 20)
    b.add(anchor(fields[0], .top), .equal, guide, 20, priority: 249)
    for row in 1..<3 {
      let (l, pl, f, pf) = (labels[row], labels[row - 1], fields[row], fields[row - 1])
      b.add(anchor(l, .top), .greaterThanOrEqual, anchor(pl, .bottom), .standard)
      b.add(anchor(l, .top), .equal, anchor(pl, .bottom), .standard, priority: 249)
      b.add(anchor(f, .top), .greaterThanOrEqual, anchor(pf, .bottom), .standard)
      b.add(anchor(f, .top), .equal, anchor(pf, .bottom), .standard, priority: 245)
    }
    return (b, labels, fields)
  }

  @Test("A4 Dynamic Height Columns, 17 pt labels: rows follow the text fields", arguments: [375.0, 414.0])
  func dynamicColumns17(width: Double) throws {
    let (b, labels, fields) = Self.dynamicColumns(width: width, labelSize: 17)
    let r = try b.solve()
    // Widths as A3. Row 1: label.top = field.top + 3.5, both >= 40: field 40, label 43.5.
    // Row n: field.top >= previous field bottom + 8 forces label.top >= field.top + 3.5, which is
    // 10 below the label's @249 wish (previous label bottom + 8); the @245 field wish holds.
    // Side margins: 16 at 375 (compact width), 20 at 414 (a Plus phone in portrait, docs/layout.md).
    let m = width == 414 ? 20.0 : 16
    for (i, (l, f)) in zip(labels, fields).enumerated() {
      let top = 40 + Double(i) * 38
      #expect(same(r.frame(l), rect(m, top + 3.5, 93.5, 20)))
      #expect(same(r.frame(f), rect(m + 93.5 + 8, top, width - 2 * m - 8 - 93.5, 30)))
    }
  }

  @Test("A4 Dynamic Height Columns, 36 pt labels: rows follow the labels", arguments: [375.0, 414.0])
  func dynamicColumns36(width: Double) throws {
    let (b, labels, fields) = Self.dynamicColumns(width: width, labelSize: 36)
    let r = try b.solve()
    // 36 pt labels: 180, 198, 162 wide, 39 high, baseline 35: field.top = label.top + 15.5.
    // Widths: L >= 198 and field >= 133 fit (198 + 133 <= width - 2m - 8); hugging gives L = 198.
    // Row 1: label 40, field 55.5. Row n: label.top = previous label bottom + 8 (@249 holds),
    // field.top = label.top + 15.5 (>= previous field bottom + 8 holds; its @245 wish misses).
    let labelTops = [40.0, 87, 134]
    let m = width == 414 ? 20.0 : 16  // side margins, as in dynamicColumns17
    for (i, (l, f)) in zip(labels, fields).enumerated() {
      #expect(same(r.frame(l), rect(m, labelTops[i], 198, 39)))
      #expect(same(r.frame(f), rect(m + 198 + 8, labelTops[i] + 15.5, width - 2 * m - 8 - 198, 30)))
    }
  }
}
