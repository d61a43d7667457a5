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
    var lines = [
      SyntaxFactory.line(
        .scene(
          SceneSyntax(
            shape: .size(
              width: SyntaxFactory.number(landscape ? height : width),
              height: SyntaxFactory.number(landscape ? width : height)),
            scale: nil)))
    ]
    if document.deviceID == nil, !landscape {
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
    var keys: [(key: String, width: String?, height: String?)] = []
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
      var removedViews: Set<String> = []
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
      let landscape = key.height == "compact" && (device.map { !$0.isPad } ?? false)
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
  private func hiddenLines(_ removed: Set<String>) -> [RecipeLine] {
    declared.filter { removed.contains($0.id) }.compactMap { view in
      items[view.id].map { name in
        SyntaxFactory.line(
          .set(
            SetSyntax(
              name: SyntaxFactory.located(ViewName(name)), properties: [SyntaxFactory.located(.hidden)])),
          comment: "removed in this size class")
      }
    }
  }

  /// A view's id and the ids of every view below it.
  private func descendantIDs(_ id: String) -> [String] {
    guard let view = declared.first(where: { $0.id == id }) else { return [id] }
    return [id] + view.allDescendants.map(\.id)
  }

  private static func className(_ name: String?) -> String {
    guard let name else { return "Any" }
    return name.prefix(1).uppercased() + name.dropFirst()
  }

  private func sizeClassLine(width: String?, height: String?) -> RecipeLine {
    func spelled(_ name: String?) -> Spelled<SizeClass?> {
      let value = name.flatMap(SizeClass.init(rawValue:))
      return SyntaxFactory.spelled(value, value?.rawValue ?? "any")
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
