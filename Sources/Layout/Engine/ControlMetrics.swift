/// Every control metric and default in one place (REFERENCE.md section 2).
///
/// Values marked [CHOICE] are ours where UIKit's formula is unknown; docs/layout.md lists them.
public enum ControlMetrics {
  /// Ordinary views' layout margins, 8 pt on every side [DOC].
  public static let defaultLayoutMargins = EdgeInsets(all: 8)
  /// A view controller root view's side margin in compact width [RE].
  public static let rootSideMarginCompact: Double = 16
  /// A view controller root view's side margin in regular width [RE].
  public static let rootSideMarginRegular: Double = 20
  /// A rounded-rect text field's height: 30 pt up to iOS 12 (34 from iOS 13); we model the
  /// cookbook's iOS 12 era [RE, CHOICE of era].
  public static let textFieldHeight: Double = 30
  /// A rounded-rect text field's text inset on each side [RE approx. 7].
  public static let textFieldHorizontalInset: Double = 7
  /// A classic button's content insets: 6 pt above and below the title [RE]; 0 at the sides
  /// [CHOICE: Interface Builder sizes a 15 pt "Button" to its title's width].
  public static let buttonContentInsets = EdgeInsets(top: 6, left: 0, bottom: 6, right: 0)
  /// A configured button's (`UIButton.Configuration`, iOS 15) default content insets at the medium
  /// size and the default Dynamic Type size: 7 above and below, 12 at the sides, whatever the
  /// style [DOC: Apple Developer Forums thread 733541, "Clarity on UIButtonConfiguration
  /// contentInsets default value", answered by Apple: the default follows the size and the
  /// Dynamic Type size].
  public static let configurationContentInsets = EdgeInsets(top: 7, left: 12, bottom: 7, right: 12)
  /// A text view's `textContainerInset`: 8 above and below, none at the sides [DOC: UIKit's
  /// `UITextView.textContainerInset`, "By default the value of this property is (8, 0, 8, 0)"].
  public static let textViewContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
  /// A text view's `textContainer.lineFragmentPadding`, at the start and the end of every line
  /// [DOC: `NSTextContainer.lineFragmentPadding`, "The default value of this property is 5.0"].
  public static let textViewLineFragmentPadding: Double = 5
  /// The text container inset of a text view: its own, else UIKit's default.
  public static func textContainerInset(of view: ViewSpec) -> EdgeInsets {
    view.textContainerInset ?? textViewContainerInset
  }
  /// The width a text view's text wraps at: its width less the container's side insets (`inset`,
  /// by default UIKit's) and the line fragment padding at both ends.
  public static func textViewTextWidth(_ width: Double, inset: EdgeInsets = textViewContainerInset) -> Double
  {
    Swift.max(width - inset.left - inset.right - 2 * textViewLineFragmentPadding, 0)
  }
  /// A progress view's height; it has no intrinsic width [DOC].
  public static let progressViewHeight: Double = 4
  /// A switch's size [RE].
  public static let switchSize = Size(width: 51, height: 31)

  /// The font a kind uses unless the recipe says otherwise: labels 17 pt, text fields and text
  /// views 14 pt (Interface Builder's defaults), buttons 15 pt [RE].
  public static func defaultFont(for kind: ViewKind) -> FontSpec {
    switch kind {
    case .textField, .textView: return .system(14)
    case .button: return .system(15)
    default: return .system(17)
    }
  }

  /// Default content hugging per kind (REFERENCE.md section 1) [RE].
  public static func defaultHugging(for kind: ViewKind, defaults: PriorityDefaults) -> AxisPair<
    LayoutPriority
  > {
    switch kind {
    case .label, .imageView:
      return AxisPair(both: defaults == .interfaceBuilder ? .interfaceBuilderLabelHugging : .defaultLow)
    case .switchControl:
      return AxisPair(both: .defaultHigh)
    case .progressView:
      return AxisPair(horizontal: .defaultLow, vertical: .defaultHigh)
    default:
      return AxisPair(both: .defaultLow)
    }
  }

  /// Default compression resistance: 750 for every kind [RE].
  public static func defaultCompressionResistance(for kind: ViewKind) -> AxisPair<LayoutPriority> {
    AxisPair(both: .defaultHigh)
  }

  /// The intrinsic content size of `view`, given its measured text (nil when it shows none) and
  /// the scene's scale (text sizes round up to the pixel grid, as UILabel does).
  public static func intrinsicSize(of view: ViewSpec, text: TextMeasurement?, scale: Double) -> IntrinsicSize
  {
    if let override = view.intrinsicSizeOverride { return override }
    let textWidth = ceilToPixel(text?.width ?? 0, scale: scale)
    let textHeight = ceilToPixel(text?.height ?? 0, scale: scale)
    switch view.kind {
    case .label:
      return IntrinsicSize(width: textWidth, height: textHeight)
    case .textField:
      return IntrinsicSize(width: textWidth + 2 * textFieldHorizontalInset, height: textFieldHeight)
    case .button:
      let insets =
        view.contentInsets ?? (view.buttonStyle == nil ? buttonContentInsets : configurationContentInsets)
      return IntrinsicSize(
        width: textWidth + insets.left + insets.right, height: textHeight + insets.top + insets.bottom)
    case .textView:
      // The text block, plus the line fragment padding at both ends and the container inset.
      let inset = textContainerInset(of: view)
      return IntrinsicSize(
        width: textWidth + 2 * textViewLineFragmentPadding + inset.left + inset.right,
        height: textHeight + inset.top + inset.bottom)
    case .imageView:
      return view.imageSize.map { IntrinsicSize(width: $0.width, height: $0.height) } ?? .none
    case .progressView:
      return IntrinsicSize(width: nil, height: progressViewHeight)
    case .switchControl:
      return IntrinsicSize(width: switchSize.width, height: switchSize.height)
    case .view, .spacer, .layoutGuide, .cell, .contentView, .stackView:
      return .none
    }
  }

  /// `value` rounded up to the next multiple of 1/scale (20.2871 -> 20.5 at 2x).
  public static func ceilToPixel(_ value: Double, scale: Double) -> Double {
    guard scale > 0 else { return value }
    // A tiny tolerance keeps 20.000000001 from becoming 20.5 through floating-point noise.
    return ((value * scale) - 1e-9).rounded(.up) / scale
  }
}
