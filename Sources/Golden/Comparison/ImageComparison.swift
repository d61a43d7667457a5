import Foundation
import Render

/// The outcome of comparing an actual image with its golden.
public struct ImageComparison: Sendable {
  /// What the comparison found.
  public enum Verdict: Hashable, Sendable {
    /// The encoded files are byte for byte the same (pixels not decoded).
    case identicalBytes
    /// The files differ but every decoded pixel is the same.
    case identicalPixels
    /// Pixels differ, within the tolerance.
    case withinTolerance
    /// Pixels differ beyond the tolerance.
    case different
    /// The images do not have the same size (in pixels): a verdict of its own.
    case sizeChanged(expectedWidth: Int, expectedHeight: Int, actualWidth: Int, actualHeight: Int)
  }

  /// The verdict.
  public var verdict: Verdict
  /// Pixels that differ and are not anti-aliasing (over the union of both sizes).
  public var changedPixels: Int
  /// Differing pixels that pixelmatch's detector classes as anti-aliasing, counted apart.
  public var antialiasedPixels: Int
  /// Pixels that differ by no more than the tolerance's threshold (not counted as changed).
  public var belowThresholdPixels: Int
  /// Pixels in the compared area (the union of both sizes).
  public var totalPixels: Int
  /// The box around every differing pixel (changed and anti-aliased), nil when none.
  public var bounds: PixelBox?
  /// The diff image (changed red, anti-aliasing yellow, the rest faded grey); nil when the
  /// images are identical.
  public var diff: RasterImage?

  /// Whether the images count as the same.
  public var matches: Bool {
    switch verdict {
    case .identicalBytes, .identicalPixels, .withinTolerance: return true
    case .different, .sizeChanged: return false
    }
  }

  /// "412 pixels differ (38 of them anti-aliasing) in x 120-180, y 64-96" and the like.
  public var summary: String {
    switch verdict {
    case .identicalBytes: return "identical files"
    case .identicalPixels: return "identical pixels"
    case .withinTolerance, .different:
      return "\(countText()) \(verdict == .withinTolerance ? "(within the tolerance)" : "")"
        .trimmingCharacters(in: .whitespaces)
    case .sizeChanged(let ew, let eh, let aw, let ah):
      return "size changed from \(ew) x \(eh) to \(aw) x \(ah) pixels; \(countText())"
    }
  }

  /// "412 pixels differ, and 38 more at the soft edges of text and lines (...)", and with
  /// `withBox` the box around them in pixels. The second count is what pixelmatch's detector
  /// takes for anti-aliasing: the edge of a glyph or a line that moved looks the same to it, so it
  /// is not called anti-aliasing alone.
  func countText(withBox: Bool = true) -> String {
    var text = changedPixels == 1 ? "1 pixel differs" : "\(changedPixels) pixels differ"
    if antialiasedPixels > 0 {
      text +=
        ", and \(antialiasedPixels) more at the soft edges of text and lines (anti-aliasing, or an edge that moved)"
    }
    if withBox, let bounds { text += " in \(bounds) (pixels)" }
    return text
  }
}
