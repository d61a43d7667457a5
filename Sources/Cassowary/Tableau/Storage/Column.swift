/// The rows that contain one symbol: an append-only list with lazy deletion, plus the exact count.
///
/// A hash set per column made set operations the main cost of the simplex. Here inserting is an
/// append and removing only decrements the count; stale entries (rows that lost the symbol, possibly
/// listed twice after regaining it) are dropped when the tableau walks the column or when they
/// outnumber the live ones, so memory stays proportional to the live entries.
struct Column: Sendable, ExpressibleByArrayLiteral {
  /// Candidate rows: every row containing the symbol is here at least once.
  var entries: [Symbol] = []
  /// The exact number of rows containing the symbol.
  private(set) var count = 0
  /// The symbol's coefficient in each entry's row, valid while the tableau's cell version equals
  /// `coefficientsVersion`: a resize step changes only constants, so it reuses them.
  var coefficients: [Double] = []
  var coefficientsVersion = -1

  init(arrayLiteral elements: Symbol...) {
    entries = elements
    count = elements.count
  }

  var isEmpty: Bool {
    count == 0
  }

  /// Records that row `basic` gained the symbol.
  mutating func insert(_ basic: Symbol) {
    entries.append(basic)
    count += 1
  }

  /// Records that row `basic` lost the symbol (its entry goes stale).
  mutating func remove(_ basic: Symbol) {
    count -= 1
  }

  /// Whether stale entries outnumber live ones enough to be worth a sweep.
  var needsCompaction: Bool {
    entries.count > 2 * count + 64
  }

  /// Replaces the entries by the live, distinct ones (found by the tableau).
  mutating func replaceEntries(_ live: [Symbol]) {
    entries = live
    coefficientsVersion = -1
  }
}
