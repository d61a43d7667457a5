import Layout
import Recipe

extension SceneConverter {
  /// The recipe attributes of a view: content, font, lines, alignment, colours, priorities that
  /// differ from the kind's defaults, image size, margins (in that order, which the recipe keeps).
  /// The import lays the scene out on a device the user chose (`--device`), not on the document's
  /// own canvas (IB's, or an archive's stored size).
  var onChosenDevice: Bool {
    if case .device = options.scene { return true }
    return false
  }

  mutating func properties(of view: IBView, kind: ViewKind) -> [ViewProperty] {
    var result = contentProperties(view, kind: kind)
    if [.label, .textField, .textView, .button].contains(kind) {
      result += textProperties(view, kind: kind)
    }
    if kind == .imageView, let name = view.imageName, let image = imageProperty(view, named: name) {
      result.append(image)
      if case .image(_, let height) = image,
        let insets = arrangedSymbolInsets(view, imageHeight: height.value)
      {
        let values = [insets.top, insets.left, insets.bottom, insets.right]
        result.append(.alignmentRectInsets(Self.insetSyntax(values)))
      }
    }
    if kind == .button, let image = titledButtonImageSize(view) {
      result.append(
        .image(width: SyntaxFactory.number(image.width), height: SyntaxFactory.number(image.height)))
    }
    if kind == .button, let background = titledButtonBackgroundSize(view) {
      result.append(
        .backgroundImage(
          width: SyntaxFactory.number(background.width), height: SyntaxFactory.number(background.height)))
    }
    if let size = placeholderIntrinsicSize(view, kind: kind) ?? designableLabelSize(view, kind: kind)
      ?? designableControlSize(view, kind: kind) ?? controlSize(view, kind: kind)
      ?? codeIntrinsicSize(view, kind: kind) ?? emptyLabelSizeInStack(view, kind: kind)
      ?? keptSizesInStack(view, kind: kind)
      ?? proportionalLength(view, kind: kind)
    {
      result.append(
        .intrinsic(
          width: size.width.map(SyntaxFactory.number), height: size.height.map(SyntaxFactory.number)))
    }
    result += priorityProperties(view, kind: kind)
    if let color = view.backgroundColor, let spelled = colorSyntax(color, ignoring: ["#FFFFFF"]) {
      result.append(.background(spelled))
    }
    if isHiddenOnScene(view) {
      result.append(
        isArrangedHiddenOnCanvas(view)
          ? .hiddenOnCanvas(at: canvasOffset(view).map(SyntaxFactory.number)) : .hidden)
    } else if view.isHidden {
      warn(
        view,
        "this activity indicator is saved stopped with hidesWhenStopped, so it is hidden at run time "
          + "(its stack view, if any, collapses it), but Interface Builder's canvas lays it out as shown, "
          + "and so does the recipe imported on the canvas; import on a device for the run-time layout")
    }
    return result + marginProperties(view) + scrollProperties(view) + initialFrameProperties(view)
  }

  /// A scroll view's content inset adjustment and bounce flags, and its content layout guide's
  /// mark (docs/interface-builder.md, "Scroll content under bars").
  private func scrollProperties(_ view: IBView) -> [ViewProperty] {
    if view.element == Self.contentGuideElement {
      return [.contentLayoutGuide(SyntaxFactory.spelled(true, ""))]
    }
    guard view.element == "scrollView" else { return [] }
    let behavior =
      view.contentInsetAdjustmentBehavior.flatMap { ContentInsetAdjustmentBehavior(rawValue: $0) }
      ?? .automatic
    var result: [ViewProperty] = [
      .contentInsetAdjustment(SyntaxFactory.spelled(behavior, behavior.rawValue))
    ]
    if view.alwaysBounceVertical == true {
      result.append(.alwaysBounceVertical(SyntaxFactory.spelled(true, "")))
    }
    if view.alwaysBounceHorizontal == true {
      result.append(.alwaysBounceHorizontal(SyntaxFactory.spelled(true, "")))
    }
    return result
  }

