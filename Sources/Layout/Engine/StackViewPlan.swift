/// The stack views of a scene and the hidden layout guides UIKit adds for them: one alignment
/// spanner (`_UILayoutSpacer 'UISV-alignment-spanner'`) where the alignment needs one, and one gap
/// guide (`_UIOLAGapGuide 'UISV-distributing'`) between adjacent visible views for the equal
/// distributions. `scene` is the scene with those guides appended as views of kind `layoutGuide`
/// (children of their stack view), so that the engine solves them like any other item; results
/// are trimmed back to the scene's own views (docs/layout.md, "Stack views").
struct StackViewPlan: Sendable {
  /// One stack view and its guides.
  struct Stack: Sendable {
    /// The stack view.
    var view: ViewID
    /// Its properties.
    var configuration: StackConfiguration
    /// Its arranged views (its subviews, in scene order), hidden ones included.
    var arranged: [ViewID]
    /// The arranged views that are not hidden.
    var visible: [ViewID]
    /// The alignment spanner, when the layout needs one.
    var spanner: ViewID?
    /// The gap guides between adjacent visible views (equal spacing and equal centering).
    var gaps: [ViewID]
  }

  /// The stack views, in scene order.
  let stacks: [Stack]
  /// The scene with the guides appended.
  let scene: Scene
  /// How many views the original scene has (the guides come after them).
  let viewCount: Int
  /// The UIKit class each guide prints as in logs.
  let guideClasses: [ViewID: String]
  /// The length each view holds by a required constant constraint of its own (`Width = c`,
  /// `Height = c`, installed in the scene's size classes, the first such in scene order), by view
  /// and axis: read once per plan, so a generator's look-up (`requiredLength`) is no scan of every
  /// constraint per arranged view (quadratic in a stack of a thousand views).
  let requiredLengths: [RequiredLengthKey: Double]

  /// A view and an axis (`requiredLengths`).
  struct RequiredLengthKey: Hashable, Sendable {
    var view: ViewID
    var axis: Axis
  }

  /// Whether the scene has any stack view.
  var isEmpty: Bool { stacks.isEmpty }

  /// The plan for `scene`; a scene without stack views is returned unchanged.
  init(_ scene: Scene) {
    var expanded = scene
    var stacks: [Stack] = []
    var classes: [ViewID: String] = [:]
    viewCount = scene.views.count
    for (i, view) in scene.views.enumerated() {
      guard view.kind == .stackView else { continue }
      let id = ViewID(i)
      let configuration = view.stack ?? StackConfiguration()
      let arranged = scene.views.indices.filter {
        scene.views[$0].parent == id && scene.views[$0].kind != .layoutGuide
      }.map(ViewID.init)
      let visible = arranged.filter { !scene.views[$0.rawValue].isHidden }
      var stack = Stack(
        view: id, configuration: configuration, arranged: arranged, visible: visible, spanner: nil, gaps: [])
      if !arranged.isEmpty, Self.needsSpanner(configuration, arranged: arranged.count, visible: visible.count)
      {
        var guide = ViewSpec(name: "UISV-alignment-spanner (\(view.name))", kind: .layoutGuide, parent: id)
        guide.hugging = AxisPair(both: .defaultLow)
        let gid = expanded.add(guide)
        classes[gid] = "_UILayoutSpacer"
        stack.spanner = gid
      }
      if configuration.distribution.spacingIsMinimum, visible.count > 1 {
        for n in 1..<visible.count {
          let guide = ViewSpec(name: "UISV-distributing \(n) (\(view.name))", kind: .layoutGuide, parent: id)
          let gid = expanded.add(guide)
          classes[gid] = "_UIOLAGapGuide"
          stack.gaps.append(gid)
        }
      }
      stacks.append(stack)
    }
    self.stacks = stacks
    self.scene = expanded
    self.guideClasses = classes
    self.requiredLengths = stacks.isEmpty ? [:] : Self.requiredLengths(scene)
  }

  /// `requiredLengths` of `scene`.
  static func requiredLengths(_ scene: Scene) -> [RequiredLengthKey: Double] {
    var lengths: [RequiredLengthKey: Double] = [:]
    for constraint in scene.constraints
    where constraint.second == nil && constraint.relation == .equal && constraint.priority == .required
      && constraint.installation.isInstalled(width: scene.widthClass, height: scene.heightClass)
    {
      guard case .view(let view) = constraint.first.item, case .points(let value) = constraint.constant,
        value >= 0
      else { continue }
      let axis: Axis
      switch constraint.first.attribute {
      case .width: axis = .horizontal
      case .height: axis = .vertical
      default: continue
      }
      let key = RequiredLengthKey(view: view, axis: axis)
      if lengths[key] == nil { lengths[key] = value }
    }
    return lengths
  }

  /// Whether UIKit spans the arranged views with a spacer guide: when no arranged view is visible
  /// (the canvas connects to the spacer instead), or when the alignment leaves an edge of the
  /// views free (everything but `fill`) and there is more than one arranged view.
  static func needsSpanner(_ configuration: StackConfiguration, arranged: Int, visible: Int) -> Bool {
    visible == 0 || (arranged > 1 && configuration.alignment.normalized != .fill)
  }

  /// The stack constraints for the given intrinsic sizes and effective layout margins (both
  /// indexed by the expanded scene's views).
  func constraints(intrinsic: [IntrinsicSize], margins: [EdgeInsets]) -> [StackConstraint] {
    var out: [StackConstraint] = []
    for stack in stacks where !stack.arranged.isEmpty {
      var generator = StackConstraintGenerator(
        stack: stack, scene: scene, intrinsic: intrinsic, margins: margins, requiredLengths: requiredLengths)
      generator.generate()
      out += generator.constraints
    }
    return out
  }
}
