extension IBDocumentReader {
  /// What the storyboard's container controllers and segues say about each controller's bars,
  /// by controller id: inferred bars (`IBBars`) before the controller's own simulated metrics.
  /// Each rule is one method of `BarInference`, applied in this order (a later rule reads what
  /// the earlier ones inferred).
  static func inferredBars(_ root: XMLNode) -> [String: IBBars] {
    var inference = BarInference(root)
    inference.findEmbeddedControllers()
    inference.navigationBarOverRoots()
    inference.tabBarUnderChildren()
    inference.navigationBarOverTabs()
    inference.tabBarUnderNavigationRoots()
    inference.toolbarUnderNavigationRoots()
    inference.presentationsApartFromScreen()
    inference.modalPresentations()
    inference.barsAlongPushes()
    inference.simulatedToolbars()
    inference.markEmbedded()
    return inference.bars
  }

  /// A controller's bars: `inferred`, replaced by its own simulated metrics where it has them.
  static func bars(of controller: XMLNode, inferred: IBBars?) -> IBBars {
    var bars = inferred ?? IBBars()
    for child in controller.children {
      switch (child.name, child["key"]) {
      case ("simulatedNavigationBarMetrics", "simulatedTopBarMetrics"):
        let top = IBBars.Top.navigationBar(prompted: child.flag("prompted") == true, largeTitle: false)
        // Another bar than the navigation controller's: its stored frame is not this one's.
        if top != bars.top { (bars.storedTopBarTop, bars.storedTopBarBottom) = (nil, nil) }
        bars.top = top
      case ("nil", "simulatedTopBarMetrics"):
        bars.top = .none
        (bars.storedTopBarTop, bars.storedTopBarBottom) = (nil, nil)
      case ("nil", "simulatedStatusBarMetrics"):
        bars.statusBarHidden = true
      case ("simulatedStatusBarMetrics", "simulatedStatusBarMetrics"):
        // A status bar of its own (not Inferred): drawn over it however it is presented.
        bars.presentedApartFromScreen = false
      case ("simulatedTabBarMetrics", "simulatedBottomBarMetrics"):
        bars.bottom = .tabBar
      case ("simulatedToolbarMetrics", "simulatedBottomBarMetrics"):
        // Over a tab bar the inference put the toolbar on it (`BarInference.simulatedToolbars`);
        // else it is the bottom bar.
        if !(bars.bottom == .tabBar && bars.navigationToolbar) { bars.bottom = .toolbar }
      case ("nil", "simulatedBottomBarMetrics"):
        bars.bottom = .none
        bars.navigationToolbar = false
      default:
        continue
      }
    }
    return bars
  }
}

/// The inference of `IBDocumentReader.inferredBars`: the storyboard's controllers, the bars
/// inferred so far, and what the push rule (`barsAlongPushes`) starts from.
private struct BarInference {
  /// The storyboard's controllers (its scenes' objects) by id.
  let controllers: [String: XMLNode]
  /// The bars inferred so far, by controller id.
  var bars: [String: IBBars] = [:]
  /// The controllers under a navigation bar whose pushes `barsAlongPushes` follows first: the
  /// roots of navigation controllers and the children of tab bar controllers under one.
  var pushedFrom: [String] = []
  /// Controllers shown inside a container view (`findEmbeddedControllers`).
  var embedded = Set<String>()
  /// The children of a tab bar controller that show their navigation controller's bar
  /// (`navigationBarOverTabs`): what they push has no tab bar.
  var childrenUnderOuterBar = Set<String>()
  /// The controllers under a navigation bar that prefers large titles (`largeTitles="YES"`,
  /// UINavigationBar `prefersLargeTitles`), whatever their own item shows: what they push may
  /// show the large title (`barPushed`).
  var underLargeTitleBar = Set<String>()
  /// The controllers a tab bar controller shows whose own simulated bottom bar is None
  /// (`controllersUnderTabBarSetToNone`): a toolbar simulated there does not stand on a tab bar.
  let underTabBarSetToNone: Set<String>

