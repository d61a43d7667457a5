/// A value as the author spelled it: `20.0` and `20` are the same number, `Baseline` and
/// `LastBaseline` the same attribute, but the formatter prints the spelling back.
///
/// Equality compares values only, so formatting never changes what a recipe means.
public struct Spelled<Value: Hashable & Sendable>: Hashable, Sendable {
  /// The value.
  public var value: Value
  /// The text the value was written as.
  public var spelling: String
  /// Where it was written.
  public var range: SourceRange

  /// Pairs a value with its spelling and range.
  public init(_ value: Value, spelling: String, at range: SourceRange) {
    self.value = value
    self.spelling = spelling
    self.range = range
  }

  /// Compares values only; see the type's documentation.
  public static func == (lhs: Spelled, rhs: Spelled) -> Bool { lhs.value == rhs.value }

  /// Hashes the value only, consistent with `==`.
  public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

/// A number literal: its value, spelling (`20.0`) and range.
public typealias NumberLiteral = Spelled<Double>

extension Spelled where Value == Double {
  /// A literal for a number the program made up (a VFL expansion, an imported document),
  /// spelled as `PositionalNumber.shortest` spells it.
  public static func synthesized(_ value: Double, at range: SourceRange) -> NumberLiteral {
    NumberLiteral(value, spelling: PositionalNumber.shortest(value), at: range)
  }
}
