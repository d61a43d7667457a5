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
      return "font family '\(requested)' is not installed; using '\(found)' instead"
    }
  }
}