  init(_ root: XMLNode) {
    var controllers: [String: XMLNode] = [:]
    for scene in root.child("scenes")?.children(named: "scene") ?? [] {
      for object in scene.child("objects")?.children ?? [] {
        if let id = object["id"] { controllers[id] = object }
      }
    }
    self.controllers = controllers
    underTabBarSetToNone = Self.controllersUnderTabBarSetToNone(controllers)
  }

  /// A controller's segues: its own, and those of the cells, buttons and bar button items inside
  /// it (a table's cell that shows the next controller: Kingfisher's demo list).
  static func segues(_ node: XMLNode) -> [XMLNode] {
    node.children.flatMap { $0.name == "segue" ? [$0] : segues($0) }
  }

  /// The destinations of `controller`'s relationship segues of `relationship`
  /// (`rootViewController`, `viewControllers`).
  static func destinations(_ controller: XMLNode, relationship: String) -> [String] {
    segues(controller).filter { $0["relationship"] == relationship }.compactMap { $0["destination"] }
  }

  /// The controllers in the order of their ids.
  var sortedControllers: [(key: String, value: XMLNode)] { controllers.sorted(by: { $0.key < $1.key }) }

  /// Controllers shown inside a container view (`IBBars.embedded`): the destination of an
  /// `embed` segue, and the children of a navigation or tab bar controller so shown (zotero's
  /// share extension, /work/unseen-e: a navigation controller in a container view, its root
  /// stored at the container's size).
  ///
  /// A split view controller so shown holds its primary and secondary controllers inside its
  /// view, and what they show (`showDetail`, `show`) the split view controller puts in one of its
  /// columns, not on the screen [DOC: UISplitViewController, "the split view controller ...
  /// manages the presentation of its child view controllers", `showDetailViewController(_:sender:)`
  /// and `show(_:sender:)`: "displays the specified view controller in the secondary (primary)
  /// position"; read from stored frames: energy-ARLabSettings (9059, the Any/Any canvas,
  /// /work/unseen-e): a split view controller in a container view, its detail navigation
  /// controller's `showDetail` destination (the email settings, 600 x 771) pins its scroll view to
  /// the top layout guide stored at y 0, and the controller it shows its label 20 below the top
  /// layout guide at y 20, where the status bar puts them 20 lower; Xcode 7's embedded children
  /// have no status bar (`IBCanvas.embeddedStatusBarTools`). One file of one app].
  mutating func findEmbeddedControllers() {
    var queue = sortedControllers.flatMap { _, controller in
      Self.segues(controller).filter { $0["kind"] == "embed" }.compactMap { $0["destination"] }
    }
    // Controllers in a column of an embedded split view controller.
    var inSplit = Set<String>()
    while let id = queue.popLast() {
      guard embedded.insert(id).inserted, let controller = controllers[id] else { continue }
      var relationships = ["rootViewController", "viewControllers"]
      if controller.name == "splitViewController" {
        relationships = ["masterViewController", "detailViewController"]
      } else if inSplit.contains(id) {
        let shown = Self.segues(controller).filter { ["showDetail", "show"].contains($0["kind"] ?? "") }
          .compactMap { $0["destination"] }
        inSplit.formUnion(shown)
        queue += shown
      }
      guard ["navigationController", "tabBarController", "splitViewController"].contains(controller.name)
      else { continue }
      let children = Self.segues(controller).filter { relationships.contains($0["relationship"] ?? "") }
        .compactMap { $0["destination"] }
      if controller.name == "splitViewController" || inSplit.contains(id) { inSplit.formUnion(children) }
      queue += children
    }
  }

