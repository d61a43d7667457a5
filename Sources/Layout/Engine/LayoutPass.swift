import Cassowary

/// One solve of a scene with fixed text measurements: the solver, its variables, what was added,
/// which required constraints were broken to recover, and the values.
struct LayoutPass {
  /// A required constraint the solver rejected, with the minimal set it conflicts with.
  struct Conflict {
    var broken: ConstraintRef
    var conflicting: [ConstraintRef]
  }

  /// UIKit's default table row height, used when a cell's fitting height is undetermined [RE, seed 000].
  static let defaultRowHeight: Double = 44

  let solver: Solver
  let variableHandles: [Variable]
  var implicit: ImplicitConstraintSet
  /// The solver's handle per added constraint (absent: rejected).
  var handles: [ConstraintRef: ConstraintID] = [:]
  /// The reverse of `handles`.
  private var refs: [ConstraintID: ConstraintRef] = [:]
  /// Per variable (`FrameVariables` index), the required constraints added with it, removed ones
  /// included (`conflictScope` skips those): the break rule's map of what is connected to what.
  private var requiredUses: [[ConstraintID]]
  /// Whether the break rule solves only the constraints connected to a conflict
  /// (`conflictScope`); `false` solves every required constraint of the scene, the method the scope
  /// replaced, kept as the reference `BreakScopeReferenceTests` compares it with.
  private let scopedBreakRule: Bool
  var conflicts: [Conflict] = []
  /// What the break rule (`leastMissedMember`) may still spend in this pass, counted in constraints
  /// added to its scratch solvers: once spent, a conflict breaks the constraint being added, as
  /// before the rule. Each comparison solves only the constraints connected to the conflict
  /// (`conflictScope`), so this is a safety net for a conflict inside one huge connected layout.
  private var breakRuleBudget = LayoutPass.breakRuleBudget
  /// The break rule's budget per pass [CHOICE]: far above any Interface Builder scene measured
  /// (hundreds of constraints, a few conflicts), about a second of scratch solving in a debug build.
  static let breakRuleBudget = 200_000
  /// Whether a cell's height fell back to a row height (the default one, or `Scene.cellRowHeight`).
  var usedDefaultRowHeight = false
  /// Whether the table fixes the cell's height at what the pass chose (`Scene.cellRowHeight` set
  /// and the content leaving the height free): the ambiguity check keeps that height.
  var tableFixesHeight = false
  /// Solved values by `FrameVariables` index.
  var values: [Double] = []

  init(
    scene: Scene, variables: FrameVariables, resolver: AnchorResolver, intrinsic: [IntrinsicSize],
    explicit: [PreparedConstraint?], stacks: StackViewPlan? = nil, tieBreak: StackTieBreak = StackTieBreak(),
    scopedBreakRule: Bool = true
  ) throws(LayoutError) {
    solver = Solver()
    self.scopedBreakRule = scopedBreakRule
    requiredUses = Array(repeating: [], count: variables.count)
    variableHandles = (0..<variables.count).map { [solver] i in
      solver.makeVariable(LayoutPass.variableName(i, scene: scene, variables: variables))
    }
    implicit = ImplicitConstraintSet(
      scene: scene, variables: variables, resolver: resolver, intrinsic: intrinsic, stacks: stacks)
    // Order decides which constraint of a conflicting set is rejected: the last one added. A
    // required content-size constraint (hugging or compression resistance 1000) goes in after
    // every other one: an explicit required size beats it (openradar 15106765, docs/layout.md
    // "Conflicts: the break rule").
    // A view's `size >= 0` goes in before the stack views' constraints and the scene's: it is
    // never the one broken (UIKit's logs 06, 08 and 17 break a constraint of the app's or a stack
    // view's, never a size; docs/layout.md, "Semantics").
    let yielding = implicit.entries.filter { Self.yieldsToOthers($0.info) }
    let sizes = implicit.entries.filter { Self.isNonNegativeSize($0.info) }
    let stacks = implicit.entries.filter { Self.isStackView($0.info) && !Self.yieldsToOthers($0.info) }
    for entry in implicit.entries
    where !Self.yieldsToOthers(entry.info) && !Self.isNonNegativeSize(entry.info)
      && !Self.isStackView(entry.info)
    {
      try add(entry.prepared, scene: scene)
    }
    for entry in sizes + stacks { try add(entry.prepared, scene: scene) }
    for case let prepared? in explicit { try add(prepared, scene: scene) }
    for entry in yielding { try add(entry.prepared, scene: scene) }
    // A tied stack's index tie-break (`StackTieBreak`), at the lowest priority: not one of the
    // constraints UIKit lists, so kept out of `implicit`.
    for tie in tieBreak.constraints(intrinsic: intrinsic) {
      let length = variableHandles[variables.length(tie.view, tie.axis)]
      let form = tie.weight * length - tie.weight * tie.content
      _ = try? solver.add(
        Constraint(form, .greaterThanOrEqual, Expression(0), priority: StackTieBreak.priority.solverPriority))
    }
    solver.updateVariables()
    if case .cell = scene.kind, let range = freeHeightRange(variables) {
      let height: Double
      if let rowHeight = scene.cellRowHeight {
        // UIKit's table: the fitting height (the smallest the content allows); a collapse to zero
        // is "unintentional" and gets the table's row height. Either way the table then fixes the
        // cell's height, and the ambiguity check keeps that constraint.
        tableFixesHeight = true
        if range.lower > LayoutEngine.ambiguityTolerance {
          height = range.lower
        } else {
          height = Swift.min(Swift.max(rowHeight, range.lower), range.upper)
          usedDefaultRowHeight = true
        }
      } else {
        // The default row height, kept within what the constraints allow.
        height = Swift.min(Swift.max(Self.defaultRowHeight, range.lower), range.upper)
        usedDefaultRowHeight = true
      }
      implicit.addDefaultRowHeight(height, scene: scene, variables: variables)
      if let last = implicit.entries.last { try add(last.prepared, scene: scene) }
      solver.updateVariables()
    }
    values = variableHandles.map { solver.value(of: $0) }
  }

