import Layout
import Render
import Testing

/// Pills say what the cookbook says: `20`, `Std`, `@249`, `2×`, `≥`; a multiplier reads as the
/// equation does (`≤ 0.9×`, never `≤0 x0.9`, which looked like "at most zero").
@Suite struct PillTextTests {
  private func pillTexts(_ c: LayoutConstraint) throws -> [String] {
    var panel = Fixtures.simpleLabelAndTextField()
    panel.scene.constraints = [c]
    let list = try Support.renderer.displayList(for: Figure(title: "pill", panels: [panel]))
    let tag = try #require(list.allGroups.first { $0.classes.contains("annotation") })
    return Support.runs(in: tag.items).map(\.text)
  }

  private let top = Anchor(.view(ViewID(1)), .top)
  private let guide = Anchor(.topLayoutGuide, .bottom)

  @Test func constantAndNumber() throws {
    let texts = try pillTexts(
      LayoutConstraint(number: 4, top, .equal, guide, constant: .points(20)))
    #expect(texts == ["4", "20"])
  }

  @Test func standardInequalityAndPriority() throws {
    let c = LayoutConstraint(
      number: 7, top, .greaterThanOrEqual, guide, constant: .standard,
      priority: LayoutPriority(249) ?? .required)
    #expect(try pillTexts(c) == ["7", "≥Std @249"])
  }

  @Test func multiplier() throws {
    let w = Anchor(.view(ViewID(1)), .width)
    let c = LayoutConstraint(number: 2, w, .equal, Anchor(.view(ViewID(0)), .width), multiplier: 2)
    #expect(try pillTexts(c) == ["2", "2×"])
  }

  @Test func inequalityWithMultiplierAndNoConstant() throws {
    // Height <= 0.9 x Superview.Height.
    let c = LayoutConstraint(
      number: 3, Anchor(.view(ViewID(1)), .height), .lessThanOrEqual, Anchor(.root, .height), multiplier: 0.9)
    #expect(try pillTexts(c) == ["3", "≤ 0.9×"])
  }

  @Test func multiplierWithNegativeConstantAndPriority() throws {
    let c = LayoutConstraint(
      number: 5, Anchor(.view(ViewID(1)), .width), .equal, Anchor(.view(ViewID(0)), .width), multiplier: 0.5,
      constant: .points(-4), priority: LayoutPriority(750) ?? .required)
    #expect(try pillTexts(c) == ["5", "0.5× − 4 @750"])
  }

  @Test func plainRequiredAlignmentHasOnlyTheNumber() throws {
    let c = LayoutConstraint(number: 1, Anchor(.view(ViewID(0)), .left), .equal, Anchor(.root, .leftMargin))
    #expect(try pillTexts(c) == ["1"])
  }
}
