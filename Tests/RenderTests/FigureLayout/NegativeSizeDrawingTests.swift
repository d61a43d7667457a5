import Layout
import Render
import Testing

/// A view whose frame has a negative width is drawn between its edges, crossed out in red, with a
/// note naming it and the constraints; it is not drawn flipped. The engine keeps views' sizes
/// non-negative since session 26 (docs/layout.md, "Semantics": the scene below is a conflict
/// there, constraint 2 broken), so the figure is given the frame and the report a solve without
/// that rule gave: a 375 pt screen, Box.Leading = 0 + 300 and Box.Trailing = 375 - 100, edges at
/// 300 and 275 (width -25), y 40, height 50 (by hand), forced by constraints 1 and 2 and the
/// scene's width.
@Suite struct NegativeSizeDrawingTests {
  static func figure() throws -> Figure {
    var scene = Scene(device: .iPhone8, orientation: .portrait)
    scene.views = [ViewSpec(name: "Box", kind: .view)]
    let box = Anchor(.view(ViewID(0)), .leading)
    scene.constraints = [
      LayoutConstraint(number: 1, box, .equal, Anchor(.root, .leading), constant: .points(300)),
      LayoutConstraint(
        number: 2, Anchor(.view(ViewID(0)), .trailing), .equal, Anchor(.root, .trailing),
        constant: .points(-100)),
      LayoutConstraint(
        number: 3, Anchor(.view(ViewID(0)), .top), .equal, Anchor(.root, .top), constant: .points(40)),
      LayoutConstraint(number: 4, Anchor(.view(ViewID(0)), .height), .equal, nil, constant: .points(50)),
    ]
    var result = try LayoutEngine.solve(scene) { try Fixtures.measurer.measure($0) }
    let sceneWidth = try #require(
      result.implicitConstraints.firstIndex { $0.kind == .sceneSize(.horizontal) })
    result.views[0].frame = Rect(x: 300, y: 40, width: -25, height: 50)
    result.diagnoses = [
      .negativeSize(
        NegativeSizeReport(
          view: ViewID(0), axis: .horizontal, length: -25,
          constraints: [.explicit(0), .explicit(1), .implicit(sceneWidth)]))
    ]
    return Figure(title: "Negative", panels: [Panel(scene: scene, result: result, caption: "Negative")])
  }

  @Test func theViewIsCrossedOutBetweenItsEdges() throws {
    let list = try Support.renderer.displayList(for: try Self.figure())
    let o = try Support.screenOrigin(list, panel: 0)
    let group = try Support.group(list, .panel(0, .view(ViewID(0))))
    let between = DisplayRect(x: 275 + o.x, y: 40 + o.y, width: 25, height: 50)
    let rects = group.items.compactMap { item -> RectItem? in
      if case .rect(let r) = item { return r } else { return nil }
    }
    // Every rectangle of the view is between its edges: nothing has a negative width.
    #expect(!rects.isEmpty && rects.allSatisfy { $0.rect == between })
    #expect(rects.contains { $0.stroke?.paint == .role(.conflict) })
    let cross = Support.lines(in: group.items).filter { $0.stroke.paint == .role(.conflict) }
    let ends = Set(cross.flatMap { [$0.start, $0.end] })
    #expect(cross.count == 2)
    #expect(
      ends == [
        DisplayPoint(x: between.x, y: between.y), DisplayPoint(x: between.maxX, y: between.maxY),
        DisplayPoint(x: between.maxX, y: between.y), DisplayPoint(x: between.x, y: between.maxY),
      ])
  }

  @Test func aNoteNamesTheViewAndTheConstraints() throws {
    let list = try Support.renderer.displayList(for: try Self.figure())
    let text = Support.runs(in: list.items).map(\.text).joined(separator: " ")
    #expect(text.contains("Box has a negative width, -25 pt, forced by"))
    #expect(text.contains("constraint 2"))
    #expect(text.contains("constraint 1"))
    #expect(text.contains("the scene's width (375)"))
    #expect(text.contains("negative width or height"))
  }
}
