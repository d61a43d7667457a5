import Layout

/// How a recipe's scene is given: `scene 375 x 667`, `device "iPhone 8" landscape`,
/// `cell width 375`, each optionally followed by `scale 2`.
public struct SceneSyntax: Hashable, Sendable {
  /// The scene's shape.
  public enum Shape: Hashable, Sendable {
    /// A view controller's root view of this size.
    case size(width: NumberLiteral, height: NumberLiteral)
    /// A device's screen in an orientation (portrait when not written).
    case device(name: Located<String>, orientation: Spelled<Orientation>?)
    /// A table view cell whose content view is this wide; its height is its fitting height.
    case cell(width: NumberLiteral)
  }

  /// The scene's shape.
  public var shape: Shape
  /// The screen scale (`scale 2`), nil for the default.
  public var scale: NumberLiteral?

  /// Creates a scene statement.
  public init(shape: Shape, scale: NumberLiteral?) {
    self.shape = shape
    self.scale = scale
  }
}

/// `size class compact regular`: width class then height class.
public struct SizeClassSyntax: Hashable, Sendable {
  /// The horizontal size class.
  public var width: Spelled<SizeClassName>
  /// The vertical size class.
  public var height: Spelled<SizeClassName>

  /// Creates a size class statement.
  public init(width: Spelled<SizeClassName>, height: Spelled<SizeClassName>) {
    self.width = width
    self.height = height
  }
}

/// Interface Builder's size classes, with `any`.
public enum SizeClassName: String, Hashable, Sendable, CaseIterable {
  case any, compact, regular
}

/// Dynamic Type content size categories, with the short names of Apple's settings.
public enum ContentSizeCategoryName: String, Hashable, Sendable, CaseIterable {
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
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

/// `install 7-9` or `uninstall 2, 5`: which constraints a size class variant installs.
public struct InstallSyntax: Hashable, Sendable {
  /// Whether the listed constraints are installed (`install`) or removed (`uninstall`).
  public var installs: Bool
  /// The listed constraints: single labels or number ranges, as written.
  public var items: [InstallItem]

  /// Creates an install statement.
  public init(installs: Bool, items: [InstallItem]) {
    self.installs = installs
    self.items = items
  }
}

/// One entry of an install list: `C`, `5` or `7-9`.
public enum InstallItem: Hashable, Sendable {
  /// One constraint.
  case single(Located<ConstraintLabel>)
  /// Numbers `from` through `to`.
  case range(from: Located<Int>, to: Located<Int>)

  /// The labels the entry stands for.
  public var labels: [ConstraintLabel] {
    switch self {
    case .single(let label): return [label.value]
    case .range(let from, let to):
      guard from.value <= to.value else { return [] }
      return (from.value...to.value).map { .number($0) }
    }
  }

  /// Where the entry was written.
  public var range: SourceRange {
    switch self {
    case .single(let label): return label.range
    case .range(let from, let to): return from.range.union(to.range)
    }
  }
}

/// `metric padding 20`: a named number for Visual Format Language lines.
public struct MetricSyntax: Hashable, Sendable {
  /// The metric's name.
  public var name: Located<String>
  /// Its value.
  public var value: NumberLiteral

  /// Creates a metric statement.
  public init(name: Located<String>, value: NumberLiteral) {
    self.name = name
    self.value = value
  }
}
