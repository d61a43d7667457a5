/// A scene the engine cannot lay out at all (constraint-level problems are diagnoses instead).
///
/// Errors carry typed ids; `message(in:)` renders them with the scene's names at the edge.
public enum LayoutError: Error, Hashable, Sendable {
  /// A view's parent id is out of range.
  case unknownParent(view: ViewID, parent: ViewID)
  /// A view is its own ancestor.
  case parentCycle(view: ViewID)
  /// The scene's size or scale is not a positive finite number.
  case invalidSceneSize(String)
  /// The solver refused a value (NaN or infinite numbers in a constraint): a scene constraint
  /// (`implicit` nil), or one the engine added (`implicit` is that constraint, with its UIKit log form).
  case invalidNumber(constraint: ConstraintRef, implicit: ImplicitConstraint?)
  /// The text measurer failed for a view's text (the measurer's reason).
  case textMeasurement(view: ViewID, reason: String)

  /// A readable message naming views by their names in `scene`.
  public func message(in scene: Scene) -> String {
    message(
      naming: { scene.view($0)?.name.spelling ?? "\($0)" },
      constraint: { ref in
        guard let c = scene.constraint(ref) else { return ref.tag }
        return "\(ref.tag) \(c.cookbookText(in: scene))"
      })
  }

  private func message(naming name: (ViewID) -> String, constraint: (ConstraintRef) -> String) -> String {
    switch self {
    case .unknownParent(let view, let parent): return "view '\(name(view))' has an unknown parent \(parent)"
    case .parentCycle(let view): return "view '\(name(view))' is its own ancestor"
    case .invalidSceneSize(let what): return "invalid scene: \(what)"
    case .invalidNumber(let ref, let implicit):
      return "constraint has a non-finite number: \(implicit?.description ?? constraint(ref))"
    case .textMeasurement(let view, let reason):
      return "cannot measure the text of view '\(name(view))': \(reason)"
    }
  }
}

extension LayoutError: CustomStringConvertible {
  /// A readable message naming views by id (`#3`); see `message(in:)` for names.
  public var description: String { message(naming: { "\($0)" }, constraint: \.tag) }
}
