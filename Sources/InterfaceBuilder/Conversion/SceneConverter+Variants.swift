import Layout
import Recipe

extension SceneConverter {
  /// The device the recipe is laid out on, when the scene is a device's.
  var device: Device? {
    switch options.scene {
    case .device(let device): return device
    case .canvas: return nil
    case .automatic:
      // A xib's top-level view is freeform: its own size, unless the document names a device.
      if scene.container == .topLevelView, document.deviceID == nil, scene.root.frame != nil { return nil }
      // A legacy archive's root (a controller's view too) is laid out at the size IB stored for
      // it, which already leaves out the bars it simulates (`IBUISimulatedStatusBarMetrics`,
      // `...TopBarMetrics`, `...BottomBarMetrics`): 320 x 460 below an iOS 6 status bar, 320 x
      // 416 below a navigation bar too, 320 x 548 on a 4-inch screen [read from stored frames:
      // /work/tune-legacy's 39 archives, e.g. osmand-MapHUD's controller view, 320 x 548, whose
      // FPS label is pinned 31 from its trailing edge at x 247]. No device of ours is an iOS 6
      // screen (the smallest is 320 x 568 with iOS 11's status bar and margins), so the iPhone 8
      // that documents without a device get drew them 55 points too wide (session 34, review34).
      if document.isLegacyArchive, scene.root.frame != nil { return nil }
      let name = document.deviceID.flatMap { ImportOptions.deviceIDs[$0] } ?? "iPhone 8"
      if document.deviceID != nil, ImportOptions.deviceIDs[document.deviceID ?? ""] == nil { return nil }
      return Device.all.first { $0.name == name }
    }
  }

  /// Whether the recipe's scene is Interface Builder's canvas: no device (`device` nil), so the
  /// scene line is IB's (`scene W x H` at the root's stored size with the canvas's scale and
  /// insets, or a cell's stored width). That is `--device canvas`, and the default import
  /// wherever it writes the same line: a xib's top-level view without a device, a document whose
  /// `<device>` is not catalogued (`ImportOptions.deviceIDs`), a legacy archive's stored root.
  /// Every rule of IB's canvas (its era's text sizes and margins, its kept lengths, its rows, its
  /// initial frames) follows this, not the command-line option, so the two imports of one
  /// document write one recipe where their scene line is the same [CHOICE: one policy for the
  /// canvas's rules, session 39, canvas39 (second read of session 38, M1's wider point);
  /// docs/interface-builder.md, "The canvas's rules follow the scene line"]. A device's scene (the
  /// document's own catalogued device, or `--device`) is UIKit's run time and gets none of them.
  var onCanvas: Bool { device == nil }

  /// Whether the base scene is the document's device in landscape: `<device orientation=
  /// "landscape">` when the scene is the document's own device (not `--device`, which is portrait).
  var documentIsLandscape: Bool {
    guard case .automatic = options.scene, device != nil else { return false }
    return document.orientation == "landscape"
  }

  /// The height a cell is fixed at instead of its content's fitting height: a static cell's row, a
  /// collection view item, a prototype of a table of fixed row height (`IBView.fixedHeight`); on
  /// Interface Builder's canvas also a xib's top-level cell, which IB lays out at its stored size
  /// (broulik's SubtitleCell: a 60-point image centred at 4.5 in its 69-point cell). Nil otherwise.
  var fixedCellHeight: Double? {
    guard scene.container == .cell else { return nil }
    if let height = scene.root.fixedHeight { return height }
    guard scene.isTopLevelCell, onCanvas else { return nil }
    return storedContentHeight
  }

  /// The height IB stored for a table view cell's content view, the row less the separator; the
  /// cell's own when it has no content view, or when the content view's stored height is stale: a
  /// content view stored more than a point shorter than its cell whose subviews reach more than a
  /// point below it were laid out in a taller content view, the cell's [read from stored frames:
  /// mitmobile-MITLibrariesItemLoanFineCell.xib (/work/unseen-n, toolsVersion 6254, Xcode 6)
  /// stores its cell 104 high (`rowHeight="104"`) and its content view 43, Xcode 6's default
  /// row less the separator, with a separator view pinned to the content's bottom at y 103 and
  /// labels pinned above it stored at their one-line heights (21 and 17), which a 43-point
  /// content squeezes to 3 and 0; rainmachine-WindSensitivityCell.xib (/work/unseen-n, 7531:
  /// cell 83, content 43, subviews down to 68) likewise; the other cells of the tuning sets
  /// stored shorter than their content view's cell (adguard's, Xcode 11) hold their subviews:
  /// 2 apps].
  var storedContentHeight: Double? {
    let cell = scene.root.frame?.height
    guard let bounds = scene.root.contentView?.view.frame else { return cell }
    return staleContentFrame ? cell : bounds.height
  }

