/// A scene the engine cannot lay out at all (constraint-level problems are diagnoses instead).
public enum LayoutError: Error, Hashable, Sendable {
  /// A view's parent id is out of range.
  case unknownParent(view: String, parent: ViewID)
  /// A view is its own ancestor.
  case parentCycle(view: String)
  /// The scene's size or scale is not a positive finite number.
  case invalidSceneSize(String)
  /// The solver refused a value (NaN or infinite numbers in a constraint); names the constraint.
  case invalidNumber(constraint: String)
  /// The text measurer failed for a view's text (the view's name and the measurer's reason).
  case textMeasurement(view: String, reason: String)
}

extension LayoutError: CustomStringConvertible {
  /// A readable message.
  public var description: String {
    switch self {
    case .unknownParent(let view, let parent): return "view '\(view)' has an unknown parent \(parent)"
    case .parentCycle(let view): return "view '\(view)' is its own ancestor"
    case .invalidSceneSize(let what): return "invalid scene: \(what)"
    case .invalidNumber(let constraint): return "constraint has a non-finite number: \(constraint)"
    case .textMeasurement(let view, let reason): return "cannot measure the text of view '\(view)': \(reason)"
    }
  }
}
