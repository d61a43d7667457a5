/// How something is coloured: by semantic role (themeable) or by a fixed colour from the recipe.
public enum Paint: Hashable, Sendable {
  /// A themed colour.
  case role(PaintRole)
  /// A fixed colour, the same in every theme (a view's own background or text colour).
  case color(RGBA)
}

/// What a colour means in the diagram; a theme maps each role to a colour (REFERENCE §7).
///
/// Items carry roles rather than colours so that one SVG can hold the light and the dark theme as
/// CSS classes, and so that a PNG in either theme comes from the same display list.
public enum PaintRole: String, Sendable, Hashable, CaseIterable {
  /// The figure's background outside the screens.
  case background
  /// The superview / screen / cell surface.
  case canvas
  /// The outline of the superview and of plain views.
  case frame
  /// Fill of plain views, image view placeholders and text fields.
  case viewFill
  /// Ordinary text inside views and in lists.
  case text
  /// Secondary text: placeholders, captions, table headers.
  case secondaryText
  /// Default button background (light gray).
  case buttonFill
  /// Button titles (system tint).
  case buttonTitle
  /// Layout margins (dashed inset).
  case margin
  /// Layout guides and safe area: the dashed edge.
  case guide
  /// Layout guides and safe area: the translucent band.
  case guideBand
  /// Satisfied constraints.
  case satisfied
  /// Optional constraints that are broken (not fully satisfied).
  case broken
  /// Conflicting constraints and ambiguous layout.
  case conflict
  /// Implicit constraints: intrinsic size, hugging, resistance.
  case implicit
  /// Constraints installed in one size class only.
  case classOnly
  /// Text drawn on a filled marker or pill.
  case onAccent
  /// A width sweep's outline of a view that changed between two widths.
  case change
  /// A width sweep's tint over a view that changed size.
  case changeFill
}
