import Layout

/// One variant of a recipe as a scene the layout engine solves.
public struct LoweredVariant: Hashable, Sendable {
  /// Where a scene view came from: its declaration and its Interface Builder id.
  public struct ViewOrigin: Hashable, Sendable {
    /// Where the view was declared; nil for a cell's content view.
    public var range: SourceRange?
    /// Its Interface Builder id (`id "..."`); nil where none was given.
    public var ibID: String?

    /// An origin.
    public init(range: SourceRange?, ibID: String? = nil) {
      self.range = range
      self.ibID = ibID
    }
  }

  /// Where a scene constraint came from: its line and its Interface Builder id.
  public struct ConstraintOrigin: Hashable, Sendable {
    /// Its line, or its Visual Format line.
    public var range: SourceRange
    /// Its Interface Builder id (`id "..."`); nil where none was given.
    public var ibID: String?

    /// An origin.
    public init(range: SourceRange, ibID: String? = nil) {
      self.range = range
      self.ibID = ibID
    }
  }

  /// The variant's name (`RecipeLowering.defaultVariantName` for a recipe without variants).
  public var name: String
  /// The scene: views, constraints (with their installation per size class) and traits.
  public var scene: Scene
  /// Labels of the constraints declared in this variant only (drawn as class-only constraints).
  public var variantOnlyConstraints: [ConstraintLabel]
  /// Labels of the constraints the scene holds but does not install.
  public var uninstalledConstraints: [ConstraintLabel]
  /// Where each of `scene.views` came from, by `ViewID` (read with `origin(of:)`).
  public var viewOrigins: [ViewOrigin]
  /// Where each of `scene.constraints` came from, in scene order (read with `origin(of:)`).
  public var constraintOrigins: [ConstraintOrigin]
  /// The diagnoses the variant's scope declares with `expect` lines (`strictProblems`).
  public var expectations: [Expectation] = []

  /// Creates a lowered variant.
  public init(
    name: String, scene: Scene, variantOnlyConstraints: [ConstraintLabel] = [],
    uninstalledConstraints: [ConstraintLabel] = [], constraintOrigins: [ConstraintOrigin] = [],
    viewOrigins: [ViewOrigin] = []
  ) {
    self.name = name
    self.scene = scene
    self.variantOnlyConstraints = variantOnlyConstraints
    self.uninstalledConstraints = uninstalledConstraints
    self.constraintOrigins = constraintOrigins
    self.viewOrigins = viewOrigins
  }

  /// Where view `id` came from; nil for an unknown id.
  public func origin(of id: ViewID) -> ViewOrigin? {
    viewOrigins.indices.contains(id.rawValue) ? viewOrigins[id.rawValue] : nil
  }

  /// Where scene constraint `ref` came from; nil for an implicit constraint or an unknown index.
  public func origin(of ref: ConstraintRef) -> ConstraintOrigin? {
    guard case .explicit(let i) = ref, constraintOrigins.indices.contains(i) else { return nil }
    return constraintOrigins[i]
  }
}
