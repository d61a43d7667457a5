// libFuzzer target: the Cassowary solver driven by random operations read from the input.
// Invariants after every operation: every value is finite; every accepted required constraint
// holds (within 1e-6 scaled by its size); an add that throws leaves the solver exactly as it was
// (its dump, values and constraint list unchanged: the rollback is exact).
// Built and run by scripts/fuzz; not part of the package.
import Cassowary

struct ByteReader {
  var bytes: UnsafeBufferPointer<UInt8>
  var index = 0
  var atEnd: Bool { index >= bytes.count }
  mutating func next() -> Int {
    defer { index += 1 }
    return index < bytes.count ? Int(bytes[index]) : 0
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSolver(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = ByteReader(bytes: UnsafeBufferPointer(start: data, count: size))
  let solver = Solver()
  let variables = (0..<(1 + input.next() % 6)).map { solver.makeVariable("v\($0)") }
  let priorities: [Priority] = [.required, .required, .defaultHigh, .medium, .defaultLow, .fittingSizeLevel]
  var accepted: [(id: ConstraintID, constraint: Constraint)] = []
  var operations = 0
  while !input.atEnd && operations < 64 {
    operations += 1
    let operation = input.next() % 8
    if operation == 7, !accepted.isEmpty {
      let index = input.next() % accepted.count
      try? solver.remove(accepted[index].id)
      accepted.remove(at: index)
    } else if operation == 6, !accepted.isEmpty {
      let index = input.next() % accepted.count
      let constant = Double(input.next() - 128)
      if (try? solver.updateConstant(of: accepted[index].id, to: constant)) != nil {
        accepted[index].constraint.expression.constant = constant
      }
    } else {
      var terms: [Term] = []
      for variable in variables where input.next() % 3 != 0 {
        let coefficient = Double(input.next() % 9 - 4)
        if coefficient != 0 { terms.append(Term(variable: variable, coefficient: coefficient)) }
      }
      let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][input.next() % 3]
      let constraint = Constraint(
        expression: Expression(terms: terms, constant: Double(input.next() - 128)), relation: relation,
        priority: priorities[input.next() % priorities.count])
      let before = solver.dump()
      let ids = solver.constraintIDs
      do {
        accepted.append((try solver.add(constraint), constraint))
      } catch {
        precondition(solver.dump() == before, "a failed add changed the solver")
        precondition(solver.constraintIDs == ids, "a failed add changed the constraint list")
      }
    }
    _ = solver.updateVariables()
    for variable in variables { precondition(solver.value(of: variable).isFinite, "non-finite value") }
    for (_, constraint) in accepted where constraint.priority.isRequired {
      let value = constraint.expression.evaluate { solver.value(of: $0) }
      let scale = max(
        1,
        constraint.expression.terms.reduce(abs(constraint.expression.constant)) {
          $0 + abs($1.coefficient) * 1000
        })
      let tolerance = 1e-6 * scale
      switch constraint.relation {
      case .equal: precondition(abs(value) <= tolerance, "required equality off by \(value)")
      case .lessThanOrEqual: precondition(value <= tolerance, "required <= off by \(value)")
      case .greaterThanOrEqual: precondition(value >= -tolerance, "required >= off by \(value)")
      }
    }
  }
  return 0
}
