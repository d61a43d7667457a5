/// One constraint: `first (relation) multiplier x second + constant @ priority`.
///
/// The cookbook's `A = B + c` notation maps directly: `first` is the left-hand anchor.
/// Without `second` the constraint compares `first` with the constant alone (valid only for sizes).
public struct LayoutConstraint: Hashable, Sendable {
  /// The recipe's list number (diagram markers use it); nil when unnumbered.
  public var number: Int?
  /// UIKit's `identifier` (the quote cell's `"C"`); printed in logs when present.
  public var identifier: String?
  /// The left-hand anchor.
  public var first: Anchor
  /// `=`, `<=` or `>=`.
  public var relation: LayoutRelation
  /// The right-hand anchor; nil for `Width = 100` style constraints.
  public var second: Anchor?
  /// Multiplies `second`; must be 1 for locations (a warning otherwise, as UIKit accepts it).
  public var multiplier: Double
  /// Added to `multiplier x second`.
  public var constant: ConstantValue
  /// 1000 is required; below is optional.
  public var priority: LayoutPriority
  /// The constraint as the recipe wrote it, for lists and logs; empty means "derive one".
  public var sourceText: String
  /// The size classes the constraint is installed in.
  public var installation: Installation

  /// A constraint; defaults: multiplier 1, constant 0, required, always installed.
  public init(
    number: Int? = nil, identifier: String? = nil, _ first: Anchor, _ relation: LayoutRelation,
    _ second: Anchor? = nil, multiplier: Double = 1, constant: ConstantValue = .points(0),
    priority: LayoutPriority = .required, sourceText: String = "", installation: Installation = .always
  ) {
    self.number = number
    self.identifier = identifier
    self.first = first
    self.relation = relation
    self.second = second
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.sourceText = sourceText
    self.installation = installation
  }

  /// Every item the constraint mentions, first then second.
  public var items: [Item] { [first.item] + (second.map { [$0.item] } ?? []) }
}