  /// Whether the content view's stored frame is stale (`storedContentHeight`): stored more than a
  /// point shorter than its cell with a subview reaching more than a point below it.
  var staleContentFrame: Bool {
    guard let cell = scene.root.frame?.height, let content = scene.root.contentView?.view,
      let bounds = content.frame
    else { return false }
    return bounds.height < cell - 1
      && content.subviews.contains(where: { ($0.frame?.maxY ?? 0) > bounds.height + 1 })
  }

  /// The width IB stored for a cell's content view: the cell's less an accessory. A stale content
  /// frame (`staleContentFrame`) is stale in its width too: the cell's is taken, no accessory
  /// [read from stored frames: youtiao-BulletinCell.xib and -BulletinSketchCell.xib (/work/unseen-q,
  /// 7706) store cells 412 x 158 and 350 x 81 over content views of Xcode 6's default 320 x 43,
  /// their labels pinned 15 and 12 from the content's sides stored 385 = 412 - 15 - 12 and
  /// 321 wide: laid out at the cell's width; the 2 other stale content views of the sets
  /// (mitmobile, rainmachine) are as wide as their cells; 1 app, session 38, cells8]. Only for a
  /// cell that declares no accessory (`IBView.hasAccessory`: an `accessoryType`,
  /// `editingAccessoryType` or accessory view): UIKit takes an accessory's width off the content
  /// view, and none of the stale cells of the sets has one to say how wide IB took it, so such a
  /// cell keeps its stored content width [CHOICE: no evidence for an accessory's width on a stale
  /// frame; review38-stop L6]. Collection view cells with a stale content frame are reached too,
  /// harmlessly: their content view fills the cell.
  var storedContentWidth: Double? {
    guard let content = scene.root.contentView?.view.frame?.width else { return nil }
    // A cell stored off its own row (`IBView.staleRowFrame`) is laid out at its table's width
    // (airqualitytracker's 287-point content view of a 320-point cell in a 600-point table; session
    // 39, cells9), under the same accessory condition.
    if scene.root.staleRowFrame, !scene.root.hasAccessory, let table = scene.root.tableWidth, table > 0 {
      return table
    }
    guard staleContentFrame, !scene.root.hasAccessory else { return content }
    return scene.root.frame?.width ?? content
  }

  /// On Interface Builder's canvas, the height IB draws a self-sizing table's prototype at when
  /// the prototype has its own row height (Size inspector, Row Height: Custom; the content view's
  /// stored height): apple-today-tutorial's reminder cell, row 99, centres its button at 49.5
  /// where its content's fitting height is 90. Written required and first: the row holds against
  /// a content that asks another height, whose own size constants give way, the largest first
  /// (`constraints()`, docs/interface-builder.md "Cells"). Nil on a device, where the table
  /// self-sizes the cell.
  var canvasRowHeight: Double? {
    guard scene.container == .cell, fixedCellHeight == nil, onCanvas else { return nil }
    return scene.root.customRowHeight
  }

  /// On Interface Builder's canvas, the height IB draws a table view cell of an automatic row at:
  /// the height it stored (its content view's), when the cell has no row height of its own
  /// (`canvasRowHeight`) and none is fixed (a table of automatic row height, `rowHeight` -1 or
  /// absent, holding a prototype or a static cell). IB keeps the stored row and lays the content
  /// out in it, as rows stored at another height than their content's fitting one show: Strongbox's
  /// static cells (Xcode 11, 44 high, Body labels pinned to both margins stored 22, one line
  /// 20.5), adguard-DnsSettings' labels squeezed to 0 to 10 points (docs/interface-builder.md
  /// "Cells", "Automatic rows on IB's canvas"). Held at 999, not required (`cellHeightLines`): a
  /// content whose required heights fix another row keeps it. Nil on a device, where the table
  /// self-sizes the cell, for a xib's top-level cell (`fixedCellHeight`), and for a cell IB marks
  /// misplaced, whose stored height is not the one IB lays it out at (strongbox-DatabaseOperations'
  /// misplaced 40-point rows hold a content of 12 + 20.5 + 11.5 = 44), or whose stored frames are
  /// not one layout at the stored row (`storedRowIsOneLayout`).
  var canvasAutomaticRowHeight: Double? {
    guard scene.root.element == "tableViewCell", canvasRowHeight == nil, onCanvas,
      !scene.root.isMisplaced, scene.root.contentView?.view.isMisplaced != true, storedRowIsOneLayout
    else { return nil }
    return tableRowHeight
  }

