import Layout
import Recipe

/// Turns one `IBScene` into a recipe syntax tree.
///
/// Views come in document order (parents before children), constraints in the order of the views
/// that own them, numbered from 1. Whatever has no recipe form is left out with a located warning
/// (and the warning is repeated as a comment at the top of the recipe).
struct SceneConverter {
  let document: IBDocument
  let scene: IBScene
  let options: ImportOptions
  var warnings: [ImportWarning] = []
  /// Recipe item names by IB id: declared views and the built-in items.
  var items: [IBID: ViewName] = [:]
  /// Each declared view's parent id (nil at the top: the root or the content view).
  var parents: [IBID: IBID?] = [:]
  /// The views in declaration order (`declare` adds one).
  private(set) var declared: [IBView] = []
  /// The index in `declared` of the first view of each id (`declaredView`).
  private var declaredIndex: [IBID: Int] = [:]
  /// The recipe kind of each declared view.
  var kinds: [IBID: ViewKind] = [:]
  /// Constraint labels by IB id.
  var labels: [IBID: Int] = [:]
  /// The last label of the base constraints (a variant's own constraints are numbered after it).
  var lastLabel = 0
  var naming = ViewNaming()
  /// Views the conversion pins to their IB frame (positioned by autoresizing, not constraints).
  var framePinned: [IBView] = []
  /// The ids of the `framePinned` views that are pinned for Interface Builder's prototyping
  /// constraints (no autoresizing, no constraint naming them), not for their autoresizing mask.
  var prototyped: Set<IBID> = []
  /// The ids of every item a constraint of the scene names (placeholders included).
  var constrainedItems: Set<IBID> = []
  /// The attributes by which the scene's constraints name each item (`width`, `leadingMargin`...),
  /// each with the constraint's other item (nil for a constant) and that item's attribute.
  var constraintAttributes: [IBID: [(attribute: String, other: IBID?, otherAttribute: String?)]] = [:]
  /// Each scroll view's content layout guide (declared as a spacer inside it), by scroll view id:
  /// the guide's item id (`ScrollContentGuide.itemID`).
  var contentGuides: [IBID: IBID] = [:]
  /// Each declared safe-area spacer (`SceneConverter+SafeAreas.swift`) with the view it is inside.
  var safeAreaSpacers: [(view: IBID, spacer: IBID)] = []
  /// What the conversion approximates about a view, by IB id (`StoredFrame.approximation`).
  var approximations: [IBID: String] = [:]
  /// The stored frames the scene's first margin passes start from (`initialFrames`), computed
  /// once per scene when `convert` has read the constraints, and looked up per view
  /// (`initialFrameProperties`): a walk per view was quadratic in the scene's views.
  private(set) var initialFrameTable: [IBID: Rect] = [:]
  /// How many times `initialFrames` walked the scene (1 after `convert`).
  private(set) var initialFrameWalks = 0

  /// The recipe's title.
  let title: String

  init(document: IBDocument, scene: IBScene, options: ImportOptions, title: String) {
    self.document = document
    self.scene = scene
    self.options = options
    self.title = title
  }

  mutating func warn(line: Int, element: String, _ message: String) {
    warnings.append(
      ImportWarning(fileName: document.fileName, line: line, element: element, message: message))
  }

  mutating func warn(_ view: IBView, _ message: String) {
    warn(line: view.line, element: "<\(view.element) id=\"\(view.id)\">", message)
  }

  /// The recipe for the scene.
  mutating func convert() -> Recipe {
    registerBuiltins()
    let top = scene.contentRoot
    let superview = superviewLine(top)
    for view in [scene.root] + scene.root.allDescendants {
      for constraint in view.constraints {
        constrainedItems.insert(constraint.resolvedFirstItem)
        let first = constraint.resolvedFirstItem
        let secondAttribute = constraint.secondAttribute ?? constraint.firstAttribute
        constraintAttributes[first, default: []].append(
          (
            constraint.firstAttribute, constraint.secondItem,
            constraint.secondItem.map { _ in secondAttribute }
          ))
        if let second = constraint.secondItem {
          constrainedItems.insert(second)
          constraintAttributes[second, default: []].append(
            (secondAttribute, first, constraint.firstAttribute))
        }
      }
    }
    initialFrameTable = initialFrames()
    initialFrameWalks += 1
    for view in top.subviews { collect(view, parent: nil) }
    contentPriorityConflictWarnings()
    addScrollContentGuides()
    addRootScrollContent()
    addSafeAreaGuides()
    addRootFrame()
    var body: [RecipeLine] = []
    for view in declared { body.append(SyntaxFactory.line(.view(viewSyntax(view)))) }
    let constraintLines = constraints()
    if !constraintLines.isEmpty {
      body.append(SyntaxFactory.line(.blank))
      body += constraintLines
    }
    let variants = variantSyntax()
    var lines = header()
    lines.append(SyntaxFactory.line(.title(SyntaxFactory.located(title))))
    lines += sceneLines(landscape: documentIsLandscape)
    if let dynamicType = canvasDynamicTypeLine() { lines.append(dynamicType) }
    if let systemFont = canvasSystemFontLine() { lines.append(systemFont) }
    if let cjk = canvasCJKFontLine() { lines.append(cjk) }
    if let superview { lines.append(superview) }
    if !body.isEmpty { lines.append(SyntaxFactory.line(.blank)) }
    lines += body
    if let uninstall = baseUninstall() { lines.append(uninstall) }
    if variants.isEmpty { lines += baseHiddenLines() }
    return Recipe(lines: lines, variants: variants)
  }

