/// Everything the engine needs to lay out one picture: the canvas, its traits, views and constraints.
public struct Scene: Hashable, Sendable {
  /// A view controller's screen, or a self-sizing table view cell.
  public enum Kind: Hashable, Sendable {
    /// The root view fills `Scene.size`.
    case viewController
    /// The root is a cell of the given width; its height is the fitting height (the content
    /// asks for height 0 at fitting-size priority 50, as `systemLayoutSizeFitting` does).
    case cell(width: Double)
  }

  /// View controller or cell.
  public var kind: Kind
  /// The canvas size; for a cell scene the width is the cell's and the height is ignored.
  public var size: Size
  /// Pixels per point (text sizes round up to this grid).
  public var scale: Double
  /// The width size class.
  public var widthClass: SizeClass
  /// The height size class.
  public var heightClass: SizeClass
  /// The Dynamic Type category that text styles resolve against.
  public var contentSizeCategory: ContentSizeCategory
  /// How the system font's design follows its size (`font system variable`: the iOS 14 SDK's
  /// variable San Francisco); `.split` (SF Text and SF Display) unless the recipe says so.
  public var systemFontOpticalSizing: SystemFontOpticalSizing = .split
  /// The width per em of CJK text in the system font (`font cjk`: 1 in documents saved before
  /// Xcode 8); nil is the renderer's default (`VerticalMetrics.pingFangAdvance`).
  public var systemFontCJKWidth: Double?
  /// The line per em a family the fonts may not have is laid out with by its stand-in, by family
  /// key (lowercased, spaces removed): a recipe's `font line` lines (`ResolvedFont.standInLine`).
  public var familyLines: [String: Double] = [:]
  /// The width per em, against its stand-in's, a family the fonts may not have is laid out with,
  /// by family key: a recipe's `font width` lines (`ResolvedFont.standInWidth`).
  public var familyWidths: [String: Double] = [:]
  /// The Top Layout Guide's bottom edge (20: the status bar).
  public var topLayoutGuideBottom: Double
  /// The Bottom Layout Guide's top edge; nil is the scene's bottom.
  public var bottomLayoutGuideTop: Double?
  /// The root view's safe area insets.
  public var safeAreaInsets: EdgeInsets
  /// The root view's own layout margins (`directionalLayoutMargins`); nil is the system minimum
  /// (`systemMinimumLayoutMargins`) for a view controller and `ControlMetrics.defaultLayoutMargins`
  /// for a cell. `effectiveRootMargins` combines them with the minimum and the safe area.
  public var rootMargins: EdgeInsets?
  /// The root view's `insetsLayoutMarginsFromSafeArea` (UIKit's default true): its margins are
  /// measured from the safe area's edges.
  public var rootInsetsLayoutMarginsFromSafeArea: Bool = true
  /// The root view's `layoutMarginsFollowReadableWidth` (UIKit's default false): its side margins
  /// are the readable content guide's (`rootReadableGuideInsets`).
  public var rootLayoutMarginsFollowReadableWidth: Bool = false
  /// The view controller's `viewRespectsSystemMinimumLayoutMargins` (UIKit's default true): the
  /// root's own margins are at least `systemMinimumLayoutMargins`.
  public var viewRespectsSystemMinimumLayoutMargins: Bool = true
  /// A cell's table row height (opt-in; nil: the default row height 44 and the book's ambiguity
  /// rule, docs/layout.md). UIKit's self-sizing table asks the cell for its fitting height; when
  /// the content's constraints would collapse it to zero, UIKit takes the collapse as unintentional
  /// and uses the table's standard row height instead, and the table then fixes the cell's height
  /// (`UIView-Encapsulated-Layout-Height`), so a content that does not fix its own height is not
  /// ambiguous in the running app (docs/layout.md, "Semantics", self-sizing cells). Ignored for view
  /// controllers.
  public var cellRowHeight: Double?
  /// Overrides the system spacing between baselines with a fixed value (per 1x multiplier).
  public var systemBaselineSpacingOverride: Double?
  /// Solve, re-measure wrapped labels at their solved widths, solve again: at most this many passes.
  public var maximumLayoutPasses: Int
  /// The views; `ViewID(i)` is `views[i]`.
  public var views: [ViewSpec]
  /// The constraints, in the recipe's list order.
  public var constraints: [LayoutConstraint]

