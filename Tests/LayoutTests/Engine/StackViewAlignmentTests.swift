import Layout
import Testing

/// Horizontal stack views, one per alignment, with frames derived by hand from the fake measurer:
/// label A "Go" at 17 pt is 17 x 20 with its baseline 16 below its top; label B "Big" at 30 pt is
/// 45 x 33 with its baseline 29 below its top (ascender s - 1, line height s + 3). Both hug at 251
/// and resist at 750.
///
/// The stack view is pinned to the root's margins (16 ... width - 16) and at y 40, its bottom
/// free; distribution `fillEqually` with spacing 8 makes each view (sw - 8) / 2 wide (375: 167.5,
/// 320: 140), so only the vertical layout differs between the tests.
@Suite("Stack views: alignments")
struct StackViewAlignmentTests {
  static let widths: [Double] = [375, 320]

  static func solve(width: Double, alignment: StackAlignment) throws -> (LayoutResult, ViewID, ViewID, ViewID)
  {
    var b = SceneBuilder(width: width, height: 667)
    let stack = b.view("Row", .stackView) {
      $0.stack = StackConfiguration(
        axis: .horizontal, alignment: alignment, distribution: .fillEqually, spacing: 8)
    }
    let a = b.label("A", "Go", parent: stack)
    let big = b.label("B", "Big", parent: stack, font: .system(30))
    b.add(anchor(stack, .leading), .equal, superview(.leadingMargin))
    b.add(anchor(stack, .trailing), .equal, superview(.trailingMargin))
    b.add(anchor(stack, .top), .equal, Anchor(.topLayoutGuide, .bottom), 20)
    let r = try b.solve()
    let w = (width - 32 - 8) / 2
    #expect(abs(r.frame(a).minX - 16) < 1e-3 && abs(r.frame(a).width - w) < 1e-3)
    #expect(abs(r.frame(big).minX - (24 + w)) < 1e-3 && abs(r.frame(big).width - w) < 1e-3)
    #expect(r.ambiguity == nil)
    return (r, stack, a, big)
  }

  /// (y, height) of a frame.
  static func vertical(_ r: LayoutResult, _ id: ViewID) -> [Double] {
    [r.frame(id).minY, r.frame(id).height]
  }

  @Test("fill: both as tall as the tallest", arguments: widths)
  func fill(width: Double) throws {
    let (r, stack, a, b) = try Self.solve(width: width, alignment: .fill)
    // Equal tops and bottoms; B resists below 33 (750) more than A hugs at 20 (251): 33.
    #expect(Self.vertical(r, a) == [40, 33])
    #expect(Self.vertical(r, b) == [40, 33])
    #expect(Self.vertical(r, stack) == [40, 33])
  }

  @Test("top (leading): tops aligned, each its own height", arguments: widths)
  func top(width: Double) throws {
    let (r, stack, a, b) = try Self.solve(width: width, alignment: .top)
    // The spanner runs from the common top to the lowest bottom (73); the stack ends there.
    #expect(Self.vertical(r, a) == [40, 20])
    #expect(Self.vertical(r, b) == [40, 33])
    #expect(Self.vertical(r, stack) == [40, 33])
  }

  @Test("center: centres aligned within the spanner", arguments: widths)
  func center(width: Double) throws {
    let (r, stack, a, b) = try Self.solve(width: width, alignment: .center)
    // The spanner is B's 40...73 and the stack is the spanner; A's centre 56.5: top 46.5.
    #expect(Self.vertical(r, a) == [46.5, 20])
    #expect(Self.vertical(r, b) == [40, 33])
    #expect(Self.vertical(r, stack) == [40, 33])
  }

  @Test("bottom (trailing): bottoms aligned", arguments: widths)
  func bottom(width: Double) throws {
    let (r, stack, a, b) = try Self.solve(width: width, alignment: .bottom)
    // The stack's top is the spanner's, B's 40; bottoms at 73: A's top 53.
    #expect(Self.vertical(r, a) == [53, 20])
    #expect(Self.vertical(r, b) == [40, 33])
    #expect(Self.vertical(r, stack) == [40, 33])
  }

  @Test("firstBaseline: baselines aligned, the stack's top at the first view's", arguments: widths)
  func firstBaseline(width: Double) throws {
    let (r, stack, a, b) = try Self.solve(width: width, alignment: .firstBaseline)
    // A.top + 16 = B.top + 29. The stack's top is only <= A's top and the stack hugs at 49,
    // below the spanner's 51: the spanner is B.top ... B.top + 33 (A's bottom is B.top + 33 as
    // well) and ends at the stack's bottom; the stack's height B.top + 33 - 40 is least with A at
    // the stack's top: A 40, B 27 (it sticks out above, as IB shows in NestedStackViews).
    #expect(Self.vertical(r, a) == [40, 20])
    #expect(Self.vertical(r, b) == [27, 33])
    #expect(Self.vertical(r, stack) == [40, 20])
    #expect(r[a].lastBaseline == 56)
    #expect(r[b].firstBaseline == 56)
  }

  @Test("lastBaseline: baselines aligned, the stack's top at the spanner's", arguments: widths)
  func lastBaseline(width: Double) throws {
    let (r, stack, a, b) = try Self.solve(width: width, alignment: .lastBaseline)
    // The stack's top is the spanner's (B's top, 40); A.top = B.top + 13 = 53; the stack's bottom
    // is >= A's bottom (73) and hugs it.
    #expect(Self.vertical(r, a) == [53, 20])
    #expect(Self.vertical(r, b) == [40, 33])
    #expect(Self.vertical(r, stack) == [40, 33])
  }
}
