import Layout

/// Where each view of a recipe is declared, and which declaration lines could not be parsed, so
/// that "unknown view" errors say the truth instead of "declare it first" for a view that is
/// declared: on a line with an error (no error then: that line's error is the cause), further
/// down (declarations come before the lines that use them), or only in another variant.
struct DeclarationIndex: Sendable {
  /// A view's first declaration: its line and the variant it is in (nil: before the variants).
  struct Place: Sendable {
    var line: Int
    var variant: String?
  }

  /// Views whose declaration line has an error (`FailedDeclaration`).
  var failed: Set<ViewName> = []
  /// Each declared view's first declaration.
  var places: [ViewName: Place] = [:]

  /// An empty index (no recipe).
  init() {}

  /// The declarations of `recipe`, plus the names of declarations that failed to parse.
  init(_ recipe: Recipe, failed: Set<ViewName>) {
    self.failed = failed
    func record(_ lines: [RecipeLine], variant: String?) {
      for line in lines {
        guard case .view(let view) = line.statement else { continue }
        let key = view.name.value
        if places[key] == nil { places[key] = Place(line: view.name.range.start.line, variant: variant) }
      }
    }
    record(recipe.lines, variant: nil)
    for variant in recipe.variants { record(variant.lines, variant: variant.name.value) }
  }

  /// Why `name`, used at `line` in `variant` (nil: before the variants), is unknown there while
  /// the recipe declares it; nil when it is declared nowhere.
  func hint(for name: String, usedAt line: Int, in variant: String?) -> String? {
    guard let place = places[ViewName(name)] else { return nil }
    if let declaredIn = place.variant, declaredIn != variant {
      return "\"\(name)\" is declared only in variant \"\(declaredIn)\" (line \(place.line)); declare it "
        + "before the first variant to use it \(variant.map { "in variant \"\($0)\"" } ?? "here")"
    }
    guard place.line > line else { return nil }
    return "\"\(name)\" is declared on line \(place.line), below this line: move its declaration above "
      + "the lines that use it"
  }
}