  /// Whether a view is hidden in the imported scene: `hidden="YES"`, except for an activity
  /// indicator saved stopped with `hidesWhenStopped` on Interface Builder's canvas. IB writes
  /// `hidden="YES"` for such an indicator (UIKit hides a stopped one that hides when stopped), yet
  /// its canvas lays the indicator out as shown: in a stack view it keeps its size and its
  /// neighbours follow it, where IB collapses other hidden arranged views [read from the frames IB
  /// stored: 3 of 3 such indicators arranged in stacks, in 3 files of 3 apps and Xcode 9 to 16
  /// (kiwix-Main's 20 x 20 stack holding only the indicator, owntracks' button 20 pt after it,
  /// datadog's row 20 high between two labels); habitica-Intro's indicator hidden by hand while
  /// animating is stored 0 high, as are the hidden arranged views without a size of their own in
  /// the seven sets]. On a device (the run-time layout) the indicator stays hidden.
  func isHiddenOnScene(_ view: IBView) -> Bool {
    guard view.isHidden else { return false }
    if view.isStoppedIndicator, onCanvas { return false }
    return true
  }

  /// Whether a hidden view is an arranged view of a stack view laid out on Interface Builder's
  /// canvas, where its stack view collapses its place but its own required constraints keep their
  /// size (recipe `hidden canvas`; docs/interface-builder.md, "Hidden arranged views on the
  /// canvas"). On a device the view is plainly `hidden`: UIKit's run time keeps the collapse and
  /// breaks the view's own constraint (`../shared/uikit-logs/17`).
  func isArrangedHiddenOnCanvas(_ view: IBView) -> Bool {
    guard onCanvas else { return false }
    return declaredView(parents[view.id] ?? nil)?.stack != nil
  }

  /// Where Interface Builder stored a hidden arranged view along its stack view's axis (its stored
  /// frame's x in a horizontal stack, y in a vertical one, from the stack's leading or top edge):
  /// IB's canvas takes such a view out of the stack's chain and leaves it where it was, a place no
  /// constraint gives (docs/interface-builder.md, "Hidden arranged views on the canvas"). Nil
  /// without a stored frame, or in a baseline-relative vertical stack, whose chain keeps the view.
  func canvasOffset(_ view: IBView) -> Double? {
    guard let stack = declaredView(parents[view.id] ?? nil)?.stack, let frame = view.frame else { return nil }
    let vertical = stack.axis == "vertical"
    if vertical && stack.baselineRelative { return nil }
    let offset = vertical ? frame.origin.y : frame.origin.x
    return offset.isFinite ? offset : nil
  }

  /// What a view shows: a stack's axis and spacing, a label's or text view's text, a text field's
  /// text and placeholder, a button's title and configuration.
  private mutating func contentProperties(_ view: IBView, kind: ViewKind) -> [ViewProperty] {
    var result: [ViewProperty] = []
    switch kind {
    case .stackView:
      result += stackProperties(view)
    case .label:
      if let text = view.text { result.append(.text(text)) }
    case .textView:
      if let text = view.text { result.append(.text(text)) }
      if let inset = view.textContainerInset, inset != ControlMetrics.textViewContainerInset {
        result.append(
          .textContainerInset(Self.insetSyntax([inset.top, inset.left, inset.bottom, inset.right])))
      }
    case .textField:
      if let text = view.text, !text.isEmpty { result.append(.text(text)) }
      if let placeholder = view.placeholder { result.append(.placeholder(placeholder)) }
      if let height = Self.textFieldHeight(view, toolsVersion: document.toolsVersion) {
        result.append(.fieldHeight(SyntaxFactory.number(height)))
      }
      // A borderless field draws its text from edge to edge: no side inset (IB stores such a
      // field, sized by its text, as wide as the text; docs/interface-builder.md, "Text fields").
      if view.borderStyle == nil || view.borderStyle == "none" {
        result.append(.fieldInset(SyntaxFactory.number(0)))
      }
    case .button:
      if let title = view.title { result.append(.title(title)) }
      if view.hasButtonConfiguration {
        result += configurationProperties(view)
      } else if let insets = view.contentEdgeInsets.map({ ownInsets($0, of: view) }),
        !(view.title?.isEmpty ?? true) || view.imageName == nil || untitledClassicButtonImage(view) != nil,
        [insets.top, insets.left, insets.bottom, insets.right].contains(where: { $0 != 0 })
      {
        // A classic button's `contentEdgeInsets`, when not zero, replace the 6 points UIKit puts
        // above and below its title, an empty one too (docs/interface-builder.md, "Controls"); a
        // symbol-only button's are in its `intrinsic` size.
        let values = [insets.top, insets.left, insets.bottom, insets.right]
        result.append(.contentInsets(Self.insetSyntax(values)))
      }
    default:
      break
    }
    return result
  }

