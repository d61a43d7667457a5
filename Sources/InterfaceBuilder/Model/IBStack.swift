/// A `<stackView>`'s attributes (absent: horizontal, fill, fill, 0).
public struct IBStack: Hashable, Sendable {
  /// `horizontal` or `vertical`.
  public var axis = "horizontal"
  /// `fill`, `leading`, `top`, `firstBaseline`, `center`, `trailing`, `bottom`, `lastBaseline`.
  public var alignment = "fill"
  /// `fill`, `fillEqually`, `fillProportionally`, `equalSpacing`, `equalCentering`.
  public var distribution = "fill"
  /// The spacing between arranged views.
  public var spacing: Double = 0
  /// `baselineRelativeArrangement`.
  public var baselineRelative = false
  /// `layoutMarginsRelativeArrangement`, nil when the file does not write it (Interface Builder
  /// does not: a stack view with explicit margins is arranged in them, see
  /// `SceneConverter.stackProperties`).
  public var marginsRelative: Bool?
  /// `spacingType` (`standard`: the system spacing, a recipe's `spacing system`).
  public var spacingType: String?
}
