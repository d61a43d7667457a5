/// Why a ``Solver`` call was refused. A refused call leaves the solver exactly as it was.
public enum SolverError: Error, Equatable, Sendable {
  /// A required constraint cannot hold together with the listed present required constraints.
  ///
  /// The list is minimal: without any one of them the rejected constraint would be accepted.
  /// Ascending by id.
  case unsatisfiable(Constraint, conflicting: [ConstraintID])
  /// An equal constraint is already present (same terms after merging equal variables and
  /// sorting, same constant, relation and priority); carries the present one's id.
  case duplicateConstraint(ConstraintID)
  /// The id names no present constraint.
  case unknownConstraint(ConstraintID)
  /// The variable is already an edit variable.
  case duplicateEditVariable(Variable)
  /// The variable is not an edit variable.
  case unknownEditVariable(Variable)
  /// Edit variables must be optional (priority below 1000).
  case requiredEditVariable(Variable)
  /// A coefficient, constant or suggested value is NaN or infinite; the text says which.
  case invalidNumber(String)
}