  /// A classic button's content insets as laid out here: `insets` less the iOS 6 padding the
  /// archive translator added (`IBView.contentEdgeInsetsIOS6Padding`) on a chosen device, where
  /// the button is iOS 7's system button; all of them on IB's canvas.
  func ownInsets(_ insets: EdgeInsets, of view: IBView) -> EdgeInsets {
    guard onChosenDevice, let padding = view.contentEdgeInsetsIOS6Padding else { return insets }
    return EdgeInsets(
      top: insets.top - padding.top, left: insets.left - padding.left, bottom: insets.bottom - padding.bottom,
      right: insets.right - padding.right)
  }

  /// A text field's height where it is not the default 30 (docs/interface-builder.md, "Text
  /// fields"), nil otherwise: a rounded-rect field is 34 high from the iOS 13 SDK (REFERENCE.md
  /// section 2 [RE]; the shared files store 30 up to toolsVersion 13771 and 34 from 17506; the cut
  /// is Xcode 11's, `isBeforeXcode11` itself (toolsVersion 14800), with its nil policy: a document
  /// without a toolsVersion (absent, empty or not a number) is current, so its field is 34 as its
  /// segmented control is 31 and its stepper 32 (before session 38's review, L1, such a field was
  /// 30: two eras in one document) [read from stored frames: the only
  /// rounded-rect fields between 14490.70 and 15505 in the ten sets, qsc-Box's two (unseen-q,
  /// 14865.1, an Xcode 11 beta, System 14, held by their centres), are stored 34 high; every field
  /// of 14460.31 and before whose height nothing sets is stored 30 (nightguard, linphone,
  /// amaroq, firebase)]); a borderless field is as high as IB stored it
  /// (netnewswire-Inspector's Body fields, 22) [CHOICE: UIKit's formula for its text's height is
  /// not known, as for a segmented control's width]. Bezel and line fields keep 30.
  static func textFieldHeight(_ view: IBView, toolsVersion: String?) -> Double? {
    switch view.borderStyle {
    case "roundedRect":
      return isBeforeXcode11(toolsVersion) ? nil : ControlMetrics.textFieldHeightIOS13
    case nil:
      guard let height = view.frame?.height, height > 0, height <= 100_000 else { return nil }
      return height == ControlMetrics.textFieldHeight ? nil : height
    default:
      return nil
    }
  }

  /// The stored width of a label IB laid out on more than one line (stored at least 1.8 times its
  /// point size high: a line is 1.19 em in San Francisco, two are 2.39), nil otherwise. A label IB
  /// kept on one line is as wide as its one-line text in San Francisco, where Inter's letters (about
  /// 1% wider, docs/typesetting.md) would wrap; measuring it on one line first is IB's own first
  /// pass there. The point size is the font's at the Large Dynamic Type size (17 without one).
  static func wrappedStoredWidth(_ view: IBView) -> Double? {
    guard let frame = view.frame, frame.width >= 0, frame.width <= 100_000 else { return nil }
    var size = 17.0
    if let style = view.font?.style, let textStyle = TextStyle(uikitName: style) {
      size = FontSpec(style: textStyle).resolved(for: .large).pointSize
    }
    if let points = view.font?.pointSize, points > 0 { size = points }
    return frame.height >= 1.8 * size ? frame.width : nil
  }

