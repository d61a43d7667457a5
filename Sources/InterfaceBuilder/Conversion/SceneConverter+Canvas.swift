import Layout
import Recipe

extension SceneConverter {
  /// What a `scene W x H` line of a view controller's scene says about IB's canvas: the device's
  /// scale, the root view's safe-area insets under the simulated status bar and bars
  /// (`IBCanvas`), and the device's size classes where `W x H` alone would give others (a Plus
  /// or Max phone in landscape is regular width). Nil parts are left out (cells and xib views).
  func canvasLine(width: Double, height: Double) -> (
    scale: Double?, safeAreaInsets: EdgeInsets?, sizeClasses: (width: SizeClass, height: SizeClass)?
  ) {
    // A table's header or footer view sits inside the table, clear of the status bar.
    if scene.isTableHeaderFooter {
      return (IBCanvas(document: document).scale, EdgeInsets(top: 0, left: 0, bottom: 0, right: 0), nil)
    }
    let canvas = IBCanvas(document: document)
    let insets: EdgeInsets
    switch scene.container {
    case .viewController where isXibOwnerRootOfDeviceCanvas:
      // A xib's File's Owner's `view` without simulated bars is the root of the screen IB
      // simulates for it, as any top-level view of a xib: no sheet or below-the-bars placement
      // (`isXibOwnerRootOfDeviceCanvas`).
      insets = topLevelViewInsets(canvas).safeArea
    case .viewController:
      insets = canvas.safeAreaInsets(bars: scene.bars, root: scene.root.frame, freeform: scene.freeformSize)
    case .topLevelView where isRootOfDeviceCanvas:
      // A xib's top-level view is the root of the screen IB simulates for it (the simulated
      // metrics are its own: `<nil key="simulatedTopBarMetrics"/>` on the view), placed at the
      // screen's top left: its safe area is the part of the device's it overlaps
      // (`topLevelViewInsets`). The device's size classes come with it.
      insets = topLevelViewInsets(canvas).safeArea
    default:
      return (canvasCellScale, nil, nil)
    }
    var classes = canvasRootSizeClasses(canvas)
    if let wanted = classes {
      let implied = SceneResizing.sizeClasses(width: width, height: height)
      if implied.width == wanted.width, implied.height == wanted.height { classes = nil }
    }
    return (canvas.scale, insets, classes)
  }

  /// The first toolsVersion (Xcode 15) whose canvas gives a xib's top-level view shorter than the
  /// screen the device's full bottom safe-area inset (`topLevelViewInsets`).
  static let fullBottomInsetTools: Double = 22000

  /// Whether a xib's top-level view `width` wide on a screen `screenWidth` wide, saved by
  /// `toolsVersion`, has the device's full bottom safe-area inset (`topLevelViewInsets`): from
  /// Xcode 15 on (`fullBottomInsetTools`), and in every Xcode when it is wider than the screen:
  /// such a view gets the home indicator's inset whatever its height, not the part of it the view
  /// overlaps [read from stored frames, 2 files of 2 apps, every top-level view wider than a
  /// notched phone's screen in the eight tuning sets with a view pinned to its safe area's bottom:
  /// canvas-GradeStatisticGraphView.xib (/work/tune, 16097, Xcode 11, retina6_1) stores its 598 x
  /// 312 view's stack, pinned to the safe area's bottom, ending at 262 = 312 - 34 - 16 (the
  /// overlap would give 0: 296); zotero-CollectionCellContentView.xib (/work/tune, 19529, Xcode
  /// 13, retina6_1) its 428 x 115 view's stack pinned 8 above it ending at 73 = 115 - 34 - 8.
  /// The views of the same versions no wider than the screen keep the overlap (tinode's 414 x
  /// 116 bar, pia's 365 x 89 tile: 0). CHOICE: the top keeps the overlap (both store 44, which
  /// the overlap gives too)].
  static func hasFullBottomInset(width: Double, screenWidth: Double, toolsVersion: Double) -> Bool {
    toolsVersion >= fullBottomInsetTools || width > screenWidth
  }

