import Layout
import Render

/// What the page asks to see: the scene (of a storyboard), the variant, the size, the Dynamic Type
/// size and the theme. It travels as the page's query string (`?scene=0&variant=1&width=480&dt=XL
/// &theme=dark`), so a link reproduces the view, and as the text the page sends on its WebSocket.
public struct PreviewSettings: Hashable, Sendable {
  /// The scene of a storyboard (the recipe's index in the document); 0 for a recipe file.
  public var scene = 0
  /// The variant to draw (0 is the first).
  public var variant = 0
  /// The scene's width in points, or nil for the recipe's own.
  public var width: Double?
  /// The scene's height in points (view controller scenes), or nil for the recipe's own.
  public var height: Double?
  /// The Dynamic Type size, or nil for the recipe's own.
  public var dynamicType: ContentSizeCategory?
  /// The figure's theme.
  public var theme: Theme = .light

  /// The bounds of a width or height the page may ask for, in points.
  public static let sizeRange = 1.0...4096.0

  /// The recipe's own settings.
  public init() {}

  /// Settings read from a query string (without the `?`); unknown names are ignored so that an
  /// old link still opens.
  /// - Throws: `PreviewRequestError` naming the parameter and what it accepts.
  public init(query: String) throws(PreviewRequestError) {
    for pair in query.split(separator: "&", omittingEmptySubsequences: true) {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = String(parts[0])
      let value = parts.count > 1 ? String(parts[1]) : ""
      try set(name, value)
    }
  }

  /// Sets one parameter from its query spelling.
  mutating func set(_ name: String, _ value: String) throws(PreviewRequestError) {
    switch name {
    case "scene": scene = try Self.index(name, value)
    case "variant": variant = try Self.index(name, value)
    case "width": width = try Self.size(name, value)
    case "height": height = try Self.size(name, value)
    case "dt":
      if value.isEmpty {
        dynamicType = nil
      } else {
        guard
          let category = ContentSizeCategory.allCases.first(where: {
            $0.shortName.lowercased() == value.lowercased()
          })
        else {
          let names = ContentSizeCategory.allCases.map(\.shortName).joined(separator: ", ")
          throw PreviewRequestError("dt must be one of \(names), not \(Self.shown(value))")
        }
        dynamicType = category
      }
    case "theme":
      guard let theme = Theme(rawValue: value) else {
        throw PreviewRequestError("theme must be light or dark, not \(Self.shown(value))")
      }
      self.theme = theme
    default: break
    }
  }

  /// The query string that gives these settings (only what differs from the recipe's own).
  public var query: String {
    var parts: [String] = []
    if scene != 0 { parts.append("scene=\(scene)") }
    if variant != 0 { parts.append("variant=\(variant)") }
    if let width { parts.append("width=\(PreviewSettings.spell(width))") }
    if let height { parts.append("height=\(PreviewSettings.spell(height))") }
    if let dynamicType { parts.append("dt=\(dynamicType.shortName)") }
    if theme != .light { parts.append("theme=\(theme.rawValue)") }
    return parts.joined(separator: "&")
  }

  private static func index(_ name: String, _ value: String) throws(PreviewRequestError) -> Int {
    guard value.count <= 6, let n = Int(value), n >= 0 else {
      throw PreviewRequestError("\(name) must be a whole number from 0, not \(shown(value))")
    }
    return n
  }

  private static func size(_ name: String, _ value: String) throws(PreviewRequestError) -> Double? {
    if value.isEmpty { return nil }
    guard value.count <= 12, let n = Double(value), n.isFinite, sizeRange.contains(n) else {
      throw PreviewRequestError(
        "\(name) must be a number of points from \(spell(sizeRange.lowerBound)) to "
          + "\(spell(sizeRange.upperBound)), not \(shown(value))")
    }
    return n
  }

  /// A number without a needless `.0`.
  static func spell(_ n: Double) -> String {
    n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
  }

  /// A value as a message shows it: quoted, at most 40 characters, printable ASCII only.
  static func shown(_ value: String) -> String {
    let kept = value.unicodeScalars.prefix(40).map {
      $0.isASCII && $0.value >= 32 && $0.value < 127 ? Character($0) : "?"
    }
    return "\"" + String(kept) + (value.unicodeScalars.count > 40 ? "..." : "") + "\""
  }
}

/// A request the preview cannot answer as asked: a status and a message for the page.
public struct PreviewRequestError: Error, Equatable, Sendable {
  /// What is wrong and what is accepted.
  public var message: String
  /// Makes an error with its message.
  public init(_ message: String) { self.message = message }
}