  /// A navigation controller's root has its navigation bar (with the root's prompt and, unless
  /// the root says never, the bar's large title), none when the bar is hidden; the bar is where
  /// the navigation controller stored it when it is the one drawn over the root.
  mutating func navigationBarOverRoots() {
    for (_, controller) in sortedControllers where controller.name == "navigationController" {
      let bar = controller.children.first { $0.name == "navigationBar" && $0["key"] == "navigationBar" }
      let hidden = controller.flag("navigationBarHidden") == true || bar?.flag("hidden") == true
      let large = bar?.flag("largeTitles") == true
      let stored = bar?.child("rect", key: "frame").flatMap { rect -> (top: Double, bottom: Double)? in
        guard let y = rect.number("y"), let height = rect.number("height") else { return nil }
        return (y, y + height)
      }
      for destination in Self.destinations(controller, relationship: "rootViewController") {
        if hidden {
          // Its pushes go on under the hidden bar (`hiddenBarPushed`).
          bars[destination, default: IBBars()].navigationBarHidden = true
          pushedFrom.append(destination)
          continue
        }
        let item = controllers[destination]?.child("navigationItem")
        let prompted = item?.string("prompt") != nil
        let largeTitle = large && item?["largeTitleDisplayMode"] != "never"
        bars[destination, default: IBBars()].top = .navigationBar(prompted: prompted, largeTitle: largeTitle)
        if large { underLargeTitleBar.insert(destination) }
        // The bar the navigation controller stored is the one drawn over its root (a prompt
        // is the item's, not in the stored bar).
        if !prompted, largeTitle == large {
          bars[destination, default: IBBars()].storedTopBarTop = stored?.top
          bars[destination, default: IBBars()].storedTopBarBottom = stored?.bottom
        }
        pushedFrom.append(destination)
      }
    }
  }

  /// A tab bar controller's children have its tab bar.
  mutating func tabBarUnderChildren() {
    for (_, controller) in sortedControllers where controller.name == "tabBarController" {
      for destination in Self.destinations(controller, relationship: "viewControllers") {
        bars[destination, default: IBBars()].bottom = .tabBar
      }
    }
  }

  /// A tab bar controller that is a navigation controller's root shows that navigation bar over
  /// each of its children (their views are inside its view, under the bar): sentry-cocoa's sample
  /// app (/work/unseen-b, Xcode 26) stores its tabs' views pinned to the safe area's top at 172,
  /// the bottom of the navigation bar stored at y 118, 54 high. Its children can push, as its
  /// root could. The same when it is pushed (shown) from a controller under a navigation bar
  /// (`barsAlongPushes`).
  mutating func navigationBarOverTabs() {
    for id in controllers.keys.sorted() {
      let children = navigationBarOverChildren(ofTabs: id)
      pushedFrom += children
      childrenUnderOuterBar.formUnion(children)
    }
  }

  /// The children of tab bar controller `id` given its navigation bar (`navigationBarOverTabs`),
  /// those without a top bar of their own; none when `id` is no tab bar controller under a
  /// navigation bar.
  mutating func navigationBarOverChildren(ofTabs id: String) -> [String] {
    guard let controller = controllers[id], controller.name == "tabBarController",
      let top = bars[id]?.top, case .navigationBar = top
    else { return [] }
    var children: [String] = []
    for destination in Self.destinations(controller, relationship: "viewControllers") {
      guard (bars[destination]?.top ?? IBBars.Top.none) == IBBars.Top.none else { continue }
      bars[destination, default: IBBars()].top = top
      bars[destination, default: IBBars()].storedTopBarTop = bars[id]?.storedTopBarTop
      bars[destination, default: IBBars()].storedTopBarBottom = bars[id]?.storedTopBarBottom
      if underLargeTitleBar.contains(id) { underLargeTitleBar.insert(destination) }
      children.append(destination)
    }
    return children
  }

  /// A navigation controller that is a tab bar controller's child shows the tab bar under its
  /// root controller too (xlpagertabstrip: roots of 554 = 667 - 64 - 49), and so does one whose
  /// own simulated bottom bar is a tab bar (`<simulatedTabBarMetrics
  /// key="simulatedBottomBarMetrics">`: its tab bar controller is in another storyboard) [read
  /// from stored frames: erouska-Help (/work/unseen-g, retina5_9): the Help navigation
  /// controller's root and the controllers it pushes pin tables, a stack and a scroll view to the
  /// safe area's bottom, stored ending at 729 = 812 - 83; altstore-Settings (/work/unseen-e,
  /// retina4_7): its navigation controller's root's text view ends at 618 = 667 - 49].
  mutating func tabBarUnderNavigationRoots() {
    for (id, controller) in controllers where controller.name == "navigationController" {
      let ownTabBar = controller.children.contains {
        $0.name == "simulatedTabBarMetrics" && $0["key"] == "simulatedBottomBarMetrics"
      }
      guard bars[id]?.bottom == .tabBar || ownTabBar else { continue }
      for destination in Self.destinations(controller, relationship: "rootViewController") {
        bars[destination, default: IBBars()].bottom = .tabBar
      }
    }
  }