  /// The insets IB gives a xib's top-level view on a device's canvas: its safe area's, and the
  /// ones its layout margins are measured from. IB lays the view out as the root of the device's
  /// screen, at the screen's top left and at its own stored size, and the two differ when the
  /// view is smaller than the screen:
  /// - Its safe area is the part of the device's safe-area insets the view overlaps, as UIKit
  ///   insets any view by the part of the unsafe edges that covers it [DOC: UIView
  ///   `safeAreaInsets`; read from stored frames, 3 files of 2 apps: tinode-ForwardMessageBar.xib
  ///   (414 x 116 on retina6_1, Xcode 13: views pinned to the safe area's top stored at 44, to its
  ///   bottom at 116), tinode-SendMessageBar.xib (414 x 245, Xcode 14: the safe area's bottom at
  ///   245, not 211) and pia-FavoriteServersTile.xib (365 x 89, Xcode 12: at 89)].
  /// - Its layout margins keep the device's full insets, the sensor housing's at the top and the
  ///   home indicator's at the bottom, as a full-screen root's do [read from stored frames, 2 files
  ///   of 2 apps: swiftmessages-CenteredView.xib (434 x 272 on retina6_1, Xcode 12: its view
  ///   pinned to the top and bottom margins stored 44 from the top and 34 from the bottom) and
  ///   delta-FollowUsFooterView.xib (393 x 300 on retina6_12, Xcode 16: a stack pinned 15 below
  ///   the bottom margin ends at 281 = 300 - 34 + 15)]. UIKit's margins would follow the view's
  ///   own safe area; IB's canvas does not [CHOICE: the rule the five files agree on].
  /// - From Xcode 15 on (`fullBottomInsetTools`) the safe area's bottom inset is the device's
  ///   full one, the home indicator's, however far the view is from the screen's bottom [read
  ///   from stored frames, 2 files of 2 apps, every such file of those versions in the nine
  ///   sets: entourage-MJNavBackView.xib (/work/unseen-g, 414 x 68 on retina6_1, toolsVersion
  ///   23504) stores its two bars, pinned to the root's top and the safe area's bottom, from 0 to
  ///   34 = 68 - 34, their icons centred at 17; simplenote-BannerView.xib (/work/unseen-b,
  ///   390 x 72 on retina6_0, 32700.99) a view pinned 19 above the safe area's bottom at y 0 to
  ///   19 = 72 - 34 - 19 (the rest of that file breaks its own required constraints: its stack
  ///   is stored 64 high). Every file of Xcode 12 to 14.3 keeps the overlap: the tinode bars
  ///   (20037, 21507), pia-FavoriteServersTile (17156), zotero-CreatorEditViewController (19529),
  ///   ish-Terminal's dock bar (21701). CHOICE of the cut between 21701 and 23504: 22000, Xcode
  ///   15's first; and of no more than the view's height. The top keeps the overlap: no file of
  ///   those versions pins a view to a top-level view's safe area's top].
  /// - A view wider than the screen has the device's full bottom inset before Xcode 15 too
  ///   (`hasFullBottomInset`), however far it is from the screen's bottom.
  /// A view as large as the screen (or larger, on that axis) gets the device's insets for both.
  /// On a notched phone's landscape canvas the view keeps the portrait screen's insets
  /// (`landscapePortraitInsets`). On a home-button phone in landscape the screen is the device's
  /// turned, with no insets [CHOICE: no such view of any set is pinned to its safe area]. On Xcode
  /// 9 and 10's canvas of a phone with a home button a top-level view shorter than 480 points has
  /// no status bar (`IBCanvas.topLevelViewWithoutStatusBar`, `IBCanvas.statusBarRootMinimumHeight`).
  func topLevelViewInsets(_ canvas: IBCanvas) -> (safeArea: EdgeInsets, margins: EdgeInsets) {
    if let portrait = landscapePortraitInsets(canvas) { return portrait }
    var full = canvas.safeAreaInsets(bars: IBBars(), root: nil)
    guard let device = canvas.device, let frame = scene.root.frame else { return (full, full) }
    let screen =
      canvas.landscape
      ? Size(width: device.portrait.height, height: device.portrait.width) : device.portrait
    // Xcode 9 and 10 draw no status bar over a top-level view shorter than a phone's screen on a
    // phone with a home button; the File's Owner's `view` and a taller view keep it
    // (`IBCanvas.topLevelViewWithoutStatusBar`, `IBCanvas.statusBarRootMinimumHeight`).
    if scene.container == .topLevelView, canvas.shortRootHasNoStatusBar(height: frame.height) {
      full.top = 0
    }
    var overlap = full
    if frame.height < screen.height {
      overlap.top = min(full.top, frame.height)
      let fullBottom = Self.hasFullBottomInset(
        width: frame.width, screenWidth: screen.width, toolsVersion: canvas.toolsVersion)
      overlap.bottom =
        fullBottom ? min(full.bottom, frame.height) : max(0, frame.height - (screen.height - full.bottom))
    }
    if frame.width < screen.width {
      overlap.left = min(full.left, frame.width)
      overlap.right = max(0, frame.width - (screen.width - full.right))
    }
    return (overlap, full)
  }

