import Layout
import Render
import Testing

/// A required constraint the solved frames miss because the solver lost precision is drawn red
/// (class `status-imprecise`) with a note giving both sides' values. The scene is
/// Tests/Fixtures/Recipes/lost-precision.recipe: the solver gives A = 20 and B = 3000, so
/// constraint 2, A.Width = 0.0001 x B.Width + 20, misses by 20.3 - 20 = 0.3 pt (the exact
/// solution, B = 0.3 / 0.00009999, is derived there by hand).
@Suite struct PrecisionLossDrawingTests {
  static func figure() throws -> Figure {
    var scene = Scene(device: .iPhone8, orientation: .portrait)
    scene.views = ["A", "B", "C"].map { ViewSpec(name: ViewName($0), kind: .view) }
    func anchor(_ i: Int, _ attribute: Attribute) -> Anchor { Anchor(.view(ViewID(i)), attribute) }
    scene.constraints = [
      LayoutConstraint(
        number: 1, anchor(0, .width), .lessThanOrEqual, anchor(1, .width), multiplier: 10000,
        constant: .points(20)),
      LayoutConstraint(
        number: 2, anchor(0, .width), .equal, anchor(1, .width), multiplier: 0.0001, constant: .points(20)),
      LayoutConstraint(
        number: 3, anchor(2, .width), .equal, anchor(0, .width), multiplier: 0.0001,
        priority: LayoutPriority(500)!),
      LayoutConstraint(
        number: 4, anchor(2, .width), .equal, anchor(1, .width), multiplier: 0.0001,
        constant: .points(-0.298),
        priority: LayoutPriority(250)!),
      LayoutConstraint(
        number: 5, anchor(0, .leading), .equal, Anchor(.root, .leading), constant: .points(20)),
      LayoutConstraint(number: 6, anchor(1, .leading), .equal, anchor(0, .leading)),
      LayoutConstraint(number: 7, anchor(2, .leading), .equal, anchor(0, .leading)),
      LayoutConstraint(number: 8, anchor(0, .top), .equal, Anchor(.root, .top), constant: .points(40)),
      LayoutConstraint(number: 9, anchor(1, .top), .equal, anchor(0, .bottom), constant: .points(8)),
      LayoutConstraint(number: 10, anchor(2, .top), .equal, anchor(1, .bottom), constant: .points(8)),
    ]
    for i in 0..<3 {
      scene.constraints.append(
        LayoutConstraint(number: 11 + i, anchor(i, .height), .equal, nil, constant: .points(30)))
    }
    let result = try LayoutEngine.solve(scene) { try Fixtures.measurer.measure($0) }
    return Figure(title: "Lost precision", panels: [Panel(scene: scene, result: result, caption: "Lost")])
  }

  @Test func theMissedConstraintIsRedAndANoteGivesBothSides() throws {
    let list = try Support.renderer.displayList(for: try Self.figure())
    // Constraint 2's marks (and its tag) and no other constraint's.
    let imprecise = list.allGroups.filter { $0.classes.contains("status-imprecise") }
    #expect(
      imprecise.contains {
        $0.id == .panel(0, .constraint(.number(2), .marks)) && $0.classes.contains("marks")
      })
    #expect(
      imprecise.allSatisfy {
        if case .panel(0, .constraint(.number(2), _)) = $0.id { return true }
        return false
      })
    let marks = try Support.group(list, .panel(0, .constraint(.number(2), .marks)))
    #expect(Support.lines(in: marks.items).allSatisfy { $0.stroke.paint == .role(.conflict) })
    let text = Support.runs(in: list.items).map(\.text).joined(separator: " ")
    #expect(text.contains("Lost precision: constraint 2 misses by 0.3 pt after solving"), "\(text)")
    #expect(text.contains("A.Width is 20, 0.0001 x B.Width + 20 is 20.3"))
  }
}
