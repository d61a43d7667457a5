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
  /// githawk-OauthLogin, routecomposer-Images); 44 on retina5_9 before Xcode 13 (the iPhone X's
  /// safe area, Apple's device tables) and 50 from Xcode 13 on (the 375 x 812 canvas is then
  /// the iPhone 13 mini's: googleads-NativeAdvanced-Main, toolsVersion 23094, stored its
  /// navigation bar at y 50; the same cut as retina6_1's [CHOICE]); before Xcode 13, retina6_1
  /// (SimpleLabelAndTextField's Xcode 12 re-save, esri-GenerateOfflineMapOverrides); 48 on
  /// retina6_1 from Xcode 13 on (floatingpanel-Samples-Main: buttons 48 below the safe area's top;
  /// the cut at toolsVersion 20000 is [CHOICE]: no shared file was saved between 17701 and 24128);
  /// 47 on retina6_0 (relay-login: 47 + a 44-point navigation bar = 91); 59 on retina6_12 and 62 on
  /// retina6_3 (the iPhone 14 Pro's and 16 Pro's safe areas, Apple's device tables). The home
  /// indicator is 34 on every notched phone (googleads-NativeAdvanced-Main's bottom guide).
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
    "retina6_72": DeviceMetrics(
      portrait: Size(width: 428, height: 926), scale: 3, statusBar: 47, homeIndicator: 34,
      regularWidthInLandscape: true),
    "ipad9_7": DeviceMetrics(
      portrait: Size(width: 768, height: 1024), scale: 2, statusBar: 20, homeIndicator: 0, isPad: true),
    "ipad12_9": DeviceMetrics(
      portrait: Size(width: 1024, height: 1366), scale: 2, statusBar: 20, homeIndicator: 0, isPad: true),
  ]

  /// The first toolsVersion whose canvas measures text styles at their Large sizes (Body 17 pt):
  /// Xcode 8's (11000) [CHOICE of the cut: the shared files hold text-style labels stored at the
  /// Medium sizes by toolsVersion 8191 (Xcode 7.0: the cookbook's NestedStackViews and
  /// SimpleLabelAndTextField) and at the Large sizes from 12120 (Xcode 8.3: broulik-subtitle-cell)
  /// on, none between].
  static let largeTextStylesToolsVersion: Double = 11000

  /// The device, in IB's terms, nil for the 600 x 600 Any/Any canvas or an unknown id.
  let device: DeviceMetrics?
  /// Landscape (`<device orientation="landscape">`).
  let landscape: Bool
  /// The document's toolsVersion as a number (0 when absent).
  let toolsVersion: Double

  init(document: IBDocument) {
    let id = document.deviceID
    var device = id.flatMap { Self.devices[$0] }
    let tools = Double(document.toolsVersion?.split(separator: ".").first ?? "") ?? 0
    if id == "retina6_1", tools < 20000 { device?.statusBar = 44 }
    if id == "retina5_9", tools >= 20000 { device?.statusBar = 50 }
    self.device = device
    self.landscape = document.orientation == "landscape"
    self.toolsVersion = tools
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

  /// The scale IB draws at: 1 on a canvas of whole points (`wholePoints`), the device's, nil
  /// when it names no device (the Any/Any canvas).
  var scale: Double? { wholePoints ? 1 : device?.scale }

  /// The size classes of the canvas, nil when it names no device.
  var sizeClasses: (width: SizeClass, height: SizeClass)? {
    guard let device else { return nil }
    if device.isPad { return (.regular, .regular) }
    if !landscape { return (.compact, .regular) }
    return (device.regularWidthInLandscape ? .regular : .compact, .compact)
  }

  /// The root view's safe-area insets for a controller with `bars` whose root view IB stored at
  /// `root` (screen coordinates: IB stores a root view below opaque bars lower and shorter): the
  /// status bar and the top bar down from the screen's top, the bottom bar and the home indicator
  /// up from its bottom, less what of them lies outside the root view. On the Any/Any canvas the
  /// status bar is 20 (the cookbook's top guides) and the screen ends at the root view's bottom.
  /// How far below the status bar a page sheet's root starts on IB's canvas [CHOICE: from the
  /// one shared sheet, esri-MobileMapSearchRoute's 842-point root on the 896-point retina6_1].
  static let pageSheetGap = 10.0

  func safeAreaInsets(bars: IBBars, root: Rect?) -> EdgeInsets {
    var statusBar = device?.statusBar ?? 20
    var sides = 0.0
    var homeIndicator = device?.homeIndicator ?? 0
    if landscape, let device, !device.isPad {
      // Phones hide the status bar in landscape; a notched one keeps its sensor housing at the side.
      sides = device.homeIndicator > 0 ? device.statusBar : 0
      statusBar = 0
      homeIndicator = device.homeIndicator > 0 ? 21 : 0
    }
    let screenHeight: Double =
      device.map { landscape ? $0.portrait.width : $0.portrait.height } ?? (root.map { $0.maxY } ?? 600)
    let top = statusBar + bars.topHeight
    let bottom = homeIndicator + bars.bottomHeight
    var rootTop = root?.minY ?? 0
    if let root, root.minY == 0, bars.topHeight > 0, abs(root.height - (screenHeight - top - bottom)) < 0.5 {
      // Documents of Xcode 10 and before store a root view below opaque bars at y 0, as high as
      // the screen less the bars (xlpagertabstrip: 554 = 667 - 64 - 49, its subviews pinned to
      // the top layout guide stored at y 0): it starts below them.
      rootTop = top
    } else if let root, root.minY == 0, bars.topHeight == 0, !landscape, device != nil,
      abs(root.height - (screenHeight - statusBar - Self.pageSheetGap)) < 0.5
    {
      // A page sheet (a controller presented modally, iOS 13 on): IB draws its root below the
      // status bar and 10 points lower, as high as the rest of the screen, stored at y 0
      // (esri-MobileMapSearchRoute: 842 = 896 - 44 - 10; its map view pinned to the safe area's
      // top is stored at 0, its toolbar pinned to the safe area's bottom ends at 808 = 842 - 34).
      rootTop = statusBar + Self.pageSheetGap
    }
    let rootBottom = root.map { rootTop + $0.height } ?? screenHeight
    return EdgeInsets(
      top: max(0, top - rootTop), left: sides, bottom: max(0, rootBottom - (screenHeight - bottom)),
      right: sides)
  }
}
