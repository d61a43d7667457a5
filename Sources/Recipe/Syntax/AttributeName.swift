import Layout

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

  /// The layout engine's attribute of the same name: the one place attributes are classified
  /// (axis, size, direction), so the checker and the engine cannot disagree.
  public var layoutAttribute: Attribute {
    switch self {
    case .left: return .left
    case .right: return .right
    case .top: return .top
    case .bottom: return .bottom
    case .leading: return .leading
    case .trailing: return .trailing
    case .width: return .width
    case .height: return .height
    case .centerX: return .centerX
    case .centerY: return .centerY
    case .firstBaseline: return .firstBaseline
    case .lastBaseline: return .lastBaseline
    case .leftMargin: return .leftMargin
    case .rightMargin: return .rightMargin
    case .topMargin: return .topMargin
    case .bottomMargin: return .bottomMargin
    case .leadingMargin: return .leadingMargin
    case .trailingMargin: return .trailingMargin
    case .centerXWithinMargins: return .centerXWithinMargins
    case .centerYWithinMargins: return .centerYWithinMargins
    }
  }

  /// The axis the attribute belongs to.
  public var axis: Axis { layoutAttribute.axis }

  /// Whether this is `width` or `height`.
  public var isSize: Bool { layoutAttribute.isSize }

  /// Whether this is one of `leading`, `trailing` and their margins (direction-dependent).
  public var isDirectional: Bool { layoutAttribute.isDirectional }

  /// Whether this is one of `left`, `right` and their margins (absolute direction).
  public var isAbsoluteHorizontal: Bool { layoutAttribute.isAbsoluteHorizontal }
}
