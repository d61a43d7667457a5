import Layout

/// The words that start a view's attributes (`text`, `lineBreak`, `hugging` ...), spelled once:
/// the parser reads them, the formatter writes them, the checker asks which kinds of view take
/// them, and messages suggest them.
enum PropertyKeyword: String, CaseIterable, Sendable {
  case text, placeholder, title, font, weight, italic, lines, alignment, lineBreak, hugging, resistance
  case intrinsic, image, background, color, margins, axis, distribution, spacing, baselineRelative
  case marginsRelative, spacingAfter, hidden, configuration, contentInsets, id
  case insetsLayoutMarginsFromSafeArea, preservesSuperviewLayoutMargins, layoutMarginsFollowReadableWidth
  case viewRespectsSystemMinimumLayoutMargins, textContainerInset, initialWidth, initialFrame
  case fieldHeight, fieldInset, lineHeightMultiple, lineSpacing, minimumLineHeight, imagePadding
  case imagePlacement, alignmentRectInsets, backgroundImage
  case contentInsetAdjustment, alwaysBounceVertical, alwaysBounceHorizontal, contentLayoutGuide

  /// The keyword a word names (case-insensitive; `compression` is `resistance` and `textColor`
  /// is `color`), or nil.
  init?(word: String) {
    guard let keyword = Self.byLowercasedWord[word.lowercased()] else { return nil }
    self = keyword
  }

  /// Keywords by lowercased word, aliases included.
  private static let byLowercasedWord: [String: PropertyKeyword] = {
    var table = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue.lowercased(), $0) })
    table["compression"] = .resistance
    table["textcolor"] = .color
    return table
  }()

  /// Whether a word ends the attribute before it: another attribute's keyword, or `in` (the
  /// parent of a declared view).
  static func startsAttribute(_ word: String) -> Bool {
    PropertyKeyword(word: word) != nil || word.lowercased() == "in"
  }

  /// The view kinds whose declaration takes the keyword, nil for every kind (the checker's rule,
  /// by keyword: `alignment` is a text alignment or a stack view's alignment).
  var kinds: [ViewKind]? {
    let text: [ViewKind] = [.label, .textField, .textView, .button]
    switch self {
    case .text: return [.label, .textField, .textView]
    case .placeholder, .fieldHeight, .fieldInset: return [.textField]
    case .title, .configuration, .contentInsets, .imagePadding, .imagePlacement, .backgroundImage:
      return [.button]
    case .textContainerInset: return [.textView]
    case .font, .weight, .italic, .color: return text
    case .alignment: return text + [.stackView]
    case .lines, .initialWidth: return [.label]
    case .lineHeightMultiple, .lineSpacing, .minimumLineHeight: return [.label, .textView]
    case .lineBreak: return [.label, .button]
    case .image: return [.imageView, .button]
    case .axis, .distribution, .spacing, .baselineRelative, .marginsRelative: return [.stackView]
    case .contentInsetAdjustment, .alwaysBounceVertical, .alwaysBounceHorizontal: return [.view]
    case .contentLayoutGuide: return [.spacer]
    case .hugging, .resistance, .intrinsic, .background, .margins, .spacingAfter, .hidden, .id,
      .insetsLayoutMarginsFromSafeArea, .preservesSuperviewLayoutMargins, .layoutMarginsFollowReadableWidth,
      .viewRespectsSystemMinimumLayoutMargins, .alignmentRectInsets, .initialFrame:
      return nil
    }
  }

  /// The words a declaration of `kind` takes, for did-you-mean suggestions that are true: its
  /// attributes and `in` (every attribute for nil: a `set` line, whose view's kind the parser
  /// does not know).
  static func choices(for kind: ViewKind?) -> [String] {
    let keywords = allCases.filter { keyword in kind.map { keyword.kinds?.contains($0) ?? true } ?? true }
    return keywords.map(\.rawValue) + ["in"]
  }
}