  /// Whether the constraint is a view's implicit `width >= 0` or `height >= 0`.
  static func isNonNegativeSize(_ info: ImplicitConstraint) -> Bool {
    if case .nonNegativeSize = info.kind { return true }
    return false
  }

  /// Whether the constraint is one of a stack view's (`UISV-...`).
  static func isStackView(_ info: ImplicitConstraint) -> Bool {
    if case .stackView = info.kind { return true }
    return false
  }

  /// Whether the constraint is a required content-size one (`NSContentSizeLayoutConstraint` at
  /// 1000), which UIKit lets any other required constraint win over.
  static func yieldsToOthers(_ info: ImplicitConstraint) -> Bool {
    switch info.kind {
    case .hugging, .compressionResistance: return info.priority.isRequired
    default: return false
    }
  }

  /// Adds one constraint; a rejection is recorded as a conflict, never thrown.
  private mutating func add(_ prepared: PreparedConstraint, scene: Scene) throws(LayoutError) {
    do {
      let constraint = prepared.solverConstraint(variableHandles)
      let id = try solver.add(constraint)
      handles[prepared.ref] = id
      refs[id] = prepared.ref
      track(id, constraint)
    } catch {
      switch error {
      case .unsatisfiable(let rejected, let others):
        let known = others.compactMap { refs[$0] }
        let conflicting = (known + [prepared.ref]).sorted()
        if case .explicit = prepared.ref, let member = leastMissedMember(others, rejected: rejected),
          let broken = refs[member], let memberConstraint = solver.constraint(member),
          (try? solver.remove(member)) != nil
        {
          // UIKit breaks the member its recovery misses least, here an earlier one: it gives way
          // and the constraint being added holds ("Conflicts: the break rule").
          if let id = try? solver.add(rejected) {
            handles[broken] = nil
            refs[member] = nil
            handles[prepared.ref] = id
            refs[id] = prepared.ref
            track(id, rejected)
            conflicts.append(Conflict(broken: broken, conflicting: conflicting))
            return
          }
          // Another conflict refuses it even so: the member goes back, this one breaks.
          if let restored = try? solver.add(memberConstraint) {
            handles[broken] = restored
            refs[restored] = broken
            track(restored, memberConstraint)
          }
        }
        conflicts.append(Conflict(broken: prepared.ref, conflicting: conflicting))
      case .duplicateConstraint:
        // An identical constraint is already present: the duplicate adds nothing to the layout.
        break
      default:
        switch prepared.ref {
        case .explicit: throw .invalidNumber(constraint: prepared.ref, implicit: nil)
        case .implicit(let i):
          throw .invalidNumber(constraint: prepared.ref, implicit: implicit.entries[i].info)
        }
      }
    }
  }