  /// Whether a table view cell's stored frames read as one layout at its stored row: its content
  /// view as high as the cell or less by at most a point (the separator), and every subview of the
  /// content view inside it (1 pt of slack), except that a subview may hang below the row when no
  /// constraint ties it to the content view's bottom or vertical centre, since its place then does
  /// not depend on the row's height. Otherwise the frames come from layouts at other rows and the
  /// stored row is not the one IB lays the content out at [read from stored frames:
  /// adguard-DnsSettings (/work/tune, 15705) stores content views 80 high in cells of 54 and 71,
  /// images at y -4, labels reaching x 615 and 688 in 414-point rows, labels squeezed to 0 to 10
  /// points; held at those rows, 5 pairs of labels of equal hugging tied over the spare height;
  /// keepassium-EntryFieldViewerVC's URL cell (/work/tune, 23504) holds a stack pinned to the
  /// bottom margin reaching 158.3 in its 75.67-point row, a layout at another row; hanging below
  /// without a tie: linphone-MainInterface~3's notification cell (/work/unseen-m, a 44-point row)
  /// stores a 40-point image pinned 10 from the top only, reaching y 50, and its stack pinned 10
  /// from the top and 2 from the bottom 32 high, 44 - 12: the row IB held; 2 apps]. It never
  /// judges a cell `storedContentHeight` finds stale: that reads only content views stored more
  /// than a point shorter than the cell, which this test rejects first, so the two read a hanging
  /// subview differently on disjoint cells [read from stored frames: the stale test fires on 2
  /// cells of the nine sets, mitmobile's and rainmachine's, whose hanging labels are tied to the
  /// bottom only through their siblings; second read L12 of session 35].
  private var storedRowIsOneLayout: Bool {
    guard let content = scene.root.contentView?.view, let bounds = content.frame else { return false }
    if let cell = scene.root.frame?.height, bounds.height > cell || bounds.height < cell - 1 { return false }
    let tiedToBottom = viewsTiedToBottom(of: content)
    return content.subviews.allSatisfy { subview in
      guard let frame = subview.frame else { return true }
      let below = frame.maxY > bounds.height + 1 && tiedToBottom.contains(subview.id)
      return frame.minX >= -1 && frame.minY >= -1 && frame.maxX <= bounds.width + 1 && !below
    }
  }

  /// The subviews a constraint of the cell or its content view ties to the content view's bottom,
  /// bottom margin or vertical centre (either item, any relation): their places depend on the
  /// row's height (`storedRowIsOneLayout`).
  private func viewsTiedToBottom(of content: IBView) -> Set<IBID> {
    let edges: Set<String> = ["bottom", "bottomMargin", "centerY", "centerYWithinMargins"]
    let contentIDs: Set<IBID> = [content.id, scene.root.id]
    var tied: Set<IBID> = []
    for constraint in content.constraints + scene.root.constraints {
      let first = constraint.resolvedFirstItem
      guard let second = constraint.secondItem, let secondAttribute = constraint.secondAttribute else {
        continue
      }
      if contentIDs.contains(first), edges.contains(constraint.firstAttribute) { tied.insert(second) }
      if contentIDs.contains(second), edges.contains(secondAttribute) { tied.insert(first) }
    }
    return tied
  }

  /// A table view cell's row height, for a content that does not fix the cell's height: the
  /// height IB stored for its content view (the row less the separator; the cell's own when it
  /// has no content view). UIKit's self-sizing table takes a fitting height of zero as
  /// unintentional and uses the table's row height, which a cell made in Interface Builder sets
  /// (docs/interface-builder.md, "Cells"). Nil for collection view cells and cells of fixed height.
  var tableRowHeight: Double? {
    guard scene.container == .cell, scene.root.element == "tableViewCell", fixedCellHeight == nil,
      let height = storedContentHeight, height > 0, height <= 100_000
    else { return nil }
    return height
  }

