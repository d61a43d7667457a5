import Layout
import TestSupport
import Testing

/// `alignmentRectInsets` (UIView's): constraints, a stack view and the intrinsic content size act
/// on the alignment rectangle, and the frame solved is that rectangle outset by the insets. Frames
/// derived by hand below.
@Suite("Alignment rectangles")
struct AlignmentRectInsetsTests {
  /// A horizontal stack aligned at the top, at (16, 40): an image view whose image is 20 x 19 with
  /// insets -0.5 above and below (its frame 0.5 inside its rectangle at each end), nothing on its
  /// size, beside a 30 x 30 box, spacing 8. Its rectangle is its intrinsic size, the image less the
  /// insets: 20 x 20 at the stack's top (16, 40); the frame (16, 40.5, 20, 19). The box at
  /// x 16 + 20 + 8 = 44; the stack as tall as the box (30). A second image view, pinned by its top
  /// and leading edges to (100, 100) and held 40 high: rectangle (100, 100, 20, 40), frame
  /// (100, 100.5, 20, 39).
  @Test("the frame is the placed alignment rectangle outset by the insets")
  func frameOutsetFromTheRectangle() throws {
    let insets = EdgeInsets(top: -0.5, left: 0, bottom: -0.5, right: 0)
    var b = SceneBuilder(width: 375, height: 667)
    let stack = b.view("Row", .stackView) {
      $0.stack = StackConfiguration(axis: .horizontal, alignment: .top, distribution: .fill, spacing: 8)
    }
    let symbol = b.view("Symbol", .imageView, parent: stack) {
      $0.imageSize = Size(width: 20, height: 19)
      $0.alignmentRectInsets = insets
    }
    let box = b.view("Box", .view, parent: stack)
    let held = b.view("Held", .imageView) {
      $0.imageSize = Size(width: 20, height: 19)
      $0.alignmentRectInsets = insets
    }
    b.add(anchor(box, .width), .equal, nil, 30)
    b.add(anchor(box, .height), .equal, nil, 30)
    b.add(anchor(stack, .leading), .equal, superview(.leading), 16)
    b.add(anchor(stack, .top), .equal, superview(.top), 40)
    b.add(anchor(held, .leading), .equal, superview(.leading), 100)
    b.add(anchor(held, .top), .equal, superview(.top), 100)
    b.add(anchor(held, .height), .equal, nil, 40)
    let r = try b.solve()
    #expect(r.ambiguity == nil)
    #expect(same(r.frame(symbol), rect(16, 40.5, 20, 19)), "\(r.frame(symbol))")
    #expect(same(r.frame(box), rect(44, 40, 30, 30)), "\(r.frame(box))")
    #expect(same(r.frame(stack), rect(16, 40, 58, 30)), "\(r.frame(stack))")
    #expect(same(r.frame(held), rect(100, 100.5, 20, 39)), "\(r.frame(held))")
  }

  /// Without insets nothing changes: the image's size is the intrinsic size and the frame.
  @Test("no insets: the frame is the rectangle")
  func noInsets() throws {
    var b = SceneBuilder(width: 375, height: 667)
    let image = b.view("Image", .imageView) { $0.imageSize = Size(width: 20, height: 19) }
    b.add(anchor(image, .leading), .equal, superview(.leading), 10)
    b.add(anchor(image, .top), .equal, superview(.top), 10)
    let r = try b.solve()
    #expect(same(r.frame(image), rect(10, 10, 20, 19)), "\(r.frame(image))")
  }

  /// Other frames (Interface Builder's stored ones) are frames too: `LayoutEngine.misses` judges a
  /// view's constraints at its alignment rectangle, the frame less the insets. A box with insets
  /// top 2, left 3, bottom 4, right 5, its rectangle pinned at (10, 20) and 50 x 30: its frame is
  /// (7, 18, 58, 36). At that frame every constraint holds (read at the frame itself, the leading
  /// pin would miss by 3, the top by 2, the width by 8, the height by 6); one point to the right,
  /// the leading pin misses by 1 and the rest hold.
  @Test("misses at other frames are read at the alignment rectangle")
  func missesAtTheAlignmentRectangle() throws {
    var b = SceneBuilder(width: 375, height: 667)
    let box = b.view("Box", .view) {
      $0.alignmentRectInsets = EdgeInsets(top: 2, left: 3, bottom: 4, right: 5)
    }
    b.add(anchor(box, .leading), .equal, superview(.leading), 10)
    b.add(anchor(box, .top), .equal, superview(.top), 20)
    b.add(anchor(box, .width), .equal, nil, 50)
    b.add(anchor(box, .height), .equal, nil, 30)
    let refs = (0..<4).map { ConstraintRef.explicit($0) }
    let r = try b.solve()
    #expect(same(r.frame(box), rect(7, 18, 58, 36)))
    let atFrame = try LayoutEngine.misses(
      of: refs, in: b.scene, measure: FakeMeasurer.measure, at: [box: rect(7, 18, 58, 36)])
    #expect(refs.map { atFrame[$0] ?? -1 } == [0, 0, 0, 0])
    let shifted = try LayoutEngine.misses(
      of: refs, in: b.scene, measure: FakeMeasurer.measure, at: [box: rect(8, 18, 58, 36)])
    #expect(abs((shifted[refs[0]] ?? -1) - 1) < 1e-9)
    #expect(refs.dropFirst().map { shifted[$0] ?? -1 } == [0, 0, 0])
  }
}