  private mutating func registerBuiltins() {
    switch scene.container {
    case .cell:
      items[scene.root.id] = BuiltinItem.contentView.name
      if let content = scene.root.contentView?.view { items[content.id] = BuiltinItem.contentView.name }
      // A cell's (or its content view's) safe area is its bounds: UIKit insets a view's safe
      // area only by the part of it the bars or the screen's edges cover [DOC: UIView
      // safeAreaInsets], which a cell laid out on its own does not reach.
      for guide in [scene.root.safeAreaGuideID, scene.root.contentView?.view.safeAreaGuideID] {
        if let guide { items[guide] = BuiltinItem.contentView.name }
      }
    case .viewController, .topLevelView:
      items[scene.root.id] = BuiltinItem.superview.name
      // An effect view at the root: its content view fills it, so constraints naming the content
      // view (or its safe area, which is the effect view's) name the root.
      let content = scene.contentRoot
      if content.id != scene.root.id { items[content.id] = BuiltinItem.superview.name }
      let rootGuides = [
        scene.root.safeAreaGuideID, content.id != scene.root.id ? content.safeAreaGuideID : nil,
      ]
      // A table's header or footer view is laid out with a safe area of zero insets (it sits in
      // the table, clear of the bars, as a cell does), so its safe area guide is the scene's. So
      // is a xib's top-level view's on a device's canvas: it is the root of the screen IB
      // simulates (off-ScanProductSummaryView.xib's content view, pinned to its safe area's top,
      // leading and centre, is stored filling the 285 x 91 view).
      for safeArea in rootGuides.compactMap({ $0 }) {
        if scene.container == .viewController || scene.isTableHeaderFooter || isRootOfDeviceCanvas {
          items[safeArea] = BuiltinItem.safeArea.name
        } else if isRootOfNoDeviceCanvas {
          // A top-level view on no device's canvas is no simulated screen's root: nothing covers
          // it, so its safe area is its bounds (`isRootOfNoDeviceCanvas`), the view itself.
          items[safeArea] = BuiltinItem.superview.name
        }
      }
    }
    if let top = scene.topGuideID { items[top] = BuiltinItem.topLayoutGuide.name }
    if let bottom = scene.bottomGuideID { items[bottom] = BuiltinItem.bottomLayoutGuide.name }
  }

  /// The root (or content) view's margin settings as a `superview` line (`margins`,
  /// `insetsLayoutMarginsFromSafeArea false`, `layoutMarginsFollowReadableWidth`, and the controller's
  /// `viewRespectsSystemMinimumLayoutMargins false`); what a recipe's root cannot say is warned.
  mutating func superviewLine(_ root: IBView) -> RecipeLine? {
    let what = scene.container == .cell ? "the cell's content view" : "the root view"
    var properties: [ViewProperty] = []
    // A table's header or footer view is a plain view: UIView's default margins, 8 on every side
    // (IB stored loopkit-InsulinKit's header stack at leadingMargin + 7 = 15 and topMargin = 8),
    // not a view controller root's system minimum.
    // A view controller's root view that preserves its superview's margins keeps the 8 of the
    // view it is shown in (UIView's default) where the system minimum is less: at the top and
    // bottom (`rootPreservesSuperviewMargins`).
    // An effect view's content view at the root (a xib's top-level effect view) is a plain
    // subview of the effect view: UIView's 8, not the system minimum [read from stored frames:
    // tsurukame-FullRefreshOverlayView.xib (/work/unseen-k, 19529): two labels pinned to the
    // content view's leading and trailing margins stored at x 8, 301 wide in the 317-point view].
    let effectContent = scene.container != .cell && scene.contentRoot.id != scene.root.id
    let noDeviceXibRoot = isXibRootOfNoDeviceCanvas
    let plainViewMargins =
      scene.isTableHeaderFooter || effectContent || rootPreservesSuperviewMargins(root) || noDeviceXibRoot
    let plainMargins = plainViewMargins ? ControlMetrics.defaultLayoutMargins : nil
    // Xcode 6's canvas: iOS 8's 16 at the sides at every width, no system minimum (`xcodeSixRootMargins`).
    let xcodeSix = xcodeSixRootMargins(root)
    let defaultMargins = root.layoutMargins == nil ? tableCellContentMargins ?? plainMargins ?? xcodeSix : nil
    let wideFreeform = freeformRootWiderThanAPhone && xcodeSix == nil
    let canvasMargins = scene.container == .cell || effectContent ? nil : topLevelViewMargins
    let preserved = cellMarginsPreserved(by: root, own: root.layoutMargins ?? defaultMargins)
    if var margins =
      preserved ?? canvasMargins ?? root.layoutMargins ?? defaultMargins ?? (wideFreeform ? .zero : nil)
    {
      if wideFreeform {
        // The root's own margins raised to 20 at the sides, as the system minimum raises them.
        margins.left = max(margins.left, ControlMetrics.rootSideMarginRegular)
        margins.right = max(margins.right, ControlMetrics.rootSideMarginRegular)
      }
      let values = [margins.top, margins.left, margins.bottom, margins.right]
      properties.append(
        .margins(
          Set(values).count == 1 ? [SyntaxFactory.number(values[0])] : values.map(SyntaxFactory.number)))
    }
    if root.insetsLayoutMarginsFromSafeArea == false || canvasMargins != nil || rootMarginsBeforeSafeArea
      || noDeviceXibRoot
    {
      properties.append(.insetsLayoutMarginsFromSafeArea(SyntaxFactory.spelled(false, "false")))
    }
    if (scene.container == .viewController && scene.respectsSystemMinimumLayoutMargins == false)
      || scene.isTableHeaderFooter || effectContent || noDeviceXibRoot
      || (xcodeSix != nil && defaultMargins == xcodeSix && preserved == nil && canvasMargins == nil)
    {
      properties.append(.viewRespectsSystemMinimumLayoutMargins(SyntaxFactory.spelled(false, "false")))
    }
    if root.preservesSuperviewLayoutMargins == true, defaultMargins == nil, preserved == nil {
      warn(
        root,
        "preservesSuperviewLayoutMargins on \(what) is not modelled (a recipe's root has no superview "
          + "whose margins it could keep)")
    }
    if root.layoutMarginsFollowReadableWidth == true {
      properties.append(.layoutMarginsFollowReadableWidth(SyntaxFactory.spelled(true, "")))
    }
    guard !properties.isEmpty else { return nil }
    return SyntaxFactory.line(
      .superview(
        SuperviewSyntax(
          keyword: SyntaxFactory.nowhere, properties: properties.map { SyntaxFactory.located($0) })),
      comment: canvasMargins == nil ? nil : Self.topLevelViewMarginsComment)
  }

