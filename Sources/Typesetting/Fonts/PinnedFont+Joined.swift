extension PinnedFont {
  /// `pinned` with the user's font files `extra` joined (`--font`, `--fonts`, a recipe's `font
  /// file` lines), where a user's file takes the place of the pinned files of its family: a pinned
  /// file whose family (the typographic family, name ID 16, else name ID 1) one of `extra` has is
  /// left out, so the family is measured and drawn in the user's files only.
  ///
  /// fontconfig, given two files of one family and style, prefers the higher font version, so the
  /// pinned Roboto 2.138 (fonts-roboto-unhinted) won over an app's own Roboto 1.100141 and the
  /// app's vertical metrics were never used [CHOICE: the app's file is the font Interface Builder
  /// measured; docs/typesetting.md, "The app's own font files"]. Families the user's files do not
  /// have stay pinned, the system font's Inter included; a weight of a replaced family that the
  /// user's files lack is matched among the user's files (fontconfig's nearest weight), as iOS
  /// has only the app's files of it too. Each file is listed once, the pinned ones first, in order.
  public static func joined(_ extra: [PinnedFont], to pinned: [PinnedFont] = standardSet) -> [PinnedFont] {
    guard !extra.isEmpty else { return pinned }
    let given = Set(extra.flatMap { FontLibrary.families(ofFontFile: $0.path) }.map(familyKey))
    var joined: [PinnedFont] = []
    var paths: Set<String> = []
    for font in pinned {
      let replaced = FontLibrary.families(ofFontFile: font.path).contains { given.contains(familyKey($0)) }
      if !replaced, paths.insert(font.path).inserted { joined.append(font) }
    }
    for font in extra where paths.insert(font.path).inserted { joined.append(font) }
    return joined
  }

  /// A family name compared without case.
  private static func familyKey(_ family: String) -> String { family.lowercased() }
}

extension FontLibrary {
  /// The families of every face of the font file at `path` (name ID 16, else name ID 1, as the
  /// face's family); empty when it cannot be read or holds no face.
  public static func families(ofFontFile path: String) -> [String] {
    var families: [String] = []
    // A collection (.ttc) holds a few faces; 256 bounds a hostile file's count.
    for index in 0..<256 {
      guard let face = try? HarfBuzzFace(file: FontFile(path: path, index: index)) else { break }
      if !families.contains(face.familyName) { families.append(face.familyName) }
    }
    return families
  }
}
