/// The start of a priority: a number, or one of UIKit's named priorities.
public enum PriorityBase: Hashable, Sendable {
  /// A number such as 249.
  case number(NumberLiteral)
  /// A named priority such as `defaultLow`.
  case named(Spelled<NamedPriority>)

  /// The numeric value.
  public var value: Double {
    switch self {
    case .number(let literal): return literal.value
    case .named(let name): return name.value.value
    }
  }
}