  /// Whether IB's canvas lays this view controller's root out with margins that no bar reaches
  /// into: a document of Xcode 8 or earlier (toolsVersion below 13000, the iOS 10 SDK) without
  /// safe-area guides. UIKit insets layout margins from the safe area from iOS 11 on
  /// (`insetsLayoutMarginsFromSafeArea`, `safeAreaInsets`: iOS 11.0+) [DOC]; before, a root
  /// view's top and bottom margins were its own (0: views clear the bars through the top and
  /// bottom layout guides), which IB's canvas of those Xcodes shows [read from stored frames:
  /// jaspermobile-MainStoryboard (/work/unseen-n, 10117, the Any/Any canvas's 20-point status
  /// bar) stores the menu's header, pinned to the root's top margin, at y 0; suripu-Settings
  /// (12118, retina5_5, `extendedLayoutIncludesOpaqueBars` under a 64-point bar) its collection
  /// view pinned to the top and bottom margins at 0 and 736 high]. Documents of Xcode 9 on with
  /// layout guides keep the inset (bluepic-Feed, 13196, and wsdot-RestArea, 23504, store views at
  /// the top margin 20 below a status bar). Only on the canvas: the app runs on a later iOS
  /// (docs/interface-builder.md, "unseen-n's misses (session 35, misses35)").
  var rootMarginsBeforeSafeArea: Bool {
    guard onCanvas, scene.container == .viewController, !document.usesSafeAreas,
      let major = IBDocument.majorToolsVersion(document.toolsVersion)
    else { return false }
    return major < 13000
  }

  /// Whether `root` is a view controller's root view (a plain view) that preserves its
  /// superview's margins (`preservesSuperviewLayoutMargins="YES"`) and sets none of its own: it
  /// is shown in a plain view as large as itself (the window's or a container's), whose margins
  /// are UIView's 8, and keeps them where they are larger than its own, the system minimum's 0
  /// at the top and bottom [DOC: UIView `preservesSuperviewLayoutMargins`, "the superview's
  /// margins are also used when laying out content"; UIView `layoutMargins`, 8 on each side by
  /// default; read from stored frames: altstore-Authentication.storyboard (/work/unseen-e, 15701,
  /// retina4_7, the only such root in the eight sets) stores its "Got it" button and button
  /// stack pinned to the root's bottom margin ending at 659 = 667 - 8, where a root that does not
  /// preserve has 0 there (off-ProductAddViewController, /work/unseen, retina4_7: its view pinned
  /// to the bottom margin ends at the root's bottom)]. The sides keep the system minimum (16 or
  /// 20, more than 8).
  func rootPreservesSuperviewMargins(_ root: IBView) -> Bool {
    scene.container == .viewController && root.id == scene.root.id && root.element == "view"
      && root.preservesSuperviewLayoutMargins == true && root.layoutMargins == nil
  }

  /// A cell's content view that preserves its superview's margins (`preservesSuperviewLayoutMargins`)
  /// in a cell that sets its own (`<edgeInsets key="layoutMargins">` on the `tableViewCell` or
  /// `collectionViewCell`): the content view's margins are at least the cell's, less how far the
  /// content view's edge lies inside the cell's, at every edge (an accessory's width at the
  /// trailing side, the separator's at the bottom) [DOC: UIView `preservesSuperviewLayoutMargins`:
  /// "the superview's margins are also used when laying out content", where the two views' edges
  /// are close, adjusted by "the smallest amount needed to ensure that content is also inside the
  /// superview's margins"; read from stored frames: altstore-Settings (/work/unseen-e, 22505),
  /// cells with margins 8 30 8 30 whose content views preserve them store their built-in and
  /// margin-pinned views at x 30, not the table's 16]. The far edges' distances come from the
  /// cell's stored size and count as 0 where the content view overruns it. A table cell that
  /// sets no margins has a table cell's (`sideMargins`, what a content view without margins of its
  /// own gets: the table's sides, 11 at the top and bottom from Xcode 9): a content view that sets
  /// its own and preserves its superview's takes them where they are larger [read from stored
  /// frames: Loop's HeaderValues cell (loop-Main, 21701, a 375-point table: content view margins
  /// 8 15 8 15, preserving) stores its stack pinned to the leading and trailing margins at 16 and
  /// 359, the table's 16 of Xcode 12 on; Loop's bolus progress cell xib (16097.3, retina4_7:
  /// margins 8 15 8 8, preserving) its ring pinned 8 past the trailing margin at 409 = 416 - 15,
  /// the table's 15 of Xcode 11, not 416 - 8, and its 15-pt bold label, centred in the 54-point
  /// cell with its top at most 5 below the top margin, at y 16, 22 high: the top margin is 11,
  /// not its own 8 (which would stretch it to 28); the only two such content views in the eight
  /// sets]. Nil otherwise.
  func cellMarginsPreserved(by root: IBView, own: EdgeInsets?) -> EdgeInsets? {
    guard scene.container == .cell, root.id != scene.root.id, root.preservesSuperviewLayoutMargins == true
    else { return nil }
    let cell: EdgeInsets
    if let margins = scene.root.layoutMargins {
      cell = margins
    } else if root.layoutMargins != nil, let tableCell = sideMargins {
      cell = tableCell
    } else {
      return nil
    }
    // Without margins of its own or a table cell's, a content view has UIView's 8.
    let own = own ?? ControlMetrics.defaultLayoutMargins
    let content = root.frame
    let cellSize = scene.root.frame?.size
    let leading = content?.minX ?? 0
    let top = content?.minY ?? 0
    let trailing = cellSize.flatMap { size in content.map { size.width - $0.maxX } } ?? 0
    let bottom = cellSize.flatMap { size in content.map { size.height - $0.maxY } } ?? 0
    return EdgeInsets(
      top: max(own.top, cell.top - top), left: max(own.left, cell.left - leading),
      bottom: max(own.bottom, cell.bottom - max(bottom, 0)),
      right: max(own.right, cell.right - max(trailing, 0)))
  }

