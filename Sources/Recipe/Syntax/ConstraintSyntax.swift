import Layout

/// A constraint line: `5. Name Label.Baseline = Name Text Field.Baseline (Priority 249)`.
public struct ConstraintSyntax: Hashable, Sendable {
  /// The list label (`5`, or `C` in the quote cell); nil for an unlabelled line.
  public var label: Located<ConstraintLabel>?
  /// The left-hand anchor.
  public var first: AnchorSyntax
  /// `=`, `>=` or `<=`.
  public var relation: Located<LayoutRelation>
  /// The multiplier as written (`2.0 x Item.Width`); nil means 1.
  public var multiplier: NumberLiteral?
  /// The right-hand anchor; nil for a constant alone (`Dummy.Height = 0.0`).
  public var second: AnchorSyntax?
  /// The constant, with its sign; nil when none was written.
  public var constant: ConstantSyntax?
  /// The priority, nil for required.
  public var priority: PrioritySyntax?

  /// Creates a constraint syntax node.
  public init(
    label: Located<ConstraintLabel>?, first: AnchorSyntax, relation: Located<LayoutRelation>,
    multiplier: NumberLiteral? = nil, second: AnchorSyntax?, constant: ConstantSyntax? = nil,
    priority: PrioritySyntax? = nil
  ) {
    self.label = label
    self.first = first
    self.relation = relation
    self.multiplier = multiplier
    self.second = second
    self.constant = constant
    self.priority = priority
  }
}
