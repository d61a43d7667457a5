import Layout

/// A parsed recipe: the base lines (title, scene, views, constraints) and its variants.
///
/// This is the syntax tree, values with source ranges; `RecipeLowering` turns it into
/// `Layout.Scene`s. A recipe with errors still has a tree: what could be parsed.
public struct Recipe: Hashable, Sendable {
  /// The lines before the first `variant`, in order (comments and blank lines included).
  public var lines: [RecipeLine]
  /// The variants, in order.
  public var variants: [VariantSyntax]

  /// Creates a recipe from its parts.
  public init(lines: [RecipeLine] = [], variants: [VariantSyntax] = []) {
    self.lines = lines
    self.variants = variants
  }

  /// The title given by `recipe "..."`, if any.
  public var title: String? {
    for line in lines {
      if case .title(let title) = line.statement { return title.value }
    }
    return nil
  }

  /// The figure's default fit (`fit content` / `fit scene`), if the recipe gives one.
  public var fit: FigureFit? {
    lines.compactMap {
      if case .fit(let fit) = $0.statement { return fit.value }
      return nil
    }.last
  }

  /// The widths of `sweep ...`, if the recipe asks to be drawn across widths.
  public var sweep: SweepWidths? {
    lines.compactMap {
      if case .sweep(let sweep) = $0.statement { return sweep.widths }
      return nil
    }.last
  }

  /// The `font file` lines, in order.
  public var fontFiles: [FontFileSyntax] {
    lines.compactMap {
      if case .fontFile(let file) = $0.statement { return file }
      return nil
    }
  }

  /// The base view declarations in order.
  public var views: [ViewSyntax] {
    lines.compactMap {
      if case .view(let view) = $0.statement { return view }
      return nil
    }
  }

  /// The base constraint lines in order (Visual Format lines not expanded).
  public var constraints: [ConstraintSyntax] {
    lines.compactMap {
      if case .constraint(let constraint) = $0.statement { return constraint }
      return nil
    }
  }

  /// The variant names in order; a recipe without variants has one implicit variant,
  /// named `RecipeLowering.defaultVariantName`.
  public var variantNames: [String] { variants.map(\.name.value) }
}
