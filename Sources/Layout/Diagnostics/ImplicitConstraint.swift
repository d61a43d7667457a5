/// A constraint the engine adds on its own, listed in the result with its status.
public struct ImplicitConstraint: Hashable, Sendable {
  /// Why the engine added it.
  public enum Kind: Hashable, Sendable {
    /// `size <= intrinsic` at the hugging priority.
    case hugging(ViewID, Axis)
    /// `size >= intrinsic` at the compression-resistance priority.
    case compressionResistance(ViewID, Axis)
    /// The root view's size along the axis (UIKit's `UIView-Encapsulated-Layout-Width/Height`).
    case sceneSize(Axis)
    /// A cell's fitting height: `height = 0` at fitting-size priority 50.
    case fittingSize
    /// A content view pinned to its cell's edge along the axis (min and max edges).
    case contentViewPin(ViewID, Axis)
    /// A constraint a stack view generates, with UIKit's identifier (`UISV-spacing` ...).
    case stackView(ViewID, identifier: String)
    /// `size >= 0`, required: Auto Layout keeps a view's width and height non-negative (docs/layout.md,
    /// "Semantics"). UIKit does not print it in its logs.
    case nonNegativeSize(ViewID, Axis)
  }

  /// Why it exists.
  public var kind: Kind
  /// Its priority.
  public var priority: LayoutPriority
  /// The value it compares with (intrinsic length, scene length, 0).
  public var constant: Double
  /// The constraint in UIKit's log form (`'UIView-Encapsulated-Layout-Width' UIView.width == 375`).
  public var description: String
  /// Its status in the solution.
  public var status: ConstraintStatus
  /// The anchors a stack view's constraint relates (its first, then its second), which tell one
  /// `UISV-spacing` or `UISV-fill-proportionally` of a stack from another (`kind` names only the
  /// stack and the identifier); empty for the other kinds, whose `kind` names their view.
  public var anchors: [Anchor]

  /// An implicit constraint.
  public init(
    kind: Kind, priority: LayoutPriority, constant: Double, description: String, status: ConstraintStatus,
    anchors: [Anchor] = []
  ) {
    self.kind = kind
    self.priority = priority
    self.constant = constant
    self.description = description
    self.status = status
    self.anchors = anchors
  }
}