  /// A xib's top-level view (or a dock view) on a notched phone's canvas in landscape: IB gives
  /// its safe area the portrait screen's insets, not the landscape ones, and in full, however far
  /// the view is from the screen's edges: the sensor housing's at the top (no more than the
  /// view's height), none at the sides, the home indicator's at the bottom (no more than the
  /// view's height); its margins the same insets. [Read from stored frames:
  /// utm-VMDisplayMetalViewInputAccessory.xib (/work/unseen-i, rebuilt in /work/recon, toolsVersion
  /// 21208.1, retina6_0 in landscape) stores its 1000 x 68 view's modifier stack `5qW-HU-Ng6`,
  /// pinned 8 inside the safe area's leading edge and 4 above its bottom, at x 8 and ending at
  /// 30 = 68 - 34 - 4: no side inset where landscape gives 47, and the portrait home indicator's
  /// 34 where landscape gives 21 and the overlap of a 68-point view at the screen's top 0 (its 36
  /// other views follow); xdrip-Main's modally shown Snooze scene (24412, the same device in
  /// landscape) stores the portrait insets too (`IBCanvas.screenInsets`). 2 files of 2 apps, the
  /// only landscape phone documents of the ten sets besides xdrip's tab scenes; CHOICE: the top's
  /// 47, which no such view pins to, and the full bottom before Xcode 15 (`fullBottomInsetTools`),
  /// which this one file shows.] Nil on any other canvas.
  func landscapePortraitInsets(_ canvas: IBCanvas) -> (safeArea: EdgeInsets, margins: EdgeInsets)? {
    guard canvas.landscape, let device = canvas.device, !device.isPad, device.homeIndicator > 0 else {
      return nil
    }
    let height = scene.root.frame?.height ?? device.portrait.width
    let full = EdgeInsets(top: device.statusBar, left: 0, bottom: device.homeIndicator, right: 0)
    let safeArea = EdgeInsets(
      top: min(full.top, height), left: 0, bottom: min(full.bottom, height), right: 0)
    return (safeArea, full)
  }

  /// The system minimum of a view controller root's margins (`Scene.systemMinimumLayoutMargins`)
  /// for a root `width` x `height` on `canvas`: the canvas's size classes, else those of that size.
  func systemMinimumMargins(_ canvas: IBCanvas, width: Double, height: Double) -> EdgeInsets {
    let classes = canvas.sizeClasses ?? SceneResizing.sizeClasses(width: width, height: height)
    return Scene(
      size: Size(width: width, height: height), widthClass: classes.width, heightClass: classes.height
    ).systemMinimumLayoutMargins
  }

