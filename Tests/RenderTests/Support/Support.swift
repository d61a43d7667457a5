import Render
import Testing

#if canImport(Glibc)
  import Glibc
#endif

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

  /// Every `id="..."` of an SVG document, in order. Found in the UTF-8 bytes by `memchr` (each `=`
  /// whose neighbours make ` id="`): Foundation's `range(of:)` on a document this long spent most
  /// of the test's time converting UTF-16 offsets (issue 24).
  static func svgIDs(_ svg: String) -> [String] {
    let equals = Int32(UInt8(ascii: "="))
    let quote = Int32(UInt8(ascii: "\""))
    return Array(svg.utf8).withUnsafeBufferPointer { bytes in
      guard let start = bytes.baseAddress else { return [] }
      let end = start + bytes.count
      var ids: [String] = []
      // ` id="` has its `=` at offset 3: look from the fourth byte on.
      var at = start + min(3, bytes.count)
      while let found = memchr(at, equals, end - at) {
        let sign = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
        at = sign + 1
        guard sign[-3] == UInt8(ascii: " "), sign[-2] == UInt8(ascii: "i"), sign[-1] == UInt8(ascii: "d"),
          at < end, at[0] == UInt8(ascii: "\"")
        else { continue }
        let value = at + 1
        guard let close = memchr(value, quote, end - value) else { break }
        let closing = UnsafePointer(close.assumingMemoryBound(to: UInt8.self))
        ids.append(String(decoding: UnsafeBufferPointer(start: value, count: closing - value), as: UTF8.self))
        // The next search starts at the closing quote, whose neighbours cannot make ` id="`.
        at = closing
      }
      return ids
    }
  }
}
