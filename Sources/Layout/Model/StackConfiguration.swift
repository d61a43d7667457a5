/// A `UIStackView`'s own properties. Its arranged views are its subviews in scene order; each may
/// be hidden (`ViewSpec.isHidden`) and may carry custom spacing after it
/// (`ViewSpec.customSpacingAfter`).
public struct StackConfiguration: Hashable, Sendable {
  /// The stacking axis.
  public var axis: Axis
  /// Layout across the axis.
  public var alignment: StackAlignment
  /// Layout along the axis.
  public var distribution: StackDistribution
  /// The space between adjacent arranged views (a minimum for the equal distributions).
  public var spacing: Double
  /// `spacing = UIStackView.spacingUseSystem`: the system spacing between adjacent arranged views
  /// instead of `spacing` (8 pt between edges, the fonts' baseline spacing between baselines of a
  /// baseline-relative stack: `Spacing`); custom spacing after a view still wins.
  public var spacingUseSystem: Bool = false
  /// Spacing measured from the last baseline of a view to the first baseline of the next one
  /// (vertical stacks only, as in UIKit).
  public var isBaselineRelativeArrangement: Bool
  /// The arranged views are laid out within the stack view's layout margins.
  public var isLayoutMarginsRelativeArrangement: Bool

  /// A configuration; the defaults are UIKit's (horizontal, fill, fill, spacing 0).
  public init(
    axis: Axis = .horizontal, alignment: StackAlignment = .fill, distribution: StackDistribution = .fill,
    spacing: Double = 0, isBaselineRelativeArrangement: Bool = false,
    isLayoutMarginsRelativeArrangement: Bool = false
  ) {
    self.axis = axis
    self.alignment = alignment
    self.distribution = distribution
    self.spacing = spacing
    self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
    self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
  }
}
