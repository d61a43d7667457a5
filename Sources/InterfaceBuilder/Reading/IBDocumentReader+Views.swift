import Layout

extension IBDocumentReader {
  /// Element names that are views.
  static let viewElements: Set<String> = Set([
    "view", "label", "textField", "textView", "button", "imageView", "stackView", "tableView",
    "tableViewCell", "tableViewCellContentView", "collectionView", "collectionViewCell", "scrollView",
    "datePicker", "pickerView", "switch", "slider", "stepper", "progressView", "activityIndicatorView",
    "segmentedControl", "pageControl", "navigationBar", "toolbar", "tabBar", "searchBar", "mapView",
    "wkWebView", "webView", "visualEffectView", "containerView", "collectionReusableView",
  ]).union(graphicsViewElements)

  /// Views that draw with Metal, SceneKit or OpenGL ES (`mtkView` MTKView, `sceneKitView` SCNView,
  /// `arscnView` ARSCNView, `glkView` GLKView): plain UIView subclasses with no intrinsic size, as
  /// a map or web view, so sized by their constraints alone [DOC: UIView.intrinsicContentSize
  /// returns noIntrinsicMetric in both axes unless a subclass overrides it, and MTKView, SCNView,
  /// ARSCNView and GLKView document no such override; read from stored frames: depthsampler's
  /// `mtkView`s, `arscnView` and `sceneKitView` (/work/unseen-j, 14868 and 22155) are held in
  /// both axes by their constraints, at the frames IB stored].
  static let graphicsViewElements: Set<String> = ["mtkView", "sceneKitView", "arscnView", "glkView"]

  /// Objects of a scene or a xib that are not views and have no layout, skipped without a warning:
  /// gesture recognizers (`tapGestureRecognizer`, `pongPressGestureRecognizer`, which is how
  /// Interface Builder spells UILongPressGestureRecognizer's element, `panGestureRecognizer`, ...).
  /// A UIGestureRecognizer is an object attached to a view, not a view [DOC: UIGestureRecognizer,
  /// which inherits from NSObject]; the view's `<gestureRecognizers>` outlets name it.
  static func isNonViewObject(_ name: String) -> Bool {
    // A gesture recognizer, a search display controller (iOS 7 era, beside a table view
    // controller) and a bar button item in a scene's dock (an item a popover segue is anchored to)
    // are objects, not views [DOC: UIGestureRecognizer, UISearchDisplayController and UIBarItem
    // inherit from NSObject].
    name.hasSuffix("GestureRecognizer") || name == "searchDisplayController" || name == "barButtonItem"
  }

  /// Children of a view the importer does not need (FORMAT.md §11); skipped without a warning.
  static let ignoredChildren: Set<String> = [
    "autoresizingMask", "animations", "nil", "textInputTraits", "accessibility", "connections",
    "userDefinedRuntimeAttributes", "point", "inset", "size", "imageReference",
    "preferredSymbolConfiguration",
    "freeformSimulatedSizeMetrics", "simulatedStatusBarMetrics", "simulatedNavigationBarMetrics",
    "simulatedTabBarMetrics", "simulatedScreenMetrics", "simulatedOrientationMetrics", "date", "locale",
    "gestureRecognizers", "directionalEdgeInsets", "segments", "items", "navigationItem", "offsetWrapper",
    "viewLayoutGuide", "paragraphStyle", "dataDetectorType", "attributedString", "mutableString",
    "stackViewConfiguration", "imageConfiguration", "backgroundConfiguration", "contentConfiguration",
    "collectionViewFlowLayout", "collectionViewLayout", "edgeInsets", "state", "real", "integer", "boolean",
    "keyCommands", "outletCollection", "action", "rect", "color", "fontDescription", "string",
    "buttonConfiguration", "constraints", "subviews", "variation", "prototypes", "tableViewCellContentView",
    "sections", "cells", "backgroundView", "collectionViewCellContentView", "blurEffect", "vibrancyEffect",
    "selectedBackgroundView", "view", "tableHeaderView",
    // A cell's list content configuration (as `contentConfiguration`), a web view's and a map
    // view's configuration and a navigation bar's title text attributes: no size of their own.
    "listContentConfiguration", "wkWebViewConfiguration", "standardMapConfiguration", "textAttributes",
    // A search bar's scope titles: UISearchBar draws them only in its scope bar
    // (`showsScopeBar`) [DOC: UISearchBar.scopeButtonTitles], which `SceneConverter.barSize`
    // warns is not modelled; without it they change nothing.
    "scopeButtonTitles",
    // Guides placed by hand on IB's canvas (`<userGuides><userLayoutGuide location="204"
    // affinity="minY"/>`: Editor > Add Horizontal Guide), a design-time aid that no constraint
    // names and the compiled nib does not hold [CHOICE: no UIKit class has them; before, an
    // "unknown element" warning: mumbleiphoneos-MUCertificateCreationProgressView.xib, /work/smoke].
    "userGuides",
  ]

