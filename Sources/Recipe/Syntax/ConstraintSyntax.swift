/// A constraint line: `5. Name Label.Baseline = Name Text Field.Baseline (Priority 249)`.
public struct ConstraintSyntax: Hashable, Sendable {
  /// The list label (`5`, or `C` in the quote cell); nil for an unlabelled line.
  public var label: Located<ConstraintLabel>?
  /// The left-hand anchor.
  public var first: AnchorSyntax
  /// `=`, `>=` or `<=`.
  public var relation: Located<RelationName>
  /// The multiplier as written (`2.0 x Item.Width`); nil means 1.
  public var multiplier: NumberLiteral?
  /// The right-hand anchor; nil for a constant alone (`Dummy.Height = 0.0`).
  public var second: AnchorSyntax?
  /// The constant, with its sign; nil when none was written.
  public var constant: ConstantSyntax?
  /// The priority, nil for required.
  public var priority: PrioritySyntax?

  /// Creates a constraint syntax node.
  public init(
    label: Located<ConstraintLabel>?, first: AnchorSyntax, relation: Located<RelationName>,
    multiplier: NumberLiteral? = nil, second: AnchorSyntax?, constant: ConstantSyntax? = nil,
    priority: PrioritySyntax? = nil
  ) {
    self.label = label
    self.first = first
    self.relation = relation
    self.multiplier = multiplier
    self.second = second
    self.constant = constant
    self.priority = priority
  }
}

/// A constraint's label in the list: a number (`5.`) or a letter (`C:`), as the quote cell uses.
public enum ConstraintLabel: Hashable, Sendable, CustomStringConvertible {
  /// A numbered constraint.
  case number(Int)
  /// A lettered constraint.
  case letter(String)

  /// `5` or `C`.
  public var description: String {
    switch self {
    case .number(let number): return String(number)
    case .letter(let letter): return letter
    }
  }
}

/// `Item.Attribute`: an item name as written and an attribute.
public struct AnchorSyntax: Hashable, Sendable {
  /// The item's name as written (`Name label`, `Superview`, `Top Layout Guide`).
  public var item: Located<String>
  /// The attribute, with its spelling (`Baseline`).
  public var attribute: Spelled<AttributeName>

  /// Creates an anchor.
  public init(item: Located<String>, attribute: Spelled<AttributeName>) {
    self.item = item
    self.attribute = attribute
  }

  /// The whole anchor's range.
  public var range: SourceRange { item.range.union(attribute.range) }
}

/// The relation of a constraint.
public enum RelationName: String, Hashable, Sendable {
  /// `=` (also written `==`).
  case equal = "="
  /// `>=` (also `≥`).
  case greaterThanOrEqual = ">="
  /// `<=` (also `≤`).
  case lessThanOrEqual = "<="
}

/// A constraint's constant: points, `Standard`, or system spacing with a multiplier.
public enum ConstantSyntax: Hashable, Sendable {
  /// A signed number of points; the literal keeps the sign in its value, not its spelling.
  case points(NumberLiteral)
  /// `Standard`: the standard spacing (8 pt between siblings); `negated` for `- Standard`.
  case standard(negated: Bool, range: SourceRange)
  /// `SystemSpacing` or `system spacing`, optionally `2 x SystemSpacing`.
  case systemSpacing(multiplier: NumberLiteral?, negated: Bool, range: SourceRange)

  /// Compares meaning only (ranges and spelling excluded).
  public static func == (lhs: ConstantSyntax, rhs: ConstantSyntax) -> Bool {
    switch (lhs, rhs) {
    case (.points(let a), .points(let b)): return a == b
    case (.standard(let a, _), .standard(let b, _)): return a == b
    case (.systemSpacing(let m1, let n1, _), .systemSpacing(let m2, let n2, _)):
      return (m1?.value ?? 1) == (m2?.value ?? 1) && n1 == n2
    default: return false
    }
  }

  /// Hashes meaning only, consistent with `==`.
  public func hash(into hasher: inout Hasher) {
    switch self {
    case .points(let literal):
      hasher.combine(0)
      hasher.combine(literal)
    case .standard(let negated, _):
      hasher.combine(1)
      hasher.combine(negated)
    case .systemSpacing(let multiplier, let negated, _):
      hasher.combine(2)
      hasher.combine(multiplier?.value ?? 1)
      hasher.combine(negated)
    }
  }
}

/// A priority as written: `(Priority 249)`, `@249`, `@defaultLow`, `(Priority defaultLow - 1)`.
public struct PrioritySyntax: Hashable, Sendable {
  /// How the priority was written.
  public enum Style: String, Hashable, Sendable {
    /// `(Priority 249)`, the cookbook's form.
    case parenthesized
    /// `@249`, the Visual Format Language's form.
    case at
  }

  /// The number or name the priority starts from.
  public var base: PriorityBase
  /// A signed adjustment (`defaultLow - 1`), nil for none.
  public var adjustment: NumberLiteral?
  /// How it was written.
  public var style: Style
  /// Where it was written.
  public var range: SourceRange

  /// Creates a priority syntax node.
  public init(base: PriorityBase, adjustment: NumberLiteral?, style: Style, range: SourceRange) {
    self.base = base
    self.adjustment = adjustment
    self.style = style
    self.range = range
  }

  /// The priority's value (1 ... 1000 when valid).
  public var value: Double { base.value + (adjustment?.value ?? 0) }

  /// Compares meaning and style (the style is printed back), not the range.
  public static func == (lhs: PrioritySyntax, rhs: PrioritySyntax) -> Bool {
    lhs.value == rhs.value && lhs.style == rhs.style
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(value)
    hasher.combine(style)
  }
}

/// The start of a priority: a number, or one of UIKit's named priorities.
public enum PriorityBase: Hashable, Sendable {
  /// A number such as 249.
  case number(NumberLiteral)
  /// A named priority such as `defaultLow`.
  case named(Spelled<NamedPriority>)

  /// The numeric value.
  public var value: Double {
    switch self {
    case .number(let literal): return literal.value
    case .named(let name): return name.value.value
    }
  }
}

/// UIKit's named layout priorities (REFERENCE §1).
public enum NamedPriority: String, Hashable, Sendable, CaseIterable {
  case required, defaultHigh, dragThatCanResizeScene, sceneSizeStayPut, dragThatCannotResizeScene
  case defaultLow, fittingSizeLevel

  /// The priority's number.
  public var value: Double {
    switch self {
    case .required: return 1000
    case .defaultHigh: return 750
    case .dragThatCanResizeScene: return 510
    case .sceneSizeStayPut: return 500
    case .dragThatCannotResizeScene: return 490
    case .defaultLow: return 250
    case .fittingSizeLevel: return 50
    }
  }

  /// The name a (case-insensitive) word spells, if any.
  init?(word: String) {
    guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == word.lowercased() }) else {
      return nil
    }
    self = match
  }
}
