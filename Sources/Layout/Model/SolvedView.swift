/// One view as the engine solved it: its frame, margins, baselines and measured content.
public struct SolvedView: Hashable, Sendable {
  /// The frame, in scene coordinates (layout guides have frames but draw none).
  public var frame: Rect
  /// The layout margins rectangle.
  public var marginRect: Rect
  /// The readable content guide's rectangle (`ReadableWidth`): inside the margins, centred.
  public var readableRect: Rect
  /// First baseline (scene y) of a view that shows text; nil for others.
  public var firstBaseline: Double?
  /// Last baseline (scene y) of a view that shows text; nil for others.
  public var lastBaseline: Double?
  /// Where the first baseline is drawn (scene y): the text block centred in the frame, or at a
  /// text view's inset. It differs from `firstBaseline`, where constraints see it, only for a
  /// label laid out at another height than its intrinsic one: UILabel draws its text centred,
  /// while its baselines keep their distance from its bottom (docs/layout.md, "Semantics").
  /// Nil when it is `firstBaseline`.
  public var drawnFirstBaseline: Double?
  /// The intrinsic size as used in the last pass.
  public var intrinsicSize: IntrinsicSize
  /// The last text measurement of a view that shows text.
  public var textMeasurement: TextMeasurement?

  /// A solved view from its parts.
  public init(
    frame: Rect, marginRect: Rect, firstBaseline: Double? = nil, lastBaseline: Double? = nil,
    intrinsicSize: IntrinsicSize = .none, textMeasurement: TextMeasurement? = nil, readableRect: Rect? = nil,
    drawnFirstBaseline: Double? = nil
  ) {
    self.drawnFirstBaseline = drawnFirstBaseline
    self.frame = frame
    self.marginRect = marginRect
    self.readableRect = readableRect ?? marginRect
    self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline
    self.intrinsicSize = intrinsicSize
    self.textMeasurement = textMeasurement
  }

  /// What an unknown id reads as: a zero frame, no baselines, no intrinsic size.
  public static let unknown = SolvedView(
    frame: Rect(x: 0, y: 0, width: 0, height: 0), marginRect: Rect(x: 0, y: 0, width: 0, height: 0))
}