  /// How a text view's text is set: font, a label's lines, alignment, line breaks, colour.
  private mutating func textProperties(_ view: IBView, kind: ViewKind) -> [ViewProperty] {
    var result = fontProperties(view, kind: kind)
    if kind == .label {
      let lines = view.numberOfLines ?? 1
      if lines != 1 { result.append(.lines(max(0, lines))) }
      // A multi-line label loaded from the file has its stored width before the first layout,
      // and UIKit's automatic preferredMaxLayoutWidth is that current width: the first pass
      // wraps there (esri-ProgressViewController's 4-line label, which IB wrapped at 206.5).
      if lines != 1, let width = Self.wrappedStoredWidth(view) {
        result.append(.initialWidth(SyntaxFactory.number(width)))
      }
    }
    // A paragraph style's lineHeightMultiple scales every line of the attributed text (TextKit:
    // ddg-DaxOnboarding's System 16 label at 1.35 stored 26 high, 19.09 x 1.35 = 25.77).
    if kind == .label || kind == .textView, let multiple = view.lineHeightMultiple, multiple != 1,
      multiple <= 100
    {
      result.append(.lineHeightMultiple(SyntaxFactory.number(multiple)))
    }
    // A paragraph style's lineSpacing puts that many points between one line and the next
    // (docs/interface-builder.md, "Line spacing of attributed text").
    if kind == .label || kind == .textView, let spacing = view.lineSpacing, spacing > 0, spacing <= 10_000 {
      result.append(.lineSpacing(SyntaxFactory.number(spacing)))
    }
    // A paragraph style's minimumLineHeight makes every line at least that high
    // (docs/interface-builder.md, "Minimum line height of attributed text").
    if kind == .label || kind == .textView, let minimum = view.minimumLineHeight, minimum > 0,
      minimum <= 10_000
    {
      result.append(.minimumLineHeight(SyntaxFactory.number(minimum)))
    }
    if let alignment = view.textAlignment, let name = TextAlignment(rawValue: alignment), name != .natural {
      result.append(.alignment(SyntaxFactory.spelled(name, name.rawValue)))
    }
    if kind == .label || kind == .button, let mode = lineBreakProperty(view, kind: kind) {
      result.append(mode)
    }
    if let color = view.textColor, let spelled = colorSyntax(color, ignoring: ["#000000"]) {
      result.append(.textColor(spelled))
    }
    return result
  }

  /// An image view's `image W x H` from the size `<resources>` lists for its image, or a warning
  /// when the size is missing or negative (the view then has no intrinsic size).
  private mutating func imageProperty(_ view: IBView, named name: String) -> ViewProperty? {
    guard let size = document.imageSizes[name] else {
      warn(view, "image \"\(name)\" has no size in <resources>; the image view has no intrinsic size")
      return nil
    }
    if size.width < 0 || size.height < 0 {
      warn(view, "image \"\(name)\" has a negative size in <resources>; the image view has no intrinsic size")
      return nil
    }
    if document.systemImages.contains(name), size.width > 0, size.height > 0 {
      approximations[view.id] =
        "a system symbol's image size is estimated from its point size (SF Symbols' metrics are not available)"
      let symbol = Self.symbolImageSize(
        shape: size, pointSize: view.symbolPointSize, scale: view.resolvedSymbolScale, name: name)
      return .image(width: SyntaxFactory.number(symbol.width), height: SyntaxFactory.number(symbol.height))
    }
    return .image(width: SyntaxFactory.number(size.width), height: SyntaxFactory.number(size.height))
  }

  /// IB's "Intrinsic Size: Placeholder" (`placeholderIntrinsicWidth` / `placeholderIntrinsicHeight`
  /// in the Size inspector): IB's canvas lays the view out with that size as its intrinsic content
  /// size, at the view's hugging and compression priorities, and stores the frames that follow, so
  /// the recipe does the same (`intrinsic W x H`). Xcode's inspector: it "does not set the
  /// intrinsic content size of the view at run time", so the located warning says what differs.
  ///
  /// A view without an intrinsic size of its own (a plain view, a table, a scroll view, a stack)
  /// takes the placeholder as it is (`infinite` or a missing axis is no intrinsic metric, as
  /// `UIView.noIntrinsicMetric`); UIKit gives it none, so the app's code must supply that size.
  /// A view with one (an image view, a label, a button) takes the placeholder IN PLACE of its
  /// content's size: IB stores such views at the placeholder, not at
  /// their image or text [read from the frames IB stored in 6 files of 3 apps: ProtonVPN's image
  /// views 24 x 24 with a 128 x 128 `vpn` image (FreeConnections), 382 x 200, 16 x 16 and 24 x 24
  /// image views without an image (UserAccountUpdate), a 15-wide symbol image view and a 122 x 24
  /// button (FeatureTableViewCell), a 20-wide image view (Profiles); seafile's 16-pt "Name" label
  /// stored 14 high, its placeholder's height (SeafCell); ello's two labels stored 22 and 15
  /// high, their placeholders' (UserListItemCell)]; UIKit sizes it by its content at run time.
  /// When one axis is `infinite` (the inspector's "None"), the other axis's placeholder replaces
  /// the content's size and the None axis is no intrinsic metric, as on a plain view (session 34:
  /// 4 files of 2 apps, below); None in both axes is no placeholder at all, and the view keeps its
  /// content's size in both (the guard below). A text field always keeps its own size
  /// (`hasContentSize`).
  private mutating func placeholderIntrinsicSize(_ view: IBView, kind: ViewKind) -> IntrinsicSize? {
    let size = view.placeholderIntrinsicSize
    guard size.horizontal != nil || size.vertical != nil else { return nil }
    let spelled = [size.horizontal, size.vertical].map { $0.map { PositionalNumber.shortest($0) } ?? "none" }
    if kind == .view || kind == .stackView {
      warn(
        view,
        "Interface Builder lays this view out with a placeholder intrinsic size of \(spelled[0]) x "
          + "\(spelled[1]) (design time only), and so does the recipe; UIKit gives it none at run time, "
          + "so where its constraints rely on it the app's code must supply that size (an "
          + "intrinsicContentSize or constraints) or the view is ambiguous")
      return IntrinsicSize(width: size.horizontal, height: size.vertical)
    }
    // A side IB's size inspector sets to "None" (`placeholderIntrinsicWidth="infinite"`) is no
    // intrinsic size in that axis: the placeholder replaces the content's size in both
    // [read from stored frames: mewconnect-Backup's `Be2-Mt-G8h`, a button titled "BACK UP NOW"
    // (34 high by its title) with a placeholder of None x 56, stored 56 high with nothing else
    // setting its height; minikeepass' None x 21 labels stored 21 high].
    guard Self.hasContentSize(kind) else { return nil }
    let (width, height) = (size.horizontal, size.vertical)
    warn(
      view,
      "Interface Builder lays this view out with a placeholder intrinsic size of \(spelled[0]) x "
        + "\(spelled[1]) (design time only) in place of its content's size, and so does the recipe; "
        + "at run time UIKit sizes it by its content (its image, text or control), so where its "
        + "constraints leave the size to that content the app's layout differs from the recipe's")
    return IntrinsicSize(width: width, height: height)
  }

