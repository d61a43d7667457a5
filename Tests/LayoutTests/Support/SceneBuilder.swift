import Layout
import TestSupport

/// A few lines per recipe: views by name, constraints in the cookbook's order.
struct SceneBuilder {
  var scene: Scene

  init(_ scene: Scene) { self.scene = scene }

  /// A view controller scene `width` x `height` (compact width below 700 pt, regular above).
  init(width: Double, height: Double) {
    scene = Scene(size: Size(width: width, height: height), widthClass: width < 700 ? .compact : .regular)
  }

  /// Adds a view and returns its id.
  mutating func view(
    _ name: ViewName, _ kind: ViewKind, parent: ViewID? = nil,
    _ configure: (inout ViewSpec) -> Void = { _ in }
  ) -> ViewID {
    var spec = ViewSpec(name: name, kind: kind, parent: parent)
    configure(&spec)
    return scene.add(spec)
  }

  /// A label with text; `font` defaults to the 17 pt system font.
  mutating func label(
    _ name: ViewName, _ text: String, parent: ViewID? = nil, font: FontSpec = .system(17), lines: Int = 1
  )
    -> ViewID
  {
    view(name, .label, parent: parent) {
      $0.text = text
      $0.font = font
      $0.numberOfLines = lines
    }
  }

  /// Appends `first (relation) multiplier x second + constant @ priority`.
  mutating func add(
    _ first: Anchor, _ relation: LayoutRelation = .equal, _ second: Anchor? = nil, _ constant: Double = 0,
    multiplier: Double = 1, priority: Int = 1000, identifier: String? = nil,
    installation: Installation = .always
  ) {
    add(
      first, relation, second, .points(constant), multiplier: multiplier, priority: priority,
      identifier: identifier, installation: installation)
  }

  /// Appends a constraint with a `Standard` or system-spacing constant.
  mutating func add(
    _ first: Anchor, _ relation: LayoutRelation = .equal, _ second: Anchor?, _ constant: ConstantValue,
    multiplier: Double = 1, priority: Int = 1000, identifier: String? = nil,
    installation: Installation = .always
  ) {
    scene.constraints.append(
      LayoutConstraint(
        number: scene.constraints.count + 1, identifier: identifier, first, relation, second,
        multiplier: multiplier, constant: constant, priority: LayoutPriority(priority) ?? .required,
        installation: installation))
  }

  /// Solves with the fake measurer.
  func solve() throws -> LayoutResult { try LayoutEngine.solve(scene, measure: FakeMeasurer.measure) }
}

/// `Anchor(.view(id), attribute)`, shorter.
func anchor(_ id: ViewID, _ attribute: Attribute) -> Anchor { Anchor(.view(id), attribute) }

/// The root view ("Superview").
func superview(_ attribute: Attribute) -> Anchor { Anchor(.root, attribute) }

/// Whether two frames agree within 0.001 pt.
func same(_ a: Rect, _ b: Rect) -> Bool {
  abs(a.minX - b.minX) < 1e-3 && abs(a.minY - b.minY) < 1e-3 && abs(a.width - b.width) < 1e-3
    && abs(a.height - b.height) < 1e-3
}

/// A frame literal.
func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
  Rect(x: x, y: y, width: w, height: h)
}
