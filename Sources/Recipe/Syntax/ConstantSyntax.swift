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