  /// The margins a xib's top-level view smaller than the device's screen has on IB's canvas,
  /// measured from its own edges: its own margins (the system minimum's at least, as a view
  /// controller root's) plus the device's full insets, where its safe area has only the part it
  /// overlaps (`topLevelViewInsets`). Nil when the two insets agree, or when the view's margins
  /// do not follow the safe area (`insetsLayoutMarginsFromSafeArea="NO"`). Written as the root's
  /// own margins with `insetsLayoutMarginsFromSafeArea false`.
  var topLevelViewMargins: EdgeInsets? {
    guard isRootOfDeviceCanvas, scene.root.insetsLayoutMarginsFromSafeArea != false,
      let frame = scene.root.frame
    else { return nil }
    let canvas = IBCanvas(document: document)
    let insets = topLevelViewInsets(canvas)
    guard insets.safeArea != insets.margins else { return nil }
    let minimum = systemMinimumMargins(canvas, width: frame.width, height: frame.height)
    let own = scene.root.layoutMargins ?? minimum
    let full = insets.margins
    return EdgeInsets(
      top: max(own.top, minimum.top) + full.top, left: max(own.left, minimum.left) + full.left,
      bottom: max(own.bottom, minimum.bottom) + full.bottom,
      right: max(own.right, minimum.right) + full.right)
  }

  /// Whether the scene is a xib's top-level view, or a view in a storyboard scene's dock, on a
  /// device's canvas: IB simulates a screen for it, with the view as the screen's root
  /// (`canvasLine` gives it the part of the device's safe area it overlaps), so its safe area
  /// guide is the recipe's Safe Area as a view controller root's is [read from stored frames for
  /// a dock view: ish-Terminal.storyboard's 500 x 108 key bar on retina6_5 stores its stack,
  /// pinned 6 inside the view's safe area, at y 50 = 44 + 6].
  var isRootOfDeviceCanvas: Bool {
    scene.container == .topLevelView && !scene.isTableHeaderFooter
      && IBCanvas(document: document).device != nil
  }

  /// Whether the scene is a xib's File's Owner's `view` (a view controller's root, `<outlet
  /// property="view">`) without simulated bars, on a device's canvas. Nothing presents a xib's
  /// view on IB's canvas (a xib has no segues), so IB lays it out as it does any top-level view
  /// of a xib: the root of the device's screen at its top left, at its stored size, its safe area
  /// the part of the device's insets it overlaps, the full bottom inset from Xcode 15 on
  /// (`topLevelViewInsets`), not below the status bar as a storyboard's page sheet or a root
  /// stored as high as the screen less a bar [read from stored frames: goma-LoginViewController.xib
  /// (/work/unseen-j, 22154, retina6_1) stores its 414 x 838 root (= 896 - 48 - 10, a page
  /// sheet's height) with its scroll view pinned to the safe area from y 48 to 804 = 838 - 34;
  /// covidsafe-HomeView.xib (/work/recon/all, 18122, retina6_1) its 414 x 2166 root's scroll view
  /// pinned to the safe area from 44 to 2132 = 2166 - 34; docs/interface-builder.md, "A xib's
  /// File's Owner's view on the canvas"]. With simulated bars the controller's placement stays
  /// [CHOICE: no file shows one].
  var isXibOwnerRootOfDeviceCanvas: Bool {
    document.kind == .xib && scene.container == .viewController && scene.controller == nil
      && !scene.isTableHeaderFooter && scene.bars == IBBars() && IBCanvas(document: document).device != nil
  }

  /// Whether the scene is a xib's top-level view, or a view in a storyboard scene's dock, on no
  /// device's canvas (a document without `<device>`): IB simulates no screen for it, so nothing
  /// covers it and its safe area is its bounds, as a cell's is: UIKit insets a view's safe area
  /// only by the part of it the bars and the screen's unsafe edges cover [DOC: UIView
  /// `safeAreaInsets`, "the safe area of a view reflects the area not covered by navigation bars,
  /// tab bars, toolbars, and other ancestors"]. Its own guide is the view and its subviews'
  /// guides are the subviews (`registerBuiltins`, `addSafeAreaGuides`) [read from stored frames,
  /// 1 file of 1 app, the only such file of the twelve sets with constraints to such a guide:
  /// muun-RecoveryView.xib (/work/unseen-i, toolsVersion 16097, no device) pins its card
  /// `9lQ-Lx-3zK` to the top-level view's safe area on all four sides and stores it filling the
  /// 272 x 124 view at (0, 0)]. Before, these constraints were left out with a warning, leaving
  /// the views pinned to the guide ambiguous.
  var isRootOfNoDeviceCanvas: Bool {
    scene.container == .topLevelView && !scene.isTableHeaderFooter
      && IBCanvas(document: document).device == nil
  }

