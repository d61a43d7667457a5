import Testing

@testable import Layout

/// The "why" chain's order, against a reference written here: the plain greedy scan (take the
/// most preferred row sharing a variable with what is reached; else the most preferred row left).
@Suite("Why chains are ordered from the edge outwards")
struct BindingAnalysisTests {
  /// The reference order of `rows` (ascending indices into `forms`), reached from `target`.
  static func referenceOrder(_ rows: [Int], forms: [LinearForm], target: LinearForm) -> [Int] {
    var reached = Set(target.variables)
    var remaining = rows
    var ordered: [Int] = []
    while !remaining.isEmpty {
      let next = remaining.firstIndex { forms[$0].variables.contains(where: reached.contains) } ?? 0
      let row = remaining.remove(at: next)
      ordered.append(row)
      reached.formUnion(forms[row].variables)
    }
    return ordered
  }

  /// `a - b + constant` over variable indices.
  static func difference(_ a: Int, _ b: Int, _ constant: Double) -> LinearForm {
    LinearForm(variable: a) - LinearForm(variable: b) + constant
  }

  @Test("a stack of 200 views: the bottom's chain runs from the bottom view up to the top")
  func longChain() {
    // Row 0 pins variable 0 (x0 = 8); row i says x_i = x_(i-1) + 10. Asking about x_200, the
    // answer is every row, nearest first: 199, 198, ..., 0 (by hand: each row reaches one
    // variable further up the stack).
    var forms = [LinearForm(variable: 0) + -8]
    for i in 1...200 { forms.append(Self.difference(i, i - 1, -10)) }
    let analysis = BindingAnalysis(rows: forms.indices.map { .init(ref: .explicit($0), form: forms[$0]) })
    let chain = analysis.explain(LinearForm(variable: 200))
    #expect(chain == (0...200).reversed().map { ConstraintRef.explicit($0) })
  }

  @Test("random sparse systems: the same order as the reference scan", arguments: 0..<40)
  func randomSystems(seed: UInt64) {
    var state = seed &* 0x9E37_79B9_7F4A_7C15 &+ 1
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    // A few pinned variables and many differences between random pairs among 30 variables.
    var forms: [LinearForm] = []
    for _ in 0..<3 { forms.append(LinearForm(variable: next(30)) + Double(next(50))) }
    for _ in 0..<40 {
      let a = next(30)
      let b = (a + 1 + next(29)) % 30
      forms.append(Self.difference(a, b, Double(next(20))))
    }
    let analysis = BindingAnalysis(rows: forms.indices.map { .init(ref: .explicit($0), form: forms[$0]) })
    for variable in 0..<30 {
      let target = LinearForm(variable: variable)
      let chain = analysis.explain(target).compactMap { ref -> Int? in
        if case .explicit(let index) = ref { return index }
        return nil
      }
      #expect(
        chain == Self.referenceOrder(chain.sorted(), forms: forms, target: target), "variable \(variable)")
    }
  }
}
