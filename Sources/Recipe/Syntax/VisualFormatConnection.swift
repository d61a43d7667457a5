/// A connection: nothing (flush), `-` (standard spacing) or `-predicates-`.
public struct VisualFormatConnection: Hashable, Sendable {
  /// The connection's kind.
  public enum Kind: Hashable, Sendable {
    /// `[a][b]`: no space.
    case flush
    /// `[a]-[b]`: standard spacing (or the superview's margin at `|-`).
    case standard
    /// `[a]-20-[b]`, `-(>=10)-`.
    case predicates([VisualFormatPredicate])
  }

  /// The connection's kind.
  public var kind: Kind
  /// Where it was written (the `-` or the predicates; at the next `[` for a flush connection).
  public var range: SourceRange

  /// Creates a connection.
  public init(kind: Kind, range: SourceRange) {
    self.kind = kind
    self.range = range
  }

  /// Compares the kind only.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.kind == rhs.kind }

  /// Hashes the kind only.
  public func hash(into hasher: inout Hasher) { hasher.combine(kind) }
}