  /// The scale of a cell's or a xib view's scene on IB's canvas: 1 on Xcode 5's canvas of whole
  /// points (`IBCanvas.wholePoints`), the scale a device-less document's frames were rounded to
  /// (`IBCanvas.scale`: 1 or 3, nil for 2), else nil (the default; such a scene names no device).
  var canvasCellScale: Double? {
    guard onCanvas else { return nil }
    let canvas = IBCanvas(document: document)
    // A device-less document's canvas: the scale its frames were rounded to (`IBCanvas.scale`).
    guard canvas.wholePoints || canvas.device == nil else { return nil }
    return canvas.scale
  }

  /// `dynamic type M` or `dynamic type xS` on Interface Builder's canvas of a document whose canvas
  /// measured text styles at another size than Large (`IBCanvas.textStyleCategory`), when its scene
  /// shows a text style: Xcode 7 and earlier measured them one Dynamic Type step below Large, at
  /// the Medium sizes (Body and Headline 16 pt), Xcode 13 at the xSmall sizes (Body 14 pt). The
  /// frames they stored say so (docs/interface-builder.md, "Text styles on Xcode 7's canvas" and
  /// "on Xcode 13's canvas"): the cookbook's Body labels 19.5 high and "Middle" 49 wide, its
  /// Headline label 19 high with its top at y 45, 5 above its baseline-aligned text field's;
  /// KeePassium's Callout label 16 high, LoopKit's Title 1 label 30; a configured button's title
  /// without a font, which UIKit sets in Body, follows it as well: FreeOTP's Xcode 13 storyboard
  /// (20037) stores its two configured "Button"s 31 high, Body's xSmall line (16.7) + 7 + 7, not
  /// Large's 20.29 + 14 = 34.29 (docs/interface-builder.md, "Controls").
  /// Nil elsewhere: on a device's scene (`--device`, or the default import onto the document's own
  /// device: `onCanvas`) text styles have their Large sizes.
  func canvasDynamicTypeLine() -> RecipeLine? {
    guard onCanvas else { return nil }
    let tools = IBCanvas(document: document).toolsVersion
    guard let category = IBCanvas.textStyleCategory(toolsVersion: tools) else { return nil }
    // A configured button's title without a font of its own is Body (`fontProperties`): a text
    // style too, at the canvas's size like a label's.
    let styled = ([scene.root] + declared).contains { view in
      view.font?.style != nil
        || (view.font == nil && view.hasButtonConfiguration && !(view.title?.isEmpty ?? true))
    }
    guard styled else { return nil }
    let (xcode, name) = category == .medium ? ("Xcode 7", "Medium") : ("Xcode 13", "xSmall")
    return SyntaxFactory.line(
      .dynamicType(SyntaxFactory.spelled(category, category.shortName)),
      comment: "IB's canvas of \(xcode) (toolsVersion \(Int(tools))): text styles at \(name)")
  }

  /// `font system variable` on Interface Builder's canvas of a document saved by Xcode 12 or later
  /// (toolsVersion 17000 on: the iOS 14 SDK, whose San Francisco is one variable font with optical
  /// sizes from 17 to 28 points, WWDC 2020 session 10175), when its scene shows system text above
  /// 17 and below 28 points (a size or Title 2 / Title 3), the sizes where the variable font's
  /// widths differ from SF Text and SF Display's (`VerticalMetrics.sanFranciscoDisplayFraction`).
  /// The frames IB stored say so: the hugging system-font labels of 18 to 28 pt in files of Xcode
  /// 12 and later fit it (docs/typesetting.md, "The system font's optical size"). Nil elsewhere.
  func canvasSystemFontLine() -> RecipeLine? {
    guard onCanvas,
      let major = IBDocument.majorToolsVersion(document.toolsVersion), major >= Self.variableSystemFontTools
    else { return nil }
    let between = ([scene.root] + declared).contains { view in
      guard let font = view.font else { return false }
      let system = Self.isSystemFontFamily(font.family ?? font.name)
      guard system || (font.family == nil && font.name == nil) else { return false }
      if let style = font.style { return Self.stylesBetween17And28.contains(style) }
      guard font.type != nil || system, let size = font.pointSize else { return false }
      return size > 17 && size < 28
    }
    guard between else { return nil }
    return SyntaxFactory.line(
      .systemFont(SyntaxFactory.spelled(.variable, "variable")),
      comment: "toolsVersion \(major): the iOS 14 SDK's variable San Francisco")
  }

