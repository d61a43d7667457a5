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