  /// The scene constraint of a conflicting set (`others`, present) that UIKit's recovery breaks
  /// instead of `rejected`, the one being added: the member missed by the least when it gives way
  /// and every other required constraint holds, `rejected` included, when that is less (by more
  /// than 0.001 pt) than `rejected` is missed when it gives way. Among members missed equally, the
  /// last added. Nil when `rejected` is missed least (or equally): it breaks, as before. Only the
  /// scene's constraints are candidates: UIKit's logs break an app's constraint, never one UIKit
  /// made (an encapsulated size, a stack view's), when both are in the set (docs/layout.md,
  /// "Conflicts: the break rule").
  private mutating func leastMissedMember(_ others: [ConstraintID], rejected: Constraint) -> ConstraintID? {
    let candidates = others.filter { id in
      if case .explicit = refs[id] { return true }
      return false
    }
    guard !candidates.isEmpty else { return nil }
    let scope =
      scopedBreakRule
      ? conflictScope(members: others, rejected: rejected)
      : solver.constraintIDs.filter { solver.constraint($0)?.priority.isRequired == true }
    // One scratch solver of the scope per candidate and one for `rejected`.
    let cost = (candidates.count + 1) * (scope.count + 2)
    guard cost <= breakRuleBudget else { return nil }
    breakRuleBudget -= cost
    // A miss beyond a million points is numbers overflowing (chained multipliers), not a
    // layout's conflict: the rule compares misses only below that [CHOICE].
    guard let own = leastMiss(of: rejected, in: scope, without: nil, adding: nil),
      own.isFinite, own <= Self.largestComparedMiss
    else {
      return nil
    }
    var best: (id: ConstraintID, miss: Double)?
    for id in candidates.sorted() {
      guard let member = solver.constraint(id),
        let miss = leastMiss(of: member, in: scope, without: id, adding: rejected), miss.isFinite,
        miss < own - Self.breakTolerance
      else { continue }
      if let current = best, miss > current.miss + Self.breakTolerance { continue }
      best = (id, miss)
    }
    return best?.id
  }

  /// How much smaller a member's miss must be than the added constraint's for it to break instead.
  static let breakTolerance = 0.001
  /// The largest miss the break rule compares (`leastMissedMember`), in points.
  static let largestComparedMiss = 1_000_000.0

  /// Records a required constraint under each variable it names (`requiredUses`).
  private mutating func track(_ id: ConstraintID, _ constraint: Constraint) {
    guard constraint.priority.isRequired else { return }
    for term in constraint.expression.terms { requiredUses[term.variable.index].append(id) }
  }

  /// The present required constraints a conflict's misses can depend on, ascending: the
  /// conflicting set (`members`, present) and those connected to it and `rejected` through shared
  /// variables, transitively. A variable a required `x == c` outside the set fixes (the root's size, a
  /// view's constant width) is a wall: every solution holds it at `c`, so what lies beyond it
  /// cannot change a miss; its fixing constraint is in the scope, what lies beyond is not. Every
  /// other present required constraint shares no free variable with the scope and holds in the
  /// present solution, so the least miss on the scope is the least miss on the whole scene. A
  /// member on a wall variable (a second `x == c`) is kept too: the set is always in its scope.
  /// Internal for `BreakScopeMembershipTests`, which checks it against every minimal conflicting
  /// set of small systems.
  func conflictScope(members: [ConstraintID], rejected: Constraint) -> [ConstraintID] {
    let memberSet = Set(members)
    var walls: [Int: ConstraintID] = [:]
    var visitedVariables = Set<Int>()
    var scope = memberSet
    var pending = rejected.expression.terms.map(\.variable.index)
    for id in members { pending += solver.constraint(id)?.expression.terms.map(\.variable.index) ?? [] }
    // A variable is a wall when a required one-variable equality outside the set names it (with a
    // coefficient the solver does not drop as zero).
    func wall(_ variable: Int) -> ConstraintID? {
      if let known = walls[variable] { return known }
      for id in requiredUses[variable] where !memberSet.contains(id) {
        guard let c = solver.constraint(id), c.relation == .equal else { continue }
        let terms = c.expression.normalizedTerms
        guard terms.count == 1, abs(terms[0].coefficient) > Solver.coefficientTolerance else { continue }
        walls[variable] = id
        return id
      }
      return nil
    }
    while let variable = pending.popLast() {
      guard visitedVariables.insert(variable).inserted else { continue }
      if let fixing = wall(variable) {
        scope.insert(fixing)
        continue
      }
      for id in requiredUses[variable] where !scope.contains(id) {
        guard let c = solver.constraint(id), c.priority.isRequired else { continue }
        scope.insert(id)
        pending += c.expression.terms.map(\.variable.index)
      }
    }
    return scope.sorted()
  }