  /// The first toolsVersion of Xcode 12, whose iOS 14 SDK made San Francisco one variable font.
  static let variableSystemFontTools = 17000
  /// The text styles whose Large size is above 17 and below 28 points: Title 2 (22), Title 3 (20).
  static let stylesBetween17And28: Set<String> = ["UICTFontTextStyleTitle2", "UICTFontTextStyleTitle3"]

  /// The size classes of the canvas IB laid the scene out on, nil for "any": Any/Any for a
  /// document without a device (the 600 x 600 canvas shows the base layout), the device's classes
  /// in the document's orientation otherwise (an unknown device's by its root view's size, as
  /// `scene W x H` gives them), compact width for a view controller's root narrower than an
  /// iPad's regular width (`canvasRootSizeClasses`).
  var canvasSizeClasses: (width: SizeClass?, height: SizeClass?) {
    guard let id = document.deviceID else { return (nil, nil) }
    let orientation: Orientation = document.orientation == "landscape" ? .landscape : .portrait
    if let name = ImportOptions.deviceIDs[id], let device = Device.all.first(where: { $0.name == name }) {
      var classes = device.sizeClasses(orientation)
      // A view controller's root narrower than an iPad's regular width: compact.
      let canvas = IBCanvas(document: document)
      if canvas.device?.isPad == true, let root = canvasRootSizeClasses(canvas) { classes.width = root.width }
      return (classes.width, classes.height)
    }
    // A device the catalogue lacks (retina6_1, retina3_5, ...): IB's canvas of it, a portrait
    // phone's compact width and regular height whatever the scene's own size (a 414 x 399 table
    // header of adguard-Activity, /work/unseen-g, is laid out in the device's classes, not in the
    // compact height its own height would give), as scripts/ib-frames.py compares it.
    if let classes = canvasRootSizeClasses(IBCanvas(document: document)) {
      return (classes.width, classes.height)
    }
    guard let frame = scene.root.frame else { return (nil, nil) }
    let classes = SceneResizing.sizeClasses(width: frame.width, height: frame.height)
    return (classes.width, classes.height)
  }

  /// The size classes IB lays the scene's root out in on `canvas`: a view controller's root by its
  /// own width (`IBCanvas.sizeClasses(rootWidth:)`: compact on an iPad below 678 points), a xib's
  /// top-level view the device's (IB places it on the device's screen, `topLevelViewInsets`).
  func canvasRootSizeClasses(_ canvas: IBCanvas) -> (width: SizeClass, height: SizeClass)? {
    guard scene.container == .viewController else { return canvas.sizeClasses }
    return canvas.sizeClasses(rootWidth: scene.root.frame?.width)
  }

  /// The variant of `recipe` whose size classes are the canvas's: the most specific variant that
  /// matches them (both classes, then width only, then height only, then Any-Any, as Layout's
  /// `SizeClassSlot` ranks them); nil when the recipe has no variants.
  func canvasVariant(of recipe: Recipe) -> String? {
    let classes = canvasSizeClasses
    var best: (name: String, rank: Int)?
    for variant in recipe.variants {
      let name = variant.name.value
      let parts = name.split(separator: "-").map { $0 == "Any" ? nil : SizeClass(rawValue: $0.lowercased()) }
      guard parts.count == 2 else { continue }
      let (width, height) = (parts[0], parts[1])
      guard width == nil || width == classes.width, height == nil || height == classes.height else {
        continue
      }
      let rank = (width == nil ? 0 : 2) + (height == nil ? 0 : 1)
      if best == nil || rank > best!.rank { best = (name, rank) }
    }
    return best?.name ?? recipe.variants.first?.name.value
  }
}
