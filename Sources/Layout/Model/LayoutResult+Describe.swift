extension LayoutResult {
  /// A constraint's text: the cookbook notation for scene constraints, UIKit's log form for
  /// implicit ones.
  public func text(of ref: ConstraintRef, in scene: Scene) -> String {
    switch ref {
    case .explicit(let i):
      return scene.constraint(ref)?.cookbookText(in: scene) ?? "constraint \(i + 1)"
    case .implicit(let i):
      guard implicitConstraints.indices.contains(i) else { return "implicit constraint \(i + 1)" }
      return implicitConstraints[i].description
    }
  }

  /// The "why" chain as text, one constraint per line after a heading:
  /// `Name Text Field.maxX = 359 because:` then `  2. Name Text Field.Trailing = ...`.
  public func whyText(_ view: ViewID, _ edge: FrameEdge, in scene: Scene) -> String {
    let name = scene.view(view)?.name.spelling ?? "\(view)"
    let f = frame(view)
    let value: Double
    switch edge {
    case .minX: value = f.minX
    case .maxX: value = f.maxX
    case .minY: value = f.minY
    case .maxY: value = f.maxY
    }
    let chain = why(view, edge)
    guard !chain.isEmpty else {
      return "\(name).\(edge.rawValue) = \(formatPoints(value)) is not fixed by binding constraints"
    }
    var lines = ["\(name).\(edge.rawValue) = \(formatPoints(value)) because:"]
    for ref in chain {
      switch ref {
      case .explicit(let i):
        let number = scene.constraint(ref)?.number ?? i + 1
        lines.append("  \(number). \(text(of: ref, in: scene))")
      case .implicit: lines.append("  \(text(of: ref, in: scene))")
      }
    }
    return lines.joined(separator: "\n")
  }
}
