import Layout
import Testing

/// `Scene.hiddenInHierarchy()` answers for every view at once what `isHiddenInHierarchy` answers
/// per view (hidden itself or under a hidden ancestor).
@Suite("Hidden in hierarchy")
struct HiddenInHierarchyTests {
  @Test("A chain hidden from its 11th view down, and a visible chain beside it")
  func nestedChains() {
    var b = SceneBuilder(width: 375, height: 667)
    var parent: ViewID?
    for k in 0..<50 {
      parent = b.view(ViewName("Deep \(k)"), .view, parent: parent) { $0.isHidden = (k == 10) }
    }
    parent = nil
    for k in 0..<5 { parent = b.view(ViewName("Side \(k)"), .view, parent: parent) }
    let hidden = b.scene.hiddenInHierarchy()
    // By hand: views 0-9 are above the hidden one, 10-49 are it and its descendants, 50-54 visible.
    #expect(
      hidden == Array(repeating: false, count: 10) + Array(repeating: true, count: 40)
        + Array(repeating: false, count: 5))
  }

  @Test("Agrees with the per-view walk on scrambled trees, children declared before parents too")
  func agreesWithPerViewWalk() {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    for _ in 0..<20 {
      let count = 1 + next(40)
      // A random tree: view k's parent is any view before it in a random order, so parents are
      // often declared after their children.
      let order = (0..<count).map { ($0, next(1_000)) }.sorted { $0.1 < $1.1 }.map(\.0)
      var parents = [Int?](repeating: nil, count: count)
      for (position, k) in order.enumerated() where position > 0 && next(4) != 0 {
        parents[k] = order[next(position)]
      }
      var scene = Scene(size: Size(width: 375, height: 667), widthClass: .compact)
      for k in 0..<count {
        var spec = ViewSpec(name: ViewName("V\(k)"), kind: .view, parent: parents[k].map(ViewID.init))
        spec.isHidden = next(6) == 0
        _ = scene.add(spec)
      }
      let all = scene.hiddenInHierarchy()
      #expect(all == (0..<count).map { scene.isHiddenInHierarchy(ViewID($0)) })
    }
  }
}
