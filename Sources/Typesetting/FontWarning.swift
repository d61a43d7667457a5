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
