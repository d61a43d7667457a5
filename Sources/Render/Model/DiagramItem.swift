/// What a constraint anchor refers to in a panel.
public enum DiagramItem: Hashable, Sendable {
  /// A view, by index into the panel's views.
  case view(Int)
  /// The superview: the screen's root view or the cell's content view.
  case root
  /// The Top Layout Guide (its bottom is the status bar's bottom).
  case topGuide
  /// The Bottom Layout Guide.
  case bottomGuide
  /// The safe area layout guide.
  case safeArea
}
