import Layout

/// A diagnosis a recipe means to show: `expect conflict`, `expect ambiguous "Image", "Label"`.
///
/// `--strict` (on `render`, `solve` and `check`) fails on a conflict or an ambiguity that no
/// `expect` line in the variant's scope declares, and on an `expect` line whose diagnosis does not
/// occur; without `--strict` the lines only document the recipe's intent.
public struct ExpectSyntax: Hashable, Sendable {
  /// The kinds of diagnosis a recipe can declare.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// Required constraints conflict (UIKit's "Unable to simultaneously satisfy constraints").
    case conflict
    /// Some frames are not fixed by the constraints.
    case ambiguous
  }

  /// `conflict` or `ambiguous`, as written.
  public var kind: Spelled<Kind>
  /// For `ambiguous`: the views whose frames are meant to be ambiguous (none: any view).
  public var views: [Located<ViewName>]

  /// Creates an `expect` statement.
  public init(kind: Spelled<Kind>, views: [Located<ViewName>] = []) {
    self.kind = kind
    self.views = views
  }
}
