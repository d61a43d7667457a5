import Layout
import Testing

/// Multi-pass bounds and controls without text (progress view, switch), by hand.
@Suite("Passes and controls")
struct PassesAndControlsTests {
  @Test("A width tied to a wrapping label's height never settles: passes are bounded")
  func unstableIsBounded() throws {
    var b = SceneBuilder(width: 375, height: 667)
    let label = b.view("Label", .label) {
      $0.text = "aa aa aa aa"
      $0.numberOfLines = 0
      $0.hugging.vertical = .required
      $0.compressionResistance.vertical = .required
    }
    b.add(anchor(label, .leading), .equal, superview(.leadingMargin))
    b.add(anchor(label, .top), .equal, Anchor(.topLayoutGuide, .bottom), 20)
    b.add(anchor(label, .width), .equal, anchor(label, .height), multiplier: 3)
    let r = try b.solve()
    // Height = text height (required), width = 3 x height. 11 characters, 8.5 each:
    // pass 1 (one line, 20 high): width 60; at 60 (7 characters) "aa aa" / "aa aa": 40 high;
    // pass 2: width 120; at 120 one line again: 20 high; pass 3: width 60 ... pass 4: width 120,
    // measured with 2 lines. The re-measure still disagrees and 4 is the bound.
    #expect(r.passes == 4)
    #expect(same(r.frame(label), rect(16, 40, 120, 40)))
    #expect(r.diagnoses == [.unstableLayout(passes: 4)])
  }

  @Test("A progress view needs only a width; a switch is 51 x 31", arguments: [375.0, 320.0])
  func controlsWithoutText(width: Double) throws {
    var b = SceneBuilder(width: width, height: 667)
    let progress = b.view("Progress", .progressView)
    let toggle = b.view("Switch", .switchControl)
    b.add(anchor(progress, .leading), .equal, superview(.leadingMargin))
    b.add(anchor(progress, .trailing), .equal, superview(.trailingMargin))
    b.add(anchor(progress, .top), .equal, Anchor(.topLayoutGuide, .bottom), 20)
    b.add(anchor(toggle, .trailing), .equal, superview(.trailingMargin))
    b.add(anchor(toggle, .top), .equal, anchor(progress, .bottom), .standard)
    let r = try b.solve()
    // Progress: x 16 ... width - 16, y 40, height 4 (its intrinsic height).
    // Switch: 51 x 31, right edge at width - 16, top 44 + 8 = 52.
    #expect(same(r.frame(progress), rect(16, 40, width - 32, 4)))
    #expect(same(r.frame(toggle), rect(width - 16 - 51, 52, 51, 31)))
    #expect(r.diagnoses.isEmpty)
    // Text-less views have no baselines; the layout margins rectangle is the frame inset by 8.
    #expect(r[toggle].firstBaseline == nil)
    #expect(same(r[toggle].marginRect, rect(width - 16 - 51 + 8, 60, 35, 15)))
  }

  @Test("Layout guides and the safe area on a notched phone")
  func safeArea() throws {
    var b = SceneBuilder(Scene(device: .iPhoneX, orientation: .portrait))
    let bar = b.view("Bar", .view)
    b.add(anchor(bar, .leading), .equal, Anchor(.safeArea, .leading))
    b.add(anchor(bar, .trailing), .equal, Anchor(.safeArea, .trailing))
    b.add(anchor(bar, .top), .equal, Anchor(.safeArea, .top))
    b.add(anchor(bar, .bottom), .equal, Anchor(.bottomLayoutGuide, .top))
    let r = try b.solve()
    // iPhone X portrait: 375 x 812, safe area top 44, bottom 34: the bar spans 44 ... 778.
    #expect(same(r.frame(bar), rect(0, 44, 375, 734)))
    #expect(r.bottomLayoutGuideTop == 778 && same(r.safeAreaRect, rect(0, 44, 375, 734)))
  }
}
