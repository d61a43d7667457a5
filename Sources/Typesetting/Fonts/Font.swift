/// A font at a size: the file and face to draw with, its names, and its metrics in points.
///
/// Created by `FontLibrary` (which read the file's tables), so a `Font` value is always
/// backed by a face the library can shape with. Equality and hashing use the file, the size and
/// the descriptor used for fallback; names and metrics follow from the file.
public struct Font: Hashable, Sendable, CustomStringConvertible {
  /// The open face (file, names, unit metrics), shared by every size of it: one reference to
  /// copy instead of four strings, and no table look-up to shape with it.
  let face: HarfBuzzFace
  /// The size in points (1 pt = 1 px at scale 1).
  public let size: Double
  /// What fallback for missing characters sorts the installed fonts against.
  public let descriptor: FontDescriptor
  /// Vertical metrics that replace the file's (nil: the file's own), see `withVerticalMetrics(_:)`.
  public let verticalMetrics: VerticalMetrics?
  /// Points added to every glyph's advance (0: none), see `withTracking(_:)`.
  public let tracking: Double
  /// Points added to the advance of every space (0: none), see `withWordSpacing(_:)`.
  public let wordSpacing: Double
  /// What every glyph's advance is multiplied by (1: none), see `withAdvanceScale(_:)`.
  public let advanceScale: Double
  /// The advance scale a fallback font this font's text falls back to for CJK ideographs takes
  /// (1: none), see `withCJKAdvanceScale(_:)`.
  public let cjkAdvanceScale: Double
  /// Whether a line holding text this font's CJK fallback sets is rounded up to a whole number of
  /// points high, see `withCJKAdvanceScale(_:wholePointLines:)`.
  public let cjkWholePointLines: Bool
  /// The face whose advances this font's move toward, see `withAdvances(toward:fraction:)`.
  let blendFace: HarfBuzzFace?
  /// How far (0 ... 1) the advances move toward `blendFace`'s.
  public let blendFraction: Double
  /// Per glyph, the same glyph's advance in `blendFace` less this one's, in font units (empty:
  /// no blend).
  private let blendDeltas: [Double]
  /// Hash of file, size and descriptor, computed once: layout-cache hits hash fonts constantly.
  private let identity: Int

  init(
    face: HarfBuzzFace, size: Double, descriptor: FontDescriptor, verticalMetrics: VerticalMetrics? = nil,
    tracking: Double = 0, blendFace: HarfBuzzFace? = nil, blendFraction: Double = 0, wordSpacing: Double = 0,
    advanceScale: Double = 1, cjkAdvanceScale: Double = 1, cjkWholePointLines: Bool = false
  ) {
    self.face = face
    self.size = size
    self.descriptor = descriptor
    self.verticalMetrics = verticalMetrics
    self.tracking = tracking
    self.wordSpacing = wordSpacing
    self.advanceScale = advanceScale.isFinite && advanceScale > 0 ? advanceScale : 1
    self.cjkAdvanceScale = cjkAdvanceScale.isFinite && cjkAdvanceScale > 0 ? cjkAdvanceScale : 1
    self.cjkWholePointLines = cjkWholePointLines
    let blended = blendFace != nil && blendFraction != 0
    self.blendFace = blended ? blendFace : nil
    self.blendFraction = blended ? blendFraction : 0
    self.blendDeltas = blended ? blendFace.map(face.advanceDeltas(to:)) ?? [] : []
    var hasher = Hasher()
    hasher.combine(face.file)
    hasher.combine(size)
    hasher.combine(descriptor)
    hasher.combine(verticalMetrics)
    hasher.combine(tracking)
    hasher.combine(self.blendFace?.file)
    hasher.combine(self.blendFraction)
    hasher.combine(wordSpacing)
    hasher.combine(self.advanceScale)
    hasher.combine(self.cjkAdvanceScale)
    hasher.combine(cjkWholePointLines)
    self.identity = hasher.finalize()
  }

  /// The face to load for drawing.
  public var file: FontFile { face.file }
  /// The family name stored in the font (typographic family when present).
  public var familyName: String { face.familyName }
  /// The style name stored in the font ("Regular", "Semi Bold", "Oblique").
  public var styleName: String { face.styleName }
  /// Units per em of the face.
  public var unitsPerEm: Int { face.unitsPerEm }
  /// Vertical metrics in font units: the file's, or `verticalMetrics` converted to its units.
  public var unitMetrics: FontMetrics {
    guard let v = verticalMetrics else { return face.metrics }
    let em = Double(unitsPerEm)
    var m = face.metrics
    m.ascender = v.ascender * em
    m.descender = v.descender * em
    m.lineGap = v.lineGap * em
    return m
  }

