import Testing

@testable import Layout

/// The required lengths a stack's rules look up (`requiredLength`: the text-width rule beside a
/// view held at `Width = c`, a nested fill-proportionally stack's content) come from an index the
/// plan builds once (`StackViewPlan.requiredLengths`), not from a scan of every constraint per
/// arranged view, which was quadratic in a stack of a thousand views (README, "Benchmarks").
/// What counts is written here by hand: a required `==` constant of a view's own width or height,
/// not negative, installed in the scene's size classes; the first such in scene order.
@Suite("Stack views: the required lengths index")
struct StackRequiredLengthTests {
  @Test func theIndexHoldsEachViewsFirstRequiredConstantLength() {
    var b = SceneBuilder(width: 375, height: 667)
    let stack = b.view("Row", .stackView) { $0.stack = StackConfiguration(axis: .horizontal) }
    let a = b.view("A", .view, parent: stack)
    let c = b.view("C", .view, parent: stack)
    let d = b.view("D", .view, parent: stack)
    b.add(anchor(a, .width), .equal, nil, 20)
    b.add(anchor(a, .width), .equal, nil, 30)  // a second one: the first counts
    b.add(anchor(a, .height), .equal, nil, 12)
    b.add(anchor(c, .width), .equal, nil, -5)  // negative: none
    b.add(anchor(c, .width), .equal, nil, 44, priority: 999)  // optional: none
    b.add(anchor(c, .height), .greaterThanOrEqual, nil, 10)  // not ==: none
    b.add(anchor(d, .width), .equal, anchor(a, .width))  // relative: none
    b.add(
      anchor(d, .height), .equal, nil, 8,
      installation: Installation(
        installedByDefault: false,
        variations: [(slot: SizeClassSlot(width: .regular, height: nil), installed: true)]))
    let plan = StackViewPlan(b.scene)
    let length = { (view: ViewID, axis: Axis) in
      plan.requiredLengths[StackViewPlan.RequiredLengthKey(view: view, axis: axis)]
    }
    #expect(length(a, .horizontal) == 20)
    #expect(length(a, .vertical) == 12)
    #expect(length(c, .horizontal) == nil)
    #expect(length(c, .vertical) == nil)
    #expect(length(d, .horizontal) == nil)
    #expect(length(d, .vertical) == nil, "installed in regular width only; the scene is compact")
    #expect(plan.requiredLengths.count == 2)
  }
}
