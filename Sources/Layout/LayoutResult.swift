/// A solved scene: frames in scene coordinates, baselines, statuses and diagnoses, all values.
public struct LayoutResult: Hashable, Sendable {
  /// Frames by `ViewID`, in scene coordinates (layout guides have frames but draw none).
  public var frames: [Rect]
  /// The root view's frame (a cell's fitting height included).
  public var rootFrame: Rect
  /// Each view's layout margins rectangle, by `ViewID`.
  public var marginRects: [Rect]
  /// The root view's layout margins rectangle.
  public var rootMarginRect: Rect
  /// The Top Layout Guide's bottom edge, in scene y.
  public var topLayoutGuideBottom: Double
  /// The Bottom Layout Guide's top edge, in scene y.
  public var bottomLayoutGuideTop: Double
  /// The safe area rectangle.
  public var safeAreaRect: Rect
  /// First baselines (scene y) of views that show text; nil for others.
  public var firstBaselines: [Double?]
  /// Last baselines (scene y) of views that show text; nil for others.
  public var lastBaselines: [Double?]
  /// Intrinsic sizes as used in the last pass.
  public var intrinsicSizes: [IntrinsicSize]
  /// The last text measurement of each view that shows text.
  public var textMeasurements: [TextMeasurement?]
  /// Each scene constraint's constant in points (Standard and system spacing resolved); nil if invalid.
  public var resolvedConstants: [Double?]
  /// Status of each scene constraint, in `Scene.constraints` order.
  public var constraintStatuses: [ConstraintStatus]
  /// Constraints the engine added (intrinsic size, scene size, fitting size), with statuses.
  public var implicitConstraints: [ImplicitConstraint]
  /// Findings, in a deterministic order.
  public var diagnoses: [Diagnosis]
  /// Layout passes used (1 without multi-line labels).
  public var passes: Int
  /// A cell scene's fitting size; nil for view controller scenes.
  public var fittingSize: Size?
  /// The binding constraints of the solution, for `why` (chains are computed when asked).
  var binding = BindingAnalysis(rows: [])

  /// A result from its parts (the engine builds these; tests and renderers may too).
  public init(
    frames: [Rect], rootFrame: Rect, marginRects: [Rect], rootMarginRect: Rect, topLayoutGuideBottom: Double,
    bottomLayoutGuideTop: Double, safeAreaRect: Rect, firstBaselines: [Double?], lastBaselines: [Double?],
    intrinsicSizes: [IntrinsicSize], textMeasurements: [TextMeasurement?], resolvedConstants: [Double?],
    constraintStatuses: [ConstraintStatus], implicitConstraints: [ImplicitConstraint], diagnoses: [Diagnosis],
    passes: Int, fittingSize: Size?
  ) {
    self.frames = frames
    self.rootFrame = rootFrame
    self.marginRects = marginRects
    self.rootMarginRect = rootMarginRect
    self.topLayoutGuideBottom = topLayoutGuideBottom
    self.bottomLayoutGuideTop = bottomLayoutGuideTop
    self.safeAreaRect = safeAreaRect
    self.firstBaselines = firstBaselines
    self.lastBaselines = lastBaselines
    self.intrinsicSizes = intrinsicSizes
    self.textMeasurements = textMeasurements
    self.resolvedConstants = resolvedConstants
    self.constraintStatuses = constraintStatuses
    self.implicitConstraints = implicitConstraints
    self.diagnoses = diagnoses
    self.passes = passes
    self.fittingSize = fittingSize
  }

  /// The frame of `view` (a zero rectangle for an unknown id).
  public func frame(_ view: ViewID) -> Rect {
    frames.indices.contains(view.rawValue) ? frames[view.rawValue] : Rect(x: 0, y: 0, width: 0, height: 0)
  }

  /// The chain of binding constraints that fixes `edge` of `view`, from the view outwards to the
  /// scene (empty when the edge is not fixed: ambiguous, or held only by optional constraints).
  public func why(_ view: ViewID, _ edge: FrameEdge) -> [ConstraintRef] {
    guard frames.indices.contains(view.rawValue) else { return [] }
    let variables = FrameVariables(viewCount: frames.count)
    let axis = edge.axis
    var target = LinearForm(variable: variables.position(view.rawValue, axis))
    if edge == .maxX || edge == .maxY {
      target = target + LinearForm(variable: variables.length(view.rawValue, axis))
    }
    return binding.explain(target)
  }

  /// The ambiguity report, if any.
  public var ambiguity: AmbiguityReport? {
    for d in diagnoses { if case .ambiguous(let r) = d { return r } }
    return nil
  }

  /// The unsatisfiable reports, in the order the engine broke constraints.
  public var conflicts: [UnsatisfiableReport] {
    diagnoses.compactMap { if case .unsatisfiable(let r) = $0 { return r } else { return nil } }
  }
}
