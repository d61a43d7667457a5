import Layout

/// An `expect` line of a variant's scope, with its view names resolved to the scene's views.
public struct Expectation: Hashable, Sendable {
  /// `conflict` or `ambiguous`.
  public var kind: ExpectSyntax.Kind
  /// For `ambiguous`: the views named, each where it was named (empty: any view may be ambiguous).
  public var views: [Located<ViewID>]
  /// Where the line's diagnosis word was written (`file:line:column` of strict failures).
  public var range: SourceRange

  /// Creates an expectation.
  public init(kind: ExpectSyntax.Kind, views: [Located<ViewID>] = [], range: SourceRange) {
    self.kind = kind
    self.views = views
    self.range = range
  }
}