  /// Kinds whose intrinsic size comes from their content or control and a placeholder replaces:
  /// all but a text field, which keeps its own [CHOICE: no stored frame needs its placeholder
  /// (Apple's DynamicHeightColumns fields, placeholder 451 wide, are stored where their
  /// constraints put them either way), and the book's A4, that storyboard's run-time layout on
  /// an iPhone 8, sizes them by their text: `CookbookCrossCheckTests`].
  private static func hasContentSize(_ kind: ViewKind) -> Bool {
    switch kind {
    case .view, .spacer, .layoutGuide, .cell, .contentView, .stackView, .textField: return false
    default: return true
    }
  }

  /// A system symbol image's size in points. `<resources>` lists a symbol's shape normalized to
  /// 128 (`safari` 128 x 123, `square.and.arrow.up` 110 x 128), not points: UIKit draws a symbol
  /// at its configuration's point size and scale (`UIImage.SymbolConfiguration`: a text style or
  /// a point size, small, medium or large [DOC: no numbers]). We take the symbol 1.14 times the
  /// point size high and as wide as its shape says, times 1.32 for the large scale and 0.8 for the
  /// small one, at 17 points (Body at Large) when the view names no configuration [CHOICE, read
  /// from the frames IB stored for symbol image views in public apps (docs/interface-builder.md,
  /// "System symbol images"): at 17 points, medium, 13 image heights from 17.62 to 21.79, mean
  /// 19.35 (the free `globe` 20 and `person` 17.67, and those held by constraints, their frame
  /// less their alignment rectangle plus San Francisco's line); at the large scale 10 heights
  /// from 23.62 to 29.29, mean 25.45, 1.315 times the medium mean; a symbol's height depends on
  /// its glyph, which we cannot read (SF Symbols' metrics are not available to us), so the
  /// residual is up to 2.4 points; no stored frame shows the small scale's 0.8]. Before, the
  /// 128-point shape was taken for points (a 128 x 123 image view beside a label IB placed 28
  /// points from the edge), then 1.07 times the point size from four free views.
  ///
  /// The chevrons are drawn shorter than that (`chevronGlyphHeight`): `name` is the symbol's name.
  static func symbolImageSize(shape: Size, pointSize: Double?, scale: String?, name: String? = nil) -> Size {
    let factor = symbolScaleFactor(scale)
    let perPoint = name.flatMap(chevronGlyphHeight).map { $0 / 17 } ?? 1.14
    let height = (perPoint * (pointSize ?? 17) * factor * 1000).rounded() / 1000
    let width = (height * shape.width / shape.height * 1000).rounded() / 1000
    return Size(width: width, height: height)
  }