  /// A navigation controller that shows its toolbar (`toolbarHidden="NO"`) shows it under its
  /// root controller: "The navigation toolbar ... is located at the bottom of the navigation
  /// controller's view" [DOC: UINavigationController, `isToolbarHidden`, "Displaying a navigation
  /// toolbar"]; under a tab bar controller that view ends at the tab bar, so the toolbar sits on
  /// it [read from stored frames: trailer-Settings (21701, retina6_1, /work/unseen-g) stores its
  /// Servers navigation controller's toolbar at y 764, 49 high, ending at the tab bar's top
  /// 813 = 896 - 83, and the three tables pushed there pinned to the safe area's bottom end at
  /// 764].
  mutating func toolbarUnderNavigationRoots() {
    for (_, controller) in controllers where controller.name == "navigationController" {
      guard controller["toolbarHidden"] == "NO" else { continue }
      for destination in Self.destinations(controller, relationship: "rootViewController") {
        bars[destination, default: IBBars()].navigationToolbar = true
      }
    }
  }

  /// A controller presented in a popover or in the current context does not cover the screen,
  /// and IB draws no status bar over it (`IBBars.presentedApartFromScreen`): "false if it covers
  /// all or part of the current view controller only" [DOC: UIPresentationController
  /// `shouldPresentInFullscreen`; UIViewController `modalPresentationCapturesStatusBarAppearance`:
  /// the status bar goes to a presented controller only when its style is `fullScreen`; read
  /// from stored frames: the six popover destinations of octopod-Main (32700.99, retina4_7,
  /// /work/unseen-g: five freeform, 150 x 270 to 365 x 34, and a 375 x 647 root) pin views to
  /// their safe area's top stored at y 0 (its table `Tr2-st-qSC` at 0, `bZc-bk-zEQ` 4 below at
  /// 4), and so do the two destinations of synthone-Presets' `overCurrentContext` presentations
  /// (14490.70, retina4_7, /work/unseen-h: 512 x 299 and 500 x 337); no popover or context
  /// destination of the ten sets stores a status bar. 2 files of 2 apps; CHOICE: `currentContext`,
  /// which no file shows, as `overCurrentContext`]. A navigation controller so presented is not
  /// such a destination's canvas: IB draws its bar below the status bar and its controllers above
  /// the home indicator [read from stored frames: tropos-Main (14460.31, retina5_9,
  /// /work/unseen-c) stores the bar of its popover's navigation controller at y 44, and the two
  /// controllers pushed there pin a web view and a text view to the safe area's bottom ending at
  /// 778 = 812 - 34].
  mutating func presentationsApartFromScreen() {
    for (_, controller) in sortedControllers {
      for segue in Self.segues(controller) where Self.presentsApartFromScreen(segue) {
        guard let destination = segue["destination"], controllers[destination]?.name != "navigationController"
        else { continue }
        bars[destination, default: IBBars()].presentedApartFromScreen = true
      }
    }
  }

