/// A position in a recipe's text: 1-based line and column, columns counted in characters.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The 1-based line number.
  public var line: Int
  /// The 1-based column, counted in characters (grapheme clusters) of the line.
  public var column: Int

  /// Creates a location from a 1-based line and column.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// Orders locations by line, then column.
  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }

  /// `line:column`, as compilers print it.
  public var description: String { "\(line):\(column)" }
}

/// A half-open span of a recipe's text, `start ..< end`.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
  /// The first character of the span.
  public var start: SourceLocation
  /// The location just past the last character of the span.
  public var end: SourceLocation

  /// Creates a range from its two ends.
  public init(start: SourceLocation, end: SourceLocation) {
    self.start = start
    self.end = max(start, end)
  }

  /// A range of `length` characters on one line.
  public init(line: Int, column: Int, length: Int) {
    self.start = SourceLocation(line: line, column: column)
    self.end = SourceLocation(line: line, column: column + max(0, length))
  }

  /// The smallest range covering both ranges.
  public func union(_ other: SourceRange) -> SourceRange {
    SourceRange(start: min(start, other.start), end: max(end, other.end))
  }

  /// `line:column-line:column`.
  public var description: String { "\(start)-\(end)" }
}

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