  /// A scene; defaults are the cookbook's: iPhone 8 portrait-like traits, status bar 20, 2x.
  public init(
    kind: Kind = .viewController, size: Size, scale: Double = 2, widthClass: SizeClass = .compact,
    heightClass: SizeClass = .regular, contentSizeCategory: ContentSizeCategory = .large,
    topLayoutGuideBottom: Double = 20, bottomLayoutGuideTop: Double? = nil,
    safeAreaInsets: EdgeInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
    views: [ViewSpec] = [], constraints: [LayoutConstraint] = []
  ) {
    self.kind = kind
    self.size = size
    self.scale = scale
    self.widthClass = widthClass
    self.heightClass = heightClass
    self.contentSizeCategory = contentSizeCategory
    self.topLayoutGuideBottom = topLayoutGuideBottom
    self.bottomLayoutGuideTop = bottomLayoutGuideTop
    self.safeAreaInsets = safeAreaInsets
    self.rootMargins = nil
    self.systemBaselineSpacingOverride = nil
    self.maximumLayoutPasses = 4
    self.views = views
    self.constraints = constraints
  }

  /// A view controller scene on `device` in `orientation`: its size, scale, size classes, safe
  /// area, and status bar (hidden in landscape on iPhones, as iOS does).
  public init(
    device: Device, orientation: Orientation, views: [ViewSpec] = [], constraints: [LayoutConstraint] = []
  ) {
    let classes = device.sizeClasses(orientation)
    let statusBar = (orientation == .landscape && !device.isPad) ? 0 : device.statusBarHeight
    self.init(
      size: device.size(orientation), scale: device.scale, widthClass: classes.width,
      heightClass: classes.height,
      topLayoutGuideBottom: Swift.max(statusBar, device.safeArea(orientation).top),
      safeAreaInsets: device.safeArea(orientation), views: views, constraints: constraints)
    if device.safeArea(orientation).bottom > 0 {
      bottomLayoutGuideTop = device.size(orientation).height - device.safeArea(orientation).bottom
    }
  }

  /// A self-sizing cell scene of `width` (content view width from the table).
  public static func cell(width: Double, views: [ViewSpec] = [], constraints: [LayoutConstraint] = [])
    -> Scene
  {
    Scene(
      kind: .cell(width: width), size: Size(width: width, height: 0), topLayoutGuideBottom: 0,
      safeAreaInsets: .zero, views: views, constraints: constraints)
  }

  /// A view controller's `systemMinimumLayoutMargins`: 0 top and bottom, and at the sides 20 in
  /// regular width and 16 in compact width [DOC for the property, RE for the numbers], except on a
  /// phone of the Plus and Max sizes in portrait (compact width, regular height, a width in
  /// `ControlMetrics.wideCompactRootWidths`), whose margins are 20 as well (docs/layout.md,
  /// "Layout margins and the safe area"); zero for a cell (no view controller).
  public var systemMinimumLayoutMargins: EdgeInsets {
    if case .cell = kind { return .zero }
    let wide =
      widthClass == .regular
      || (heightClass == .regular && ControlMetrics.wideCompactRootWidths.contains(size.width))
    let side = wide ? ControlMetrics.rootSideMarginRegular : ControlMetrics.rootSideMarginCompact
    return EdgeInsets(top: 0, left: side, bottom: 0, right: side)
  }

  /// The root view's margins before the safe area: its own (`rootMargins`, by default the system
  /// minimum; 8 pt for a cell or when the minimum is not respected [CHOICE]), raised edge by edge to
  /// the system minimum while `viewRespectsSystemMinimumLayoutMargins` ("whichever is greater",
  /// `systemMinimumLayoutMargins` [DOC]).
  public var rootOwnMargins: EdgeInsets {
    if case .cell = kind { return rootMargins ?? ControlMetrics.defaultLayoutMargins }
    guard viewRespectsSystemMinimumLayoutMargins else {
      return rootMargins ?? ControlMetrics.defaultLayoutMargins
    }
    let minimum = systemMinimumLayoutMargins
    let own = rootMargins ?? minimum
    return EdgeInsets(
      top: Swift.max(own.top, minimum.top), left: Swift.max(own.left, minimum.left),
      bottom: Swift.max(own.bottom, minimum.bottom), right: Swift.max(own.right, minimum.right))
  }

  /// The root view's effective layout margins, the ones `Superview.LeadingMargin` and the figure
  /// use: `rootOwnMargins` measured from the safe area's edges (each inset added) while
  /// `rootInsetsLayoutMarginsFromSafeArea`, else from the view's edges. iPhone X landscape: leading
  /// 44 + 16 = 60, bottom 21 + 0 = 21 (docs/layout.md, "Layout margins and the safe area").
  /// While `rootLayoutMarginsFollowReadableWidth`, the side margins are then the readable content
  /// guide's (`ReadableWidth.guideInsets`).
  public var effectiveRootMargins: EdgeInsets {
    let own = rootOwnMargins
    var margins = own
    if rootInsetsLayoutMarginsFromSafeArea {
      let safe = safeAreaInsets
      margins = EdgeInsets(
        top: own.top + safe.top, left: own.left + safe.left, bottom: own.bottom + safe.bottom,
        right: own.right + safe.right)
    }
    guard rootLayoutMarginsFollowReadableWidth else { return margins }
    return ReadableWidth.guideInsets(margins: margins, width: rootWidth, category: contentSizeCategory)
  }

