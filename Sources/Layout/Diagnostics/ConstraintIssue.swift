/// A problem with one constraint found before solving.
public struct ConstraintIssue: Hashable, Sendable {
  /// Whether the constraint is rejected or only warned about.
  public enum Severity: String, Sendable, Hashable {
    /// Rejected: the constraint is left out of the layout.
    case error
    /// Accepted, as UIKit does at run time, but documented as invalid.
    case warning
  }

  /// Error or warning.
  public var severity: Severity
  /// What is wrong (without the constraint's text; `LayoutEngine` prefixes it).
  public var reason: String

  /// An issue.
  public init(severity: Severity, reason: String) {
    self.severity = severity
    self.reason = reason
  }

  /// The issue of constraint `ref` in words, with names from `scene`:
  /// ``Constraint #3 `Name Label.Leading = 20`: it relates ...``.
  public func message(constraint ref: ConstraintRef, in scene: Scene) -> String {
    guard let constraint = scene.constraint(ref) else {
      if case .explicit(let index) = ref { return "Constraint #\(index + 1): \(reason)" }
      return "Constraint \(ref.tag): \(reason)"
    }
    let tag = LayoutEngine.tag(of: ref, in: scene)
    return "Constraint \(tag) `\(constraint.cookbookText(in: scene))`: \(reason)"
  }
}
