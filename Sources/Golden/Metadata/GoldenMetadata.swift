import Foundation
import Render

/// What a golden image was drawn from and with: stored beside each golden PNG as
/// `NAME.golden.json`, so a mismatch can say which views moved and whether the environment
/// (fonts, libraries, tool) differs from the one that recorded it.
///
/// Version 2 (`version: 2`) adds, per variant, its constraints as listed and where its panel and
/// scene are in the PNG, and where the list under the panels is: a check then compares each panel
/// aligned at its scene's origin and the list apart, and names the constraints that changed. A
/// file without `version` is version 1 (every field of version 2 absent) and still checks.
public struct GoldenMetadata: Codable, Hashable, Sendable {
  /// The version `record` writes.
  public static let currentVersion = 2

  /// The metadata's version; nil in a version 1 file (which has no such key).
  public var version: Int?
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
  /// Version 2: where the list under the panels (legend, constraint list, stack list, priority
  /// table) is in the PNG, in pixels; nil in version 1 and for a figure without one (a filmstrip).
  public var list: PixelBox?

  /// The version of the file: 1 when it names none.
  public var formatVersion: Int { version ?? 1 }

  /// Creates metadata (of the current version).
  public init(
    recipe: String, recipeSHA256: String, title: String, scale: Int, theme: Theme, width: Int, height: Int,
    variants: [VariantFrames], environment: RenderEnvironment, list: PixelBox? = nil
  ) {
    self.version = Self.currentVersion
    self.list = list
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

/// One variant's solved frames (scene points), view by view in declaration order, and in version 2
/// its constraints and where its panel is drawn.
public struct VariantFrames: Codable, Hashable, Sendable {
  /// The variant's name ("default" for a recipe without variants).
  public var name: String
  /// The views and their frames.
  public var views: [ViewFrame]
  /// Version 2: the variant's constraints in recipe order, as the figure lists them.
  public var constraints: [ConstraintRecord]?
  /// Version 2: the scene's rectangle in the PNG, in pixels (its top left is the origin a check
  /// aligns the panel at); it may reach beyond `area` where the panel is cropped.
  public var scene: PixelBox?
  /// Version 2: what the panel draws in the PNG, in pixels: its crop with the tags beside it (a
  /// filmstrip's frame with its captions).
  public var area: PixelBox?
  /// Version 2: the caption and notes under a figure's panel, in pixels; nil when it has none.
  public var caption: PixelBox?

  /// Creates the list.
  public init(
    name: String, views: [ViewFrame], constraints: [ConstraintRecord]? = nil, scene: PixelBox? = nil,
    area: PixelBox? = nil, caption: PixelBox? = nil
  ) {
    self.name = name
    self.views = views
    self.constraints = constraints
    self.scene = scene
    self.area = area
    self.caption = caption
  }
}

/// One constraint of a variant as a golden records it (version 2).
public struct ConstraintRecord: Codable, Hashable, Sendable {
  /// Its marker in the figure: the recipe's number (`"7"`), else its identifier (`"C"`); nil when
  /// unmarked.
  public var marker: String?
  /// Its line in the figure's list.
  public var text: String
  /// What it relates, without constant, multiplier and priority
  /// (`Name Label.Top = Superview.Top`): how a check pairs it with the constraint drawn now.
  public var anchors: String
  /// The constant as the recipe writes it (`20`, `-8`, `Standard`, `system spacing`).
  public var constant: String
  /// The multiplier.
  public var multiplier: Double
  /// The priority, 1...1000.
  public var priority: Int

  /// Creates a record.
  public init(
    marker: String?, text: String, anchors: String, constant: String, multiplier: Double, priority: Int
  ) {
    self.marker = marker
    self.text = text
    self.anchors = anchors
    self.constant = constant
    self.multiplier = multiplier
    self.priority = priority
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
