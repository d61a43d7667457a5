/// An object's `id` in an Interface Builder document (`"Xe5-Yd-1aB"`): how views, layout guides
/// and constraints refer to each other there. Compared exactly, as IB compares them.
public struct IBID: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
  /// The id as the document writes it.
  public let rawValue: String

  /// An id as written.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// An id from a literal (tests, fixtures).
  public init(stringLiteral value: String) { self.init(value) }

  /// The id as written.
  public var description: String { rawValue }
}
