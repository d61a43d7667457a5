/// One view of a scene, as the recipe declares it: kind, parent, content and layout properties.
public struct ViewSpec: Hashable, Sendable {
  /// The view's name (`Name Label`), normalised once for comparisons; its spelling is what logs,
  /// traces and diagrams print.
  public var name: ViewName
  /// The kind, which decides the intrinsic size rule.
  public var kind: ViewKind
  /// The superview; nil is the scene's root view.
  public var parent: ViewID?
  /// A label's text.
  public var text: String?
  /// A text field's placeholder (used for its size when `text` is nil).
  public var placeholder: String?
  /// A button's title.
  public var title: String?
  /// The text's font; defaults per kind (`ControlMetrics.defaultFont`).
  public var font: FontSpec
  /// Lines a label may use: 1 (default), or 0 for unlimited (wrapping at the solved width).
  public var numberOfLines: Int
  /// A multi-line label's width before the first layout pass (a nib's stored frame width), nil
  /// for none. UIKit's automatic `preferredMaxLayoutWidth` is the label's current width, so the
  /// first pass wraps its text there instead of measuring it on one line; later passes wrap at the
  /// solved width, as for every multi-line label (docs/layout.md, "Semantics").
  public var initialWidth: Double?
  /// The view's frame before the first layout pass (a nib's stored frame, in scene coordinates),
  /// nil for none. UIKit lays a decoded view out from the frame it was decoded with, so its first
  /// margins are those at that frame: `MarginResolver.initialMargins` (docs/layout.md, "Layout
  /// margins and the safe area").
  public var initialFrame: Rect?
  /// A text field's height; nil is `ControlMetrics.textFieldHeight` (a rounded-rect field of the
  /// iOS 12 era, 30). Interface Builder's documents of the iOS 13 SDK on store 34, and borderless
  /// fields their text's height (docs/interface-builder.md, "Text fields").
  public var textFieldHeight: Double?
  /// A text field's horizontal text inset on each side; nil is
  /// `ControlMetrics.textFieldHorizontalInset` (a rounded-rect field, 7). A borderless field has
  /// none: Interface Builder stores it as wide as its text (docs/interface-builder.md, "Text
  /// fields").
  public var textFieldInset: Double?
  /// The `lineHeightMultiple` of a label's or text view's paragraph style (attributed text):
  /// each line is its natural height times this factor, the extra above its glyphs; nil for the
  /// natural height (`NSParagraphStyle`'s default 0).
  public var lineHeightMultiple: Double?
  /// The `lineSpacing` of a label's or text view's paragraph style (attributed text): points
  /// between the bottom of one line and the top of the next, added to any text style's leading;
  /// nil for none (`NSParagraphStyle`'s default 0).
  public var lineSpacing: Double?
  /// The `minimumLineHeight` of a label's or text view's paragraph style (attributed text): every
  /// line is at least this high, the extra above its glyphs; nil for none (`NSParagraphStyle`'s
  /// default 0).
  public var minimumLineHeight: Double?
  /// How a label's (or button title's) lines wrap and what happens to text that does not fit
  /// (`lineBreakMode`): UIKit's defaults, `byTruncatingTail` for a label and `byTruncatingMiddle`
  /// for a button's title label (`byTruncatingTail` for the other kinds, which do not use it).
  /// Character wrapping changes a wrapping label's height; truncation and clipping only change
  /// what is drawn, never the intrinsic size.
  public var lineBreakMode: LineBreakMode
  /// Text alignment (drawing only).
  public var alignment: TextAlignment
  /// Content hugging per axis.
  public var hugging: AxisPair<LayoutPriority>
  /// Compression resistance per axis.
  public var compressionResistance: AxisPair<LayoutPriority>
  /// Replaces the computed intrinsic size (a recipe's "intrinsic size: placeholder").
  public var intrinsicSizeOverride: IntrinsicSize?
  /// An image view's image size; nil is "no image" (no intrinsic size). A classic button's image
  /// beside its title (`ControlMetrics.intrinsicSize`): the title's width plus the image's.
  public var imageSize: Size?
  /// A classic button's background image size (`backgroundImage W x H`): its intrinsic size covers
  /// the image (`ControlMetrics.classicButtonWithBackground`); nil when it has none.
  public var backgroundImageSize: Size?
  /// `UIView.alignmentRectInsets`: how far inside the frame the view's alignment rectangle lies
  /// (negative: past the frame); nil is none. Auto Layout positions and sizes the alignment
  /// rectangle, not the frame [DOC: UIView `alignmentRect(forFrame:)`, "The constraint-based layout
  /// system uses alignment rectangles to align views, rather than their frame"], so the view's
  /// constraints, its stack view's and its intrinsic content size act on that rectangle, and the
  /// frame drawn and reported is the rectangle outset by these insets (docs/layout.md,
  /// "Alignment rectangles"). The importer writes them for a stack view's arranged system-symbol
  /// image views (docs/interface-builder.md, "System symbol images").
  public var alignmentRectInsets: EdgeInsets?
  /// Background colour (drawing only).
  public var backgroundColor: Color?
  /// Text colour (drawing only).
  public var textColor: Color?
  /// The view's own layout margins (`directionalLayoutMargins`); nil is the default
  /// (`ownLayoutMargins`: 8 pt, 0 for a stack view). The margins constraints use are these combined
  /// with the safe area and the superview's margins (`MarginResolver`, docs/layout.md).
  public var layoutMargins: EdgeInsets?
  /// The view's own layout margins: `layoutMargins`, else the default, 8 pt, and 0 for a stack
  /// view [read from stored frames, 3 files of 3 apps: WooCommerce's LedgerTableViewCell.xib pins
  /// its first arranged view to its stack's topMargin and trailingMargin and IB stores it at the
  /// stack's top and trailing edges; KeePassium's PricingPlanPickerVC keeps a preserving arranged
  /// stack's own top margin 4 at the top of a stack with default margins; Threema's
  /// CallStoryboard stores a view 8 above a stack's topMargin at 8 above its top edge. No Apple
  /// page states the default; docs/layout.md, "Layout margins and the safe area"].
  public var ownLayoutMargins: EdgeInsets {
    layoutMargins ?? (stack != nil ? .zero : ControlMetrics.defaultLayoutMargins)
  }
  /// `insetsLayoutMarginsFromSafeArea` (UIKit's default true): where the view overlaps its
  /// superview's safe-area insets, its margins are measured from the safe area's edge.
  public var insetsLayoutMarginsFromSafeArea: Bool = true
  /// `preservesSuperviewLayoutMargins` (UIKit's default false): each margin is at least as deep as
  /// the superview's margin reaches into the view.
  public var preservesSuperviewLayoutMargins: Bool = false
  /// `layoutMarginsFollowReadableWidth` (UIKit's default false): the left and right margins are
  /// raised to the readable content guide's (`ReadableWidth`), so content at the margins keeps a
  /// readable line length on wide views.
  public var layoutMarginsFollowReadableWidth: Bool = false
  /// A scroll view's `contentInsetAdjustmentBehavior`; nil for a view that is not a scroll view.
  /// On the edges it adjusts, the scroll view's content and its own margins leave out its
  /// safe-area insets (`MarginResolver`; docs/layout.md, "Scroll views and the safe area").
  public var contentInsetAdjustment: ContentInsetAdjustmentBehavior?
  /// A scroll view's `alwaysBounceVertical` (UIKit's default false): with `scrollableAxes`, its
  /// top and bottom insets are adjusted however short its content.
  public var alwaysBounceVertical: Bool = false
  /// A scroll view's `alwaysBounceHorizontal` (UIKit's default false): the same for its sides.
  public var alwaysBounceHorizontal: Bool = false
  /// Whether this spacer is its scroll view's content layout guide (`contentLayoutGuide`): its
  /// size is the scroll view's content size.
  public var isContentLayoutGuide: Bool = false
  /// A button's content insets; nil is the default of its kind of button
  /// (`ControlMetrics.buttonContentInsets`, or `configurationContentInsets` for a configured one).
  public var contentInsets: EdgeInsets?
  /// A text view's `textContainerInset`; nil is UIKit's default (8, 0, 8, 0,
  /// `ControlMetrics.textViewContainerInset`).
  public var textContainerInset: EdgeInsets?
  /// A configured button's `UIButton.Configuration` style; nil is a classic button.
  public var buttonStyle: ButtonStyle?
  /// A configured button's `imagePadding`, between its image and its title; nil is UIKit's 0.
  public var imagePadding: Double?
  /// A configured button's `imagePlacement`; nil is UIKit's `leading`.
  public var imagePlacement: ImagePlacement?
  /// A stack view's properties (set for kind `stackView`, nil for every other kind).
  public var stack: StackConfiguration?
  /// Hidden (`isHidden`): not drawn; a hidden arranged view of a stack view takes no space.
  public var isHidden: Bool = false
  /// Hidden as Interface Builder's canvas lays a hidden arranged view out (recipe `hidden canvas`):
  /// its stack view still collapses its place, so its siblings are arranged as without it, but the
  /// collapse (`UISV-hiding`) gives way to the view's own required constraints, which UIKit's run
  /// time breaks instead (docs/interface-builder.md, "Hidden arranged views on the canvas").
  public var isHiddenOnCanvas: Bool = false
  /// Where Interface Builder stored a view hidden as on its canvas (`isHiddenOnCanvas`): its
  /// leading (top) edge's offset from its stack view's leading (top) edge along the stack's axis
  /// (recipe `hidden canvas at 324`). With it the view leaves the chain of arranged views and is
  /// held there at `StackConstraintGenerator.canvasOffsetPriority` (docs/interface-builder.md,
  /// "Hidden arranged views on the canvas"); nil keeps it in the chain where it collapses.
  public var canvasOffset: Double?
  /// The stack view axis `canvasOffset` was read along: its stack's axis where the view is
  /// declared (Interface Builder's stored frame gives x in a horizontal stack, y in a vertical one).
  /// While a size-class variant turns the stack to the other axis, the offset places nothing and
  /// the view stays in the chain as without one [CHOICE: a y is not an x]. Nil: whatever the axis.
  /// Recipe lowering sets it.
  public var canvasOffsetAxis: Axis?
  /// An arranged view's custom spacing after it (`setCustomSpacing(_:after:)`); nil is the stack
  /// view's `spacing`.
  public var customSpacingAfter: Double?

  /// A view with the defaults of its kind (Interface Builder's priorities unless told otherwise).
  public init(
    name: ViewName, kind: ViewKind, parent: ViewID? = nil, defaults: PriorityDefaults = .interfaceBuilder
  ) {
    self.name = name
    self.kind = kind
    self.parent = parent
    self.font = ControlMetrics.defaultFont(for: kind)
    self.numberOfLines = 1
    self.lineBreakMode = kind == .button ? .byTruncatingMiddle : .byTruncatingTail
    self.alignment = .natural
    self.hugging = ControlMetrics.defaultHugging(for: kind, defaults: defaults)
    self.compressionResistance = ControlMetrics.defaultCompressionResistance(for: kind)
    if kind == .stackView { self.stack = StackConfiguration() }
  }

  /// The text the view shows and measures: label text, text field text or placeholder, button title.
  public var displayedText: String? {
    switch kind {
    case .label, .textView: return text
    case .textField: return text ?? placeholder
    case .button: return title ?? text
    default: return nil
    }
  }
}