  /// Controllers presented modally over the screen (`IBBars.presentedModally`): the destination
  /// of a `presentation` or `modal` segue that does not present it apart from the screen, and of
  /// a `show` or `showDetail` segue from a controller that no navigation controller holds (the
  /// root of one, or reached from one by pushes), no split view controller holds and no container
  /// view shows: UIKit's `show(_:sender:)` and `showDetailViewController(_:sender:)` present the
  /// controller modally there [DOC: UIViewController `show(_:sender:)`, "the view controller is
  /// presented modally" when no container overrides it]. Container controllers (a navigation,
  /// tab bar or split view controller so presented) are not marked [CHOICE: no file shows one on
  /// a landscape phone's canvas, the only canvas the flag changes].
  mutating func modalPresentations() {
    var held = Set<String>()
    var queue: [String] = []
    for (_, controller) in controllers
    where ["navigationController", "splitViewController"].contains(controller.name) {
      for segue in Self.segues(controller) where segue["kind"] == "relationship" {
        if let destination = segue["destination"], held.insert(destination).inserted {
          queue.append(destination)
        }
      }
    }
    while let source = queue.popLast() {
      guard let controller = controllers[source] else { continue }
      for segue in Self.segues(controller) where ["push", "show", "showDetail"].contains(segue["kind"] ?? "")
      {
        if let destination = segue["destination"], held.insert(destination).inserted {
          queue.append(destination)
        }
      }
    }
    let containers: Set<String> = ["navigationController", "tabBarController", "splitViewController"]
    for (id, controller) in sortedControllers {
      for segue in Self.segues(controller) {
        guard let destination = segue["destination"], let target = controllers[destination],
          !containers.contains(target.name)
        else { continue }
        let kind = segue["kind"] ?? ""
        let presented =
          ["presentation", "modal"].contains(kind)
          ? !Self.presentsApartFromScreen(segue)
          : ["show", "showDetail"].contains(kind) && !held.contains(id) && !embedded.contains(id)
        if presented { bars[destination, default: IBBars()].presentedModally = true }
      }
    }
  }

  /// Whether `segue` presents its destination without covering the screen
  /// (`presentationsApartFromScreen`).
  static func presentsApartFromScreen(_ segue: XMLNode) -> Bool {
    if segue["kind"] == "popoverPresentation" { return true }
    guard ["presentation", "modal"].contains(segue["kind"] ?? "") else { return false }
    return ["popover", "currentContext", "overCurrentContext"].contains(segue["modalPresentationStyle"] ?? "")
  }

  /// A push or show segue keeps the navigation bar (and a tab bar) of the controller it leaves,
  /// from `pushedFrom` on, each controller reached once.
  mutating func barsAlongPushes() {
    var queue = pushedFrom
    var seen = Set(queue)
    while let source = queue.popLast() {
      guard let controller = controllers[source] else { continue }
      let showsNoBar = Self.showsNoBar(controller)
      for segue in Self.segues(controller) where ["push", "show"].contains(segue["kind"] ?? "") {
        guard let destination = segue["destination"], seen.insert(destination).inserted else { continue }
        // Pushed in a navigation controller shown in a container view: in the container too.
        if embedded.contains(source) { embedded.insert(destination) }
        if bars[source]?.navigationBarHidden == true {
          hiddenBarPushed(from: source, to: destination)
          queue.append(destination)
          continue
        }
        if showsNoBar {
          if noBarPushed(from: source, to: destination) { queue.append(destination) }
          continue
        }
        barPushed(from: source, to: destination)
        queue.append(destination)
        // A tab bar controller shown here shows the bar over its children (tinode-Main, 23727:
        // the "New chat" tabs pushed under a large-title bar stored at y 20, 96 high, their
        // stacks pinned 8 below the safe area's top stored at 124).
        for child in navigationBarOverChildren(ofTabs: destination) where seen.insert(child).inserted {
          childrenUnderOuterBar.insert(child)
          queue.append(child)
        }
      }
    }
  }

  /// `destination` pushed from `source` in a navigation controller whose bar is hidden
  /// (`navigationBarHidden="YES"`): no navigation bar, as over the root, and the tab bar the root
  /// has, unless it hides the bottom bar when pushed [DOC: UINavigationController
  /// `isNavigationBarHidden` is the navigation controller's, not one controller's; UIViewController
  /// `hidesBottomBarWhenPushed`; read from stored frames, 2 files of 2 apps, every controller
  /// pushed under a hidden bar in a tab with a view pinned to its bottom guide:
  /// colorgy-Main (/work/unseen-q, 10116, no device): the "Show Add Course" controller shown from
  /// the root of a hidden-bar navigation controller in a tab, and what it shows, pin tables to
  /// the bottom layout guide stored ending at 551 = 600 - 49; amaroq-Main (/work/unseen-m,
  /// 14460.31, retina5_5) stores its pushed controller's root 414 x 687 = 736 - 49 with its view
  /// pinned to the bottom guide ending at the root's bottom]. Before, the push stopped at such a
  /// root and what it showed had no bar at all.
  mutating func hiddenBarPushed(from source: String, to destination: String) {
    bars[destination, default: IBBars()].navigationBarHidden = true
    if bars[source]?.bottom == .tabBar, controllers[destination]?["hidesBottomBarWhenPushed"] != "YES" {
      bars[destination, default: IBBars()].bottom = .tabBar
    }
  }

