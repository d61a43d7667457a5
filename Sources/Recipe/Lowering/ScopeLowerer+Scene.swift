import Layout

extension ScopeLowerer {
  /// The default scene when a recipe gives none: the cookbook's screenshots, iPhone 8 portrait.
  static let defaultDevice = Device.iPhone8

  /// The scene of the scope's scene, size class and Dynamic Type lines.
  mutating func makeScene() -> Scene {
    var scene: Scene
    switch scope.scene?.shape {
    case nil:
      scene = Scene(device: Self.defaultDevice, orientation: .portrait)
    case .size(let width, let height):
      scene = Self.scene(width: width.value, height: height.value)
    case .device(let name, let orientation):
      if let device = Device.named(name.value) {
        scene = Scene(device: device, orientation: orientation?.value ?? .portrait)
      } else {
        let names = Device.all.map(\.name)
        let hint =
          Suggestion.didYouMean(name.value, among: names).map { "did you mean \"\($0)\"?" }
          ?? "known devices: " + names.joined(separator: ", ")
        diagnostics.append(Diagnostic(.error, "unknown device \"\(name.value)\"", at: name.range, hint: hint))
        scene = Scene(device: Self.defaultDevice, orientation: orientation?.value ?? .portrait)
      }
    case .cell(let width):
      scene = Scene.cell(width: width.value)
      scene.cellRowHeight = scope.scene?.rowHeight?.value
    }
    if let scale = scope.scene?.scale { scene.scale = scale.value }
    if let insets = scope.scene?.safeAreaInsets, insets.count == 4 {
      // Interface Builder's canvas under its bars: the bars set the safe area and the layout guides.
      scene.safeAreaInsets = EdgeInsets(
        top: insets[0].value, left: insets[1].value, bottom: insets[2].value, right: insets[3].value)
      scene.topLayoutGuideBottom = insets[0].value
      scene.bottomLayoutGuideTop = scene.size.height - insets[2].value
    }
    if let sizeClass = scope.sizeClass {
      if let width = sizeClass.width.value { scene.widthClass = width }
      if let height = sizeClass.height.value { scene.heightClass = height }
    }
    if let category = scope.dynamicType {
      scene.contentSizeCategory = category.value
    }
    if let sizing = scope.systemFont { scene.systemFontOpticalSizing = sizing.value }
    if let cjk = scope.fontCJK { scene.systemFontCJKWidth = cjk.value }
    scene.familyLines = scope.fontLines
    scene.familyWidths = scope.fontWidths
    return scene
  }

  /// A view controller scene of a size: a catalogued device's screen when the size is one (so
  /// `scene 667 x 375` is an iPhone 8 in landscape, status bar hidden), else a plain scene whose
  /// width class is regular from 768 points and height class regular from 500 points.
  static func scene(width: Double, height: Double) -> Scene {
    for device in Device.all {
      for orientation in Orientation.allCases {
        let size = device.size(orientation)
        if size.width == width, size.height == height {
          return Scene(device: device, orientation: orientation)
        }
      }
    }
    let classes = SceneResizing.sizeClasses(width: width, height: height)
    return Scene(
      size: Size(width: width, height: height), widthClass: classes.width, heightClass: classes.height)
  }
}
