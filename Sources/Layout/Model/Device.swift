/// A device whose screen a scene can take: size, safe area and size classes (REFERENCE.md section 1).
public struct Device: Hashable, Sendable {
  /// The device's name (`iPhone 8`).
  public var name: String
  /// The screen in portrait, in points.
  public var portraitSize: Size
  /// Pixels per point.
  public var scale: Double
  /// The status bar height on home-button devices (Top Layout Guide bottom); 0 otherwise.
  public var statusBarHeight: Double
  /// Safe area insets in portrait.
  public var portraitSafeArea: EdgeInsets
  /// Safe area insets in landscape.
  public var landscapeSafeArea: EdgeInsets
  /// Whether landscape has regular width (Plus, Max, XR) [RE].
  public var regularWidthInLandscape: Bool
  /// Whether it is an iPad (regular/regular full screen).
  public var isPad: Bool

  /// A device description.
  public init(
    name: String, portraitSize: Size, scale: Double, statusBarHeight: Double, portraitSafeArea: EdgeInsets,
    landscapeSafeArea: EdgeInsets, regularWidthInLandscape: Bool = false, isPad: Bool = false
  ) {
    self.name = name
    self.portraitSize = portraitSize
    self.scale = scale
    self.statusBarHeight = statusBarHeight
    self.portraitSafeArea = portraitSafeArea
    self.landscapeSafeArea = landscapeSafeArea
    self.regularWidthInLandscape = regularWidthInLandscape
    self.isPad = isPad
  }

  /// The screen size in an orientation.
  public func size(_ orientation: Orientation) -> Size {
    orientation == .portrait
      ? portraitSize : Size(width: portraitSize.height, height: portraitSize.width)
  }

  /// Width and height size classes in an orientation [RE].
  public func sizeClasses(_ orientation: Orientation) -> (width: SizeClass, height: SizeClass) {
    if isPad { return (.regular, .regular) }
    if orientation == .portrait { return (.compact, .regular) }
    return (regularWidthInLandscape ? .regular : .compact, .compact)
  }

  /// Safe area insets in an orientation.
  public func safeArea(_ orientation: Orientation) -> EdgeInsets {
    orientation == .portrait ? portraitSafeArea : landscapeSafeArea
  }
}

/// Portrait or landscape.
public enum Orientation: String, Sendable, CaseIterable, Hashable {
  /// Taller than wide.
  case portrait
  /// Wider than tall.
  case landscape
}
