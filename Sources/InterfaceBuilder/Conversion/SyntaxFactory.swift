import Layout
import Recipe

/// Builds recipe syntax nodes that come from no recipe text (their ranges are a placeholder:
/// the formatter ignores ranges, and the CLI compiles the formatted text, whose ranges are real).
enum SyntaxFactory {
  static let nowhere = SourceRange(line: 1, column: 1, length: 0)

  static func located<T: Hashable & Sendable>(_ value: T) -> Located<T> { Located(value, at: nowhere) }

  static func spelled<T: Hashable & Sendable>(_ value: T, _ spelling: String) -> Spelled<T> {
    Spelled(value, spelling: spelling, at: nowhere)
  }

  /// A number as a recipe writes it (`PositionalNumber.shortest`: `20`, `0.5`, `0.00001`).
  static func number(_ value: Double) -> NumberLiteral { .synthesized(value, at: nowhere) }

  /// A multiplier as the cookbook writes it (`2.0 x`, `0.5 x`), without an exponent.
  static func multiplier(_ value: Double) -> NumberLiteral {
    spelled(value, PositionalNumber.spelling(value))
  }

  static func priority(_ value: Double) -> PrioritySyntax {
    PrioritySyntax(base: .number(number(value)), adjustment: nil, style: .parenthesized, range: nowhere)
  }

  static func line(_ statement: RecipeStatement, comment: String? = nil) -> RecipeLine {
    RecipeLine(statement: statement, trailingComment: comment, range: nowhere)
  }

  static func comment(_ text: String) -> RecipeLine { line(.comment(text)) }

  static func anchor(_ item: ViewName, _ attribute: Attribute, spelling: String) -> AnchorSyntax {
    AnchorSyntax(item: located(item), attribute: spelled(attribute, spelling))
  }
}
