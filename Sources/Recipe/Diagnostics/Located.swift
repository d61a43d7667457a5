/// A syntax value together with the text range it came from.
///
/// Two located values are equal when their values are equal: the range says where a value was
/// written, not what it means, so a recipe printed by the formatter and parsed again compares
/// equal to the original.
public struct Located<Value: Hashable & Sendable>: Hashable, Sendable {
  /// The value.
  public var value: Value
  /// Where the value was written.
  public var range: SourceRange

  /// Pairs a value with its range.
  public init(_ value: Value, at range: SourceRange) {
    self.value = value
    self.range = range
  }

  /// Compares values only; see the type's documentation.
  public static func == (lhs: Located, rhs: Located) -> Bool { lhs.value == rhs.value }

  /// Hashes the value only, consistent with `==`.
  public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
