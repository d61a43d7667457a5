/// A linear expression `sum(coefficient * variable) + constant`.
///
/// Terms keep the order they were written in; the solver merges repeated variables itself.
public struct Expression: Hashable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
  CustomStringConvertible
{
  /// The summands, in the order written.
  public var terms: [Term]
  /// The constant summand.
  public var constant: Double

  /// The expression `1 * variable`.
  public init(_ variable: Variable) {
    self.terms = [Term(variable: variable, coefficient: 1)]
    self.constant = 0
  }

  /// An expression from its parts.
  public init(terms: [Term], constant: Double) {
    self.terms = terms
    self.constant = constant
  }

  /// A constant expression.
  public init(_ constant: Double) {
    self.terms = []
    self.constant = constant
  }

  /// A constant expression from an integer literal.
  public init(integerLiteral value: Int) {
    self.init(Double(value))
  }

  /// A constant expression from a float literal.
  public init(floatLiteral value: Double) {
    self.init(value)
  }

  /// Terms with equal variables merged, zero coefficients dropped, ascending by variable.
  public var normalizedTerms: [Term] {
    // Fast path: terms already ascending, distinct and non-zero (the usual case) are kept as is.
    var ordered = true
    for index in terms.indices {
      if terms[index].coefficient == 0 || (index > 0 && terms[index - 1].variable >= terms[index].variable) {
        ordered = false
        break
      }
    }
    if ordered { return terms }
    var merged: [Term] = []
    for term in terms.sorted(by: { $0.variable < $1.variable }) {
      if let last = merged.last, last.variable == term.variable {
        merged[merged.count - 1].coefficient += term.coefficient
      } else {
        merged.append(term)
      }
    }
    return merged.filter { $0.coefficient != 0 }
  }

  /// The value with each variable replaced by `value(variable)`.
  public func evaluate(_ value: (Variable) -> Double) -> Double {
    var sum = constant
    for term in terms {
      sum += term.coefficient * value(term.variable)
    }
    return sum
  }

  /// `2*v0 - v1 + 8` style text (variables by index; see ``Solver/describe(_:)`` for names).
  public var description: String {
    render { $0.description }
  }

  func render(_ name: (Variable) -> String) -> String {
    var text = ""
    for term in terms {
      let magnitude = abs(term.coefficient)
      let factor = magnitude == 1 ? "" : "\(Expression.format(magnitude))*"
      if text.isEmpty {
        text = (term.coefficient < 0 ? "-" : "") + factor + name(term.variable)
      } else {
        text += (term.coefficient < 0 ? " - " : " + ") + factor + name(term.variable)
      }
    }
    if text.isEmpty { return Expression.format(constant) }
    if constant != 0 {
      text += (constant < 0 ? " - " : " + ") + Expression.format(abs(constant))
    }
    return text
  }

  /// Integers without a fraction, everything else as Swift prints it.
  static func format(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return "\(Int(value))" }
    return "\(value)"
  }
}
