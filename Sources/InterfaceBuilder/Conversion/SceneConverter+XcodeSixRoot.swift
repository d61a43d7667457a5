import Layout

extension SceneConverter {
  /// A view controller's root view on the canvas of a document of Xcode 6 (toolsVersion below
  /// `xcodeSevenToolsVersion`, the iOS 8 SDK) that sets no margins of its own: 16 at the sides at
  /// every width, 0 at the top and bottom, with no system minimum to raise them. iOS 8 gave a view
  /// controller's root 16-point side margins; the system minimum that makes them 20 at a regular
  /// width came with iOS 11 [DOC: UIViewController `systemMinimumLayoutMargins` and
  /// `viewRespectsSystemMinimumLayoutMargins`, iOS 11.0+; read from stored frames: the Any/Any
  /// canvas's 600-point roots of Xcode 6 store their margin-pinned views at x 16
  /// (teamcowboy-Login, /work/unseen-p, toolsVersion 6205: the form box `IKu-Zl-hxE`, leading to
  /// the root's leading margin, at 16 and 568 wide; designernews-Main, /work/unseen-n, 7706: the
  /// Web controller's buttons at the leading margin + 4 at 20), as do the 320-point roots of
  /// roommates-Main_iPhone (/work/unseen-o, 6254, 6 views at 16): 3 apps, every such view of the
  /// ten sets; Xcode 7's 600-point roots store 20 (malaria-Main 9531, antidote 9531, researchkit
  /// 9532, jaspermobile and onerepmax 10117)]. Nil for any other root, for a root that is not a
  /// plain `view` (a table view controller's table: no file shows one) [CHOICE], and off the
  /// canvas (the app runs on a later iOS).
  func xcodeSixRootMargins(_ root: IBView) -> EdgeInsets? {
    guard case .canvas = options.scene, scene.container == .viewController, root.id == scene.root.id,
      root.element == "view", root.layoutMargins == nil,
      let major = IBDocument.majorToolsVersion(document.toolsVersion), major < Self.xcodeSevenToolsVersion
    else { return nil }
    let side = ControlMetrics.rootSideMarginCompact
    return EdgeInsets(top: 0, left: side, bottom: 0, right: side)
  }

  /// The first toolsVersion of Xcode 7 (the iOS 9 SDK): Xcode 6.4 writes 7706 and Xcode 7.0's
  /// documents start above 8000 (charts-Main 9059) [CHOICE: 8000, between the two].
  static let xcodeSevenToolsVersion = 8000
}
