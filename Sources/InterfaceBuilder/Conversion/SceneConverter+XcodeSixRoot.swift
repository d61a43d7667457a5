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
  /// 9532, jaspermobile and onerepmax 10117)]. Bounded to that evidence: storyboards only, of
  /// toolsVersion `xcodeSixToolsVersion` up to 8000 (Xcode 5's documents, encore-ECWalkthrough
  /// 5056, and legacy archives have no margin attributes for the 16 to move anything), whose root is
  /// stored narrower than an iPad (below 768: the evidence is the 600-point Any/Any square and
  /// 320-point iPhone roots) [CHOICE: no file of the ten sets shows a xib's top-level controller or
  /// an iPad canvas of Xcode 6 with a margin-pinned view, so neither is given the 16]. Nil for any
  /// other root, for a root that is not a plain `view` (a table view controller's table: no file
  /// shows one) [CHOICE], for a root without a stored frame [CHOICE], and off the canvas (the
  /// app runs on a later iOS).
  func xcodeSixRootMargins(_ root: IBView) -> EdgeInsets? {
    guard onCanvas, document.kind == .storyboard, !document.isLegacyArchive,
      scene.container == .viewController, root.id == scene.root.id,
      root.element == "view", root.layoutMargins == nil,
      let width = root.frame?.width, width < Self.iPadNarrowestWidth,
      let major = IBDocument.majorToolsVersion(document.toolsVersion),
      (Self.xcodeSixToolsVersion..<Self.xcodeSevenToolsVersion).contains(major)
    else { return nil }
    let side = ControlMetrics.rootSideMarginCompact
    return EdgeInsets(top: 0, left: side, bottom: 0, right: side)
  }

  /// The first toolsVersion of Xcode 7 (the iOS 9 SDK): Xcode 6.4 writes 7706 and Xcode 7.0's
  /// documents start above 8000 (charts-Main 9059) [CHOICE: 8000, between the two].
  static let xcodeSevenToolsVersion = 8000

  /// The first toolsVersion of Xcode 6 (the iOS 8 SDK, which added layout margins): Xcode 5.1
  /// writes 5xxx (encore-ECWalkthrough 5056), Xcode 6.1 6205 (teamcowboy-Login) [CHOICE: 6000,
  /// between the two].
  static let xcodeSixToolsVersion = 6000

  /// An iPad's narrowest width in points (768, portrait): a root this wide or wider is on an iPad
  /// canvas.
  static let iPadNarrowestWidth = 768.0
}
