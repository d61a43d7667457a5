/// A Dynamic Type content size category, smallest to largest; `large` is the default.
public enum ContentSizeCategory: String, Sendable, CaseIterable, Hashable, Comparable {
  /// The standard categories, xS to xxxL.
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  /// The accessibility categories AX1 to AX3.
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
  /// The accessibility categories AX4 and AX5.
  case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

  /// The position in `allCases` (0 = extraSmall), the column of the Dynamic Type table.
  public var index: Int { Self.allCases.firstIndex(of: self) ?? 3 }

  /// The short name of Apple's settings: `xS` ... `xxxL`, `AX1` ... `AX5`.
  public var shortName: String {
    ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"][index]
  }

  /// Orders categories from smallest to largest.
  public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
    lhs.index < rhs.index
  }
}
