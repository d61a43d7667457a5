import Cassowary
import TestSupport
import Testing

@testable import Layout

/// What the break rule's scope (`LayoutPass.conflictScope`) holds, checked against every minimal
/// conflicting set of small random systems, found by brute force: every subset of the present
/// required constraints, smallest first, tried with the refused constraint on a fresh solver used
/// only as a yes/no feasibility test, never for its explanation (docs/layout.md, "Conflicts: the
/// break rule").
///
/// A member `m` can give way only if the rest, with the refused constraint, hold together: a
/// minimal conflicting set without `m` (one holding a "far" constraint, outside the set the solver
/// named) forbids it. The scope must see every such set, or the scratch solvers would let `m` go
/// where the whole scene forbids it. It does, in one of two ways: the set lies in the scope, or the
/// set crosses a wall (a variable a required `x == c` outside the named set fixes, where the scope
/// stops) and its part inside the scope, with the walls' own `x == c`, is already refused: the
/// walls hold what lies beyond them. Literal membership of every set does not hold, by design: a
/// variable fixed twice (an `x == c` outside the named set and a chain beyond it) gives a set
/// through the chain that the scope leaves out; the wall's `x == c` stands in for that chain.
@Suite struct BreakScopeMembershipTests {
  static let attributes: [Attribute] = [
    .leading, .trailing, .top, .bottom, .width, .height, .centerX, .centerY,
  ]

  /// One or two plain views (no intrinsic size: no content constraints) under a 375 x 667 root,
  /// two to six required constraints with small constants, equalities twice as likely.
  static let shape = RandomSceneShape(
    cellOneIn: nil, viewCount: 1...2, nestedOneIn: 2, nestedUnderAnyEarlier: false, labelOneIn: nil,
    constraintCount: 2...6, attributes: attributes, secondChoices: 3, priorities: nil, doubledOneIn: nil,
    constants: -2...12, constantStep: 5)

  static func smallScene(_ random: inout SplitMix64) -> Scene { RandomScenes.scene(shape, &random) }

  /// A required constraint over one or two of the pass's variables, with a constant the scene's
  /// values make likely to conflict (a multiple of 5 up to 400).
  static func randomConstraint(_ random: inout SplitMix64, variables: [Variable]) -> Constraint {
    let a = variables[random.int(0...(variables.count - 1))]
    var expression = Expression(a)
    if random.int(0...1) == 0 {
      let b = variables[random.int(0...(variables.count - 1))]
      if b != a { expression = expression + Double([1, -1, 2][random.int(0...2)]) * Expression(b) }
    }
    let relation: Relation = [.equal, .equal, .greaterThanOrEqual, .lessThanOrEqual][random.int(0...3)]
    let constant = Double(random.int(-10...80) * 5)
    return Constraint(expression, relation, Expression(constant))
  }

  /// Whether `constraints` hold together: a fresh solver with `count` variables (the same indices
  /// as the pass's) accepts every one. Its refusal is the only thing read.
  static func feasible(_ constraints: [Constraint], variableCount count: Int) -> Bool {
    let solver = Solver()
    for i in 0..<count { _ = solver.makeVariable("v\(i)") }
    for c in constraints {
      do { _ = try solver.add(c) } catch {
        if case .duplicateConstraint = error { continue }
        return false
      }
    }
    return true
  }

  /// Every minimal subset of `present` (as bit masks over its indices) that `rejected` cannot join:
  /// subsets smallest first; one that holds a set already found is refused and not minimal, any
  /// other that is refused is minimal (each of its proper subsets was tried and held, or holds a
  /// set found, and then so would it).
  static func minimalConflicts(_ present: [Constraint], _ rejected: Constraint, variableCount: Int) -> [Int] {
    let n = present.count
    var found: [Int] = []
    let masks = (0..<(1 << n)).sorted { $0.nonzeroBitCount < $1.nonzeroBitCount }
    for mask in masks {
      if found.contains(where: { mask & $0 == $0 }) { continue }
      let subset = (0..<n).filter { mask & (1 << $0) != 0 }.map { present[$0] } + [rejected]
      if !feasible(subset, variableCount: variableCount) { found.append(mask) }
    }
    return found
  }

