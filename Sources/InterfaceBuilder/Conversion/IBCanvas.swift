import Layout

/// Interface Builder's canvas for a view controller's scene: the screen IB simulates (its
/// `<device>`, or the 600 x 600 Any/Any canvas), the status bar and the bars above and below the
/// root view (`IBBars`), and where the root view starts (its stored frame). Together they give
/// the root view's safe area and layout guides as IB laid the scene out.
struct IBCanvas {
  /// A device of IB's `<device id=...>` list, as IB draws it.
  struct DeviceMetrics {
    /// The screen in portrait.
    var portrait: Size
    /// Pixels per point.
    var scale: Double
    /// The status bar in portrait (a notched phone's sensor housing: its top safe-area inset).
    var statusBar: Double
    /// The home indicator's inset at the bottom (0 on phones with a home button and on iPads).
    var homeIndicator: Double
    /// Regular width in landscape (the Plus and Max phones).
    var regularWidthInLandscape = false
    /// An iPad (regular in both orientations; its status bar stays in landscape).
    var isPad = false
  }

  /// IB's device ids [sizes: the root views IB stored for each id in ../shared (retina3_5 320 x 480,
  /// retina4_0 320 x 568, retina4_7 375 x 667, retina5_9 375 x 812, retina6_1 414 x 896,
  /// retina6_0 390 x 844, retina6_12 393 x 852, retina6_3 402 x 874, ipad9_7 1024 x 768 in
  /// landscape); scales and the rest: Apple's device tables (Human Interface Guidelines, "Layout",
  /// device screen sizes and scale factors). Status bars: 20 on phones with a home button and on
  /// iPads (the top guide IB stored in SimpleLabelAndTextField, rocketchat-ShareExtension,
  /// githawk-OauthLogin, routecomposer-Images); 44 on retina5_9 before Xcode 14 (the iPhone X's
  /// safe area, Apple's device tables) and 50 from Xcode 14 on (the 375 x 812 canvas is then
  /// the iPhone 13 mini's: googleads-NativeAdvanced-Main, toolsVersion 23094, stored its
  /// navigation bar at y 50; the same cut as retina6_1's [CHOICE]); before Xcode 14, retina6_1
  /// (SimpleLabelAndTextField's Xcode 12 re-save, esri-GenerateOfflineMapOverrides); 48 on
  /// retina6_1 from Xcode 14 on (floatingpanel-Samples-Main: buttons 48 below the safe area's top;
  /// the cut at toolsVersion 21000, Xcode 14 and its iOS 16 SDK: IQKeyboardManager's retina6_1
  /// scenes store 44 when saved by 19455 and 48 by 21225, Instructions' by 20037 store 44; the
  /// same cut for retina5_9 [CHOICE within 20037 to 21225]);
  /// 47 on retina6_0 (relay-login: 47 + a 44-point navigation bar = 91); 59 on retina6_12 and 62 on
  /// retina6_3 (the iPhone 14 Pro's and 16 Pro's safe areas, Apple's device tables). The home
  /// indicator is 34 on every notched phone (googleads-NativeAdvanced-Main's bottom guide).
  /// The Max phones: retina6_7 428 x 926 with 47 (the iPhone 12 Pro Max's, Apple's device tables;
  /// no file in the corpora), retina6_72 430 x 932 with 59 (the iPhone 14 Pro Max's: OnionBrowser's
  /// WhyViewController, toolsVersion 22154, stores its root 430 x 932 and a scroll view pinned to
  /// the safe area from 59 to 932 - 34), retina6_9 440 x 956 with 62 (the iPhone 16 Pro Max's:
  /// owntracks' storyboard, 24765, stores its root 440 x 956 and a map view pinned below a
  /// navigation bar and above a tab bar from 2 x 62 + 54 = 178 to 956 - 2 x 34 - 49 = 839, the
  /// doubled insets below). iPads: ipad7_9 768 x 1024, ipad10_2 810 x 1080 and ipad10_5 834 x
  /// 1112 have a home button (status bar 20, no home indicator); the rounded iPads ipad10_9rounded
  /// 820 x 1180, ipad11_0rounded 834 x 1194 and ipad12_9rounded 1024 x 1366 have a 24-point status
  /// bar and a 20-point home indicator (Apple's device tables; stored: monal's settings, 20037 on
  /// ipad12_9rounded, views pinned 45 below the top layout guide at 69 and above the bottom one
  /// at 1366 - 20; seafile's iPad folder view stores an ipad10_9rounded root 820 x 1180 and its
  /// launch screen an ipad10_5 root 1112 x 834 in landscape).
  static let devices: [String: DeviceMetrics] = [
    "retina3_5": DeviceMetrics(
      portrait: Size(width: 320, height: 480), scale: 2, statusBar: 20, homeIndicator: 0),
    "retina4_0": DeviceMetrics(
      portrait: Size(width: 320, height: 568), scale: 2, statusBar: 20, homeIndicator: 0),
    "retina4_7": DeviceMetrics(
      portrait: Size(width: 375, height: 667), scale: 2, statusBar: 20, homeIndicator: 0),
    "retina5_5": DeviceMetrics(
      portrait: Size(width: 414, height: 736), scale: 3, statusBar: 20, homeIndicator: 0,
      regularWidthInLandscape: true),
    "retina5_9": DeviceMetrics(
      portrait: Size(width: 375, height: 812), scale: 3, statusBar: 44, homeIndicator: 34),
    "retina6_1": DeviceMetrics(
      portrait: Size(width: 414, height: 896), scale: 2, statusBar: 48, homeIndicator: 34,
      regularWidthInLandscape: true),
    "retina6_5": DeviceMetrics(
      portrait: Size(width: 414, height: 896), scale: 3, statusBar: 44, homeIndicator: 34,
      regularWidthInLandscape: true),
    "retina6_0": DeviceMetrics(
      portrait: Size(width: 390, height: 844), scale: 3, statusBar: 47, homeIndicator: 34),
    "retina6_12": DeviceMetrics(
      portrait: Size(width: 393, height: 852), scale: 3, statusBar: 59, homeIndicator: 34),
    "retina6_3": DeviceMetrics(
      portrait: Size(width: 402, height: 874), scale: 3, statusBar: 62, homeIndicator: 34),
    "retina6_7": DeviceMetrics(
      portrait: Size(width: 428, height: 926), scale: 3, statusBar: 47, homeIndicator: 34,
      regularWidthInLandscape: true),
    "retina6_72": DeviceMetrics(
      portrait: Size(width: 430, height: 932), scale: 3, statusBar: 59, homeIndicator: 34,
      regularWidthInLandscape: true),
    "retina6_9": DeviceMetrics(
      portrait: Size(width: 440, height: 956), scale: 3, statusBar: 62, homeIndicator: 34,
      regularWidthInLandscape: true),
    "ipad9_7": DeviceMetrics(
      portrait: Size(width: 768, height: 1024), scale: 2, statusBar: 20, homeIndicator: 0, isPad: true),
    "ipad7_9": DeviceMetrics(
      portrait: Size(width: 768, height: 1024), scale: 2, statusBar: 20, homeIndicator: 0, isPad: true),
    "ipad10_2": DeviceMetrics(
      portrait: Size(width: 810, height: 1080), scale: 2, statusBar: 20, homeIndicator: 0, isPad: true),
    "ipad10_5": DeviceMetrics(
      portrait: Size(width: 834, height: 1112), scale: 2, statusBar: 20, homeIndicator: 0, isPad: true),
    "ipad12_9": DeviceMetrics(
      portrait: Size(width: 1024, height: 1366), scale: 2, statusBar: 20, homeIndicator: 0, isPad: true),
    "ipad10_9rounded": DeviceMetrics(
      portrait: Size(width: 820, height: 1180), scale: 2, statusBar: 24, homeIndicator: 20, isPad: true),
    "ipad11_0rounded": DeviceMetrics(
      portrait: Size(width: 834, height: 1194), scale: 2, statusBar: 24, homeIndicator: 20, isPad: true),
    "ipad12_9rounded": DeviceMetrics(
      portrait: Size(width: 1024, height: 1366), scale: 2, statusBar: 24, homeIndicator: 20, isPad: true),
    // Our key for the iPad mini (6th generation), which Xcode 13 names ipad7_9 (`reusedDeviceIDs`).
    "ipad8_3rounded": DeviceMetrics(
      portrait: Size(width: 744, height: 1133), scale: 2, statusBar: 24, homeIndicator: 20, isPad: true),
  ]