  /// Reads a view element and everything below it.
  mutating func view(_ node: XMLNode) -> IBView {
    let id = node.id()
    if let id {
      if let first = viewIDs[id] {
        warn(
          node,
          "the id \"\(id)\" is also the id of the <\(first.element)> on line \(first.line); if both are in "
            + "the same scene, this view is read under an id of its own (\"\(id)~2\", ...) with the constraints of its own list, "
            + "and other constraints naming \"\(id)\" reach the first")
      } else {
        viewIDs[id] = (node.name, node.line)
      }
    } else if node["key"] != "contentView" {
      // A content view without an id (older collection view cells) is named by its cell: the
      // constraints sit on the cell and name the cell.
      warn(node, "the view has no id; references to it cannot be resolved")
    }
    var view = IBView(id: id ?? IBID(""), element: node.name, line: node.line)
    readAttributes(node, into: &view)
    if node.name == "stackView" { view.stack = stack(node) }
    let stored = node.child("rect", key: "frame")
    if stored == nil,
      let inset = node.child("frame", key: "frameInset") ?? node.child("rect", key: "frameInset")
    {
      view.frame = frame(fromInset: inset, in: enclosingSizes.last ?? nil)
    }
    // The size its subviews' `frameInset`s are taken in (read before them: a `frameInset` has no
    // meaning without its superview's size).
    let storedSize = stored.flatMap { rect -> Size? in
      guard let width = rect.number("width"), let height = rect.number("height") else { return nil }
      return Size(width: width, height: height)
    }
    enclosingSizes.append(storedSize ?? view.frame?.size)
    for child in node.children { read(child, into: &view, parent: node) }
    enclosingSizes.removeLast()
    return view
  }

  /// The frame of a view that Xcode 8.0 stored as insets from its superview (`<frame
  /// key="frameInset" minX minY width height/>`, toolsVersion 11201, documents "saved in the Xcode
  /// 8 format" before Xcode 8.1 wrote `<rect key="frame">` again): `minX` and `minY` are the
  /// origin (0 when absent); a missing `width` or `height` reaches the superview's far edge, less
  /// `maxX` or `maxY` [CHOICE: no file stores maxX or maxY; IB's other `<inset>` elements use them
  /// for the far side]; a `maxX` or `maxY` beside a size and without `minX` or `minY` puts the far
  /// edge that far inside the superview's. nil, warned, when the superview's size is needed and
  /// not known.
  ///
  /// A value may be a percentage of the superview's extent along its axis (`minY="4.58%"`, read
  /// from IQKeyboardManager's demo `Main.storyboard`, toolsVersion 11201: a view whose top margin
  /// is flexible) [CHOICE: the fraction of the superview's size, as autoresizing keeps a flexible
  /// margin]; before, it read as absent (0).
  private mutating func frame(fromInset node: XMLNode, in superview: Size?) -> Rect? {
    // A percentage that cannot be read (no superview size to take it of, or no number) gives no
    // frame and the warning below, not a silent 0.
    var unreadable = false
    func axis(_ minKey: String, _ maxKey: String, _ sizeKey: String, _ extent: Double?) -> (Double, Double)? {
      func value(_ key: String) -> Double? {
        guard let text = node[key], text.hasSuffix("%") else { return node.number(key) }
        guard let extent, let percent = Double(text.dropLast()), percent.isFinite else {
          unreadable = true
          return nil
        }
        return extent * percent / 100
      }
      let low = value(minKey)
      let high = value(maxKey)
      if let size = value(sizeKey) {
        if low == nil, let high {
          guard let extent else { return nil }
          return (extent - high - size, size)
        }
        return (low ?? 0, size)
      }
      guard let extent else { return nil }
      return (low ?? 0, extent - (low ?? 0) - (high ?? 0))
    }
    guard let x = axis("minX", "maxX", "width", superview?.width),
      let y = axis("minY", "maxY", "height", superview?.height), !unreadable
    else {
      warn(
        node,
        unreadable
          ? "a percentage inset is no number or its superview's size is unknown; the view has no stored frame"
          : "the frame is stored as insets from a superview whose size is unknown; the view has no stored frame"
      )
      return nil
    }
    return Rect(x: x.0, y: y.0, width: x.1, height: y.1)
  }