  /// The comment of a `superview` line that carries `topLevelViewMargins`.
  static let topLevelViewMarginsComment =
    "IB's canvas: the device's insets in the margins, the part the view overlaps in its safe area"

  /// Whether the scene is a view controller's laid out on IB's canvas of a phone at a freeform
  /// size wider than any phone (`ControlMetrics.wideCompactRootWidths`' upper end, 440): IB gives
  /// its root the regular width's side margins, 20, where a recipe's compact-width root wider than
  /// a phone keeps 16 [read from stored frames: dropdown-Main.storyboard (Xcode 9, retina4_7, a
  /// 600 x 636 freeform root) and eidolon-Fulfillment.storyboard (retina4_7, 815 x 660) put their
  /// margin-pinned views at x 20; hero-Basic's 320-point freeform root on retina4_7 at 16]. The
  /// importer writes them as the root's own margins (`superview margins 0 20 0 20`), which the
  /// engine keeps over its minimum of 16; a controller that does not respect the system minimum
  /// keeps its own. The same for a root IB stored at such a width without a freeform size, in
  /// portrait (a form sheet's root: eidolon-Fulfillment's "Place Your Bid" controller, the root
  /// of a `modalPresentationStyle="formSheet"` navigation controller, 815 x 660 on retina4_7 with
  /// no simulated size, its views pinned to the root's leading margin + 45 stored at x 65).
  var freeformRootWiderThanAPhone: Bool {
    guard onCanvas, scene.container == .viewController,
      scene.respectsSystemMinimumLayoutMargins != false, case let canvas = IBCanvas(document: document),
      let device = canvas.device, !device.isPad, scene.freeformSize != nil || !canvas.landscape,
      let width = scene.root.frame?.width
    else { return false }
    return width > ControlMetrics.wideCompactRootWidths.upperBound
  }

