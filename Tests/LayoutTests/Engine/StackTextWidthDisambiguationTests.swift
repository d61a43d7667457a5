import Layout
import Testing

/// `UISV-text-width-disambiguation` beside an arranged view whose width is a required constant
/// of its own (docs/layout.md, "Stack views"). Frames by hand from the fake measurer
/// (FakeMeasurer.swift: 17 pt text advances 8.5 per character, lines 20 high).
///
/// The row, as in OsmAnd's device headers: a horizontal equal-spacing stack (spacing 3) pinned at
/// the root's leading margin (x 16) and 20 below the Top Layout Guide (y 40), its width held by
/// nothing but its content; arranged, a plain view (an image view without an image: no intrinsic
/// size) held at `Width = 20` and `Height = 20`, then a 0-line label "Disconnected" (12 x 8.5 =
/// 102 wide on one line, 20 high; hugging 251, compression resistance 750).
@Suite("Stack views: multi-line labels beside a required width")
struct StackTextWidthDisambiguationTests {
  static func row(distribution: StackDistribution, iconWidthPriority: Int = 1000)
    -> (SceneBuilder, ViewID, ViewID, ViewID)
  {
    var b = SceneBuilder(width: 375, height: 667)
    let stack = b.view("Row", .stackView) {
      $0.stack = StackConfiguration(
        axis: .horizontal, alignment: .fill, distribution: distribution, spacing: 3)
    }
    let icon = b.view("Icon", .view, parent: stack)
    let label = b.label("Status", "Disconnected", parent: stack, lines: 0)
    b.add(anchor(icon, .width), .equal, nil, 20, priority: iconWidthPriority)
    b.add(anchor(icon, .height), .equal, nil, 20)
    b.add(anchor(stack, .leading), .equal, superview(.leadingMargin))
    b.add(anchor(stack, .top), .equal, Anchor(.topLayoutGuide, .bottom), 20)
    return (b, stack, icon, label)
  }

  @Test(
    "a 0-line label beside a view with a required width keeps its text width; the stack hugs",
    arguments: [StackDistribution.equalSpacing, .fill])
  func besideARequiredWidth(distribution: StackDistribution) throws {
    let (b, stack, icon, label) = Self.row(distribution: distribution)
    let r = try b.solve()
    // No disambiguation: the label keeps its one-line 102 (hugging 251) and the stack is
    // 20 + 3 + 102 = 125 wide, the label from 16 + 23 = 39. With the disambiguation
    // (label.width == 1/2 x stack.width - 3 x 1/2 at 760) an equal-spacing stack would be
    // 2 x 102 + 3 = 207 wide, its gap taking 85, and the label would start at 16 + 105 = 121:
    // what we drew before for OsmAnd's headers, where Interface Builder stores 20 + 3 + the
    // label's text width; a fill stack, without a gap, would squeeze the label to the icon's
    // 20 (label = (20 + 3 + label - 3) / 2), against its compression resistance at 750.
    #expect(same(r.frame(stack), rect(16, 40, 125, 20)))
    #expect(same(r.frame(icon), rect(16, 40, 20, 20)))
    #expect(same(r.frame(label), rect(39, 40, 102, 20)))
    let disambiguations = r.implicitConstraints.filter {
      if case .stackView(_, "UISV-text-width-disambiguation") = $0.kind { return true } else { return false }
    }
    #expect(disambiguations.isEmpty)
  }

  @Test("a required width at less than required does not count: the label still gets its share")
  func optionalWidthStillDisambiguates() throws {
    // The icon's width at 999 instead: not a required length of its own, so the rule stands
    // (one disambiguation, on the label, at max(251, 750) + 10 = 760).
    let (b, _, _, label) = Self.row(distribution: .equalSpacing, iconWidthPriority: 999)
    let r = try b.solve()
    let disambiguations = r.implicitConstraints.filter {
      if case .stackView(_, "UISV-text-width-disambiguation") = $0.kind { return true } else { return false }
    }
    #expect(disambiguations.map(\.priority.rawValue) == [760])
    // The icon's 20 at 999 and the label's share at 760 both hold: the stack is 2 x 102 + 3 = 207
    // and the label starts at 16 + 105 = 121.
    #expect(same(r.frame(label), rect(121, 40, 102, 20)))
  }

  /// A horizontal fill stack (spacing 0) pinned to the root's margins (x 16, 343 wide at 375),
  /// 20 below the Top Layout Guide: a 0-line label "Go" (17 wide on one line; hugging 251,
  /// compression resistance 750: its share at 760), a one-line label "Stop" (34 wide) hugging at
  /// 250, and a hidden 0-line label "Note" whose content priorities are 1 (its share at 11).
  @Test("a hidden multi-line label does not lower the threshold: the visible label gets its share")
  func hiddenLabelDoesNotLowerTheThreshold() throws {
    var b = SceneBuilder(width: 375, height: 667)
    let stack = b.view("Row", .stackView) {
      $0.stack = StackConfiguration(axis: .horizontal, alignment: .top, distribution: .fill, spacing: 0)
    }
    let go = b.label("Go", "Go", parent: stack, lines: 0)
    b.scene.views[go.rawValue].hugging[.horizontal] = LayoutPriority(251)!
    b.scene.views[go.rawValue].compressionResistance[.horizontal] = LayoutPriority(750)!
    let stop = b.label("Stop", "Stop", parent: stack)
    b.scene.views[stop.rawValue].hugging[.horizontal] = LayoutPriority(250)!
    let note = b.label("Note", "Later", parent: stack, lines: 0)
    b.scene.views[note.rawValue].isHidden = true
    b.scene.views[note.rawValue].hugging[.horizontal] = LayoutPriority(1)!
    b.scene.views[note.rawValue].compressionResistance[.horizontal] = LayoutPriority(1)!
    b.add(anchor(stack, .leading), .equal, superview(.leadingMargin))
    b.add(anchor(stack, .trailing), .equal, superview(.trailingMargin))
    b.add(anchor(stack, .top), .equal, Anchor(.topLayoutGuide, .bottom), 20)
    let r = try b.solve()
    // The visible views' lowest share is Go's 760 (max(251, 750) + 10); Stop hugs at 250, below
    // it, so its width does not keep Go from the share: Go = 1/2 x 343 = 171.5 (two visible
    // views, no spacing) and Stop, hugging less, the other 171.5. Counting the hidden Note's 11
    // as the threshold, Stop's 250 would keep Go at its text width 17 and Stop would take 326.
    #expect(same(r.frame(go), rect(16, 40, 171.5, 20)), "\(r.frame(go))")
    #expect(same(r.frame(stop), rect(187.5, 40, 171.5, 20)), "\(r.frame(stop))")
  }
}
