/// How a scroll view folds its safe-area insets into its content inset
/// (`UIScrollView.ContentInsetAdjustmentBehavior`; Interface Builder's "Content Insets" pop-up,
/// attribute `contentInsetAdjustmentBehavior`, default `automatic`). On an edge whose inset is
/// adjusted, the content rests below the unsafe band (its content offset is minus the adjusted
/// inset), so neither the content nor the scroll view's own margins reach into that band
/// (`MarginResolver`; docs/layout.md, "Scroll views and the safe area").
public enum ContentInsetAdjustmentBehavior: String, Sendable, CaseIterable, Hashable {
  /// UIKit's default: "Content is always adjusted vertically when the scroll view is the content
  /// view of a view controller that is currently displayed by a navigation or tab bar controller.
  /// If the scroll view is horizontally scrollable, the horizontal content offset is also adjusted"
  /// [DOC: `ContentInsetAdjustmentBehavior.automatic`]. A recipe's scroll views are never a view
  /// controller's view (the root is the scene), so it acts as `scrollableAxes`.
  case automatic
  /// "The top and bottom insets include the safe area inset values when the vertical content size
  /// is greater than the height of the scroll view itself. The top and bottom insets are also
  /// adjusted when the alwaysBounceVertical property is true. Similarly, the left and right insets
  /// include the safe area insets when the horizontal content size is greater than the width of
  /// the scroll view." [DOC: `ContentInsetAdjustmentBehavior.scrollableAxes`]
  case scrollableAxes
  /// "Do not adjust the scroll view insets." [DOC]
  case never
  /// "Always include the safe area insets in the content adjustment." [DOC]
  case always

  /// Which axes' insets are adjusted for a scroll view of `frame` whose content is `content`
  /// large (its content layout guide's size; nil: no guide, so UIKit's `contentSize` stays zero),
  /// bouncing as told. Content counts as larger than the frame past a thousandth of a point, so
  /// content sized to the frame by constraints is not scrollable.
  public func adjustedAxes(
    frame: Size, content: Size?, alwaysBounceVertical: Bool, alwaysBounceHorizontal: Bool
  ) -> (vertical: Bool, horizontal: Bool) {
    switch self {
    case .never: return (false, false)
    case .always: return (true, true)
    case .automatic, .scrollableAxes:
      let tolerance = 1e-3
      let content = content ?? Size(width: 0, height: 0)
      return (
        alwaysBounceVertical || content.height > frame.height + tolerance,
        alwaysBounceHorizontal || content.width > frame.width + tolerance
      )
    }
  }
}
