import Layout

/// Where Interface Builder's stored frame of a control reaches beyond its alignment rectangle,
/// which is what Auto Layout positions and sizes (and what a recipe's view is).
///
/// A switch's frame is 2 points wider than its alignment rectangle, at its trailing side: IB
/// stored 51-point switches whose trailing edge is 2 points past the edge their constraint sets
/// (esri-GenerateOfflineMapOverrides `xA8-gg-qeF`: `Superview.Trailing = Switch.Trailing + 16`
/// in a 414-point cell, frame 349 to 400), and a stack view of a 91-point label, spacing 8 and a
/// switch 148 wide, 91 + 8 + 49 (floatingpanel `qux-uG-4o2`); Xcode 26's 63-point switch the same
/// (netnewswire-Inspector `6YV-K0-yPS`).
enum AlignmentRect {
  /// The insets of the alignment rectangle within the stored frame of an element, nil when they
  /// are the same rectangle.
  static func insets(of element: String) -> EdgeInsets? {
    element == "switch" ? EdgeInsets(top: 0, left: 0, bottom: 0, right: 2) : nil
  }

  /// The alignment rectangle of a stored frame.
  static func of(_ frame: Rect, element: String) -> Rect {
    guard let insets = insets(of: element) else { return frame }
    return Rect(
      x: frame.minX + insets.left, y: frame.minY + insets.top,
      width: frame.width - insets.left - insets.right, height: frame.height - insets.top - insets.bottom)
  }

  /// The alignment rectangle's size for a control whose frame is `size`.
  static func size(_ size: Size, element: String) -> Size {
    of(Rect(x: 0, y: 0, width: size.width, height: size.height), element: element).size
  }
}