  /// The view's own attributes (everything but its child elements).
  private func readAttributes(_ node: XMLNode, into view: inout IBView) {
    view.userLabel = node["userLabel"]
    view.customClass = node["customClass"]
    view.text = node.string("text")
    view.placeholder = node.string("placeholder")
    view.borderStyle = node["borderStyle"]
    view.hasAccessory =
      [node["accessoryType"], node["editingAccessoryType"]].contains { $0 != nil && $0 != "none" }
      || node.children.contains { ["accessoryView", "editingAccessoryView"].contains($0["key"] ?? "") }
    view.numberOfLines = node["numberOfLines"].flatMap { Int($0) }
    view.textAlignment = node["textAlignment"]
    view.lineBreakMode = node["lineBreakMode"]
    view.hugging = AxisPair(
      horizontal: node.number("horizontalHuggingPriority"), vertical: node.number("verticalHuggingPriority"))
    view.compressionResistance = AxisPair(
      horizontal: node.number("horizontalCompressionResistancePriority"),
      vertical: node.number("verticalCompressionResistancePriority"))
    view.imageName = node["image"]
    view.scrollEnabled = node.flag("scrollEnabled")
    view.contentInsetAdjustmentBehavior = node["contentInsetAdjustmentBehavior"]
    view.alwaysBounceVertical = node.flag("alwaysBounceVertical")
    view.alwaysBounceHorizontal = node.flag("alwaysBounceHorizontal")
    view.translatesAutoresizingMask = node.flag("translatesAutoresizingMaskIntoConstraints")
    view.fixedFrame = node.flag("fixedFrame") ?? false
    view.placeholderIntrinsicSize = AxisPair(
      horizontal: node["placeholderIntrinsicWidth"].flatMap { Double($0) },
      vertical: node["placeholderIntrinsicHeight"].flatMap { Double($0) })
    view.isHidden = node.flag("hidden") ?? false
    view.isMisplaced = node.flag("misplaced") ?? false
    view.isAmbiguous = node.flag("ambiguous") ?? false
    view.preservesSuperviewLayoutMargins = node.flag("preservesSuperviewLayoutMargins")
    view.insetsLayoutMarginsFromSafeArea = node.flag("insetsLayoutMarginsFromSafeArea")
    view.layoutMarginsFollowReadableWidth = node.flag("layoutMarginsFollowReadableWidth")
    view.reuseIdentifier = node["reuseIdentifier"]
    view.cellStyle = node["style"].flatMap { $0.hasPrefix("IBUITableViewCellStyle") ? $0 : nil }
    if node.name == "activityIndicatorView" || node.name == "datePicker" { view.controlStyle = node["style"] }
    if node.name == "datePicker" { view.datePickerMode = node["datePickerMode"] }
    if node.name == "activityIndicatorView" {
      view.isStoppedIndicator = node.flag("hidesWhenStopped") == true && node.flag("animating") != true
    }
    if node.name == "button" { view.buttonType = node["buttonType"] }
    view.numberOfPages = node["numberOfPages"].flatMap { Int($0) }
    view.hidesForSinglePage = node.name == "pageControl" && node.flag("hidesForSinglePage") == true
    view.largeTitles = node.name == "navigationBar" && node.flag("largeTitles") == true
    if node.name == "searchBar" {
      view.prompt = node.string("prompt")
      view.showsScopeBar = node.flag("showsScopeBar") ?? false
    }
  }

  /// A `<stackView>`'s attributes; a spacing that is not a number is warned.
  private mutating func stack(_ node: XMLNode) -> IBStack {
    var stack = IBStack()
    stack.axis = node["axis"] ?? "horizontal"
    stack.alignment = node["alignment"] ?? "fill"
    stack.distribution = node["distribution"] ?? "fill"
    stack.spacing = node.number("spacing") ?? 0
    stack.baselineRelative = node.flag("baselineRelativeArrangement") ?? false
    stack.marginsRelative = node.flag("layoutMarginsRelativeArrangement")
    stack.spacingType = node["spacingType"]
    if let text = node["spacing"], Double(text) == nil {
      warn(node, "spacing \"\(text)\" is not a number; 0 is used")
    }
    return stack
  }

  /// One child element of a view: its place in the hierarchy, its content, or its insets; an
  /// element none of them reads and the importer does not ignore is warned.
  private mutating func read(_ child: XMLNode, into view: inout IBView, parent: XMLNode) {
    if readStructure(child, into: &view, parent: parent) || readContent(child, into: &view)
      || readInsets(child, into: &view) || IBDocumentReader.ignoredChildren.contains(child.name)
    {
      return
    }
    warn(child, "unknown element in <\(parent.name)>; skipped")
  }

