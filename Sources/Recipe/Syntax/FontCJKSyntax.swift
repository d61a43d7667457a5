import Layout

/// `font cjk R`: the width per em that CJK ideographs, CJK punctuation and full-width forms take
/// in the system font (UIKit sets them in the system's CJK font, PingFang SC since iOS 9). Without
/// the line they are 1.02 em (`VerticalMetrics.pingFangAdvance`, what Interface Builder's frames
/// show in documents saved by Xcode 8.3 and later); `import` writes `font cjk 1` for a document
/// saved before Xcode 8 on IB's canvas, whose stored frames set them one em wide
/// (docs/typesetting.md, "CJK text by the document's era").
public enum FontCJKSyntax {
  /// The smallest and largest width per em a `font cjk` may give [CHOICE: as `font width`'s; IB's
  /// frames show 1 and 1.02, a factor outside halves or doubles every ideograph].
  public static let range: ClosedRange<Double> = 0.5...2
}
