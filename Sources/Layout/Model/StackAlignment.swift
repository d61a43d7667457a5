/// `UIStackView.Alignment`: how a stack view lays out its arranged views across its axis.
///
/// `top` and `leading` are the same alignment in UIKit (as are `bottom` and `trailing`); both
/// spellings are kept so that a recipe or a storyboard reads back as written.
public enum StackAlignment: String, Sendable, CaseIterable, Hashable {
  /// The arranged views fill the stack view across its axis.
  case fill
  /// Aligned to the leading edge (vertical stacks).
  case leading
  /// Aligned to the top edge (horizontal stacks); the same as `leading`.
  case top
  /// First baselines aligned (horizontal stacks only).
  case firstBaseline
  /// Centres aligned.
  case center
  /// Aligned to the trailing edge (vertical stacks).
  case trailing
  /// Aligned to the bottom edge (horizontal stacks); the same as `trailing`.
  case bottom
  /// Last baselines aligned (horizontal stacks only).
  case lastBaseline

  /// The alignment UIKit lays out: `top` is `leading`, `bottom` is `trailing`.
  public var normalized: StackAlignment {
    switch self {
    case .top: return .leading
    case .bottom: return .trailing
    default: return self
    }
  }
}
