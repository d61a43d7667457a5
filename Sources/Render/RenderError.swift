/// Why a figure could not be drawn. Returned as a value; rendering never crashes on bad input.
public enum RenderError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Cairo reported an error status (its own message).
  case cairo(String)
  /// The figure is too large to allocate as an image (width x height in pixels).
  case imageTooLarge(width: Int, height: Int)
  /// The figure's size is not a usable number of points (a broken layout produced NaN or
  /// infinite geometry, or the figure is absurdly large).
  case invalidSize(width: Double, height: Double)
  /// A font file could not be loaded for drawing.
  case fontUnavailable(path: String)
  /// Text could not be shaped (the message of the text module).
  case text(String)
  /// The figure has no panels.
  case emptyFigure
  /// A PNG file could not be decoded (what is wrong with it, and where).
  case png(String)

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .cairo(let message): return "cairo: \(message)"
    case .imageTooLarge(let w, let h): return "image too large: \(w) x \(h) pixels"
    case .invalidSize(let w, let h): return "figure size \(w) x \(h) points cannot be drawn"
    case .fontUnavailable(let path): return "cannot load font file \(path)"
    case .text(let message): return "text: \(message)"
    case .emptyFigure: return "figure has no panels"
    case .png(let message): return "png: \(message)"
    }
  }
}