  /// A controller whose own simulated top bar is None (`<nil key="simulatedTopBarMetrics"/>`)
  /// shows no bar, and the controllers it shows infer theirs from it: none. tinode-Main
  /// (23727, retina5_5): its login controller, a navigation controller's root set to None,
  /// shows the Branding controller (no metrics of its own, Inferred), whose stack pinned 68
  /// below the safe area's top is stored at y 88 = 20 + 68, the status bar alone.
  static func showsNoBar(_ controller: XMLNode) -> Bool {
    controller.children.contains { $0.name == "nil" && $0["key"] == "simulatedTopBarMetrics" }
  }

  /// `destination` shown from `source`, which shows no bar (`showsNoBar`): no navigation bar, the
  /// tab bar it leaves. Whether the push goes on from it: a controller shown from it with a
  /// navigation bar of its own still passes that bar on.
  mutating func noBarPushed(from source: String, to destination: String) -> Bool {
    if bars[source]?.bottom == .tabBar { bars[destination, default: IBBars()].bottom = .tabBar }
    let ownBar = controllers[destination]?.children.contains {
      $0.name == "simulatedNavigationBarMetrics" && $0["key"] == "simulatedTopBarMetrics"
    }
    return ownBar == true
  }

  /// `destination` shown from `source` under a navigation bar: a navigation bar (the
  /// destination's prompt, its large title: `largeTitleDisplayMode` always shows it where the
  /// bar prefers large titles, never hides it, automatic, the default, keeps the source's
  /// [DOC: UINavigationItem.LargeTitleDisplayMode: "Always display a large title", automatic
  /// "Inherit the display mode from the previous navigation item"; UINavigationBar
  /// `prefersLargeTitles`: "the navigation bar allows the title to be displayed out-of-line";
  /// raivo-Setup in /work/unseen-h (21701, retina6_1) pushes "Storage" (always) from a root that
  /// says never under a large-title bar and stores its views from y 144 = 48 + 96: the large
  /// title's 52 below a 44-point bar; delta-PauseMenu and -Settings, altstore-Authentication and
  /// -Settings, erouska-Help push always after never too]), where
  /// the source's ends when it is the same bar, and the source's tab bar unless the source is a
  /// child of tabs under their navigation controller's bar (`childrenUnderOuterBar`): what it
  /// pushes replaces the tab bar controller. sentry-cocoa's sample app (/work/unseen-b, Xcode
  /// 26): four controllers shown from the tabs store views centred 24.5 lower and pinned to the
  /// safe area's bottom 49 lower than over a tab bar (the home indicator's 34 alone).
  mutating func barPushed(from source: String, to destination: String) {
    let item = controllers[destination]?.child("navigationItem")
    var sourceLarge = false
    if case .navigationBar(_, let large) = bars[source]?.top { sourceLarge = large }
    let prefersLarge = underLargeTitleBar.contains(source)
    if prefersLarge { underLargeTitleBar.insert(destination) }
    let mode = item?["largeTitleDisplayMode"]
    let largeTitle = mode == "always" ? prefersLarge : mode != "never" && sourceLarge
    let top = IBBars.Top.navigationBar(prompted: item?.string("prompt") != nil, largeTitle: largeTitle)
    bars[destination, default: IBBars()].top = top
    // The same bar as the controller it leaves: where that one ends, as stored.
    if top == bars[source]?.top {
      bars[destination, default: IBBars()].storedTopBarTop = bars[source]?.storedTopBarTop
      bars[destination, default: IBBars()].storedTopBarBottom = bars[source]?.storedTopBarBottom
    }
    // A controller that hides the bottom bar when pushed is shown without the tab bar, and so
    // is what it pushes [DOC: UIViewController `hidesBottomBarWhenPushed`].
    if bars[source]?.bottom == .tabBar, !childrenUnderOuterBar.contains(source),
      controllers[destination]?["hidesBottomBarWhenPushed"] != "YES"
    {
      bars[destination, default: IBBars()].bottom = .tabBar
    }
    // The same navigation controller's toolbar, or the one the source simulates itself
    // (`simulatedToolbars`).
    if bars[source]?.navigationToolbar == true
      || (Self.simulatesToolbar(controllers[source]) && !underTabBarSetToNone.contains(source))
    {
      bars[destination, default: IBBars()].navigationToolbar = true
    }
  }