  /// How much wider than its inset grouped table's inset a cell is stored: 0 for every other cell.
  /// UIKit insets the cells of an inset grouped table (`UITableView.Style.insetGrouped`, "a table
  /// view where the grouped sections are inset with rounded corners") by the table's side margins
  /// (`groupedTableCellSideMargin`, 16 or 20) at both sides, and IB lays a cell out at that width
  /// on its canvas even where the file stores the cell as wide as the table [read from stored
  /// frames: the inset grouped cells of 12 files of 9 other apps in the ten sets store the inset width
  /// (374 in 414-point tables, 343 in 375, 350 in 390); passforios-Main (/work/unseen-h, 23504)
  /// also stores two cells 390 wide in its 390-point table (one with a 44-point detail button,
  /// content 346) whose margin-pinned fields end 20 (8 beside the accessory) inside 350 and 306,
  /// the inset widths; CHOICE: the stored width is kept when it is not wider than the inset one].
  var insetGroupedCellExcess: Double {
    guard scene.root.tableStyle == "insetGrouped", let table = scene.root.tableWidth,
      let side = groupedTableCellSideMargin, let cell = scene.root.frame?.width
    else { return 0 }
    return max(0, cell - (table - 2 * side))
  }

  /// The `scene` / `device` / `cell` line (and a size-class line for IB's Any/Any canvas).
  func sceneLines(landscape: Bool) -> [RecipeLine] {
    if scene.container == .cell { return [cellSceneLine(landscape: landscape)] }
    if let device { return [deviceSceneLine(device, landscape: landscape)] }
    return canvasSceneLines(landscape: landscape)
  }

  /// A cell's `scene cell W` line: as wide as its collection view layout's item, the device less
  /// its accessory, or its stored width.
  private func cellSceneLine(landscape: Bool) -> RecipeLine {
    let rootFrame = scene.root.frame
    // The content view is the cell less what an accessory (a disclosure indicator, a checkmark)
    // takes at its trailing side: IB stores both widths, so the difference is its own.
    let storedContentWidth = storedContentWidth
    let accessory = rootFrame.flatMap { cell in storedContentWidth.map { max(cell.width - $0, 0) } } ?? 0
    let contentWidth = storedContentWidth.map { $0 - insetGroupedCellExcess }
    // A collection view cell is as wide as the layout's item (its stored frame), whatever the device.
    let itemWidth = scene.root.element == "collectionViewCell" ? contentWidth ?? rootFrame?.width : nil
    let deviceWidth = device.map { $0.size(landscape ? .landscape : .portrait).width - accessory }
    // A cell stored without a frame (Xcode 6 wrote prototype cells so) is as wide as its table:
    // a table view's rows span it [DOC: UITableView, "a single column of vertically scrolling
    // content, divided into rows"; read from stored frames: designernews-Main
    // (/work/unseen-n, 7706, the Any/Any canvas), whose frameless cells' views IB stores in a
    // 600-point row, its loading cell's indicator centred at 300; docs/interface-builder.md,
    // "unseen-n's misses (session 35, misses35)"].
    let tableWidth = scene.root.element == "tableViewCell" ? scene.root.tableWidth : nil
    // The first positive candidate (a recipe's cell is wider than 0).
    let width =
      [itemWidth, deviceWidth, contentWidth, rootFrame?.width, tableWidth].compactMap { $0 }.first { $0 > 0 }
      ?? 375
    return SyntaxFactory.line(
      .scene(
        SceneSyntax(
          shape: .cell(width: SyntaxFactory.number(width)),
          scale: canvasCellScale.map(SyntaxFactory.number),
          rowHeight: tableRowHeight.map(SyntaxFactory.number))))
  }

  /// A device's `scene device "NAME"` line, `landscape` when asked.
  private func deviceSceneLine(_ device: Device, landscape: Bool) -> RecipeLine {
    let orientation: Spelled<Orientation>? = landscape ? SyntaxFactory.spelled(.landscape, "landscape") : nil
    return SyntaxFactory.line(
      .scene(
        SceneSyntax(
          shape: .device(name: SyntaxFactory.located(device.name), orientation: orientation), scale: nil)))
  }

