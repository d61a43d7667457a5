import Layout
import TestSupport
import Testing

/// Odd input never crashes: it becomes a diagnosis or a typed error.
@Suite("Robustness")
struct RobustnessTests {
  @Test("An empty scene solves to its root frame")
  func emptyScene() throws {
    let r = try SceneBuilder(width: 375, height: 667).solve()
    #expect(r.views.isEmpty && r.rootFrame == rect(0, 0, 375, 667) && r.diagnoses.isEmpty)
  }

  @Test("Trivial and self-contradicting constraints")
  func selfReference() throws {
    var b = SceneBuilder(width: 375, height: 667)
    let box = b.view("Box", .view)
    b.add(anchor(box, .leading), .equal, superview(.leading), 10)
    b.add(anchor(box, .top), .equal, superview(.top), 10)
    b.add(anchor(box, .width), .equal, nil, 50)
    b.add(anchor(box, .height), .equal, anchor(box, .width))
    b.add(anchor(box, .width), .equal, anchor(box, .width))  // 0 = 0: holds
    b.add(anchor(box, .width), .equal, anchor(box, .width), 10)  // 0 = 10: cannot hold
    let r = try b.solve()
    // The box is 50 x 50 at (10, 10); the last constraint conflicts with itself alone.
    #expect(same(r.frame(box), rect(10, 10, 50, 50)))
    #expect(r[constraint: .explicit(5)].status == .brokenToRecover)
    #expect(r.conflicts.map(\.conflicting) == [[.explicit(5)]])
  }

  @Test("Non-finite numbers are rejected: in a constraint as invalid, from a measurer as an error")
  func nonFinite() throws {
    var b = SceneBuilder(width: 375, height: 667)
    let label = b.label("Label", "Text")
    b.add(anchor(label, .leading), .equal, superview(.leading), .infinity)
    let r = try b.solve()
    #expect(r.diagnoses.first.map { if case .invalidConstraint = $0 { true } else { false } } == true)
    let nanMeasurer: TextMeasurer = { _ in
      TextMeasurement(
        width: .nan, height: 20, firstBaseline: 16, lastBaseline: 16, lineCount: 1, ascender: 16,
        descender: -4,
        lineHeight: 20)
    }
    #expect(throws: LayoutError.self) { try LayoutEngine.solve(b.scene, measure: nanMeasurer) }
  }

  @Test("Broken structure is a typed error")
  func structure() {
    var cycle = Scene(size: Size(width: 100, height: 100))
    cycle.views = [
      ViewSpec(name: "A", kind: .view, parent: ViewID(1)),
      ViewSpec(name: "B", kind: .view, parent: ViewID(0)),
    ]
    #expect(throws: LayoutError.parentCycle(view: ViewID(0))) {
      try LayoutEngine.solve(cycle, measure: FakeMeasurer.measure)
    }
    var orphan = Scene(size: Size(width: 100, height: 100))
    orphan.views = [ViewSpec(name: "A", kind: .view, parent: ViewID(7))]
    #expect(throws: LayoutError.unknownParent(view: ViewID(0), parent: ViewID(7))) {
      try LayoutEngine.solve(orphan, measure: FakeMeasurer.measure)
    }
    // Names are rendered at the edge, from the scene.
    #expect(LayoutError.unknownParent(view: ViewID(0), parent: ViewID(7)).message(in: orphan).contains("'A'"))
    let negative = Scene(size: Size(width: -1, height: 100))
    #expect(throws: LayoutError.self) { try LayoutEngine.solve(negative, measure: FakeMeasurer.measure) }
  }

  @Test("Unconstrained views are ambiguous in every number, with finite witnesses")
  func unconstrained() throws {
    var b = SceneBuilder(width: 375, height: 667)
    let free = b.view("Free", .view)
    let r = try b.solve()
    let report = try #require(r.ambiguity)
    #expect(report.entries == [.init(view: free, dimensions: [.minX, .minY, .width, .height])])
    // minX is unbounded both ways: pinned at its current value and 40 pt further.
    #expect(report.alternatives.count == 2)
    #expect(abs(report.alternatives[1][0].minX - report.alternatives[0][0].minX - 40) < 1e-9)
  }
}
