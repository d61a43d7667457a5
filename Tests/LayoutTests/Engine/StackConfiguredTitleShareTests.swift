import Layout
import Testing

/// A horizontal fill stack of configured buttons with titles shares its width equally among them
/// (`IB-title-width-share`, docs/layout.md, "Stack views": roadout's and epmobile's rows). Frames
/// by hand from the fake measurer (FakeMeasurer.swift: a button's 15 pt title advances 7.5 per
/// character, lines 18 high) and the configured insets (12 at the sides, 7 above and below).
///
/// The row: a fill stack (spacing 5) pinned 20 from the root's sides (x 20, 335 wide at 375) and
/// 40 below its top, its buttons hugging at 250 and resisting at 750.
@Suite("Stack views: configured buttons share a fill row")
struct StackConfiguredTitleShareTests {
  static func row(_ titles: [String], plainView: Bool = false) -> (SceneBuilder, ViewID, [ViewID]) {
    var b = SceneBuilder(width: 375, height: 667)
    let stack = b.view("Row", .stackView) {
      $0.stack = StackConfiguration(axis: .horizontal, alignment: .fill, distribution: .fill, spacing: 5)
    }
    var buttons: [ViewID] = []
    for (index, title) in titles.enumerated() {
      buttons.append(
        b.view(ViewName("B\(index)"), .button, parent: stack) {
          $0.title = title
          $0.buttonStyle = .gray
        })
    }
    if plainView { _ = b.view("Spacer", .view, parent: stack) }
    b.add(anchor(stack, .leading), .equal, superview(.leading), 20)
    b.add(superview(.trailing), .equal, anchor(stack, .trailing), 20)
    b.add(anchor(stack, .top), .equal, superview(.top), 40)
    return (b, stack, buttons)
  }

  static func shares(_ result: LayoutResult) -> [Int] {
    result.implicitConstraints.compactMap {
      if case .stackView(_, "IB-title-width-share") = $0.kind {
        return $0.priority.rawValue
      } else {
        return nil
      }
    }
  }

  @Test("two buttons split the spare evenly: 165 each of 335, not the first taking it all")
  func twoButtonsShare() throws {
    let (b, stack, buttons) = Self.row(["Go", "Stop"])
    let r = try b.solve()
    // "Go" 2 x 7.5 + 24 = 39, "Stop" 30 + 24 = 54, 18 + 14 = 32 high. Each share is
    // 335 / 2 - 5 / 2 = 165 at max(250, 750) + 10 = 760; without it the stretch tie-break gives
    // the spare to the first: "Go" 335 - 5 - 54 = 276.
    #expect(Self.shares(r) == [760, 760])
    #expect(same(r.frame(stack), rect(20, 40, 335, 32)))
    #expect(same(r.frame(buttons[0]), rect(20, 40, 165, 32)))
    #expect(same(r.frame(buttons[1]), rect(190, 40, 165, 32)))
  }

  @Test("a title longer than its share wraps: three buttons 108.33 wide, the long title on two lines")
  func aLongTitleWraps() throws {
    let (b, _, buttons) = Self.row(["Go", "Reset the password", "No"])
    let r = try b.solve()
    // Shares: 335 / 3 - 10 / 3 = 108.333. "Reset the password" is 18 x 7.5 + 24 = 159 on one
    // line; at 108.333 its title wraps at 108.333 - 24 = 84.333: "Reset the" (67.5) and
    // "password" (60), 2 x 18 + 14 = 50 high, and the fill alignment makes the row 50 high.
    let share = 335.0 / 3 - 10.0 / 3
    for (index, button) in buttons.enumerated() {
      #expect(same(r.frame(button), rect(20 + Double(index) * (share + 5), 40, share, 50)), "\(index)")
    }
  }

  @Test("a row holding another kind of view, or a single button, keeps the old layout")
  func otherRowsDoNotShare() throws {
    // Beside a plain view (no intrinsic width, hugging 250) the button keeps its title's 39 and
    // the plain view takes the rest, as trailer-Settings' row stores its buttons.
    let (b, _, buttons) = Self.row(["Go"], plainView: true)
    let r = try b.solve()
    #expect(Self.shares(r).isEmpty)
    #expect(same(r.frame(buttons[0]), rect(20, 40, 39, 32)))
    let (single, _, one) = Self.row(["Go"])
    let s = try single.solve()
    #expect(Self.shares(s).isEmpty)
    #expect(same(s.frame(one[0]), rect(20, 40, 335, 32)))
  }

  @Test("a button with a required width keeps the row from sharing: 100 and the rest, 230")
  func aRequiredWidthStopsTheShare() throws {
    var (b, _, buttons) = Self.row(["Go", "Stop"])
    b.add(anchor(buttons[0], .width), .equal, nil, 100)
    let r = try b.solve()
    // "Go" is held at 100 by its required width; 335 - 5 - 100 = 230 is left for "Stop". With
    // shares, "Go"'s 165 could not hold and "Stop"'s 165 would compete with the fill at 760.
    #expect(Self.shares(r).isEmpty)
    #expect(same(r.frame(buttons[0]), rect(20, 40, 100, 32)))
    #expect(same(r.frame(buttons[1]), rect(125, 40, 230, 32)))
  }
}