  /// The frame, subviews, constraints, size-class variations, safe area, content view and
  /// prototype cells; false for any other element.
  private mutating func readStructure(_ child: XMLNode, into view: inout IBView, parent: XMLNode) -> Bool {
    switch (child.name, child["key"]) {
    case ("frame", "frameInset"), ("rect", "frameInset"):
      break  // read before the children (`frame(fromInset:in:)`)
    case ("rect", "frame"):
      if let x = child.number("x"), let y = child.number("y"), let w = child.number("width"),
        let h = child.number("height")
      {
        view.frame = Rect(x: x, y: y, width: w, height: h)
      }
    case ("subviews", _):
      // Every element of <subviews> is a view [DOC: UIView.subviews is [UIView]]: one the
      // importer has no kind for (a `colorWell`, UIColorWell of iOS 14, in unseen corpus D's
      // talk-ios emoji avatar picker) is read as a view, so its frame and its constraints stay;
      // `SceneConverter.kind(of:)` draws it as a plain view and warns.
      for sub in child.children { view.subviews.append(self.view(sub)) }
    case ("constraints", _):
      for element in child.children {
        guard element.name == "constraint" else {
          warn(element, "unknown element in <constraints>; skipped")
          continue
        }
        if let constraint = constraint(element, owner: view.id) { view.constraints.append(constraint) }
      }
    case ("variation", _):
      view.variations.append(variation(child, of: parent.name))
    case ("viewLayoutGuide", "safeArea"):
      view.safeAreaGuideID = child.id()
    case ("keyboardLayoutGuide", "keyboard"):
      view.keyboardGuideID = child.id()
    case ("viewLayoutGuide", "contentLayoutGuide"):
      view.contentLayoutGuideID = child.id()
    case ("viewLayoutGuide", "frameLayoutGuide"):
      view.frameLayoutGuideID = child.id()
    case ("tableViewCellContentView", "contentView"), ("collectionViewCellContentView", "contentView"),
      ("view", "contentView"):
      let content = self.view(child)
      if view.element == "visualEffectView" {
        // A visual effect view's content view fills it [DOC: UIVisualEffectView `contentView`],
        // and the recipe names the content view by the effect view: constraints to the content
        // view's margins are to the margins the content view sets (cwa-ResetViewController,
        // /work/unseen-e: a content view with margins of 16 holds its stack 16 inside the effect
        // view and 16 + 34 above the screen's bottom, as IB stored it).
        view.layoutMargins = content.layoutMargins ?? view.layoutMargins
        view.insetsLayoutMarginsFromSafeArea =
          content.insetsLayoutMarginsFromSafeArea ?? view.insetsLayoutMarginsFromSafeArea
        view.preservesSuperviewLayoutMargins =
          content.preservesSuperviewLayoutMargins ?? view.preservesSuperviewLayoutMargins
      }
      view.contentView = IndirectView(content)
    case ("collectionReusableView", "sectionHeaderView"), ("collectionReusableView", "sectionFooterView"):
      readHeaderFooter(child, key: child["key"] ?? "", into: &view)
    case (_, "tableHeaderView"), (_, "tableFooterView"):
      // UITableView's `tableHeaderView` and `tableFooterView` are any UIView [DOC]: Interface
      // Builder writes the view's own element (`view`, `label`, `searchBar`, ...) with the key.
      guard IBDocumentReader.viewElements.contains(child.name) else { return false }
      readHeaderFooter(child, key: child["key"] ?? "", into: &view)
    case ("sections", _) where parent.name == "tableView":
      readStaticCells(child, table: parent, into: &view)
    case ("cells", _) where parent.name == "collectionView":
      readCollectionCells(child, into: &view)
    case ("prototypes", _):
      readPrototypes(child, table: parent, into: &view)
    default:
      return false
    }
    return true
  }

  /// Font, colours, text, a button's title (classic or configured) and an image; false for any
  /// other element.
  private func readContent(_ child: XMLNode, into view: inout IBView) -> Bool {
    switch (child.name, child["key"]) {
    case ("fontDescription", _):
      view.font = IBFont(child)
    case ("color", "backgroundColor"):
      view.backgroundColor = IBColor(child)
    case ("color", "textColor"):
      view.textColor = IBColor(child)
    case ("string", "text"), ("mutableString", "text"):
      view.text = child.stringValue
    case ("attributedString", "attributedText"):
      let fragments = child.children(named: "fragment")
      view.text = fragments.compactMap { $0.string("content") }
        .joined()
      if let font = fragments.first?.child("attributes")?.child("font", key: "NSFont") {
        view.font = IBFont(font)
      }
      let paragraph = fragments.first?.child("attributes")?.child("paragraphStyle", key: "NSParagraphStyle")
      if let multiple = paragraph?.number("lineHeightMultiple"), multiple > 0 {
        view.lineHeightMultiple = multiple
      }
      if let spacing = paragraph?.number("lineSpacing"), spacing > 0 {
        view.lineSpacing = spacing
      }
      if let minimum = paragraph?.number("minimumLineHeight"), minimum > 0 {
        view.minimumLineHeight = minimum
      }
    case ("state", "normal"):
      readNormalState(child, into: &view)
    case ("buttonConfiguration", _):
      readButtonConfiguration(child, into: &view)
    case ("imageReference", "image"):
      readImageReference(child, into: &view)
    case ("preferredSymbolConfiguration", "preferredSymbolConfiguration"):
      readSymbolConfiguration(child, into: &view)
    default:
      return false
    }
    return true
  }

  /// A classic button's normal state: its title (plain or attributed: the attributed title's
  /// first font is the title's font, as UIKit draws it), title colour, image (an app's own,
  /// or a system symbol, `catalog="system"`, as an attribute or an `<imageReference>`) and
  /// background image.
  private func readNormalState(_ child: XMLNode, into view: inout IBView) {
    if !view.hasButtonConfiguration {
      view.title = child.string("title")
      if let attributed = child.child("attributedString", key: "attributedTitle") {
        let fragments = attributed.children(named: "fragment")
        view.title = fragments.compactMap { $0.string("content") }
          .joined()
        if let font = fragments.first?.child("attributes")?.child("font", key: "NSFont") {
          view.font = IBFont(font)
        }
      }
    }
    if !view.hasButtonConfiguration { view.backgroundImageName = child["backgroundImage"] }
    if view.imageName == nil, let image = child["image"] {
      view.imageName = image
      view.imageIsSymbol = child["catalog"] == "system"
    }
    if let reference = child.child("imageReference", key: "image") {
      readImageReference(reference, into: &view)
    }
    if let symbol = child.child("preferredSymbolConfiguration", key: "preferredSymbolConfiguration") {
      readSymbolConfiguration(symbol, into: &view)
    }
    if let color = child.child("color", key: "titleColor") { view.textColor = IBColor(color) }
  }

