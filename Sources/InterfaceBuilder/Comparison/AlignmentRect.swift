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
/// to 86 [CHOICE: the one shared file with sliders; every edge of all four agrees]. The iOS 26
/// SDK's slider (documents of Xcode 26, `SceneConverter.isXcode26`) has no such insets: IB stored
/// three sliders of a vertical stack of toolsVersion 24412 (fill alignment, spacing 8, nothing on
/// their heights) 34 high and as wide as the stack (377), and the next view 8 below their stored
/// bottom; Delta's settings (24128) one held by its centre and both ends, stored 34 high exactly
/// where those constraints put its ends (read from stored frames: 4 sliders of 2 files).
///
/// A segmented control's frame reaches 1 point below its alignment rectangle, in every era: the
/// view a constraint hangs `c` below its bottom edge sits `c` below its stored bottom less 1 in
/// 6 files of 5 public repositories (read from stored frames: 11 segmented controls, 29 high in
/// documents of toolsVersion 8121 and 12121, 32 high from 16097 to 24506, 76 for one with a
/// height constraint of 75).
enum AlignmentRect {
  /// The insets of the alignment rectangle within the stored frame of an element, nil when they
  /// are the same rectangle; `toolsVersion` is the document's (the slider's depend on it).
  static func insets(of element: String, toolsVersion: String? = nil) -> EdgeInsets? {
    switch element {
    case "switch": return EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
    case "slider":
      return SceneConverter.isXcode26(toolsVersion) ? nil : EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
    case "segmentedControl": return EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
    default: return nil
    }
  }

  /// The alignment rectangle of a stored frame.
  static func of(_ frame: Rect, element: String, toolsVersion: String? = nil) -> Rect {
    guard let insets = insets(of: element, toolsVersion: toolsVersion) else { return frame }
    return Rect(
      x: frame.minX + insets.left, y: frame.minY + insets.top,
      width: frame.width - insets.left - insets.right, height: frame.height - insets.top - insets.bottom)
  }

  /// The alignment rectangle's size for a control whose frame is `size`.
  static func size(_ size: Size, element: String, toolsVersion: String? = nil) -> Size {
    let frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
    return of(frame, element: element, toolsVersion: toolsVersion).size
  }
}
