/// One face in one font file: the identity the renderer loads into its own FT_Face.
public struct FontFile: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// Absolute path of the font file.
  public let path: String
  /// Index of the face inside the file (non-zero only in collections such as .ttc).
  public let index: Int

  /// Creates a file reference.
  public init(path: String, index: Int = 0) {
    self.path = path
    self.index = index
  }

  /// Orders by path, then index (a stable order for reports).
  public static func < (lhs: FontFile, rhs: FontFile) -> Bool {
    (lhs.path, lhs.index) < (rhs.path, rhs.index)
  }

  /// "path" or "path#index".
  public var description: String { index == 0 ? path : "\(path)#\(index)" }
}
