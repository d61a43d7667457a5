import CHarfBuzz
import Synchronization

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
    (try? faceFamilies(path).get()) ?? []
  }

  /// The families read so far, by path: a font file's faces are read once per process, however
  /// often a set of files is joined (`PinnedFont.joined` reads every pinned file's families for
  /// each new set of given files) or checked.
  private static let knownFamilies = Mutex<[String: [String]]>([:])

  /// The families of the faces of the file at `path`, in face order, each once, read through one
  /// HarfBuzz blob (its faces are read until the first without glyphs; a collection holds a few,
  /// and 256 bounds a hostile file's count); or why it is no font: `unreadableFile` when it
  /// cannot be opened, `notAFont` when its first face has no glyphs. Only a file that is a font
  /// is remembered, so one fixed while the preview runs is read again.
  static func faceFamilies(_ path: String) -> Result<[String], TypesettingError> {
    if let known = knownFamilies.withLock({ $0[path] }) { return .success(known) }
    guard let blob = hb_blob_create_from_file_or_fail(path) else {
      return .failure(.unreadableFile(path: path))
    }
    defer { hb_blob_destroy(blob) }
    var families: [String] = []
    for index in 0..<min(Int(hb_face_count(blob)), 256) {
      guard let face = hb_face_create(blob, UInt32(index)) else { break }
      defer { hb_face_destroy(face) }
      guard hb_face_get_glyph_count(face) > 0 else { break }
      let family = HarfBuzzFace.name(face, id: 16) ?? HarfBuzzFace.name(face, id: 1) ?? path
      if !families.contains(family) { families.append(family) }
    }
    guard !families.isEmpty else { return .failure(.notAFont(path: path, index: 0)) }
    knownFamilies.withLock { $0[path] = families }
    return .success(families)
  }
}
