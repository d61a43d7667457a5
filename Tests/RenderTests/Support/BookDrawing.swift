import Render
import Synchronization
import TestSupport

/// Each book entry drawn once per test process, as `layout-diagram render` draws it by default: the
/// display list, its SVG, its PNG at scale 2 and that PNG's pixels. The book's suites read these
/// instead of drawing and encoding every figure again for each test (the debug build's PNG encoder
/// and decoder were most of their time); a test about drawing itself draws its own.
extension Book {
  struct Drawing: Sendable {
    var list: DisplayList
    var svg: [UInt8]
    var png: [UInt8]
    var image: RasterImage
  }

  /// `entry` drawn (by the first test that asks; the others wait for that drawing).
  static func drawing(_ entry: Entry) throws -> Drawing {
    let slot = drawingSlots.withLock { slots in
      if let slot = slots[entry.file] { return slot }
      let slot = DrawingSlot()
      slots[entry.file] = slot
      return slot
    }
    return try slot.drawing.withLock { drawing throws(RenderError) -> Drawing in
      if let drawing { return try drawing.get() }
      let drawn = Result { () throws(RenderError) -> Drawing in
        let list = try Support.renderer.displayList(for: entry.figure)
        let png = try DiagramRenderer.render(list, format: .png)
        let svg = try DiagramRenderer.render(list, format: .svg)
        return Drawing(list: list, svg: svg, png: png, image: try RasterImage(png: png))
      }
      drawing = drawn
      return try drawn.get()
    }
  }

  private static let drawingSlots = Mutex<[String: DrawingSlot]>([:])
}

/// One entry's drawing, made under its own lock (entries are drawn in parallel).
private final class DrawingSlot: Sendable {
  let drawing = Mutex<Result<Book.Drawing, RenderError>?>(nil)
}
