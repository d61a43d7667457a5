/// One layout drawn at a series of widths (`render --sweep 320...1024`): a filmstrip of small
/// panels, or an animated SVG that plays the widths one after the other.
///
/// The caller solves the same scene at each width (the CLI lets the width class follow the width,
/// `SceneResizing`) and hands over one panel per width, narrowest first.
public struct WidthSweep: Hashable, Sendable {
  /// One width and the layout solved at it.
  public struct Frame: Hashable, Sendable {
    /// The scene width in points.
    public var width: Double
    /// The solved layout at that width (its caption is ignored: frames are captioned by width).
    public var panel: Panel

    /// Creates a frame.
    public init(width: Double, panel: Panel) {
      self.width = width
      self.panel = panel
    }
  }

  /// The recipe's title.
  public var title: String
  /// The frames, in the order they are drawn and played.
  public var frames: [Frame]

  /// Creates a sweep.
  public init(title: String, frames: [Frame]) {
    self.title = title
    self.frames = frames
  }

  /// How a view differs from the previous frame.
  public enum Change: Hashable, Sendable {
    /// Same size and place.
    case none
    /// Same size, another place.
    case moved
    /// Another width or height (and maybe place).
    case resized
  }

  /// Differences below this many points are rounding, not change.
  public static let tolerance = 0.25

  /// How each view of frame `index` differs from the same view (same index) in the frame before;
  /// the first frame has nothing to differ from. Views are matched by position in the recipe.
  public func changes(at index: Int) -> [Change] {
    guard frames.indices.contains(index) else { return [] }
    let views = frames[index].panel.viewFrames
    guard index > 0 else { return views.map { _ in .none } }
    let before = frames[index - 1].panel.viewFrames
    return views.indices.map { i in
      guard before.indices.contains(i) else { return .resized }
      let a = before[i]
      let b = views[i]
      if abs(a.width - b.width) > Self.tolerance || abs(a.height - b.height) > Self.tolerance {
        return .resized
      }
      if abs(a.x - b.x) > Self.tolerance || abs(a.y - b.y) > Self.tolerance { return .moved }
      return .none
    }
  }
}