  /// IB's canvas without a device: `scene W x H` at the root's stored size (600 x 600 without one)
  /// with the canvas's scale and safe-area insets, its size classes, and the Any/Any canvas's.
  private func canvasSceneLines(landscape: Bool) -> [RecipeLine] {
    let rootFrame = scene.root.frame
    let width = rootFrame?.width ?? 600
    let height = rootFrame?.height ?? 600
    let canvas = canvasLine(width: width, height: height)
    var lines = [
      SyntaxFactory.line(
        .scene(
          SceneSyntax(
            shape: .size(
              width: SyntaxFactory.number(landscape ? height : width),
              height: SyntaxFactory.number(landscape ? width : height)),
            scale: canvas.scale.map(SyntaxFactory.number),
            safeAreaInsets: canvas.safeAreaInsets.map {
              [$0.top, $0.left, $0.bottom, $0.right].map(SyntaxFactory.number)
            }
          )))
    ]
    if let classes = canvas.sizeClasses {
      lines.append(
        SyntaxFactory.line(
          .sizeClass(
            SizeClassSyntax(
              width: SyntaxFactory.spelled(SizeClass?.some(classes.width), classes.width.rawValue),
              height: SyntaxFactory.spelled(SizeClass?.some(classes.height), classes.height.rawValue))),
          comment: "IB's canvas: \(document.deviceID ?? "")"))
    }
    // The Any/Any canvas is 600 wide (less high under bars); a view controller of another size
    // without a device is sized by its width (375: compact, margins 16). A xib's top-level view
    // keeps the Any/Any classes.
    if document.deviceID == nil, !landscape, scene.container != .viewController || width == 600 {
      // IB's Any/Any canvas draws root margins of 20 (regular width) and no class variations.
      lines.append(
        SyntaxFactory.line(
          .sizeClass(
            SizeClassSyntax(
              width: SyntaxFactory.spelled(SizeClass?.some(.regular), "regular"),
              height: SyntaxFactory.spelled(SizeClass?.some(.regular), "regular"))),
          comment: "IB's Any/Any canvas"))
    }
    return lines
  }

  /// Every size-class variation in the scene.
  private var variations: [IBVariation] {
    var result = scene.root.variations + (scene.root.contentView?.view.variations ?? [])
    for view in declared { result += view.variations }
    return result
  }

  /// `set "NAME" hidden` for each view the default (Any/Any) variation removes, in a scene without
  /// variants: no size class brings such a view back, so it is out of the hierarchy in every
  /// layout UIKit makes of the scene (its constraints are uninstalled by `baseUninstall`). Before,
  /// such a view stayed in the recipe with its constraints uninstalled and was reported ambiguous
  /// where IB lays nothing out (mewconnect-Setup's "Weak" label and meter, 16096: `<mask
  /// key="subviews">` in the root's only `<variation key="default">`). With variants, the
  /// "Any-Any" variant hides them (`anyAnyVariant`).
  func baseHiddenLines() -> [RecipeLine] {
    hiddenLines(
      Set(variations.filter { $0.key == "default" }.flatMap(\.excludedSubviews)),
      comment: "removed by the default variation")
  }

  /// The base `uninstall` line: constraints the default (Any/Any) variation excludes.
  func baseUninstall() -> RecipeLine? {
    let excluded = variations.filter { $0.key == "default" }.flatMap(\.excludedConstraints).compactMap {
      labels[$0]
    }
    guard !excluded.isEmpty else { return nil }
    return SyntaxFactory.line(
      .install(
        InstallSyntax(
          installs: false, items: excluded.sorted().map { .single(SyntaxFactory.located(.number($0))) })),
      comment: "not installed in Any-Any (IB's default variation)")
  }

  /// One variant per size-class key (of a view's `<variation>` or a constraint's size-class
  /// constant), plus "Any-Any" for the base, when the scene has any.
  mutating func variantSyntax() -> [VariantSyntax] {
    let keys = variantKeys()
    guard !keys.isEmpty else { return [] }
    var variants = [anyAnyVariant()]
    var label = lastLabel
    for key in keys { variants.append(variant(key, labels: &label)) }
    return variants
  }

  /// A size-class key and the classes it names.
  typealias VariantKey = (key: String, width: SizeClass?, height: SizeClass?)

  /// The size-class keys of the scene's variations and constraint constants, in document order
  /// (views first); an unknown key is warned and skipped.
  private mutating func variantKeys() -> [VariantKey] {
    var keys: [VariantKey] = []
    func add(_ key: String, _ classes: (width: SizeClass?, height: SizeClass?)?, line: Int) {
      guard let classes else {
        if let idiom = IBVariation.idiom(inKey: key) {
          // A variation of an interface idiom (Mac Catalyst's Mac): a recipe lays out iPhone and
          // iPad screens, where it does not apply (docs/interface-builder.md, "What becomes what").
          warn(
            line: line, element: "<variation key=\"\(key)\">",
            "a variation for the \(idiom) interface idiom (Mac Catalyst's \"Vary for Traits\"); recipes lay out "
              + "iPhone and iPad screens, where it does not apply; skipped")
        } else {
          warn(line: line, element: "<variation key=\"\(key)\">", "unknown size-class key; skipped")
        }
        return
      }
      if !keys.contains(where: { $0.key == key }) { keys.append((key, classes.width, classes.height)) }
    }
    for variation in variations where variation.key != "default" {
      add(variation.key, variation.sizeClasses, line: variation.line)
    }
    for constraint in ownedConstraints() where labels[constraint.id] != nil {
      for variation in constraint.constantVariations where variation.key != "default" {
        add(variation.key, variation.sizeClasses, line: variation.line)
      }
    }
    // IB's canvas lays the scene out in both of its classes at once: every variation of either
    // applies (kiwix-Main's compact-width 1/3 Split View root takes its `widthClass=compact` and
    // its `heightClass=regular` constraints). A variant of the two, when no key names both.
    if onCanvas, !keys.isEmpty, case let canvas = canvasSizeClasses,
      let width = canvas.width, let height = canvas.height,
      !keys.contains(where: { $0.width == width && $0.height == height })
    {
      keys.append(("canvas", width, height))
    }
    return keys
  }

