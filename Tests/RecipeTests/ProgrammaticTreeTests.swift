import Layout
import Testing

@testable import Recipe

/// `RecipeLowering.lower` is public: a syntax tree built or edited in code, which the parser
/// would never produce, is lowered without a trap.
@Suite("Lowering trees built in code")
struct ProgrammaticTreeTests {
  /// The recipe parsed from `source`, with every `margins` property's numbers replaced.
  static func withMargins(_ source: String, _ numbers: (([NumberLiteral]) -> [NumberLiteral])) -> Recipe {
    var recipe = RecipeParser.parse(source, fileName: "t").recipe
    for index in recipe.lines.indices {
      guard case .view(var view) = recipe.lines[index].statement else { continue }
      for p in view.properties.indices {
        if case .margins(let values) = view.properties[p].value {
          view.properties[p].value = .margins(numbers(values))
        }
      }
      recipe.lines[index].statement = .view(view)
    }
    return recipe
  }

  static let source = """
    scene 375 x 667
    view "Box" margins 4
    1. Box.Leading = Superview.Leading
    """

  @Test("margins with no numbers leave the view's margins unset (the engine's default)")
  func noNumbers() throws {
    let lowered = RecipeLowering.lower(Self.withMargins(Self.source) { _ in [] })
    let view = try #require(lowered.variants.first?.scene.views.first)
    #expect(view.layoutMargins == nil)
  }

  @Test("margins with two numbers take the first for every side")
  func twoNumbers() throws {
    let lowered = RecipeLowering.lower(Self.withMargins(Self.source) { values in values + values })
    let view = try #require(lowered.variants.first?.scene.views.first)
    #expect(view.layoutMargins == EdgeInsets(all: 4))
  }
}
