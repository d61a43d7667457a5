import Render

/// One part of a figure (a panel, or the list under the panels) compared with the golden's part:
/// each cut out of its image at the area its metadata (version 2) records and laid over the other
/// at the part's origin (a panel's scene origin, the list's top left), so that a panel whose
/// neighbours grew, or a list pushed down, compares with itself rather than with what is now
/// beside or above it.
public struct PartComparison: Sendable {
  /// Which parts both sides have.
  public enum Presence: Hashable, Sendable {
    /// Both sides have the part.
    case both
    /// Only the figure drawn now has it.
    case new
    /// Only the golden has it.
    case gone
  }

  /// What the part is.
  public enum Part: Hashable, Sendable {
    /// A panel, by its variant's name (`default` for a recipe's only one).
    case panel(String)
    /// The caption and notes under a panel, by its variant's name.
    case caption(String)
    /// The list under the panels (legend, constraint list, stack list, priority table).
    case list
  }

  /// The part.
  public var part: Part
  /// Whether both sides have it.
  public var presence: Presence
  /// The comparison of the two cut-outs (of the same size: the union of both areas about the
  /// origin); nil unless both sides have the part.
  public var comparison: ImageComparison?
  /// The cut-outs' top left relative to the origin, in pixels (zero or negative).
  public var offset: (x: Int, y: Int)
  /// The part's area in the golden and now, in pixels.
  public var expectedArea: PixelBox?
  /// The part's area now.
  public var actualArea: PixelBox?
  /// The two cut-outs, for the diff and composite images (dropped once written).
  public var cutOuts: (expected: RasterImage, actual: RasterImage)?

  /// `panel "Compact"`, `the panel` (a recipe's only one), `the caption of panel "Compact"`,
  /// `the caption`, `the list`.
  public var name: String {
    switch part {
    case .panel("default"): return "the panel"
    case .panel(let name): return "panel \"\(name)\""
    case .caption("default"): return "the caption"
    case .caption(let name): return "the caption of panel \"\(name)\""
    case .list: return "the list"
    }
  }

  /// Whether the part looks the same on both sides (within the tolerance).
  public var matches: Bool { presence == .both && (comparison?.matches ?? true) }

  /// The part's line of a check's message: `panel "Compact": 1203 pixels differ, ... at x 0 to
  /// 120, y 40 to 60 pt from its scene's origin`, `the list: unchanged where aligned at its top left`,
  /// `panel "Wide": new`.
  public func line(scale: Int) -> String {
    switch presence {
    case .new: return "\(name): new (not in the golden)"
    case .gone: return "\(name): gone (only in the golden)"
    case .both: break
    }
    let origin: String
    if case .panel = part { origin = "its scene's origin" } else { origin = "its top left" }
    guard let comparison, !comparison.matches || comparison.bounds != nil else {
      return "\(name): unchanged where aligned at \(origin)"
    }
    var text = "\(name): \(comparison.countText(withBox: false))"
    if comparison.matches { text += " (within the tolerance)" }
    if let bounds = comparison.bounds {
      let relative = PixelBox(
        minX: bounds.minX + offset.x, minY: bounds.minY + offset.y, maxX: bounds.maxX + offset.x,
        maxY: bounds.maxY + offset.y)
      let box = Self.points(relative, scale: scale)
      // "x -11 to 386": a box left of or above the origin has negative edges, which a dash would blur.
      text += " at x \(box.minX) to \(box.maxX), y \(box.minY) to \(box.maxY) pt from \(origin)"
    }
    return text
  }

  /// A box of pixels relative to an origin in points, edges rounded outwards.
  static func points(_ box: PixelBox, scale: Int) -> PixelBox {
    let s = max(scale, 1)
    func down(_ v: Int) -> Int { v >= 0 ? v / s : -((-v + s - 1) / s) }
    func up(_ v: Int) -> Int { v >= 0 ? (v + s - 1) / s : -(-v / s) }
    return PixelBox(minX: down(box.minX), minY: down(box.minY), maxX: up(box.maxX), maxY: up(box.maxY))
  }

