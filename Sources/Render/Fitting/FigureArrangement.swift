import Layout

/// Puts the built panels of a figure in place: each cropped as `options.fit` asks, flowed into rows
/// under `options.maxWidth` (PanelFlow), with its caption, the scene's size when cropped, and its
/// notes under the row.
struct FigureArrangement {
  let options: RenderOptions
  let text: TextPainter

  static let padding = 20.0
  /// The narrowest a panel's notes wrap: a narrow crop (a console log's few views) still gets
  /// lines of readable length rather than a column of three words.
  static let minimumNoteWidth = 360.0
  static let panelGap = 36.0
  static let rowGap = 20.0

  /// One built panel, in its own coordinates.
  struct Input {
    /// The scene rectangle.
    var scene: DisplayRect
    /// What must stay in view of the scene (views, guides used, annotations).
    var content: [DisplayRect]
    /// Bounds of what may stand beside the scene (annotations, views wider than the scene).
    var beside: [DisplayRect]
    /// The panel's items.
    var items: [DisplayItem]
    /// Annotation boxes placed (overlap checks).
    var annotationBoxes: [DisplayRect]
    /// The caption ("Portrait", "375 × 667").
    var caption: String
    /// The scene's size in words, stated when the panel is cropped.
    var sceneSize: String
    /// Red notes and gray remarks.
    var notes: [(String, PaintRole)]
  }

  /// The placed panels and captions.
  struct Output {
    var items: [DisplayItem]
    var annotationBoxes: [DisplayRect]
    /// Right edge of the widest row plus the padding.
    var width: Double
    /// Bottom of the last row's captions.
    var bottom: Double
    /// Whether any panel shows a layout guide after cropping (else the legend leaves it out).
    var showsGuides: Bool
  }

  func arrange(_ inputs: [Input]) throws(RenderError) -> Output {
    var crops: [PanelCrop] = []
    var bounds: [DisplayRect] = []
    var captions: [[(ShapedText, PaintRole, Bool)]] = []
    for input in inputs {
      let crop =
        options.fit == .content
        ? PanelCrop(scene: input.scene, content: input.content) : PanelCrop(scene: input.scene)
      crops.append(crop)
      let visible = crop.visibleRect(annotations: input.beside)
      bounds.append(visible.offsetBy(dx: 0, dy: -crop.crop.y))
      var lines: [(ShapedText, PaintRole, Bool)] = []
      // A recipe's single variant is captioned with its scene size already: say "cropped" there.
      let captionIsSize = input.caption == input.sceneSize
      if !input.caption.isEmpty {
        let caption = captionIsSize && crop.isCropped ? input.caption + " scene, cropped" : input.caption
        lines.append((try text.shape(caption, size: 12, weight: .medium), .secondaryText, true))
      }
      if crop.isCropped && !captionIsSize {
        lines.append((try text.shape("\(input.sceneSize) scene, cropped", size: 10), .secondaryText, true))
      }
      for (note, role) in input.notes {
        let shaped = try text.shaper.shape(
          note, font: ResolvedFont(pointSize: 11), maxWidth: max(visible.width, Self.minimumNoteWidth),
          maxLines: 0)
        lines.append((shaped, role, false))
      }
      captions.append(lines)
    }
    let heights = captions.map { lines in lines.reduce(0.0) { $0 + $1.0.height + 4 } }
    let flow = PanelFlow(
      bounds: bounds, maxWidth: options.maxWidth, padding: Self.padding, gap: Self.panelGap,
      rowGap: Self.rowGap,
      captionHeight: { panels in 8 + (panels.map { heights[$0] }.max() ?? 0) })
    var items: [DisplayItem] = []
    var boxes: [DisplayRect] = []
    var bottom = Self.padding
    for (i, input) in inputs.enumerated() {
      let place = flow.placements[i]
      let dy = place.dy - crops[i].crop.y
      let drawn = crops[i].apply(to: input.items, annotations: input.beside, panel: i)
      let group = DisplayGroup(id: .panel(i, .whole), classes: ["panel"], title: input.caption, items: drawn)
      items.append(DisplayItem.group(group).translated(dx: place.dx, dy: dy))
      boxes += input.annotationBoxes.map { $0.offsetBy(dx: place.dx, dy: dy) }
      // Captions centred under the panel; notes from its left edge.
      let slot = bounds[i].offsetBy(dx: place.dx, dy: place.dy)
      var y = flow.rows[place.row].bottom + 8
      var captionItems: [DisplayItem] = []
      for (shaped, role, centred) in captions[i] {
        // A caption wider than a narrow crop starts at the page's padding, not off the page.
        let x = centred ? max(slot.x + (slot.width - shaped.width) / 2, Self.padding) : slot.x
        captionItems += text.runs(shaped, origin: DisplayPoint(x: x, y: y), paint: .role(role)).map(
          DisplayItem.glyphs)
        y += shaped.height + 4
      }
      if !captionItems.isEmpty {
        items.append(.group(DisplayGroup(id: .panel(i, .caption), classes: ["caption"], items: captionItems)))
      }
      bottom = max(bottom, y)
    }
    let showsGuides = inputs.indices.contains { i in
      inputs[i].items.contains { PanelCrop.guideMarks(in: $0).contains { crops[i].shows($0) } }
    }
    return Output(
      items: items, annotationBoxes: boxes, width: flow.width + Self.padding, bottom: bottom,
      showsGuides: showsGuides)
  }
}
