/// The layout attributes of Auto Layout, as recipes name them.
public enum AttributeName: String, Hashable, Sendable, CaseIterable {
  /// Edges, sizes and centres.
  case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
  /// The baselines of the first and the last line of text.
  case firstBaseline, lastBaseline
  /// The edges of the layout margins.
  case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
  /// The centres within the layout margins.
  case centerXWithinMargins, centerYWithinMargins

  /// The attribute a (case-insensitive) word names; `Baseline` is `lastBaseline`.
  public init?(word: String) {
    guard let match = Self.byLowercasedName[word.lowercased()] else { return nil }
    self = match
  }

  /// Attributes by lowercased name, `baseline` included: parsing looks up every anchor here.
  private static let byLowercasedName: [String: AttributeName] = {
    var table = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue.lowercased(), $0) })
    table["baseline"] = .lastBaseline
    return table
  }()

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
