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
