/// Apple's text styles with their point sizes per Dynamic Type category.
///
/// Body, Headline, Title 1, Subheadline, Footnote and Caption 1 come from REFERENCE section 1
/// [RE]; Large Title, Title 2, Title 3, Callout and Caption 2 from Apple's Human Interface
/// Guidelines type tables [RE]. Only Headline is semibold; the others are regular.
public enum TextStyle: String, CaseIterable, Hashable, Sendable {
  /// Large Title (34 pt at L).
  case largeTitle
  /// Title 1 (28 pt at L).
  case title1
  /// Title 2 (22 pt at L).
  case title2
  /// Title 3 (20 pt at L).
  case title3
  /// Headline (17 pt semibold at L).
  case headline
  /// Body (17 pt at L).
  case body
  /// Callout (16 pt at L).
  case callout
  /// Subheadline (15 pt at L).
  case subheadline
  /// Footnote (13 pt at L).
  case footnote
  /// Caption 1 (12 pt at L).
  case caption1
  /// Caption 2 (11 pt at L).
  case caption2

  /// Sizes for xS S M L xL xxL xxxL AX1 AX2 AX3 AX4 AX5.
  private var sizes: [Double] {
    switch self {
    case .largeTitle: return [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
    case .title1: return [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
    case .title2: return [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
    case .title3: return [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
    case .headline, .body: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    case .callout: return [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
    case .subheadline: return [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
    case .footnote: return [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
    case .caption1: return [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
    case .caption2: return [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
    }
  }

  /// The point size at a Dynamic Type category.
  public func pointSize(at category: DynamicTypeSize = .large) -> Double {
    sizes[category.ordinal]
  }

  /// The style's weight (semibold for Headline, regular otherwise).
  public var weight: FontWeight { self == .headline ? .semibold : .regular }

  /// Apple's line spacing ("leading" in the HIG tables) at the default size L, in points
  /// [RE]; the layout module scales it with the size for baseline system spacing.
  public var defaultLineSpacing: Double {
    switch self {
    case .largeTitle: return 41
    case .title1: return 34
    case .title2: return 28
    case .title3: return 25
    case .headline, .body: return 22
    case .callout: return 21
    case .subheadline: return 20
    case .footnote: return 18
    case .caption1: return 16
    case .caption2: return 13
    }
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
