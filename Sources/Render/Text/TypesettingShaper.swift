import Layout
import Typesetting

/// The production text shaper: Typesetting's font library (fontconfig resolution, HarfBuzz shaping,
/// ICU line breaking), the same one `TypesettingMeasurer` measures with, so drawn text matches the
/// measured sizes glyph for glyph.
public struct TypesettingShaper: DiagramTextShaper {
  /// The font library.
  public let library: FontLibrary

  /// A shaper over `library`.
  public init(library: FontLibrary) {
    self.library = library
  }

  /// A shaper over the process-wide library.
  public static func shared() throws(RenderError) -> TypesettingShaper {
    do {
      return TypesettingShaper(library: try FontLibrary.shared())
    } catch {
      throw .text(String(describing: error))
    }
  }

  /// Resolves a Layout font to a Typesetting font. The system font (no family named) is Inter's
  /// glyphs with San Francisco's vertical metrics (`VerticalMetrics.sanFrancisco`), so its lines are
  /// as tall as UIKit's and its baselines where UIKit puts them; a named family keeps its own.
  func font(_ font: ResolvedFont) throws(RenderError) -> Font {
    do {
      let resolved = try library.font(
        family: font.family ?? FontDescriptor.defaultFamily, weight: font.weight,
        italic: font.italic, size: font.pointSize
      ).font
      return font.family == nil ? resolved.withVerticalMetrics(.sanFrancisco) : resolved
    } catch {
      throw .text(String(describing: error))
    }
  }

  /// Shapes and wraps text; glyph positions become relative to each line's start and baseline.
  public func shape(
    _ text: String, font diagramFont: ResolvedFont, maxWidth: Double?, maxLines: Int,
    lineBreakMode: LineBreakMode
  ) throws(RenderError) -> ShapedText {
    let resolved = try font(diagramFont)
    let layout: TextLayout
    do {
      layout = try library.layout(
        text, font: resolved,
        style: ParagraphStyle(
          width: maxWidth, maximumLines: maxLines, alignment: .left, lineBreakMode: lineBreakMode))
    } catch {
      throw .text(String(describing: error))
    }
    let units = Array(text.utf16)
    let lines = layout.lines.map { line in
      let segments = line.runs.map { run in
        ShapedText.Segment(
          font: FontReference(path: run.font.file.path, faceIndex: run.font.file.index), size: run.font.size,
          glyphs: run.glyphs.map { g in
            DisplayGlyphRun.Glyph(id: g.id, position: DisplayPoint(x: g.x - line.x, y: g.y - line.baseline))
          })
      }
      let lo = min(max(line.range.lowerBound, 0), units.count)
      let hi = min(max(line.range.upperBound, lo), units.count)
      let lineText = String(decoding: units[lo..<hi], as: UTF16.self)
      return ShapedText.Line(segments: segments, width: line.width, baseline: line.baseline, text: lineText)
    }
    return ShapedText(
      lines: lines, width: layout.width, height: layout.height, ascender: resolved.ascender,
      descender: resolved.descender)
  }
}
