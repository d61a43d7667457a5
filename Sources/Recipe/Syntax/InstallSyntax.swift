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
