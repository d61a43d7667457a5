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

  /// Swift's shortest round-tripping spelling of a finite number without its exponent (recipes
  /// write none): `1e-05` is `0.00001`, `1.5e-08` is `0.000000015`, `1e+16` is
  /// `10000000000000000.0`; the digits are the same, so the value reads back exactly. `-0.0` is
  /// `0.0` (a recipe's multiplier has no sign).
  static func positional(_ value: Double) -> String {
    if value == 0 { return "0.0" }
    let text = String(value)
    guard let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }),
      let exponent = Int(text[text.index(after: e)...])
    else { return text }
    var mantissa = String(text[..<e])
    let negative = mantissa.hasPrefix("-")
    if negative { mantissa.removeFirst() }
    let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
    let whole = String(parts[0])
    let fraction = parts.count > 1 ? String(parts[1]) : ""
    var digits = whole + fraction
    var point = whole.count + exponent
    while digits.count > 1, digits.last == "0", digits.count > point { digits.removeLast() }
    if point <= 0 {
      digits = String(repeating: "0", count: 1 - point) + digits
      point = 1
    }
    if digits.count <= point { digits += String(repeating: "0", count: point - digits.count) + "0" }
    let index = digits.index(digits.startIndex, offsetBy: point)
    return (negative ? "-" : "") + digits[..<index] + "." + digits[index...]
  }

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