  /// A rounded iPad's bottom safe-area inset on the canvases of `doubledInsets` (Xcode 16.3 and
  /// 26) [read from stored frames: talk-ios' call view (toolsVersion 24765, ipad12_9rounded in
  /// landscape, not in the repository) pins its content to the safe area's top and bottom and
  /// stores it from 24 to 1024 - 50; its top stays the status bar's 24; the same app's main
  /// storyboard (24127, landscape, in no corpus) centres a stack on the safe area where those
  /// insets put it. Two files of one app: CHOICE for the other toolsVersions of the cut and for
  /// portrait].
  static let roundedPadDoubledHomeIndicator = 50.0

  /// The first toolsVersion whose canvas measures text styles at their Large sizes (Body 17 pt):
  /// Xcode 8's (11000) [CHOICE of the cut: the shared files hold text-style labels stored at the
  /// Medium sizes by toolsVersion 8191 (Xcode 7.0: the cookbook's NestedStackViews and
  /// SimpleLabelAndTextField) and at the Large sizes from 12120 (Xcode 8.3: broulik-subtitle-cell)
  /// on, none between].
  static let largeTextStylesToolsVersion: Double = 11000

  /// The toolsVersions of Xcode 13, whose canvas measures text styles at their xSmall sizes (Body
  /// 14 pt, Callout 13, Title 1 25) [read from stored frames: every text-style label the corpora
  /// hold from these versions, 5 single-line labels of 3 files of 2 apps: KeePassium's expiry date
  /// editor (19162: Callout 16 high, Body 17 high and "{Never}" 49 wide) and LoopKit's InsulinKit
  /// (20037: Body 17, Title 1 30), where Large gives 19.5, 20.5 and 33.5; the Large sizes again by
  /// 17701 (Xcode 12.5, KeePassium's icon picker: Headline 20) and from 21701 (Xcode 14.3, 10
  /// labels); CHOICE of the cuts: Xcode 13's first betas (18000) and the iOS 16 SDK (`iOS16SDK`)].
  static let extraSmallTextStylesToolsVersions: Range<Double> = 18000..<21000

  /// The toolsVersions of Xcode 9 and Xcode 10's betas, whose canvas measures Title 1 and Title 2
  /// at their Small sizes (26 and 20 pt), one step below the Large sizes at which it measures
  /// Body, Headline and Subhead [read from stored frames: every single-line Title 1 and Title 2
  /// label without a height of its own in documents of toolsVersion 13000 to 14299 in the tuning
  /// sets and the lanes' scratch corpora, 14 labels of 2 files of 2 apps: eurofurence-Main
  /// (/work/tune-era, 14113, retina4_0) stores 3 Title 1 labels 31.5 high (26 x 2444 / 2048 =
  /// 31.03; Large's 28 gives 33.41: 33.5) and 10 Title 2 labels 24 high (20 pt: 23.87; Large's 22
  /// gives 26.25: 26.5), beside 20 Body labels 20.5 high (Large: 17 pt) in the same scenes;
  /// delta-PausePresentationControllerContentView.xib (/work/tune, 13528, retina4_7) a Title 1
  /// label 31.5 high. Title 1 labels of Xcode 11 (strongbox-Upgrade, 15705: 9 labels 33.5) and
  /// later are at Large. CHOICE of the cut: Xcode 9's first (13000) to Xcode 10's release
  /// (14313), no file with a Title 1 or 2 label between 14113 and 15705; Title 3 and Large Title,
  /// of which no such document holds a label, stay at Large; why the canvas did so is not
  /// documented].
  static let smallTitleStylesToolsVersions: Range<Double> = 13000..<14300

  /// The point size at which the canvas of `toolsVersion` measures `style` where it differs from
  /// the size the canvas's category gives every style (`textStyleCategory`): Title 1 and Title 2
  /// at Small on Xcode 9's (`smallTitleStylesToolsVersions`); nil elsewhere.
  static func canvasTextStyleSize(_ style: TextStyle, toolsVersion tools: Double) -> Double? {
    guard smallTitleStylesToolsVersions.contains(tools), style == .title1 || style == .title2 else {
      return nil
    }
    return style.pointSize(for: .small)
  }

  /// The Dynamic Type category at which the canvas of `toolsVersion` measures text styles: Medium
  /// before Xcode 8 (`largeTextStylesToolsVersion`), xSmall on Xcode 13's
  /// (`extraSmallTextStylesToolsVersions`), nil (Large, the default) otherwise or when unknown.
  static func textStyleCategory(toolsVersion tools: Double) -> ContentSizeCategory? {
    guard tools > 0 else { return nil }
    if tools < largeTextStylesToolsVersion { return .medium }
    if extraSmallTextStylesToolsVersions.contains(tools) { return .extraSmall }
    return nil
  }

  /// The toolsVersions of Xcode 11 to 14.2, whose canvas of a phone with a home button draws no
  /// status bar (Xcode 11's betas were 14865 on; Xcode 10.3 was 14490.70; Xcode 14.3 is 21701)
  /// [read from stored frames, storyboards and xibs alike: 0 by 14868 (openfoodfacts' allergen
  /// xib), 15702 (SkeletonView), 16097.3 (openfoodfacts' product form under a navigation bar at
  /// 44), 17156 and 18122 (PIA's region and quick-connect tile xibs: views pinned 15 below the
  /// safe area's top stored at y 15), 19162 (KeePassium's expiry date editor, its date picker at
  /// the root's top margin stored at y 0), 21225 (Corona-Warn-App's
  /// statistics card xib, retina4_0: its card pinned 24 below the safe area's top stored at y 24)
  /// and 21507 (WooCommerce's card-present payments modal xib, retina4_7: a 500-point box
  /// centred on the safe area stored at y 83.5, centre 333.5 = 667 / 2); 20 by 21701 (Onion
  /// Browser's permission xib and ownCloud's passcode xib, retina4_0: views pinned to the safe
  /// area's top at y 20 and 10 below it at 30; Catty's sound cell xib: 20 even in an 80 x 80
  /// cell; KeePassium's pricing plan picker, retina5_5) and 24127 (IQKeyboardManager's
  /// full-screen scenes). 11 files of 9 apps; CHOICE of the cut between 21507 (Xcode 14.2) and
  /// 21701 (Xcode 14.3): 21600. Not the iOS 16 SDK's cut of the notched phones' status bars
  /// (`iOS16SDK`)].
  static let homeButtonWithoutStatusBar: Range<Double> = 14800..<21600

  /// The toolsVersions of Xcode 9 and 10 (the safe area's first, before
  /// `homeButtonWithoutStatusBar`), whose canvas of a phone with a home button draws no status bar
  /// over a xib's top-level view (or a scene-dock view): its safe area starts at its top, where a
  /// view controller's root, a xib's File's Owner's `view` among them, keeps the 20 [read from
  /// stored frames, 10 files of 7 apps, every top-level view of those versions on such a phone in
  /// the eight tuning sets with a view pinned to its safe area's top but one: septa's
  /// FarePaymentModeView (13196, 439 x 166), TripDetailItemView (13196, 375 x 16),
  /// MyNotificationsHeaderView (14113, 701 x 310) and TimeframeGroupView (14113, 408 x 447)
  /// (/work/unseen-o), tokend-BXFStaticTableViewButtonCell (/work/unseen-n, 13529, 375 x 44),
  /// phonenumberkit-CustomDigitView (/work/tune-era, 13771, 50 x 70), inat's project observation
  /// header (14313, 375 x 139), pia-SubscriptionTile (14460, 375 x 89), habitica's menu navigation
  /// bar view (14490, 561 x 72) (/work/tune) and twiliovideo-RemoteParticipantView (/work/tune-era,
  /// 14490, 207 x 328), all retina4_7, pin views to the safe area's top and store them at y 0 (or
  /// the constant below it); the File's Owner's views of the same versions (edx's discussion
  /// controllers, 13771; confidant's four controllers, 14460 and 14490; 375 x 667) store 20.
  /// A top-level view as tall as the screen keeps the 20, as a screen's root: protonvpn's
  /// InstructionStepView (/work/tune, 14460.31, 375 x 667) centres its label on the safe area at
  /// y 333 = (20 + 667) / 2 - 10.5; and so does one 480 high or more
  /// (`statusBarRootMinimumHeight`): rocketchat-DirectoryFiltersView.xib (/work/tune, 14460.31,
  /// 375 x 570) stores its bar pinned to the safe area's top at y 20. CHOICE: no notched phone is
  /// concerned (zap's fee view, 14490 on retina6_1, keeps the 44), nor an iPad (no such file)].
  static let topLevelViewWithoutStatusBar: Range<Double> = 13000..<14800

