/// The torn edge of a cropped scene: a zigzag in the page's colour along each cut side, so that a
/// reader sees the scene goes on past the figure (PanelCrop).
enum TornEdge {
  /// Depth of the teeth into the scene, in points.
  static let depth = 4.0
  /// Length of one tooth along the edge.
  static let period = 10.0

  /// One filled path per cut side: the band between the crop's edge and a zigzag `depth` inside it,
  /// in the page's background colour, with a hairline along the zigzag.
  static func paths(crop: DisplayRect, cut: PanelCrop.Edges) -> [DisplayItem] {
    var items: [DisplayItem] = []
    let sides: [(PanelCrop.Edges, DisplayPoint, DisplayPoint, DisplayPoint)] = [
      // side, start, end, inward unit normal (as a point)
      (
        .top, DisplayPoint(x: crop.x, y: crop.y), DisplayPoint(x: crop.maxX, y: crop.y),
        DisplayPoint(x: 0, y: 1)
      ),
      (
        .bottom, DisplayPoint(x: crop.x, y: crop.maxY), DisplayPoint(x: crop.maxX, y: crop.maxY),
        DisplayPoint(x: 0, y: -1)
      ),
      (
        .left, DisplayPoint(x: crop.x, y: crop.y), DisplayPoint(x: crop.x, y: crop.maxY),
        DisplayPoint(x: 1, y: 0)
      ),
      (
        .right, DisplayPoint(x: crop.maxX, y: crop.y), DisplayPoint(x: crop.maxX, y: crop.maxY),
        DisplayPoint(x: -1, y: 0)
      ),
    ]
    for (side, start, end, normal) in sides where cut.contains(side) {
      let zigzag = points(from: start, to: end, normal: normal)
      var band: [PathElement] = [.move(start)]
      band += zigzag.map(PathElement.line)
      band += [.line(end), .close]
      items.append(.path(PathItem(elements: band, fill: .role(.background))))
      let edge: [PathElement] = [.move(zigzag[0])] + zigzag.dropFirst().map(PathElement.line)
      items.append(.path(PathItem(elements: edge, stroke: Stroke(paint: .role(.frame), width: 0.75))))
    }
    return items
  }

  /// The zigzag from `start` to `end`: points alternately on the edge and `depth` inside it, a
  /// whole number of teeth so that both ends sit on the edge.
  static func points(from start: DisplayPoint, to end: DisplayPoint, normal: DisplayPoint) -> [DisplayPoint] {
    let dx = end.x - start.x
    let dy = end.y - start.y
    let length = (dx * dx + dy * dy).squareRoot()
    let teeth = max(Int((length / period).rounded()), 1)
    var out: [DisplayPoint] = []
    for i in 0...(2 * teeth) {
      let t = Double(i) / Double(2 * teeth)
      let d = i % 2 == 1 ? depth : 0
      out.append(DisplayPoint(x: start.x + dx * t + normal.x * d, y: start.y + dy * t + normal.y * d))
    }
    return out
  }
}