  /// Points per font unit at this size.
  public var scale: Double { size / Double(unitsPerEm) }

  /// Vertical metrics in points at this size.
  public var metrics: FontMetrics { unitMetrics.scaled(by: scale) }

  /// Ascender in points.
  public var ascender: Double { verticalMetrics.map { $0.ascender * size } ?? face.metrics.ascender * scale }
  /// Descender in points (negative).
  public var descender: Double {
    verticalMetrics.map { $0.descender * size } ?? face.metrics.descender * scale
  }
  /// Line gap in points.
  public var lineGap: Double { verticalMetrics.map { $0.lineGap * size } ?? face.metrics.lineGap * scale }
  /// Line height in points: ascender - descender + line gap.
  public var lineHeight: Double { ascender - descender + lineGap }
  /// Cap height in points (always the glyphs' own).
  public var capHeight: Double { face.metrics.capHeight * scale }
  /// x-height in points (always the glyphs' own).
  public var xHeight: Double { face.metrics.xHeight * scale }

  /// The advance of a shaped glyph of this font in points: its shaped advance, moved toward the
  /// blend face's by `blendFraction`, times `advanceScale`, plus the tracking.
  func advance(_ glyph: ShapedGlyph) -> Double {
    var units = Double(glyph.xAdvance)
    if Int(glyph.id) < blendDeltas.count { units += blendFraction * blendDeltas[Int(glyph.id)] }
    let spacing = wordSpacing != 0 && face.spaceGlyphs.contains(glyph.id) ? wordSpacing : 0
    return units * scale * advanceScale + tracking + spacing
  }

  /// The same face at another size (sizes that are not finite and positive are refused).
  public func withSize(_ newSize: Double) throws(TypesettingError) -> Font {
    guard newSize.isFinite, newSize > 0 else { throw .invalidSize(newSize) }
    return Font(
      face: face, size: newSize, descriptor: descriptor, verticalMetrics: verticalMetrics, tracking: tracking,
      blendFace: blendFace, blendFraction: blendFraction, wordSpacing: wordSpacing,
      advanceScale: advanceScale, cjkAdvanceScale: cjkAdvanceScale, cjkWholePointLines: cjkWholePointLines)
  }

  /// The same glyphs laid out with other vertical metrics (nil: the file's own): ascender,
  /// descender, line gap and line height, and so the lines' tops, baselines and heights, follow
  /// `metrics`. The system font's stand-in uses `VerticalMetrics.sanFrancisco`.
  public func withVerticalMetrics(_ metrics: VerticalMetrics?) -> Font {
    Font(
      face: face, size: size, descriptor: descriptor, verticalMetrics: metrics, tracking: tracking,
      blendFace: blendFace, blendFraction: blendFraction, wordSpacing: wordSpacing,
      advanceScale: advanceScale, cjkAdvanceScale: cjkAdvanceScale, cjkWholePointLines: cjkWholePointLines)
  }

  /// The same font with `points` added to every glyph's advance (after the glyph, the last one
  /// included), as Core Text applies tracking: widths, wrapping, truncation and glyph positions
  /// follow. The value is in points at this size (`withSize(_:)` keeps it as it is). The system
  /// font's stand-in uses San Francisco's (`VerticalMetrics.sanFranciscoTracking(size:)`).
  public func withTracking(_ points: Double) -> Font {
    Font(
      face: face, size: size, descriptor: descriptor, verticalMetrics: verticalMetrics, tracking: points,
      blendFace: blendFace, blendFraction: blendFraction, wordSpacing: wordSpacing,
      advanceScale: advanceScale, cjkAdvanceScale: cjkAdvanceScale, cjkWholePointLines: cjkWholePointLines)
  }

