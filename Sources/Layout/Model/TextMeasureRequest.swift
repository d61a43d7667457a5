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
