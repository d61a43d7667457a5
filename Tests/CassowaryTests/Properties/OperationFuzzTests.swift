import TestSupport
import Testing

@testable import Cassowary

/// Random sequences of every operation (adds, removals, edits, suggestions, constant changes, queries)
/// must never trap, must keep every present required constraint satisfied, and a refused call must
/// leave the dump unchanged.
@Suite struct OperationFuzzTests {
  @Test(arguments: 0..<300)
  func randomOperationsKeepInvariants(seed: UInt64) throws {
    var random = SplitMix64(state: seed &* 6_364_136_223_846_793_005 &+ 1)
    let solver = Solver()
    let variables = (0..<random.int(2...7)).map { solver.makeVariable("v\($0)") }
    var present: [ConstraintID] = []
    var edited: [Variable] = []
    func randomVariable() -> Variable { variables[random.int(0...(variables.count - 1))] }
    for _ in 0..<60 {
      let before = solver.dump()
      switch random.int(0...9) {
      case 0...3:
        var terms: [Term] = []
        for _ in 0..<random.int(1...3) {
          terms.append(Term(variable: randomVariable(), coefficient: Double(random.int(-4...4)) / 2))
        }
        let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][random.int(0...2)]
        let priority = Priority([1000, 1000, 750, 500, 250, 1][random.int(0...5)])!
        let constraint = Constraint(
          expression: Expression(terms: terms, constant: Double(random.int(-50...50))), relation: relation,
          priority: priority)
        do {
          present.append(try solver.add(constraint))
        } catch {
          #expect(solver.dump() == before, "seed \(seed): refused add changed the solver")
        }
      case 4:
        if let id = present.randomElement(using: &random) {
          try solver.remove(id)
          present.removeAll { $0 == id }
        }
      case 5:
        let variable = randomVariable()
        if edited.contains(variable) {
          try solver.removeEditVariable(variable)
          edited.removeAll { $0 == variable }
        } else {
          try solver.addEditVariable(variable, priority: Priority([750, 500, 1][random.int(0...2)])!)
          edited.append(variable)
        }
      case 6:
        if let variable = edited.randomElement(using: &random) {
          try solver.suggestValue(Double(random.int(-100...100)), for: variable)
        }
      case 7:
        if let id = present.randomElement(using: &random) {
          do {
            try solver.updateConstant(of: id, to: Double(random.int(-50...50)))
          } catch {
            #expect(solver.dump() == before, "seed \(seed): refused constant change changed the solver")
          }
        }
      case 8:
        _ = solver.freeVariables()
        _ = solver.bindingConstraints()
        _ = solver.updateVariables()
      default:
        for variable in variables {
          let range = solver.optimalRange(of: variable)
          let value = solver.value(of: variable)
          #expect(
            range.lower <= value + 1e-6 && value - 1e-6 <= range.upper, "seed \(seed): value out of range")
        }
      }
      for id in present where solver.constraint(id)!.priority.isRequired {
        #expect(solver.violation(of: id) == 0, "seed \(seed): required \(id) violated")
      }
    }
  }
}

extension SplitMix64: RandomNumberGenerator {}
