/// A constraint as a scope sees it: expanded from a Visual Format line if need be, with its
/// list label (written, or the next number after the previous constraint).
public struct ScopedConstraint: Hashable, Sendable {
  /// The constraint.
  public var syntax: ConstraintSyntax
  /// Its label in the list: written, or assigned.
  public var label: ConstraintLabel
  /// Whether it is declared in a variant (a size-class-only constraint, drawn in purple).
  public var isVariantOnly: Bool
  /// The range of the line it came from (a Visual Format line for expanded constraints).
  public var lineRange: SourceRange

  /// Creates a scoped constraint.
  public init(syntax: ConstraintSyntax, label: ConstraintLabel, isVariantOnly: Bool, lineRange: SourceRange) {
    self.syntax = syntax
    self.label = label
    self.isVariantOnly = isVariantOnly
    self.lineRange = lineRange
  }

  /// The number, for numbered constraints.
  public var number: Int? {
    if case .number(let number) = label { return number }
    return nil
  }
}
