/// What a caller asks for: a family, a weight and a slant (the size travels separately).
///
/// A resolved `Font` keeps its descriptor: fallback for characters the font lacks sorts the
/// installed fonts against it, as a browser or Pango does.
public struct FontDescriptor: Hashable, Sendable, CustomStringConvertible {
  /// The family name ("Inter", "DejaVu Serif") or a generic one ("sans-serif", "serif",
  /// "monospace", "system-ui", "emoji").
  public var family: String
  /// The requested weight.
  public var weight: FontWeight
  /// Whether an italic (or oblique) face is wanted.
  public var italic: Bool

  /// Creates a descriptor.
  public init(
    family: String = FontDescriptor.defaultFamily, weight: FontWeight = .regular, italic: Bool = false
  ) {
    self.family = family
    self.weight = weight
    self.italic = italic
  }

  /// The default UI family: Inter, the closest installed relative of San Francisco.
  public static let defaultFamily = "Inter"

  /// Family names that name a role rather than a font; asking for one never counts as fallback.
  public static let genericFamilies: [String] = ["sans-serif", "serif", "monospace", "system-ui", "emoji"]

  /// Whether `family` is one of `genericFamilies` (case-insensitive).
  public var isGeneric: Bool {
    FontDescriptor.genericFamilies.contains(family.lowercased())
  }

  /// A fontconfig-like name such as "Inter:weight=600:italic".
  public var description: String {
    "\(family):weight=\(weight.rawValue)" + (italic ? ":italic" : "")
  }
}
