/// What a transaction changed, so a refused required add or constant change can be undone exactly.
///
/// Rows are logged once, before their first change (a row is a copy-on-write value, so logging costs a
/// reference); objective entries are logged on every write. Work is proportional to what the
/// transaction touched, never to the size of the tableau.
struct UndoLog: Sendable {
  var rows: [(Symbol, Row?)] = []
  var loggedRows: Set<Symbol> = []
  var objective: [(level: Int, symbol: Symbol, value: Double)] = []
  var allocated: [Symbol] = []
  var symbolCount: Int
  var dirtyCount: Int
}
