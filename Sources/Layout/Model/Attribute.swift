/// A layout attribute of an item, in Auto Layout's own vocabulary.
///
/// `Baseline` in the cookbook's notation is `lastBaseline` (the recipe layer maps it).
/// Layout is left-to-right: `leading` is `left` and `trailing` is `right` [CHOICE].
public enum Attribute: String, Sendable, CaseIterable, Hashable {
  /// Edges, sizes and centres of the alignment rectangle.
  case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
  /// The baselines of the first and the last line of text.
  case firstBaseline, lastBaseline
  /// The edges of the layout margins.
  case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
  /// The centres within the layout margins.
  case centerXWithinMargins, centerYWithinMargins

  /// The axis the attribute lives on (baselines are vertical).
  public var axis: Axis {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
      .leadingMargin, .trailingMargin, .centerXWithinMargins:
      return .horizontal
    default:
      return .vertical
    }
  }

  /// `width` or `height`.
  public var isSize: Bool { self == .width || self == .height }

  /// Every attribute that is a position (edges, centres, baselines, margins).
  public var isLocation: Bool { !isSize }

  /// The margin forms (`leadingMargin`, `centerXWithinMargins` ...).
  public var isMargin: Bool {
    switch self {
    case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
      .centerXWithinMargins, .centerYWithinMargins:
      return true
    default:
      return false
    }
  }

  /// `firstBaseline` or `lastBaseline`.
  public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

  /// `leading`/`trailing` and their margin forms (which may not be mixed with left/right).
  public var isDirectional: Bool {
    switch self {
    case .leading, .trailing, .leadingMargin, .trailingMargin: return true
    default: return false
    }
  }

  /// `left`/`right` and their margin forms.
  public var isAbsoluteHorizontal: Bool {
    switch self {
    case .left, .right, .leftMargin, .rightMargin: return true
    default: return false
    }
  }

  /// The attribute with the margin stripped (`leadingMargin` -> `leading`); others unchanged.
  public var withoutMargin: Attribute {
    switch self {
    case .leftMargin: return .left
    case .rightMargin: return .right
    case .topMargin: return .top
    case .bottomMargin: return .bottom
    case .leadingMargin: return .leading
    case .trailingMargin: return .trailing
    case .centerXWithinMargins: return .centerX
    case .centerYWithinMargins: return .centerY
    default: return self
    }
  }

  /// Where on its axis the attribute sits (after stripping margins).
  public var role: AttributeRole {
    switch withoutMargin {
    case .left, .leading, .top: return .minEdge
    case .right, .trailing, .bottom: return .maxEdge
    case .centerX, .centerY: return .center
    case .width, .height: return .size
    case .firstBaseline: return .firstBaseline
    default: return .lastBaseline
    }
  }

  /// The cookbook's spelling: `Leading`, `TopMargin`, `CenterXWithinMargins`, `FirstBaseline`.
  ///
  /// `lastBaseline` prints as `Baseline`, as the cookbook writes it.
  public var cookbookName: String {
    if self == .lastBaseline { return "Baseline" }
    return Self.word(forName: rawValue)
  }

  /// The attribute an Auto Layout name names: a case's name (`leading`, `lastBaseline`), or
  /// `baseline`, `NSLayoutAttributeBaseline`'s name for `lastBaseline`, as Interface Builder
  /// still writes it. Exact: `Leading` is no Auto Layout name (it is a recipe word).
  public init?(name: String) {
    if name == "baseline" {
      self = .lastBaseline
    } else {
      self.init(rawValue: name)
    }
  }

  /// The attribute a recipe word names, case-insensitively: an Auto Layout name in any case
  /// (`Leading`, `TOPMARGIN`, `Baseline`).
  public init?(word: String) {
    guard let match = Self.byLowercasedName[word.lowercased()] else { return nil }
    self = match
  }

  /// Attributes by lowercased name, `baseline` included: parsing looks up every anchor here.
  private static let byLowercasedName: [String: Attribute] = {
    var table = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue.lowercased(), $0) })
    table["baseline"] = .lastBaseline
    return table
  }()

  /// The recipe word of an Auto Layout name: its first letter uppercased (`leadingMargin` ->
  /// `LeadingMargin`, `baseline` -> `Baseline`); `init(word:)` reads it back.
  public static func word(forName name: String) -> String {
    name.prefix(1).uppercased() + name.dropFirst()
  }

  /// Every word recipes accept for an attribute, for did-you-mean suggestions: each case's
  /// name as a word (`LastBaseline` among them), then `Baseline`.
  public static let words: [String] = allCases.map { word(forName: $0.rawValue) } + ["Baseline"]
}

/// The position an attribute names on its axis, independent of axis and margins.
public enum AttributeRole: String, Sendable, CaseIterable, Hashable {
  /// left, leading, top.
  case minEdge
  /// right, trailing, bottom.
  case maxEdge
  /// centerX, centerY.
  case center
  /// width, height.
  case size
  /// The first line's baseline (top edge for views without text).
  case firstBaseline
  /// The last line's baseline (bottom edge for views without text).
  case lastBaseline
}