  /// The margins UIKit gives a table view cell's content view when the file sets none, from iOS 11
  /// (documents of Xcode 9.1 on, `cellContentMarginsFromToolsVersion`): 11 at the top and bottom, and the
  /// table's side margins, 15 in a table narrower than 390 points (16 in documents of Xcode 12 on,
  /// `isBeforeXcode12`: homeassistant-ClientEvents (17154) and keepassium-AppIconPicker (21701)
  /// tables, vlc-VLCCloudServiceCell (19162) and monal-MLContactCell (22155) xib cells store
  /// 16, as the files below of Xcode 9 to 11 store 15) and 20 from 390 on [CHOICE of
  /// the rule, read from the frames IB stored: rocketchat-Subscriptions' 320-point table and
  /// loopkit's 375-point cell put their margin-pinned views at 15 and 11, esri's and
  /// apple-today-tutorial's 414-point tables at 20 and 11, a 393-point table of an Xcode 15
  /// document in the unseen corpus (STATUS.md) at 20; where between 375 and 393 the cut lies is
  /// not seen: 390 groups the iPhone 12 with the 393-point phones; the Xcode 7 and 8 files
  /// (SelfSizingTableViewCells, rw-artistry) at 8, the content view's own margins, which stay].
  /// Before Xcode 9 only a content view that preserves its superview's margins, in a cell that
  /// does too, has margins here: the table's sides with 8 at the top and bottom (`sideMargins`);
  /// any other keeps UIView's 8 (nil).
  /// The width is the device's on a device, else the table's; a xib's top-level cell (no table)
  /// on IB's canvas of a device takes the canvas device's width, as a xib's top-level view takes
  /// its safe area: IB lays it out as on that screen [read from stored frames:
  /// chatsecure-XMPPServerInfoCell.xib, a 380-point cell on retina6_1 (414), its views pinned to
  /// the content view's leading margin at x 20, 15 by the cell's own width; loopkit's 375-point
  /// cell on retina4_7 at 15, and two 320-point cells on retina4_7 (monal-MLContactCell,
  /// vlc-VLCCloudServiceCell) at 16, the margin of Xcode 12 on (above)]; else the cell's own width.
  /// On an iPad the 20 is the view controller's: only a plain table that is its controller's
  /// root view (`tableIsControllerRoot`, a table view controller's table) at least 390 wide has it,
  /// as UIKit applies a controller's system minimum layout margins (20 in regular width) to its
  /// root view alone [DOC: UIViewController systemMinimumLayoutMargins, "the minimum layout
  /// margins for the view controller's root view"]; a plain table inside another view and a xib's
  /// cell keep the narrow value at any width [CHOICE of the rule, read from stored frames:
  /// monal-Main (toolsVersion 32700, ipad12_9) stores the margin-pinned views of 18 cells in a
  /// 704-point table inside its chat controller's root at 16, where that root's own margin is 20
  /// (its background image, leadingMargin - 20, at x 0); seafile-SeafCell.xib (23504) and
  /// seafile-SeafEventCell.xib (13528), 320-point cells on ipad9_7, at 16; grouped tables on an
  /// iPad keep their width's rule below (blink-Settings' 768-point tables, 20). On a phone the
  /// screen's width rules, whatever holds the table: a 380-point xib cell on a 414-point phone
  /// has 20 (above); no plain table inside a view at 390 points or more is stored in the five
  /// sets].
  ///
  /// Documents of Xcode 26 (the iOS 26 SDK, `isXcode26`) have 15 at the top and bottom, and in a
  /// table the sides of the width rule below (20 for a xib's cell outside a table) [CHOICE of the
  /// rule, read from the frames IB stored:
  /// netnewswire-Inspector's Home Page and Feed URL cells (a 374-point insetGrouped table) put
  /// their labels pinned to the top margin at y 15, in cells of 31 = 15 + 1 + 15, where the same
  /// cells saved by Xcode 15 (toolsVersion 23504, NetNewsWire's history) stored y 11 in 22.5;
  /// lnpopup-MapScene (25094) puts its subtitle cells' built-in labels at x 20 in a 393-point
  /// plain table, 15 before; canvas-SubmissionCommentsViewController (/work/unseen-f, 24412,
  /// retina4_7) its margin-pinned views at x 16 in a 375-point plain table (session 27: 20 at
  /// every width before); firebase-PostTableViewCell (/work/unseen, 24127), a 339-point xib cell
  /// on retina6_12, at 20].
  ///
  /// In a grouped or inset grouped table (`style="grouped"`, `"insetGrouped"`) the sides are the
  /// table's own side margins for the table's width: 16 in a
  /// table narrower than 390 points, 20 from 390 on, in documents of every Xcode from 9 to 26
  /// (`groupedTableCellSideMargin`); the top and bottom are as above.
  ///
  /// A cell with an accessory (`hasAccessory`: its content view stops at the accessory) keeps 8,
  /// UIView's default margin, at its content view's trailing side, in tables of every style and
  /// in every era from Xcode 9 [CHOICE of the rule, read from stored frames: views pinned to the
  /// content view's trailing margin in cells with a disclosure indicator are 8 from its trailing
  /// edge in siskin-Settings (21507, 6 cells) and siskin-Account (20037, 3), 414-point grouped
  /// tables; ruuvi-Settings (24506, Xcode 26, a 414-point plain table, 2); ddg-Bookmarks (32700,
  /// a 375-point inset grouped table); ish-About (22505, 320 grouped); monal-MLContactCell.xib
  /// (22155); their leading margins stay the table's (16 or 20)].
  var tableCellContentMargins: EdgeInsets? {
    sideMargins.map { margins in
      var margins = margins
      if hasAccessory { margins.right = ControlMetrics.defaultLayoutMargins.right }
      return margins
    }
  }

  /// Whether IB's canvas lays this static cell out outside the rows its table shows: a document
  /// of Xcode 9 to 11 (toolsVersion 13000 to 16999) whose static cell's section starts at or
  /// below the table's stored height. Its content view then has UIView's 8 on every side, a plain
  /// view's margins, not a table cell's 11 at the top and bottom and the table's 15, 16 or 20 at
  /// the sides [read from stored frames: Strongbox's Preferences (14490), DatabaseOperations and
  /// Browse (15705) in /work/tune-era, grouped tables of static cells 842 and 896 high: the 30
  /// labels pinned to both margins in sections starting 13.5 to 809 points below the table's
  /// height are stored 8 from the top and bottom of their 44-point rows, 28 high; the 49 in
  /// sections starting inside it, even where the cell itself lies below (Browse's 882 in 842;
  /// strongbox-Upgrade's 1608 in 1500), at 11; minikeepass-Settings (14460, /work/tune-era, a
  /// grouped table 667 high on retina4_7) stores the 6 labels and 6 switches pinned to the side
  /// margins of its cells in sections starting at 849 and below at x 8 and 375 - 8, where its
  /// sections inside the table put them at the table's 16: 2 apps; CHOICE: not from Xcode 12 on
  /// (octopod-Main, 32700, a section starting 51.5 below its 667-point table at 11; no file of
  /// Xcode 12 to 16 has such a section); docs/interface-builder.md "Cells"]. Never on a device.
  var staticCellOffCanvasRows: Bool {
    guard onCanvas, scene.root.staticSectionBelowTable,
      let major = IBDocument.majorToolsVersion(document.toolsVersion)
    else { return false }
    return major >= 13000 && Self.isBeforeXcode12(document.toolsVersion)
  }

