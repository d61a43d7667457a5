extension LayoutEngine {
  /// How far other frames than the solution (Interface Builder's stored frames, say) miss each
  /// constraint of `refs`, in points (0 where it holds): each constraint as the solve's last pass
  /// held it (its constants, text measured and margins resolved at the solution), evaluated with
  /// the views of `frames` at those frames (a view with `alignmentRectInsets` at its alignment
  /// rectangle, the frame less the insets, which is what its constraints place) and every other
  /// view, and the root, where the solve put them. `frames` are in the result's coordinates (absolute within the scene).
  ///
  /// It tells a conflict the file's own from one of the model's: when the frames Interface Builder
  /// stored miss the constraint this solve broke, IB's engine could not hold it either.
  /// - Throws: what `solve(_:measure:)` throws.
  public static func misses(
    of refs: [ConstraintRef], in scene: Scene, measure: TextMeasurer, at frames: [ViewID: Rect]
  ) throws(LayoutError) -> [ConstraintRef: Double] {
    var timings = LayoutTimings()
    let final = try solveKeepingPass(scene, measure: measure, timings: &timings).final
    var values = final.state.pass.values
    for (view, stored) in frames where view.rawValue < scene.views.count {
      // Constraints hold on the alignment rectangle: the frame less the view's insets.
      let frame = alignmentRect(frame: stored, insets: scene.views[view.rawValue].alignmentRectInsets)
      values[final.variables.index(view.rawValue, .minX)] = frame.minX
      values[final.variables.index(view.rawValue, .minY)] = frame.minY
      values[final.variables.index(view.rawValue, .width)] = frame.width
      values[final.variables.index(view.rawValue, .height)] = frame.height
    }
    let implicit = final.state.pass.implicit.entries
    var misses: [ConstraintRef: Double] = [:]
    for ref in refs {
      let prepared: PreparedConstraint?
      switch ref {
      case .explicit(let i):
        prepared = final.state.explicit.indices.contains(i) ? final.state.explicit[i] : nil
      case .implicit(let i): prepared = implicit.indices.contains(i) ? implicit[i].prepared : nil
      }
      if let prepared { misses[ref] = prepared.violation(values) }
    }
    return misses
  }
}
