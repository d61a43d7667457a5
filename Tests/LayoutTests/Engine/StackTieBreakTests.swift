import TestSupport
import Testing

@testable import Layout

/// UIKit's index tie-break in a stack that shrinks or stretches (`StackTieBreak`; docs/layout.md,
/// "Ties by index when a stack shrinks"), applied only where the first solve leaves a tie: frames derived
/// by hand with the fake measurer (17 pt: 8.5 per character, lines 20 high), and the constraints
/// the solver got checked for weights.
///
/// Shared setup: a horizontal fill stack "Row", 8-point spacing, its leading edge 16 from the
/// root's, its top 40 below the root's, its width `width` (required); two labels "Name" (4 x 8.5 =
/// 34 wide) and "Value" (42.5), hugging 251 and compression resistance 750 unless a case changes
/// them; alignment fill, so both are 20 high at y 40.
@Suite("Stack views: index tie-break where a stack shrinks or stretches")
struct StackTieBreakTests {
  static func row(
    width: Double, configure: (inout SceneBuilder, ViewID, [ViewID]) -> Void = { _, _, _ in }
  ) -> (SceneBuilder, ViewID, [ViewID]) {
    var b = SceneBuilder(width: 375, height: 667)
    let stack = b.view("Row", .stackView) {
      $0.stack = StackConfiguration(axis: .horizontal, alignment: .fill, distribution: .fill, spacing: 8)
    }
    let labels = [b.label("Name", "Name", parent: stack), b.label("Value", "Value", parent: stack)]
    b.add(anchor(stack, .leading), .equal, superview(.leading), 16)
    b.add(anchor(stack, .top), .equal, superview(.top), 40)
    b.add(anchor(stack, .width), .equal, nil, width)
    configure(&b, stack, labels)
    return (b, stack, labels)
  }

  /// The engine's last pass for `b`'s scene.
  static func final(_ b: SceneBuilder) throws -> (LayoutResult, LayoutEngine.FinalPass) {
    var timings = LayoutTimings()
    return try LayoutEngine.solveKeepingPass(b.scene, measure: FakeMeasurer.measure, timings: &timings)
  }

  /// The tie-break's constraints the engine's last pass added: (view, weight) per constraint.
  static func tieBreakWeights(_ final: LayoutEngine.FinalPass) -> [Int: Double] {
    let tieBreak = StackTieBreak(final.plan, tied: final.tiedStacks, stretched: final.stretchTiedStacks)
    var weights: [Int: Double] = [:]
    for tie in tieBreak.constraints(intrinsic: final.state.intrinsic) { weights[tie.view] = tie.weight }
    return weights
  }

  /// Every compression-resistance constraint of the last pass as UIKit has it: `length - content`,
  /// coefficient 1 (the tie-break never touches them).
  static func resistancesUnweighted(_ final: LayoutEngine.FinalPass) -> Bool {
    final.state.pass.implicit.entries.allSatisfy { entry in
      guard case .compressionResistance(let view, let axis) = entry.info.kind else { return true }
      return entry.prepared.form.coefficient(of: final.variables.length(view.rawValue, axis)) == 1
    }
  }

  @Test("two labels at one compression resistance in a stack too short: the last one gives")
  func tiedShrinksTheLast() throws {
    let (b, stack, l) = Self.row(width: 60)
    let (r, final) = try Self.final(b)
    // 34 + 8 + 42.5 = 84.5 wanted in 60: 24.5 short, both resist at 750. By index the last gives
    // it all: Name keeps 34 at x 16; Value starts at 16 + 34 + 8 = 58 and ends at the stack's end
    // 16 + 60 = 76, 18 wide (42.5 - 24.5).
    #expect(same(r.frame(stack), rect(16, 40, 60, 20)))
    #expect(same(r.frame(l[0]), rect(16, 40, 34, 20)))
    #expect(same(r.frame(l[1]), rect(58, 40, 18, 20)))
    #expect(r.ambiguity == nil)
    #expect(final.tiedStacks == [stack])
    // Name has one visible view after it: its priority-1 tie-break weighs 1e-3; Value, the last,
    // has none. The compression resistances themselves are UIKit's.
    #expect(Self.tieBreakWeights(final) == [l[0].rawValue: StackTieBreak.step])
    #expect(Self.resistancesUnweighted(final))
  }

  @Test("the tie-break follows arranged order, not the labels' lengths")
  func tiedOrderIsTheStacks() throws {
    // The same row with the labels' texts swapped: Value first (42.5), Name last (34 -> 9.5).
    let (b, _, l) = Self.row(width: 60) { b, _, labels in
      b.scene.views[labels[0].rawValue].text = "Value"
      b.scene.views[labels[1].rawValue].text = "Name"
    }
    let r = try b.solve()
    #expect(same(r.frame(l[0]), rect(16, 40, 42.5, 20)))
    #expect(same(r.frame(l[1]), rect(66.5, 40, 9.5, 20)))
    #expect(r.ambiguity == nil)
  }

