extension IBDocumentReader {
  /// What the storyboard's container controllers and segues say about each controller's bars,
  /// by controller id: inferred bars (`IBBars`) before the controller's own simulated metrics.
  static func inferredBars(_ root: XMLNode) -> [String: IBBars] {
    var controllers: [String: XMLNode] = [:]
    for scene in root.child("scenes")?.children(named: "scene") ?? [] {
      for object in scene.child("objects")?.children ?? [] {
        if let id = object["id"] { controllers[id] = object }
      }
    }
    var bars: [String: IBBars] = [:]
    var pushedFrom: [String] = []
    // A controller's segues: its own, and those of the cells, buttons and bar button items inside
    // it (a table's cell that shows the next controller: Kingfisher's demo list).
    func segues(_ node: XMLNode) -> [XMLNode] {
      node.children.flatMap { $0.name == "segue" ? [$0] : segues($0) }
    }
    // Controllers shown inside a container view (`IBBars.embedded`): the destination of an
    // `embed` segue, and the children of a navigation or tab bar controller so shown (zotero's
    // share extension, /work/unseen-e: a navigation controller in a container view, its root
    // stored at the container's size).
    var embedded = Set<String>()
    var embeddedQueue = controllers.sorted(by: { $0.key < $1.key }).flatMap { _, controller in
      segues(controller).filter { $0["kind"] == "embed" }.compactMap { $0["destination"] }
    }
    while let id = embeddedQueue.popLast() {
      guard embedded.insert(id).inserted, let controller = controllers[id],
        ["navigationController", "tabBarController"].contains(controller.name)
      else { continue }
      embeddedQueue += segues(controller).filter {
        ["rootViewController", "viewControllers"].contains($0["relationship"] ?? "")
      }.compactMap { $0["destination"] }
    }
    for (_, controller) in controllers.sorted(by: { $0.key < $1.key }) {
      switch controller.name {
      case "navigationController":
        let bar = controller.children.first { $0.name == "navigationBar" && $0["key"] == "navigationBar" }
        let hidden = controller.flag("navigationBarHidden") == true || bar?.flag("hidden") == true
        let large = bar?.flag("largeTitles") == true
        let stored = bar?.child("rect", key: "frame").flatMap { rect -> (top: Double, bottom: Double)? in
          guard let y = rect.number("y"), let height = rect.number("height") else { return nil }
          return (y, y + height)
        }
        for segue in segues(controller) where segue["relationship"] == "rootViewController" {
          guard let destination = segue["destination"] else { continue }
          if hidden {
            bars[destination, default: IBBars()].navigationBarHidden = true
            continue
          }
          let item = controllers[destination]?.child("navigationItem")
          let prompted = item?["prompt"] != nil
          let largeTitle = large && item?["largeTitleDisplayMode"] != "never"
          bars[destination, default: IBBars()].top = .navigationBar(
            prompted: prompted, largeTitle: largeTitle)
          // The bar the navigation controller stored is the one drawn over its root (a prompt
          // is the item's, not in the stored bar).
          if !prompted, largeTitle == large {
            bars[destination, default: IBBars()].storedTopBarTop = stored?.top
            bars[destination, default: IBBars()].storedTopBarBottom = stored?.bottom
          }
          pushedFrom.append(destination)
        }
      case "tabBarController":
        for segue in segues(controller) where segue["relationship"] == "viewControllers" {
          if let destination = segue["destination"] { bars[destination, default: IBBars()].bottom = .tabBar }
        }
      default:
        continue
      }
    }
    // A tab bar controller that is a navigation controller's root shows that navigation bar over
    // each of its children (their views are inside its view, under the bar): sentry-cocoa's sample
    // app (/work/unseen-b, Xcode 26) stores its tabs' views pinned to the safe area's top at 172,
    // the bottom of the navigation bar stored at y 118, 54 high. Its children can push, as its
    // root could.
    // The same when it is pushed (shown) from a controller under a navigation bar (below).
    func barOverTabs(_ id: String) -> [String] {
      guard let controller = controllers[id], controller.name == "tabBarController",
        let top = bars[id]?.top, case .navigationBar = top
      else { return [] }
      var children: [String] = []
      for segue in segues(controller) where segue["relationship"] == "viewControllers" {
        guard let destination = segue["destination"],
          (bars[destination]?.top ?? IBBars.Top.none) == IBBars.Top.none
        else {
          continue
        }
        bars[destination, default: IBBars()].top = top
        bars[destination, default: IBBars()].storedTopBarTop = bars[id]?.storedTopBarTop
        bars[destination, default: IBBars()].storedTopBarBottom = bars[id]?.storedTopBarBottom
        children.append(destination)
      }
      return children
    }
    // A child of such a tab bar controller shows (pushes) the next controller on the navigation
    // controller around the tab bar controller, which the pushed one replaces: no tab bar under
    // it. sentry-cocoa's sample app (/work/unseen-b, Xcode 26): four controllers shown from the
    // tabs store views centred 24.5 lower and pinned to the safe area's bottom 49 lower than
    // over a tab bar (the home indicator's 34 alone).
    var childrenUnderOuterBar = Set<String>()
    for id in controllers.keys.sorted() {
      let children = barOverTabs(id)
      pushedFrom += children
      childrenUnderOuterBar.formUnion(children)
    }
    // A navigation controller that is a tab bar controller's child shows the tab bar under its
    // root controller too (xlpagertabstrip: roots of 554 = 667 - 64 - 49).
    for (id, controller) in controllers where controller.name == "navigationController" {
      guard bars[id]?.bottom == .tabBar else { continue }
      for segue in segues(controller) where segue["relationship"] == "rootViewController" {
        if let destination = segue["destination"] { bars[destination, default: IBBars()].bottom = .tabBar }
      }
    }
    // A push or show segue keeps the navigation bar (and a tab bar) of the controller it leaves.
    var queue = pushedFrom
    var seen = Set(queue)
    while let source = queue.popLast() {
      guard let controller = controllers[source] else { continue }
      // A controller whose own simulated top bar is None (`<nil key="simulatedTopBarMetrics"/>`)
      // shows no bar, and the controllers it shows infer theirs from it: none. tinode-Main
      // (23727, retina5_5): its login controller, a navigation controller's root set to None,
      // shows the Branding controller (no metrics of its own, Inferred), whose stack pinned 68
      // below the safe area's top is stored at y 88 = 20 + 68, the status bar alone.
      // A controller shown from it with a navigation bar of its own still passes that bar on.
      let showsNoBar = controller.children.contains {
        $0.name == "nil" && $0["key"] == "simulatedTopBarMetrics"
      }
      for segue in segues(controller) where ["push", "show"].contains(segue["kind"] ?? "") {
        guard let destination = segue["destination"], seen.insert(destination).inserted else { continue }
        // Pushed in a navigation controller shown in a container view: in the container too.
        if embedded.contains(source) { embedded.insert(destination) }
        if showsNoBar {
          if bars[source]?.bottom == .tabBar { bars[destination, default: IBBars()].bottom = .tabBar }
          let ownBar = controllers[destination]?.children.contains {
            $0.name == "simulatedNavigationBarMetrics" && $0["key"] == "simulatedTopBarMetrics"
          }
          if ownBar == true { queue.append(destination) }
          continue
        }
        let item = controllers[destination]?.child("navigationItem")
        var large = false
        if case .navigationBar(_, let sourceLarge) = bars[source]?.top { large = sourceLarge }
        let top = IBBars.Top.navigationBar(
          prompted: item?["prompt"] != nil, largeTitle: large && item?["largeTitleDisplayMode"] != "never")
        bars[destination, default: IBBars()].top = top
        // The same bar as the controller it leaves: where that one ends, as stored.
        if top == bars[source]?.top {
          bars[destination, default: IBBars()].storedTopBarTop = bars[source]?.storedTopBarTop
          bars[destination, default: IBBars()].storedTopBarBottom = bars[source]?.storedTopBarBottom
        }
        if bars[source]?.bottom == .tabBar, !childrenUnderOuterBar.contains(source) {
          bars[destination, default: IBBars()].bottom = .tabBar
        }
        queue.append(destination)
        // A tab bar controller shown here shows the bar over its children (tinode-Main, 23727:
        // the "New chat" tabs pushed under a large-title bar stored at y 20, 96 high, their
        // stacks pinned 8 below the safe area's top stored at 124).
        for child in barOverTabs(destination) where seen.insert(child).inserted {
          childrenUnderOuterBar.insert(child)
          queue.append(child)
        }
      }
    }
    for id in embedded { bars[id, default: IBBars()].embedded = true }
    return bars
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
      case ("simulatedTabBarMetrics", "simulatedBottomBarMetrics"):
        bars.bottom = .tabBar
      case ("simulatedToolbarMetrics", "simulatedBottomBarMetrics"):
        bars.bottom = .toolbar
      case ("nil", "simulatedBottomBarMetrics"):
        bars.bottom = .none
      default:
        continue
      }
    }
    return bars
  }
}