  /// An `<imageReference key="image">`: the image's name, whether it is a system symbol, and the
  /// symbol image's own scale (the view's configuration does not replace it: `resolvedSymbolScale`).
  private func readImageReference(_ child: XMLNode, into view: inout IBView) {
    if view.imageName == nil {
      view.imageName = child["image"]
      view.imageIsSymbol = child["catalog"] == "system"
    }
    if view.imageSymbolScale == nil { view.imageSymbolScale = child["symbolScale"] }
  }

  /// A `<preferredSymbolConfiguration>` (an image view's, a classic button's state's, or a
  /// configuration's `preferredSymbolConfigurationForImage`): its scale and its font's point size
  /// (a text style at the Large size, or a point size).
  private func readSymbolConfiguration(_ child: XMLNode, into view: inout IBView) {
    if let scale = child["scale"] { view.symbolScale = scale }
    if child["configurationType"] == "pointSize", let size = child.number("pointSize") {
      view.symbolPointSize = size
    }
    if let font = child.child("fontDescription") {
      let description = IBFont(font)
      view.symbolPointSize =
        description.style.flatMap { TextStyle(uikitName: $0)?.pointSize() } ?? description.pointSize
    }
  }

  /// An Xcode 13+ `<buttonConfiguration>`: its style, size, insets, title (plain or attributed),
  /// title font, image (its `image` and `catalog` attributes or its `<imageReference>`: the
  /// configuration's image replaces the normal state's) and the padding between image and title.
  private func readButtonConfiguration(_ child: XMLNode, into view: inout IBView) {
    view.hasButtonConfiguration = true
    view.buttonConfigurationLine = child.line
    view.title = child.string("title")
    view.imagePadding = child.number("imagePadding")
    view.imagePlacement = child["imagePlacement"]
    if let font = child.child("fontDescription", key: "titleFontDescription") { view.font = IBFont(font) }
    // Xcode writes a configuration's image either as attributes (`image="trash" catalog="system"`)
    // or as an `<imageReference key="image">` (with its `symbolScale`).
    if let image = child["image"] {
      view.imageName = image
      view.imageIsSymbol = child["catalog"] == "system"
    }
    if let reference = child.child("imageReference", key: "image") {
      view.imageName = nil
      view.imageSymbolScale = nil
      readImageReference(reference, into: &view)
    }
    if let symbol = child.child("preferredSymbolConfiguration", key: "preferredSymbolConfigurationForImage") {
      readSymbolConfiguration(symbol, into: &view)
    }
    view.buttonStyle = child["style"]
    view.buttonSize = child["buttonSize"]
    view.cornerStyle = child["cornerStyle"]
    if let insets = child.child("directionalEdgeInsets", key: "contentInsets"),
      let top = insets.number("top"), let leading = insets.number("leading"),
      let bottom = insets.number("bottom"), let trailing = insets.number("trailing")
    {
      view.buttonContentInsets = EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }
    if let attributed = child.child("attributedString", key: "attributedTitle") {
      let fragments = attributed.children(named: "fragment")
      view.title = fragments.compactMap { $0["content"] }.joined()
      if let font = fragments.first?.child("attributes")?.child("font", key: "NSFont") {
        view.font = IBFont(font)
      }
    }
  }

  /// A text view's text container inset and a view's layout margins; false for any other element.
  private func readInsets(_ child: XMLNode, into view: inout IBView) -> Bool {
    switch (child.name, child["key"]) {
    case ("inset", "textContainerInset"):
      // UIEdgeInsets as IB writes them for `<inset>`: minX left, minY top, maxX right, maxY bottom.
      view.textContainerInset = EdgeInsets(
        top: child.number("minY") ?? 0, left: child.number("minX") ?? 0, bottom: child.number("maxY") ?? 0,
        right: child.number("maxX") ?? 0)
    case ("inset", "contentEdgeInsets"):
      view.contentEdgeInsets = EdgeInsets(
        top: child.number("minY") ?? 0, left: child.number("minX") ?? 0, bottom: child.number("maxY") ?? 0,
        right: child.number("maxX") ?? 0)
      if let left = child.number("paddingMinX"), let top = child.number("paddingMinY"),
        let right = child.number("paddingMaxX"), let bottom = child.number("paddingMaxY")
      {
        view.contentEdgeInsetsIOS6Padding = EdgeInsets(top: top, left: left, bottom: bottom, right: right)
      }
    case ("edgeInsets", "textContainerInset"):
      view.textContainerInset = EdgeInsets(
        top: child.number("top") ?? 0, left: child.number("left") ?? 0, bottom: child.number("bottom") ?? 0,
        right: child.number("right") ?? 0)
    case ("edgeInsets", "layoutMargins"):
      if let top = child.number("top"), let left = child.number("left"), let bottom = child.number("bottom"),
        let right = child.number("right")
      {
        view.layoutMargins = EdgeInsets(top: top, left: left, bottom: bottom, right: right)
      }
    case ("directionalEdgeInsets", "directionalLayoutMargins"):
      if let top = child.number("top"), let leading = child.number("leading"),
        let bottom = child.number("bottom"), let trailing = child.number("trailing")
      {
        view.layoutMargins = EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
      }
    default:
      return false
    }
    return true
  }

  // The cases below are functions of their own so that their temporaries (whole views) stay out
  // of `read`'s stack frame, which every level of nesting repeats (240 nested views overflowed
  // the main thread's stack in a debug build when they were inline).

