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
  /// The solver refused a value (NaN or infinite numbers in a constraint); names the constraint.
  case invalidNumber(constraint: String)
  /// The text measurer failed for a view's text (the measurer's reason).
  case textMeasurement(view: ViewID, reason: String)

  /// A readable message naming views by their names in `scene`.
  public func message(in scene: Scene) -> String {
    message { scene.view($0)?.name ?? "\($0)" }
  }

  private func message(naming name: (ViewID) -> String) -> String {
    switch self {
    case .unknownParent(let view, let parent): return "view '\(name(view))' has an unknown parent \(parent)"
    case .parentCycle(let view): return "view '\(name(view))' is its own ancestor"
    case .invalidSceneSize(let what): return "invalid scene: \(what)"
    case .invalidNumber(let constraint): return "constraint has a non-finite number: \(constraint)"
    case .textMeasurement(let view, let reason):
      return "cannot measure the text of view '\(name(view))': \(reason)"
    }
  }
}

extension LayoutError: CustomStringConvertible {
  /// A readable message naming views by id (`#3`); see `message(in:)` for names.
  public var description: String { message { "\($0)" } }
}
