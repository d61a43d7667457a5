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
  /// `layoutMarginsRelativeArrangement`.
  public var marginsRelative = false
  /// `spacingType` (`standard`: the system spacing, a recipe's `spacing system`).
  public var spacingType: String?
}
