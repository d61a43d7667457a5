import Layout
import TestSupport
import Testing

/// `LiveLayout`: a scene solved again at other widths through the solver's edit variables, by hand
/// and against fresh solves.
@Suite("Live layout")
struct LiveLayoutTests {
  /// A wrapping label pinned 20 pt from both sides and 30 pt from the top, a 50 x 50 box 10 pt
  /// below it.
  static func wrappingScene() -> (scene: Scene, label: ViewID, box: ViewID) {
    var b = SceneBuilder(width: 375, height: 667)
    let label = b.label("Label", "aaaa bbbb cccc dddd", lines: 0)
    let box = b.view("Box", .view)
    b.add(anchor(label, .leading), .equal, superview(.leading), 20)
    b.add(anchor(label, .trailing), .equal, superview(.trailing), -20)
    b.add(anchor(label, .top), .equal, superview(.top), 30)
    b.add(anchor(box, .top), .equal, anchor(label, .bottom), 10)
    b.add(anchor(box, .leading), .equal, superview(.leading), 20)
    b.add(anchor(box, .width), .equal, nil, 50)
    b.add(anchor(box, .height), .equal, nil, 50)
    return (b.scene, label, box)
  }

  @Test("A wrapping label re-wraps at each width: frames by hand, solved live after the first")
  func wrappingByHand() throws {
    let (base, label, box) = Self.wrappingScene()
    let live = LiveLayout()
    // The fake measurer: 8.5 pt per character at 17 pt, 20 pt a line, greedy word wrap. The label
    // is the width less 40; "aaaa bbbb cccc dddd" is 19 characters (161.5 pt) in words of 4.
    // 375: 335 pt holds 39 characters: one line, 20 high; the box at 30 + 20 + 10 = 60.
    // 120: 80 pt holds 9: "aaaa bbbb" / "cccc dddd", 40 high; box at 80.
    // 80: 40 pt holds 4: four lines, 80 high; box at 120.
    // 200: 160 pt holds 18: "aaaa bbbb cccc" / "dddd", 40 high; box at 80.
    let expected: [(width: Double, lines: Double)] = [(375, 1), (120, 2), (80, 4), (200, 2), (375, 1)]
    for (width, lines) in expected {
      var scene = base
      scene.size.width = width
      let r = try live.solve(scene, measure: FakeMeasurer.measure)
      #expect(same(r.frame(label), rect(20, 30, width - 40, 20 * lines)), "width \(width)")
      #expect(same(r.frame(box), rect(20, 30 + 20 * lines + 10, 50, 50)), "width \(width)")
      #expect(same(r.rootFrame, rect(0, 0, width, 667)))
    }
    #expect(live.freshSolves == 1 && live.liveSolves == 4)
  }

  @Test("Live frames equal fresh solves at every width of a sweep, statuses and diagnoses too")
  func equalsFresh() throws {
    let (base, _, _) = Self.wrappingScene()
    let live = LiveLayout()
    for width in stride(from: 60.0, through: 420, by: 7.5) {
      var scene = base
      scene.size.width = width
      let r = try live.solve(scene, measure: FakeMeasurer.measure)
      let fresh = try LayoutEngine.solve(scene, measure: FakeMeasurer.measure)
      for (a, b) in zip(r.views, fresh.views) {
        #expect(closeFrames(a.frame, b.frame), "width \(width)")
      }
      #expect(r.constraints.map { kind($0.status) } == fresh.constraints.map { kind($0.status) })
      #expect(r.diagnoses.count == fresh.diagnoses.count)
    }
    #expect(live.liveSolves > 40)
  }

  @Test("A scene size a required constraint refuses is solved freshly, as the engine breaks it")
  func requiredConflictFallsBack() throws {
    var b = SceneBuilder(width: 340, height: 667)
    let bar = b.view("Bar", .view)
    b.add(anchor(bar, .leading), .equal, superview(.leading), 20)
    b.add(anchor(bar, .trailing), .equal, superview(.trailing), -20)
    b.add(anchor(bar, .width), .equal, nil, 300)
    b.add(anchor(bar, .top), .equal, superview(.top))
    b.add(anchor(bar, .height), .equal, nil, 10)
    let live = LiveLayout()
    _ = try live.solve(b.scene, measure: FakeMeasurer.measure)
    #expect(live.isLive)
    var wider = b.scene
    wider.size.width = 400
    // 20 + 300 + 20 = 340 only: at 400 the engine breaks the last required constraint it met (the
    // width), so the bar spans 20 ... 380; the edit variable would lose instead (root 340).
    let r = try live.solve(wider, measure: FakeMeasurer.measure)
    #expect(same(r.frame(bar), rect(20, 0, 360, 10)))
    #expect(same(r.rootFrame, rect(0, 0, 400, 667)))
    #expect(r == (try LayoutEngine.solve(wider, measure: FakeMeasurer.measure)))
    #expect(live.freshSolves == 2 && live.liveSolves == 0 && !live.isLive)
  }

  @Test("The height is an edit variable too: a bar pinned to the bottom follows it")
  func heightByHand() throws {
    var b = SceneBuilder(width: 375, height: 667)
    let bar = b.view("Bar", .view)
    b.add(anchor(bar, .leading), .equal, superview(.leading))
    b.add(anchor(bar, .trailing), .equal, superview(.trailing))
    b.add(anchor(bar, .bottom), .equal, superview(.bottom), -10)
    b.add(anchor(bar, .height), .equal, nil, 44)
    let live = LiveLayout()
    // The bar: full width, 44 high, its bottom 10 above the scene's: y = height - 54.
    for (width, height) in [(375.0, 667.0), (375, 500), (320, 812), (414, 300)] {
      var scene = b.scene
      scene.size = Size(width: width, height: height)
      let r = try live.solve(scene, measure: FakeMeasurer.measure)
      #expect(same(r.frame(bar), rect(0, height - 54, width, 44)), "\(width) x \(height)")
      #expect(same(r.rootFrame, rect(0, 0, width, height)))
    }
    #expect(live.freshSolves == 1 && live.liveSolves == 3)
  }

  @Test("A change besides the size (a constraint's constant) is a fresh solve")
  func otherChangeIsFresh() throws {
    var (scene, label, _) = Self.wrappingScene()
    let live = LiveLayout()
    _ = try live.solve(scene, measure: FakeMeasurer.measure)
    scene.constraints[2].constant = .points(50)
    let r = try live.solve(scene, measure: FakeMeasurer.measure)
    #expect(same(r.frame(label), rect(20, 50, 335, 20)))
    #expect(live.freshSolves == 2)
  }
}

/// A status without its numbers (`brokenOptional`).
func kind(_ status: ConstraintStatus) -> String {
  String("\(status)".prefix { $0 != "(" })
}

/// Whether two frames agree within 1e-6 pt.
func closeFrames(_ a: Rect, _ b: Rect) -> Bool {
  abs(a.minX - b.minX) <= 1e-6 && abs(a.minY - b.minY) <= 1e-6 && abs(a.width - b.width) <= 1e-6
    && abs(a.height - b.height) <= 1e-6
}