  /// Whether this canvas draws no status bar over a xib's top-level view
  /// (`topLevelViewWithoutStatusBar`): a phone with a home button in portrait on Xcode 9 and 10.
  var topLevelViewHasNoStatusBar: Bool {
    guard let device, !device.isPad, device.homeIndicator == 0, !landscape else { return false }
    return Self.topLevelViewWithoutStatusBar.contains(toolsVersion)
  }

  /// The height from which Xcode 9 and 10 draw the status bar over a root that is not the
  /// screen's (a xib's top-level view, a controller of a freeform size, a controller shown in a
  /// container view) on a phone with a home button in portrait (`topLevelViewHasNoStatusBar`):
  /// the shortest phone screen IB simulates, the 3.5-inch phone's 480 [read from stored frames,
  /// the roots of those versions with a view pinned to their top guide, 19 files of 14 apps: no
  /// status bar over the ten xib views of `topLevelViewWithoutStatusBar` (16 to 447 high), over
  /// glider's 350 x 400 freeform controller (/work/unseen-o, 13153) and octopod's 320 x 110 today
  /// widget (/work/tune, 14460), over the embedded children of moneysaver-Main (375 x 200) and
  /// shopapp-Main (375 x 128) (/work/unseen-p, 14109) and septa-pushNotificationTripDetail
  /// (/work/unseen-o, 14460, 375 x 303): all pin views to their top guide stored at y 0; the 20 on
  /// rocketchat-DirectoryFiltersView.xib (/work/tune, 14460.31, 375 x 570), appauth's 320 x 600
  /// freeform widget (/work/tune-era, 13771), nightguard's 375 x 867 freeform alarm (/work/tune-era,
  /// 14460), Rocket.Chat's share extension's 375 x 617 embedded child (../shared/ib-public-apps,
  /// 13771) and every 667-point root. CHOICE of the cut between 447 and 570: 480].
  static let statusBarRootMinimumHeight = 480.0

  /// Whether this canvas draws no status bar over a root `height` high that is not the screen's
  /// own (`statusBarRootMinimumHeight`).
  func shortRootHasNoStatusBar(height: Double) -> Bool {
    topLevelViewHasNoStatusBar && height < Self.statusBarRootMinimumHeight
  }

  /// The toolsVersions of Xcode 11 and 12, whose canvas of an iPad draws no status bar: its safe
  /// area starts at the top, and a rounded iPad's (ipad10_9rounded, ipad11_0rounded,
  /// ipad12_9rounded) keeps the home indicator's 20 at the bottom [read from stored frames:
  /// synthone-Main (15505, ipad9_7 in landscape, /work/unseen-h): its 812 x 375 freeform scene
  /// pins a view 257 below the top layout guide and stores it at y 257 (the views hung below
  /// it follow), where Lockwise's
  /// welcome scene (14490.70, ipad10_5) and DuckDuckGo's onboarding (32700.99, ipad9_7) store
  /// the home-button iPad's 20 (one file of one app for the iPads with a home button: CHOICE
  /// of the rounded iPads' cuts); Jami's SIP account
  /// storyboard (16096, ipad12_9rounded, /work/unseen-e) pins its scroll view to the safe area and
  /// stores it from 0 to 1366 - 20; AdGuard's upsell xib (17701, ipad10_9rounded, /work/unseen-g)
  /// stores a button pinned 16 below the safe area's top at y 16; the status bar's 24 by Xcode 10
  /// (lockwise-AutofillOnboarding, 14490.70, ipad12_9rounded: a view pinned to the safe area's top
  /// at y 24) and by Xcode 13 (monal-Settings, 20037: 24). 2 files of 2 apps; CHOICE of the cuts:
  /// Xcode 11's first (14800, as `homeButtonWithoutStatusBar`) and Xcode 13's betas (18000), where
  /// the phones with a home button stay without a status bar to Xcode 14.2].
  static let padWithoutStatusBar: Range<Double> = 14800..<18000

  /// The first toolsVersion of Xcode 14's release (the iOS 16 SDK), whose notched phones' status
  /// bars are their devices': retina6_1 48, retina5_9 50, retina6_0 47 (see `devices`). Before it,
  /// every notched phone's canvas has a status bar of 44 [read from stored frames:
  /// IQKeyboardManager's retina6_1 scenes store 44 when saved by 19455 and 48 by 21225;
  /// WordPressAuthenticator's magic link xib (/work/unseen-f, retina6_0, saved by 21179.7, an Xcode
  /// 14 beta) pins a stack to its safe area from 44 to 844 - 34, where relay-login (21225) has 47;
  /// CHOICE of the cut between 21179.7 and 21225, and of 44 for the 428 x 926 retina6_7 of those
  /// versions, which no file shows].
  static let iOS16SDK: Double = 21200

  /// The notched phones' device ids of the canvases before `iOS16SDK` (the later phones, from the
  /// iPhone 14 Pro's retina6_12 on, came with Xcode 14), and their status bar there.
  static let notchedPhonesBeforeiOS16SDK: Set<String> = [
    "retina5_9", "retina6_0", "retina6_1", "retina6_5", "retina6_7",
  ]
  static let notchedStatusBarBeforeiOS16SDK: Double = 44

  /// The toolsVersions whose canvas doubles a notched phone's safe-area insets in portrait:
  /// Xcode 16.3 (23727) on [CHOICE of the cuts: the files saved by 23077.2 and before store single
  /// insets, and so do those of the 32700.99 series, Apple's 2024 builds (floatingpanel,
  /// IQKeyboardManager's April 2024 saves), which sort above every release].
  static let doubledInsets: Range<Double> = 23700..<30000

  /// A notched phone's bottom safe-area inset in landscape (the home indicator's), 21 [Apple's
  /// device tables]. On the canvases of `doubledInsets` the portrait insets come on top of the
  /// landscape ones: top 0 + 47, sides 47, bottom 21 + 34 on retina6_0 [read from stored frames:
  /// xdrip's Main storyboard (toolsVersion 24412, retina6_0 in landscape, not in the repository):
  /// its toolbar pinned to the safe area's top stored at y 47 and x 47 in an 844 x 390 root, a stack
  /// pinned 25 below the safe area's top, 5 inside its sides and 5 above its bottom stored at
  /// (52, 72) 740 x 258, ending at 335 = 390 - 55. One file of one app, the only landscape notched
  /// phone of those versions in the seven sets: CHOICE for the other devices].
  static let landscapeHomeIndicator = 21.0

  /// The device, in IB's terms, nil for the 600 x 600 Any/Any canvas or an unknown id.
  let device: DeviceMetrics?
  /// The status bar counted once, on a canvas that doubles a notched phone's insets
  /// (`doubledInsets`, where `device` holds them doubled); nil on other canvases. Xcode 26 draws
  /// a sheet under it (`safeAreaInsets`).
  let singleStatusBar: Double?
  /// Landscape (`<device orientation="landscape">`).
  let landscape: Bool
  /// The document's toolsVersion as a number (0 when absent).
  let toolsVersion: Double
  /// One pixel of the canvas read from the document's stored frames (`IBDocument.framePixel`).
  let framePixel: Double

  /// Device ids IB gave to a later phone of the same screen size name, with the id that phone has
  /// in `devices`: Xcode 16's retina6_7 is the 430 x 932 iPhone 16 Plus (a sensor housing 59
  /// high), no longer the 428 x 926 iPhone 12 to 14 Pro Max and 14 Plus of Xcode 12 to 14 (47)
  /// [read from stored frames: Threema's License storyboard (toolsVersion 23727, /work/unseen-e)
  /// names retina6_7 and stores its root 430 x 932, a view pinned to the safe area at y 118 =
  /// 2 x 59 ending at 932 - 2 x 34; no other file of the seven sets names retina6_7]. Which of
  /// the two a document means is read from its roots' stored frames: the later phone when a root
  /// of a scene is stored at its width (`device(of:)`) [CHOICE: the cut between Xcode versions is not
  /// seen]. Xcode 13's ipad7_9 is the 744 x 1133 iPad mini (6th generation), a rounded iPad with
  /// the status bar of 24 and the home indicator of 20 of the other rounded iPads, no longer the
  /// 768 x 1024 iPad mini of a home button; `ipad8_3rounded` is our key for it, named as IB
  /// names the rounded iPads by their diagonal [read from stored frames:
  /// semomun-StartLogin.storyboard (/work/unseen-o, toolsVersion 20037) names ipad7_9 and stores
  /// its six roots 744 x 1133, its views pinned to the safe area's top at y 24 and one pinned to
  /// its bottom ending at 1133 - 20; the one file of the eight tuning sets that names ipad7_9;
  /// sizes and scale: Apple's device tables (Human Interface Guidelines, "Layout"); CHOICE: the
  /// key's name, and the stored root, not the Xcode version, telling the two apart].
  static let reusedDeviceIDs: [String: String] = ["retina6_7": "retina6_72", "ipad7_9": "ipad8_3rounded"]

