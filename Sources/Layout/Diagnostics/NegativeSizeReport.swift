/// A view whose solved width or height is negative: the constraints allow no other value, and
/// UIKit would lay the view out flipped without a word. Reported as
/// `Diagnosis.negativeSize` (docs/layout.md, "Other diagnoses").
public struct NegativeSizeReport: Hashable, Sendable {
  /// The view.
  public var view: ViewID
  /// Width (horizontal) or height (vertical).
  public var axis: Axis
  /// The solved length, below zero.
  public var length: Double
  /// The binding constraints that fix the length, from the view outwards (the "why" chain of
  /// the length); empty when no binding equalities fix it (optional constraints hold it).
  public var constraints: [ConstraintRef]

  /// A report.
  public init(view: ViewID, axis: Axis, length: Double, constraints: [ConstraintRef]) {
    self.view = view
    self.axis = axis
    self.length = length
    self.constraints = constraints
  }

  /// `width` or `height`.
  public var dimension: String { axis.dimension }

  /// The account with names: `Box has a negative width, -25 pt, forced by: 1. Box.Leading = ...`.
  public func message(in scene: Scene, result: LayoutResult) -> String {
    let name = scene.view(view)?.name.spelling ?? "View \(view.rawValue)"
    let head = "\(name) has a negative \(dimension), \(formatPoints(length)) pt"
    guard !constraints.isEmpty else {
      return head + "; no binding equalities fix it (optional constraints hold it there)."
    }
    let lines = constraints.map { "  " + Self.label($0, scene) + result.text(of: $0, in: scene) }
    return head + ", forced by:\n" + lines.joined(separator: "\n")
  }

  /// `3. ` for a scene constraint, nothing for an implicit one (its text says what it is).
  public static func label(_ ref: ConstraintRef, _ scene: Scene) -> String {
    guard case .explicit(let i) = ref else { return "" }
    guard let c = scene.constraint(ref) else { return "\(i + 1). " }
    return (c.number.map(String.init) ?? c.identifier ?? String(i + 1)) + ". "
  }
}
