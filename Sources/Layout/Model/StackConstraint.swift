/// One constraint a stack view generates, named with UIKit's identifier (`UISV-spacing`,
/// `UISV-canvas-connection`, ...).
public struct StackConstraint: Hashable, Sendable {
  /// The stack view that generated it.
  public var stack: ViewID
  /// UIKit's identifier, e.g. `UISV-spacing`.
  public var identifier: String
  /// The constraint itself (its `identifier` is the same).
  public var constraint: LayoutConstraint

  /// A generated constraint.
  public init(stack: ViewID, identifier: String, constraint: LayoutConstraint) {
    self.stack = stack
    self.identifier = identifier
    self.constraint = constraint
  }
}