  /// The "Any-Any" variant: IB's Any/Any canvas keeps its regular classes (20-point margins), a
  /// device its own; views the default variation removes are hidden.
  private func anyAnyVariant() -> VariantSyntax {
    var anyLines = sceneLines(landscape: documentIsLandscape)
    if !anyLines.contains(where: { if case .sizeClass = $0.statement { return true } else { return false } })
    {
      anyLines.append(sizeClassLine(width: nil, height: nil))
    }
    // Views the default variation removes (and no less specific key brings back) are hidden in Any-Any.
    let removedByDefault = Set(variations.filter { $0.key == "default" }.flatMap(\.excludedSubviews))
    anyLines += hiddenLines(removedByDefault, comment: "removed by the default variation")
    return VariantSyntax(name: SyntaxFactory.located("Any-Any"), lines: anyLines)
  }

  /// Whether a variation of `classes` applies in the size classes of `key` (each class is any or
  /// the key's), and how specific it is (the number of classes it names).
  private static func specificity(of classes: (width: SizeClass?, height: SizeClass?)?, in key: VariantKey)
    -> Int?
  {
    guard let c = classes, c.width == nil || c.width == key.width, c.height == nil || c.height == key.height
    else { return nil }
    return (c.width == nil ? 0 : 1) + (c.height == nil ? 0 : 1)
  }

  /// The variant of one size-class key: its scene and classes, the constraints installed and
  /// uninstalled, the constraints whose constant the class changes (uninstalled and written again
  /// with the class's constant, labelled from `labels` on), and the views it removes (hidden).
  private mutating func variant(_ key: VariantKey, labels label: inout Int) -> VariantSyntax {
    // Every variation whose classes this key's include applies, the less specific first.
    let applying = variations.filter { $0.key != "default" }
      .compactMap { v in Self.specificity(of: v.sizeClasses, in: key).map { (v, $0) } }
      .sorted { $0.1 < $1.1 }.map(\.0)
    var installed: [Int: Bool] = [:]
    var removedViews = Set(variations.filter { $0.key == "default" }.flatMap(\.excludedSubviews))
    for variation in applying {
      for id in variation.excludedConstraints { if let n = labels[id] { installed[n] = false } }
      for id in variation.includedConstraints { if let n = labels[id] { installed[n] = true } }
      removedViews.formUnion(variation.excludedSubviews)
      removedViews.subtract(variation.includedSubviews)
    }
    for id in removedViews.flatMap(descendantIDs) {
      for constraint in ownedConstraints()
      where constraint.resolvedFirstItem == id || constraint.secondItem == id {
        if let n = labels[constraint.id] { installed[n] = false }
      }
    }
    let constants = constantLines(key, installed: &installed, label: &label)
    let landscape = key.height == .compact && (device.map { !$0.isPad } ?? false)
    var lines = sceneLines(landscape: landscape).filter {
      if case .scene = $0.statement { return true } else { return false }
    }
    lines.append(sizeClassLine(width: key.width, height: key.height))
    let installs = installed.filter { $0.value }.keys.sorted()
    let uninstalls = installed.filter { !$0.value }.keys.sorted()
    if !uninstalls.isEmpty { lines.append(installLine(false, uninstalls)) }
    if !installs.isEmpty { lines.append(installLine(true, installs)) }
    lines += constants
    lines += hiddenLines(removedViews)
    lines += fontLines(key, removed: removedViews)
    lines += attributeLines(key, removed: removedViews)
    let name = "\(Self.className(key.width))-\(Self.className(key.height))"
    return VariantSyntax(name: SyntaxFactory.located(name), lines: lines)
  }

