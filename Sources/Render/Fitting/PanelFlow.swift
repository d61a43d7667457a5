/// Where the panels of a figure go: left to right in rows no wider than the figure's maximum width,
/// a new row when the next panel would not fit (docs/render.md, "Wrapping").
///
/// Within a row the screens share one top edge (what sticks out above a screen, such as a tag,
/// sets the row's top) and the captions share one line under the lowest panel of the row, as a
/// single row always did. A panel wider than the maximum gets a row of its own; nothing is scaled.
struct PanelFlow: Hashable, Sendable {
  /// One panel's extent in its own coordinates: the screen's top is y = 0, `bounds` holds
  /// everything drawn (annotations may stick out above, left, right or below).
  struct Placement: Hashable, Sendable {
    /// Offset that moves the panel from its coordinates into the figure's.
    var dx: Double
    /// Vertical offset.
    var dy: Double
    /// The row the panel is in (0 first).
    var row: Int
  }

  /// One row.
  struct Row: Hashable, Sendable {
    /// Indices of its panels.
    var panels: [Int]
    /// Figure y of the screens' shared top edge.
    var screenTop: Double
    /// Figure y of the lowest panel bottom in the row (captions go under it).
    var bottom: Double
  }

  /// Each panel's offset.
  var placements: [Placement]
  /// The rows, top to bottom.
  var rows: [Row]
  /// Width of the widest row, from the left padding to the right edge of its last panel.
  var width: Double

  /// Flows panels of the given bounds (panel coordinates) into rows. `maxWidth` is the figure's
  /// maximum width including the `padding` on both sides; `captionHeight(panels)` is the height the
  /// captions and notes under a row of these panels take, so the next row starts below them.
  init(
    bounds: [DisplayRect], maxWidth: Double, padding: Double, gap: Double, rowGap: Double,
    captionHeight: ([Int]) -> Double = { _ in 0 }
  ) {
    let available = maxWidth - 2 * padding
    var rowsOfIndices: [[Int]] = []
    var current: [Int] = []
    var used = 0.0
    for (i, b) in bounds.enumerated() {
      let needed = current.isEmpty ? b.width : used + gap + b.width
      if !current.isEmpty && needed > available {
        rowsOfIndices.append(current)
        current = [i]
        used = b.width
      } else {
        current.append(i)
        used = needed
      }
    }
    if !current.isEmpty { rowsOfIndices.append(current) }

    var placements = Array(repeating: Placement(dx: 0, dy: 0, row: 0), count: bounds.count)
    var rows: [Row] = []
    var top = padding
    var widest = 0.0
    for (r, indices) in rowsOfIndices.enumerated() {
      // Screens share a top edge: what sticks out most above decides where it is.
      let above = indices.map { -min(bounds[$0].y, 0) }.max() ?? 0
      let screenTop = top + above
      var x = padding
      var bottom = screenTop
      for i in indices {
        let b = bounds[i]
        placements[i] = Placement(dx: x - b.x, dy: screenTop, row: r)
        bottom = max(bottom, screenTop + b.maxY)
        x += b.width + gap
      }
      widest = max(widest, x - gap)
      rows.append(Row(panels: indices, screenTop: screenTop, bottom: bottom))
      top = bottom + captionHeight(indices) + rowGap
    }
    self.placements = placements
    self.rows = rows
    self.width = widest
  }
}
