import Layout

/// Views whose width or height the figure cannot know, and why (``Panel/unknownSizes``).
///
/// The frame drawn for such a view is only one of many the constraints allow, so it is drawn as a
/// dashed outline and the note under the panel says which size is unknown (`Thonburi Label: height
/// not fixed by the log's constraints`).
public struct UnknownSizes: Hashable, Sendable {
  /// The unknown axes of each view (`horizontal`: width, `vertical`: height), in view order.
  public var views: [ViewID: Set<Axis>]
  /// Why they are unknown, read after "height" (`not fixed by the log's constraints`).
  public var reason: String

  /// Unknown sizes with the reason the note gives.
  public init(views: [ViewID: Set<Axis>], reason: String) {
    self.views = views
    self.reason = reason
  }

  /// The unknown axes of `view` (empty when its size is known).
  public func axes(_ view: ViewID) -> Set<Axis> { views[view] ?? [] }
}

/// The constraint another engine broke to recover from a conflict (``Panel/recoveryBreak``): UIKit's
/// or AppKit's "Will attempt to recover by breaking constraint".
public struct RecoveryBreak: Hashable, Sendable {
  /// The constraint broken.
  public var constraint: ConstraintRef
  /// Who broke it (`UIKit`, `AppKit`), as the legend and the list say.
  public var breaker: String

  /// A broken constraint and who broke it.
  public init(constraint: ConstraintRef, breaker: String) {
    self.constraint = constraint
    self.breaker = breaker
  }
}