  /// The root view's readable content guide, as insets from its edges: inside its effective
  /// margins, centred, no wider than the readable width of `contentSizeCategory`.
  public var rootReadableGuideInsets: EdgeInsets {
    ReadableWidth.guideInsets(margins: effectiveRootMargins, width: rootWidth, category: contentSizeCategory)
  }

  /// The root view's width: the cell's, or the canvas's.
  public var rootWidth: Double {
    if case .cell(let width) = kind { return width }
    return size.width
  }

  /// The view of `id`, or nil if out of range.
  public func view(_ id: ViewID) -> ViewSpec? {
    views.indices.contains(id.rawValue) ? views[id.rawValue] : nil
  }

  /// The scene constraint `ref` names, or nil for an implicit one or an index out of range.
  public func constraint(_ ref: ConstraintRef) -> LayoutConstraint? {
    guard case .explicit(let i) = ref, constraints.indices.contains(i) else { return nil }
    return constraints[i]
  }

  /// Every scene constraint's ref, in `constraints` order.
  public var constraintRefs: [ConstraintRef] { constraints.indices.map(ConstraintRef.explicit) }

  /// The id of the first view named `name` (compared as `ViewName`s are), or nil.
  public func viewID(named name: ViewName) -> ViewID? {
    views.firstIndex { $0.name == name }.map(ViewID.init)
  }

  /// Appends a view and returns its id.
  @discardableResult
  public mutating func add(_ view: ViewSpec) -> ViewID {
    views.append(view)
    return ViewID(views.count - 1)
  }
}

extension Scene {
  /// Whether the view or one of its superviews is hidden: UIKit still lays it out, but nothing of
  /// it is drawn, so the engine does not report it as ambiguous or clipped.
  public func isHiddenInHierarchy(_ id: ViewID) -> Bool {
    var current: ViewID? = id
    var steps = 0
    while let view = current.flatMap({ self.view($0) }), steps <= views.count {
      if view.isHidden { return true }
      current = view.parent
      steps += 1
    }
    return false
  }

  /// `isHiddenInHierarchy` for every view at once, indexed by `ViewID.rawValue`: each view's
  /// ancestors are walked only until a view already decided, so the whole scene costs time linear
  /// in its views (asking per view costs its depth each time: quadratic for deeply nested scenes).
  public func hiddenInHierarchy() -> [Bool] {
    enum Known: UInt8 { case unknown, visible, hidden }
    var known = [Known](repeating: .unknown, count: views.count)
    var path: [Int] = []
    for start in views.indices where known[start] == .unknown {
      path.removeAll(keepingCapacity: true)
      var outcome = Known.visible
      var current: Int? = start
      while let i = current, views.indices.contains(i), path.count <= views.count {
        if known[i] != .unknown {
          outcome = known[i]
          break
        }
        path.append(i)
        if views[i].isHidden {
          outcome = .hidden
          break
        }
        current = views[i].parent?.rawValue
      }
      for i in path { known[i] = outcome }
    }
    return known.map { $0 == .hidden }
  }
}

extension Scene {
  /// The font a view's `spec` resolves to in this scene: at its content size category, with the
  /// system font's optical sizing and the line and width a `font line` and a `font width` give
  /// the spec's family.
  public func resolvedFont(_ spec: FontSpec) -> ResolvedFont {
    var font = spec.resolved(for: contentSizeCategory, opticalSizing: systemFontOpticalSizing)
    if font.family == nil { font.cjkWidth = systemFontCJKWidth }
    if let family = font.family, !familyLines.isEmpty || !familyWidths.isEmpty {
      font.standInLine = familyLines[Self.familyKey(family)]
      font.standInWidth = familyWidths[Self.familyKey(family)]
    }
    return font
  }

  /// The font `view` shows its text in (`resolvedFont(_:)`): a label's system font also rounds a
  /// single line holding CJK text up to a whole point (`ResolvedFont.cjkWholePointLines`) [read
  /// from stored frames for labels only; CHOICE: text views and configured buttons keep their
  /// lines, as no stored frame of theirs was read].
  public func resolvedFont(of view: ViewSpec) -> ResolvedFont {
    var font = resolvedFont(view.font)
    if font.family == nil, view.kind == .label { font.cjkWholePointLines = true }
    return font
  }

  /// The key `familyLines` is indexed by: the family lowercased, spaces removed, as `ViewName`
  /// and the stand-in tables compare families. The one spelling every `font line` reader and
  /// writer (recipe syntax, importer, warnings) goes through.
  public static func familyKey(_ family: String) -> String {
    family.lowercased().filter { $0 != " " }
  }
}
