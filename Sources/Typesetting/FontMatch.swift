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