  /// The toolsVersion from which IB's canvas gives a table view cell's content view the table's
  /// margins (iOS 11's 11 at the top and bottom and the table's sides, `tableCellContentMargins`):
  /// Xcode 9.1 and 9.2's, not Xcode 9.0's. Documents saved by Xcode 9.0 (toolsVersion 13196, and
  /// its beta's 13122) store their cells' margin-pinned views at UIView's 8, as earlier Xcodes do
  /// [read from stored frames, session 39 (cells9), 5 apps at 13122 to 13196 against none:
  /// memreas-Universal (/work/unseen-r) QueueViewController's and three more tables' cells, 17
  /// views at 8 from the content view's leading and top edges; petbooking's
  /// ReviewCommentSubRowTableViewCell.xib and SelectCategoryTableViewCell.xib (/work/unseen-r) at
  /// 8 and 8; ello-Settings (/work/tune-era, 13196) 5 labels 8 below the top; toshi-
  /// AdvancedSettings (/work/unseen-o, 13196) and githawk-GithubLogin (/work/tune-era, 13122) at 8;
  /// from 13528 on (seafile-SeafEventCell.xib 13528, hofstundenplan-Main 13529, 13771's
  /// chatsecure, edx, eurofurence, rutgers, alphawallet, swiftradio, climbingweather,
  /// kindnesswall) the table's 11 and 15 or 16. No file of the sets lies between 13196 and 13528:
  /// the cut at 13500 is a CHOICE]. That evidence is IB's canvas, so the band of 13000 to 13499
  /// holds there only (`xcodeNineCellMarginsBand`): imported for a device (`--device`) a document
  /// of Xcode 9.0 runs on a later iOS, whose cells take the table's margins from 13000 as before
  /// (review39-stop L4).
  static let cellContentMarginsFromToolsVersion = 13500

  /// The toolsVersions of Xcode 9.0 whose cells keep UIView's 8 on IB's canvas only
  /// (`cellContentMarginsFromToolsVersion`); before 13000 on every import.
  static let xcodeNineCellMarginsBand = 13000..<cellContentMarginsFromToolsVersion

  /// `tableCellContentMargins` before an accessory's trailing side.
  private var sideMargins: EdgeInsets? {
    guard scene.container == .cell, scene.root.element == "tableViewCell",
      let major = IBDocument.majorToolsVersion(document.toolsVersion)
    else { return nil }
    // Before Xcode 9 (the iOS 10 SDK and older) a content view keeps UIView's 8 unless it and its
    // cell preserve their superview's margins: then its sides are the table's, 15 (20 from 390)
    // as iOS 8 to 10 inset a cell's built-in labels and separators, and the top and bottom stay 8
    // [read from stored frames: minikeepass' PasswordGenerator, NewDatabase and CustomField
    // storyboards (/work/unseen-e, toolsVersion 12120, 375-point tables, both views preserving)
    // store their margin-pinned labels, fields and switches 15 from the content view's sides;
    // SelfSizingTableViewCells (8191) and rw-artistry (10117), whose views do not preserve, at 8].
    var beforeXcode9 = major < Self.xcodeNineCellMarginsBand.lowerBound
    if Self.xcodeNineCellMarginsBand.contains(major), onCanvas { beforeXcode9 = true }
    if beforeXcode9,
      scene.root.preservesSuperviewLayoutMargins != true
        || scene.contentRoot.preservesSuperviewLayoutMargins != true
    {
      return nil
    }
    // A static row IB's canvas lays out outside its table: a plain view's 8 on every side.
    if staticCellOffCanvasRows { return ControlMetrics.defaultLayoutMargins }
    let vertical: Double = beforeXcode9 ? 8 : Self.isXcode26(document.toolsVersion) ? 15 : 11
    if !beforeXcode9, let side = groupedTableCellSideMargin {
      return EdgeInsets(top: vertical, left: side, bottom: vertical, right: side)
    }
    let canvas = IBCanvas(document: document)
    let canvasWidth =
      document.kind == .xib
      ? canvas.device.map { canvas.landscape ? $0.portrait.height : $0.portrait.width } : nil
    // A xib's Xcode 26 cell outside a table and off any canvas device keeps 20 at the sides
    // (`cellOnCanvasWidth`); one in a table follows the width rule below.
    if Self.isXcode26(document.toolsVersion), scene.root.tableWidth == nil, device == nil,
      canvasWidth == nil
    {
      return EdgeInsets(top: vertical, left: 20, bottom: vertical, right: 20)
    }
    // A xib's cell outside a table, on its canvas (`cellOnCanvasWidth`).
    let cellOnCanvas = canvasWidth.map {
      Self.cellOnCanvasWidth(cell: scene.root.frame?.width, screen: $0, toolsVersion: document.toolsVersion)
    }
    let width =
      device.map { $0.size(documentIsLandscape ? .landscape : .portrait).width }
      ?? scene.root.tableWidth ?? cellOnCanvas ?? scene.root.frame?.width ?? 0
    let narrow: Double = Self.isBeforeXcode12(document.toolsVersion) ? 15 : 16
    // On an iPad (the document's own device) the 20 is the controller's, for its root table only.
    var documentDevice = true
    if case .device = options.scene { documentDevice = false }
    let onPad = documentDevice && canvas.device?.isPad == true
    let wide =
      width >= Self.plainCellRegularMarginWidth && (!onPad || scene.root.tableIsControllerRoot == true)
    let side: Double = wide ? 20 : narrow
    return EdgeInsets(top: vertical, left: side, bottom: vertical, right: side)
  }

