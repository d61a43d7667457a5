/// One constraint of a panel with what the solver made of it.
public struct DiagramConstraint: Hashable, Sendable {
  /// The recipe's list number (the numbered marker); nil for unnumbered.
  public var number: Int?
  /// A letter identifier (`C` in the quote cell) used as the marker when there is no number.
  public var letter: String?
  /// The cookbook notation, for the list under the figure.
  public var text: String
  /// First anchor.
  public var first: DiagramAnchor
  /// Relation.
  public var relation: DiagramRelation
  /// Second anchor; nil for a constant size.
  public var second: DiagramAnchor?
  /// Multiplier (pill `x2` when not 1).
  public var multiplier: Double
  /// Constant.
  public var constant: DiagramConstant
  /// Priority 1...1000.
  public var priority: Int
  /// Solver outcome.
  public var status: DiagramConstraintStatus
  /// Installed only in this panel's size class (purple when satisfied).
  public var classOnly: Bool

  /// Creates a constraint.
  public init(
    number: Int?, letter: String? = nil, text: String, first: DiagramAnchor, relation: DiagramRelation = .equal,
    second: DiagramAnchor? = nil, multiplier: Double = 1, constant: DiagramConstant = .points(0),
    priority: Int = 1000, status: DiagramConstraintStatus = .satisfied, classOnly: Bool = false
  ) {
    self.number = number
    self.letter = letter
    self.text = text
    self.first = first
    self.relation = relation
    self.second = second
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.status = status
    self.classOnly = classOnly
  }

  /// What the marker circle shows: the number, else the letter.
  public var marker: String? { number.map(String.init) ?? letter }

  /// Whether the constraint is optional (dashed).
  public var isOptional: Bool { priority < 1000 }
}