  static func pass(_ scene: Scene) throws -> LayoutPass {
    try BreakScopeReferenceTests.pass(scene, scoped: true)
  }

  /// One refused constraint of a pass: the brute-force sets and the scope, checked. Returns what it
  /// saw: whether a set without some member of the named one exists ("far"), whether one crosses a
  /// wall, and nil when no constraint of `tries` was refused.
  struct Seen {
    var far = false
    var crossing = false
    var solverOther = false
    var sets = 0
  }

  /// The first of 20 random constraints the pass refuses, checked (`check(_:rejected:label:)`).
  static func check(_ pass: LayoutPass, _ random: inout SplitMix64, label: String) -> Seen? {
    guard pass.solver.constraintIDs.count <= 12 else { return nil }
    for _ in 0..<20 {
      let rejected = randomConstraint(&random, variables: pass.variableHandles)
      if let seen = check(pass, rejected: rejected, label: label) { return seen }
    }
    return nil
  }

  /// Checks the scope of `rejected` against every minimal conflicting set; nil when the pass
  /// accepts it (then it is removed again).
  static func check(_ pass: LayoutPass, rejected: Constraint, label: String) -> Seen? {
    let solver = pass.solver
    let ids = solver.constraintIDs.filter { solver.constraint($0)?.priority.isRequired == true }
    let present = ids.map { solver.constraint($0)! }
    let count = pass.variableHandles.count
    do {
      let named: [ConstraintID]
      do {
        let id = try solver.add(rejected)
        try solver.remove(id)
        return nil
      } catch {
        guard case .unsatisfiable(_, let others) = error else { return nil }
        named = others
      }
      let scope = Set(pass.conflictScope(members: named, rejected: rejected))
      let sets = minimalConflicts(present, rejected, variableCount: count)
      let index = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, $0) })
      func mask(_ list: [ConstraintID]) -> Int { list.reduce(0) { $0 | (1 << index[$1]!) } }
      let scopeMask = mask(Array(scope))
      let namedMask = mask(named)
      // The solver's named set is one of them, and in the scope.
      #expect(sets.contains(namedMask), "\(label): the named set is not a minimal one")
      #expect(namedMask & scopeMask == namedMask, "\(label): the named set is not in the scope")
      // The walls: scope constraints outside the named set fixing one variable (`x == c`).
      let walls = ids.indices.filter { i in
        guard scopeMask & (1 << i) != 0, namedMask & (1 << i) == 0 else { return false }
        let c = present[i]
        return c.relation == .equal && c.expression.normalizedTerms.count == 1
      }
      let wallConstraints = walls.map { present[$0] }
      var seen = Seen()
      seen.sets = sets.count
      for set in sets {
        if set & namedMask != namedMask { seen.far = true }
        if set & scopeMask == set { continue }
        // Outside the scope: its part inside, with the walls, is refused already.
        seen.crossing = true
        let inside = ids.indices.filter { set & scopeMask & (1 << $0) != 0 }.map { present[$0] }
        #expect(
          !feasible(inside + wallConstraints + [rejected], variableCount: count),
          "\(label): a minimal set leaves the scope where no wall holds it")
      }
      // Each member's own test: without it, the rest and the refused constraint hold together
      // exactly when they hold together on the scope; when they do not, the solver names another
      // minimal set, without the member (one with a far constraint), and it is one of the sets.
      for (position, member) in named.enumerated() {
        let bit = 1 << index[member]!
        let whole = ids.indices.filter { $0 != index[member]! }.map { present[$0] }
        let scoped = ids.indices.filter { $0 != index[member]! && scopeMask & (1 << $0) != 0 }
          .map { present[$0] }
        let wholeHolds = feasible(whole + [rejected], variableCount: count)
        #expect(
          wholeHolds == feasible(scoped + [rejected], variableCount: count),
          "\(label): member \(position) gives way on the scope but not on the scene, or the reverse")
        #expect(wholeHolds == !sets.contains { $0 & bit == 0 }, "\(label): member \(position)")
        guard !wholeHolds else { continue }
        let scratch = Solver()
        for i in 0..<count { _ = scratch.makeVariable("v\(i)") }
        var scratchIDs: [ConstraintID: Int] = [:]
        for i in ids.indices where i != index[member]! {
          if let id = try? scratch.add(present[i]) { scratchIDs[id] = i }
        }
        do {
          _ = try scratch.add(rejected)
          Issue.record("\(label): the scratch solver accepts what the brute force refuses")
        } catch {
          guard case .unsatisfiable(_, let other) = error else { continue }
          let otherMask = other.reduce(0) { $0 | (1 << scratchIDs[$1]!) }
          seen.solverOther = true
          #expect(sets.contains(otherMask), "\(label): the solver's other set is not minimal")
          #expect(otherMask & bit == 0)
          if otherMask & scopeMask != otherMask {
            let inside = ids.indices.filter { otherMask & scopeMask & (1 << $0) != 0 }.map { present[$0] }
            #expect(!feasible(inside + wallConstraints + [rejected], variableCount: count), "\(label)")
          }
        }
      }
      return seen
    }
  }

  @Test("random small systems: every minimal conflicting set is in the scope or held by its walls")
  func everyMinimalSetIsSeen() throws {
    var checked = 0
    var far = 0
    var crossing = 0
    var solverOther = 0
    for seed in UInt64(0)..<300 {
      var random = SplitMix64(state: seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407)
      let scene = Self.smallScene(&random)
      let pass = try Self.pass(scene)
      guard let seen = Self.check(pass, &random, label: "seed \(seed)") else { continue }
      checked += 1
      if seen.far { far += 1 }
      if seen.crossing { crossing += 1 }
      if seen.solverOther { solverOther += 1 }
    }
    // The check means something only where members are forbidden to give way by a set without them.
    #expect(checked >= 150, "only \(checked) systems had a refused constraint")
    #expect(far >= 30, "only \(far) systems had a minimal set without a member of the named one")
    #expect(solverOther >= 30, "only \(solverOther) systems had the solver name another set")
    print("BreakScopeMembershipTests: \(checked) systems, \(far) far, \(crossing) crossing a wall")
  }
  @Test("a variable fixed twice: a minimal set beyond the wall is left out, and the wall holds it")
  func fixedTwiceCrossesTheWall() throws {
    // The root's width is fixed twice: by the scene's size (375, UIKit's encapsulated width) and by
    // constraint 1, `Superview.width == 2 x Superview.width - 375` (the same value, another
    // equation: the solver keeps both), and once more through a chain: constraints 2 and 3 make
    // V1 375 wide and as wide as the root. V0 is 365 wide (constraint 4). Refused: V0.width
    // == root.width + 10 (375 + 10 = 385 is not 365). Its minimal sets, by hand: V0's width with
    // either fixing of the root's width, or with the chain (V1 == root, V1 == 375): three. Whichever
    // the solver names, one fixing of the root's width is outside it and makes that variable a wall,
    // so at least one of the three sets lies beyond the wall, outside the scope; with the wall's own
    // `x == 375` what is left of it inside the scope is refused already.
    var scene = Scene(size: Size(width: 375, height: 667))
    let v0 = scene.add(ViewSpec(name: "V0", kind: .view))
    let v1 = scene.add(ViewSpec(name: "V1", kind: .view))
    func add(_ first: Anchor, _ second: Anchor?, _ constant: Double, multiplier: Double = 1) {
      scene.constraints.append(
        LayoutConstraint(
          number: scene.constraints.count + 1, first, .equal, second, multiplier: multiplier,
          constant: .points(constant), priority: .required))
    }
    add(Anchor(.root, .width), Anchor(.root, .width), -375, multiplier: 2)
    add(Anchor(.view(v1), .width), Anchor(.root, .width), 0)
    add(Anchor(.view(v1), .width), nil, 375)
    add(Anchor(.view(v0), .width), nil, 365)
    let pass = try Self.pass(scene)
    #expect(pass.conflicts.isEmpty)
    let variables = FrameVariables(viewCount: 2)
    let width = pass.variableHandles[variables.length(v0.rawValue, .horizontal)]
    let root = pass.variableHandles[variables.rootLength(.horizontal)]
    let rejected = Constraint(Expression(width), .equal, Expression(root) + 10)
    let seen = try #require(Self.check(pass, rejected: rejected, label: "fixed twice"))
    #expect(seen.crossing)
    #expect(seen.sets == 3)
  }
}