  /// How much larger or smaller than the medium scale a symbol is drawn at `scale`: 1.32 large,
  /// 0.8 small (`symbolImageSize`).
  static func symbolScaleFactor(_ scale: String?) -> Double {
    switch scale {
    case "large": return 1.32
    case "small": return 0.8
    default: return 1
    }
  }

  /// The image height of a chevron symbol at 17 points and the medium scale, where the general
  /// estimate (1.14 times the point size, `symbolImageSize`) does not hold: the chevrons are thin
  /// strokes drawn well inside the symbol's line. `chevron.up` and `chevron.down` (listed 128 x 70)
  /// 10.4, `chevron.left`, `chevron.right`, `chevron.forward` and `chevron.backward` (97 x 128)
  /// 16.6; as wide as their shape says. Nil for any other symbol. SF Symbols' metrics are not
  /// available to us; read from the frames IB stored for chevron image views whose height or width
  /// nothing else sets, 5 files of 4 public apps outside the repository (docs/interface-builder.md,
  /// "System symbol images"): tinode-SendMessageBar (toolsVersion 21507) `chevron.up` free height
  /// 10.5, and `chevron.left` held 16 high, stored 12.5 x 12.5 (16.79 by its height, 16.49 by its
  /// free width); netnewswire-Main (24506) `chevron.down` held 39 high, stored 29 (10.29);
  /// zotero-MainInterface (23727) `chevron.right` held 20 high, stored 12.5 x 16.5 (16.79, 16.49);
  /// trailer-Settings (21701) `chevron.right` arranged in a stack, 12.5 x 16.5. [CHOICE: the mean
  /// of each pair of shapes; buttons showing a chevron agree: xdrip-Main's `chevron.backward` and
  /// `chevron.forward` (24412) 12.67 wide less their insets, KeePassium's `chevron.down` (23504)
  /// 18.33.]
  static func chevronGlyphHeight(_ name: String) -> Double? {
    switch name {
    case "chevron.up", "chevron.down": return 10.4
    case "chevron.left", "chevron.right", "chevron.forward", "chevron.backward": return 16.6
    default: return nil
    }
  }

  /// Layout margins and the flags that say where they come from.
  private func marginProperties(_ view: IBView) -> [ViewProperty] {
    var result: [ViewProperty] = []
    if let own = view.layoutMargins {
      // A xib's top-level stack view keeps a root's system minimum on IB's canvas.
      let margins = xibRootStackMargins(view, own: own) ?? own
      result.append(.margins(Self.insetSyntax([margins.top, margins.left, margins.bottom, margins.right])))
    }
    if view.insetsLayoutMarginsFromSafeArea == false {
      result.append(.insetsLayoutMarginsFromSafeArea(SyntaxFactory.spelled(false, "false")))
    }
    if view.preservesSuperviewLayoutMargins == true {
      result.append(.preservesSuperviewLayoutMargins(SyntaxFactory.spelled(true, "")))
    }
    if view.layoutMarginsFollowReadableWidth == true {
      result.append(.layoutMarginsFollowReadableWidth(SyntaxFactory.spelled(true, "")))
    }
    return result
  }

  /// Four insets (top, left, bottom, right) as a recipe writes them: one number when all four
  /// are equal, else all four.
  private static func insetSyntax(_ values: [Double]) -> [NumberLiteral] {
    Set(values).count == 1 ? [SyntaxFactory.number(values[0])] : values.map(SyntaxFactory.number)
  }