  /// The width from which a plain table's cells have side margins of 20 (16, or 15 before Xcode
  /// 12, below it); the width is the table's, else the device's, else, for a xib's cell outside a
  /// table on IB's canvas, the narrower of the cell and the canvas's screen [CHOICE of the rule,
  /// read from stored frames of views pinned to a xib cell's leading margin: 320-point cells on
  /// 414-point phones at 16 (onion-SecurityLevelCell, 16096, /work/unseen-d; orbot-ApiAccessCell,
  /// 20037, and WordPressAuthenticator's TextLinkButtonTableViewCell, 22154, /work/unseen-f), a
  /// 596-point cell on a 375-point phone at 16 (protonvpn-ServerCell, 21701, /work/unseen-d), a
  /// 380-point cell on a 414-point phone at 20 (chatsecure-XMPPServerInfoCell, 16096,
  /// /work/unseen-b) and a 414-point cell on a 390-point phone at 20 (osmand-OAInputTableViewCell,
  /// 32700, /work/unseen-f); tables: 16 at 375, 20 at 390 and wider (`groupedTableCellSideMargin`'s
  /// files); CHOICE of the cut between 375 and 380, where no table or cell of the eight sets but
  /// chatsecure's lies (it was 390 before)].
  static let plainCellRegularMarginWidth: Double = 380

  /// The width that sets the side margins of a xib's table view cell outside a table on IB's
  /// canvas of a device: the narrower of the cell and the screen (`plainCellRegularMarginWidth`),
  /// except that a cell saved by Xcode 26 (`isXcode26`) has the side margins of a cell as wide as
  /// the canvas's screen, whatever its own width: 20 on a screen of `plainCellRegularMarginWidth`
  /// or more, 16 below [read from
  /// stored frames, the 2 such files of the ten sets, 2 apps: firebase-PostTableViewCell.xib
  /// (/work/unseen, 24127), a 339-point cell on the 393-point retina6_12, stores its
  /// margin-pinned views at x 20 (the narrower-of-the-two rule of earlier Xcodes gives 16);
  /// amperfy-PlayableTableCell.xib (/work/unseen-g, 24112), a 605-point cell on the 375-point
  /// retina4_7, at x 16 and 16 from its trailing edge (the cell's own width gives 20). CHOICE:
  /// the two files fit "the screen's width" and no other rule of the earlier ones; cells of
  /// Xcode 9 to 15 keep the narrower of the two (320-point cells on 414-point phones at 16)].
  /// Without a canvas device such a cell keeps 20 (`sideMargins`).
  static func cellOnCanvasWidth(cell: Double?, screen: Double, toolsVersion: String?) -> Double {
    isXcode26(toolsVersion) ? screen : min(screen, cell ?? screen)
  }

  /// Whether the cell shows an accessory (a disclosure indicator, a checkmark, an accessory view)
  /// at its trailing side: IB stores the content view narrower than the cell by its width.
  var hasAccessory: Bool {
    guard let cell = scene.root.frame?.width, let content = storedContentWidth else {
      return false
    }
    return cell - content > 0
  }

  /// The side margins of a cell's content view in a grouped or inset grouped table: 16 in a table
  /// narrower than 390 points, 20 from 390 on (the cut of the plain tables' rule: two 393-point
  /// grouped tables of gomap, below, store 20; no grouped table between 375 and 393 points is
  /// seen); nil for a plain table or a cell outside a table. [CHOICE of the rule, read from the frames IB
  /// stored in 10 files of four sets, views pinned to the content view's leading margin: 16 in
  /// 375-point tables (delta-Settings, toolsVersion 24128; delta-PauseMenu, 24506; ddg-Bookmarks,
  /// 32700) and a 252-point table on a 414-point phone (keepassium-PricingPlanPickerVC, 21701: the
  /// table's width counts, not the device's); 20 in 414-point tables (esri-GenerateOfflineMapOverrides,
  /// 17156; ddg-Settings, 23504; tinode-Main, 23727; netnewswire-Inspector, 24506;
  /// keepassium-PasswordGeneratorVC, 32700) and a 768-point iPad table (blink-Settings, 22155),
  /// and in 393-point tables on retina6_12 (gomap-POI, 24506, a table view controller's;
  /// gomap-MainStoryboard, 24765, a table inside a view; /work/unseen-d). A plain table's cells in
  /// the same documents keep 15 below 390 points.] The width is the table's, else the device's,
  /// else the cell's.
  var groupedTableCellSideMargin: Double? {
    guard let style = scene.root.tableStyle, style == "grouped" || style == "insetGrouped" else { return nil }
    let width =
      scene.root.tableWidth ?? device.map { $0.size(documentIsLandscape ? .landscape : .portrait).width }
      ?? scene.root.frame?.width ?? 0
    return width >= 390 ? ControlMetrics.rootSideMarginRegular : ControlMetrics.rootSideMarginCompact
  }

  /// Declares `view` and its subviews, parents first.
  /// Adds a view to `declared`, in order, and indexes it by id.
  mutating func declare(_ view: IBView) {
    if declaredIndex[view.id] == nil { declaredIndex[view.id] = declared.count }
    declared.append(view)
  }

  /// The declared view of an id (the first, should a file repeat an id), without a scan.
  func declaredView(_ id: IBID?) -> IBView? {
    id.flatMap { declaredIndex[$0] }.map { declared[$0] }
  }

  /// Declares `root` and every view under it, parents first (depth-first, a cell's or effect
  /// view's content subviews before its own subviews). Iterative: a call per nesting level overflowed
  /// the stack of a debug build at a few hundred levels (`--max-nesting` allows more).
  private mutating func collect(_ root: IBView, parent: IBID?) {
    var pending: [(view: IBView, parent: IBID?)] = [(root, parent)]
    // Ids are distinct within a scene (`IBDocumentReader.withDistinctViewIDs` renamed a view that
    // repeats one, with its own constraints, before any map here was built).
    while let (view, parent) = pending.popLast() {
      let children = collectOne(view, parent: parent)
      pending.append(contentsOf: children.reversed().map { ($0, view.id) })
    }
  }

