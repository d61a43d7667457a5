/// Dynamic Type text styles.
public enum TextStyleName: String, Hashable, Sendable, CaseIterable {
  /// The text styles, largest first.
  case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote
  /// The caption styles.
  case caption1, caption2

  /// The style a (case-insensitive) word names.
  init?(word: String) {
    guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == word.lowercased() }) else {
      return nil
    }
    self = match
  }
}