  /// `font ...`, `weight ...` and `italic` when the font is not the kind's default.
  private mutating func fontProperties(_ view: IBView, kind: ViewKind) -> [ViewProperty] {
    guard let font = view.font else {
      if kind == .button, view.hasButtonConfiguration, !(view.title?.isEmpty ?? true) {
        // A configured button's title is set in Body unless the configuration says otherwise
        // (docs/interface-builder.md, "Controls").
        let body = TextStyle.body
        return [.font(FontSyntax(family: nil, size: nil, style: SyntaxFactory.spelled(body, body.rawValue)))]
      }
      guard Self.isCustomButtonWithDefaultFont(view, kind: kind, document: document) else { return [] }
      let size = SyntaxFactory.number(Self.customButtonTitleSize)
      return [.font(FontSyntax(family: nil, size: size, style: nil))]
    }
    if let style = font.style {
      guard let textStyle = TextStyle(uikitName: style) else {
        warn(view, "unknown text style \"\(style)\"; the kind's default font is used")
        return []
      }
      // On IB's canvas of Xcode 9, Title 1 and Title 2 at their Small sizes
      // (`IBCanvas.canvasTextStyleSize`): the style with that size, which the scene's Large
      // category keeps as it is.
      var canvasSize: NumberLiteral?
      let tools = IBCanvas(document: document).toolsVersion
      if onCanvas, let size = IBCanvas.canvasTextStyleSize(textStyle, toolsVersion: tools) {
        canvasSize = SyntaxFactory.number(size)
      }
      let style = SyntaxFactory.spelled(textStyle, textStyle.rawValue)
      return [.font(FontSyntax(family: nil, size: canvasSize, style: style))]
    }
    guard let size = font.pointSize, size > 0 else {
      if let size = font.pointSize, size < 0 {
        warn(
          view, "font size \(PositionalNumber.spelling(size)) is negative; the kind's default size is used")
      } else if font.pointSize == nil, let name = font.sizeName {
        warn(
          view,
          "font size \"\(name)\" is not a size Interface Builder is known to write (\"system\" is 14 points); the kind's default size is used"
        )
      }
      return []
    }
    var weight: FontWeight = .regular
    var italic = false
    var family: String?
    switch font.type {
    case "system": weight = Self.weight(named: font.weight) ?? .regular
    case "boldSystem": weight = .bold
    case "italicSystem": italic = true
    case nil:
      guard let name = font.name else { return [] }
      family = Self.namedFamily(of: font)
      let face = name.split(separator: "-").dropFirst().joined().lowercased()
      italic = face.contains("italic") || face.contains("oblique")
      let weightWord = face.replacingOccurrences(of: "italic", with: "").replacingOccurrences(
        of: "oblique", with: "")
      weight = Self.weight(named: weightWord) ?? .regular
    default:
      warn(view, "font type \"\(font.type ?? "")\" is not known; read as the system font")
    }
    let defaultSize: Double = kind == .textField || kind == .textView ? 14 : kind == .button ? 15 : 17
    var result: [ViewProperty] = []
    if family != nil || size != defaultSize {
      result.append(.font(FontSyntax(family: family, size: SyntaxFactory.number(size), style: nil)))
    }
    if weight != .regular {
      let name = Keywords.weights.word(for: weight) ?? String(weight.rawValue)
      result.append(.weight(SyntaxFactory.spelled(Double(weight.rawValue), name)))
    }
    if italic { result.append(.italic) }
    return result
  }

  /// The font properties of a `set` line that changes a view's font (a size-class variation):
  /// `fontProperties`, with the size and the weight written even where they are the kind's
  /// defaults, so that the base font's do not carry over into the variant.
  mutating func fontLineProperties(_ view: IBView, kind: ViewKind) -> [ViewProperty] {
    guard view.font != nil else { return [] }
    var result = fontProperties(view, kind: kind)
    let hasFont = result.contains { if case .font = $0 { return true } else { return false } }
    let hasStyle = result.contains {
      if case .font(let font) = $0 { return font.style != nil } else { return false }
    }
    let hasWeight = result.contains { if case .weight = $0 { return true } else { return false } }
    if !hasFont {
      let defaultSize: Double = kind == .textField || kind == .textView ? 14 : kind == .button ? 15 : 17
      result.insert(
        .font(FontSyntax(family: nil, size: SyntaxFactory.number(defaultSize), style: nil)), at: 0)
    }
    if !hasStyle, !hasWeight {
      let name = Keywords.weights.word(for: .regular) ?? String(FontWeight.regular.rawValue)
      result.append(.weight(SyntaxFactory.spelled(Double(FontWeight.regular.rawValue), name)))
    }
    return result
  }

  /// The weight a `<fontDescription weight="...">` or a font face's name (`Avenir-Demibold`)
  /// names: a recipe's weight word (case-insensitive), or one of the face names font files use
  /// for a weight UIKit names otherwise.
  static func weight(named name: String?) -> FontWeight? {
    guard let name, !name.isEmpty else { return nil }
    return Keywords.weights.value(name) ?? faceWeights[name.lowercased()]
  }

  /// The family a `<fontDescription name= family=>` names (its `family`, else the part of its
  /// PostScript name before the first hyphen); nil for the system font, a text style, or the
  /// system font under its own family name (`UIFont.systemFont(ofSize:).familyName`,
  /// `isSystemFontFamily`), which is measured as the system font, not as a named family that is
  /// not installed.
  static func namedFamily(of font: IBFont) -> String? {
    guard font.type == nil, font.style == nil, let name = font.name else { return nil }
    let family = font.family ?? String(name.split(separator: "-").first ?? Substring(name))
    return isSystemFontFamily(family) ? nil : family
  }

