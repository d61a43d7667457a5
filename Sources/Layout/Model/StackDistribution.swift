/// `UIStackView.Distribution`: how a stack view sizes and places its arranged views along its axis.
public enum StackDistribution: String, Sendable, CaseIterable, Hashable {
  /// The views fill the axis; the one with the lowest hugging stretches (spacing fixed).
  case fill
  /// The views fill the axis with equal lengths.
  case fillEqually
  /// The views fill the axis in proportion to their intrinsic lengths.
  case fillProportionally
  /// The views keep their intrinsic lengths; the gaps between them are equal (at least `spacing`).
  case equalSpacing
  /// The views keep their intrinsic lengths; their centres are equally far apart.
  case equalCentering

  /// Whether `spacing` is a minimum (the equal distributions) rather than exact.
  public var spacingIsMinimum: Bool { self == .equalSpacing || self == .equalCentering }
}