  /// The canvas of `document`: its device (`device(of:)`) with the insets of the Xcode that saved
  /// it (`statusBar(of:id:toolsVersion:)`, `doubledNotchedPhone`, `doubledRoundedPad`).
  init(document: IBDocument) {
    let tools = Double(IBDocument.majorToolsVersion(document.toolsVersion) ?? 0)
    let landscape = document.orientation == "landscape"
    var device = Self.device(of: document)
    if let id = document.deviceID, let metrics = device {
      device?.statusBar = Self.statusBar(of: metrics, id: id, toolsVersion: tools)
    }
    var singleStatusBar: Double?
    if let metrics = device, metrics.homeIndicator > 0, !metrics.isPad, !landscape,
      Self.doubledInsets.contains(tools)
    {
      (device, singleStatusBar) = (Self.doubledNotchedPhone(metrics), metrics.statusBar)
    }
    if let metrics = device, metrics.isPad, metrics.homeIndicator > 0, Self.doubledInsets.contains(tools) {
      device = Self.doubledRoundedPad(metrics)
    }
    self.singleStatusBar = singleStatusBar
    self.device = device
    self.landscape = landscape
    self.toolsVersion = tools
    self.framePixel = document.framePixel
  }

  /// The device the document names (its `<device id=...>`), nil when it names none or one not in
  /// `devices`; the later phone of a reused id when a root of a scene is stored at that phone's
  /// screen (`reusedDeviceIDs`).
  static func device(of document: IBDocument) -> DeviceMetrics? {
    guard let id = document.deviceID, let named = devices[id] else { return nil }
    if let later = reusedDeviceIDs[id].flatMap({ devices[$0] }), later.portrait.width != named.portrait.width,
      document.scenes.contains(where: { scene in
        guard let frame = scene.root.frame else { return false }
        return [frame.width, frame.height].contains(later.portrait.width)
          && [frame.width, frame.height].contains(later.portrait.height)
      })
    {
      // The document's roots are stored at the later phone's screen (`reusedDeviceIDs`).
      return later
    }
    return named
  }

  /// The status bar of device `id` (`metrics`) on the canvas of `tools`: a notched phone's is 44
  /// before the iOS 16 SDK (`notchedPhonesBeforeiOS16SDK`), retina5_9's 50 from it on (see
  /// `devices`), and a phone with a home button has none on Xcode 11 to 14.2's canvas
  /// (`homeButtonWithoutStatusBar`: SkeletonView's collection view scene, a view pinned to the
  /// safe area's top stored at y 20 when saved by Xcode 10, 14113 and 14490.70, and at y 0 when
  /// saved by Xcode 11, 14868 and 15702; so is its table view scene, 14868), nor has an
  /// iPad on Xcode 11 and 12's (`padWithoutStatusBar`); else the device's.
  static func statusBar(of metrics: DeviceMetrics, id: String, toolsVersion tools: Double) -> Double {
    var statusBar = metrics.statusBar
    if notchedPhonesBeforeiOS16SDK.contains(id), tools < iOS16SDK {
      statusBar = notchedStatusBarBeforeiOS16SDK
    }
    if id == "retina5_9", tools >= iOS16SDK { statusBar = 50 }
    if metrics.homeIndicator == 0, !metrics.isPad, homeButtonWithoutStatusBar.contains(tools) {
      statusBar = 0
    }
    if metrics.isPad, padWithoutStatusBar.contains(tools) {
      // Xcode 11 and 12 draw no status bar on an iPad either; a rounded one's home indicator stays.
      statusBar = 0
    }
    return statusBar
  }

  /// A notched phone in portrait on the canvas of Xcode 16.3 and 26 (`doubledInsets`): the sensor
  /// housing's inset at the top and the home indicator's at the bottom each count twice
  /// (IQKeyboardManager's scroll view and special case scenes: views pinned to the safe area at
  /// 48 and 896 - 34 saved by Xcode 15 (22505), at 96 and 896 - 68 by Xcode 26 (24127), the same
  /// constraints; nrfmesh-Control's navigation bar stored at y 96 = 2 x 48, lnpopup-MapScene's at
  /// 118 = 2 x 59, netnewswire-Main's image scene's title 8 above 874 - 68; KeePassium's
  /// onboarding scene, 23727, at 118 and 852 - 68). A phone with a home button keeps its 20
  /// (IQKeyboardManager's full-screen scene, 24127).
  static func doubledNotchedPhone(_ metrics: DeviceMetrics) -> DeviceMetrics {
    var doubled = metrics
    doubled.statusBar *= 2
    doubled.homeIndicator *= 2
    return doubled
  }

  /// A rounded iPad on the canvas of Xcode 16.3 and 26 (`doubledInsets`): its status bar is not
  /// doubled, its top stays 24 in portrait as in landscape (zotero's share extension, 23727,
  /// ipad10_9rounded in portrait: a container pinned to the safe area stored from 24 to
  /// 1180 - 50; talk-ios' call view, 24765, in landscape: 24); only the bottom is
  /// `roundedPadDoubledHomeIndicator`.
  static func doubledRoundedPad(_ metrics: DeviceMetrics) -> DeviceMetrics {
    var doubled = metrics
    doubled.homeIndicator = roundedPadDoubledHomeIndicator
    return doubled
  }

  /// The first toolsVersion whose canvas lays views out on the device's pixel grid (Xcode 6's
  /// 6000s). Xcode 5's canvas rounded frames to whole points [CHOICE of the cut: the one shared
  /// document of Xcode 5, login-xcode5 (toolsVersion 4514), stores every frame in whole points and
  /// its three system-17 labels 21 high (a line of about 20.3 points rounded up to a whole point)
  /// with the views below them placed on that; the next shared document, Xcode 7's 8191, stores
  /// half points].
  static let pixelGridToolsVersion: Double = 6000

  /// Whether IB's canvas of this document places frames and sizes text in whole points.
  var wholePoints: Bool { toolsVersion > 0 && toolsVersion < Self.pixelGridToolsVersion }

  /// The scale IB draws at: 1 on a canvas of whole points (`wholePoints`), the device's, and
  /// without a device the one its stored frames were rounded to (`framePixel`, second read L9 of
  /// session 37): Xcode 6 and 7 drew a device-less canvas at the Mac display's scale, so a
  /// document whose frames hold only whole points was laid out at 1x, its text heights rounded
  /// up to whole points [read from stored frames: wecenter-SettingsViewController (/work/unseen-q,
  /// 9059, no device, whole points only) stores its system 17 labels 21 high, a 20.29-point line
  /// rounded up to a point, where 2x gives 20.5; the cookbook's Xcode 7 files (8191, halves) store
  /// 20.5; measured on the ten sets: docs/interface-builder.md "Roots against the device table:
  /// unseen-q"]. Before, a device-less document had no scale and was solved at 2x whatever its
  /// frames said, while the cells' separators (`IBDocumentReader.canvasPixel`) read the frames.
  /// A device-less document read at 2x stays without a scale, as before (a recipe without one
  /// is solved at 2x: `FamilyLineInference.defaultScale`).
  var scale: Double? {
    if wholePoints { return 1 }
    if let device { return device.scale }
    let frames = 1 / framePixel
    return frames == FamilyLineInference.defaultScale ? nil : frames
  }

  /// The size classes of the canvas, nil when it names no device.
  var sizeClasses: (width: SizeClass, height: SizeClass)? {
    guard let device else { return nil }
    if device.isPad { return (.regular, .regular) }
    if !landscape { return (.compact, .regular) }
    return (device.regularWidthInLandscape ? .regular : .compact, .compact)
  }

  /// The narrowest root an iPad lays out in regular width: a Split View's 1/2 of the 12.9-inch
  /// iPad Pro in landscape, 678 points. UIKit gives an app on an iPad compact width in Slide Over
  /// and in the narrow Split Views (1/3 everywhere, 1/2 except on the 12.9-inch iPad in landscape,
  /// 2/3 in portrait: 320 to 639 points wide) and regular width in the wide ones (2/3 in landscape,
  /// from 694 points; the 12.9-inch iPad's 1/2, 678) and full screen, whatever the height
  /// [DOC: Human Interface Guidelines, "Layout", the iPad's size classes in multitasking
  /// configurations; CHOICE of the cut within 639 < w <= 678, where no configuration lies].
  static let padRegularWidthFrom = 678.0

