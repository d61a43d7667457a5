/// Boxes bucketed by a uniform grid, so that the boxes near a query box are found without
/// looking at every box: `AnnotationPlacer` asks "does any placed box, stroke or leader meet this
/// spot?" for hundreds of spots per tag, and a figure of 1,000 views has thousands of tags.
///
/// A query visits every box whose bucket cells overlap the query's (a superset of the boxes that
/// meet it, each possibly more than once); the caller's exact test decides. Boxes spanning very
/// many cells, or with coordinates that are not finite, are kept in a list every query visits.
struct SpatialBuckets {
  /// A grid cell.
  private struct Cell: Hashable {
    var x: Int
    var y: Int
  }

  /// The side of a cell, in points.
  let cellSize: Double
  private var cells: [Cell: [Int]] = [:]
  /// With bounds: the cells as one array, row by row, and the first cell's position; a box or
  /// query beyond the bounds counts in the nearest border cells (clamping keeps every overlap).
  private var grid: [[Int]] = []
  private var origin = Cell(x: 0, y: 0)
  private var columns = 0
  private var rows = 0
  private var everywhere: [Int] = []
  /// Boxes added so far (the next box's index).
  private(set) var count = 0

  /// At most this many cells per box; a larger box goes to the list every query visits.
  static let maximumCells = 1024

  /// Buckets of `cellSize` points; a flat grid over `bounds` when given (no hashing), else a
  /// dictionary of cells.
  init(cellSize: Double = 48, bounds: DisplayRect? = nil) {
    self.cellSize = cellSize
    guard let bounds else { return }
    let x0 = bounds.x / cellSize
    let y0 = bounds.y / cellSize
    let x1 = bounds.maxX / cellSize
    let y1 = bounds.maxY / cellSize
    guard abs(x0) < 1e6, abs(y0) < 1e6, abs(x1) < 1e6, abs(y1) < 1e6, x0 <= x1, y0 <= y1 else { return }
    origin = Cell(x: Int(x0.rounded(.down)), y: Int(y0.rounded(.down)))
    let n = Int(x1.rounded(.down)) - origin.x + 1
    let m = Int(y1.rounded(.down)) - origin.y + 1
    guard n * m <= 1 << 20 else { return }
    columns = n
    rows = m
    grid = Array(repeating: [], count: n * m)
  }

  /// The range clamped to the grid (flat mode).
  private func clamped(_ range: (x: ClosedRange<Int>, y: ClosedRange<Int>)) -> (
    x: ClosedRange<Int>, y: ClosedRange<Int>
  ) {
    func clamp(_ v: Int, _ n: Int) -> Int { Swift.min(Swift.max(v, 0), n - 1) }
    let x = clamp(range.x.lowerBound - origin.x, columns)...clamp(range.x.upperBound - origin.x, columns)
    let y = clamp(range.y.lowerBound - origin.y, rows)...clamp(range.y.upperBound - origin.y, rows)
    return (x, y)
  }

  /// The cell range of a box, nil when it is too large or not finite.
  private func range(minX: Double, minY: Double, maxX: Double, maxY: Double) -> (
    x: ClosedRange<Int>, y: ClosedRange<Int>
  )? {
    let (a, b, c, d) = (minX / cellSize, minY / cellSize, maxX / cellSize, maxY / cellSize)
    guard abs(a) < 1e9, abs(b) < 1e9, abs(c) < 1e9, abs(d) < 1e9 else { return nil }  // NaN fails too
    let x0 = Int(a.rounded(.down))
    let y0 = Int(b.rounded(.down))
    let x1 = Int(c.rounded(.down))
    let y1 = Int(d.rounded(.down))
    guard x0 <= x1, y0 <= y1, (x1 - x0 + 1) * (y1 - y0 + 1) <= Self.maximumCells else { return nil }
    return (x0...x1, y0...y1)
  }

  /// Adds the box (closed: a box touching a query box is visited) as index `count`.
  mutating func insert(minX: Double, minY: Double, maxX: Double, maxY: Double) {
    let index = count
    count += 1
    guard let range = range(minX: minX, minY: minY, maxX: maxX, maxY: maxY) else {
      everywhere.append(index)
      return
    }
    if columns > 0 {
      let cells = clamped(range)
      for y in cells.y {
        for x in cells.x { grid[y * columns + x].append(index) }
      }
      return
    }
    for x in range.x {
      for y in range.y { cells[Cell(x: x, y: y), default: []].append(index) }
    }
  }

  /// Adds a rectangle.
  mutating func insert(_ rect: DisplayRect) {
    insert(
      minX: Swift.min(rect.x, rect.maxX), minY: Swift.min(rect.y, rect.maxY),
      maxX: Swift.max(rect.x, rect.maxX), maxY: Swift.max(rect.y, rect.maxY))
  }

  /// Adds the bounding box of a segment.
  mutating func insert(_ a: DisplayPoint, _ b: DisplayPoint) {
    insert(
      minX: Swift.min(a.x, b.x), minY: Swift.min(a.y, b.y), maxX: Swift.max(a.x, b.x),
      maxY: Swift.max(a.y, b.y))
  }

  /// Whether `test` holds for some box near the query box (every box meeting it is tested).
  func contains(
    minX: Double, minY: Double, maxX: Double, maxY: Double, where test: (Int) -> Bool
  ) -> Bool {
    if everywhere.contains(where: test) { return true }
    guard let range = range(minX: minX, minY: minY, maxX: maxX, maxY: maxY) else {
      // A query too large for the grid: every box.
      return (0..<count).contains(where: test)
    }
    if columns > 0 {
      let cells = clamped(range)
      for y in cells.y {
        for x in cells.x where grid[y * columns + x].contains(where: test) { return true }
      }
      return false
    }
    for x in range.x {
      for y in range.y {
        if let indices = cells[Cell(x: x, y: y)], indices.contains(where: test) { return true }
      }
    }
    return false
  }

  /// `contains` over a rectangle.
  func contains(_ rect: DisplayRect, where test: (Int) -> Bool) -> Bool {
    contains(
      minX: Swift.min(rect.x, rect.maxX), minY: Swift.min(rect.y, rect.maxY),
      maxX: Swift.max(rect.x, rect.maxX), maxY: Swift.max(rect.y, rect.maxY), where: test)
  }

  /// `contains` over a segment's bounding box grown by `margin`.
  func contains(
    _ a: DisplayPoint, _ b: DisplayPoint, margin: Double, where test: (Int) -> Bool
  ) -> Bool {
    contains(
      minX: Swift.min(a.x, b.x) - margin, minY: Swift.min(a.y, b.y) - margin,
      maxX: Swift.max(a.x, b.x) + margin, maxY: Swift.max(a.y, b.y) + margin, where: test)
  }
}
