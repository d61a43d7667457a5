import Layout
import Recipe

/// Checks a solved variant's geometry before anything is drawn or printed: every frame, baseline
/// and the root view's size must be finite and within `Limits.coordinate`.
///
/// Legal multipliers can drive a frame to infinity (each constraint multiplies the previous width
/// by 100,000,000, the largest multiplier in the numeric range), and a finite 1e12-point frame is
/// as useless: without this check the text report called it an ambiguity, JSON came out as `{}`,
/// and the backends wrote `width="0"` or failed as internal errors. The error is located at the
/// view's declaration and names the constraints that fix the offending edges (`LayoutResult.why`),
/// or, when no chain is known, every constraint that mentions the view.
enum GeometryCheck {
  /// Views reported at most per variant: the first few name the cause; the rest follow from them.
  static let reportedViews = 5

  /// The located errors of `solved` (empty when its geometry is within `limit`); `context` follows
  /// the variant's name in each message (" at sweep width 320").
  static func problems(
    _ solved: SolvedVariant, recipe: LoadedRecipe, limit: Double, context: String = ""
  ) -> [Diagnostic] {
    let result = solved.result
    let scene = solved.scene
    let variant = solved.variant
    let file = recipe.path
    let inVariant = (recipe.compiled.variants.count > 1 ? " in variant \"\(variant.name)\"" : "") + context
    var diagnostics: [Diagnostic] = []
    let root = result.rootFrame
    if let bad = firstBad([("width", root.width), ("height", root.height)], limit: limit) {
      diagnostics.append(
        Diagnostic(
          .error, "the root view's \(bad.name) is \(describe(bad.value))\(inVariant)",
          at: SourceRange(line: 1, column: 1, length: 1),
          hint: "a cell's fitting size follows its constraints; check their multipliers and constants",
          fileName: file))
    }
    for (index, view) in scene.views.enumerated() where diagnostics.count < reportedViews {
      let id = ViewID(index)
      let solved = result[id]
      let frame = solved.frame
      var values = [
        ("x", frame.origin.x), ("y", frame.origin.y), ("width", frame.width), ("height", frame.height),
      ]
      if let baseline = solved.firstBaseline { values.append(("first baseline", baseline)) }
      if let baseline = solved.lastBaseline { values.append(("last baseline", baseline)) }
      guard let bad = firstBad(values, limit: limit) else { continue }
      let edges: [FrameEdge] =
        switch bad.name {
        case "x": [.minX]
        case "width": [.maxX, .minX]
        case "y": [.minY]
        default: [.maxY, .minY]
        }
      let drivers = constraints(driving: id, edges: edges, result: result, scene: scene)
      let lines = drivers.map { ref -> String in
        let label = scene.constraint(ref)?.number.map { "\($0)" } ?? "at"
        return "\(label) (\(file):\(variant.origin(of: ref)?.range.start.line ?? 0))"
      }
      let declared = variant.origin(of: id)?.range
      let firstDriver = drivers.first.flatMap { variant.origin(of: $0)?.range }
      let declaration = declared.map { " (declared at \(file):\($0.start.line))" } ?? ""
      diagnostics.append(
        Diagnostic(
          .error,
          "\"\(view.name)\"\(declaration) has \(bad.name) \(describe(bad.value))\(inVariant); "
            + "solved geometry must be finite and within \(formatPoints(limit)) points",
          at: firstDriver ?? declared ?? SourceRange(line: 1, column: 1, length: 1),
          hint: lines.isEmpty
            ? "no constraint mentions it; check the constraints of the views it is placed against"
            : "driven by constraint " + lines.joined(separator: ", ")
              + "; check their multipliers and constants (--max-coordinate N raises the limit)",
          fileName: file))
    }
    return diagnostics
  }

  private static func firstBad(_ values: [(String, Double)], limit: Double) -> (name: String, value: Double)?
  {
    values.first { !($0.1.magnitude <= limit) }.map { (name: $0.0, value: $0.1) }
  }

  private static func describe(_ value: Double) -> String {
    if value.isNaN { return "no numeric value (NaN)" }
    if value.isInfinite { return value > 0 ? "infinite" : "negative infinite" }
    return "\(formatPoints(value)) points"
  }

  /// The scene constraints that fix `edges` of `view`, nearest to the view first (`why`'s chain
  /// order), or, when no chain is known, every one that mentions the view.
  private static func constraints(
    driving view: ViewID, edges: [FrameEdge], result: LayoutResult, scene: Scene
  ) -> [ConstraintRef] {
    func chain(_ edge: FrameEdge) -> [ConstraintRef] {
      result.why(view, edge).filter { scene.constraint($0) != nil }
    }
    // A size's own constraints first: the far edge's chain without the near edge's, then the rest.
    let near = edges.count > 1 ? chain(edges[1]) : []
    var found = chain(edges[0]).filter { !near.contains($0) }
    for ref in near + chain(edges[0]) where !found.contains(ref) { found.append(ref) }
    if found.isEmpty {
      for (ref, constraint) in zip(scene.constraintRefs, scene.constraints)
      where constraint.items.contains(where: { $0.viewID == view }) {
        found.append(ref)
      }
    }
    return found
  }
}
