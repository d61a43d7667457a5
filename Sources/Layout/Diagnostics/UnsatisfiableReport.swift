/// UIKit's "Unable to simultaneously satisfy constraints." report, plus the minimal conflicting set.
public struct UnsatisfiableReport: Hashable, Sendable {
  /// UIKit's log text.
  public var log: String
  /// A minimal set of required constraints that cannot hold together (the broken one included),
  /// sorted.
  public var conflicting: [ConstraintRef]
  /// The constraint broken to recover (docs/layout.md gives the rule).
  public var broken: ConstraintRef

  /// A report.
  public init(log: String, conflicting: [ConstraintRef], broken: ConstraintRef) {
    self.log = log
    self.conflicting = conflicting
    self.broken = broken
  }
}
