import Layout

/// A `<constraint>` element as Interface Builder writes it, before its items are resolved.
///
/// Absent attributes take IB's defaults (FORMAT.md §6): `firstItem` is the view that owns the
/// `<constraints>` list, the relation is `equal`, the multiplier 1, the constant 0 and the
/// priority 1000; no `secondItem` makes a constant constraint.
public struct IBConstraint: Hashable, Sendable {
  /// The constraint's IB id.
  public var id: IBID
  /// The line of the element in the file.
  public var line: Int
  /// The id of the view whose `<constraints>` list holds the constraint.
  public var ownerID: IBID
  /// The first item's id, or nil when absent (the owner).
  public var firstItem: IBID?
  /// The first attribute's IB name (`leading`, `baseline`, `trailingMargin`, ...).
  public var firstAttribute: String
  /// `equal`, `greaterThanOrEqual` or `lessThanOrEqual`.
  public var relation: String
  /// The second item's id, or nil for a constant constraint.
  public var secondItem: IBID?
  /// The second attribute's IB name.
  public var secondAttribute: String?
  /// The multiplier as written (`0.5`, `1:1`, `3/4`), nil when absent.
  public var multiplier: String?
  /// The constant.
  public var constant: Double
  /// The priority (1000 when absent).
  public var priority: Double
  /// `symbolic="YES"`: IB's Standard spacing.
  public var symbolic: Bool
  /// The constraint's `identifier` (a human name such as "Label Leading").
  public var identifier: String?
  /// `placeholder="YES"`: removed at build time.
  public var isPlaceholder: Bool
  /// Per-size-class constants (`<variation key="heightClass=compact" constant="140"/>` inside the
  /// constraint), in document order.
  public var constantVariations: [ConstantVariation] = []

  /// A constant a size class gives the constraint.
  public struct ConstantVariation: Hashable, Sendable {
    /// The size-class key (`heightClass=compact`), as a view's `<variation>` spells it.
    public var key: String
    /// The constant in that class.
    public var constant: Double
    /// The line of the `<variation>` element.
    public var line: Int

    /// The variation's width and height classes (nil = any); nil when the key is not understood.
    public var sizeClasses: (width: SizeClass?, height: SizeClass?)? {
      IBVariation(
        key: key, line: line, excludedConstraints: [], includedConstraints: [], excludedSubviews: [],
        includedSubviews: []
      ).sizeClasses
    }
  }

  /// The first item's id, resolved: the owner when the attribute is absent.
  public var resolvedFirstItem: IBID { firstItem ?? ownerID }

  /// The multiplier's value: a decimal, or `a:b` and `a/b` as a ÷ b; nil when malformed or zero
  /// in the denominator.
  public var multiplierValue: Double? {
    guard let multiplier else { return 1 }
    return Self.multiplierValue(multiplier)
  }

  /// The value of a multiplier as IB writes it (`0.5`, `1:1`, `3/4`); nil when malformed or zero in
  /// the denominator. A ratio's numbers may have spaces around them: IB keeps a ratio as it was
  /// typed in the inspector, and `1: 1` is the ratio 1 [read from stored frames: beam-Subreddit
  /// (Xcode 11) stores `multiplier="1: 1"` on an image view's width = height, its only width, and
  /// the image view at 42 x 42, not marked ambiguous]. A percentage (`24%`, `45%`) is N/100:
  /// Xcode's size inspector keeps what was typed in its Multiplier field, and a percentage typed
  /// there is stored so [CHOICE: a percentage means hundredths; docs/interface-builder.md,
  /// "Multipliers written as percentages (session 39, robust39)"]; before, it was "not a number" and
  /// the constraint was left out.
  public static func multiplierValue(_ multiplier: String) -> Double? {
    func number(_ text: Substring) -> Double? {
      let start = text.firstIndex { $0 != " " } ?? text.endIndex
      let end = text.lastIndex { $0 != " " }.map { text.index(after: $0) } ?? start
      return Double(text[start..<max(start, end)])
    }
    for separator in [":", "/"] where multiplier.contains(separator) {
      let parts = multiplier.split(separator: Character(separator), omittingEmptySubsequences: false)
      guard parts.count == 2, let a = number(parts[0]), let b = number(parts[1]), b != 0 else { return nil }
      return a / b
    }
    if multiplier.hasSuffix("%") {
      return number(multiplier.dropLast()).map { $0 / 100 }
    }
    return number(multiplier[...])
  }
}
