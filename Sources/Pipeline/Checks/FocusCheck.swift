/// Checks `--focus` against a recipe: every number must be one of its constraints.
///
/// Without it, `--focus 99` on a recipe of five constraints drew every constraint dimmed and
/// exited 0.
enum FocusCheck {
  /// Throws a usage error (64) naming the numbers the recipe does not have.
  static func check(_ focus: [Int], recipe: LoadedRecipe) throws(CLIError) {
    guard !focus.isEmpty else { return }
    var numbers = Set<Int>()
    for variant in recipe.compiled.variants {
      for constraint in variant.scene.constraints {
        if let number = constraint.number { numbers.insert(number) }
      }
    }
    let missing = focus.filter { !numbers.contains($0) }
    guard !missing.isEmpty else { return }
    let has =
      numbers.isEmpty
      ? "it has no numbered constraint"
      : "its constraints are numbered \(ranges(numbers.sorted()))"
    throw CLIError(
      "\(recipe.path): error: --focus \(missing.map(String.init).joined(separator: ",")): the recipe has no "
        + "constraint \(missing.map(String.init).joined(separator: ", ")); \(has); nothing was written for it",
      status: .usage)
  }

  /// `1-5, 7, 9-10`.
  static func ranges(_ sorted: [Int]) -> String {
    var parts: [String] = []
    var index = 0
    while index < sorted.count {
      var end = index
      while end + 1 < sorted.count, sorted[end + 1] == sorted[end] + 1 { end += 1 }
      parts.append(end == index ? "\(sorted[index])" : "\(sorted[index])-\(sorted[end])")
      index = end + 1
    }
    return parts.joined(separator: ", ")
  }
}
