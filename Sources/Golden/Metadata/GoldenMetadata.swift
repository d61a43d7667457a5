import Foundation
import Render

/// What a golden image was drawn from and with: stored beside each golden PNG as
/// `NAME.golden.json`, so a mismatch can say which views moved and whether the environment
/// (fonts, libraries, tool) differs from the one that recorded it.
public struct GoldenMetadata: Codable, Hashable, Sendable {
  /// The recipe file, as given to `record` (relative to the working folder).
  public var recipe: String
  /// SHA-256 of the recipe file's bytes.
  public var recipeSHA256: String
  /// The figure's title.
  public var title: String
  /// Pixels per point of the PNG.
  public var scale: Int
  /// The theme it was drawn in (`"light"` or `"dark"` in the JSON).
  public var theme: Theme
  /// The PNG's size in pixels.
  public var width: Int
  /// The PNG's size in pixels.
  public var height: Int
  /// The variants drawn, in panel order, with their views' solved frames.
  public var variants: [VariantFrames]
  /// The environment that drew it.
  public var environment: RenderEnvironment

  /// Creates metadata.
  public init(
    recipe: String, recipeSHA256: String, title: String, scale: Int, theme: Theme, width: Int, height: Int,
    variants: [VariantFrames], environment: RenderEnvironment
  ) {
    self.recipe = recipe
    self.recipeSHA256 = recipeSHA256
    self.title = title
    self.scale = scale
    self.theme = theme
    self.width = width
    self.height = height
    self.variants = variants
    self.environment = environment
  }

  /// The JSON text written to disk: sorted keys, indented, one trailing newline (stable bytes).
  public func encoded() throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return Array(try encoder.encode(self)) + [0x0A]
  }

  /// Reads metadata JSON.
  public static func decode(_ bytes: [UInt8]) throws -> GoldenMetadata {
    try JSONDecoder().decode(GoldenMetadata.self, from: Data(bytes))
  }
}

/// One variant's solved frames (scene points), view by view in declaration order.
public struct VariantFrames: Codable, Hashable, Sendable {
  /// The variant's name ("default" for a recipe without variants).
  public var name: String
  /// The views and their frames.
  public var views: [ViewFrame]

  /// Creates the list.
  public init(name: String, views: [ViewFrame]) {
    self.name = name
    self.views = views
  }
}

/// A view's solved frame in scene points.
public struct ViewFrame: Codable, Hashable, Sendable {
  /// The view's name.
  public var name: String
  /// Left edge.
  public var x: Double
  /// Top edge.
  public var y: Double
  /// Width.
  public var width: Double
  /// Height.
  public var height: Double

  /// Creates a frame.
  public init(name: String, x: Double, y: Double, width: Double, height: Double) {
    self.name = name
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
}