  @Test("a lower compression resistance gives first: no tie, no weight")
  func lowerResistanceIsNoTie() throws {
    let (b, _, l) = Self.row(width: 60) { b, _, labels in
      b.scene.views[labels[0].rawValue].compressionResistance.horizontal = LayoutPriority(749)!
    }
    let (r, final) = try Self.final(b)
    // Name (749) gives the 24.5: 34 - 24.5 = 9.5 wide; Value 42.5 from 16 + 9.5 + 8 = 33.5.
    #expect(same(r.frame(l[0]), rect(16, 40, 9.5, 20)))
    #expect(same(r.frame(l[1]), rect(33.5, 40, 42.5, 20)))
    #expect(final.tiedStacks.isEmpty)
    #expect(Self.tieBreakWeights(final).isEmpty)
  }

  @Test("a stack that fits is no tie: no weight")
  func fittingIsNoTie() throws {
    let (b, _, l) = Self.row(width: 100) { b, _, labels in
      b.scene.views[labels[1].rawValue].hugging.horizontal = .defaultLow
    }
    let (r, final) = try Self.final(b)
    // Value hugs least and takes the 15.5 spare: 100 - 34 - 8 = 58 wide at x 58.
    #expect(same(r.frame(l[0]), rect(16, 40, 34, 20)))
    #expect(same(r.frame(l[1]), rect(58, 40, 58, 20)))
    #expect(final.tiedStacks.isEmpty)
    #expect(final.stretchTiedStacks.isEmpty)
    #expect(Self.tieBreakWeights(final).isEmpty)
  }

  @Test("equal resistances squeezed where only one can give are no tie: no weight")
  func pinnedIsNoTie() throws {
    // Value's width is required at 42.5, so Name alone can give (the solver leaves nothing open).
    let (b, _, l) = Self.row(width: 60) { b, _, labels in
      b.add(anchor(labels[1], .width), .equal, nil, 42.5)
    }
    let (r, final) = try Self.final(b)
    #expect(same(r.frame(l[0]), rect(16, 40, 9.5, 20)))
    #expect(same(r.frame(l[1]), rect(33.5, 40, 42.5, 20)))
    #expect(final.tiedStacks.isEmpty)
    #expect(Self.tieBreakWeights(final).isEmpty)
  }

  @Test("two labels at one hugging in a stack too long: the first one stretches")
  func tiedStretchesTheFirst() throws {
    let (b, stack, l) = Self.row(width: 100)
    let (r, final) = try Self.final(b)
    // 34 + 8 + 42.5 = 84.5 in 100: 15.5 spare, both hug at 251. By index the first takes it all
    // (Apple's fill: "If there's any ambiguity, the stack view resizes the arranged views based on
    // their index"; IB's stored frames: the first): Name 34 + 15.5 = 49.5 wide at x 16; Value keeps
    // 42.5 from 16 + 49.5 + 8 = 73.5 to the stack's end 116.
    #expect(same(r.frame(l[0]), rect(16, 40, 49.5, 20)))
    #expect(same(r.frame(l[1]), rect(73.5, 40, 42.5, 20)))
    #expect(r.ambiguity == nil)
    #expect(final.tiedStacks.isEmpty)
    #expect(final.stretchTiedStacks == [stack])
    // Value has one visible view before it: its priority-1 weight keeps it from growing (negative:
    // `content - length >= 0`); Name, the first, has none.
    #expect(Self.tieBreakWeights(final) == [l[1].rawValue: -StackTieBreak.step])
  }

  @Test("the first view capped by a constraint of its own: the next one takes the rest")
  func stretchGoesToTheNextWhenTheFirstIsCapped() throws {
    let (b, _, l) = Self.row(width: 100) { b, _, labels in
      b.add(anchor(labels[0], .width), .lessThanOrEqual, nil, 40)
    }
    let r = try b.solve()
    // Name may grow to 40 only (6 of the 15.5); Value takes the other 9.5: 52 wide, from
    // 16 + 40 + 8 = 64 to 116.
    #expect(same(r.frame(l[0]), rect(16, 40, 40, 20)))
    #expect(same(r.frame(l[1]), rect(64, 40, 52, 20)))
    #expect(r.ambiguity == nil)
  }

