/// Why Auto Layout refuses to relate two attributes (`NSLayoutConstraint` raises for these
/// pairs; REFERENCE.md section 1): the one statement of the rule, as data. Layout's validation,
/// the recipe checker and the Interface Builder importer each word it for their own readers.
public enum AttributePairingProblem: Hashable, Sendable {
  /// A location (an edge, centre, baseline or margin) set to a constant: only `width` and
  /// `height` can be.
  case locationToConstant(Attribute)
  /// A size related to a location (either way round).
  case sizeWithLocation(first: Attribute, second: Attribute)
  /// Two locations on different axes (`leading` to `top`).
  case differentAxes(first: Attribute, second: Attribute)
  /// `leading`/`trailing` (or their margins) with `left`/`right` (or theirs).
  case mixedDirections(first: Attribute, second: Attribute)

  /// The problem of relating `first` to `second` (nil: to a constant), checked in the order
  /// above; nil when Auto Layout accepts the pair.
  public init?(_ first: Attribute, _ second: Attribute?) {
    guard let second else {
      if first.isLocation {
        self = .locationToConstant(first)
        return
      }
      return nil
    }
    if first.isSize != second.isSize {
      self = .sizeWithLocation(first: first, second: second)
    } else if first.isLocation, first.axis != second.axis {
      self = .differentAxes(first: first, second: second)
    } else if (first.isDirectional && second.isAbsoluteHorizontal)
      || (first.isAbsoluteHorizontal && second.isDirectional)
    {
      self = .mixedDirections(first: first, second: second)
    } else {
      return nil
    }
  }
}