  /// The least `constraint` is missed by when every constraint of `scope` (`conflictScope`) but
  /// `excluded` holds, with `extra`: a scratch solver of those over their own variables,
  /// `constraint` the only optional one, so that minimizing its error is all its objective does.
  /// Nil when those do not hold together.
  private func leastMiss(
    of constraint: Constraint, in scope: [ConstraintID], without excluded: ConstraintID?,
    adding extra: Constraint?
  )
    -> Double?
  {
    let present = scope.compactMap { id in id == excluded ? nil : solver.constraint(id) }
    // The scratch solver's variables: those the constraints name, in the scene's order.
    var indices = Set<Int>()
    for c in present + [extra, constraint].compactMap({ $0 }) {
      for term in c.expression.terms { indices.insert(term.variable.index) }
    }
    let scratch = Solver()
    var mapped: [Int: Variable] = [:]
    for index in indices.sorted() {
      mapped[index] = scratch.makeVariable(solver.name(of: variableHandles[index]))
    }
    func local(_ c: Constraint, priority: Priority? = nil) -> Constraint {
      let terms = c.expression.terms.map { term in
        // `indices` holds every variable these constraints name, so each has its scratch twin.
        guard let variable = mapped[term.variable.index] else {
          preconditionFailure("break rule: variable \(term.variable.index) has no scratch variable")
        }
        return Term(variable: variable, coefficient: term.coefficient)
      }
      return Constraint(
        expression: Expression(terms: terms, constant: c.expression.constant), relation: c.relation,
        priority: priority ?? c.priority)
    }
    for c in present {
      do { try scratch.add(local(c)) } catch {
        if case .duplicateConstraint = error { continue }
        return nil
      }
    }
    if let extra {
      do { try scratch.add(local(extra)) } catch {
        if case .duplicateConstraint = error {} else { return nil }
      }
    }
    guard (try? scratch.add(local(constraint, priority: .defaultHigh))) != nil else { return nil }
    _ = scratch.updateVariables()
    let value = local(constraint).expression.evaluate { scratch.value(of: $0) }
    switch constraint.relation {
    case .equal: return abs(value)
    case .greaterThanOrEqual: return max(0, -value)
    case .lessThanOrEqual: return max(0, value)
    }
  }

  /// The cell height's optimal range without the fitting-size probe, when the content alone does
  /// not fix it; nil when it does.
  private mutating func freeHeightRange(_ variables: FrameVariables) -> (lower: Double, upper: Double)? {
    guard let index = implicit.fittingIndex, let id = handles[.implicit(index)] else { return nil }
    do {
      try solver.remove(id)
      let range = solver.optimalRange(of: variableHandles[variables.rootLength(.vertical)])
      let probe = implicit.entries[index].prepared.solverConstraint(variableHandles)
      let readded = try solver.add(probe)
      handles[.implicit(index)] = readded
      refs[readded] = .implicit(index)
      track(readded, probe)
      return range.upper - range.lower <= LayoutEngine.ambiguityTolerance ? nil : range
    } catch {
      return nil
    }
  }

  /// Removes the cell's fitting probe and default row height, so that ambiguity is judged on the
  /// content's own constraints ("the fitting height is what the constraints force"). A height the
  /// table fixes (`tableFixesHeight`) stays: UIKit lays the content out in it.
  mutating func removeCellProbes() {
    for (i, entry) in implicit.entries.enumerated() {
      let probe: Bool
      switch entry.info.kind {
      case .fittingSize: probe = true
      case .sceneSize(.vertical): probe = usedDefaultRowHeight && !tableFixesHeight
      default: probe = false
      }
      guard probe, let id = handles[.implicit(i)] else { continue }
      try? solver.remove(id)
      handles[.implicit(i)] = nil
    }
    solver.updateVariables()
  }

  /// `Name Label.minX`, `Superview.width`: the solver's variable names, for its dumps.
  static func variableName(_ index: Int, scene: Scene, variables: FrameVariables) -> String {
    if let owner = variables.owner(of: index) {
      return "\(scene.views[owner.view].name).\(owner.dimension.rawValue)"
    }
    return index == variables.rootLength(.horizontal) ? "Superview.width" : "Superview.height"
  }
}
