extension Diagnosis {
  /// The message with names from `scene`: views by name, constraints in the cookbook's notation
  /// (`message` alone can only print ids).
  public func message(in scene: Scene) -> String {
    func name(_ view: ViewID) -> String { scene.view(view)?.name.spelling ?? "\(view)" }
    switch self {
    case .invalidConstraint(let ref, let issue), .warning(let ref, let issue):
      guard case .explicit = ref else { return message }
      return issue.message(constraint: ref, in: scene)
    case .brokenOptional(let ref, let by):
      guard let c = scene.constraint(ref) else { return message }
      return
        "Constraint \(LayoutEngine.tag(of: ref, in: scene)) `\(c.cookbookText(in: scene))` is broken by "
        + "\(formatPoints(by)) pt."
    case .clipped(let view, let axis, let by):
      return "\(name(view)) is \(formatPoints(by)) pt short of its intrinsic \(axis.dimension) "
        + "(content clipped): its compression resistance lost."
    default:
      return message
    }
  }
}
