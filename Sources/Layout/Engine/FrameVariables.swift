/// The numbering of the engine's variables: x, y, width, height per view, then the root's width
/// and height (the root's origin is the scene's origin, a constant).
///
/// The numbering is also the `{id: N}` printed in the ambiguity trace.
struct FrameVariables: Sendable {
  let viewCount: Int

  /// The variable of `dimension` of view `view`.
  func index(_ view: Int, _ dimension: FrameDimension) -> Int {
    4 * view + FrameDimension.allCases.firstIndex(of: dimension)!
  }

  /// The position (minX/minY) variable of a view along `axis`.
  func position(_ view: Int, _ axis: Axis) -> Int { index(view, .of(axis, size: false)) }

  /// The size (width/height) variable of a view along `axis`.
  func length(_ view: Int, _ axis: Axis) -> Int { index(view, .of(axis, size: true)) }

  /// The root's width or height variable.
  func rootLength(_ axis: Axis) -> Int { 4 * viewCount + (axis == .horizontal ? 0 : 1) }

  /// How many variables there are.
  var count: Int { 4 * viewCount + 2 }

  /// The view and dimension of a variable, nil for the root's.
  func owner(of index: Int) -> (view: Int, dimension: FrameDimension)? {
    guard index < 4 * viewCount else { return nil }
    return (index / 4, FrameDimension.allCases[index % 4])
  }
}
