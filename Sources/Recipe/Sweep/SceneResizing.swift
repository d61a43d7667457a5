import Layout

/// What a scene's size decides: its size classes, as the recipe language gives them to
/// `scene W x H`, and the same scene at another width for a width sweep.
public enum SceneResizing {
  /// A plain scene's width class is regular from this width, in points [CHOICE].
  public static let regularWidthFrom = 768.0
  /// A plain scene's height class is regular from this height, in points [CHOICE].
  public static let regularHeightFrom = 500.0

  /// The size classes of a view controller scene of this size: a catalogued device's screen (in
  /// either orientation) has the device's classes, any other size regular width from 768 points
  /// and regular height from 500 points.
  public static func sizeClasses(width: Double, height: Double) -> (width: SizeClass, height: SizeClass) {
    for device in Device.all {
      for orientation in Orientation.allCases {
        let size = device.size(orientation)
        if size.width == width && size.height == height { return device.sizeClasses(orientation) }
      }
    }
    return (
      width >= regularWidthFrom ? .regular : .compact, height >= regularHeightFrom ? .regular : .compact
    )
  }

  /// `scene` at `width` for a width sweep. At the scene's own width it is the scene unchanged (its
  /// `size class` line holds there). At any other width the width class is the one a scene of
  /// that size gets (`sizeClasses(width:height:)`, the height kept), so constraints installed only
  /// in one width class come and go at 768 points and the root's side margins follow the class
  /// (16 compact, 20 regular; 20 from 414 points in compact width and regular height,
  /// `Scene.systemMinimumLayoutMargins`) unless the recipe set them. The height class, guides and safe area
  /// stay the scene's (the height does not change). A cell scene's cell width changes with it.
  public static func scene(_ scene: Scene, atWidth width: Double) -> Scene {
    guard width != scene.size.width else { return scene }
    var resized = scene
    resized.size.width = width
    if case .cell = scene.kind { resized.kind = .cell(width: width) }
    resized.widthClass = sizeClasses(width: width, height: scene.size.height).width
    return resized
  }
}
