/// An incremental Cassowary solver: linear constraints with lexicographic priorities, edit variables
/// for interactive changes, and explanations (conflicts, binding constraints, ambiguity).
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
  public var variables: [Variable] {
    names.indices.map { Variable(index: $0) }
  }

  /// The tableau symbol of a variable; a variable this solver did not make (another solver's) is
  /// adopted, with its missing predecessors, rather than trapping.
  func symbol(_ variable: Variable) -> Symbol {
    while variable.index >= names.count {
      _ = makeVariable("v\(names.count)")
    }
    return symbols[variable.index]
  }

  // MARK: Constraints

  /// Adds a constraint; throws, leaving the solver unchanged, if it is a duplicate, contains a
  /// non-finite number, or (required) conflicts with the present required constraints.
  @discardableResult
  public func add(_ constraint: Constraint) throws(SolverError) -> ConstraintID {
    if let problem = constraint.invalidNumber { throw .invalidNumber(problem) }
    let key = ConstraintKey(constraint)
    let id = ConstraintID(rawValue: nextID)
    // One hash for both the duplicate check and the registration; undone if the add fails.
    if let existing = keys.updateValue(id, forKey: key) {
      keys[key] = existing
      throw .duplicateConstraint(existing)
    }
    for term in key.terms { _ = symbol(term.variable) }
    if isStaging {
      let refusable = constraint.priority.isRequired && !hasFreshRequiredVariable(key.terms)
      // An edit awaiting its value holds the value of the system before this constraint.
      if !refusable && editsAwaitingValue.isEmpty {
        stage(constraint, id: id, key: key)
        return id
      }
      // A required constraint that could be refused: the tableau decides, so build it now.
      settle()
    }
    let terms = key.terms.map { (symbol($0.variable), $0.coefficient) }
    let outcome = tableau.add(
      terms: terms, constant: constraint.expression.constant, relation: constraint.relation,
      priority: constraint.priority.isRequired ? nil : constraint.priority.value)
    switch outcome {
    case .refused(let certificate):
      keys[key] = nil
      throw .unsatisfiable(
        constraint, conflicting: minimalConflict(for: constraint, certificate: certificate))
    case .accepted(let tag):
      nextID += 1
      records[id] = Record(constraint: constraint, tag: tag, key: key)
      setOwner(of: tag.marker, id)
      return id
    }
  }

  func setOwner(of marker: Symbol, _ id: ConstraintID?) {
    if marker.index >= markerOwners.count {
      markerOwners.append(contentsOf: repeatElement(nil, count: marker.index + 1 - markerOwners.count))
    }
    markerOwners[marker.index] = id
  }

  func owner(of marker: Symbol) -> ConstraintID? {
    marker.index < markerOwners.count ? markerOwners[marker.index] : nil
  }

  /// Removes a present constraint.
  public func remove(_ id: ConstraintID) throws(SolverError) {
    settle()
    guard let record = records.removeValue(forKey: id) else { throw .unknownConstraint(id) }
    keys[record.key] = nil
    setOwner(of: record.tag.marker, nil)
    tableau.remove(record.tag)
  }

  /// The constraint as it was added (with its current constant), or `nil` if not present.
  public func constraint(_ id: ConstraintID) -> Constraint? {
    records[id]?.constraint
  }

  /// The ids of all present constraints, ascending.
  public var constraintIDs: [ConstraintID] {
    records.keys.sorted()
  }

  /// Changes the constant of a present constraint's expression in place (no rebuild).
  ///
  /// For a required constraint that would become unsatisfiable this throws ``SolverError/unsatisfiable(_:conflicting:)``
  /// with the changed constraint and leaves the solver unchanged.
  public func updateConstant(of id: ConstraintID, to constant: Double) throws(SolverError) {
    settle()
    guard var record = records[id] else { throw .unknownConstraint(id) }
    guard constant.isFinite else { throw .invalidNumber("constant \(constant) for \(id)") }
    var changed = record.constraint
    changed.expression.constant = constant
    let newKey = ConstraintKey(changed)
    if let existing = keys[newKey], existing != id { throw .duplicateConstraint(existing) }
    let delta = constant - record.constraint.expression.constant
    if delta == 0 { return }
    if case .refused(let certificate) = tableau.shiftConstant(record.tag, by: delta) {
      throw .unsatisfiable(
        changed, conflicting: minimalConflict(for: changed, certificate: certificate, excluding: id))
    }
    keys[record.key] = nil
    record.constraint = changed
    record.key = newKey
    keys[newKey] = id
    records[id] = record
  }

  // MARK: Edit variables

  /// Makes `variable` editable at an optional priority, holding it at its current value.
  public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
    if priority.isRequired { throw .requiredEditVariable(variable) }
    if edits[variable] != nil { throw .duplicateEditVariable(variable) }
    let symbol = symbol(variable)
    if isStaging {
      stageEdit(variable, priority: priority)
      return
    }
    attachEdit(variable, symbol: symbol, priority: priority)
  }

  /// Adds the edit constraint `variable == current value` to the built tableau.
  func attachEdit(_ variable: Variable, symbol: Symbol, priority: Priority) {
    tableau.refreshValues()
    let current = tableau.value(of: symbol)
    if incrementalCost(of: symbol) > Solver.rebuildThreshold {
      // The tag is assigned by the rebuild, which adds edit constraints first.
      let placeholder = Tag(
        marker: symbol, markerCoefficient: 1, other: nil, otherCoefficient: 0, priority: nil)
      edits[variable] = EditRecord(tag: placeholder, value: current, priority: priority)
      if rebuild() { return }
      edits[variable] = nil
    }
    let outcome = tableau.add(
      terms: [(symbol, 1)], constant: -current, relation: .equal, priority: priority.value)
    if case .accepted(let tag) = outcome {
      edits[variable] = EditRecord(tag: tag, value: current, priority: priority)
    }
  }

  /// Stops editing `variable`.
  public func removeEditVariable(_ variable: Variable) throws(SolverError) {
    settle()
    guard let record = edits.removeValue(forKey: variable) else { throw .unknownEditVariable(variable) }
    tableau.remove(record.tag)
  }

  /// Whether `variable` is an edit variable.
  public func hasEditVariable(_ variable: Variable) -> Bool {
    edits[variable] != nil
  }

  /// Asks for `value` for an edit variable; the solution follows at once (dual simplex).
  public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    guard var record = edits[variable] else { throw .unknownEditVariable(variable) }
    guard value.isFinite else { throw .invalidNumber("suggested value \(value) for \(name(of: variable))") }
    if isStaging && editsAwaitingValue.allSatisfy({ $0 == variable }) {
      // Not built yet: the suggestion simply becomes the value the edit constraint is built with.
      // (Another edit awaiting its value must see this one at its held value: then build first.)
      editsAwaitingValue.removeAll()
      record.value = value
      record.awaitsValue = false
      edits[variable] = record
      return
    }
    if isStaging {
      settle()
      record = edits[variable]!
    }
    // The edit constraint is `variable - value == 0`: its constant moves by -(value - old).
    _ = tableau.shiftConstant(record.tag, by: record.value - value)
    record.value = value
    edits[variable] = record
  }

  /// Simplex pivots performed since creation (for benchmarks: a step with no pivot kept its basis).
  public var pivotCount: Int {
    tableau.pivotCount
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
}
