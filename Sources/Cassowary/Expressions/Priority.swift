/// A constraint priority from 1 to 1000; 1000 is required, anything lower is optional.
///
/// Priorities are strictly lexicographic: satisfying one constraint at priority `p + 1` is worth more
/// than any number of violations at priority `p` (see docs/cassowary.md, "Priorities").
public struct Priority: Comparable, Hashable, Sendable, CustomStringConvertible {
  /// The priority value, 1...1000.
  public let value: Int

  /// Creates a priority; `nil` outside 1...1000.
  public init?(_ value: Int) {
    guard (1...1000).contains(value) else { return nil }
    self.value = value
  }

  private init(unchecked value: Int) {
    self.value = value
  }

  /// 1000: must hold; a conflict is an error.
  public static let required = Priority(unchecked: 1000)
  /// 750: UIKit's `defaultHigh`.
  public static let defaultHigh = Priority(unchecked: 750)
  /// 500: UIKit's `sceneSizeStayPut`.
  public static let medium = Priority(unchecked: 500)
  /// 250: UIKit's `defaultLow`.
  public static let defaultLow = Priority(unchecked: 250)
  /// 50: UIKit's `fittingSizeLevel`.
  public static let fittingSizeLevel = Priority(unchecked: 50)

  /// Whether this is ``required`` (1000).
  public var isRequired: Bool {
    value == 1000
  }

  /// Orders by value.
  public static func < (lhs: Priority, rhs: Priority) -> Bool {
    lhs.value < rhs.value
  }

  /// The value, as in `@750`.
  public var description: String {
    "\(value)"
  }
}
