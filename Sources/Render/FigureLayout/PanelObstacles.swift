import Layout

/// What annotation placement keeps clear of, and where it may put boxes (docs/render.md,
/// "Placement").
enum PanelObstacles {
  /// Space around the scene (and around views wider than it) where tags may go, in points.
  static let gutter = 44.0
  /// A tag with a constant that finds no free spot within this many rings of candidates around
  /// its anchor is drawn as its marker alone; the constant stays in the numbered list.
  static let crowdedRings = 3
  /// A panel where more than this share of the tags, and at least `crowdedLeaders` tags, stand
  /// away from their lines (with a leader) is crowded: it is drawn again with every tag as its
  /// marker alone, and that drawing is kept when fewer tags need a leader.
  static let crowdedLeaderShare = 1.0 / 3
  /// See `crowdedLeaderShare`.
  static let crowdedLeaders = 4

  /// Frames whose whole area is content: text fields (text or placeholder with the field's inset),
  /// buttons (title and fill), image views that show a picture, switches and progress bars. A
  /// label's obstacle is its text (its frame may be wider, as in A3). Image views that hold other
  /// views (a chat bubble) are backgrounds, not obstacles: their constraints' tags sit inside them.
  static func contentFrames(_ panel: Panel, geometry: PanelGeometry) -> [DisplayRect] {
    let frames = geometry.frames
    return panel.scene.views.enumerated().compactMap { i, view in
      switch view.kind {
      case .textField, .button, .switchControl, .progressView, .activityIndicator, .slider, .stepper,
        .segmentedControl, .pageControl, .datePicker:
        return frames[i]
      case .imageView:
        let f = frames[i]
        let holdsViews = frames.indices.contains { j in
          let o = frames[j]
          return j != i && o.x >= f.x && o.y >= f.y && o.maxX <= f.maxX && o.maxY <= f.maxY && o != f
        }
        return holdsViews ? nil : f
      default: return nil
      }
    }
  }

  /// The frames of image views that show a picture (not those holding other views): no leader
  /// crosses one when another way exists (B1's G across the photo).
  static func pictureFrames(_ panel: Panel, geometry: PanelGeometry) -> [DisplayRect] {
    let frames = geometry.frames
    return panel.scene.views.enumerated().compactMap { i, view in
      guard view.kind == .imageView, !panel.scene.isHiddenInHierarchy(ViewID(i)) else { return nil }
      let f = frames[i]
      let holdsViews = frames.indices.contains { j in
        let o = frames[j]
        return j != i && o.x >= f.x && o.y >= f.y && o.maxX <= f.maxX && o.maxY <= f.maxY && o != f
      }
      return holdsViews ? nil : f
    }
  }

  /// The panel's region for annotations: the scene and every view frame, grown by `gutter`.
  static func region(geometry: PanelGeometry) -> DisplayRect {
    geometry.frames.reduce(geometry.rootRect) { $0.union($1) }.insetBy(-gutter)
  }
}
