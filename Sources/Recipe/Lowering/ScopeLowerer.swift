import Layout

/// Lowers one scope (the base, or a variant over the base) into a `LoweredVariant`.
struct ScopeLowerer {
  /// What the variant sees.
  let scope: RecipeScope
  /// The base scope, to tell variant-only constraints and changed installations apart; nil when
  /// the recipe has no variants.
  let base: RecipeScope?
  /// Problems found while lowering.
  var diagnostics: [Diagnostic] = []
  /// View ids by name key.
  private var ids: [ViewName: ViewID] = [:]
  /// The content view of a cell scene.
  private var contentView: ViewID?
  /// Where each scene view came from, by `ViewID`.
  private var viewOrigins: [LoweredVariant.ViewOrigin] = []
  /// Where each scene constraint came from, in scene order.
  private var constraintOrigins: [LoweredVariant.ConstraintOrigin] = []

  /// Creates a lowerer.
  init(scope: RecipeScope, base: RecipeScope?) {
    self.scope = scope
    self.base = base
  }

  /// Records along which axis each `hidden canvas at N` was read (`ViewSpec.canvasOffsetAxis`):
  /// its stack view's axis as declared, before a variant's `set ... axis` turns the stack; an
  /// offset a `set` line gives takes the axis the stack has after the set lines.
  static func recordCanvasOffsetAxes(in scene: inout Scene) {
    for i in scene.views.indices
    where scene.views[i].canvasOffset != nil && scene.views[i].canvasOffsetAxis == nil {
      guard let parent = scene.views[i].parent, let axis = scene.views[parent.rawValue].stack?.axis else {
        continue
      }
      scene.views[i].canvasOffsetAxis = axis
    }
  }

  /// The variant's scene and installation lists.
  mutating func lower(name: String) -> LoweredVariant {
    var scene = makeScene()
    if scope.isCell {
      contentView = scene.add(ViewSpec(name: "Content View", kind: .contentView))
      viewOrigins.append(LoweredVariant.ViewOrigin(range: nil))
    }
    applySuperview(to: &scene, contentView: contentView)
    for view in scope.views { declare(view, in: &scene) }
    Self.recordCanvasOffsetAxes(in: &scene)
    for set in scope.sets {
      guard let id = ids[set.name.value] else { continue }
      applyAll(set.properties, to: &scene.views[id.rawValue])
      if let ibID = Self.ibID(set.properties) { viewOrigins[id.rawValue].ibID = ibID }
    }
    Self.recordCanvasOffsetAxes(in: &scene)
    let slot = scope.sizeClass.map {
      SizeClassSlot(width: $0.width.value, height: $0.height.value)
    }
    var variantOnly: [ConstraintLabel] = []
    var uninstalled: [ConstraintLabel] = []
    for scoped in scope.constraints {
      guard var constraint = lowerConstraint(scoped.syntax, in: scene) else { continue }
      constraint.number = scoped.number
      if case .letter(let letter) = scoped.label {
        constraint.identifier = letter
      } else if let identifier = scoped.syntax.identifier {
        constraint.identifier = identifier.value
      }
      let installedHere = !scope.uninstalled.contains(scoped.label)
      let installedInBase: Bool
      if let base {
        installedInBase = !scoped.isVariantOnly && !base.uninstalled.contains(scoped.label)
      } else {
        installedInBase = installedHere
      }
      if installedInBase == installedHere {
        constraint.installation = Installation(installedByDefault: installedHere)
      } else if let slot, slot != .any {
        constraint.installation = Installation(
          installedByDefault: installedInBase, variations: [(slot, installedHere)])
      } else {
        constraint.installation = Installation(installedByDefault: installedHere)
      }
      if scoped.isVariantOnly { variantOnly.append(scoped.label) }
      if !installedHere { uninstalled.append(scoped.label) }
      scene.constraints.append(constraint)
      constraintOrigins.append(
        LoweredVariant.ConstraintOrigin(range: scoped.lineRange, ibID: scoped.syntax.ibID?.value))
    }
    var lowered = LoweredVariant(
      name: name, scene: scene, variantOnlyConstraints: variantOnly, uninstalledConstraints: uninstalled,
      constraintOrigins: constraintOrigins, viewOrigins: viewOrigins)
    lowered.expectations = scope.expectations.map { expect in
      let named = expect.views.compactMap { name in viewID(name.value).map { Located($0, at: name.range) } }
      return Expectation(kind: expect.kind.value, views: named, range: expect.kind.range)
    }
    return lowered
  }

