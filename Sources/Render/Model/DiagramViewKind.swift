/// What a view is drawn as (REFERENCE §7): the diagram only needs these distinctions.
public enum DiagramViewKind: String, Sendable, Hashable, CaseIterable {
  /// Text without chrome.
  case label
  /// Rounded-rect text field with text or gray placeholder.
  case textField
  /// Button with background and title.
  case button
  /// Image view: a placeholder picture.
  case imageView
  /// Progress bar (a thin track).
  case progressView
  /// On/off switch.
  case switchControl
  /// Plain view: an outlined box.
  case plain
  /// Dummy / spacer view, often zero-height: drawn dashed and light.
  case spacer
  /// A cell's content view.
  case contentView
}
