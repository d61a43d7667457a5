/// Dynamic Type content size categories, with the short names of Apple's settings.
public enum ContentSizeCategoryName: String, Hashable, Sendable, CaseIterable {
  /// The standard categories, smallest to largest (Large is the default).
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  /// The accessibility categories AX1 to AX3.
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
  /// The accessibility categories AX4 and AX5.
  case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

  /// The short name (`xS` ... `xxxL`, `AX1` ... `AX5`).
  public var shortName: String {
    let names = ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"]
    return names[Self.allCases.firstIndex(of: self) ?? 0]
  }

  /// The category a (case-insensitive) full or short name spells.
  init?(word: String) {
    let key = word.lowercased()
    guard
      let match = Self.allCases.first(where: {
        $0.rawValue.lowercased() == key || $0.shortName.lowercased() == key
      })
    else { return nil }
    self = match
  }
}