  /// The size classes IB lays out a screen's root of `rootWidth` in: the canvas's, but compact
  /// width on an iPad for a root narrower than `padRegularWidthFrom`. IB draws the iPad's
  /// multitasking configurations (the canvas's `<adaptation id="splitview1_3">`) and simulated
  /// sizes at the root's size, and lays the root out in the classes UIKit gives a window of that
  /// size [read from stored frames: kiwix-Main.storyboard (Xcode 9, ipad9_7 landscape, the 1/3
  /// Split View: 320 x 768 roots): its welcome screen's "KIWIX" label stored 48 high, its base
  /// semibold 40 where its regular-width variation's bold 50 is 60 high, and its stack 16 from
  /// the safe area's sides as the compact-width constraints place it]. Nil when the canvas names
  /// no device; a phone's classes stay the device's.
  func sizeClasses(rootWidth: Double?) -> (width: SizeClass, height: SizeClass)? {
    guard let classes = sizeClasses else { return nil }
    guard device?.isPad == true, let rootWidth, rootWidth < Self.padRegularWidthFrom else { return classes }
    return (.compact, classes.height)
  }

  /// How far below the status bar a page sheet's root starts on IB's canvas [CHOICE: from the
  /// one shared sheet, esri-MobileMapSearchRoute's 842-point root on the 896-point retina6_1].
  static let pageSheetGap = 10.0

  /// The toolsVersions of Xcode 26 (the iOS 26 SDK; `SceneConverter.isXcode26`).
  static let iOS26SDK: Range<Double> = 24000..<30000

  /// What a tab bar on Xcode 26's canvas of a portrait phone with a home button reserves below
  /// its 49 points: the 34 of a notched phone's home indicator, which that phone does not have
  /// [read from stored frames: orbot's Main storyboard (24765, retina4_0, /work/unseen-f): the
  /// tab bar controller's child (KindnessModeViewController) and its navigation controller's
  /// root (MainViewController) pin their scroll views to the safe area's bottom, both stored
  /// ending at 485 = 568 - 83. Xcode 26's notched phones store 117 = 34 + 83 (sentry-cocoa's
  /// sample app's tab children, retina6_12, /work/unseen-b), which the doubled home indicator
  /// (`doubledInsets`: 68 + 49) already gives. One file of one app with a home button: CHOICE
  /// for landscape (left as it was) and for iPads (none seen)].
  static let homeButtonTabBarInsetiOS26 = 34.0

  /// The bars' heights on this canvas, without the home indicator's inset: `IBBars.topHeight`
  /// and `bottomHeight`, except on Xcode 26's canvas (`iOS26SDK`), which draws a simulated
  /// navigation bar 54 high (`IBBars.navigationBarHeightXcode26`, as its navigation controllers
  /// store theirs) [read from stored frames: orbot's Main storyboard (24765, retina4_0): the
  /// testing scene, a controller with a simulated navigation bar and no navigation controller,
  /// pins three containers to the safe area's top, all stored at y 74 = 20 + 54; CHOICE: a
  /// prompt and a large title add their 30 and 52 to it as before, no such bar of Xcode 26 is
  /// seen], a tab bar on a portrait phone with a home button `homeButtonTabBarInsetiOS26`
  /// higher, and one in a phone's landscape `compactHeightTabBarXcode26` (`bottomBarHeight`).
  func barHeights(_ bars: IBBars) -> (top: Double, bottom: Double) {
    var top = bars.topHeight
    var bottom = bottomBarHeight(bars)
    guard Self.iOS26SDK.contains(toolsVersion) else { return (top, bottom) }
    if top > 0 { top += IBBars.navigationBarHeightXcode26 - IBBars.navigationBarHeight }
    if bars.bottom == .tabBar, let device, !device.isPad, device.homeIndicator == 0, !landscape {
      bottom += Self.homeButtonTabBarInsetiOS26
    }
    return (top, bottom)
  }

  /// The root view's safe-area insets for a controller with `bars` whose root view IB stored at
  /// `root` (screen coordinates: IB stores a root view below opaque bars lower and shorter): the
  /// status bar and the top bar down from the screen's top, the bottom bar and the home indicator
  /// up from its bottom, less what of them lies outside the root view. On the Any/Any canvas the
  /// status bar is 20 (the cookbook's top guides) and the screen ends at the root view's bottom.
  /// A root stored at y 0 is placed by the first rule that matches its height:
  /// `xcode26SheetPlacement`, `rootBelowBarsPlacement`, `pageSheetPlacement`.
  func safeAreaInsets(bars: IBBars, root: Rect?, freeform: Size? = nil) -> EdgeInsets {
    let heights = barHeights(bars)
    var screen = screenInsets(bars: bars)
    if bars.embedded, let root {
      // Xcode 9 and 10 draw no status bar over a child shorter than a phone's screen
      // (`statusBarRootMinimumHeight`).
      if shortRootHasNoStatusBar(height: root.height) { screen.statusBar = 0 }
      return embeddedChildInsets(
        bars: bars, root: root, statusBar: screen.statusBar, sides: screen.sides,
        homeIndicator: screen.homeIndicator)
    }
    // A freeform simulated size stands in for the screen when the root view was laid out at its
    // width (IB keeps `freeformSize` after a controller goes back to a fixed size).
    let simulatedFreeform = freeform
    let freeform = freeform.flatMap { size in
      device != nil && root.map { abs($0.width - size.width) < 0.5 } == true ? size : nil
    }
    // Xcode 9 and 10 draw no status bar over a freeform root shorter than a phone's screen
    // (`statusBarRootMinimumHeight`).
    if let freeform, shortRootHasNoStatusBar(height: root?.height ?? freeform.height) {
      screen.statusBar = 0
    }
    let screenHeight =
      freeform?.height
      ?? device.map { landscape ? $0.portrait.width : $0.portrait.height } ?? (root.map { $0.maxY } ?? 600)
    let (top, belowBars) = topBelowBars(bars: bars, topHeight: heights.top, statusBar: screen.statusBar)
    let stored = RootPlacement(
      screenHeight: screenHeight, rootTop: root?.minY ?? 0, top: top,
      bottom: screen.homeIndicator + heights.bottom)
    var placement = stored
    if let root, root.minY == 0 {
      placement =
        xcode26SheetPlacement(bars: bars, heights: heights, root: root, stored: stored)
        ?? rootBelowBarsPlacement(
          bars: bars, heights: heights, root: root, stored: stored, screen: screen, belowBars: belowBars)
        ?? pageSheetPlacement(
          bars: bars, heights: heights, root: root, stored: stored, screen: screen, freeform: freeform != nil)
        ?? stored
    }
    let rootHeight = root?.height ?? (placement.screenHeight - placement.rootTop)
    var insetTop = min(max(0, placement.top - placement.rootTop), rootHeight)
    let rootBottom = placement.rootTop + rootHeight
    var insetBottom = min(
      max(0, rootBottom - (placement.screenHeight - placement.bottom)), rootHeight - insetTop)
    if let root, let between = deviceLessRootBetweenBars(root, freeform: simulatedFreeform) {
      if between.top { insetTop = 0 }
      if between.bottom { insetBottom = 0 }
    }
    return EdgeInsets(top: insetTop, left: screen.sides, bottom: insetBottom, right: screen.sides)
  }

  /// The first toolsVersion (Xcode 8) whose device-less roots are not read as stored between
  /// their bars (`deviceLessRootBetweenBars`).
  static let deviceLessRootBetweenBarsBefore: Double = 11000

  /// The screens of the canvases Xcode 5 to 7 draw for a document without `<device>`, by the
  /// width of the root IB stored: the Any/Any 600 x 600, and the phone or iPad of that width
  /// in portrait (the 3.5-inch and 4-inch phones share 320) [CHOICE: the sizes IB's simulated
  /// metrics offered then, from Apple's device tables; no 1024-wide root is seen].
  static let deviceLessScreenHeights: [Double: [Double]] = [
    320: [480, 568], 375: [667], 414: [736], 600: [600], 768: [1024],
  ]

