/// How much of each scene a figure shows: a recipe's `fit content` / `fit scene` line, Render's
/// `RenderOptions.fit` and the command line's `--fit` (which overrides the recipe's line). One type
/// for all three, so the words cannot drift apart; the command line lists the cases in this order.
public enum FigureFit: String, Hashable, Sendable, CaseIterable {
  /// The part of the scene its views, the guides their constraints use and the annotations need,
  /// with 16 points around; cut edges are torn and the scene's size is stated under the panel.
  case content
  /// The whole scene (screen or cell), however empty.
  case scene
}
