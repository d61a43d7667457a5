/// A font at a size: the file and face to draw with, its names, and its metrics in points.
///
/// Created by `FontLibrary` (which read the file's tables), so a `Font` value is always
/// backed by a face the library can shape with. Equality and hashing use the file, the size and
/// the descriptor used for fallback; names and metrics follow from the file.
public struct Font: Hashable, Sendable, CustomStringConvertible {
  /// The open face (file, names, unit metrics), shared by every size of it: one reference to
  /// copy instead of four strings, and no table look-up to shape with it.
  let face: HarfBuzzFace
  /// The size in points (1 pt = 1 px at scale 1).
  public let size: Double
  /// What fallback for missing characters sorts the installed fonts against.
  public let descriptor: FontDescriptor
  /// Vertical metrics that replace the file's (nil: the file's own), see `withVerticalMetrics(_:)`.
  public let verticalMetrics: VerticalMetrics?
  /// Hash of file, size and descriptor, computed once: layout-cache hits hash fonts constantly.
  private let identity: Int

  init(face: HarfBuzzFace, size: Double, descriptor: FontDescriptor, verticalMetrics: VerticalMetrics? = nil)
  {
    self.face = face
    self.size = size
    self.descriptor = descriptor
    self.verticalMetrics = verticalMetrics
    var hasher = Hasher()
    hasher.combine(face.file)
    hasher.combine(size)
    hasher.combine(descriptor)
    hasher.combine(verticalMetrics)
    self.identity = hasher.finalize()
  }

  /// The face to load for drawing.
  public var file: FontFile { face.file }
  /// The family name stored in the font (typographic family when present).
  public var familyName: String { face.familyName }
  /// The style name stored in the font ("Regular", "Semi Bold", "Oblique").
  public var styleName: String { face.styleName }
  /// Units per em of the face.
  public var unitsPerEm: Int { face.unitsPerEm }
  /// Vertical metrics in font units: the file's, or `verticalMetrics` converted to its units.
  public var unitMetrics: FontMetrics {
    guard let v = verticalMetrics else { return face.metrics }
    let em = Double(unitsPerEm)
    var m = face.metrics
    m.ascender = v.ascender * em
    m.descender = v.descender * em
    m.lineGap = v.lineGap * em
    return m
  }

  /// Points per font unit at this size.
  public var scale: Double { size / Double(unitsPerEm) }

  /// Vertical metrics in points at this size.
  public var metrics: FontMetrics { unitMetrics.scaled(by: scale) }

  /// Ascender in points.
  public var ascender: Double { verticalMetrics.map { $0.ascender * size } ?? face.metrics.ascender * scale }
  /// Descender in points (negative).
  public var descender: Double {
    verticalMetrics.map { $0.descender * size } ?? face.metrics.descender * scale
  }
  /// Line gap in points.
  public var lineGap: Double { verticalMetrics.map { $0.lineGap * size } ?? face.metrics.lineGap * scale }
  /// Line height in points: ascender - descender + line gap.
  public var lineHeight: Double { ascender - descender + lineGap }
  /// Cap height in points (always the glyphs' own).
  public var capHeight: Double { face.metrics.capHeight * scale }
  /// x-height in points (always the glyphs' own).
  public var xHeight: Double { face.metrics.xHeight * scale }

  /// The same face at another size (sizes that are not finite and positive are refused).
  public func withSize(_ newSize: Double) throws(TypesettingError) -> Font {
    guard newSize.isFinite, newSize > 0 else { throw .invalidSize(newSize) }
    return Font(face: face, size: newSize, descriptor: descriptor, verticalMetrics: verticalMetrics)
  }

  /// The same glyphs laid out with other vertical metrics (nil: the file's own): ascender,
  /// descender, line gap and line height, and so the lines' tops, baselines and heights, follow
  /// `metrics`. The system font's stand-in uses `VerticalMetrics.sanFrancisco`.
  public func withVerticalMetrics(_ metrics: VerticalMetrics?) -> Font {
    Font(face: face, size: size, descriptor: descriptor, verticalMetrics: metrics)
  }

  /// Equal when file, size, descriptor and vertical metrics are equal.
  public static func == (lhs: Font, rhs: Font) -> Bool {
    lhs.identity == rhs.identity && lhs.size == rhs.size
      && (lhs.face === rhs.face || lhs.face.file == rhs.face.file) && lhs.descriptor == rhs.descriptor
      && lhs.verticalMetrics == rhs.verticalMetrics
  }

  /// Hashes file, size and descriptor (precomputed).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(identity)
  }

  /// "Inter Regular 17pt (/usr/share/fonts/...)".
  public var description: String {
    "\(familyName) \(styleName) \(size)pt (\(file))"
  }
}
