/// A whole diagram: a title and one or more panels drawn side by side.
public struct Figure: Hashable, Sendable {
  /// Title (the recipe's name); the SVG `<title>`.
  public var title: String
  /// Panels, left to right.
  public var panels: [Panel]

  /// Creates a figure.
  public init(title: String, panels: [Panel]) {
    self.title = title
    self.panels = panels
  }
}