  /// The constraints installed in `key`'s classes whose constant a size-class variation changes
  /// (the most specific that applies): each base constraint is uninstalled (`installed`) and
  /// written again, numbered from `label` on, with the class's constant.
  private mutating func constantLines(_ key: VariantKey, installed: inout [Int: Bool], label: inout Int)
    -> [RecipeLine]
  {
    var lines: [RecipeLine] = []
    for constraint in ownedConstraints() {
      guard let base = labels[constraint.id], installed[base] != false else { continue }
      let variation = constraint.constantVariations
        .compactMap { v in Self.specificity(of: v.sizeClasses, in: key).map { (v, $0) } }
        .max { $0.1 < $1.1 }?.0
      guard let variation, variation.constant != constraint.constant else { continue }
      var changed = constraint
      changed.constant = variation.constant
      guard var syntax = convert(changed) else { continue }
      label += 1
      installed[base] = false
      syntax.label = SyntaxFactory.located(.number(label))
      syntax.ibID = SyntaxFactory.located(constraint.id.rawValue)
      lines.append(
        SyntaxFactory.line(
          .constraint(syntax), comment: "constraint \(base) in this size class (line \(variation.line))"))
    }
    return lines
  }

  /// `set "NAME" hidden` for each view a size class (or the default variation) removes, in
  /// declaration order, each with `comment`. UIKit takes a removed view out of the hierarchy; a
  /// recipe keeps it, hidden (drawn nowhere, not reported, no space in a stack view:
  /// `UISV-hiding`), with every constraint of it and its subviews uninstalled, which lays out the
  /// other views as UIKit does.
  private func hiddenLines(_ removed: Set<IBID>, comment: String = "removed in this size class")
    -> [RecipeLine]
  {
    declared.filter { removed.contains($0.id) }.compactMap { view in
      items[view.id].map { name in
        SyntaxFactory.line(
          .set(
            SetSyntax(
              name: SyntaxFactory.located(name), properties: [SyntaxFactory.located(.hidden)])),
          comment: comment)
      }
    }
  }

  /// `set "NAME" font ...` for each view whose font a size class changes (the most specific
  /// variation with a `<fontDescription>` that applies in `key`'s classes), in declaration order:
  /// a trait-dependent font, which IB's canvas measures in its own classes (unseen corpus D:
  /// kiwix's iPad title, bold 50 in regular width where the base is semibold 40, stored 60 high;
  /// Loop's 42-point light digits in compact width and regular height, base 45, stored 50.5 high).
  /// The size and the weight are both written, so the base's do not carry over.
  private mutating func fontLines(_ key: VariantKey, removed: Set<IBID>) -> [RecipeLine] {
    var lines: [RecipeLine] = []
    for view in declared where !removed.contains(view.id) {
      let font = view.variations.filter { $0.key != "default" && $0.font != nil }
        .compactMap { v in Self.specificity(of: v.sizeClasses, in: key).map { (v, $0) } }
        .max { $0.1 < $1.1 }?.0
      guard let font, let name = items[view.id] else { continue }
      var changed = view
      changed.font = font.font
      let kind = kinds[view.id] ?? .view
      let properties = fontLineProperties(changed, kind: kind)
      if properties.isEmpty { continue }
      lines.append(
        SyntaxFactory.line(
          .set(
            SetSyntax(
              name: SyntaxFactory.located(name), properties: properties.map { SyntaxFactory.located($0) })),
          comment: "its font in this size class (line \(font.line))"))
    }
    return lines
  }

  /// The views a size-class variation removes (`<variation>` with `<mask key="subviews">`, or the
  /// default variation's) in the size classes of the canvas IB laid the scene out on
  /// (`canvasSizeClasses`), and every view below them: IB's frames for them are from a layout in
  /// other classes (unseen corpus D: kiwix-Search's dim view, removed but in regular width, stored
  /// 768 x 960 in a 414-point phone root), so `--compare-frames` leaves them out. The variations
  /// apply the less specific first, as in a variant (`variant(_:labels:)`).
  var viewsRemovedOnCanvas: Set<IBID> {
    let canvas = canvasSizeClasses
    var removed = Set(variations.filter { $0.key == "default" }.flatMap(\.excludedSubviews))
    let applying = variations.filter { $0.key != "default" }
      .compactMap { variation -> (IBVariation, Int)? in
        guard let classes = variation.sizeClasses,
          classes.width == nil || classes.width == canvas.width,
          classes.height == nil || classes.height == canvas.height
        else { return nil }
        return (variation, (classes.width == nil ? 0 : 1) + (classes.height == nil ? 0 : 1))
      }
      .sorted { $0.1 < $1.1 }.map(\.0)
    for variation in applying {
      removed.formUnion(variation.excludedSubviews)
      removed.subtract(variation.includedSubviews)
    }
    return Set(removed.flatMap(descendantIDs))
  }