  /// Whether a controller's root on the canvas of a document without `<device>`, saved before
  /// Xcode 8 (`deviceLessRootBetweenBarsBefore`), lies below its top bars (`top`: stored at a
  /// y below 0's) and above its bottom bar (`bottom`: ending above the screen's bottom, a height
  /// none of `deviceLessScreenHeights` of its width has): IB stores such a root as the part of
  /// the screen between the bars, the status bar outside it too, and its layout guides at its
  /// own edges, where we took its bottom for the screen's and put the bottom bar inside it
  /// [read from stored frames, 10 files of 8 apps, every device-less root of those versions
  /// stored shorter than its screen with a view pinned to a layout guide in the ten tuning
  /// sets: etsmobile-Main_iPhone (/work/unseen-q, 10117): three 320 x 460 roots at y 64 under an
  /// opaque bar and over an opaque toolbar, web views pinned to both guides stored 0 to 460
  /// (64 + 460 = 568 - 44); etsmobile-Main_iPad's 768 x 911 root at y 64 over an opaque tab bar
  /// (975 = 1024 - 49); youtiao-Main (/work/unseen-q, 7706) and malaria-Main (/work/unseen-p,
  /// 9531): 600 x 551 roots at y 0, their bottom guides at 551; roommates-Main_iPhone and ~2
  /// (/work/unseen-o, 6254): 320-point roots at y 44 and 64, 455, 475 and 524 high, both guides
  /// at their edges; infinit-Main (/work/unseen-o, 9058): 600 x 556 roots at y 44, both guides at
  /// their edges; jaspermobile-MainStoryboard (/work/unseen-n, 10117) and the shared
  /// apple-today-tutorial/Main.storyboard (10117): 600 x 536 roots at y 64, top guides at 0; onerepmax-Main (/work/unseen-p, 10117)
  /// 600 x 448 at y 0, its bottom guide at its bottom. A root stored
  /// at y 0 keeps its top (malaria's status bar 20, youtiao's 64); the 600 x 600 and 320 x 568
  /// roots keep their bars (malaria's, colorgy's, saveaselfie's, nightguard's tab bars 49)].
  /// A root at its controller's freeform simulated size (`freeform`, `<size key="freeformSize">`)
  /// is that whole screen, its bottom bar drawn inside it: `bottom` false (second read L8 of
  /// session 38) [CHOICE: none of the 10 files is freeform; IB draws a simulated bar inside a
  /// freeform screen as inside a device's].
  /// Nil on another canvas.
  func deviceLessRootBetweenBars(_ root: Rect, freeform: Size? = nil) -> (top: Bool, bottom: Bool)? {
    guard device == nil, toolsVersion > 0, toolsVersion < Self.deviceLessRootBetweenBarsBefore else {
      return nil
    }
    let heights = Self.deviceLessScreenHeights[root.width] ?? []
    let atFreeformSize =
      freeform.map { abs($0.width - root.width) < 0.5 && abs($0.height - root.height) < 0.5 } ?? false
    let bottom =
      !atFreeformSize && heights.contains { root.maxY < $0 - 0.5 }
      && !heights.contains { abs(root.maxY - $0) < 0.5 }
    return (root.minY > 0, bottom)
  }

  /// What the screen itself covers of a root view on this canvas, before any bar.
  struct ScreenInsets {
    /// The status bar (or a notched phone's sensor housing) at the top.
    var statusBar: Double
    /// A notched phone's sensor housing at each side in landscape.
    var sides: Double
    /// The home indicator at the bottom.
    var homeIndicator: Double
  }

  /// The screen's insets: the device's status bar (20 on the Any/Any canvas), none when the
  /// controller hides it (Status Bar: None; a notched phone keeps its sensor housing's inset), and
  /// its home indicator; a phone's in landscape (`landscapePhoneInsets`).
  func screenInsets(bars: IBBars) -> ScreenInsets {
    // Presented in a popover or in the current context: apart from the screen's edges
    // (`IBBars.presentedApartFromScreen`) [CHOICE for the home indicator and a notched phone's
    // sensor housing, which no such file shows: none, as the status bar].
    if bars.presentedApartFromScreen { return ScreenInsets(statusBar: 0, sides: 0, homeIndicator: 0) }
    if landscape, let device, !device.isPad {
      // Presented modally over a notched phone's landscape screen: the portrait screen's insets
      // (`IBBars.presentedModally`) [read from stored frames: xdrip-Main's Snooze scene
      // `NvR-Zh-2Zn` (/work/unseen-e, rebuilt in /work/recon, toolsVersion 24412, retina6_0 in
      // landscape), shown by a `show` segue from a tab's child that no navigation controller
      // holds, pins a label 15 below the safe area's top at y 62 = 47 + 15 and 15 inside its
      // leading edge at x 15, and a table to its leading and trailing edges from 0 to 844: the
      // portrait 47 at the top and none at the sides, where the landscape screen gives 47 at
      // each side (and Xcode 16.3's doubled 47 at the top); the same file's controllers in its
      // tab and navigation controllers, and those no segue reaches, keep the landscape insets.
      // With utm's landscape xib view (`SceneConverter.landscapePortraitInsets`) 2 files of 2
      // apps; CHOICE: the portrait bottom 34, which the Snooze scene's own simulated toolbar
      // hides (its table ends at 356 = 390 - 34 with no toolbar drawn: left open)].
      if bars.presentedModally, device.homeIndicator > 0 {
        return ScreenInsets(statusBar: device.statusBar, sides: 0, homeIndicator: device.homeIndicator)
      }
      return Self.landscapePhoneInsets(device, toolsVersion: toolsVersion)
    }
    let homeIndicator = device?.homeIndicator ?? 0
    let statusBar =
      bars.statusBarHidden && homeIndicator == 0
      ? 0 : device?.statusBar ?? Self.anyAnyStatusBar(toolsVersion: toolsVersion)
    return ScreenInsets(statusBar: statusBar, sides: 0, homeIndicator: homeIndicator)
  }

  /// The status bar of the Any/Any canvas (a document without `<device>`, 600 x 600 or its
  /// roots' stored size): 20 (the cookbook's top layout guides, Xcode 7), none on the canvas of
  /// Xcode 11 to 14.2 (`homeButtonWithoutStatusBar`), which draws the Any/Any screen as it draws
  /// a phone with a home button [read from stored frames, 3 files of 2 apps, every controller of
  /// the eight tuning sets on no device's canvas of those versions with a view pinned to its top
  /// guide: semomun-HomeSearchBookshelf_phone and semomun-Profile_phone (/work/unseen-o, 20037,
  /// 600 x 600 roots) pin 9 controllers' views to the safe area's top and store them at y 0 (a
  /// container at y 0, 600 high; a header 16 below at y 16), gomap-Height (/work/tune, 18122,
  /// a 414 x 896 root) at 0; outside those versions the 20 holds: alfresco's collection
  /// controller xib (/work/unseen-n, 14109, Xcode 9, no device) stores its owner's view's
  /// collection view pinned to the safe area's top at y 20, the cookbook's Xcode 7 files their
  /// top layout guides' bottoms at 20. CHOICE: the cut of `homeButtonWithoutStatusBar`, Xcode
  /// 14.3 on (no such file) back to 20].
  static func anyAnyStatusBar(toolsVersion tools: Double) -> Double {
    homeButtonWithoutStatusBar.contains(tools) ? 0 : 20
  }

  /// A phone's screen insets in landscape: phones hide the status bar in landscape; a notched one
  /// keeps its sensor housing at the sides and has the landscape home indicator
  /// (`landscapeHomeIndicator`). Xcode 16.3 and 26 add the portrait insets to the landscape ones,
  /// as they count a notched phone's portrait insets twice (`doubledInsets`): the sensor
  /// housing's inset at the top as well as at the sides, the portrait home indicator's below the
  /// landscape one.
  static func landscapePhoneInsets(_ device: DeviceMetrics, toolsVersion: Double) -> ScreenInsets {
    guard device.homeIndicator > 0 else { return ScreenInsets(statusBar: 0, sides: 0, homeIndicator: 0) }
    var insets = ScreenInsets(statusBar: 0, sides: device.statusBar, homeIndicator: landscapeHomeIndicator)
    if doubledInsets.contains(toolsVersion) {
      insets.statusBar = device.statusBar
      insets.homeIndicator += device.homeIndicator
    }
    return insets
  }

  /// Where a root view and its safe area lie on the screen, down from the screen's top.
  struct RootPlacement {
    /// The screen's height (the freeform size's, a sheet's root's).
    var screenHeight: Double
    /// The root view's top.
    var rootTop: Double
    /// The safe area's top.
    var top: Double
    /// The safe area's inset up from the screen's bottom.
    var bottom: Double
  }

