/// A constraint's label in the list: a number (`5.`) or a letter (`C:`), as the quote cell uses.
public enum ConstraintLabel: Hashable, Sendable, CustomStringConvertible {
  /// A numbered constraint.
  case number(Int)
  /// A lettered constraint.
  case letter(String)

  /// `5` or `C`.
  public var description: String {
    switch self {
    case .number(let number): return String(number)
    case .letter(let letter): return letter
    }
  }
}
