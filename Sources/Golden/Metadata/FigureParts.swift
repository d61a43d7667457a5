import Layout
import Render

/// What metadata version 2 records of a drawing, read from its display list and its panels: where
/// each panel and its scene are in the PNG, where the list under the panels is, and each panel's
/// constraints as the list writes them.
enum FigureParts {
  /// Pixels a part's area reaches beyond its items' bounds: anti-aliasing and glyph outlines
  /// bleed past the boxes the display list computes.
  static let bleed = 2

  /// `rect` (points) in the PNG's pixels at `scale`, rounded outwards, `bleed` pixels wider on
  /// every side, within the image.
  static func area(_ rect: DisplayRect, scale: Double, image: (width: Int, height: Int)) -> PixelBox? {
    guard rect.x.isFinite, rect.y.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return nil }
    let box = PixelBox(
      minX: max(Int((rect.x * scale).rounded(.down)) - bleed, 0),
      minY: max(Int((rect.y * scale).rounded(.down)) - bleed, 0),
      maxX: min(Int((rect.maxX * scale).rounded(.up)) + bleed, image.width),
      maxY: min(Int((rect.maxY * scale).rounded(.up)) + bleed, image.height))
    return box.width > 0 && box.height > 0 ? box : nil
  }

  /// A scene's rectangle (points) in pixels at `scale`, each edge rounded to the nearest pixel,
  /// halves up (so that a scene above the figure's top, cropped, keeps its height in pixels).
  static func scene(_ rect: DisplayRect, scale: Double) -> PixelBox? {
    let edges = [rect.x, rect.y, rect.maxX, rect.maxY].map { $0 * scale }
    guard edges.allSatisfy({ $0.isFinite && abs($0) < 1e9 }) else { return nil }
    let rounded = edges.map { Int(($0 + 0.5).rounded(.down)) }
    return PixelBox(minX: rounded[0], minY: rounded[1], maxX: rounded[2], maxY: rounded[3])
  }

  /// The scene, area and caption of panel `k` of a figure (its `p{k}` and `p{k}-caption` groups),
  /// or of frame `k` of a filmstrip (its `frame{k}` group, captions included), in pixels.
  static func panel(_ k: Int, in list: DisplayList, scale: Double, image: (width: Int, height: Int))
    -> (scene: PixelBox?, area: PixelBox?, caption: PixelBox?)
  {
    var drawn: DisplayGroup?
    var caption: DisplayRect?
    for case .group(let g) in list.items {
      switch g.id {
      case .panel(k, .whole), .sweepFrame(k): drawn = g
      case .panel(k, .caption): caption = DisplayItem.group(g).bounds
      default: break
      }
    }
    let outline = drawn.flatMap { outlineRect(in: $0.items) }
    return (
      outline.flatMap { scene($0, scale: scale) },
      drawn.flatMap { DisplayItem.group($0).bounds }.flatMap { area($0, scale: scale, image: image) },
      caption.flatMap { area($0, scale: scale, image: image) }
    )
  }

  /// Where the list under the panels is: the legend, the constraint list, the stack list and the
  /// priority table together, in pixels; nil when the drawing has none of them.
  static func list(in list: DisplayList, scale: Double, image: (width: Int, height: Int)) -> PixelBox? {
    let bounds = list.items.compactMap { item -> DisplayRect? in
      guard case .group(let g) = item else { return nil }
      switch g.id {
      case .legend, .constraintList, .stackList, .priorityTable: return item.bounds
      default: return nil
      }
    }
    guard let first = bounds.first else { return nil }
    return area(bounds.dropFirst().reduce(first) { $0.union($1) }, scale: scale, image: image)
  }

  /// The rectangle of the first scene outline (`p{k}-outline`) among `items`, depth first.
  static func outlineRect(in items: [DisplayItem]) -> DisplayRect? {
    for item in items {
      guard case .group(let g) = item else { continue }
      if case .panel(_, .outline) = g.id {
        for child in g.items {
          if case .rect(let r) = child { return r.rect }
        }
      }
      if let found = outlineRect(in: g.items) { return found }
    }
    return nil
  }

  /// The constraints of `panel` in recipe order, as version 2 records them.
  static func constraints(of panel: Panel) -> [ConstraintRecord] {
    let scene = panel.scene
    return scene.constraints.map { c in
      var bare = c
      bare.constant = .points(0)
      bare.multiplier = 1
      bare.priority = .required
      bare.sourceText = ""
      return ConstraintRecord(
        marker: c.number.map(String.init) ?? c.identifier, text: Panel.listedText(c, scene: scene),
        anchors: bare.cookbookText(in: scene), constant: constantText(c.constant), multiplier: c.multiplier,
        priority: c.priority.rawValue)
    }
  }

  /// A constant as a recipe writes it.
  static func constantText(_ constant: ConstantValue) -> String {
    switch constant {
    case .points(let v): return formatFigureNumber(v)
    case .standard: return "Standard"
    case .systemSpacing(let m): return m == 1 ? "system spacing" : "\(formatFigureNumber(m)) x system spacing"
    }
  }
}
