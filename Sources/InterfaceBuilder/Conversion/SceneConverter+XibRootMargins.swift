import Layout
import Recipe

extension SceneConverter {
  /// The first toolsVersion of Xcode 8 (8.0's are 11xxx), the first to write `<device>`: the
  /// evidence of the margin rule (`isXibRootOfNoDeviceCanvas`) is of toolsVersion 6245 to 10117
  /// [read from stored frames: its four files of 3 apps; the 14 device-less xibs of toolsVersion
  /// 11000 or later in the nine sets (11 of 11201, Xcode 8.2: blink-SmartKeys, onebusaway-CardView,
  /// bluepic's four, codingmart-RewardCoderStageView, expandingcollection, iglistkit, tba's two;
  /// alfresco 14109, zap-Toast 14460, muun-RecoveryView 16097) store no view pinned to a
  /// top-level view's margins: nothing says what those canvases give (second read L1 of session
  /// 36); CHOICE: they keep a root's margins, as before the rule].
  static let noDeviceXibMarginsBefore: Double = 11000

  /// Whether the scene is a xib's top-level view or its File's Owner's `view` on a canvas without
  /// a device (a document of Xcode 7 or earlier: Xcode 8 added `<device>`): IB simulates no screen
  /// and no view controller for it, so its margins are a plain view's, UIView's 8 on every side,
  /// not a view controller root's system minimum and not measured from a status bar [DOC: UIView
  /// `layoutMargins`, "the default spacing to use when laying out content in the view", 8 points
  /// on each side unless the view is a view controller's root; read from stored frames, every such
  /// view with a view pinned to its margins in the eight sets, 4 files of 3 apps:
  /// swiftmessages-MessageView.xib and -MessageViewIOS8.xib (/work/tune-era, toolsVersion 10117,
  /// 600 x 103 top-level views) store their background view pinned to all four margins at
  /// (8, 8, 584, 87); mitmobile-MITLibrariesSearchResultsListViewController.xib (/work/unseen-n,
  /// 6245, the File's Owner's 600 x 600 view) its label pinned to the leading and trailing margins
  /// at x 8, 584 wide; zazo-MessageView.xib (/work/unseen-o, 10116, 152 x 88) its labels pinned
  /// to the top, leading, trailing and bottom margins at 8; every top-level view of a document
  /// with a device stores the system minimum instead (16 or 20 at the sides: swiftmessages' later
  /// files, cwa, zotero, stblesensor, ngamage)]. Before, these got a root's 20 at the sides and
  /// a status bar's 20 at the top (docs/interface-builder.md, "unseen-o's misses (session 36,
  /// misses36)"). Only for documents saved before Xcode 8 (`noDeviceXibMarginsBefore`).
  var isXibRootOfNoDeviceCanvas: Bool {
    let canvas = IBCanvas(document: document)
    guard onCanvas, document.kind == .xib, !scene.isTableHeaderFooter,
      canvas.device == nil, canvas.toolsVersion < Self.noDeviceXibMarginsBefore
    else { return false }
    switch scene.container {
    case .topLevelView: return true
    case .viewController: return scene.controller == nil
    case .cell: return false
    }
  }

  /// A xib's top-level stack view's own margins on a device's canvas, raised edge by edge to the
  /// system minimum of a root of its size: IB lays a xib's top-level view out as the root of the
  /// device's screen, a view controller's root, whose margins are at least
  /// `systemMinimumLayoutMargins` [DOC: UIViewController `viewRespectsSystemMinimumLayoutMargins`,
  /// "the root view's layout margins are guaranteed to be no smaller than the values in the
  /// systemMinimumLayoutMargins property"], as the importer gives any other top-level view
  /// (`topLevelViewMargins`, the engine's `Scene.rootOwnMargins`). A stack view there is held by a
  /// canvas root (`IBDocumentReader.canvasRoot(holding:)`), so its margins are its own line's and
  /// were written as the file gives them [read from stored frames:
  /// genesisvision-FundInvestingContentView.xib (/work/unseen-o, toolsVersion 15505, retina6_1),
  /// a 301 x 250 vertical stack with directional margins 8 and `insetsLayoutMarginsFromSafeArea`
  /// NO, stores its arranged views at x 16, 269 wide, from y 8 to 242: 16 at the sides, its own 8
  /// at the top and bottom; the only top-level stack view with margins in the eight sets; the
  /// plain top-level views of swiftmessages, cwa, zotero and stblesensor (4 apps) store the
  /// minimum where they set no margins]. Nil for any other view, and when the margins already
  /// reach the minimum or the view's own safe area would move them (its margins then are not only
  /// its own: left as they were).
  func xibRootStackMargins(_ view: IBView, own: EdgeInsets) -> EdgeInsets? {
    guard onCanvas, document.kind == .xib, isRootOfDeviceCanvas,
      view.element == "stackView",
      view.insetsLayoutMarginsFromSafeArea == false,
      scene.root.id.rawValue == view.id.rawValue + ".canvas", let frame = scene.root.frame
    else { return nil }
    let canvas = IBCanvas(document: document)
    let minimum = systemMinimumMargins(canvas, width: frame.width, height: frame.height)
    let raised = EdgeInsets(
      top: max(own.top, minimum.top), left: max(own.left, minimum.left),
      bottom: max(own.bottom, minimum.bottom), right: max(own.right, minimum.right))
    return raised == own ? nil : raised
  }
}
