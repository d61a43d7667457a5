/// Where a configured button (`UIButton.Configuration`) puts its image relative to its title
/// (`UIButton.Configuration.imagePlacement`, `NSDirectionalRectEdge`; Interface Builder's
/// "Placement"): before it (`leading`, UIKit's default), after it (`trailing`), above it (`top`)
/// or below it (`bottom`). Side by side, the button is as wide as both and as high as the taller;
/// stacked, as wide as the wider and as high as both (`ControlMetrics.configuredButtonWithImage`).
public enum ImagePlacement: String, Sendable, CaseIterable, Hashable {
  case leading, trailing, top, bottom

  /// Whether the image and the title are stacked vertically (`top`, `bottom`).
  public var isVertical: Bool { self == .top || self == .bottom }
}
