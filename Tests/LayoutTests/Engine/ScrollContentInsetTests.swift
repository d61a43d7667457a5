import Layout
import Testing

/// A scroll view's content inset adjustment and the safe area (docs/layout.md, "Scroll views and
/// the safe area"): on the edges whose insets its adjusted content inset includes
/// (`UIScrollView.ContentInsetAdjustmentBehavior`), neither the scroll view's own margins nor its
/// content see its safe-area insets. Frames by hand: an iPhone X (375 x 812; safe area 44 top, 34
/// bottom in portrait; 44 at each side, 21 bottom in landscape), a scroll view filling the root,
/// its content guide `H` high and as wide as it; `Marked` 20 x 20 at the scroll view's top and
/// leading margins; `Inner` 100 x 50 at the content's top-left corner, and `Deep` 10 x 10 at
/// Inner's top and leading margins. Every margin is 8 plus the insets seen.
@Suite("Scroll views and the safe area")
struct ScrollContentInsetTests {
  struct Frames {
    var marked: Rect
    var deep: Rect
  }

  static func solve(
    _ orientation: Orientation, contentHeight: Double, _ behavior: ContentInsetAdjustmentBehavior,
    bounceVertical: Bool = false
  ) throws -> Frames {
    var b = SceneBuilder(Scene(device: .iPhoneX, orientation: orientation))
    let scroll = b.view("Scroll", .view) {
      $0.contentInsetAdjustment = behavior
      $0.alwaysBounceVertical = bounceVertical
    }
    let content = b.view("Content", .spacer, parent: scroll) { $0.isContentLayoutGuide = true }
    let marked = b.view("Marked", .view, parent: scroll)
    let inner = b.view("Inner", .view, parent: scroll)
    let deep = b.view("Deep", .view, parent: inner)
    for edge in [Attribute.leading, .trailing, .top, .bottom] {
      b.add(anchor(scroll, edge), .equal, superview(edge))
    }
    b.add(anchor(content, .leading), .equal, anchor(scroll, .leading))
    b.add(anchor(content, .top), .equal, anchor(scroll, .top))
    b.add(anchor(content, .width), .equal, anchor(scroll, .width))
    b.add(anchor(content, .height), .equal, nil, contentHeight)
    b.add(anchor(marked, .leading), .equal, anchor(scroll, .leadingMargin))
    b.add(anchor(marked, .top), .equal, anchor(scroll, .topMargin))
    b.add(anchor(inner, .leading), .equal, anchor(content, .leading))
    b.add(anchor(inner, .top), .equal, anchor(content, .top))
    b.add(anchor(deep, .leading), .equal, anchor(inner, .leadingMargin))
    b.add(anchor(deep, .top), .equal, anchor(inner, .topMargin))
    for (view, side) in [(marked, 20.0), (inner, 0), (deep, 10)] where side > 0 {
      b.add(anchor(view, .width), .equal, nil, side)
      b.add(anchor(view, .height), .equal, nil, side)
    }
    b.add(anchor(inner, .width), .equal, nil, 100)
    b.add(anchor(inner, .height), .equal, nil, 50)
    let r = try b.solve()
    #expect(r.diagnoses.isEmpty, "\(r.diagnoses)")
    return Frames(marked: r.frame(marked), deep: r.frame(deep))
  }

  @Test("portrait, content taller than the frame (1000 > 812): top and bottom adjusted, so 8 below the top")
  func scrollableContentLeavesTheTopInsetOut() throws {
    for behavior in [ContentInsetAdjustmentBehavior.automatic, .scrollableAxes, .always] {
      let f = try Self.solve(.portrait, contentHeight: 1000, behavior)
      #expect(same(f.marked, rect(8, 8, 20, 20)), "\(behavior): \(f.marked)")
      #expect(same(f.deep, rect(8, 8, 10, 10)), "\(behavior): \(f.deep)")
    }
  }

  @Test("portrait, content shorter than the frame (400): not scrollable, so the margins include the 44")
  func shortContentKeepsTheTopInset() throws {
    for behavior in [ContentInsetAdjustmentBehavior.automatic, .scrollableAxes, .never] {
      let f = try Self.solve(.portrait, contentHeight: 400, behavior)
      #expect(same(f.marked, rect(8, 52, 20, 20)), "\(behavior): \(f.marked)")
      #expect(same(f.deep, rect(8, 52, 10, 10)), "\(behavior): \(f.deep)")
    }
    // Exactly as high as the frame: not larger, so not scrollable.
    let equal = try Self.solve(.portrait, contentHeight: 812, .automatic)
    #expect(same(equal.marked, rect(8, 52, 20, 20)), "\(equal.marked)")
  }

  @Test("alwaysBounceVertical adjusts short content; never and always override the content size")
  func bounceNeverAlways() throws {
    let bouncing = try Self.solve(.portrait, contentHeight: 400, .scrollableAxes, bounceVertical: true)
    #expect(same(bouncing.marked, rect(8, 8, 20, 20)), "\(bouncing.marked)")
    #expect(same(bouncing.deep, rect(8, 8, 10, 10)), "\(bouncing.deep)")
    let never = try Self.solve(.portrait, contentHeight: 1000, .never)
    #expect(same(never.marked, rect(8, 52, 20, 20)), "\(never.marked)")
    let always = try Self.solve(.portrait, contentHeight: 400, .always)
    #expect(same(always.marked, rect(8, 8, 20, 20)), "\(always.marked)")
  }

  @Test("landscape: the sides are adjusted only when the content is wider than the frame, or always")
  func sides() throws {
    // Tall content, as wide as the frame: top and bottom adjusted, the 44 at the left kept:
    // 44 + 8 = 52; the top has no inset in landscape.
    let scrollable = try Self.solve(.landscape, contentHeight: 1000, .scrollableAxes)
    #expect(same(scrollable.marked, rect(52, 8, 20, 20)), "\(scrollable.marked)")
    #expect(same(scrollable.deep, rect(52, 8, 10, 10)), "\(scrollable.deep)")
    let always = try Self.solve(.landscape, contentHeight: 1000, .always)
    #expect(same(always.marked, rect(8, 8, 20, 20)), "\(always.marked)")
    #expect(same(always.deep, rect(8, 8, 10, 10)), "\(always.deep)")
  }

  @Test("a view that is not a scroll view passes its insets on, as before")
  func plainViewPassesInsets() throws {
    var b = SceneBuilder(Scene(device: .iPhoneX, orientation: .portrait))
    let plain = b.view("Plain", .view)
    let inside = b.view("Inside", .view, parent: plain)
    for edge in [Attribute.leading, .trailing, .top, .bottom] {
      b.add(anchor(plain, edge), .equal, superview(edge))
    }
    b.add(anchor(inside, .leading), .equal, anchor(plain, .leadingMargin))
    b.add(anchor(inside, .top), .equal, anchor(plain, .topMargin))
    b.add(anchor(inside, .width), .equal, nil, 10)
    b.add(anchor(inside, .height), .equal, nil, 10)
    let r = try b.solve()
    #expect(same(r.frame(inside), rect(8, 52, 10, 10)), "\(r.frame(inside))")
  }
}
