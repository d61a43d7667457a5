/// A solved scene: frames in scene coordinates, baselines, statuses and diagnoses, all values.
public struct LayoutResult: Hashable, Sendable {
  /// Each view as solved, by `ViewID` (read them with `result[id]`).
  public var views: [SolvedView]
  /// The root view's frame (a cell's fitting height included).
  public var rootFrame: Rect
  /// The root view's layout margins rectangle.
  public var rootMarginRect: Rect
  /// The root view's readable content guide (`Scene.rootReadableGuideInsets`); the margins
  /// rectangle when a result is built without one.
  public var rootReadableRect: Rect
  /// The Top Layout Guide's bottom edge, in scene y.
  public var topLayoutGuideBottom: Double
  /// The Bottom Layout Guide's top edge, in scene y.
  public var bottomLayoutGuideTop: Double
  /// The safe area rectangle.
  public var safeAreaRect: Rect
  /// Each scene constraint's outcome, in `Scene.constraints` order (read with
  /// `result[constraint: .explicit(i)]`).
  public var constraints: [SolvedConstraint]
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
    views: [SolvedView], rootFrame: Rect, rootMarginRect: Rect, topLayoutGuideBottom: Double,
    bottomLayoutGuideTop: Double, safeAreaRect: Rect, constraints: [SolvedConstraint],
    implicitConstraints: [ImplicitConstraint], diagnoses: [Diagnosis], passes: Int, fittingSize: Size?,
    rootReadableRect: Rect? = nil
  ) {
    self.views = views
    self.rootFrame = rootFrame
    self.rootMarginRect = rootMarginRect
    self.rootReadableRect = rootReadableRect ?? rootMarginRect
    self.topLayoutGuideBottom = topLayoutGuideBottom
    self.bottomLayoutGuideTop = bottomLayoutGuideTop
    self.safeAreaRect = safeAreaRect
    self.constraints = constraints
    self.implicitConstraints = implicitConstraints
    self.diagnoses = diagnoses
    self.passes = passes
    self.fittingSize = fittingSize
  }

  /// The solved view `id`; an unknown id reads as `SolvedView.unknown` (setting one is a
  /// programmer error).
  public subscript(_ id: ViewID) -> SolvedView {
    get { views.indices.contains(id.rawValue) ? views[id.rawValue] : .unknown }
    set { views[id.rawValue] = newValue }
  }

  /// The outcome of constraint `ref`: a scene constraint's status and resolved constant, or an
  /// implicit one's status and constant. An unknown ref reads as satisfied with no resolved
  /// constant (setting one is a programmer error); setting an implicit constraint's outcome sets
  /// its status (and its constant when one is given).
  public subscript(constraint ref: ConstraintRef) -> SolvedConstraint {
    get {
      switch ref {
      case .explicit(let i):
        return constraints.indices.contains(i) ? constraints[i] : .unknown
      case .implicit(let i):
        guard implicitConstraints.indices.contains(i) else { return .unknown }
        let implicit = implicitConstraints[i]
        return SolvedConstraint(status: implicit.status, resolvedConstant: implicit.constant)
      }
    }
    set {
      switch ref {
      case .explicit(let i): constraints[i] = newValue
      case .implicit(let i):
        implicitConstraints[i].status = newValue.status
        if let constant = newValue.resolvedConstant { implicitConstraints[i].constant = constant }
      }
    }
  }

  /// The frame of `view` (a zero rectangle for an unknown id).
  public func frame(_ view: ViewID) -> Rect { self[view].frame }

  /// The chain of binding constraints that fixes `edge` of `view`, from the view outwards to the
  /// scene (empty when the edge is not fixed: ambiguous, or held only by optional constraints).
  public func why(_ view: ViewID, _ edge: FrameEdge) -> [ConstraintRef] {
    guard views.indices.contains(view.rawValue) else { return [] }
    let variables = FrameVariables(viewCount: views.count)
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
