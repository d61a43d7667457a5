/// The layout attributes of Auto Layout, as recipes name them.
public enum AttributeName: String, Hashable, Sendable, CaseIterable {
  case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
  case firstBaseline, lastBaseline
  case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
  case centerXWithinMargins, centerYWithinMargins

  /// The attribute a (case-insensitive) word names; `Baseline` is `lastBaseline`.
  public init?(word: String) {
    let key = word.lowercased()
    if key == "baseline" {
      self = .lastBaseline
      return
    }
    guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == key }) else { return nil }
    self = match
  }

  /// The words accepted for attributes, for did-you-mean suggestions.
  static var spellings: [String] {
    allCases.map { $0.rawValue.capitalizedFirst } + ["Baseline"]
  }

  /// The axis the attribute belongs to.
  public var axis: AxisName {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
      .leadingMargin, .trailingMargin, .centerXWithinMargins:
      return .horizontal
    default:
      return .vertical
    }
  }

  /// Whether this is `width` or `height`.
  public var isSize: Bool { self == .width || self == .height }

  /// Whether this is one of `leading`, `trailing` and their margins (direction-dependent).
  public var isDirectional: Bool {
    [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self)
  }

  /// Whether this is one of `left`, `right` and their margins (absolute direction).
  public var isAbsoluteHorizontal: Bool {
    [.left, .right, .leftMargin, .rightMargin].contains(self)
  }
}

/// A layout axis, for attributes, hugging and resistance.
public enum AxisName: String, Hashable, Sendable, CaseIterable {
  case horizontal, vertical
}

extension String {
  /// The string with its first character uppercased (`leadingMargin` -> `LeadingMargin`).
  var capitalizedFirst: String {
    guard let first else { return self }
    return first.uppercased() + dropFirst()
  }
}
