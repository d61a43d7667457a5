/// The largest raster image the renderer allocates: the one declaration of that limit, used by the
/// Cairo backend when it creates an image surface and by callers that check a figure's size before
/// drawing (the CLI's `FigureSizeCheck`).
public enum RasterLimit {
  /// Largest image side in pixels (guards against absurd scenes: a 16,384-pixel square ARGB image
  /// is already 1 GiB).
  public static let maxSide = 16_384
}
