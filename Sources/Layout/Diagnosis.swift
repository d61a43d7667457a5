/// A finding about a solved layout. Diagnoses come in a deterministic order (see docs/layout.md).
public enum Diagnosis: Hashable, Sendable {
  /// A constraint was rejected before solving (REFERENCE.md section 1 rules).
  case invalidConstraint(index: Int, message: String)
  /// A constraint UIKit accepts but documents as invalid (a non-1 multiplier on a location).
  case warning(index: Int, message: String)
  /// Required constraints conflict; one was broken and the layout solved without it.
  case unsatisfiable(UnsatisfiableReport)
  /// Some frames are not fixed by the constraints.
  case ambiguous(AmbiguityReport)
  /// An optional constraint misses by `by` points.
  case brokenOptional(ConstraintRef, by: Double)
  /// A view got less than its intrinsic size because its compression resistance lost.
  case clipped(view: ViewID, axis: Axis, by: Double)
  /// Multi-line labels were still changing height after `passes` passes.
  case unstableLayout(passes: Int)

  /// A one-paragraph human-readable account (UIKit's log text for `unsatisfiable`).
  public var message: String {
    switch self {
    case .invalidConstraint(_, let message), .warning(_, let message): return message
    case .unsatisfiable(let report): return report.log
    case .ambiguous(let report): return report.trace
    case .brokenOptional(let ref, let by):
      return "Optional constraint \(ref) is broken by \(formatPoints(by)) pt."
    case .clipped(let view, let axis, let by):
      let what = axis == .horizontal ? "width" : "height"
      return
        "View \(view) is \(formatPoints(by)) pt short of its intrinsic \(what): its compression resistance lost."
    case .unstableLayout(let passes):
      return "Multi-line labels did not settle after \(passes) layout passes; the last pass is shown."
    }
  }

  /// Whether it is an error (invalid, unsatisfiable, ambiguous) rather than information.
  public var isError: Bool {
    switch self {
    case .invalidConstraint, .unsatisfiable, .ambiguous: return true
    default: return false
    }
  }
}

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

/// Which frames the constraints leave free, in `_autolayoutTrace` form, with two witnesses.
public struct AmbiguityReport: Hashable, Sendable {
  /// A view and the frame numbers that can vary, in view order.
  public struct Entry: Hashable, Sendable {
    /// The ambiguous view.
    public var view: ViewID
    /// Its free numbers, in `FrameDimension` order.
    public var dimensions: [FrameDimension]

    /// An entry.
    public init(view: ViewID, dimensions: [FrameDimension]) {
      self.view = view
      self.dimensions = dimensions
    }
  }

  /// The ambiguous views.
  public var entries: [Entry]
  /// The root's free numbers (a cell whose height the constraints do not fix has `.height`).
  public var rootDimensions: [FrameDimension]
  /// The `_autolayoutTrace`-style text.
  public var trace: String
  /// Two frame sets (indexed by `ViewID`) that both satisfy every constraint equally well; empty
  /// when the solver could not produce them.
  public var alternatives: [[Rect]]
  /// The root frame in each alternative (differs only when the root itself is ambiguous).
  public var alternativeRootFrames: [Rect] = []

  /// A report.
  public init(entries: [Entry], rootDimensions: [FrameDimension] = [], trace: String, alternatives: [[Rect]])
  {
    self.entries = entries
    self.rootDimensions = rootDimensions
    self.trace = trace
    self.alternatives = alternatives
  }
}
