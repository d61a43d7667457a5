import Synchronization

/// The process's fonts: resolves requests through a private fontconfig configuration, opens
/// each font file once, finds fallback fonts by glyph coverage, and caches text layouts.
///
/// Thread-safe. One library per process is the intended use (`FontLibrary.shared()`); several
/// are allowed (tests build their own with another configuration).
public final class FontLibrary: Sendable {
  let configuration: Mutex<FontConfiguration>
  private let faces = Mutex<[FontFile: HarfBuzzFace]>([:])
  private let fallbackChains = Mutex<[FontDescriptor: FallbackChain]>([:])
  let layoutCache: LayoutCache
  private let pendingWarnings = Mutex<[FontWarning]>([])

  /// The XML this library's fontconfig configuration was built from.
  public let configurationXML: String

  /// Builds a library over a private fontconfig configuration (by default
  /// `FontLibrary.defaultConfigurationXML`: the system font directories, no user settings).
  public init(
    configurationXML: String = FontLibrary.defaultConfigurationXML, cacheCapacity: Int = 50_000
  ) throws(TypesettingError) {
    let configuration = try FontConfiguration(xml: configurationXML)
    self.configuration = Mutex(configuration)
    self.configurationXML = configurationXML
    self.layoutCache = LayoutCache(capacity: cacheCapacity)
  }

  private static let sharedLibrary = Mutex<FontLibrary?>(nil)

  /// The process-wide library with the default configuration, created on first use.
  public static func shared() throws(TypesettingError) -> FontLibrary {
    let result: Result<FontLibrary, TypesettingError> = sharedLibrary.withLock { stored in
      if let stored { return .success(stored) }
      do throws(TypesettingError) {
        let library = try FontLibrary()
        stored = library
        return .success(library)
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// Resolves a family, weight and slant at a size. When fontconfig substitutes another family
  /// the match carries a `FontWarning.fallback`, or, with `strict`, this throws `fontNotFound`.
  public func font(
    _ descriptor: FontDescriptor, size: Double, strict: Bool = false
  ) throws(TypesettingError) -> FontMatch {
    guard size.isFinite, size > 0 else { throw .invalidSize(size) }
    let entry = configuration.withLock { $0.match(descriptor) }
    guard let entry else { throw .noFontInstalled(descriptor) }
    var warning: FontWarning?
    if !descriptor.isGeneric && !entry.hasFamily(descriptor.family) {
      let found = entry.families.first ?? entry.file.path
      if strict { throw .fontNotFound(requested: descriptor.family, found: found) }
      let fallback = FontWarning.fallback(requested: descriptor.family, found: found)
      pendingWarnings.withLock { if !$0.contains(fallback) { $0.append(fallback) } }
      warning = fallback
    }
    let font = try makeFont(entry.file, size: size, descriptor: descriptor)
    return FontMatch(font: font, warning: warning)
  }

  /// The fallback warnings met since the last call, in the order first met, each once; the list
  /// starts empty again. The CLI reports them after each recipe (a family outside the pinned set).
  public func takeWarnings() -> [FontWarning] {
    pendingWarnings.withLock { list in
      defer { list = [] }
      return list
    }
  }

  /// Resolves a family by name (Inter unless told otherwise); see `font(_:size:strict:)`.
  public func font(
    family: String = FontDescriptor.defaultFamily, weight: FontWeight = .regular, italic: Bool = false,
    size: Double, strict: Bool = false
  ) throws(TypesettingError) -> FontMatch {
    try font(FontDescriptor(family: family, weight: weight, italic: italic), size: size, strict: strict)
  }

  /// The font of a text style at a Dynamic Type category (Body at L is Inter 17 regular).
  public func font(
    style: TextStyle, category: ContentSizeCategory = .large, family: String = FontDescriptor.defaultFamily,
    strict: Bool = false
  ) throws(TypesettingError) -> FontMatch {
    try font(family: family, weight: style.weight, size: style.pointSize(for: category), strict: strict)
  }

  /// Loads a font file directly (no fontconfig lookup). Fallback for characters it lacks sorts
  /// the installed fonts against `fallback` (sans-serif by default).
  public func font(
    path: String, index: Int = 0, size: Double,
    fallback: FontDescriptor = FontDescriptor(family: "sans-serif")
  ) throws(TypesettingError) -> Font {
    guard size.isFinite, size > 0 else { throw .invalidSize(size) }
    return try makeFont(FontFile(path: path, index: index), size: size, descriptor: fallback)
  }

  /// The open face of a file, opening it on first use (one per file per process).
  func face(_ file: FontFile) throws(TypesettingError) -> HarfBuzzFace {
    if let face = faces.withLock({ $0[file] }) { return face }
    let opened = try HarfBuzzFace(file: file)
    return faces.withLock { table in
      if let existing = table[file] { return existing }
      table[file] = opened
      return opened
    }
  }

  /// The fallback chain for a descriptor, built on first use.
  func fallbackChain(_ descriptor: FontDescriptor) -> FallbackChain {
    if let chain = fallbackChains.withLock({ $0[descriptor] }) { return chain }
    let (text, emoji) = configuration.withLock { config in
      (config.fallbackList(descriptor), config.fallbackList(FontDescriptor(family: "emoji")))
    }
    let chain = FallbackChain(text: text, emoji: emoji)
    return fallbackChains.withLock { table in
      if let existing = table[descriptor] { return existing }
      table[descriptor] = chain
      return chain
    }
  }

  func makeFont(_ file: FontFile, size: Double, descriptor: FontDescriptor) throws(TypesettingError) -> Font {
    Font(face: try face(file), size: size, descriptor: descriptor)
  }
}

/// A resolved font plus what the caller should hear about how it was found.
public struct FontMatch: Hashable, Sendable {
  /// The font to use.
  public let font: Font
  /// Set when fontconfig substituted another family for the one asked for.
  public let warning: FontWarning?

  /// Creates a match.
  public init(font: Font, warning: FontWarning?) {
    self.font = font
    self.warning = warning
  }
}

/// A non-fatal problem met while resolving a font.
public enum FontWarning: Hashable, Sendable, CustomStringConvertible {
  /// The family asked for is not installed; `found` is drawn instead.
  case fallback(requested: String, found: String)

  /// A one-line message naming what was asked and what was found.
  public var description: String {
    switch self {
    case .fallback(let requested, let found):
      return "font family '\(requested)' is not in the pinned font set; using '\(found)' instead"
    }
  }
}

extension FontLibrary {
  /// How many matches this library asked of fontconfig (tests: one per distinct request).
  var fontconfigMatchQueries: Int { configuration.withLock { $0.matchQueries } }
}
