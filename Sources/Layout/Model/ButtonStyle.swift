/// The style of an iOS 15 `UIButton.Configuration` (Interface Builder's "Style": Plain, Gray,
/// Tinted, Filled). A button with a style is a configured button: its intrinsic size is its title
/// plus the configuration's content insets (`ControlMetrics.configurationContentInsets`), not the
/// classic button's. The four styles differ in colours only, not in size.
public enum ButtonStyle: String, Sendable, CaseIterable, Hashable {
  /// `UIButton.Configuration.plain()`.
  case plain
  /// `UIButton.Configuration.gray()`.
  case gray
  /// `UIButton.Configuration.tinted()`.
  case tinted
  /// `UIButton.Configuration.filled()`.
  case filled
}
