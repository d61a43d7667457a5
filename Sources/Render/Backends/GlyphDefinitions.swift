/// The `<defs>` of an SVG: one outline path per (font, glyph) used, with ids from the sorted font
/// list and the glyph index (`f0-g36`), so ids never depend on the process.
struct GlyphDefinitions {
  /// A defined glyph: its id (nil for glyphs without ink) and the font's units per em.
  struct Reference {
    var id: String?
    var unitsPerEm: Double
  }

  private let fontIndex: [FontReference: Int]
  private var defined: [String: Reference] = [:]
  private var order: [(String, String)] = []

  init(fonts: [FontReference]) {
    var index: [FontReference: Int] = [:]
    for (i, f) in fonts.enumerated() { index[f] = i }
    fontIndex = index
  }

  /// The definition for a glyph, adding it on first use; nil when the font cannot be read.
  mutating func reference(font: FontReference, glyph: UInt32) -> Reference? {
    guard let fi = fontIndex[font] else { return nil }
    let id = "f\(fi)-g\(glyph)"
    if let known = defined[id] { return known }
    guard let outline = FontFaceStore.shared.outline(font: font, glyph: glyph) else { return nil }
    let ref = Reference(id: outline.pathData.isEmpty ? nil : id, unitsPerEm: outline.unitsPerEm)
    defined[id] = ref
    if !outline.pathData.isEmpty { order.append((id, outline.pathData)) }
    return ref
  }

  /// The `<path>` elements in first-use order (which follows the display list, so it is stable).
  var markup: String {
    order.map { "    <path id=\"\($0.0)\" d=\"\($0.1)\"/>\n" }.joined()
  }
}
