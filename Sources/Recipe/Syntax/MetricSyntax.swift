/// `metric padding 20`: a named number for Visual Format Language lines.
public struct MetricSyntax: Hashable, Sendable {
  /// The metric's name.
  public var name: Located<String>
  /// Its value.
  public var value: NumberLiteral

  /// Creates a metric statement.
  public init(name: Located<String>, value: NumberLiteral) {
    self.name = name
    self.value = value
  }
}
