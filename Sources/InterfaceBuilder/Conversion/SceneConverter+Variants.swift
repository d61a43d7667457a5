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
      let name = document.deviceID.flatMap { ImportOptions.deviceIDs[$0] } ?? "iPhone 8"
      if document.deviceID != nil, ImportOptions.deviceIDs[document.deviceID ?? ""] == nil { return nil }
      return Device.all.first { $0.name == name }
    }
  }

  /// Whether the base scene is the document's device in landscape: `<device orientation=
  /// "landscape">` when the scene is the document's own device (not `--device`, which is portrait).
  var documentIsLandscape: Bool {
    guard case .automatic = options.scene, device != nil else { return false }
    return document.orientation == "landscape"
  }

  /// The `scene` / `device` / `cell` line (and a size-class line for IB's Any/Any canvas).
  func sceneLines(landscape: Bool) -> [RecipeLine] {
    let rootFrame = scene.root.frame
    if scene.container == .cell {
      // The content view is the cell less what an accessory (a disclosure indicator, a checkmark)
      // takes at its trailing side: IB stores both widths, so the difference is its own.
      let contentWidth = scene.root.contentView?.view.frame?.width
      let accessory = rootFrame.flatMap { cell in contentWidth.map { max(cell.width - $0, 0) } } ?? 0
      // A collection view cell is as wide as the layout's item (its stored frame), whatever the device.
      let itemWidth = scene.root.element == "collectionViewCell" ? contentWidth ?? rootFrame?.width : nil
      let deviceWidth = device.map { $0.size(landscape ? .landscape : .portrait).width - accessory }
      // The first positive candidate (a recipe's cell is wider than 0).
      let width =
        [itemWidth, deviceWidth, contentWidth, rootFrame?.width].compactMap { $0 }.first { $0 > 0 } ?? 375
      return [
        SyntaxFactory.line(.scene(SceneSyntax(shape: .cell(width: SyntaxFactory.number(width)), scale: nil)))
      ]
    }
    if let device {
      let orientation: Spelled<Orientation>? =
        landscape ? SyntaxFactory.spelled(.landscape, "landscape") : nil
      return [
        SyntaxFactory.line(
          .scene(
            SceneSyntax(
              shape: .device(name: SyntaxFactory.located(device.name), orientation: orientation), scale: nil))
        )
      ]
    }
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

  /// One variant per size-class key, plus "Any-Any" for the base, when the scene has variations.
  mutating func variantSyntax() -> [VariantSyntax] {
    let all = variations
    var keys: [(key: String, width: SizeClass?, height: SizeClass?)] = []
    for variation in all where variation.key != "default" {
      guard let classes = variation.sizeClasses else {
        warn(
          line: variation.line, element: "<variation key=\"\(variation.key)\">",
          "unknown size-class key; skipped")
        continue
      }
      if !keys.contains(where: { $0.key == variation.key }) {
        keys.append((variation.key, classes.width, classes.height))
      }
    }
    guard !keys.isEmpty else { return [] }
    // IB's Any/Any canvas keeps its regular classes (20-point margins); a device keeps its own.
    var anyLines = sceneLines(landscape: documentIsLandscape)
    if !anyLines.contains(where: { if case .sizeClass = $0.statement { return true } else { return false } })
    {
      anyLines.append(sizeClassLine(width: nil, height: nil))
    }
    // Views the default variation removes (and no less specific key brings back) are hidden in Any-Any.
    let removedByDefault = Set(all.filter { $0.key == "default" }.flatMap(\.excludedSubviews))
    anyLines += hiddenLines(removedByDefault)
    var variants = [VariantSyntax(name: SyntaxFactory.located("Any-Any"), lines: anyLines)]
    for key in keys {
      // Every variation whose classes this key's include applies, the less specific first.
      let applying = all.filter { variation in
        guard variation.key != "default", let c = variation.sizeClasses else { return false }
        return (c.width == nil || c.width == key.width) && (c.height == nil || c.height == key.height)
      }.sorted {
        ($0.sizeClasses.map { ($0.width == nil ? 0 : 1) + ($0.height == nil ? 0 : 1) } ?? 0)
          < ($1.sizeClasses.map { ($0.width == nil ? 0 : 1) + ($0.height == nil ? 0 : 1) } ?? 0)
      }
      var installed: [Int: Bool] = [:]
      var removedViews: Set<IBID> = []
      for variation in all where variation.key == "default" {
        removedViews.formUnion(variation.excludedSubviews)
      }
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
      let landscape = key.height == .compact && (device.map { !$0.isPad } ?? false)
      var lines = sceneLines(landscape: landscape).filter {
        if case .scene = $0.statement { return true } else { return false }
      }
      lines.append(sizeClassLine(width: key.width, height: key.height))
      let installs = installed.filter { $0.value }.keys.sorted()
      let uninstalls = installed.filter { !$0.value }.keys.sorted()
      if !uninstalls.isEmpty { lines.append(installLine(false, uninstalls)) }
      if !installs.isEmpty { lines.append(installLine(true, installs)) }
      lines += hiddenLines(removedViews)
      let name = "\(Self.className(key.width))-\(Self.className(key.height))"
      variants.append(VariantSyntax(name: SyntaxFactory.located(name), lines: lines))
    }
    return variants
  }

  /// `set "NAME" hidden` for each view a size class removes, in declaration order. UIKit takes a
  /// removed view out of the hierarchy; a recipe keeps it, hidden (drawn nowhere, not reported,
  /// no space in a stack view: `UISV-hiding`), with every constraint of it and its subviews
  /// uninstalled, which lays out the other views as UIKit does.
  private func hiddenLines(_ removed: Set<IBID>) -> [RecipeLine] {
    declared.filter { removed.contains($0.id) }.compactMap { view in
      items[view.id].map { name in
        SyntaxFactory.line(
          .set(
            SetSyntax(
              name: SyntaxFactory.located(name), properties: [SyntaxFactory.located(.hidden)])),
          comment: "removed in this size class")
      }
    }
  }

  /// A view's id and the ids of every view below it.
  private func descendantIDs(_ id: IBID) -> [IBID] {
    guard let view = declared.first(where: { $0.id == id }) else { return [id] }
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