  /// Where the safe area starts below the status bar and the top bar (the navigation bar where
  /// its navigation controller stored it), and where a root view stored at y 0 may start below
  /// those bars (`rootBelowBarsPlacement`).
  func topBelowBars(
    bars: IBBars, topHeight: Double, statusBar: Double
  ) -> (top: Double, belowBars: [Double]) {
    let top = statusBar + topHeight
    guard device != nil, let barTop = bars.storedTopBarTop, let barBottom = bars.storedTopBarBottom else {
      return (top, [top])
    }
    if barTop > 0 {
      // The navigation bar where its navigation controller stored it, in the screen's
      // coordinates (Xcode 9 on: the status bar above it; lnpopup-MapScene: y 118, 54 high on
      // the iOS 26 SDK's canvas, and the map scene's mask pinned to the safe area's top stored
      // 172 high).
      return (barBottom, [barBottom])
    }
    // Stored at the top of the navigation controller's view (Xcode 8 and before, and a
    // sheet's bar): the status bar is above it (ddg-Bookmarks' sheet: a bar 56 high, the
    // root 591 = 667 - 20 - 56 stored at y 0).
    return (top, [top, statusBar + barBottom])
  }

  /// A sheet on the canvas of Xcode 16.3 and later (`doubledInsets`): IB stores its root at
  /// y 0 as high as the screen (or the freeform size) less the status bar counted once, and
  /// 10 points less again for a sheet presented from a sheet; its safe area starts that status
  /// bar below the root's top, below the navigation bar a navigation controller's sheet stores
  /// in the sheet's coordinates (at y 16, 54 high), or at the top when that bar is hidden, and
  /// has no home indicator's inset at the bottom [read from stored frames: pia-Main (24765,
  /// retina5_9): five controllers presented from a full-screen one, roots 762 = 812 - 50,
  /// views pinned to the safe area's top stored at y 50 and to its bottom ending at 762; seven
  /// shown from those sheets, 752 = 812 - 50 - 10, pinned at y 50; a freeform 320 x 650
  /// controller's root 600 = 650 - 50, pinned at 50; a navigation controller's sheet (bar at
  /// y 16, 54 high) with its view pinned at 70 and ending at 752, one with a hidden bar pinned
  /// at 0; sentry-cocoa's sample app (24765, retina6_12): a presented controller's root
  /// 793 = 852 - 59 with its stack 8 below y 59, a presented split view's navigation
  /// controller (bar at y 16, 54 high) with a label centred at (70 + 793) / 2]. Nil for another
  /// root stored at y 0 (`stored`: as stored on the screen).
  func xcode26SheetPlacement(
    bars: IBBars, heights: (top: Double, bottom: Double), root: Rect, stored: RootPlacement
  ) -> RootPlacement? {
    guard !landscape, let single = singleStatusBar,
      heights.top == 0 || (bars.storedTopBarTop ?? 0) > 0,
      [single, single + Self.pageSheetGap].contains(where: {
        abs(root.height - (stored.screenHeight - $0)) < 0.5
      })
    else { return nil }
    let top: Double
    if heights.top > 0 {
      top = bars.storedTopBarBottom ?? (single + heights.top)
    } else {
      top = bars.navigationBarHidden ? 0 : single
    }
    return RootPlacement(screenHeight: root.height, rootTop: 0, top: top, bottom: heights.bottom)
  }

  /// A root stored at y 0 below opaque bars: documents of Xcode 10 and before store it as high as
  /// the screen less the bars (xlpagertabstrip: 554 = 667 - 64 - 49, its subviews pinned to
  /// the top layout guide stored at y 0): it starts below them. Xcode 26 stores it at y 0
  /// as high as the screen less the top bars, down to the screen's bottom (pia-Main, 24765,
  /// retina5_9: a translucent="NO" bar stored at y 100, 54 high; the roots below it 658 =
  /// 812 - 154 high, a view pinned to the safe area's top stored at y 0 and one pinned to
  /// its bottom ending at 590 = 658 - 2 x 34). With no bar above it, a root stored at y 0 as
  /// high as the screen less a home-button phone's status bar starts below that status bar
  /// too: its safe area and top layout guide begin at its top [read from stored frames:
  /// habitica-Social's split social controller (32700.99, retina4_7, /work/unseen-e), a root
  /// 647 = 667 - 20 high shown with no simulated bar, its scroll view pinned between the top
  /// and bottom layout guides stored from 0 to 647; the 10 other such roots of the seven sets
  /// (homeassistant-Onboarding, chatsecure-Purchase, freeotp-Main) are all of
  /// `homeButtonWithoutStatusBar`'s versions, their views pinned to the top stored at 0 too.
  /// One file of one app at a version with a status bar: CHOICE for the rest]. Below an opaque
  /// navigation bar (`translucent="NO"`) and over a translucent tab bar the root goes down to the
  /// screen's bottom, its safe area ending above the tab bar [DOC: UIViewController
  /// `edgesForExtendedLayout` (all edges) and `extendedLayoutIncludesOpaqueBars` (false): the view
  /// extends under translucent bars only; read from stored frames: beam-Main (15705, retina4_7,
  /// /work/unseen-h): the Profile tab's navigation controller, its bar opaque, stores its root
  /// 623 = 667 - 44 high at y 0 and a toolbar pinned 100 below the root's safe-area top at
  /// y 100; one file of one app]. `belowBars`:
  /// where it may start (`topBelowBars`). Nil for another root.
  func rootBelowBarsPlacement(
    bars: IBBars, heights: (top: Double, bottom: Double), root: Rect, stored: RootPlacement,
    screen: ScreenInsets, belowBars: [Double]
  ) -> RootPlacement? {
    guard
      heights.top > 0
        || (screen.statusBar > 0 && screen.homeIndicator == 0 && device != nil && !landscape),
      let below = belowBars.first(where: { below in
        // Later canvases keep such a root down to the screen's bottom, under the home indicator,
        // and (the `0`) under a translucent bottom bar below an opaque top bar: read from the root's
        // stored height alone (no bar's opacity is checked here), so any root that reaches the
        // screen's bottom below the top bars matches.
        [stored.bottom, heights.bottom, 0].contains {
          abs(root.height - (stored.screenHeight - below - $0)) < 0.5
        }
      })
    else { return nil }
    var placement = stored
    placement.rootTop = below
    placement.top = below
    return placement
  }

  /// A page sheet (a controller presented modally, iOS 13 on): IB draws its root below the
  /// status bar and 10 points lower, as high as the rest of the screen, stored at y 0
  /// (esri-MobileMapSearchRoute: 842 = 896 - 44 - 10; its map view pinned to the safe area's
  /// top is stored at 0, its toolbar pinned to the safe area's bottom ends at 808 = 842 - 34).
  /// Xcode 14.3 and later draw a freeform controller's sheet 10 points shorter than its
  /// freeform size, and no sheet of a freeform size has the home indicator's inset
  /// (floatingpanel-Samples-Main's modal scene, 778 freeform: 724 = 778 - 44 - 10 on
  /// retina5_9 in six saves by Xcode 11 and 12, 720 = 778 - 48 - 10 on retina6_1 in four by
  /// Xcode 14.0-14.2, 768 = 778 - 10 in two by Xcode 14.3 and 16; its view pinned to the safe
  /// area's bottom stored at the root's bottom, its buttons pinned to the top at y 0).
  /// A navigation controller's sheet stores its bar at the sheet's top (y 0; 56 high on iOS
  /// 13 and later): the root's safe area starts below it. `freeform`: the screen is a freeform
  /// size. Nil for another root.
  func pageSheetPlacement(
    bars: IBBars, heights: (top: Double, bottom: Double), root: Rect, stored: RootPlacement,
    screen: ScreenInsets, freeform: Bool
  ) -> RootPlacement? {
    // A sheet 10 points shorter than the screen whose navigation controller stored its bar at
    // the sheet's top, with the root stored below that bar (as high as the sheet less the bar):
    // the bar covers none of the root, and such a sheet has no home indicator's inset (below)
    // [DOC: UIViewController `edgesForExtendedLayout`: a view extends under translucent bars
    // only; read from stored frames: bitwarden-MainInterface~3 (/work/unseen-m, 22505,
    // retina6_1), five controllers under an opaque (`translucent="NO"`) bar stored at y 0, 56
    // high: roots 830 = 896 - 10 - 56, views pinned to the safe area's top stored at y 0, a
    // table pinned to its bottom over a toolbar ending at 781 = 830 - 49].
    if heights.top > 0, bars.storedTopBarTop == 0, let barBottom = bars.storedTopBarBottom, !landscape,
      device != nil, abs(root.height - (stored.screenHeight - Self.pageSheetGap - barBottom)) < 0.5
    {
      var placement = stored
      placement.rootTop = stored.screenHeight - root.height
      placement.top = placement.rootTop
      placement.bottom = heights.bottom
      return placement
    }
    guard heights.top == 0 || bars.storedTopBarTop == 0, !landscape, device != nil,
      [screen.statusBar + Self.pageSheetGap, Self.pageSheetGap].contains(where: {
        abs(root.height - (stored.screenHeight - $0)) < 0.5
      })
    else { return nil }
    var placement = stored
    placement.rootTop = stored.screenHeight - root.height
    placement.top = heights.top == 0 ? 0 : placement.rootTop + (bars.storedTopBarBottom ?? heights.top)
    // A sheet 10 points shorter than the screen (Xcode 14.3 on) has no home indicator's inset
    // either [read from stored frames: pia-Signup (22155, retina5_9): its root 802 = 812 - 10,
    // its scroll view pinned to the safe area's bottom ending at 802].
    if freeform || abs(root.height - (stored.screenHeight - Self.pageSheetGap)) < 0.5 {
      placement.bottom = heights.bottom
    }
    return placement
  }

