/// What the engine asks the text measurer: a string in a font, optionally wrapped at a width.
public struct TextMeasureRequest: Hashable, Sendable {
  /// The text (may contain newlines).
  public var text: String
  /// The concrete font.
  public var font: ResolvedFont
  /// The width to wrap at; nil for unbounded (one line per paragraph).
  public var maxWidth: Double?
  /// The line limit: 0 unlimited, otherwise lines beyond it are dropped (truncated).
  public var numberOfLines: Int
  /// How lines wrap (by word or by character) and how the last line ends.
  public var lineBreakMode: LineBreakMode
  /// The distance from one line's baseline to the next that the font asks for: a label's Dynamic
  /// Type text style's leading (`Spacing.textStyleLineDistance`: Body 22 at 17 pt, more than the
  /// 20.287 of its line height); nil for a font without a style, and for views other than labels,
  /// whose lines sit at their natural height. The measurer puts the difference from the font's
  /// line height between lines.
  public var lineDistance: Double?
  /// The paragraph style's `lineHeightMultiple` (each line its natural height times it); 0 for
  /// the natural height.
  public var lineHeightMultiple: Double
  /// The paragraph style's `lineSpacing`: points between one line and the next, on top of
  /// `lineDistance`'s; 0 for none.
  public var lineSpacing: Double
  /// The paragraph style's `minimumLineHeight`: every line at least this high, the extra above
  /// its glyphs (`lineHeight(natural:)`); 0 for none.
  public var minimumLineHeight: Double

  /// A request.
  public init(
    text: String, font: ResolvedFont, maxWidth: Double? = nil, numberOfLines: Int = 1,
    lineBreakMode: LineBreakMode = .byTruncatingTail, lineDistance: Double? = nil,
    lineHeightMultiple: Double = 0, lineSpacing: Double = 0, minimumLineHeight: Double = 0
  ) {
    self.lineHeightMultiple = lineHeightMultiple
    self.lineSpacing = lineSpacing
    self.minimumLineHeight = minimumLineHeight
    self.text = text
    self.font = font
    self.maxWidth = maxWidth
    self.numberOfLines = numberOfLines
    self.lineBreakMode = lineBreakMode
    self.lineDistance = lineDistance
  }

  /// The height of one line whose font's line is `natural` high: times `lineHeightMultiple`
  /// when that is positive, and at least `minimumLineHeight` [DOC: `NSParagraphStyle.minimumLineHeight`,
  /// "the minimum height in points that any line in the receiver will occupy, regardless of the
  /// font size or size of any attached graphic"].
  public func lineHeight(natural: Double) -> Double {
    Swift.max(natural * (lineHeightMultiple > 0 ? lineHeightMultiple : 1), minimumLineHeight)
  }

  /// The line height multiple that gives every line of a font whose line is `natural` high its
  /// `lineHeight(natural:)`: `lineHeightMultiple` itself without a minimum above the multiplied
  /// line, so the typesetter's arithmetic is unchanged there.
  ///
  /// Its limit (second read of session 38, L3): the minimum becomes a multiple of the PRIMARY
  /// font's line, applied to every line. A line that fallback glyphs (CJK, emoji) make taller
  /// than the primary font's line, or that the typesetter rounds up (a one-line CJK line's whole
  /// point), is scaled by that multiple too, where TextKit clamps it,
  /// `max(line x lineHeightMultiple, minimumLineHeight)`: a one-line CJK label with a minimum
  /// above its line gets its rounded line x (minimum / the primary font's line), more than the
  /// minimum TextKit gives it, and a line already above the minimum grows again. Only mixed-script
  /// text with a paragraph minimum reaches it. The clamp belongs in the typesetter (the minimum as
  /// a `ParagraphStyle` field, `max` per line after rounding and the multiple), which would
  /// remove this function; not done here [CHOICE: the Typesetting files are the fonts lane's].
  public func effectiveLineHeightMultiple(natural: Double) -> Double {
    let line = lineHeight(natural: natural)
    guard natural > 0, line > natural * (lineHeightMultiple > 0 ? lineHeightMultiple : 1) else {
      return lineHeightMultiple
    }
    return line / natural
  }
}

/// What the measurer answers, unrounded (the engine rounds to the scene's pixel grid).
public struct TextMeasurement: Hashable, Sendable {
  /// The widest line's advance.
  public var width: Double
  /// The text block's height (line height x lines).
  public var height: Double
  /// The first line's baseline, from the top of the block.
  public var firstBaseline: Double
  /// The last line's baseline, from the top of the block.
  public var lastBaseline: Double
  /// Lines laid out.
  public var lineCount: Int
  /// The font's ascender (positive).
  public var ascender: Double
  /// The font's descender (negative, as fonts report it).
  public var descender: Double
  /// Baseline-to-baseline distance.
  public var lineHeight: Double

  /// A measurement.
  public init(
    width: Double, height: Double, firstBaseline: Double, lastBaseline: Double, lineCount: Int,
    ascender: Double, descender: Double, lineHeight: Double
  ) {
    self.width = width
    self.height = height
    self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline
    self.lineCount = lineCount
    self.ascender = ascender
    self.descender = descender
    self.lineHeight = lineHeight
  }
}

/// Measures text; the real one is Typesetting's, tests use a fake with simple metrics.
///
/// A measurer that cannot measure (no usable font, text that cannot be shaped) throws: the engine
/// reports it as `LayoutError.textMeasurement` naming the view, rather than laying out a size
/// nobody measured. Non-throwing closures convert to this type.
public typealias TextMeasurer = @Sendable (TextMeasureRequest) throws -> TextMeasurement
