// Determinacy from the solved tableau itself: which external variables can move while every level of
// the objective stays optimal, decided in one pass over the rows and the column index.
//
// At a lexicographic optimum the free columns (see Tableau+Range) are the non-basic externals (any
// sign) and the non-basic slack and error columns whose reduced-cost vector is all zero (>= 0). A
// non-basic external never appears in a restricted row (the invariant of Tableau), so it moves freely
// both ways. A free restricted column is *open* when no binding restricted row stops it growing alone
// (every row with a negative coefficient in it has a constant of at least `blockingTolerance`, and no
// basic dummy names it); otherwise it is *guarded*. A variable is then free when its expansion has a
// non-zero coefficient on an open column, since moving that column alone keeps every row feasible.
// Coefficients are never expanded: one random direction on the open columns (another on the guarded
// ones) is pushed through the external rows in evaluation order, so a variable's directional
// derivative is non-zero exactly when its coefficient vector is (with probability 1; the direction
// comes from a fixed seed, so the answer is deterministic). A variable moved only by guarded columns
// needs the exact optimal range (a small simplex); the caller decides those one by one.

extension Tableau {
  /// A restricted row whose constant is below this counts as binding when deciding whether a
  /// free column is open (smaller constants send the variables they move to the exact range).
  static let blockingTolerance = 1e-4

  /// How a symbol moves over the optimal face, from `freeDirections()`.
  enum Freedom: UInt8, Sendable {
    /// Every optimal solution gives it the same value.
    case determined
    /// An open direction moves it.
    case free
    /// Only guarded columns move it: the exact optimal range decides.
    case undecided
  }

  /// The freedom of every external symbol (others: `.determined`), indexed by symbol.
  mutating func freeDirections() -> [Freedom] {
    refreshValues()
    let count = kinds.count
    var open = [Double](repeating: 0, count: count)
    var guarded = [Double](repeating: 0, count: count)
    var random = DirectionGenerator(seed: 0x5CA1_AB1E_D1CE_0012)
    for index in 0..<count where rows[index] == nil {
      let symbol = Symbol(index)
      switch kinds[index] {
      case .external:
        open[index] = random.nextDirection() * (random.nextBit() ? 1 : -1)
      case .slack, .error:
        guard lexicographicSign(symbol) == 0 else { continue }
        if isOpenColumn(symbol) {
          open[index] = random.nextDirection()
        } else {
          guarded[index] = random.nextDirection()
        }
      default: continue
      }
    }
    forceGuardedColumns(open: open, guarded: &guarded)
    // Magnitudes (the same sums with absolute values) tell cancellation from a real coefficient.
    var openScale = open.map(abs)
    var guardedScale = guarded.map(abs)
    for step in evaluationPlan {
      let target = Int(step.target)
      guard let row = rows[target] else { continue }
      var a = 0.0
      var aScale = 0.0
      var b = 0.0
      var bScale = 0.0
      for cell in row.cells {
        let s = cell.symbol.index
        let c = cell.coefficient
        a += c * open[s]
        aScale += abs(c) * openScale[s]
        b += c * guarded[s]
        bScale += abs(c) * guardedScale[s]
      }
      open[target] = a
      openScale[target] = aScale
      guarded[target] = b
      guardedScale[target] = bScale
    }
    var result = [Freedom](repeating: .determined, count: count)
    for index in 0..<count where kinds[index] == .external {
      if Self.isNonZero(open[index], openScale[index]) {
        result[index] = .free
      } else if Self.isNonZero(guarded[index], guardedScale[index]) {
        result[index] = .undecided
      }
    }
    return result
  }

  /// Zeroes the guarded columns that no optimal solution can move: a binding row (>= 0) whose
  /// movable cells (open or still-movable guarded columns) all have negative coefficients keeps
  /// every one of them at zero, and so does a basic dummy (== 0) whose movable cells all share one
  /// sign. Each zeroed column may make other rows qualify, so the rule runs to a fixed point
  /// (linear: every cell is looked at a bounded number of times). A pair of labels' hugging and
  /// compression resistance at the same width is the common case.
  private func forceGuardedColumns(open: [Double], guarded: inout [Double]) {
    // The binding restricted rows that name a guarded column, with their movable cells counted by
    // sign (-1: not such a row), and for each guarded column the rows counted with it.
    var positive = [Int32](repeating: -1, count: guarded.count)
    var negative = [Int32](repeating: 0, count: guarded.count)
    var countedIn: [Int: [Int32]] = [:]
    var pending: [Int32] = []
    for index in guarded.indices where guarded[index] != 0 {
      for basic in columns[index].entries where basic.index < rows.count && positive[basic.index] < 0 {
        guard kinds[basic.index] != .external, let row = rows[basic.index],
          kinds[basic.index] == .dummy || row.constant < Tableau.blockingTolerance
        else { continue }
        var up: Int32 = 0
        var down: Int32 = 0
        for cell in row.cells {
          let column = cell.symbol.index
          if guarded[column] != 0 { countedIn[column, default: []].append(basic.id) }
          guard open[column] != 0 || guarded[column] != 0 else { continue }
          if cell.coefficient > 0 { up += 1 } else { down += 1 }
        }
        positive[basic.index] = up
        negative[basic.index] = down
        pending.append(basic.id)
      }
    }
    while let basic = pending.popLast().map(Int.init) {
      guard positive[basic] >= 0, let row = rows[basic] else { continue }
      guard positive[basic] == 0 || (kinds[basic] == .dummy && negative[basic] == 0) else { continue }
      positive[basic] = -1
      for cell in row.cells where guarded[cell.symbol.index] != 0 {
        guarded[cell.symbol.index] = 0
        // The other rows counted with this column lose a movable cell.
        for other in countedIn[cell.symbol.index] ?? [] where Int(other) != basic && positive[Int(other)] >= 0
        {
          let coefficient = rows[Int(other)]?.coefficient(of: cell.symbol) ?? 0
          if coefficient > 0 {
            positive[Int(other)] -= 1
          } else if coefficient < 0 {
            negative[Int(other)] -= 1
          }
          pending.append(other)
        }
      }
    }
  }

  /// Whether a sum is non-zero beyond the rounding its magnitude allows.
  private static func isNonZero(_ value: Double, _ scale: Double) -> Bool {
    abs(value) > 1e-9 * scale && abs(value) > 1e-12
  }

  /// Whether the free restricted column can grow alone without any restricted row turning negative
  /// (or a basic dummy moving).
  func isOpenColumn(_ column: Symbol) -> Bool {
    for basic in columns[column.index].entries {
      // Stale entries may name symbols dropped by a rollback.
      guard basic.index < rows.count, kinds[basic.index] != .external, let row = rows[basic.index] else {
        continue
      }
      let coefficient = row.coefficient(of: column)
      if coefficient == 0 { continue }
      if kinds[basic.index] == .dummy { return false }
      if coefficient < 0 && row.constant < Tableau.blockingTolerance { return false }
    }
    return true
  }
}

/// A small deterministic generator (SplitMix64) for the random directions.
struct DirectionGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A value in [1, 2): far from zero, so no component of a direction is negligible.
  mutating func nextDirection() -> Double {
    1 + Double(next() >> 11) / Double(1 << 53)
  }

  mutating func nextBit() -> Bool {
    next() & 1 == 1
  }
}
