/// The byte formats the renderer produces.
public enum OutputFormat: String, Hashable, Sendable, CaseIterable {
  /// Raster image through Cairo.
  case png
  /// Our own SVG: outlined glyphs, accessible text, both themes.
  case svg
  /// Vector PDF through Cairo.
  case pdf

  /// The usual file extension.
  public var fileExtension: String { rawValue }
}