  /// A table view's `tableHeaderView` or `tableFooterView`, a collection view's
  /// `sectionHeaderView` or `sectionFooterView` (a `collectionReusableView` of the flow layout's
  /// header or footer size).
  @inline(never)
  private mutating func readHeaderFooter(_ child: XMLNode, key: String, into view: inout IBView) {
    view.headerFooterViews.append((key: key, view: self.view(child)))
  }

  /// Static cells (`dataMode="static"`): each section's cells, in order; a cell with a row height
  /// (its own, else the table's; -1 is automatic) has a fixed height.
  @inline(never)
  private mutating func readStaticCells(_ sections: XMLNode, table: XMLNode, into view: inout IBView) {
    let tableRowHeight = table.number("rowHeight")
    let tableHeight = table.child("rect", key: "frame")?.number("height")
    for section in sections.children where section.name == "tableViewSection" {
      let cells = (section.child("cells")?.children ?? []).filter { $0.name == "tableViewCell" }
      let sectionTop = cells.compactMap { $0.child("rect", key: "frame")?.number("y") }.min()
      let belowTable = tableHeight.map { height in sectionTop.map { $0 >= height } ?? false } ?? false
      for cell in cells {
        var staticCell = self.view(cell)
        staticCell.staticSectionBelowTable = belowTable
        staticCell.tableWidth = table.child("rect", key: "frame")?.number("width")
        staticCell.tableStyle = table["style"]
        staticCell.tableIsControllerRoot = table["key"] == "view"
        staticCell.staleRowFrame = Self.isStaleRowFrame(staticCell, cell: cell, tools: toolsMajor)
        if let rowHeight = cell.number("rowHeight") ?? tableRowHeight, rowHeight > 0 {
          staticCell.fixedHeight = storedRowHeight(staticCell, row: rowHeight, table: table)
        }
        view.prototypes.append(staticCell)
      }
    }
  }

  /// A table or collection view's prototype cells. A table view whose cells' margins follow its
  /// readable width: each prototype's content view follows the readable width of the cell (the
  /// table's width; docs/interface-builder.md). A table whose own `rowHeight` is a number (not
  /// -1, automatic) does not size its cells: each prototype has its stored height (Apple's
  /// `UITableView.rowHeight`: a table made in Interface Builder takes the row height set there, and
  /// self-sizes only when code sets `automaticDimension`).
  @inline(never)
  private mutating func readPrototypes(_ prototypes: XMLNode, table: XMLNode, into view: inout IBView) {
    let followsReadableWidth =
      table.name == "tableView" && table.flag("cellLayoutMarginsFollowReadableWidth") == true
    for cell in prototypes.children where cell.name == "tableViewCell" || cell.name == "collectionViewCell" {
      var prototype = self.view(cell)
      if table.name == "tableView" {
        prototype.tableWidth = table.child("rect", key: "frame")?.number("width")
        prototype.tableStyle = table["style"]
        prototype.tableIsControllerRoot = table["key"] == "view"
        prototype.staleRowFrame =
          cell.name == "tableViewCell"
          && Self.isStaleRowFrame(
            prototype, cell: cell, tableRow: table.number("rowHeight"), tools: toolsMajor)
        if cell.name == "tableViewCell", let rowHeight = table.number("rowHeight"), rowHeight > 0 {
          // A frameless prototype without a row of its own (or with one the reader drops) takes
          // its table's, as a frameless static cell does (`storedRowHeight`).
          prototype.fixedHeight = storedRowHeight(
            prototype, row: cell.number("rowHeight") ?? rowHeight, table: table)
        }
        if cell.name == "tableViewCell", let rowHeight = cell.number("rowHeight"), rowHeight > 0 {
          prototype.customRowHeight = storedRowHeight(prototype, row: rowHeight, table: table)
        }
      }
      if followsReadableWidth, var content = prototype.contentView?.view,
        content.layoutMarginsFollowReadableWidth == nil
      {
        content.layoutMarginsFollowReadableWidth = true
        prototype.contentView = IndirectView(content)
      }
      view.prototypes.append(prototype)
    }
  }

  /// The toolsVersion from which `isStaleRowFrame` does not hold.
  static let staleRowFramesBeforeToolsVersion = 8000