  /// The parts of a figure compared one by one: every panel by variant name in the golden's order
  /// (each followed by its caption, aligned at its top left: a caption pushed down by a taller
  /// neighbour compares with itself), then the panels that are new, then the list. Nil unless both metadata are version 2 with an
  /// area for every panel, each describes its image (the PNG's size is the one it records), and
  /// every area and scene is a box of the sizes a PNG can have (a golden's JSON is a file anyone
  /// may edit: nothing it says may make a cut-out larger than its images).
  public static func compare(
    expected: RasterImage, golden: GoldenMetadata, actual: RasterImage, current: GoldenMetadata,
    comparer: ImageComparer
  ) -> [PartComparison]? {
    guard golden.formatVersion >= 2, current.formatVersion >= 2,
      golden.variants.allSatisfy({ $0.area != nil }), current.variants.allSatisfy({ $0.area != nil }),
      [golden, current].allSatisfy(isPlausible),
      golden.width == expected.width, golden.height == expected.height, current.width == actual.width,
      current.height == actual.height
    else { return nil }
    func origin(_ v: VariantFrames) -> (Int, Int)? {
      guard let area = v.area else { return nil }
      return v.scene.map { ($0.minX, $0.minY) } ?? (area.minX, area.minY)
    }
    var parts: [PartComparison] = []
    var implausible = false
    // A part aligned at its top left on both sides (a caption, the list).
    func topLeft(_ part: Part, _ e: PixelBox?, _ a: PixelBox?) {
      switch (e, a) {
      case (let e?, let a?):
        if let compared = compare(
          part, expected: expected, area: e, origin: (e.minX, e.minY), actual: actual, area: a,
          origin: (a.minX, a.minY), comparer: comparer)
        {
          parts.append(compared)
        } else {
          implausible = true
        }
      case (let e?, nil):
        parts.append(PartComparison(part: part, presence: .gone, offset: (0, 0), expectedArea: e))
      case (nil, let a?):
        parts.append(PartComparison(part: part, presence: .new, offset: (0, 0), actualArea: a))
      case (nil, nil): break
      }
    }
    for variant in golden.variants {
      guard let now = current.variants.first(where: { $0.name == variant.name }) else {
        parts.append(
          PartComparison(
            part: .panel(variant.name), presence: .gone, offset: (0, 0), expectedArea: variant.area))
        continue
      }
      guard let e = variant.area, let a = now.area, let eo = origin(variant), let ao = origin(now) else {
        continue
      }
      guard
        let part = compare(
          .panel(variant.name), expected: expected, area: e, origin: eo, actual: actual, area: a, origin: ao,
          comparer: comparer)
      else { return nil }
      parts.append(part)
      topLeft(.caption(variant.name), variant.caption, now.caption)
    }
    for variant in current.variants where !golden.variants.contains(where: { $0.name == variant.name }) {
      parts.append(
        PartComparison(part: .panel(variant.name), presence: .new, offset: (0, 0), actualArea: variant.area))
    }
    topLeft(.list, golden.list, current.list)
    return implausible ? nil : parts
  }

  /// Whether every box `metadata` records lies within what a PNG can span: edges within
  /// `RasterLimit.maxSide` of the image, minimum before maximum.
  static func isPlausible(_ metadata: GoldenMetadata) -> Bool {
    let limit = 4 * RasterLimit.maxSide
    let boxes = metadata.variants.flatMap { [$0.area, $0.scene, $0.caption] } + [metadata.list]
    return boxes.allSatisfy { box in
      guard let box else { return true }
      return [box.minX, box.minY, box.maxX, box.maxY].allSatisfy { -limit <= $0 && $0 <= limit }
        && box.minX <= box.maxX && box.minY <= box.maxY
    }
  }

  /// One part: both areas cut out over the union of their extents about the origin (what lies
  /// outside an area is the page's colour, the image's top left pixel), then compared.
  static func compare(
    _ part: Part, expected: RasterImage, area e: PixelBox, origin eo: (Int, Int), actual: RasterImage,
    area a: PixelBox, origin ao: (Int, Int), comparer: ImageComparer
  ) -> PartComparison? {
    let e = e.clipped(width: expected.width, height: expected.height)
    let a = a.clipped(width: actual.width, height: actual.height)
    let union = PixelBox(
      minX: min(e.minX - eo.0, a.minX - ao.0), minY: min(e.minY - eo.1, a.minY - ao.1),
      maxX: max(e.maxX - eo.0, a.maxX - ao.0), maxY: max(e.maxY - eo.1, a.maxY - ao.1))
    // Origins so far apart that the cut-outs would outgrow both images: not a figure's metadata.
    guard union.width <= expected.width + actual.width, union.height <= expected.height + actual.height
    else { return nil }
    let expectedCut = cut(expected, area: e, origin: eo, union: union)
    let actualCut = cut(actual, area: a, origin: ao, union: union)
    return PartComparison(
      part: part, presence: .both, comparison: comparer.compare(expected: expectedCut, actual: actualCut),
      offset: (union.minX, union.minY), expectedArea: e, actualArea: a, cutOuts: (expectedCut, actualCut))
  }

  /// `image`'s pixels inside `area` (clipped to the image), placed so that `origin` lands at
  /// `-union.minX, -union.minY`, on the page's colour; `union.width x union.height` pixels.
  static func cut(_ image: RasterImage, area: PixelBox, origin: (Int, Int), union: PixelBox) -> RasterImage {
    let width = max(union.width, 1)
    let height = max(union.height, 1)
    let page = image.pixels.first ?? 0
    var pixels = [UInt32](repeating: page, count: width * height)
    let minX = max(area.minX, 0)
    let maxX = min(area.maxX, image.width)
    let minY = max(area.minY, 0)
    let maxY = min(area.maxY, image.height)
    guard minX < maxX, minY < maxY else { return RasterImage(width: width, height: height, pixels: pixels) }
    // Image pixel (x, y) goes to (x - origin.x - union.minX, y - origin.y - union.minY).
    let dx = -origin.0 - union.minX
    let dy = -origin.1 - union.minY
    for y in minY..<maxY {
      let target = (y + dy) * width + minX + dx
      let source = y * image.width + minX
      for k in 0..<(maxX - minX) { pixels[target + k] = image.pixels[source + k] }
    }
    return RasterImage(width: width, height: height, pixels: pixels)
  }

  /// Images stacked top to bottom, left-aligned, `Composite.gap` apart on its grey page.
  public static func stacked(_ images: [RasterImage]) -> RasterImage? {
    guard !images.isEmpty else { return nil }
    let gap = Composite.gap
    let width = (images.map(\.width).max() ?? 0) + gap * 2
    let height = images.reduce(0) { $0 + $1.height } + gap * (images.count + 1)
    var top = gap
    let origins = images.map { image in
      defer { top += image.height + gap }
      return (x: gap, y: top)
    }
    return Composite.onPage(images, at: origins, width: width, height: height)
  }
}
