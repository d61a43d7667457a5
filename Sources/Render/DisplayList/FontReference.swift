/// A font file and face index: how every backend loads a font for drawing (by path, never by name).
public struct FontReference: Hashable, Sendable, Comparable {
  /// Absolute path of the font file.
  public var path: String
  /// Face index inside the file (0 except for collections).
  public var faceIndex: Int

  /// Creates a reference.
  public init(path: String, faceIndex: Int = 0) {
    self.path = path
    self.faceIndex = faceIndex
  }

  /// Orders by path, then face index (stable ids in SVG come from this order).
  public static func < (a: FontReference, b: FontReference) -> Bool {
    (a.path, a.faceIndex) < (b.path, b.faceIndex)
  }
}