  /// Whether a table view cell's stored frame is stale: its height more than a point off the
  /// cell's own `rowHeight`. IB lays such a cell out at its row (`storedRowHeight`, the row less
  /// the separator, as a frameless cell) and at its table's width
  /// (`SceneConverter.storedContentWidth`), not at the frames it left from an older size [read
  /// from stored frames, session 39 (cells9), 2 apps: talool-MainStoryboard (/work/unseen-q,
  /// 6254) GiftDetails, `rowHeight` 50 in a table without separators, cell and content view
  /// stored 320 x 100: its label pinned 10 below the top margin and to the bottom margin (8)
  /// stored 24 high = 50 - 8 - 18, its ribbon pinned 28 above the top margin and centred stored
  /// at y -20, 90 high (centre 25 = 50 / 2); airqualitytracker-Main (/work/unseen-r, 7706)
  /// CustomTableViewCell, `rowHeight` 139 in a 600-point table, cell stored at Xcode 6's
  /// 320 x 44 and content view 287 x 43: its label held 65 inside the trailing margin stored at
  /// x 459, 68 wide, ending at 527 = 600 - 8 - 65, laid out 600 wide. The other storyboard cell
  /// of the sets whose frame is off its `rowHeight`, designernews-Main's CommentCell (/work/
  /// unseen-n, 7706, stored 600 x 44 for 113), has no content frame and is laid out at its row
  /// already; a xib's top-level cell is laid out at its stored size (`SceneConverter.
  /// fixedCellHeight`), and is not read here]. A prototype without a `rowHeight` of its own is
  /// held to its table's (`tableRow`) [read from stored frames: onairlog-Main (/work/unseen-r,
  /// 6250) Recent's and Results' cells, no row of their own in a 600-point table of `rowHeight`
  /// 60, stored at Xcode 6's 320 x 44 (content 320 x 43): a label held 2 inside the trailing
  /// margin (8) stored at x 555, 35 wide, ending at 590 = 600 - 8 - 2, a label 0.5 below the
  /// bottom margin ending at y 52 = 59.5 - 8 + 0.5: laid out 600 wide in its row of 60 less the
  /// separator; the only such prototypes of the sets (a static cell,
  /// whose row is its own or its table's, is held to its own `rowHeight` only: Xcode 4 and 5
  /// grouped tables store static cells 46 high in tables of row 44, irccloud-Add_iPad and
  /// eventespresso)]. Only in documents before toolsVersion 8000 (`staleRowFramesBeforeToolsVersion`,
  /// or storing none), the era of the evidence (6250, 6254, 7706) [CHOICE of the cut: review39-stop
  /// L6: the sets' storyboard cells stored off their row are all in files of 6250 to 7706
  /// (airqualitytracker, talool, designernews, onairlog), none later shows which layout IB gives
  /// one, so a later file's cell is left at its stored size; that also keeps the rule from inset
  /// grouped tables, which no file of that era has].
  static func isStaleRowFrame(_ view: IBView, cell: XMLNode, tableRow: Double? = nil, tools: Int?) -> Bool {
    if let tools, tools >= staleRowFramesBeforeToolsVersion { return false }
    guard let row = cell.number("rowHeight") ?? tableRow, row > 0, let stored = view.frame?.height else {
      return false
    }
    return abs(stored - row) > 1
  }

  /// The height a table view cell's content is laid out at, for a prototype or a static cell
  /// whose row the table or the cell fixes: its content view's stored height (the row less the
  /// separator), else the cell's. A content view stored without a frame (Xcode 6 wrote prototypes
  /// and static cells so, with no cell frame or a stale 44-point one) is laid out at the row
  /// (`row`: a prototype's own `rowHeight`, a static cell's own or else its table's) less the
  /// separator: one pixel of the document's canvas (`canvasPixel`: a point at 1x, half a point at
  /// 2x, as teamcowboy-Events' five frameless prototypes show), none in a table whose
  /// `separatorStyle` is `none` [read from stored
  /// frames: prototypes, 7 cells of 2 apps, toolsVersion 6254 and 7706: designernews-Main
  /// (/work/unseen-n) StoryCell (`rowHeight` 140, no frame) stores a view pinned 13 above the
  /// content's bottom ending at y 126, 139 - 13; its loading cell (61) an indicator pinned 19
  /// above it ending at 41, 60 - 19; its CommentCell (113, a stale 600 x 44 cell frame) a view
  /// pinned 12 above it ending at 100, 112 - 12, and a full-height line 113 high;
  /// roommates-Main_iPhone (/work/unseen-o) NoteCell and EventCell (166, no frame) labels pinned
  /// to the bottom margin (8) ending at 157 and 156 + 1, 165 - 8, and its two load-more cells
  /// (50) a 21-point label centred at y 14 = (49 - 21) / 2; the same files' framed cells store
  /// 43-point content views in 44-point rows. Static cells, 2 more apps (session 37, cells7):
  /// teamcowboy-More (/work/unseen-p, 6205) Sign Out cell (`rowHeight` 50, no frames) a 21-point
  /// label centred at y 14 = (49 - 21) / 2; karten-KTRevealActionViewController (/work/unseen-p,
  /// 6254) three cells with no row of their own in a table of `rowHeight` 60, whose content IB
  /// draws at the table's row. No separator: teamcowboy-Teams (/work/unseen-p, 6205) teamCell
  /// (`rowHeight` 104, no frames, `separatorStyle="none"`) a 1-point line pinned 2 above the
  /// bottom margin (8) stored at y 93, ending at 94 = 104 - 8 - 2; and of the framed cells in
  /// tables without separators, 317 of 321 in 50 apps store their content view as high as the
  /// cell (the 4 others adguard's stale ones), where 102 framed cells of 5 Xcode 6 to 8 apps
  /// with separators store it a point or more shorter]. Nil when neither is stored and there is
  /// no row.
  func storedRowHeight(_ cell: IBView, row: Double?, table: XMLNode) -> Double? {
    if !cell.staleRowFrame, let stored = cell.contentView?.view.frame?.height { return stored }
    let separator = table["separatorStyle"] == "none" ? 0.0 : canvasPixel
    if cell.contentView != nil, let row, row > separator { return row - separator }
    return cell.frame?.height
  }

