/// A horizontal and a vertical priority (hugging or compression resistance), 1...1000.
public struct PriorityPair: Hashable, Sendable {
  /// Horizontal priority.
  public var horizontal: Int
  /// Vertical priority.
  public var vertical: Int

  /// Creates a pair.
  public init(horizontal: Int, vertical: Int) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
}
