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

  /// The paths of the fonts the program pins (`PinnedFont.standardSet`): an installed family
  /// matched to one of them is the program's stand-in, not the app's own file.
  static let pinnedPaths = Set(PinnedFont.standardSet.map(\.path))

  /// Resolves a Layout font to a Typesetting font. The system font (no family named) is Inter's
  /// glyphs with San Francisco's vertical metrics (`VerticalMetrics.sanFrancisco`) and automatic
  /// tracking (`VerticalMetrics.sanFranciscoTracking(size:)`, and for the weights above regular
  /// below 23 pt `VerticalMetrics.sanFranciscoWeightTracking(weight:size:)`) and word space
  /// (`VerticalMetrics.sanFranciscoWordSpacing(size:)`), so its lines are as tall and its
  /// text about as wide as UIKit's; a named family keeps its own metrics and no tracking, except
  /// that a family iOS ships which is not installed, or an app font whose lines are known
  /// (`VerticalMetrics.standInFamily(_:)`), gets that family's vertical metrics, and any other
  /// family that is not installed the line a recipe's `font line` gives it
  /// (`ResolvedFont.standInLine`, `VerticalMetrics.line(_:splitLike:_:)`); a `font line` wins
  /// over a known line, and also gives its line to a family matched to a pinned font. Above
  /// 20 pt its advances move toward Inter Display's as San Francisco's letters move toward its
  /// Display design (`VerticalMetrics.sanFranciscoDisplayFraction(size:)`): from halfway on
  /// (21.5 pt) the glyphs drawn are Inter Display's, with advances moved back toward Inter's by
  /// what is left, so that the letters drawn are always the nearer design's. A font whose
  /// `opticalSizing` is `.variable` (the iOS 14 SDK's San Francisco) moves from 17 pt to 28 pt
  /// instead (`VerticalMetrics.sanFranciscoDisplayFraction(size:variable:)`).
  func font(_ font: ResolvedFont) throws(RenderError) -> Font {
    do {
      let match = try library.font(
        family: font.family ?? FontDescriptor.defaultFamily, weight: font.weight,
        italic: font.italic, size: font.pointSize
      )
      let resolved = match.font
      if let family = font.family {
        // The line a recipe's `font line` read from the document's labels
        // (`ResolvedFont.standInLine`), split as the font's own, wins over every line the program
        // knows: the importer writes one for a family with a known line only where the document's
        // labels contradict it (`ImportOptions.knownLines`: the app bundles another version).
        let em = resolved.size > 0 ? resolved.size : 1
        let recipeLine = font.standInLine.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }.map {
          VerticalMetrics.line($0, splitLike: resolved.ascender / em, resolved.descender / em)
        }
        // An installed family keeps its own metrics, unless it is a font the program pins (not
        // the app's file, which `--font`, `--fonts` or `font file` give) and the recipe gives it a
        // line.
        guard match.warning != nil else {
          guard let recipeLine, Self.pinnedPaths.contains(resolved.file.path) else { return resolved }
          return resolved.withVerticalMetrics(recipeLine)
        }
        // Its advances are scaled by the width a recipe's `font width` read from the document's
        // labels (`ResolvedFont.standInWidth`), whatever gives its line.
        var stand = resolved
        if let width = font.standInWidth, width.isFinite, width > 0 { stand = stand.withAdvanceScale(width) }
        if let recipeLine { return stand.withVerticalMetrics(recipeLine) }
        // A family iOS ships, or an app font whose lines are known, that fontconfig had to
        // replace: the stand-in's lines are the family's (`VerticalMetrics.standInFamily(_:)`),
        // as the system font's are San Francisco's; else the stand-in's own.
        if let metrics = VerticalMetrics.standInFamily(family) {
          return stand.withVerticalMetrics(metrics)
        }
        return stand
      }
      let variable = font.opticalSizing == .variable
      let tracking =
        VerticalMetrics.sanFranciscoTracking(size: font.pointSize)
        + VerticalMetrics.sanFranciscoWeightTracking(
          weight: font.weight.rawValue, size: font.pointSize, variable: variable)
      let spacing = VerticalMetrics.sanFranciscoWordSpacing(size: font.pointSize)
      // CJK text falls back as UIKit's does to the system's CJK font: its width per em is the
      // recipe's `font cjk` (1 em before Xcode 8) or PingFang's 1.02, and in a label a line holding
      // it is a whole number of points high (`ResolvedFont.cjkWholePointLines`; docs/typesetting.md,
      // "CJK text by the document's era").
      let cjk = font.cjkWidth.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? VerticalMetrics.pingFangAdvance
      let text = resolved.withVerticalMetrics(.sanFrancisco).withTracking(tracking).withWordSpacing(spacing)
        .withCJKAdvanceScale(cjk, wholePointLines: font.cjkWholePointLines)
      let fraction = VerticalMetrics.sanFranciscoDisplayFraction(size: font.pointSize, variable: variable)
      // Inter Display is one of the pinned fonts (fonts-inter); strict, so that a system without
      // it keeps Inter's advances instead of warning about a family the recipe never named.
      guard fraction > 0,
        let display = try? library.font(
          family: VerticalMetrics.displayFamily, weight: font.weight, italic: font.italic,
          size: font.pointSize, strict: true
        ).font
      else { return text }
      if fraction < 0.5 { return text.withAdvances(toward: display, fraction: fraction) }
      return display.withVerticalMetrics(.sanFrancisco).withTracking(tracking).withWordSpacing(spacing)
        .withCJKAdvanceScale(cjk, wholePointLines: font.cjkWholePointLines).withAdvances(
          toward: resolved, fraction: 1 - fraction)
    } catch {
      throw .text(String(describing: error))
    }
  }

  /// Shapes and wraps text; glyph positions become relative to each line's start and baseline.
  /// `lineDistance` is the baseline-to-baseline distance the font asks for
  /// (`TextMeasureRequest.lineDistance`): lines closer than that get the difference between them,
  /// and `lineSpacing` (a paragraph style's) more; every line at least `minimumLineHeight` high.
  public func shape(
    _ text: String, font diagramFont: ResolvedFont, maxWidth: Double?, maxLines: Int,
    lineBreakMode: LineBreakMode, lineDistance: Double?, lineHeightMultiple: Double, lineSpacing: Double,
    minimumLineHeight: Double
  ) throws(RenderError) -> ShapedText {
    let resolved = try font(diagramFont)
    let layout: TextLayout
    do {
      layout = try library.layout(
        text, font: resolved,
        style: ParagraphStyle(
          width: maxWidth, maximumLines: maxLines, alignment: .left, lineBreakMode: lineBreakMode,
          lineSpacing: (lineDistance.map { max(0, $0 - max(resolved.lineHeight, minimumLineHeight)) } ?? 0)
            + max(0, lineSpacing),
          lineHeightMultiple: lineHeightMultiple, minimumLineHeight: minimumLineHeight))
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
