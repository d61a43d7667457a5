import Layout

/// A view element of an IB document (`view`, `label`, `button`, `stackView`, `tableViewCell`, ...)
/// with what the importer reads from it. Absent attributes are nil; IB's defaults are applied by
/// the conversion, not here.
public struct IBView: Hashable, Sendable {
  /// The view's IB id.
  public var id: IBID
  /// The element name, which is the view's kind (`label`, `textField`, ...).
  public var element: String
  /// The line of the element in the file.
  public var line: Int
  /// `userLabel`: the name the designer gave it.
  public var userLabel: String?
  /// `customClass`.
  public var customClass: String?
  /// A label's or text field's text (attribute or `<string key="text">`).
  public var text: String?
  /// A text field's placeholder.
  public var placeholder: String?
  /// A text field's `borderStyle` (`roundedRect`, `bezel`, `line`; nil is none).
  public var borderStyle: String?
  /// A button's title: the configuration's when there is one, else the normal state's.
  public var title: String?
  /// True when the title comes from an Xcode 13+ `<buttonConfiguration>`.
  public var hasButtonConfiguration = false
  /// The configuration's `style` (`plain`, `gray`, `tinted`, `filled`); nil when absent.
  public var buttonStyle: String?
  /// The configuration's `buttonSize` (`mini`, `small`, `medium`, `large`); nil when absent.
  public var buttonSize: String?
  /// The configuration's `cornerStyle` (drawing only).
  public var cornerStyle: String?
  /// The configuration's `<directionalEdgeInsets key="contentInsets">` (top, leading, bottom,
  /// trailing as top, left, bottom, right).
  public var buttonContentInsets: EdgeInsets?
  /// The line of the `<buttonConfiguration>` element.
  public var buttonConfigurationLine: Int?
  /// The font (the configuration's attributed title's font for configured buttons).
  public var font: IBFont?
  /// `numberOfLines` (absent: 1).
  public var numberOfLines: Int?
  /// The `lineHeightMultiple` of the attributed text's paragraph style (its first fragment's
  /// `<paragraphStyle key="NSParagraphStyle">`); nil when absent or 0.
  public var lineHeightMultiple: Double?
  /// The `lineSpacing` of the attributed text's paragraph style (its first fragment's
  /// `<paragraphStyle key="NSParagraphStyle">`): points between one line and the next; nil when
  /// absent or 0.
  public var lineSpacing: Double?
  /// The `minimumLineHeight` of the attributed text's paragraph style (its first fragment's
  /// `<paragraphStyle key="NSParagraphStyle">`); nil when absent or 0.
  public var minimumLineHeight: Double?
  /// `textAlignment` (`natural`, `left`, `center`, `right`, `justified`).
  public var textAlignment: String?
  /// `lineBreakMode` (`wordWrap`, `characterWrap`, `clip`, `headTruncation`, `tailTruncation`,
  /// `middleTruncation`); nil when absent.
  public var lineBreakMode: String?
  /// Hugging priorities (absent: 250).
  public var hugging: AxisPair<Double?> = AxisPair(horizontal: nil, vertical: nil)
  /// Compression resistance priorities (absent: 750).
  public var compressionResistance: AxisPair<Double?> = AxisPair(horizontal: nil, vertical: nil)
  /// An image view's image name, or a button's (its normal state's or its configuration's).
  public var imageName: String?
  /// A classic button's normal-state background image (`backgroundImage`), nil when it has none.
  public var backgroundImageName: String?
  /// True when `imageName` names a system symbol (`catalog="system"`), drawn at its symbol
  /// configuration's size, not the 128-point shape `<resources>` lists for it.
  public var imageIsSymbol = false
  /// The configuration's `imagePadding` (between image and title); nil when absent.
  public var imagePadding: Double?
  /// The configuration's `imagePlacement` (`leading`, `trailing`, `top`, `bottom`); nil when absent.
  public var imagePlacement: String?
  /// A symbol image's configuration: the point size of its `preferredSymbolConfiguration`'s font
  /// (a text style at the Large size or a point size), nil when it names none.
  public var symbolPointSize: Double?
  /// The scale of the view's symbol configuration (`<preferredSymbolConfiguration scale=...>`:
  /// `small`, `medium`, `large`, `default`); nil when it names none.
  public var symbolScale: String?
  /// The scale of the symbol image itself (`<imageReference symbolScale=...>`: the image's own
  /// configuration); nil when it names none.
  public var imageSymbolScale: String?
  /// The scale a symbol image is drawn at: the image's own (`imageSymbolScale`) where it names
  /// one, else the view's configuration's (`symbolScale`). An image's own configuration is
  /// "more specific" than the view's preferred one (UIImage.h on `symbolConfiguration`: the
  /// preferred way is the image view's `preferredSymbolConfiguration`, "but it is possible to
  /// modify images with a more specific configuration"), and the stored frames follow it
  /// (docs/interface-builder.md, "A symbol's size"; `default` and `unspecified` name none).
  public var resolvedSymbolScale: String? {
    switch imageSymbolScale {
    case nil, "default", "unspecified": return symbolScale
    case let scale: return scale
    }
  }
  /// A text view's `scrollEnabled` (absent: YES).
  public var scrollEnabled: Bool?
  /// A scroll view's `contentInsetAdjustmentBehavior` (absent: `automatic`).
  public var contentInsetAdjustmentBehavior: String?
  /// A scroll view's `alwaysBounceVertical` (absent: NO).
  public var alwaysBounceVertical: Bool?
  /// A scroll view's `alwaysBounceHorizontal` (absent: NO).
  public var alwaysBounceHorizontal: Bool?
  /// `translatesAutoresizingMaskIntoConstraints` (absent: YES).
  public var translatesAutoresizingMask: Bool?
  /// `placeholderIntrinsicWidth` / `placeholderIntrinsicHeight` (IB's "Intrinsic Size: Placeholder",
  /// design time only); nil where absent or "infinite" (IB's "none").
  public var placeholderIntrinsicSize: AxisPair<Double?> = AxisPair(horizontal: nil, vertical: nil)
  /// `fixedFrame="YES"`: IB lays the view out by its autoresizing mask from its stored frame. Since
  /// Xcode 8 a view given no constraints in IB keeps `translatesAutoresizingMaskIntoConstraints`
  /// "NO" in the file but gets YES at build time (WWDC 2016 session 236, "What's New in Auto
  /// Layout": incremental adoption); the file marks such a view with this attribute.
  public var fixedFrame = false
  /// `hidden="YES"`.
  public var isHidden = false
  /// `misplaced="YES"`: IB says the stored frame is not its constraints' solution.
  public var isMisplaced = false
  /// `ambiguous="YES"`: IB says its constraints leave the frame open.
  public var isAmbiguous = false
  /// The design-time frame in superview coordinates.
  public var frame: Rect?
  /// Background colour.
  public var backgroundColor: IBColor?
  /// Text colour (labels, text fields) or the normal state's title colour (buttons).
  public var textColor: IBColor?
  /// A classic button's `<inset key="contentEdgeInsets" minX minY maxX maxY>` (UIEdgeInsets:
  /// left, top, right, bottom).
  public var contentEdgeInsets: EdgeInsets?
  /// The part of `contentEdgeInsets` that is the iOS 6 canvas's padding of a rounded-rect button,
  /// written by the Xcode 4 archive translator (`paddingMinX`, `paddingMinY`, `paddingMaxX`,
  /// `paddingMaxY` on the `<inset>`), not the file's own: it holds on IB's canvas, and not on a
  /// `--device` import, where UIKit draws the button as iOS 7's system button; the archive's own
  /// `IBUIContentEdgeInsets` hold on both.
  public var contentEdgeInsetsIOS6Padding: EdgeInsets?
  /// A text view's `<inset key="textContainerInset" minX minY maxX maxY>` (or an `<edgeInsets>`
  /// of that key), as top, left, bottom, right; absent components are 0, as IB leaves them out.
  public var textContainerInset: EdgeInsets?
  /// Explicit `<edgeInsets key="layoutMargins">` (top, left, bottom, right).
  public var layoutMargins: EdgeInsets?
  /// `preservesSuperviewLayoutMargins`.
  public var preservesSuperviewLayoutMargins: Bool?
  /// `insetsLayoutMarginsFromSafeArea`.
  public var insetsLayoutMarginsFromSafeArea: Bool?
  /// `layoutMarginsFollowReadableWidth`.
  public var layoutMarginsFollowReadableWidth: Bool?
  /// The id of the view's `<viewLayoutGuide key="safeArea">`.
  public var safeAreaGuideID: IBID?
  /// The id of the view's `<keyboardLayoutGuide key="keyboard">` (UIKeyboardLayoutGuide, iOS 15).
  public var keyboardGuideID: IBID?
  /// A scroll view's `<viewLayoutGuide key="contentLayoutGuide">` id (its content area).
  public var contentLayoutGuideID: IBID?
  /// A scroll view's `<viewLayoutGuide key="frameLayoutGuide">` id (its frame).
  public var frameLayoutGuideID: IBID?
  /// Constraints installed on this view.
  public var constraints: [IBConstraint] = []
  /// Subviews in z-order (a stack view's arranged subviews; a cell's content view is `contentView`).
  public var subviews: [IBView] = []
  /// A table view cell's content view.
  public var contentView: IndirectView?
  /// A table view's prototype cells, its static cells (`dataMode="static"`: `<sections>` of
  /// `<tableViewSection>` with `<cells>`), and a collection view's cells (`<cells>`).
  public var prototypes: [IBView] = []
  /// A table view's `tableHeaderView` and `tableFooterView` (each a plain view of its own size).
  public var headerFooterViews: [(key: String, view: IBView)] {
    get { headerFooterStorage.map { ($0.key, $0.view.view) } }
    set { headerFooterStorage = newValue.map { HeaderFooter(key: $0.key, view: IndirectView($0.view)) } }
  }
  var headerFooterStorage: [HeaderFooter] = []
  /// A stack view's attributes.
  public var stack: IBStack?
  /// Size-class variations.
  public var variations: [IBVariation] = []
  /// A table view cell's `reuseIdentifier`.
  public var reuseIdentifier: String?
  /// A table view cell's built-in `style` (`IBUITableViewCellStyleDefault`, ...).
  public var cellStyle: String?
  /// For a table view cell: whether it declares an accessory, an `accessoryType` or
  /// `editingAccessoryType` other than `none`, or an element keyed `accessoryView` or
  /// `editingAccessoryView` (`SceneConverter.storedContentWidth`).
  public var hasAccessory = false
  /// For a table view cell read inside a table: whether its stored frame is stale, stored more
  /// than a point off its own `rowHeight` (Xcode 6 and 7 left a cell's frame at an older size when
  /// its row changed): IB lays it out at the row and the table's width
  /// (`IBDocumentReader.storedRowHeight`, `SceneConverter.storedContentWidth`).
  public var staleRowFrame = false
  /// A cell whose height is fixed, not its content's fitting height: a static cell with a row
  /// height (its own `rowHeight`, else the table's; -1 is automatic), a prototype of a table whose
  /// `rowHeight` is not automatic, and a collection view cell (the layout's item size). The height is the content view's stored height (the cell's when it
  /// has none): IB stores the row height less the separator there.
  public var fixedHeight: Double?
  /// A prototype table view cell's own row height (its `rowHeight`: Interface Builder's custom
  /// row height, absent or -1 for the table's), the content view's stored height then (the cell's
  /// when it has none). Interface Builder draws the prototype at that height on its canvas.
  public var customRowHeight: Double?
  /// For a static cell (`dataMode="static"`): whether its section's first cell is stored at or
  /// below the table's stored height, out of the rows the table shows on IB's canvas
  /// (`SceneConverter.staticCellOffCanvasRows`).
  public var staticSectionBelowTable = false
  /// For a table view cell read inside a table (a prototype or a static cell): the table's
  /// stored width, which sets the content view's default side margins (`SceneConverter`).
  public var tableWidth: Double?
  /// For a table view cell read inside a table: the table's `style` (`plain`, `grouped`,
  /// `insetGrouped`; nil when absent, which is plain), which sets the content view's side margins
  /// in grouped tables (`SceneConverter.tableCellContentMargins`).
  public var tableStyle: String?
  /// For a table view cell read inside a table: whether that table is its view controller's root
  /// view (`<tableView key="view">`, a table view controller's), which alone gets the controller's
  /// system minimum layout margins; on an iPad a table placed inside another view keeps the
  /// narrow cell margins (`SceneConverter.tableCellContentMargins`). Nil outside a table.
  public var tableIsControllerRoot: Bool?
  /// A button's `buttonType` (`system`, `roundedRect`: Xcode's older name of system, `infoLight`,
  /// ...); nil when absent, which IB writes for a custom button (`UIButton.ButtonType.custom`).
  public var buttonType: String?
  /// A control's `style` (an activity indicator's `medium`, `large`, `white`, `whiteLarge`,
  /// `gray`; a date picker's `wheels`, `compact`, `inline`); nil when absent.
  public var controlStyle: String?
  /// A date picker's `datePickerMode` (`date`, `time`, `dateAndTime`, `countDownTimer`); nil when
  /// absent (IB writes none for its default, `dateAndTime`).
  public var datePickerMode: String?
  /// An activity indicator that Interface Builder saved stopped and hidden by
  /// `hidesWhenStopped`: `hidesWhenStopped="YES"` without `animating="YES"`. IB writes
  /// `hidden="YES"` on every such indicator (20 of 20 in the seven sets; the other 2 hidden ones
  /// are animating and hidden by hand) and its canvas still lays them out as shown
  /// (`SceneConverter.isHiddenOnScene`).
  public var isStoppedIndicator = false
  /// A page control's `numberOfPages` (absent: 0, UIKit's default; IB writes the 3 its library's
  /// control starts with).
  public var numberOfPages: Int?
  /// A page control's `hidesForSinglePage="YES"`.
  public var hidesForSinglePage = false
  /// A navigation bar's `largeTitles="YES"` (`prefersLargeTitles`).
  public var largeTitles = false
  /// A search bar's `prompt` (the line of text above its field).
  public var prompt: String?
  /// A search bar's `showsScopeBar="YES"` (the scope buttons below its field).
  public var showsScopeBar = false

  /// A view of this kind and id.
  public init(id: IBID, element: String, line: Int) {
    self.id = id
    self.element = element
    self.line = line
  }

  /// The view and every view below it (content views and subviews), in document order.
  public var allDescendants: [IBView] {
    var result: [IBView] = []
    if let contentView { result += [contentView.view] + contentView.view.allDescendants }
    for subview in subviews { result += [subview] + subview.allDescendants }
    return result
  }
}

/// A boxed view (a cell's content view inside the cell value).
public final class IndirectView: Hashable, Sendable {
  /// The view.
  public let view: IBView
  /// Boxes a view.
  public init(_ view: IBView) { self.view = view }
  public static func == (lhs: IndirectView, rhs: IndirectView) -> Bool { lhs.view == rhs.view }
  public func hash(into hasher: inout Hasher) { hasher.combine(view) }
}

/// A table view's header or footer view, boxed (a view inside the table view's value).
struct HeaderFooter: Hashable, Sendable {
  /// `tableHeaderView` or `tableFooterView`.
  var key: String
  /// The view.
  var view: IndirectView
}
