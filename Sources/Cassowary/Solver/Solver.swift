/// An incremental Cassowary solver: linear constraints with lexicographic priorities, edit variables
/// for interactive changes, and explanations (conflicts, binding constraints, ambiguity).
///
/// This file is the facade, kiwi-style: the list of operations and the errors each can throw. The
/// work happens in `Solver+Constraints.swift`, `Solver+Edits.swift`, `Solver+Staging.swift` (the
/// first build), `Solver+Rebuild.swift` and `Solver+Conflicts.swift` (minimal conflicting sets),
/// over the simplex in `Tableau*.swift`. The read-only questions live beside them:
/// `Solver+Explanation.swift` (`isBinding`, `bindingConstraints()`, `violation(of:)`,
/// `optimalRange(of:)`, `isDetermined`, `freeVariables()`) and `Solver+Dump.swift` (`describe`,
/// `dump()`).
///
/// Every refused call leaves the solver exactly as it was. The same sequence of calls gives the same
/// results, bit for bit.
public final class Solver {
  // Stored properties skip dynamic exclusivity checks: the solver is never shared across threads
  // (not Sendable) and never lends a property while touching it, and the checks cost more than the
  // work in `value(of:)` and `updateVariables()`.
  @exclusivity(unchecked) var tableau = Tableau()
  @exclusivity(unchecked) var names: [String] = []
  /// The tableau symbol of each variable, by variable index.
  @exclusivity(unchecked) var symbols: [Symbol] = []
  /// Values as of the last ``updateVariables()``.
  @exclusivity(unchecked) var reportedValues: [Double] = []

  struct Record {
    var constraint: Constraint
    var tag: Tag
    var key: ConstraintKey
  }

  struct EditRecord {
    var tag: Tag
    var value: Double
    var priority: Priority
    /// Staged with a variable that constraints already mention, and no suggestion yet: the value to
    /// hold is the current solution's, known only once the tableau is built.
    var awaitsValue = false
  }

  var records = RecordTable()
  var keys: [ConstraintKey: ConstraintID] = [:]
  /// The constraint that owns each marker symbol, by symbol index (for conflict explanations).
  var markerOwners: [ConstraintID?] = []
  var edits: [Variable: EditRecord] = [:]
  var nextID = 0
  /// Whether the solver is still staging its first build (see `Solver+Staging.swift`).
  var isStaging = true
  /// While staging: per variable index, the staged constraints (all, and required only) naming it.
  var uses: [Int] = []
  var requiredUses: [Int] = []
  /// While staging: the staged edit variables still awaiting their current value, in call order.
  var editsAwaitingValue: [Variable] = []

  /// An empty solver.
  public init() {}

  /// Coefficients closer to zero than this are zero to the solver: a term with a smaller multiplier
  /// is dropped, and so is `1/m` when a row `a = m * b` is solved for `b` (docs/layout.md,
  /// "Numeric range").
  public static let coefficientTolerance = Tableau.epsilon

  // MARK: Variables

  /// A new variable; `name` is used by ``dump()`` and error descriptions only.
  public func makeVariable(_ name: String) -> Variable {
    let variable = Variable(index: names.count)
    names.append(name)
    symbols.append(tableau.allocate(.external))
    reportedValues.append(0)
    return variable
  }

  /// The name given to ``makeVariable(_:)``.
  public func name(of variable: Variable) -> String {
    variable.index < names.count ? names[variable.index] : variable.description
  }

  /// All variables made so far, ascending.
  public var variables: [Variable] { names.indices.map { Variable(index: $0) } }

  // MARK: Constraints

  /// Adds a constraint.
  ///
  /// - Throws: ``SolverError/invalidNumber(_:)`` for a NaN or infinite number,
  ///   ``SolverError/duplicateConstraint(_:)`` (naming the present one) for an identical constraint,
  ///   ``SolverError/unsatisfiable(_:conflicting:)`` (with a minimal conflicting set) for a required
  ///   constraint the present required ones contradict. The solver is then unchanged.
  @discardableResult
  public func add(_ constraint: Constraint) throws(SolverError) -> ConstraintID { try insert(constraint) }

  /// Removes a present constraint.
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)`` for an id that is not present.
  public func remove(_ id: ConstraintID) throws(SolverError) { try delete(id) }

  /// Changes the constant of a present constraint's expression in place (no rebuild).
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/invalidNumber(_:)``,
  ///   ``SolverError/duplicateConstraint(_:)`` when the changed constraint equals another, and
  ///   ``SolverError/unsatisfiable(_:conflicting:)`` (with the changed constraint) when a required
  ///   constraint would become unsatisfiable. The solver is then unchanged.
  public func updateConstant(of id: ConstraintID, to constant: Double) throws(SolverError) {
    try changeConstant(of: id, to: constant)
  }

  /// The constraint as it was added (with its current constant), or `nil` if not present.
  public func constraint(_ id: ConstraintID) -> Constraint? { records[id]?.constraint }

  /// The ids of all present constraints, ascending.
  public var constraintIDs: [ConstraintID] { records.keys.sorted() }

  /// How many constraints are present (``constraintIDs``' count, without sorting them).
  public var constraintCount: Int { records.count }

  // MARK: Edit variables

  /// Makes `variable` editable at an optional priority, holding it at its current value.
  ///
  /// - Throws: ``SolverError/requiredEditVariable(_:)`` for a required priority,
  ///   ``SolverError/duplicateEditVariable(_:)`` when it is already editable.
  public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
    try beginEditing(variable, priority: priority)
  }

  /// Stops editing `variable`.
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)`` when it is not editable.
  public func removeEditVariable(_ variable: Variable) throws(SolverError) { try endEditing(variable) }

  /// Whether `variable` is an edit variable.
  public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

  /// Asks for `value` for an edit variable; the solution follows at once (dual simplex).
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)`` when it is not editable,
  ///   ``SolverError/invalidNumber(_:)`` for a NaN or infinite value.
  public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    try suggest(value, for: variable)
  }

  // MARK: Values

  /// The variable's value in the current solution (0 for a variable no constraint determines).
  public func value(of variable: Variable) -> Double {
    guard variable.index < symbols.count else { return 0 }
    if isStaging { settle() }
    tableau.refreshValues()
    return tableau.values[symbols[variable.index].index]
  }

  /// The variables whose value changed since the last call (or since creation), ascending.
  @discardableResult
  public func updateVariables() -> [Variable] {
    var changed: [Variable] = []
    settle()
    tableau.refreshValues()
    for index in symbols.indices {
      let current = tableau.values[symbols[index].index]
      if current != reportedValues[index] {
        reportedValues[index] = current
        changed.append(Variable(index: index))
      }
    }
    return changed
  }

  /// Simplex pivots performed since creation (for benchmarks: a step with no pivot kept its basis).
  public var pivotCount: Int { tableau.pivotCount }
}
