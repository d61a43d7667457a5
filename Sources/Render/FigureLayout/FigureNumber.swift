/// How figures write numbers (constants, multipliers, sizes, sweep widths, notes), and golden
/// reports a view's move: no trailing `.0`, at most two decimals (`20`, `0.5`, `20.29`).
///
/// Texts printed on the terminal use Layout's `formatPoints` (three decimals) instead; a figure
/// has less room.
public func formatFigureNumber(_ v: Double) -> String {
  // Solver output can be anything for broken scenes: never trap converting it.
  guard v.isFinite else { return v.isNaN ? "NaN" : (v > 0 ? "∞" : "-∞") }
  guard abs(v) < 1e12 else { return String(v) }
  let r = (v * 100).rounded() / 100
  if r == r.rounded() { return String(Int(r)) }
  var s = String(r)
  if s.hasSuffix("0") && s.contains(".") { s.removeLast() }
  return s
}
