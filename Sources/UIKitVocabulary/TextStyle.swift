/// A Dynamic Type text style.
public enum TextStyle: String, Sendable, CaseIterable, Hashable {
  /// The title, headline and body styles.
  case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote
  /// The caption styles.
  case caption1, caption2

  /// Point size per content size category (xS S M L xL xxL xxxL AX1..AX5).
  ///
  /// Body, Headline, Title 1, Subheadline, Footnote and Caption 1 are REFERENCE.md section 1 [RE];
  /// the others are Apple's Human Interface Guidelines typography tables [RE].
  public var pointSizes: [Double] {
    switch self {
    case .largeTitle: return [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
    case .title1: return [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
    case .title2: return [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
    case .title3: return [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
    case .headline, .body: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    case .subheadline: return [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
    case .callout: return [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
    case .footnote: return [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
    case .caption1: return [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
    case .caption2: return [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
    }
  }

  /// The style's point size at `category` (Large by default).
  public func pointSize(for category: ContentSizeCategory = .large) -> Double { pointSizes[category.index] }

  /// The style's weight: Headline is semibold, every other style regular [RE].
  public var weight: FontWeight { self == .headline ? .semibold : .regular }

  /// The style's line spacing (leading, baseline to baseline) at the Large category, from the
  /// Human Interface Guidelines (Body 17/22) [RE]; used only to approximate system spacing.
  public var lineSpacingAtLarge: Double { leadings[ContentSizeCategory.large.index] }

  /// The style's leading (baseline to baseline) at the standard categories xS to xxxL, the
  /// Human Interface Guidelines' "Dynamic Type sizes" tables for iOS (the `pointSizes` of the same
  /// columns) [RE]: Body 14 on 19 at xSmall, 17 on 22 at Large, 23 on 30 at xxxLarge.
  public var leadings: [Double] {
    switch self {
    case .largeTitle: return [38, 39, 40, 41, 43, 46, 48]
    case .title1: return [31, 32, 33, 34, 37, 39, 41]
    case .title2: return [24, 25, 26, 28, 30, 32, 34]
    case .title3: return [22, 23, 24, 25, 28, 30, 32]
    case .headline, .body: return [19, 20, 21, 22, 24, 28, 30]
    case .callout: return [18, 19, 20, 21, 23, 25, 28]
    case .subheadline: return [16, 18, 19, 20, 22, 24, 28]
    case .footnote: return [16, 16, 16, 18, 20, 22, 24]
    case .caption1: return [13, 13, 13, 16, 19, 21, 23]
    case .caption2: return [13, 13, 13, 13, 18, 20, 22]
    }
  }

  /// The leading of the style's font at `pointSize`: the guidelines' leading of the standard
  /// category with that size (where two categories share a size they share the leading), else,
  /// above xxxLarge (the accessibility sizes), the size plus xxxLarge's difference [CHOICE].
  public func leading(atPointSize pointSize: Double) -> Double {
    if let column = pointSizes.prefix(leadings.count).firstIndex(of: pointSize) { return leadings[column] }
    let last = leadings.count - 1
    return pointSize + leadings[last] - pointSizes[last]
  }

  /// UIKit's raw value of the style (`UIFont.TextStyle.rawValue`), the name Interface Builder
  /// writes in `<fontDescription style="...">`: the Swift name with Core Text's prefix, except
  /// subheadline (`UICTFontTextStyleSubhead`) and largeTitle (`UICTFontTextStyleTitle0`) [RE: issue
  /// 22; the stored files in ../shared use Body, Headline, Subhead, Footnote, Title1 and Title2].
  public var uikitName: String {
    switch self {
    case .largeTitle: return "UICTFontTextStyleTitle0"
    case .title1: return "UICTFontTextStyleTitle1"
    case .title2: return "UICTFontTextStyleTitle2"
    case .title3: return "UICTFontTextStyleTitle3"
    case .headline: return "UICTFontTextStyleHeadline"
    case .subheadline: return "UICTFontTextStyleSubhead"
    case .body: return "UICTFontTextStyleBody"
    case .callout: return "UICTFontTextStyleCallout"
    case .footnote: return "UICTFontTextStyleFootnote"
    case .caption1: return "UICTFontTextStyleCaption1"
    case .caption2: return "UICTFontTextStyleCaption2"
    }
  }

  /// The style whose `uikitName` is `name` exactly (UIKit's raw values are case-sensitive), or nil.
  public init?(uikitName name: String) {
    guard let style = TextStyle.allCases.first(where: { $0.uikitName == name }) else { return nil }
    self = style
  }

  /// The name Interface Builder shows, e.g. "Title 1".
  public var displayName: String {
    switch self {
    case .largeTitle: return "Large Title"
    case .title1: return "Title 1"
    case .title2: return "Title 2"
    case .title3: return "Title 3"
    case .headline: return "Headline"
    case .body: return "Body"
    case .callout: return "Callout"
    case .subheadline: return "Subheadline"
    case .footnote: return "Footnote"
    case .caption1: return "Caption 1"
    case .caption2: return "Caption 2"
    }
  }
}