  /// The same glyphs with advances moved `fraction` (0 ... 1) of the way toward those of `other`,
  /// another optical size of the same family (glyphs matched by name; kerning stays this font's):
  /// a stand-in for a variable font's optical size between two static designs. `other` nil or a
  /// fraction of 0 removes it. The system font's stand-in blends Inter and Inter Display at San
  /// Francisco's optical size (`VerticalMetrics.sanFranciscoDisplayFraction(size:)`).
  public func withAdvances(toward other: Font?, fraction: Double) -> Font {
    Font(
      face: face, size: size, descriptor: descriptor, verticalMetrics: verticalMetrics, tracking: tracking,
      blendFace: other?.face, blendFraction: fraction.isFinite ? min(max(fraction, 0), 1) : 0,
      wordSpacing: wordSpacing, advanceScale: advanceScale, cjkAdvanceScale: cjkAdvanceScale,
      cjkWholePointLines: cjkWholePointLines)
  }

  /// The same font with `points` added to the advance of every space (U+0020 and U+00A0), after
  /// the tracking, as CSS's word-spacing: widths, wrapping and positions follow. The system font's
  /// stand-in uses `VerticalMetrics.sanFranciscoWordSpacing(size:)` (San Francisco's space is
  /// narrower than Inter's).
  public func withWordSpacing(_ points: Double) -> Font {
    Font(
      face: face, size: size, descriptor: descriptor, verticalMetrics: verticalMetrics, tracking: tracking,
      blendFace: blendFace, blendFraction: blendFraction, wordSpacing: points.isFinite ? points : 0,
      advanceScale: advanceScale, cjkAdvanceScale: cjkAdvanceScale, cjkWholePointLines: cjkWholePointLines)
  }

  /// The same glyphs with every advance multiplied by `factor` (1: none; a factor that is not
  /// finite and positive is 1), before the tracking: widths, wrapping, truncation and glyph
  /// positions follow, the glyphs drawn stay the face's. A stand-in for a family not installed
  /// takes the width per em a recipe's `font width` gives it (read from the document's labels).
  public func withAdvanceScale(_ factor: Double) -> Font {
    Font(
      face: face, size: size, descriptor: descriptor, verticalMetrics: verticalMetrics, tracking: tracking,
      blendFace: blendFace, blendFraction: blendFraction, wordSpacing: wordSpacing, advanceScale: factor,
      cjkAdvanceScale: cjkAdvanceScale, cjkWholePointLines: cjkWholePointLines)
  }

  /// The same font, whose text falls back for CJK ideographs, CJK punctuation and full-width
  /// forms (`TextItemizer`) to a font whose advances are multiplied by `factor` (1: none): the
  /// system font's stand-in gives its CJK fallback the advances IB's stored frames show for
  /// PingFang (`VerticalMetrics.pingFangAdvance`, or a recipe's `font cjk`). With
  /// `wholePointLines`, a line holding such fallback text is as high as its fonts' line rounded up
  /// to a whole point (the extra goes below the baseline), as IB stores system-font labels of CJK
  /// text (docs/typesetting.md, "CJK text by the document's era").
  public func withCJKAdvanceScale(_ factor: Double, wholePointLines: Bool = false) -> Font {
    Font(
      face: face, size: size, descriptor: descriptor, verticalMetrics: verticalMetrics, tracking: tracking,
      blendFace: blendFace, blendFraction: blendFraction, wordSpacing: wordSpacing,
      advanceScale: advanceScale,
      cjkAdvanceScale: factor, cjkWholePointLines: wholePointLines)
  }

  /// Equal when file, size, descriptor, vertical metrics, tracking, optical size and advance
  /// scales are equal.
  public static func == (lhs: Font, rhs: Font) -> Bool {
    lhs.identity == rhs.identity && lhs.size == rhs.size
      && (lhs.face === rhs.face || lhs.face.file == rhs.face.file) && lhs.descriptor == rhs.descriptor
      && lhs.verticalMetrics == rhs.verticalMetrics && lhs.tracking == rhs.tracking
      && lhs.blendFace?.file == rhs.blendFace?.file && lhs.blendFraction == rhs.blendFraction
      && lhs.wordSpacing == rhs.wordSpacing && lhs.advanceScale == rhs.advanceScale
      && lhs.cjkAdvanceScale == rhs.cjkAdvanceScale && lhs.cjkWholePointLines == rhs.cjkWholePointLines
  }

  /// Hashes file, size and descriptor (precomputed).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(identity)
  }

  /// "Inter Regular 17pt (/usr/share/fonts/...)".
  public var description: String {
    "\(familyName) \(styleName) \(size)pt (\(file))"
  }
}
