/// Collects parsed lines into the base section and variants, keeping blank lines canonical:
/// no blank line at the start or end of a section, never two in a row.
struct RecipeBuilder {
  /// The base section's lines.
  private var base: [RecipeLine] = []
  /// The variants so far; lines go to the last one once there is one.
  private var variants: [VariantSyntax] = []

  /// Adds a line to the current section.
  mutating func append(_ line: RecipeLine) {
    if variants.isEmpty {
      Self.append(line, to: &base)
    } else {
      Self.append(line, to: &variants[variants.count - 1].lines)
    }
  }

  /// Starts a new variant section.
  mutating func startVariant(_ variant: VariantSyntax) {
    if variants.isEmpty {
      Self.trim(&base)
    } else {
      Self.trim(&variants[variants.count - 1].lines)
    }
    variants.append(variant)
  }

  /// The finished recipe.
  mutating func finish() -> Recipe {
    Self.trim(&base)
    if !variants.isEmpty { Self.trim(&variants[variants.count - 1].lines) }
    return Recipe(lines: base, variants: variants)
  }

  /// Appends unless it would start a section with a blank or repeat a blank.
  private static func append(_ line: RecipeLine, to lines: inout [RecipeLine]) {
    if line.statement == .blank, lines.isEmpty || lines.last?.statement == .blank { return }
    lines.append(line)
  }

  /// Drops trailing blank lines.
  private static func trim(_ lines: inout [RecipeLine]) {
    while lines.last?.statement == .blank { lines.removeLast() }
  }
}
