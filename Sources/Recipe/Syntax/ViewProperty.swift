import Layout

/// One attribute of a view declaration or `set` statement.
public enum ViewProperty: Hashable, Sendable {
  /// `text "Name"`.
  case text(String)
  /// `placeholder "Enter name"`.
  case placeholder(String)
  /// `title "Short"` (buttons).
  case title(String)
  /// `font headline`, `font 17`, `font "Inter" 14`, `font "Palatino" 18 body`.
  case font(FontSyntax)
  /// `weight semibold` or `weight 600`.
  case weight(Spelled<Double>)
  /// `italic`.
  case italic
  /// `lines 0` (0 = unlimited).
  case lines(Int)
  /// `initialWidth 206.5`: a multi-line label's width before the first layout pass (a nib's
  /// stored width), where UIKit's automatic `preferredMaxLayoutWidth` first wraps its text.
  case initialWidth(NumberLiteral)
  /// `initialFrame 0 453 414 443` (every kind; x y width height in scene coordinates): the view's
  /// frame before the first layout pass (a nib's stored frame), where its first margins are
  /// measured (`ViewSpec.initialFrame`).
  case initialFrame([NumberLiteral])
  /// `fieldHeight 34`: a text field's height (`ViewSpec.textFieldHeight`) where it is not the
  /// default 30 (an iOS 13 rounded-rect field, a borderless one).
  case fieldHeight(NumberLiteral)
  /// `fieldInset 0`: a text field's horizontal text inset on each side
  /// (`ViewSpec.textFieldInset`) where it is not the rounded-rect field's 7 (a borderless one).
  case fieldInset(NumberLiteral)
  /// `lineHeightMultiple 1.35`: the paragraph style's `lineHeightMultiple` of a label's or text
  /// view's attributed text (`ViewSpec.lineHeightMultiple`): each line is its natural height
  /// times the factor.
  case lineHeightMultiple(NumberLiteral)
  /// `lineSpacing 3`: the paragraph style's `lineSpacing` of a label's or text view's attributed
  /// text (`ViewSpec.lineSpacing`): points between the bottom of one line and the top of the next.
  case lineSpacing(NumberLiteral)
  /// `minimumLineHeight 20`: the paragraph style's `minimumLineHeight` of a label's or text
  /// view's attributed text (`ViewSpec.minimumLineHeight`): every line at least that high.
  case minimumLineHeight(NumberLiteral)
  /// `alignment right`.
  case alignment(Spelled<TextAlignment>)
  /// `lineBreak truncateMiddle` (`lineBreakMode`: labels and button titles).
  case lineBreak(Spelled<LineBreakMode>)
  /// `hugging 251`, `hugging horizontal 249`.
  case hugging(Axis?, PrioritySyntax)
  /// `resistance 750`, `resistance vertical 751`.
  case resistance(Axis?, PrioritySyntax)
  /// `intrinsic 100 x 4`, `intrinsic none x 4` (no intrinsic metric in an axis).
  case intrinsic(width: NumberLiteral?, height: NumberLiteral?)
  /// `image 40 x 40`: the size of an image view's image.
  case image(width: NumberLiteral, height: NumberLiteral)
  /// `backgroundImage 40 x 40`: the size of a classic button's background image, which its
  /// intrinsic size covers (`ControlMetrics.classicButtonWithBackground`).
  case backgroundImage(width: NumberLiteral, height: NumberLiteral)
  /// `background lightGray`, `background "#FF0000"`.
  case background(Spelled<String>)
  /// `color white` (text color).
  case textColor(Spelled<String>)
  /// `margins 8` (all sides) or `margins 8 16 8 16` (top leading bottom trailing).
  case margins([NumberLiteral])
  /// `axis vertical` (stack views).
  case axis(Spelled<Axis>)
  /// `alignment firstBaseline` (stack views; `alignment center` on a stack view in a `set` line
  /// parses as the text alignment and is applied as the stack alignment).
  case stackAlignment(Spelled<StackAlignment>)
  /// `distribution fillEqually` (stack views).
  case distribution(Spelled<StackDistribution>)
  /// `spacing 8` (stack views).
  case spacing(NumberLiteral)
  /// `spacing system` (stack views: `spacing = UIStackView.spacingUseSystem`, the system spacing
  /// between arranged views).
  case spacingUseSystem
  /// `baselineRelative` (stack views: `isBaselineRelativeArrangement`).
  case baselineRelative
  /// `marginsRelative` (stack views: `isLayoutMarginsRelativeArrangement`).
  case marginsRelative
  /// `spacingAfter 20`: custom spacing after an arranged view (`setCustomSpacing(_:after:)`).
  case spacingAfter(NumberLiteral)
  /// `hidden` (`isHidden`; a hidden arranged view takes no space).
  case hidden
  /// `hidden canvas`: hidden as Interface Builder's canvas lays it out: a hidden arranged view's
  /// stack view collapses its place (its siblings are arranged without it), but its own required
  /// constraints keep their size (`ViewSpec.isHiddenOnCanvas`). `hidden canvas at 324`: and the
  /// canvas leaves it where Interface Builder stored it, 324 points from its stack view's leading
  /// (top) edge along the stack's axis, out of the chain of arranged views
  /// (`ViewSpec.canvasOffset`).
  case hiddenOnCanvas(at: NumberLiteral?)
  /// `insetsLayoutMarginsFromSafeArea false` (UIKit's default true); the value is optional
  /// (`Spelled` with an empty spelling when the keyword stands alone, meaning true).
  case insetsLayoutMarginsFromSafeArea(Spelled<Bool>)
  /// `preservesSuperviewLayoutMargins` / `preservesSuperviewLayoutMargins true` (default false).
  case preservesSuperviewLayoutMargins(Spelled<Bool>)
  /// `layoutMarginsFollowReadableWidth` / `layoutMarginsFollowReadableWidth true` (default false):
  /// the side margins become the readable content guide's (`ReadableWidth`).
  case layoutMarginsFollowReadableWidth(Spelled<Bool>)
  /// `viewRespectsSystemMinimumLayoutMargins false`: the view controller's property, on a
  /// `superview` line only (default true).
  case viewRespectsSystemMinimumLayoutMargins(Spelled<Bool>)
  /// `configuration filled` (buttons): an iOS 15 `UIButton.Configuration` of that style, sized
  /// by the configuration's content insets instead of the classic button's.
  case buttonStyle(Spelled<ButtonStyle>)
  /// `contentInsets 7` or `contentInsets 7 12 7 12` (buttons; top leading bottom trailing): the
  /// button's content insets, replacing its kind's default.
  case contentInsets([NumberLiteral])
  /// `imagePadding 8` (configured buttons): the distance between the image and the title
  /// (`UIButton.Configuration.imagePadding`; default 0).
  case imagePadding(NumberLiteral)
  /// `imagePlacement top` (configured buttons): where the image is relative to the title,
  /// `leading` (the default), `trailing`, `top` or `bottom`.
  case imagePlacement(Spelled<ImagePlacement>)
  /// `textContainerInset 8` or `textContainerInset 16 4 16 4` (text views; top leading bottom
  /// trailing): `UITextView.textContainerInset`, replacing UIKit's default 8 0 8 0.
  case textContainerInset([NumberLiteral])
  /// `alignmentRectInsets 0.45 0 0.45 0` or `alignmentRectInsets 2` (every kind; top leading
  /// bottom trailing, negative past the frame): `UIView.alignmentRectInsets`, how far inside the
  /// frame the alignment rectangle lies that constraints, stack views and the intrinsic size act
  /// on; the frame drawn is that rectangle outset by them.
  case alignmentRectInsets([NumberLiteral])
  /// `contentInsetAdjustment scrollableAxes` (views): the view is a scroll view whose
  /// `contentInsetAdjustmentBehavior` is this (`automatic`, `scrollableAxes`, `never`, `always`);
  /// on the edges it adjusts, its content and its own margins leave out its safe-area insets.
  case contentInsetAdjustment(Spelled<ContentInsetAdjustmentBehavior>)
  /// `alwaysBounceVertical` / `alwaysBounceVertical true` (scroll views; default false).
  case alwaysBounceVertical(Spelled<Bool>)
  /// `alwaysBounceHorizontal` / `alwaysBounceHorizontal true` (scroll views; default false).
  case alwaysBounceHorizontal(Spelled<Bool>)
  /// `contentLayoutGuide` / `contentLayoutGuide true` (spacers): the spacer is its scroll view's
  /// content layout guide, whose size is the content size.
  case contentLayoutGuide(Spelled<Bool>)
  /// `id "bOP-ah-HLn"`: the view's Interface Builder id, kept by `layout-diagram import` so that
  /// output can be mapped back to the storyboard (`solve --format json` reports it as `ibID`).
  case ibID(String)