  /// The view a name in an `expect` line stands for: a declared view, or a cell's content view.
  private func viewID(_ name: ViewName) -> ViewID? {
    ids[name] ?? (BuiltinItem(name: name) == .contentView ? contentView : nil)
  }

  /// Adds a declared view, nested in its parent (the content view at the top of a cell).
  private mutating func declare(_ view: ViewSyntax, in scene: inout Scene) {
    var parent = contentView
    if let parentName = view.parent {
      if let id = ids[parentName.value] {
        parent = id
      } else if BuiltinItem(name: parentName.value) != .contentView {
        return
      }
    }
    var spec = ViewSpec(name: view.name.value, kind: view.kind.value, parent: parent)
    applyAll(view.properties, to: &spec)
    ids[view.name.value] = scene.add(spec)
    viewOrigins.append(LoweredVariant.ViewOrigin(range: view.name.range, ibID: Self.ibID(view.properties)))
  }

  /// The last `id "..."` among a line's properties.
  private static func ibID(_ properties: [Located<ViewProperty>]) -> String? {
    properties.reversed().lazy.compactMap {
      if case .ibID(let id) = $0.value { return id } else { return nil }
    }.first
  }

  /// The layout item an anchor's name stands for; `other` is the constraint's other item, whose
  /// parent "Superview" means.
  private func item(_ name: ViewName, other: ViewName?, in scene: Scene) -> Item? {
    if let builtin = BuiltinItem(name: name) {
      switch builtin {
      case .topLayoutGuide: return .topLayoutGuide
      case .bottomLayoutGuide: return .bottomLayoutGuide
      case .safeArea: return .safeArea
      case .readableContentGuide: return .readableContentGuide(contentView)
      case .contentView: return contentView.map { .view($0) }
      case .superview:
        guard let other, let id = ids[other] else {
          return contentView.map { .view($0) } ?? .root
        }
        return scene.view(id)?.parent.map { .view($0) } ?? .root
      }
    }
    return ids[name].map { .view($0) }
  }

  /// A whole number for a priority or weight, or nil for NaN, infinities and numbers beyond
  /// `Int`: the parser never lets one through, but a tree built in code can, and `Int(_:)` traps.
  static func integer(_ value: Double) -> Int? {
    Int(exactly: value.rounded(.towardZero))
  }

  /// The layout constraint of a syntax node (without number and installation); nil when an item
  /// does not resolve (already reported by the checker).
  private mutating func lowerConstraint(_ syntax: ConstraintSyntax, in scene: Scene) -> LayoutConstraint? {
    guard let firstItem = item(syntax.first.item.value, other: syntax.second?.item.value, in: scene) else {
      return nil
    }
    let firstAttribute = syntax.first.attribute.value
    var second: Anchor?
    if let secondSyntax = syntax.second {
      guard let secondItem = item(secondSyntax.item.value, other: syntax.first.item.value, in: scene) else {
        return nil
      }
      second = Anchor(secondItem, secondSyntax.attribute.value)
    }
    let constant: ConstantValue
    switch syntax.constant {
    case nil: constant = .points(0)
    case .points(let literal): constant = .points(literal.value)
    case .standard(let negated, let range):
      if negated {
        diagnostics.append(
          Diagnostic(
            .error, "a negative Standard spacing cannot be expressed", at: range,
            hint: "swap the two items so that Standard is added"))
        return nil
      }
      constant = .standard
    case .systemSpacing(let multiplier, let negated, _):
      constant = .systemSpacing(multiplier: (multiplier?.value ?? 1) * (negated ? -1 : 1))
    }
    let relation: LayoutRelation
    switch syntax.relation.value {
    case .equal: relation = .equal
    case .greaterThanOrEqual: relation = .greaterThanOrEqual
    case .lessThanOrEqual: relation = .lessThanOrEqual
    }
    let priority =
      syntax.priority.flatMap { Self.integer($0.value).flatMap(LayoutPriority.init) } ?? .required
    return LayoutConstraint(
      Anchor(firstItem, firstAttribute), relation, second, multiplier: syntax.multiplier?.value ?? 1,
      constant: constant, priority: priority, sourceText: RecipeFormatter.constraint(syntax))
  }
}