  /// A controller that simulates a toolbar itself (`simulatesToolbar`) over a tab bar: the
  /// toolbar stands on the tab bar (`IBBars.navigationToolbar`), unless the tab bar controller
  /// above it sets its own bottom bar to None (`<nil key="simulatedBottomBarMetrics"/>`), where
  /// the toolbar stays the bottom bar alone, as before (owntracks' Map controller).
  mutating func simulatedToolbars() {
    for (id, controller) in sortedControllers
    where Self.simulatesToolbar(controller) && bars[id]?.bottom == .tabBar
      && !underTabBarSetToNone.contains(id)
    {
      bars[id, default: IBBars()].navigationToolbar = true
    }
  }

  /// The controllers a tab bar controller whose own simulated bottom bar is None shows: its
  /// children, their navigation controllers' roots and what those push.
  static func controllersUnderTabBarSetToNone(_ controllers: [String: XMLNode]) -> Set<String> {
    var queue: [String] = []
    for (_, controller) in controllers.sorted(by: { $0.key < $1.key })
    where controller.name == "tabBarController" {
      guard
        controller.children.contains(where: { $0.name == "nil" && $0["key"] == "simulatedBottomBarMetrics" })
      else { continue }
      queue += Self.destinations(controller, relationship: "viewControllers")
    }
    var seen = Set<String>()
    while let id = queue.popLast() {
      guard seen.insert(id).inserted, let controller = controllers[id] else { continue }
      if controller.name == "navigationController" {
        queue += Self.destinations(controller, relationship: "rootViewController")
        continue
      }
      queue += Self.segues(controller).filter { ["push", "show"].contains($0["kind"] ?? "") }
        .compactMap { $0["destination"] }
    }
    return seen
  }

  /// A controller whose own simulated bottom bar is a toolbar (`<simulatedToolbarMetrics
  /// key="simulatedBottomBarMetrics"/>`, Bottom Bar: Toolbar in IB's Simulated Metrics). Under a
  /// tab bar IB draws that toolbar on the tab bar, not in its place, and a controller it pushes
  /// infers the toolbar from it: the toolbar is its navigation controller's, at the bottom of
  /// that controller's view, which ends at the tab bar [DOC: UINavigationController, "Displaying
  /// a navigation toolbar": the toolbar "is located at the bottom of the navigation controller's
  /// view"; read from stored frames: trailer-Settings (/work/recon/all, 21701, retina6_1) under
  /// its tab bar controller's simulated tab bar: the Custom Repositories table, pushed from the
  /// Repos root that simulates a toolbar, the Snoozing root, which simulates one, and the snooze
  /// editor it pushes pin their content to the safe area's bottom at 764 = 896 - 34 - 49 - 49,
  /// as the Servers controllers of its navigation controller that shows its toolbar do; before,
  /// the simulated toolbar replaced the tab bar (813) and the pushed table had no toolbar;
  /// owntracks' storyboard, whose tab bar controller sets its bottom bar to None, keeps the
  /// toolbar alone (956 - 34 x 2 - 49, `IBCanvas.toolbarHeightHomeIndicator`). One file of one
  /// app with a tab bar; CHOICE: the push rule off a tab bar too (no file shows one)].
  static func simulatesToolbar(_ controller: XMLNode?) -> Bool {
    controller?.children.contains {
      $0.name == "simulatedToolbarMetrics" && $0["key"] == "simulatedBottomBarMetrics"
    } == true
  }

  /// Every controller shown inside a container view (`findEmbeddedControllers`, and those pushed
  /// in one) is drawn on the container's canvas.
  mutating func markEmbedded() {
    for id in embedded { bars[id, default: IBBars()].embedded = true }
  }
}
