/// A typed view identifier: the index of a view in `Scene.views`.
public struct ViewID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The index into `Scene.views` (and into `LayoutResult.views`).
  public let rawValue: Int

  /// Wraps an index into `Scene.views`.
  public init(_ rawValue: Int) { self.rawValue = rawValue }

  /// Orders views by their declaration order in the scene.
  public static func < (lhs: ViewID, rhs: ViewID) -> Bool { lhs.rawValue < rhs.rawValue }

  /// `#3` style, for debugging output.
  public var description: String { "#\(rawValue)" }
}
