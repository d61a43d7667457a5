import Layout

extension SolveJSON {
  /// A constraint a stack view generated (`solve --format json`, `"stackConstraints"`).
  struct StackConstraint: Codable, Equatable {
    /// The stack view's name.
    var stack: String
    /// UIKit's identifier, e.g. `UISV-spacing`.
    var identifier: String
    /// The constraint as UIKit's logs print it.
    var text: String
    var priority: Int
    var status: String
  }

  /// The generated constraints of every stack view, in the order the engine added them.
  static func stackConstraints(_ result: LayoutResult, scene: Scene) -> [StackConstraint] {
    result.implicitConstraints.compactMap { constraint in
      guard case .stackView(let stack, let identifier) = constraint.kind else { return nil }
      return StackConstraint(
        stack: scene.view(stack)?.name ?? "\(stack)", identifier: identifier, text: constraint.description,
        priority: constraint.priority.rawValue, status: statusName(constraint.status))
    }
  }
}
