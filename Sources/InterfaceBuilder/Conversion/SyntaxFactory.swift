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

  static func number(_ value: Double) -> NumberLiteral {
    spelled(value, formatNumber(value))
  }

  /// A number as a recipe writes it: whole numbers without a fraction, others in Swift's shortest
  /// round-tripping form (`0.5`, `0.3333333333333333`).
  static func formatNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return positional(value)
  }

  /// A multiplier as the cookbook writes it (`2.0 x`, `0.5 x`).
  static func multiplier(_ value: Double) -> NumberLiteral {
    spelled(value, positional(value))
  }

  /// A number without an exponent (`Recipe.PositionalNumber`): recipes write none.
  static func positional(_ value: Double) -> String { PositionalNumber.spelling(value) }

  static func priority(_ value: Double) -> PrioritySyntax {
    PrioritySyntax(base: .number(number(value)), adjustment: nil, style: .parenthesized, range: nowhere)
  }

  static func line(_ statement: RecipeStatement, comment: String? = nil) -> RecipeLine {
    RecipeLine(statement: statement, trailingComment: comment, range: nowhere)
  }

  static func comment(_ text: String) -> RecipeLine { line(.comment(text)) }

  static func anchor(_ item: String, _ attribute: AttributeName, spelling: String) -> AnchorSyntax {
    AnchorSyntax(item: located(ViewName(item)), attribute: spelled(attribute, spelling))
  }
}
