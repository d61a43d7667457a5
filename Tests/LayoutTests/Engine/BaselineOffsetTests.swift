import Layout
import TestSupport
import Testing

/// A label laid out at another height than its intrinsic one keeps its text block, for
/// constraints, at the distance from its bottom it has at that height; a button's block stays
/// centred in its frame (docs/layout.md, "Semantics", Baselines). Fake measurer: 17 pt lines 20
/// high, ascender 16 (a 17 pt label's baselines sit 4 above its bottom); 15 pt lines 18, ascender
/// 14; 14 pt lines 17, ascender 13 (4 above the bottom too). A button is its line + 2 x 6 high.
/// Frames by hand.
@Suite struct BaselineOffsetTests {
  /// The recipe book's E3 "Inserting Row 3": a hidden first-baseline row of a label and a button
  /// in a vertical stack. The stack: top 40 (guide 20 + 20), First 40...60, the hidden row at
  /// 60 + 8 / 2 = 64 and 0 high (`UISV-hiding`). In the row, the label is the first view: the
  /// row's top <= its top, its bottom <= the spanner's = the row's, so it is 0 high at 64 and its
  /// first baseline 64 - 4 = 60. The button's, centred, is its top + (h - 18) / 2 + 14 = top +
  /// h / 2 + 5 = 60, and its bottom 55 + h / 2 <= 64 leaves it 18 high (its resistance 750 wants
  /// 30): top 46. With the label's block centred in its frame too, its baseline would be 64 - 10 +
  /// 16 = 70 and the button's bottom 65 + h / 2 <= 64 would need a negative height: a conflict
  /// with `height >= 0` (the reason the rule was not landed in session 26).
  @Test func aHiddenFirstBaselineRowOfALabelAndAButtonIsNoConflict() throws {
    var b = SceneBuilder(width: 375, height: 667)
    let stack = b.view("Stack", .stackView) { $0.stack = StackConfiguration(axis: .vertical, spacing: 8) }
    b.add(anchor(stack, .leading), .equal, superview(.leadingMargin))
    b.add(anchor(stack, .trailing), .equal, superview(.trailingMargin))
    b.add(anchor(stack, .top), .equal, Anchor(.topLayoutGuide, .bottom), 20)
    let first = b.label("First", "Go", parent: stack)
    let row = b.view("Row", .stackView, parent: stack) {
      $0.stack = StackConfiguration(alignment: .firstBaseline, spacing: 8)
      $0.isHidden = true
    }
    let date = b.label("Date", "Go", parent: row)
    let delete = b.view("Delete", .button, parent: row) {
      $0.title = "Delete"
      $0.hugging[.horizontal] = LayoutPriority(251)!
    }
    let last = b.label("Last", "Stop", parent: stack)
    let r = try b.solve()
    #expect(r.conflicts.isEmpty, "\(r.diagnoses)")
    #expect(r.frame(first).minY == 40 && r.frame(first).height == 20)
    #expect(r.frame(row).minY == 64 && r.frame(row).height == 0)
    #expect(r.frame(date).minY == 64 && r.frame(date).height == 0)
    #expect(r.frame(delete).minY == 46 && r.frame(delete).height == 18)
    #expect(r[date].firstBaseline == 60 && r[delete].firstBaseline == 60)
    // Drawn, the label's text stays centred in its frame: 64 + (0 - 20) / 2 + 16.
    #expect(r[date].drawnFirstBaseline == 70 && r[delete].drawnFirstBaseline == nil)
    #expect(r.frame(last).minY == 68)
  }

  /// swipecell-Main's mail cell in /work/unseen (Interface Builder's stored frames): a centre-aligned
  /// row whose labels' last baselines are also tied by a constraint. Here a 17 pt and a 14 pt
  /// label: both baselines sit 4 above the bottom, so equal baselines mean equal bottoms,
  /// and equal centres then equal heights and tops. The 17 pt label's resistance (750) keeps 20;
  /// the 14 pt label's hugging (250) gives way: both 20 high at the row's top 40. Centred in the
  /// frame, the baselines would be the centre + 6 and the centre + 4.5 at any heights: a conflict.
  @Test func aTallerLabelKeepsItsLastBaselineAboveItsBottom() throws {
    var b = SceneBuilder(width: 375, height: 667)
    let stack = b.view("Row", .stackView) { $0.stack = StackConfiguration(alignment: .center, spacing: 8) }
    b.add(anchor(stack, .leading), .equal, superview(.leadingMargin))
    b.add(anchor(stack, .top), .equal, Anchor(.topLayoutGuide, .bottom), 20)
    let name = b.label("Name", "Go", parent: stack)
    let time = b.label("Time", "Go", parent: stack, font: .system(14))
    b.add(anchor(time, .lastBaseline), .equal, anchor(name, .lastBaseline))
    let r = try b.solve()
    #expect(r.conflicts.isEmpty, "\(r.diagnoses)")
    #expect(r.frame(name).minY == 40 && r.frame(name).height == 20)
    #expect(r.frame(time).minY == 40 && r.frame(time).height == 20)
    #expect(r[name].lastBaseline == 56 && r[time].lastBaseline == 56)
    // Drawn, the stretched 14 pt label's text is centred: 40 + (20 - 17) / 2 + 13 = 54.5; the
    // 17 pt label is at its intrinsic height, drawn where constraints see it.
    #expect(r[time].drawnFirstBaseline == 54.5 && r[name].drawnFirstBaseline == nil)
  }
}
