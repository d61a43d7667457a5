import Layout

/// The scenes of the `layout` workload, by shape. `form` is built directly (A3-style rows, as
/// issue 5 measured it); the others are recipe sources, so their parse and lowering are measured too.
enum LayoutShapes {
  /// The shapes `--shape` accepts.
  static let names = ["form", "chain", "nested", "grid", "vfl", "conflicts", "stack"]

  /// A recipe source for `shape` with about `views` views (nil for `form`, built as a scene).
  static func source(shape: String, views: Int) -> String? {
    var lines = ["# generated: \(shape), \(views) views", "recipe \"\(shape)\"", "scene 375 x 667", ""]
    switch shape {
    case "chain": chain(views, &lines)
    case "nested": nested(views, &lines)
    case "grid": grid(views, &lines)
    case "vfl": visualFormatLine(views, &lines)
    case "conflicts": grid(views, &lines, conflicting: true)
    case "stack": stack(views, &lines)
    default: return nil
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Labels stacked top to bottom at the leading margin, sized by their text: every view depends on
  /// every one above it.
  private static func chain(_ n: Int, _ lines: inout [String]) {
    for i in 1...n { lines.append("label \"L\(i)\" text \"Item \(i)\"") }
    var number = 1
    for i in 1...n {
      let above = i == 1 ? "Top Layout Guide.Bottom + 8.0" : "L\(i - 1).Bottom + Standard"
      lines += ["\(number). L\(i).Leading = Superview.LeadingMargin", "\(number + 1). L\(i).Top = \(above)"]
      number += 2
    }
  }

  /// Each view inside the previous one, its four edges on its parent's (the first on the root).
  private static func nested(_ n: Int, _ lines: inout [String]) {
    lines.append("view \"V1\"")
    for i in 2...max(n, 2) where i <= n { lines.append("view \"V\(i)\" in \"V\(i - 1)\"") }
    var number = 1
    for i in 1...n {
      let parent = i == 1 ? "Superview" : "V\(i - 1)"
      for edge in ["Leading", "Top", "Trailing", "Bottom"] {
        lines.append("\(number). V\(i).\(edge) = \(parent).\(edge)")
        number += 1
      }
    }
  }

  /// Rows of ten plain views between the margins, equal widths per row, 20 pt high, rows stacked.
  /// `conflicting`: one view per row (column `row % 10`) also gets a required height of 30, a
  /// conflict per row for the break rule to decide (docs/layout.md, "Conflicts: the break rule").
  private static func grid(_ n: Int, _ lines: inout [String], conflicting: Bool = false) {
    let columns = 10
    let rows = max(1, n / columns)
    for r in 0..<rows { for c in 0..<columns { lines.append("view \"G\(r)_\(c)\"") } }
    var number = 1
    func add(_ text: String) {
      lines.append("\(number). \(text)")
      number += 1
    }
    for r in 0..<rows {
      for c in 0..<columns {
        let name = "G\(r)_\(c)"
        add(
          c == 0
            ? "\(name).Leading = Superview.LeadingMargin"
            : "\(name).Leading = G\(r)_\(c - 1).Trailing + Standard")
        if c == columns - 1 { add("\(name).Trailing = Superview.TrailingMargin") }
        if c > 0 { add("\(name).Width = G\(r)_0.Width") }
        add(
          r == 0
            ? "\(name).Top = Top Layout Guide.Bottom + 8.0" : "\(name).Top = G\(r - 1)_\(c).Bottom + Standard"
        )
        add("\(name).Height = 20.0")
        if conflicting, c == r % columns { add("\(name).Height = 30.0") }
      }
    }
  }

  /// One horizontal fill-equally stack between the margins holding plain views, each 20 high by
  /// a constraint of its own and with no width: no arranged view has a width of its own, so the
  /// stack's text-width rule looks up each one's required width (`requiredLength`) before it
  /// finds that fill-equally needs none, every pass (the widths are the stack's share).
  private static func stack(_ n: Int, _ lines: inout [String]) {
    lines.append("stackView \"S\" axis horizontal alignment fill distribution fillEqually spacing 0")
    for i in 1...max(n - 1, 1) { lines.append("view \"V\(i)\" in \"S\"") }
    lines += [
      "", "1. S.Leading = Superview.LeadingMargin", "2. S.Trailing = Superview.TrailingMargin",
      "3. S.Top = Top Layout Guide.Bottom + 8.0",
    ]
    for i in 1...max(n - 1, 1) { lines.append("\(i + 3). V\(i).Height = 20.0") }
  }

  /// One Visual Format line of plain views between the margins: widths and everything vertical are
  /// left free (an ambiguous layout, as an unfinished storyboard often is).
  private static func visualFormatLine(_ n: Int, _ lines: inout [String]) {
    for i in 1...n { lines.append("view \"V\(i)\"") }
    lines.append("1. H:|-" + (1...n).map { "[V\($0)]" }.joined(separator: "-") + "-|")
  }
}
