import Foundation

/// How different two images may be and still match. The default is exact: any pixel whose
/// premultiplied ARGB value differs makes a mismatch.
///
/// A tolerance is always an explicit choice (`--tolerance` on the command line): REFERENCE §6
/// explains why (environment noise at pixelmatch's default threshold is larger than a real change
/// of one label). With a tolerance, pixels whose colour distance is within `threshold` do not
/// count, anti-aliased pixels (pixelmatch's detector) are counted apart and do not count either,
/// and up to `maxPixels` (or `maxRatio` of all pixels) may still differ.
public struct Tolerance: Hashable, Sendable, CustomStringConvertible {
  /// Colour distance per pixel, 0...1, on pixelmatch's scale (YIQ distance over white, squared:
  /// 0.1 is pixelmatch's default). 0 means any difference counts.
  public var threshold: Double
  /// How many counted pixels may differ.
  public var maxPixels: Int
  /// Fraction of all pixels that may differ (0...1), checked in addition to `maxPixels` when set.
  public var maxRatio: Double?
  /// Whether anti-aliased pixels are exempt from the count (they are always reported apart).
  public var ignoresAntialiasing: Bool

  /// Exact comparison: no pixel may differ.
  public static let exact = Tolerance(threshold: 0, maxPixels: 0, maxRatio: nil, ignoresAntialiasing: false)

  /// Creates a tolerance.
  public init(threshold: Double, maxPixels: Int, maxRatio: Double? = nil, ignoresAntialiasing: Bool = true) {
    self.threshold = threshold
    self.maxPixels = maxPixels
    self.maxRatio = maxRatio
    self.ignoresAntialiasing = ignoresAntialiasing
  }

  /// Whether this is the exact comparison.
  public var isExact: Bool { self == .exact }

  /// Parses the command line's form: `exact`, or comma-separated `threshold=0.1`, `pixels=20`,
  /// `ratio=0.001` (any of them; unnamed ones keep 0 pixels / no ratio, threshold 0.1), e.g.
  /// `threshold=0.1,pixels=50`.
  public init?(parsing text: String) {
    let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
    if trimmed == "exact" {
      self = .exact
      return
    }
    var tolerance = Tolerance(threshold: 0.1, maxPixels: 0)
    for part in trimmed.split(separator: ",") {
      let pair = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
      guard pair.count == 2 else { return nil }
      switch pair[0] {
      case "threshold":
        guard let value = Double(pair[1]), value >= 0, value <= 1 else { return nil }
        tolerance.threshold = value
      case "pixels":
        guard let value = Int(pair[1]), value >= 0 else { return nil }
        tolerance.maxPixels = value
      case "ratio":
        guard let value = Double(pair[1]), value >= 0, value <= 1 else { return nil }
        tolerance.maxRatio = value
      default:
        return nil
      }
    }
    self = tolerance
  }

  /// "exact" or "threshold 0.1, up to 50 pixels".
  public var description: String {
    if isExact { return "exact" }
    var text = "threshold \(threshold), up to \(maxPixels) pixels"
    if let maxRatio { text += " or \(maxRatio * 100)% of the pixels" }
    return text
  }
}