  /// A tab bar's height on the canvas of Xcode 26 (toolsVersion 24000 to 29999) in a phone's
  /// landscape (compact height), 31 [read from stored frames: xdrip's Main storyboard (24412,
  /// retina6_0 in landscape, /work/unseen-e): the nine controllers a tab bar controller shows
  /// pin their content to the safe area's bottom at 304 = 390 - 86, the landscape insets' 55
  /// (`landscapeHomeIndicator`) and 31, where its controllers without a tab bar end at 390 - 55.
  /// One file of one app, the only landscape tab bar of the eight sets: CHOICE for the other
  /// devices; before Xcode 26 the tab bar keeps its 49, "the same height in all screen
  /// orientations" of the Human Interface Guidelines' tab bars (iOS 10 era), as no file shows
  /// otherwise].
  static let compactHeightTabBarXcode26 = 31.0

  /// The bottom bar's height on this canvas: `IBBars.bottomHeight`, but a tab bar in a phone's
  /// landscape on Xcode 26's canvas is `compactHeightTabBarXcode26`.
  func bottomBarHeight(_ bars: IBBars) -> Double {
    var height = bars.bottomHeight
    if bars.bottom == .tabBar, landscape, let device, !device.isPad, Self.iOS26SDK.contains(toolsVersion) {
      height = Self.compactHeightTabBarXcode26
    }
    if bars.bottom == .toolbar { height = toolbarHeight }
    // A navigation controller's own toolbar, over the tab bar if there is one.
    if bars.navigationToolbar, bars.bottom != .toolbar { height += toolbarHeight }
    return height
  }

  /// What a tab bar placed as a view and held to the root's bottom adds below its 49 points on
  /// this canvas: the home indicator's inset, on a phone with one in portrait; nil elsewhere.
  /// The bar then covers the home indicator's strip as well as its own 49 points (a simulated tab
  /// bar sits above that strip instead: `safeAreaInsets`) [read from stored frames:
  /// trolley-LaunchScreen.xib (/work/unseen-o, 13528, retina5_9) holds its tab bar
  /// `GiS-Zo-cr5` by its sides and the root's bottom only and stores it at y 729, 83 high;
  /// onebusaway-Launch_Screen (/work/unseen-m, 11542, retina4_7), a home-button phone, 49 at the
  /// bottom. The one tab bar placed as a view at a notched phone's bottom in the eight tuning
  /// sets (1 file of 1 app): CHOICE for landscape and iPads (nil: 49, no file) and for Xcode 16.3
  /// and 26, whose doubled home indicator (`doubledInsets`) it takes as their safe area's].
  var tabBarUnderHomeIndicator: Double? {
    guard let device, !device.isPad, device.homeIndicator > 0, !landscape else { return nil }
    return device.homeIndicator
  }

  /// A toolbar's height on this canvas: `IBBars.toolbarHeight`, but `toolbarHeightHomeIndicator`
  /// on a phone with a home indicator in portrait.
  var toolbarHeight: Double {
    if let device, !device.isPad, device.homeIndicator > 0, !landscape {
      return Self.toolbarHeightHomeIndicator
    }
    return IBBars.toolbarHeight
  }

  /// A toolbar at the bottom of a phone with a home indicator, in portrait: as high as a tab bar
  /// there [read from stored frames, 2 files of 2 apps: trailer-Settings (21701, retina6_1) stores
  /// its navigation controller's toolbar 49 high, from 764 to the tab bar's top; owntracks'
  /// storyboard (24765, retina6_9, /work/unseen-c) pins its map to the bottom layout guide of a
  /// controller whose simulated bottom bar is a toolbar at 956 - 117, 5 above where a 44-point
  /// toolbar puts it; the phones with a home button keep
  /// 44 (ddg-Bookmarks, swipecell-Main and breadwallet-Main store theirs 44 high at the screen's
  /// bottom). CHOICE for landscape, which no file shows: 44 as before].
  static let toolbarHeightHomeIndicator = 49.0

  /// The first toolsVersion (Xcode 9) whose canvas draws a status bar over a controller shown in a
  /// container view [read from stored frames: kiwix's search storyboard (12100, Xcode 8,
  /// retina5_5, /work/unseen-d) stores its embedded results controller's table pinned to the top
  /// layout guide at y 0; Rocket.Chat's share extension (13771, ../shared/ib-public-apps) a view
  /// pinned to its embedded child's safe area at y 20, xlpagertabstrip (14460.31) its two
  /// children's views pinned to the top layout guide at y 20, eidolon's fulfillment controllers
  /// (13771, /work/unseen-b) and habitica's intro pages (22505, /work/unseen-e) at 20; CHOICE of
  /// the cut between 12100 and 13771: Xcode 9's first, the safe area's].
  static let embeddedStatusBarTools = 13000.0

  /// The safe-area insets of a controller shown inside a container view (`IBBars.embedded`): IB
  /// lays its scene out on a canvas of its own, a screen the container's size (the root stored
  /// at the container's size, at y 0), not at the container's place on the parent's screen as
  /// UIKit would (a child's safe area there is the part of the parent's it overlaps, DOC:
  /// UIView `safeAreaInsets`): the status bar at that canvas's top (none before
  /// `embeddedStatusBarTools`), then the child's own bars (an embedded navigation controller's
  /// bar where it stored it), the home indicator and its bottom bar at the canvas's bottom
  /// [read from stored frames, 6 files of 6 apps, the tops: see `embeddedStatusBarTools`;
  /// zotero's share extension (23727, ipad10_9rounded, /work/unseen-e): the root of a
  /// navigation controller embedded in a container from y 24 to 1130 is stored 820 x 1106, the
  /// container's size, its scroll view pinned to the safe area stored from 74 (the status bar's
  /// 24 and the 50-point bar the navigation controller stored at y 24) to 1081 = 1106 - 25,
  /// though the container's own place is below the parent's status bar and ends at the
  /// parent's safe area's bottom]. The insets that Xcode 16.3 and 26 count twice on a screen
  /// (`doubledInsets`) count once on this canvas, as on a sheet's: a phone's status bar and home
  /// indicator once, a rounded iPad's bottom half the screen's 50 [CHOICE: zotero's 25 is the
  /// one bottom inset of an embedded child on a device with a home indicator in the eight sets;
  /// a notched phone's child is not seen].
  func embeddedChildInsets(
    bars: IBBars, root: Rect, statusBar: Double, sides: Double, homeIndicator: Double
  ) -> EdgeInsets {
    let heights = barHeights(bars)
    var status = landscape ? statusBar : (singleStatusBar ?? statusBar)
    if toolsVersion < Self.embeddedStatusBarTools { status = 0 }
    // Counted twice on a screen of `doubledInsets` (a phone's in portrait, a rounded iPad's
    // bottom): once here.
    let doubledPad = device?.isPad == true && Self.doubledInsets.contains(toolsVersion)
    let doubled = singleStatusBar != nil || doubledPad
    let home = !landscape && doubled ? homeIndicator / 2 : homeIndicator
    var top = status + heights.top
    if device != nil, let barTop = bars.storedTopBarTop, let barBottom = bars.storedTopBarBottom {
      // The navigation bar where the embedded navigation controller stored it: below the status
      // bar (Xcode 9 on), or at its view's top under the status bar (Xcode 8 and before).
      top = barTop > 0 ? barBottom : status + barBottom
    }
    // A root stored lower (below opaque bars, kiwix's Xcode 8 search controller at y 64) starts
    // that far down the canvas.
    let insetTop = min(max(0, top - root.minY), root.height)
    let insetBottom = min(home + heights.bottom, root.height - insetTop)
    return EdgeInsets(top: insetTop, left: sides, bottom: insetBottom, right: sides)
  }
}
