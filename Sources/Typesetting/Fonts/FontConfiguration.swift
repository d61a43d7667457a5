import CFontconfig

/// A private fontconfig configuration over the system font directories.
///
/// Built from `FontConfiguration.xml` only: the user's fonts.conf, `FONTCONFIG_FILE` and the
/// distribution's conf.d rules are never read, so the same request gives the same file on every
/// machine that has the same fonts installed. Not thread-safe on its own: `FontLibrary` calls it
/// under its lock.
final class FontConfiguration {
  private nonisolated(unsafe) let config: OpaquePointer
  /// Each descriptor's match, asked of fontconfig once: the configuration never changes, and a
  /// render asks again for every label (fontconfig's matching was about 6% of a render's time).
  private var matches: [FontDescriptor: FontConfigurationEntry?] = [:]

  /// Parses `xml` into a fresh configuration and scans (or loads the caches of) its directories.
  init(xml: String) throws(TypesettingError) {
    guard let config = FcConfigCreate() else { throw .configurationFailed("FcConfigCreate failed") }
    let parsed = xml.withCString { text in
      text.withMemoryRebound(to: FcChar8.self, capacity: xml.utf8.count + 1) {
        FcConfigParseAndLoadFromMemory(config, $0, FcTrue)
      }
    }
    guard parsed == FcTrue, FcConfigBuildFonts(config) == FcTrue else {
      FcConfigDestroy(config)
      throw .configurationFailed("cannot parse the private configuration")
    }
    self.config = config
  }

  deinit { FcConfigDestroy(config) }

  /// The best installed match for `descriptor`, as fontconfig ranks them (remembered).
  func match(_ descriptor: FontDescriptor) -> FontConfigurationEntry? {
    if let known = matches[descriptor] { return known }
    let entry = findMatch(descriptor)
    matches[descriptor] = entry
    return entry
  }

  /// How many times fontconfig was asked for a match (tests: once per descriptor).
  private(set) var matchQueries = 0

  private func findMatch(_ descriptor: FontDescriptor) -> FontConfigurationEntry? {
    matchQueries += 1
    guard let pattern = makePattern(descriptor) else { return nil }
    defer { FcPatternDestroy(pattern) }
    var result = FcResultNoMatch
    guard let matched = FcFontMatch(config, pattern, &result) else { return nil }
    defer { FcPatternDestroy(matched) }
    return FontConfigurationEntry(pattern: matched)
  }

  /// The installed fonts in fallback order for `descriptor`, trimmed to those that add
  /// coverage, each with the characters it covers.
  func fallbackList(_ descriptor: FontDescriptor) -> [FontConfigurationEntry] {
    guard let pattern = makePattern(descriptor) else { return [] }
    defer { FcPatternDestroy(pattern) }
    var result = FcResultNoMatch
    guard let set = FcFontSort(config, pattern, FcTrue, nil, &result) else { return [] }
    defer { FcFontSetDestroy(set) }
    var entries: [FontConfigurationEntry] = []
    for i in 0..<Int(set.pointee.nfont) {
      guard let font = set.pointee.fonts[i],
        let rendered = FcFontRenderPrepare(config, pattern, font)
      else { continue }
      if let entry = FontConfigurationEntry(pattern: rendered) { entries.append(entry) }
      FcPatternDestroy(rendered)
    }
    return entries
  }

  private func makePattern(_ descriptor: FontDescriptor) -> OpaquePointer? {
    guard let pattern = FcPatternCreate() else { return nil }
    descriptor.family.withCString { family in
      family.withMemoryRebound(to: FcChar8.self, capacity: descriptor.family.utf8.count + 1) {
        _ = FcPatternAddString(pattern, FC_FAMILY, $0)
      }
    }
    _ = FcPatternAddDouble(pattern, FC_WEIGHT, FcWeightFromOpenTypeDouble(Double(descriptor.weight.rawValue)))
    _ = FcPatternAddInteger(pattern, FC_SLANT, descriptor.italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
    FcConfigSubstitute(config, pattern, FcMatchPattern)
    FcDefaultSubstitute(pattern)
    return pattern
  }

  /// fontconfig's version as "2.14.1".
  static var version: String {
    let v = Int(FcGetVersion())
    return "\(v / 10000).\(v / 100 % 100).\(v % 100)"
  }
}
