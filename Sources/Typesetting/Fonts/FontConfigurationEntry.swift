import CFontconfig

/// One font as fontconfig describes it: file, face index, names and covered characters.
final class FontConfigurationEntry: @unchecked Sendable {
  let file: FontFile
  /// Every family name the font declares (fontconfig lists the typographic family first).
  let families: [String]
  let style: String
  /// The font's character set, owned (copied out of the pattern). Read-only after init, which
  /// makes `covers` safe from any thread.
  private nonisolated(unsafe) let charset: OpaquePointer?

  /// Reads the entry out of a pattern; nil when the pattern names no file.
  init?(pattern: OpaquePointer) {
    var path: UnsafeMutablePointer<FcChar8>?
    guard FcPatternGetString(pattern, FC_FILE, 0, &path) == FcResultMatch, let path else { return nil }
    var index: Int32 = 0
    if FcPatternGetInteger(pattern, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
    file = FontFile(path: String(cString: path), index: Int(index))
    var names: [String] = []
    var n: Int32 = 0
    var name: UnsafeMutablePointer<FcChar8>?
    while FcPatternGetString(pattern, FC_FAMILY, n, &name) == FcResultMatch, let value = name {
      names.append(String(cString: value))
      n += 1
    }
    families = names
    var styleName: UnsafeMutablePointer<FcChar8>?
    if FcPatternGetString(pattern, FC_STYLE, 0, &styleName) == FcResultMatch, let styleName {
      style = String(cString: styleName)
    } else {
      style = "Regular"
    }
    var set: OpaquePointer?
    if FcPatternGetCharSet(pattern, FC_CHARSET, 0, &set) == FcResultMatch, let set {
      charset = FcCharSetCopy(set)
    } else {
      charset = nil
    }
  }

  deinit {
    if let charset { FcCharSetDestroy(charset) }
  }

  /// Whether the font has a glyph for the code point, according to fontconfig.
  func covers(_ scalar: UInt32) -> Bool {
    guard let charset else { return false }
    return FcCharSetHasChar(charset, scalar) == FcTrue
  }

  /// Whether one of the font's family names is `family` (case- and space-insensitive, as
  /// fontconfig compares them).
  func hasFamily(_ family: String) -> Bool {
    let wanted = FontConfigurationEntry.normalized(family)
    return families.contains { FontConfigurationEntry.normalized($0) == wanted }
  }

  private static func normalized(_ name: String) -> String {
    String(name.lowercased().filter { $0 != " " })
  }
}
