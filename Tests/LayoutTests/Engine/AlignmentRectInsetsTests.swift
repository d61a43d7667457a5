import Layout
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
}
