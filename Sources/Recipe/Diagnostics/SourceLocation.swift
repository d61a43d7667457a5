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
