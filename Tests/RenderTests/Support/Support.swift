import Render
import Testing

/// Shared renderer and helpers for the Render tests.
enum Support {
  static let renderer: DiagramRenderer = {
    do { return DiagramRenderer(shaper: try TypesettingShaper.shared()) } catch {
      preconditionFailure("fonts: \(error)")
    }
  }()

  /// The group with `id`, or a recorded failure.
  static func group(_ list: DisplayList, _ id: DisplayGroupID) throws -> DisplayGroup {
    try #require(list.group(id), "no group \(id)")
  }

  /// All lines of a group (recursively).
  static func lines(in items: [DisplayItem]) -> [LineItem] {
    items.flatMap { item -> [LineItem] in
      switch item {
      case .line(let l): return [l]
      case .group(let g): return lines(in: g.items)
      default: return []
      }
    }
  }

  /// All glyph runs (recursively).
  static func runs(in items: [DisplayItem]) -> [DisplayGlyphRun] {
    items.flatMap { item -> [DisplayGlyphRun] in
      switch item {
      case .glyphs(let r): return [r]
      case .group(let g): return runs(in: g.items)
      default: return []
      }
    }
  }

  /// The top-left of panel `p`'s screen in figure coordinates (its canvas rectangle).
  static func screenOrigin(_ list: DisplayList, panel p: Int) throws -> DisplayPoint {
    let screen = try group(list, .panel(p, .surface(isCell: false)))
    guard case .rect(let canvas) = try #require(screen.items.first) else {
      Issue.record("screen group does not start with its canvas")
      return DisplayPoint(x: 0, y: 0)
    }
    return DisplayPoint(x: canvas.rect.x, y: canvas.rect.y)
  }

  /// Every `id="..."` of an SVG document, in order.
  static func svgIDs(_ svg: String) -> [String] {
    var ids: [String] = []
    var rest = Substring(svg)
    while let r = rest.range(of: " id=\"") {
      rest = rest[r.upperBound...]
      guard let end = rest.firstIndex(of: "\"") else { break }
      ids.append(String(rest[..<end]))
      rest = rest[end...]
    }
    return ids
  }
}