  @Test("nested stacks: the spare goes to the first label in document order, across stacks")
  func nestedStretchGoesToTheFirstInDocumentOrder() throws {
    // A 100-wide horizontal fill row "Row" (spacing 8) of two horizontal stacks "Left" and
    // "Right", each arranging one label at hugging 251: Name (34) and Value (42.5). The stacks have
    // no content size of their own, so the 15.5 spare is a tie between the two labels of
    // different stacks; by index (the row's first arranged view, then its first) Name takes it:
    // Left 49.5 wide at x 16, Right 42.5 from 16 + 49.5 + 8 = 73.5.
    var b = SceneBuilder(width: 375, height: 667)
    let row = b.view("Row", .stackView) {
      $0.stack = StackConfiguration(axis: .horizontal, alignment: .fill, distribution: .fill, spacing: 8)
    }
    let sides = ["Left", "Right"].map { name in
      b.view(ViewName(name), .stackView, parent: row) {
        $0.stack = StackConfiguration(axis: .horizontal, alignment: .fill, distribution: .fill, spacing: 0)
      }
    }
    let name = b.label("Name", "Name", parent: sides[0])
    let value = b.label("Value", "Value", parent: sides[1])
    b.add(anchor(row, .leading), .equal, superview(.leading), 16)
    b.add(anchor(row, .top), .equal, superview(.top), 40)
    b.add(anchor(row, .width), .equal, nil, 100)
    let r = try b.solve()
    #expect(same(r.frame(sides[0]), rect(16, 40, 49.5, 20)))
    #expect(same(r.frame(name), rect(16, 40, 49.5, 20)))
    #expect(same(r.frame(sides[1]), rect(73.5, 40, 42.5, 20)))
    #expect(same(r.frame(value), rect(73.5, 40, 42.5, 20)))
    #expect(r.ambiguity == nil)
  }

  /// A vertical stack "Column" of `distribution` (spacing 0) at (16, 40), 200 wide and `height`
  /// high (required), arranging a plain view "Top" held at `height = 20 @750`, the label "Name"
  /// (one line, 20 high, compression resistance 750; left out without `label`) and a plain view
  /// "Bottom" at `height = 30 @750`.
  static func heldColumn(
    _ distribution: StackDistribution, label: Bool = true, height: Double = 60
  ) -> (SceneBuilder, ViewID, [ViewID]) {
    var b = SceneBuilder(width: 375, height: 667)
    let stack = b.view("Column", .stackView) {
      $0.stack = StackConfiguration(axis: .vertical, alignment: .fill, distribution: distribution, spacing: 0)
    }
    let top = b.view("Top", .view, parent: stack)
    let name = label ? [b.label("Name", "Name", parent: stack)] : []
    let bottom = b.view("Bottom", .view, parent: stack)
    b.add(anchor(top, .height), .equal, nil, 20, priority: 750)
    b.add(anchor(bottom, .height), .equal, nil, 30, priority: 750)
    b.add(anchor(stack, .leading), .equal, superview(.leading), 16)
    b.add(anchor(stack, .top), .equal, superview(.top), 40)
    b.add(anchor(stack, .width), .equal, nil, 200)
    b.add(anchor(stack, .height), .equal, nil, height)
    return (b, stack, [top] + name + [bottom])
  }

  @Test(
    "lengths held by the views' own constraints are kept before a label's content at the same priority",
    arguments: [StackDistribution.equalSpacing, .fill])
  func heldLengthsKeepBeforeContent(_ distribution: StackDistribution) throws {
    let (b, stack, v) = Self.heldColumn(distribution)
    let (r, final) = try Self.final(b)
    // 20 + 20 + 30 = 70 wanted in 60: 10 short, every length kept at 750, so each layout that
    // takes the 10 from any of them costs the same there. The held heights keep (Pocket Casts'
    // spacers, docs/layout.md): the label gives all 10. Top 20 at y 40, Name 10 from 60, Bottom
    // 30 from 70 to the stack's end 100 (equal spacing: the gaps are 0, the least they may be).
    #expect(same(r.frame(v[0]), rect(16, 40, 200, 20)))
    #expect(same(r.frame(v[1]), rect(16, 60, 200, 10)))
    #expect(same(r.frame(v[2]), rect(16, 70, 200, 30)))
    #expect(r.ambiguity == nil)
    #expect(final.tiedStacks == [stack])
    // Held views weigh above every content view of their stack, by index among themselves: Top
    // (3 visible views + 2 after it) 5e-3, Bottom (3 + 0) 3e-3; Name, one view after it, 1e-3.
    let weights = Self.tieBreakWeights(final)
    #expect(weights.count == 3)
    #expect(abs((weights[v[0].rawValue] ?? 0) - 5 * StackTieBreak.step) < 1e-12)
    #expect(abs((weights[v[1].rawValue] ?? 0) - StackTieBreak.step) < 1e-12)
    #expect(abs((weights[v[2].rawValue] ?? 0) - 3 * StackTieBreak.step) < 1e-12)
    #expect(Self.resistancesUnweighted(final))
  }

  @Test("two held lengths at one priority and nothing else: the last gives")
  func heldLengthsShrinkTheLast() throws {
    // The column without its label, 40 high: Top (20 @750) and Bottom (30 @750), 10 short. By
    // index the last gives: Top 20 at y 40, Bottom 20 from 60 to the stack's end 80
    // (ddg-BrowsingMenuViewController's fill column, docs/interface-builder.md, "Stack ties by
    // index": two plain views held at 750, the last gives all).
    let (b, stack, v) = Self.heldColumn(.fill, label: false, height: 40)
    let (r, final) = try Self.final(b)
    #expect(same(r.frame(v[0]), rect(16, 40, 200, 20)))
    #expect(same(r.frame(v[1]), rect(16, 60, 200, 20)))
    #expect(r.ambiguity == nil)
    #expect(final.tiedStacks == [stack])
  }
}