  /// A collection view's cells: each has its item's fixed size.
  @inline(never)
  private mutating func readCollectionCells(_ cells: XMLNode, into view: inout IBView) {
    for cell in cells.children where cell.name == "collectionViewCell" {
      var item = self.view(cell)
      item.fixedHeight = item.contentView?.view.frame?.height ?? item.frame?.height
      view.prototypes.append(item)
    }
  }

  /// A `<constraint>`; nil (with a warning) without an id or a first attribute. A priority that
  /// is not a number is warned and read as 1000.
  private mutating func constraint(_ node: XMLNode, owner: IBID) -> IBConstraint? {
    guard let id = node.id(), let firstAttribute = node["firstAttribute"] else {
      warn(node, "a constraint without id or firstAttribute; skipped")
      return nil
    }
    var constantVariations: [IBConstraint.ConstantVariation] = []
    for variation in node.children(named: "variation") {
      // IB writes a size class's own constant as `<variation key="..." constant="..."/>`; any
      // other value of the constraint in a size class has no recipe form.
      let others = variation.attributes.keys.filter { $0 != "key" && $0 != "constant" }.sorted()
      if let key = variation["key"], let constant = variation.number("constant") {
        constantVariations.append(.init(key: key, constant: constant, line: variation.line))
      } else if variation["constant"] != nil {
        warn(
          variation,
          "the size-class constant \"\(variation["constant"] ?? "")\" is not a number; the base value is used"
        )
      }
      if !others.isEmpty || variation["key"] == nil {
        warn(
          variation,
          "a size-class value of a constraint (\(variation["key"] ?? "?"): \(others.joined(separator: ", "))) "
            + "is not supported; the base value is used")
      }
    }
    var priority = 1000.0
    if let text = node["priority"] {
      if let value = node.number("priority") {
        priority = value
      } else {
        warn(node, "priority \"\(text)\" is not a number; 1000 is used")
      }
    }
    return IBConstraint(
      id: id, line: node.line, ownerID: owner, firstItem: node.id("firstItem"),
      firstAttribute: firstAttribute,
      relation: node["relation"] ?? "equal", secondItem: node.id("secondItem"),
      secondAttribute: node["secondAttribute"], multiplier: node["multiplier"],
      constant: node.number("constant") ?? 0, priority: priority, symbolic: node.flag("symbolic") ?? false,
      identifier: node["identifier"], isPlaceholder: node.flag("placeholder") ?? false,
      constantVariations: constantVariations)
  }

  /// A view's `<variation>`: its masks, its font and the attributes `variationAttributes` reads
  /// for an element of `element`'s kind; any other attribute or value is warned and skipped
  /// (the base value holds).
  private mutating func variation(_ node: XMLNode, of element: String) -> IBVariation {
    var variation = IBVariation(
      key: node["key"] ?? "", line: node.line, excludedConstraints: [], includedConstraints: [],
      excludedSubviews: [], includedSubviews: [])
    variation.attributes = variationAttributes(node, of: element)
    for mask in node.children(named: "mask") {
      for entry in mask.children {
        guard let reference = entry.id("reference") else { continue }
        switch (mask["key"], entry.name) {
        case ("constraints", "exclude"): variation.excludedConstraints.append(reference)
        case ("constraints", "include"): variation.includedConstraints.append(reference)
        case ("subviews", "exclude"): variation.excludedSubviews.append(reference)
        case ("subviews", "include"): variation.includedSubviews.append(reference)
        default: warn(entry, "unknown entry in <mask key=\"\(mask["key"] ?? "")\">; skipped")
        }
      }
    }
    for child in node.children where child.name != "mask" {
      if child.name == "fontDescription" {
        variation.font = IBFont(child)
        continue
      }
      warn(child, "a size-class value of a view (<\(child.name)>) is not supported; the base value is used")
    }
    return variation
  }

  /// The attributes of a view's `<variation>` a recipe's `set` line can say: `hidden` (any view),
  /// a stack view's `spacing`, `axis`, `alignment` and `distribution` (real files: unseen corpus
  /// C's vlc player controls, spacing 4 in compact width and regular height; unseen corpus D's
  /// kiwix, spacing 10 in compact width and a stack view hidden in compact height). Others, and
  /// values a recipe does not know, are warned and skipped.
  private mutating func variationAttributes(_ node: XMLNode, of element: String) -> [String: String] {
    var result: [String: String] = [:]
    for (name, value) in node.attributes.sorted(by: { $0.key < $1.key }) where name != "key" {
      let valid: Bool
      switch name {
      case "hidden": valid = value == "YES" || value == "NO"
      case "spacing": valid = element == "stackView" && Double(value) != nil
      case "axis": valid = element == "stackView" && (value == "horizontal" || value == "vertical")
      case "alignment": valid = element == "stackView" && StackAlignment(rawValue: value) != nil
      case "distribution": valid = element == "stackView" && StackDistribution(rawValue: value) != nil
      default: valid = false
      }
      if valid {
        result[name] = value
      } else {
        warn(
          node,
          "a size-class value of a view (\(name)=\"\(value)\") is not supported on a <\(element)>; "
            + "the base value is used")
      }
    }
    return result
  }
}