  /// Declares one view and returns the views to declare under it, in order.
  private mutating func collectOne(_ view: IBView, parent: IBID?) -> [IBView] {
    let name = naming.name(for: view)
    items[view.id] = name
    parents[view.id] = parent
    declare(view)
    kinds[view.id] = kind(of: view)
    if declaredView(parent)?.stack == nil {
      if view.translatesAutoresizingMask != false || view.fixedFrame {
        // `fixedFrame="YES"`: a view given no constraints in Interface Builder, which since Xcode 8
        // lays it out by its autoresizing mask at build time (WWDC 2016 session 236).
        framePinned.append(view)
      } else if !constrainedItems.contains(view.id) {
        // A view no constraint names in a document without that marker (Xcode 5 to 7) gets
        // Interface Builder's prototyping constraints at build time: its stored position from the
        // superview's top left and its stored size. The first constraint naming a view removes all
        // of them, so a view with only a width or a height gets none [DOC: Auto Layout Guide,
        // "Working with Constraints in Interface Builder"].
        framePinned.append(view)
        prototyped.insert(view.id)
      }
    }
    if let content = view.contentView?.view {
      // A visual effect view's (or a cell's) content view fills it: constraints naming the
      // content view name the view itself, and its subviews are kept inside it.
      if view.element != "visualEffectView" {
        warn(
          view,
          "a cell inside a view is drawn as a plain view; its content view's subviews are kept inside it")
      }
      if !content.id.rawValue.isEmpty, items[content.id] == nil { items[content.id] = name }
      return content.subviews + view.subviews
    }
    return view.subviews
  }

  /// The recipe kind an IB element becomes (with a warning where it is an approximation).
  private mutating func kind(of view: IBView) -> ViewKind {
    switch view.element {
    case "view", "tableViewCellContentView", "containerView", "visualEffectView": return .view
    case "label": return .label
    case "textField": return .textField
    case "button": return .button
    case "imageView": return .imageView
    case "progressView": return .progressView
    case "switch": return .switchControl
    case "activityIndicatorView": return .activityIndicator
    case "slider": return .slider
    case "stepper": return .stepper
    case "segmentedControl": return .segmentedControl
    case "pageControl": return .pageControl
    case "datePicker": return .datePicker
    case "textView":
      if view.scrollEnabled == false { return .textView }
      warn(
        view,
        "a scrolling text view has no intrinsic size (UIKit's, as any scroll view's); imported as a plain view "
          + "(its text is not drawn)")
      return .view
    case "stackView": return .stackView
    case "tableView", "collectionView", "scrollView", "mapView", "wkWebView", "webView":
      return .view
    case let element where IBDocumentReader.graphicsViewElements.contains(element):
      // No intrinsic size: sized by its constraints (`IBDocumentReader.graphicsViewElements`).
      return .view
    case "toolbar":
      approximations[view.id] =
        "a toolbar drawn as a plain view of UIToolbar's height (its items are not drawn)"
      return .view
    case "navigationBar":
      approximations[view.id] =
        "a navigation bar drawn as a plain view of UINavigationBar's height (its items are not drawn)"
      return .view
    case "searchBar":
      approximations[view.id] =
        "a search bar drawn as a plain view of UISearchBar's height, read from stored frames (its field is not drawn)"
      return .view
    case "pickerView":
      approximations[view.id] =
        "a picker view drawn as a plain view of the wheels' size (320 x 216, a modelled choice)"
      return .view
    case "tabBar":
      approximations[view.id] =
        "a tab bar drawn as a plain view of UITabBar's height (its items are not drawn)"
      return .view
    default:
      warn(
        view,
        "<\(view.element)> has no recipe kind; imported as a plain view (its intrinsic size is not modelled)")
      approximations[view.id] =
        "a <\(view.element)> imported as a plain view: its intrinsic size is not modelled"
      return .view
    }
  }

  private mutating func viewSyntax(_ view: IBView) -> ViewSyntax {
    let kind = kinds[view.id] ?? .view
    let parent = parents[view.id].flatMap { $0 }.flatMap { items[$0] }
    var properties = properties(of: view, kind: kind)
    if Self.writesIBID(view) { properties.append(.ibID(view.id.rawValue)) }
    return ViewSyntax(
      kind: SyntaxFactory.spelled(kind, Keywords.viewKinds.word(for: kind) ?? kind.rawValue),
      name: SyntaxFactory.located(items[view.id] ?? ViewName(view.id.rawValue)),
      parent: parent.map { SyntaxFactory.located($0) },
      properties: properties.map { SyntaxFactory.located($0) })
  }

  /// Comment lines at the top: where the recipe comes from, and every warning.
  private func header() -> [RecipeLine] {
    var lines: [RecipeLine] = [
      SyntaxFactory.comment(
        "Imported from \(document.fileName), \(scene.container == .cell ? "cell" : "scene") \"\(scene.name)\" "
          + "(line \(scene.line)) by layout-diagram import."),
      SyntaxFactory.comment(
        "Interface Builder: toolsVersion \(document.toolsVersion ?? "?"), canvas "
          + "\(document.deviceID ?? "600 x 600 (Any/Any)")"
          + (document.usesSafeAreas ? ", safe area guides" : ", layout guides") + "."),
    ]
    for warning in scene.readingWarnings + warnings {
      lines.append(
        SyntaxFactory.comment("warning: line \(warning.line): \(warning.element): \(warning.message)"))
    }
    return lines
  }
}