  /// `set "NAME" ...` for each view whose attributes a size class changes (`<variation key="..."
  /// spacing="4"/>`, `hidden="YES"`), in declaration order: for each attribute, the most specific
  /// variation that applies in `key`'s classes and sets it. Apple's "Size-Class-Specific Layout"
  /// (Auto Layout Guide) lets a view's attributes, not only its constraints and fonts, vary per
  /// class; IB's canvas draws the class it shows (unseen corpus C: vlc's player controls, stack
  /// spacing 4 in compact width and regular height, stored 4 apart on retina4_7). A value equal to
  /// the base's is left out; so is `hidden="NO"`, which a recipe cannot say of a view hidden in
  /// the base (`hidden` has no negative form; no such variation in the six corpora).
  private func attributeLines(_ key: VariantKey, removed: Set<IBID>) -> [RecipeLine] {
    var lines: [RecipeLine] = []
    for view in declared where !removed.contains(view.id) {
      guard let name = items[view.id] else { continue }
      var properties: [ViewProperty] = []
      var sourceLines: [Int] = []
      for attribute in ["axis", "alignment", "distribution", "spacing", "hidden"] {
        let variation = view.variations.filter { $0.key != "default" && $0.attributes[attribute] != nil }
          .compactMap { v in Self.specificity(of: v.sizeClasses, in: key).map { (v, $0) } }
          .max { $0.1 < $1.1 }?.0
        guard let variation, let value = variation.attributes[attribute],
          let property = Self.variationProperty(attribute, value, of: view)
        else { continue }
        properties.append(property)
        sourceLines.append(variation.line)
      }
      guard !properties.isEmpty else { continue }
      let sources = Set(sourceLines).sorted().map(String.init).joined(separator: ", ")
      lines.append(
        SyntaxFactory.line(
          .set(
            SetSyntax(
              name: SyntaxFactory.located(name), properties: properties.map { SyntaxFactory.located($0) })),
          comment:
            "its \(properties.map(\.keyword).joined(separator: ", ")) in this size class (line \(sources))"))
    }
    return lines
  }

  /// The recipe property of one size-class attribute the reader kept (`variationAttributes`), nil
  /// when it is the base's value or a recipe cannot say it.
  private static func variationProperty(_ attribute: String, _ value: String, of view: IBView)
    -> ViewProperty?
  {
    let stack = view.stack ?? IBStack()
    switch attribute {
    case "hidden":
      return value == "YES" && !view.isHidden ? .hidden : nil
    case "spacing":
      guard let spacing = Double(value), spacing != stack.spacing || stack.spacingType != nil else {
        return nil
      }
      return .spacing(SyntaxFactory.number(spacing))
    case "axis":
      guard value != stack.axis, let axis = Axis(rawValue: value) else { return nil }
      return .axis(SyntaxFactory.spelled(axis, axis.rawValue))
    case "alignment":
      guard value != stack.alignment, let alignment = StackAlignment(rawValue: value) else { return nil }
      return .stackAlignment(SyntaxFactory.spelled(alignment, alignment.rawValue))
    case "distribution":
      guard value != stack.distribution, let distribution = StackDistribution(rawValue: value) else {
        return nil
      }
      return .distribution(SyntaxFactory.spelled(distribution, distribution.rawValue))
    default:
      return nil
    }
  }

  /// A view's id and the ids of every view below it.
  private func descendantIDs(_ id: IBID) -> [IBID] {
    guard let view = declaredView(id) else { return [id] }
    return [id] + view.allDescendants.map(\.id)
  }

  /// A class as a variant's name spells it (`Any`, `Compact`, `Regular`).
  private static func className(_ sizeClass: SizeClass?) -> String {
    let word = Keywords.sizeClasses.word(for: sizeClass) ?? "any"
    return word.prefix(1).uppercased() + word.dropFirst()
  }

  private func sizeClassLine(width: SizeClass?, height: SizeClass?) -> RecipeLine {
    func spelled(_ value: SizeClass?) -> Spelled<SizeClass?> {
      SyntaxFactory.spelled(value, Keywords.sizeClasses.word(for: value) ?? "any")
    }
    return SyntaxFactory.line(.sizeClass(SizeClassSyntax(width: spelled(width), height: spelled(height))))
  }

  private func installLine(_ installs: Bool, _ numbers: [Int]) -> RecipeLine {
    SyntaxFactory.line(
      .install(
        InstallSyntax(installs: installs, items: numbers.map { .single(SyntaxFactory.located(.number($0))) }))
    )
  }
}
