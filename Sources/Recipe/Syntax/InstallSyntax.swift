/// `install 7-9` or `uninstall 2, 5`: which constraints a size class variant installs.
public struct InstallSyntax: Hashable, Sendable {
  /// Whether the listed constraints are installed (`install`) or removed (`uninstall`).
  public var installs: Bool
  /// The listed constraints: single labels or number ranges, as written.
  public var items: [InstallItem]

  /// Creates an install statement.
  public init(installs: Bool, items: [InstallItem]) {
    self.installs = installs
    self.items = items
  }
}

/// One entry of an install list: `C`, `5` or `7-9`.
public enum InstallItem: Hashable, Sendable {
  /// One constraint.
  case single(Located<ConstraintLabel>)
  /// Numbers `from` through `to`.
  case range(from: Located<Int>, to: Located<Int>)

  /// The labels the entry stands for.
  public var labels: [ConstraintLabel] {
    switch self {
    case .single(let label): return [label.value]
    case .range(let from, let to):
      guard from.value <= to.value else { return [] }
      return (from.value...to.value).map { .number($0) }
    }
  }

  /// Where the entry was written.
  public var range: SourceRange {
    switch self {
    case .single(let label): return label.range
    case .range(let from, let to): return from.range.union(to.range)
    }
  }
}
