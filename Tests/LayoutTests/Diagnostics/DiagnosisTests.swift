import Layout
import Testing

/// Conflicts, ambiguity, broken optionals, clipping and "why", with hand-derived expectations.
@Suite("Diagnoses")
struct DiagnosisTests {
  @Test("A 400 pt minimum width in a 320 pt scene: UIKit's log, the documented break, the rest solved")
  func unsatisfiableWidth() throws {
    var b = SceneBuilder(width: 320, height: 568)
    let label = b.label("Wide Label", "Hello")
    b.add(anchor(label, .leading), .equal, superview(.leadingMargin))
    b.add(anchor(label, .trailing), .equal, superview(.trailingMargin))
    b.add(anchor(label, .top), .equal, Anchor(.topLayoutGuide, .bottom), 20)
    b.add(anchor(label, .width), .greaterThanOrEqual, nil, 400)
    let r = try b.solve()
    // 16 + 400 + 16 > 320: constraints 1, 2, 4 and the root's width (implicit #i1) conflict.
    // Rule: the member of the minimal set added last breaks; scene constraints go in after
    // implicit ones, in list order, so constraint 4 breaks.
    let report = try #require(r.conflicts.first)
    #expect(report.broken == .explicit(3))
    #expect(report.conflicting == [.explicit(0), .explicit(1), .explicit(3), .implicit(0)])
    #expect(report.log.hasPrefix("Unable to simultaneously satisfy constraints.\n"))
    #expect(
      report.log.contains(
        "Will attempt to recover by breaking constraint\n"
          + "<NSLayoutConstraint:#4 UILabel:'Wide Label'.width >= 400   (active)>"))
    #expect(
      report.log.contains(
        "\"<NSLayoutConstraint:#i1 'UIView-Encapsulated-Layout-Width' UIView:'Superview'.width == 320   (active)>\""
      ))
    #expect(r.constraints.map(\.status) == [.conflicting, .conflicting, .satisfied, .brokenToRecover])
    // Without it: x 16, width 320 - 32 = 288, y 40, height 20.
    #expect(same(r.frame(label), rect(16, 40, 288, 20)))
  }

  /// Image view (40 x 40 image) and a label in a row; both hug at `labelHugging` / 250.
  static func imageAndLabel(labelHugging: Int) -> (SceneBuilder, ViewID, ViewID) {
    var b = SceneBuilder(width: 375, height: 667)
    let image = b.view("Image View", .imageView) {
      $0.imageSize = Size(width: 40, height: 40)
      $0.hugging = AxisPair(both: .defaultLow)
    }
    let label = b.view("Label", .label) {
      $0.text = "Title"
      $0.hugging = AxisPair(horizontal: LayoutPriority(labelHugging) ?? .defaultLow, vertical: .defaultLow)
    }
    b.add(anchor(image, .leading), .equal, superview(.leadingMargin))
    b.add(anchor(label, .leading), .equal, anchor(image, .trailing), .standard)
    b.add(anchor(label, .trailing), .equal, superview(.trailingMargin))
    b.add(anchor(image, .top), .equal, Anchor(.topLayoutGuide, .bottom), 20)
    b.add(anchor(label, .centerY), .equal, anchor(image, .centerY))
    return (b, image, label)
  }

  @Test("Equal hugging between an image view and a label is ambiguous")
  func equalHuggingIsAmbiguous() throws {
    let (b, image, label) = Self.imageAndLabel(labelHugging: 250)
    let r = try b.solve()
    // image.width + label.width = 375 - 32 - 8 = 335; both hugging misses at 250 add up to
    // 335 - 40 - 42.5 whatever the split ("Title" is 42.5 wide): every split is optimal.
    let report = try #require(r.ambiguity)
    #expect(
      report.entries == [
        .init(view: image, dimensions: [.width]), .init(view: label, dimensions: [.minX, .width]),
      ])
    #expect(
      report.trace == """
        •UIView:'Superview'
        |   *UIImageView:'Image View' - AMBIGUOUS LAYOUT for UIImageView:'Image View'.Width{id: 2}
        |   *UILabel:'Label' - AMBIGUOUS LAYOUT for UILabel:'Label'.minX{id: 4}, UILabel:'Label'.Width{id: 6}
        """)
    // Two witnesses: different, and both keep every required constraint.
    #expect(report.alternatives.count == 2)
    #expect(report.alternatives[0] != report.alternatives[1])
    for frames in report.alternatives {
      let (i, l) = (frames[image.rawValue], frames[label.rawValue])
      #expect(abs(i.minX - 16) < 1e-6 && abs(l.minX - (i.maxX + 8)) < 1e-6 && abs(l.maxX - 359) < 1e-6)
      #expect(i.width >= 40 - 1e-6 && l.width >= 42.5 - 1e-6)
    }
  }

  @Test("Label hugging 249 resolves it: the image keeps its 40 pt")
  func lowerHuggingFixesIt() throws {
    let (b, image, label) = Self.imageAndLabel(labelHugging: 249)
    let r = try b.solve()
    // Hugging 250 (image) is served before 249 (label): image 40 wide; label 64...359.
    // Vertically: image y 40, 40 high; label centred on it: y = 60 - 10 = 50.
    #expect(r.ambiguity == nil)
    #expect(same(r.frame(image), rect(16, 40, 40, 40)))
    #expect(same(r.frame(label), rect(64, 50, 295, 20)))
  }

  @Test("An explicit required size beats a required content size: hugging and resistance at 1000 give way")
  func requiredContentSizeGivesWay() throws {
    // A 24 x 24 image that hugs at 1000 with a required width 30, and a 24 x 24 image that
    // resists compression at 1000 with a required height 16. UIKit keeps the explicit constraint
    // (openradar 15106765: "The view respects the explicit width constraint, ignoring its
    // required content hugging"; Interface Builder stores such buttons 30 wide), so the
    // content-size constraint is the one broken, whichever order the views come in.
    var b = SceneBuilder(width: 320, height: 568)
    let wide = b.view("Wide", .imageView) {
      $0.imageSize = Size(width: 24, height: 24)
      $0.hugging = AxisPair(horizontal: .required, vertical: .defaultLow)
    }
    let short = b.view("Short", .imageView) {
      $0.imageSize = Size(width: 24, height: 24)
      $0.compressionResistance = AxisPair(horizontal: .defaultHigh, vertical: .required)
    }
    b.add(anchor(wide, .leading), .equal, superview(.leading), 10)
    b.add(anchor(wide, .top), .equal, superview(.top), 10)
    b.add(anchor(wide, .width), .equal, nil, 30)
    b.add(anchor(short, .leading), .equal, superview(.leading), 10)
    b.add(anchor(short, .top), .equal, superview(.top), 50)
    b.add(anchor(short, .height), .equal, nil, 16)
    let r = try b.solve()
    #expect(same(r.frame(wide), rect(10, 10, 30, 24)))
    #expect(same(r.frame(short), rect(10, 50, 24, 16)))
    // Still reported: two conflicts, each an explicit size against a content-size constraint,
    // the content-size one broken.
    #expect(r.conflicts.count == 2)
    for report in r.conflicts {
      guard case .implicit(let i) = report.broken else {
        Issue.record("broke \(report.broken), not a content-size constraint")
        continue
      }
      switch r.implicitConstraints[i].kind {
      case .hugging(let view, .horizontal): #expect(view == wide)
      case .compressionResistance(let view, .vertical): #expect(view == short)
      default: Issue.record("broke \(r.implicitConstraints[i].description)")
      }
      #expect(report.conflicting.count == 2)
    }
    #expect(r.constraints[2].status == .conflicting)
    #expect(r.constraints[5].status == .conflicting)
  }

  @Test("Why: the binding chain that fixes A1's text field edges")
  func why() throws {
    var (b, label, field) = CookbookATests.nameRow(width: 375, labelFont: .style(.headline))
    b.add(anchor(field, .top), .equal, Anchor(.topLayoutGuide, .bottom), 20)
    b.add(anchor(label, .lastBaseline), .equal, anchor(field, .lastBaseline))
    let r = try b.solve()
    // Implicit constraints: #i1 root width, #i2 root height, then per view and axis hugging and
    // resistance: label H hug (2), label H resistance (3), ...
    // maxX: field.trailing = trailing margin (constraint 2) and the root's width.
    #expect(r.why(field, .maxX) == [.explicit(1), .implicit(0)])
    // minX: field.leading = label.trailing + 8 (3), label.leading = margin (1), and the label's
    // width (34): required constraints come first, so resistance (750) before hugging (251).
    #expect(r.why(field, .minX) == [.explicit(2), .explicit(0), .implicit(3)])
    // minY: the field's top constraint (4) alone (the guide is a constant).
    #expect(r.why(field, .minY) == [.explicit(3)])
    #expect(r.why(label, .minX) == [.explicit(0)])
    #expect(
      r.whyText(field, .maxX, in: b.scene) == """
        Name Text Field.maxX = 359 because:
          2. Name Text Field.Trailing = Superview.TrailingMargin
          <NSLayoutConstraint:#i1 'UIView-Encapsulated-Layout-Width' UIView:'Superview'.width == 375   (active)>
        """)
  }

  @Test("Invalid constraints are rejected with a message naming them; location multipliers warn")
  func invalidConstraints() throws {
    var b = SceneBuilder(width: 375, height: 667)
    let label = b.label("Name Label", "Name")
    b.add(anchor(label, .leading), .equal, nil, 20)
    b.add(anchor(label, .width), .equal, anchor(label, .leading))
    b.add(anchor(label, .top), .equal, superview(.leading))
    b.add(anchor(label, .leading), .equal, superview(.left))
    b.add(anchor(label, .leading), .equal, superview(.leading), 10, multiplier: 2)
    b.add(anchor(label, .top), .equal, superview(.top), 30)
    let r = try b.solve()
    for i in 0..<4 {
      guard case .invalid(let issue) = r[constraint: .explicit(i)].status else {
        Issue.record("constraint \(i + 1) should be invalid")
        continue
      }
      let reason = issue.message(constraint: .explicit(i), in: b.scene)
      #expect(reason.hasPrefix("Constraint #\(i + 1) `Name Label."))
    }
    #expect(r.diagnoses.count == 5)
    guard case .warning(.explicit(4), _) = r.diagnoses[4] else {
      Issue.record("expected a warning for constraint 5")
      return
    }
    let message = r.diagnoses[4].message(in: b.scene)
    #expect(message.contains("multiplier of 2"))
    // The warned constraint still applies: leading = 2 x 0 + 10.
    #expect(same(r.frame(label), rect(10, 30, 34, 20)))
  }

  @Test("A label's height grows with wrapped lines at a narrower width")
  func wrappingGrows() throws {
    func height(at width: Double) throws -> Double {
      let (b, _, _, quote) = CookbookCellTests.quoteCell(width: width)
      return try b.solve().frame(quote).height
    }
    // See CookbookCellTests: 2 lines (40) at 375, 3 lines (60) at 200, 5 lines at 120
    // (104 wide, 12 characters: Imagination / is more / important / than / knowledge.).
    #expect(try height(at: 375) == 40)
    #expect(try height(at: 200) == 60)
    #expect(try height(at: 120) == 100)
  }
}