  /// Whether a `<fontDescription name= family=>` names the system font itself: `.AppleSystemUIFont`,
  /// the family name UIKit gives `UIFont.systemFont(ofSize:)` from iOS 13 on, which IB writes when
  /// a font was picked from an attributed text or copied from code (12 fonts in 7 files of 7
  /// apps of the corpora), and the private San Francisco names of iOS 9 to 12 (`.SFUIText`,
  /// `.SFUIDisplay`, `.SF UI Text`). Their stored widths are San Francisco's
  /// (docs/interface-builder.md, "Widths: the system font under its family name").
  static func isSystemFontFamily(_ family: String?) -> Bool {
    guard let family, family.hasPrefix(".") else { return false }
    let key = family.lowercased().filter { $0 != " " }
    return key.hasPrefix(".applesystemuifont") || key.hasPrefix(".sfui")
  }

  /// Weight names of font faces that are not UIKit's (`Demibold` is UIKit's semibold).
  private static let faceWeights: [String: FontWeight] = ["demibold": .semibold, "extralight": .ultraLight]

  /// `hugging` and `resistance` lines for priorities that differ from the recipe kind's defaults
  /// (IB's absent values are 250 and 750).
  /// A priority not a whole number in 1...1000 is rounded and clamped, with a warning (as a
  /// constraint's priority is).
  private mutating func priorityProperties(_ view: IBView, kind: ViewKind) -> [ViewProperty] {
    let layoutKind = kind
    let hugging = ControlMetrics.defaultHugging(for: layoutKind, defaults: .interfaceBuilder)
    let resistance = ControlMetrics.defaultCompressionResistance(for: layoutKind)
    var result: [ViewProperty] = []
    var problems: [String] = []
    func usable(_ value: Double?, _ what: String) -> Double? {
      guard let value, value != value.rounded() || !(1...1000).contains(value) else { return value }
      let adjusted = Self.wholePriority(value)
      problems.append(
        "\(what) priority \(PositionalNumber.spelling(value)) is not a whole number in 1...1000; "
          + "\(Int(adjusted)) is used")
      return adjusted
    }
    func add(
      _ values: AxisPair<Double?>, absent: Double, defaults: AxisPair<LayoutPriority>, what: String,
      make: (Axis?, PrioritySyntax) -> ViewProperty
    ) {
      let h = usable(values.horizontal, "horizontal " + what) ?? absent
      let v = usable(values.vertical, "vertical " + what) ?? absent
      let dh = Double(defaults.horizontal.rawValue)
      let dv = Double(defaults.vertical.rawValue)
      if h != dh, v != dv, h == v {
        result.append(make(nil, SyntaxFactory.priority(h.rounded())))
        return
      }
      if h != dh { result.append(make(.horizontal, SyntaxFactory.priority(h.rounded()))) }
      if v != dv { result.append(make(.vertical, SyntaxFactory.priority(v.rounded()))) }
    }
    add(view.hugging, absent: 250, defaults: hugging, what: "hugging", make: { .hugging($0, $1) })
    add(
      view.compressionResistance, absent: 750, defaults: resistance, what: "compression resistance",
      make: { .resistance($0, $1) })
    for problem in problems { warn(view, problem) }
    return result
  }

  /// A colour as a recipe writes it (a named colour or `"#RRGGBB"`); nil for colours that do not
  /// matter to the figure (clear, system colours, or the kind's default given in `ignoring`).
  private func colorSyntax(_ color: IBColor, ignoring: Set<String>) -> Spelled<String>? {
    if let system = color.systemName {
      // IB writes UIKit's dynamic system colours as `systemBlueColor`: those the recipe language
      // names (`Color.named`) are kept, the others (backgrounds, labels) are left out.
      let named = Color.named.first { $0.name.hasPrefix("system") && $0.name + "Color" == system }
      return named.map { SyntaxFactory.spelled($0.name, $0.name) }
    }
    guard !color.isClear, let hex = color.hex, !ignoring.contains(hex) else { return nil }
    for (name, named) in Color.named {
      let namedHex = IBColor(red: named.red, green: named.green, blue: named.blue, alpha: 1).hex
      if namedHex == hex { return SyntaxFactory.spelled(name, name) }
    }
    return SyntaxFactory.spelled(hex, "\"\(hex)\"")
  }
}
