/// A name as authors write it (`Name Label`), compared the way Interface Builder users read
/// names: case-insensitively and ignoring spaces and tabs, so `Name label`, `Name Label` and
/// `nameLabel` (in a Visual Format line) are one name.
///
/// The comparison key is computed once, when the name is made; the spelling is kept for messages.
/// Recipes name views and variants with it.
public struct ViewName: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringInterpolation {
  /// The name as written.
  public let spelling: String
  /// The comparison key: lowercased, without spaces and tabs.
  public let key: String

  /// A name as written.
  public init(_ spelling: String) {
    self.spelling = spelling
    key = String(spelling.lowercased().filter { $0 != " " && $0 != "\t" })
  }

  /// A name from a literal.
  public init(stringLiteral value: String) { self.init(value) }

  /// A name from an interpolated literal (`"Label \(row)"`).
  public init(stringInterpolation: DefaultStringInterpolation) {
    self.init(String(stringInterpolation: stringInterpolation))
  }

  /// Names are equal when their keys are.
  public static func == (lhs: ViewName, rhs: ViewName) -> Bool { lhs.key == rhs.key }

  /// Hashes the key only, consistent with `==`.
  public func hash(into hasher: inout Hasher) { hasher.combine(key) }

  /// The spelling.
  public var description: String { spelling }
}
