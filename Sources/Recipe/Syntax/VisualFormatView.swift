/// `[name(predicates)]` in a format line.
public struct VisualFormatView: Hashable, Sendable {
  /// The view's name as written.
  public var name: Located<String>
  /// Size predicates (`>=20`, `==button2`, `100@20`).
  public var predicates: [VisualFormatPredicate]

  /// Creates a format view.
  public init(name: Located<String>, predicates: [VisualFormatPredicate]) {
    self.name = name
    self.predicates = predicates
  }
}
