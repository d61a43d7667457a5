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
