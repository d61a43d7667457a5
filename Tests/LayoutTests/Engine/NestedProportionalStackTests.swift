import Layout
import TestSupport
import Testing

/// Fill proportionally over nested stack views, which have no intrinsic size of their own: each
/// counts with the length of its content (docs/layout.md, "Stack views"; the frames IB stored for
/// floatingpanel-Samples-Main's settings stack). Frames by hand from the fake measurer
/// (FakeMeasurer.swift: 17 pt text advances 8.5 per character, lines 20 high).
@Suite("Stack views: fill proportionally over nested stacks")
struct NestedProportionalStackTests {
  /// A horizontal fill-proportionally stack "Outer" pinned to the root's margins (x 16, 343 wide
  /// at 375) without spacing, holding "Along", a horizontal stack of "Go" (17) and "Stop" (34)
  /// 10 apart (61 of content), and "Across", a vertical stack of "Continue" (68) over "Go" (68
  /// across: the wider).
  static func scene(width: Double) -> (SceneBuilder, along: ViewID, across: ViewID) {
    var b = SceneBuilder(width: width, height: 667)
    let outer = b.view("Outer", .stackView) {
      $0.stack = StackConfiguration(
        axis: .horizontal, alignment: .top, distribution: .fillProportionally, spacing: 0)
    }
    let along = b.view("Along", .stackView, parent: outer) {
      $0.stack = StackConfiguration(
        axis: .horizontal, alignment: .top, distribution: .fillProportionally, spacing: 10)
    }
    _ = b.label("Go 1", "Go", parent: along)
    _ = b.label("Stop 1", "Stop", parent: along)
    let across = b.view("Across", .stackView, parent: outer) {
      $0.stack = StackConfiguration(axis: .vertical, alignment: .leading, distribution: .fill, spacing: 0)
    }
    _ = b.label("Continue 2", "Continue", parent: across)
    _ = b.label("Go 2", "Go", parent: across)
    b.add(anchor(outer, .leading), .equal, superview(.leadingMargin))
    b.add(anchor(outer, .trailing), .equal, superview(.trailingMargin))
    b.add(anchor(outer, .top), .equal, Anchor(.topLayoutGuide, .bottom), 20)
    return (b, along, across)
  }

  @Test("nested stacks share the outer stack by their content: 61 : 68", arguments: [375.0, 320])
  func nestedStacksCountWithTheirContent(width: Double) throws {
    let (b, along, across) = Self.scene(width: width)
    let r = try b.solve()
    // Shares 61/129 and 68/129 of the stack's width (375: 343 -> 162.19 and 180.81); without
    // the nested lengths both would have none and be made equal (171.5).
    let sw = width - 32
    #expect(same(r.frame(along), rect(16, 40, sw * 61 / 129, 20)), "\(r.frame(along))")
    #expect(same(r.frame(across), rect(16 + sw * 61 / 129, 40, sw * 68 / 129, 40)), "\(r.frame(across))")
  }
}
