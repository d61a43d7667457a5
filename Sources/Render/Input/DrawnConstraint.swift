import Layout

/// One of a panel's scene constraints with what the solver made of it: Layout's constraint, its
/// status and resolved constant, and whether it is drawn as class-only.
struct DrawnConstraint {
  /// The scene constraint.
  var constraint: LayoutConstraint
  /// Which of the scene's constraints it is.
  var ref: ConstraintRef
  /// The solver's outcome.
  var status: ConstraintStatus
  /// The constant in points as the solver used it (Standard and system spacing resolved).
  var resolvedConstant: Double?
  /// Installed only in this panel's size class (purple when satisfied).
  var classOnly: Bool
  /// The cookbook notation, for the list under the figure.
  var text: String
  /// The words it was written in before it became a recipe line (``Panel/sourceWords``).
  var sourceWords: String?
  /// Who broke it to recover (``Panel/recoveryBreak``): `UIKit`; nil for every other constraint.
  var brokenBy: String?
  /// Whether its panel names a constraint someone else broke (``Panel/recoveryBreak``): the rest
  /// of the conflicting set is then drawn in the highlight colour, not red.
  var recoveryShown = false
  /// What its source says of it beyond its outcome (``Panel/listNotes``): `duplicate of 2`.
  var listNote: String?

  /// The recipe's list number (the numbered marker); nil for unnumbered.
  var number: Int? { constraint.number }
  /// What the marker circle shows: the number, else the identifier (`C` in the quote cell).
  var marker: String? { constraint.number.map(String.init) ?? constraint.identifier }
  /// The first anchor.
  var first: Anchor { constraint.first }
  /// The second anchor; nil for a constant size.
  var second: Anchor? { constraint.second }
  /// The relation.
  var relation: LayoutRelation { constraint.relation }
  /// The multiplier (pill `x2` when not 1).
  var multiplier: Double { constraint.multiplier }
  /// The constant as written.
  var constant: ConstantValue { constraint.constant }
  /// Priority 1...1000.
  var priority: Int { constraint.priority.rawValue }
  /// Whether the constraint is optional (dashed).
  var isOptional: Bool { priority < 1000 }
  /// Part of an unsatisfiable set, broken to recover, invalid, or missed because the solver lost
  /// precision: drawn red.
  var isConflicting: Bool {
    switch status {
    case .conflicting, .brokenToRecover, .invalid, .imprecise: return true
    default: return false
    }
  }
}
