import Layout
import Typesetting

/// Measures text for the layout engine with the fonts the diagram draws with: Layout's
/// `TextMeasureRequest` in, `TextMeasurement` out (exported for the CLI pipeline).
public struct TypesettingMeasurer: Sendable {
  /// The shaper (and its font library).
  public let shaper: TypesettingShaper

  /// A measurer over `library`.
  public init(library: FontLibrary) {
    shaper = TypesettingShaper(library: library)
  }

  /// A measurer over the process-wide library.
  public static func shared() throws(RenderError) -> TypesettingMeasurer {
    TypesettingMeasurer(library: try TypesettingShaper.shared().library)
  }

  /// The diagram font of a Layout font (the same mapping the renderer's adapter uses).
  public static func diagramFont(_ font: ResolvedFont) -> DiagramFont {
    DiagramFont(family: font.family, size: font.pointSize, weight: font.weight.rawValue, italic: font.italic)
  }

  /// Measures one request: unrounded width and height, baselines from the top of the block.
  ///
  /// Layout's measurer cannot throw, so a text that cannot be shaped (no usable font at all) is
  /// measured as if each character were half an em wide, on one line of the nominal line height.
  public func measure(_ request: TextMeasureRequest) -> TextMeasurement {
    let font = Self.diagramFont(request.font)
    do {
      let resolved = try shaper.font(font)
      let layout = try shaper.library.layout(
        request.text, font: resolved,
        style: ParagraphStyle(width: request.maxWidth, maximumLines: request.numberOfLines, alignment: .left))
      let lineCount = max(layout.lines.count, 1)
      let height = layout.lines.isEmpty ? resolved.lineHeight : layout.height
      let first = layout.lines.first?.baseline ?? resolved.ascender
      let last = layout.lines.last?.baseline ?? resolved.ascender
      return TextMeasurement(
        width: layout.width, height: height, firstBaseline: first, lastBaseline: last, lineCount: lineCount,
        ascender: resolved.ascender, descender: resolved.descender, lineHeight: resolved.lineHeight)
    } catch {
      let size = request.font.pointSize
      return TextMeasurement(
        width: Double(request.text.count) * size / 2, height: size * 1.2, firstBaseline: size * 0.95,
        lastBaseline: size * 0.95, lineCount: 1, ascender: size * 0.95, descender: -size * 0.25,
        lineHeight: size * 1.2)
    }
  }

  /// The measurer as Layout's closure type.
  public var closure: TextMeasurer {
    let me = self
    return { request in me.measure(request) }
  }
}
