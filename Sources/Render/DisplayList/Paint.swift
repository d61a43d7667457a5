/// How something is coloured: by semantic role (themeable) or by a fixed colour from the recipe.
public enum Paint: Hashable, Sendable {
  /// A themed colour.
  case role(PaintRole)
  /// A fixed colour, the same in every theme (a view's own background or text colour).
  case color(RGBA)
}
