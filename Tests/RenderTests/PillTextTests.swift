import Render
import Testing

/// Pills say what the cookbook says: `20`, `Std`, `@249`, `2×`, `≥`; a multiplier reads as the
/// equation does (`≤ 0.9×`, never `≤0 x0.9`, which looked like "at most zero").
@Suite struct PillTextTests {
  private func pillTexts(_ c: DiagramConstraint) throws -> [String] {
    var panel = Fixtures.simpleLabelAndTextField()
    panel.constraints = [c]
    let list = try Support.renderer.displayList(for: Figure(title: "pill", panels: [panel]))
    let tag = try #require(list.allGroups.first { $0.classes.contains("annotation") })
    return Support.runs(in: tag.items).map(\.text)
  }

  private let top = DiagramAnchor(item: .view(1), edge: .top)
  private let guide = DiagramAnchor(item: .topGuide, edge: .bottom)

  @Test func constantAndNumber() throws {
    let texts = try pillTexts(
      DiagramConstraint(number: 4, text: "", first: top, second: guide, constant: .points(20)))
    #expect(texts == ["4", "20"])
  }

  @Test func standardInequalityAndPriority() throws {
    let c = DiagramConstraint(
      number: 7, text: "", first: top, relation: .greaterThanOrEqual, second: guide, constant: .standard,
      priority: 249)
    #expect(try pillTexts(c) == ["7", "≥Std @249"])
  }

  @Test func multiplier() throws {
    let w = DiagramAnchor(item: .view(1), edge: .width)
    let c = DiagramConstraint(
      number: 2, text: "", first: w, second: DiagramAnchor(item: .view(0), edge: .width), multiplier: 2)
    #expect(try pillTexts(c) == ["2", "2×"])
  }

  @Test func inequalityWithMultiplierAndNoConstant() throws {
    // Height <= 0.9 x Superview.Height.
    let c = DiagramConstraint(
      number: 3, text: "", first: DiagramAnchor(item: .view(1), edge: .height), relation: .lessThanOrEqual,
      second: DiagramAnchor(item: .root, edge: .height), multiplier: 0.9)
    #expect(try pillTexts(c) == ["3", "≤ 0.9×"])
  }

  @Test func multiplierWithNegativeConstantAndPriority() throws {
    let w = DiagramAnchor(item: .view(1), edge: .width)
    let c = DiagramConstraint(
      number: 5, text: "", first: w, second: DiagramAnchor(item: .view(0), edge: .width), multiplier: 0.5,
      constant: .points(-4), priority: 750)
    #expect(try pillTexts(c) == ["5", "0.5× − 4 @750"])
  }

  @Test func plainRequiredAlignmentHasOnlyTheNumber() throws {
    let c = DiagramConstraint(
      number: 1, text: "", first: DiagramAnchor(item: .view(0), edge: .left),
      second: DiagramAnchor(item: .root, edge: .left, withinMargins: true))
    #expect(try pillTexts(c) == ["1"])
  }
}
