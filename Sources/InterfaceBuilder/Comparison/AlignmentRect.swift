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
///
/// A slider's frame reaches 2 points past its alignment rectangle at each side and 1 below it:
/// esri-GenerateOfflineMapOverrides' four sliders are pinned to the content view's leading and
/// trailing margins (20 in a 414-point cell), below a label whose stored bottom is 38, and to the
/// bottom margin (85 in a 96-point row); IB stored each at (18, 38; 378 x 48), 18 to 396 and 38
/// to 86 [CHOICE: the one shared file with sliders; every edge of all four agrees].
enum AlignmentRect {
  /// The insets of the alignment rectangle within the stored frame of an element, nil when they
  /// are the same rectangle.
  static func insets(of element: String) -> EdgeInsets? {
    switch element {
    case "switch": return EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
    case "slider": return EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
    default: return nil
    }
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
