import Layout
import Testing

/// A multiplier on location attributes scales positions in the coordinates of the items' nearest
/// common ancestor (the view that holds the constraint), not the scene's: expectations by hand.
@Suite("Location multipliers")
struct LocationMultiplierTests {
  /// A 200 x 100 box at (100, 200) in a 400 x 800 root.
  private func box(_ b: inout SceneBuilder) -> ViewID {
    let box = b.view("Box", .view)
    b.add(anchor(box, .leading), .equal, superview(.leading), 100)
    b.add(anchor(box, .top), .equal, superview(.top), 200)
    b.add(anchor(box, .width), .equal, nil, 200)
    b.add(anchor(box, .height), .equal, nil, 100)
    return box
  }

  @Test("Child.CenterY = 0.5 x Box.CenterY puts the centre a quarter down the box, not at half its scene y")
  func childOfNestedBox() throws {
    var b = SceneBuilder(width: 400, height: 800)
    let box = box(&b)
    let child = b.view("Child", .view, parent: box)
    b.add(anchor(child, .width), .equal, nil, 20)
    b.add(anchor(child, .height), .equal, nil, 10)
    b.add(anchor(child, .centerX), .equal, anchor(box, .centerX))
    b.add(anchor(child, .centerY), .equal, anchor(box, .centerY), multiplier: 0.5)
    let r = try b.solve()
    // In the box's bounds its centre is at y 50: 0.5 x 50 = 25, + the box's 200 = 225 in the scene
    // (0.5 x the scene's 250 would be 125). The centre line x = 100 + 100 = 200.
    #expect(same(r.frame(child), rect(190, 220, 20, 10)))
  }

  @Test("Between siblings inside the box, with a constant, the box's edge is the origin")
  func siblingsInNestedBox() throws {
    var b = SceneBuilder(width: 400, height: 800)
    let box = box(&b)
    let a = b.view("A", .view, parent: box)
    let c = b.view("B", .view, parent: box)
    for v in [a, c] {
      b.add(anchor(v, .top), .equal, anchor(box, .top))
      b.add(anchor(v, .width), .equal, nil, 10)
      b.add(anchor(v, .height), .equal, nil, 10)
    }
    b.add(anchor(a, .leading), .equal, anchor(box, .leading), 30)
    b.add(anchor(c, .leading), .equal, anchor(a, .trailing), 5, multiplier: 2)
    let r = try b.solve()
    // A's trailing is 40 in the box: 2 x 40 + 5 = 85, + 100 = 185 (2 x 140 + 5 = 285 in the scene).
    #expect(same(r.frame(a), rect(130, 200, 10, 10)))
    #expect(same(r.frame(c), rect(185, 200, 10, 10)))
  }

  @Test("Against the root, whose origin is the scene's, nothing moves")
  func againstRoot() throws {
    var b = SceneBuilder(width: 400, height: 800)
    let box = box(&b)
    let v = b.view("V", .view)
    b.add(anchor(v, .width), .equal, nil, 20)
    b.add(anchor(v, .height), .equal, nil, 10)
    b.add(anchor(v, .leading), .equal, anchor(box, .leading), 0, multiplier: 1.5)
    b.add(anchor(v, .centerY), .equal, superview(.centerY), multiplier: 0.5)
    let r = try b.solve()
    // The common ancestor of V and Box is the root: 1.5 x 100 = 150; 0.5 x 400 = 200 (centre).
    #expect(same(r.frame(v), rect(150, 195, 20, 10)))
  }
}