  /// The keyword that starts the property, for messages and the formatter.
  public var keyword: String { propertyKeyword.rawValue }

  /// The keyword that starts the property (`alignment` for both alignments).
  var propertyKeyword: PropertyKeyword {
    switch self {
    case .text: return .text
    case .placeholder: return .placeholder
    case .title: return .title
    case .font: return .font
    case .weight: return .weight
    case .italic: return .italic
    case .lines: return .lines
    case .initialWidth: return .initialWidth
    case .initialFrame: return .initialFrame
    case .fieldHeight: return .fieldHeight
    case .fieldInset: return .fieldInset
    case .lineHeightMultiple: return .lineHeightMultiple
    case .lineSpacing: return .lineSpacing
    case .minimumLineHeight: return .minimumLineHeight
    case .alignment, .stackAlignment: return .alignment
    case .lineBreak: return .lineBreak
    case .hugging: return .hugging
    case .resistance: return .resistance
    case .intrinsic: return .intrinsic
    case .image: return .image
    case .backgroundImage: return .backgroundImage
    case .background: return .background
    case .textColor: return .color
    case .margins: return .margins
    case .axis: return .axis
    case .distribution: return .distribution
    case .spacing, .spacingUseSystem: return .spacing
    case .baselineRelative: return .baselineRelative
    case .marginsRelative: return .marginsRelative
    case .spacingAfter: return .spacingAfter
    case .hidden, .hiddenOnCanvas: return .hidden
    case .buttonStyle: return .configuration
    case .contentInsets: return .contentInsets
    case .imagePadding: return .imagePadding
    case .imagePlacement: return .imagePlacement
    case .textContainerInset: return .textContainerInset
    case .alignmentRectInsets: return .alignmentRectInsets
    case .ibID: return .id
    case .contentInsetAdjustment: return .contentInsetAdjustment
    case .alwaysBounceVertical: return .alwaysBounceVertical
    case .alwaysBounceHorizontal: return .alwaysBounceHorizontal
    case .contentLayoutGuide: return .contentLayoutGuide
    case .insetsLayoutMarginsFromSafeArea: return .insetsLayoutMarginsFromSafeArea
    case .preservesSuperviewLayoutMargins: return .preservesSuperviewLayoutMargins
    case .layoutMarginsFollowReadableWidth: return .layoutMarginsFollowReadableWidth
    case .viewRespectsSystemMinimumLayoutMargins: return .viewRespectsSystemMinimumLayoutMargins
    }
  }
}
