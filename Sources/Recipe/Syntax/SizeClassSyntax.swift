import Layout

/// `size class compact regular`: width class then height class.
public struct SizeClassSyntax: Hashable, Sendable {
  /// The horizontal size class.
  public var width: Spelled<SizeClass?>
  /// The vertical size class.
  public var height: Spelled<SizeClass?>

  /// Creates a size class statement.
  public init(width: Spelled<SizeClass?>, height: Spelled<SizeClass?>) {
    self.width = width
    self.height = height
  }
}
