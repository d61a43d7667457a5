/// One view of a panel, as solved: its frame and what it shows.
public struct DiagramView: Hashable, Sendable {
  /// The recipe's name ("Name Text Field").
  public var name: String
  /// What it is drawn as.
  public var kind: DiagramViewKind
  /// Solved frame in scene coordinates.
  public var frame: DisplayRect
  /// Layout margins of the view (used by margin attributes).
  public var margins: DiagramInsets
  /// Text, title or text-field text (nil for none).
  public var text: String?
  /// Text-field placeholder (drawn gray when there is no text).
  public var placeholder: String?
  /// Font of the text.
  public var font: DiagramFont
  /// Maximum number of lines (0 = unlimited).
  public var numberOfLines: Int
  /// Alignment of the text.
  public var alignment: DiagramTextAlignment
  /// The view's own text colour, if the recipe sets one.
  public var textColor: RGBA?
  /// The view's own background colour, if the recipe sets one.
  public var backgroundColor: RGBA?
  /// First baseline in scene coordinates, if the view has text.
  public var firstBaseline: Double?
  /// Last baseline in scene coordinates.
  public var lastBaseline: Double?
  /// Another frame satisfying the constraints equally well (ambiguous views only).
  public var alternativeFrame: DisplayRect?
  /// Intrinsic width, for the hugging/resistance table (nil: none in this axis).
  public var intrinsicWidth: Double?
  /// Intrinsic height (nil: none in this axis).
  public var intrinsicHeight: Double?
  /// Hugging priorities.
  public var hugging: PriorityPair
  /// Compression resistance priorities.
  public var resistance: PriorityPair

  /// Creates a view.
  public init(
    name: String, kind: DiagramViewKind, frame: DisplayRect, margins: DiagramInsets = .init(all: 8),
    text: String? = nil, placeholder: String? = nil, font: DiagramFont = DiagramFont(size: 17),
    numberOfLines: Int = 1, alignment: DiagramTextAlignment = .left, textColor: RGBA? = nil,
    backgroundColor: RGBA? = nil, firstBaseline: Double? = nil, lastBaseline: Double? = nil,
    alternativeFrame: DisplayRect? = nil, intrinsicWidth: Double? = nil, intrinsicHeight: Double? = nil,
    hugging: PriorityPair = PriorityPair(horizontal: 250, vertical: 250),
    resistance: PriorityPair = PriorityPair(horizontal: 750, vertical: 750)
  ) {
    self.name = name
    self.kind = kind
    self.frame = frame
    self.margins = margins
    self.text = text
    self.placeholder = placeholder
    self.font = font
    self.numberOfLines = numberOfLines
    self.alignment = alignment
    self.textColor = textColor
    self.backgroundColor = backgroundColor
    self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline
    self.alternativeFrame = alternativeFrame
    self.intrinsicWidth = intrinsicWidth
    self.intrinsicHeight = intrinsicHeight
    self.hugging = hugging
    self.resistance = resistance
  }
}
