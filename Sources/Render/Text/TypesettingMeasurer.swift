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

  /// Measures one request: unrounded width and height, baselines from the top of the block. A
  /// text measured without a width (nothing wraps: a single-line label's, a button's title)
  /// keeps the width of its trailing spaces, as UILabel's intrinsic size does; wrapped lines
  /// hang them.
  ///
  /// - Throws: `RenderError.text` when the font cannot be resolved or the text cannot be laid out
  ///   (Layout's engine turns it into `LayoutError.textMeasurement` naming the view); no size is
  ///   ever made up.
  public func measure(_ request: TextMeasureRequest) throws(RenderError) -> TextMeasurement {
    let resolved = try shaper.font(request.font)
    let layout: TextLayout
    do {
      layout = try shaper.library.layout(
        request.text, font: resolved,
        style: ParagraphStyle(
          width: request.maxWidth, maximumLines: request.numberOfLines, alignment: .left,
          lineBreakMode: request.lineBreakMode,
          lineSpacing: (request.lineDistance.map {
            max(0, $0 - max(resolved.lineHeight, request.minimumLineHeight))
          } ?? 0)
            + max(0, request.lineSpacing),
          lineHeightMultiple: request.lineHeightMultiple, minimumLineHeight: request.minimumLineHeight))
    } catch {
      throw .text(String(describing: error))
    }
    let lineCount = max(layout.lines.count, 1)
    let height = layout.lines.isEmpty ? resolved.lineHeight : layout.height
    let first = layout.lines.first?.baseline ?? resolved.ascender
    let last = layout.lines.last?.baseline ?? resolved.ascender
    return TextMeasurement(
      width: request.maxWidth == nil ? layout.widthWithTrailingWhitespace : layout.width, height: height,
      firstBaseline: first, lastBaseline: last, lineCount: lineCount,
      ascender: resolved.ascender, descender: resolved.descender, lineHeight: resolved.lineHeight)
  }

  /// The measurer as Layout's closure type.
  public var closure: TextMeasurer {
    let me = self
    return { request in try me.measure(request) }
  }
}
