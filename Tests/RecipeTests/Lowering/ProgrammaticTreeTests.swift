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

  @Test("a priority of infinity, a NaN hugging and a huge weight are dropped, not converted with a trap")
  func unconvertibleNumbers() throws {
    let source = """
      scene 375 x 667
      label "Name" text "Name" hugging 249 weight bold
      1. Name.Leading = Superview.Leading @249
      """
    var recipe = RecipeParser.parse(source, fileName: "t").recipe
    let nowhere = recipe.lines[0].range
    for index in recipe.lines.indices {
      switch recipe.lines[index].statement {
      case .view(var view):
        view.properties = view.properties.map { property in
          var property = property
          switch property.value {
          case .hugging(let axis, var priority):
            priority.base = .number(NumberLiteral(.nan, spelling: "nan", at: nowhere))
            property.value = .hugging(axis, priority)
          case .weight:
            property.value = .weight(NumberLiteral(1e300, spelling: "1e300", at: nowhere))
          default: break
          }
          return property
        }
        recipe.lines[index].statement = .view(view)
      case .constraint(var constraint):
        constraint.priority?.base = .number(NumberLiteral(.infinity, spelling: "inf", at: nowhere))
        recipe.lines[index].statement = .constraint(constraint)
      default: break
      }
    }
    let scene = try #require(RecipeLowering.lower(recipe).variants.first?.scene)
    // Each unusable number leaves what the view or constraint had without it: a label's
    // default hugging (251, Interface Builder's), the kind's default weight, and required.
    #expect(scene.views[0].hugging.horizontal == LayoutPriority(251))
    #expect(scene.views[0].font.weight == nil)
    #expect(scene.constraints.first?.priority == .required)
  }
}
