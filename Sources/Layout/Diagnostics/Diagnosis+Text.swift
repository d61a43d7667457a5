extension Diagnosis {
  /// The message with names from `scene`: views by name, constraints in the cookbook's notation
  /// (`message` alone can only print ids).
  public func message(in scene: Scene) -> String {
    func name(_ view: ViewID) -> String { scene.view(view)?.name.spelling ?? "\(view)" }
    switch self {
    case .invalidConstraint(.explicit(let i), let issue), .warning(.explicit(let i), let issue):
      return issue.message(constraint: i, in: scene)
    case .brokenOptional(let ref, let by):
      guard case .explicit(let i) = ref, scene.constraints.indices.contains(i) else { return message }
      let c = scene.constraints[i]
      return
        "Constraint #\(c.number ?? i + 1) `\(c.cookbookText(in: scene))` is broken by \(formatPoints(by)) pt."
    case .clipped(let view, let axis, let by):
      let what = axis == .horizontal ? "width" : "height"
      return "\(name(view)) is \(formatPoints(by)) pt short of its intrinsic \(what) "
        + "(content clipped): its compression resistance lost."
    default:
      return message
    }
  }
}
