import Recipe
import Typesetting

/// Warns about font families a recipe names that are not installed.
///
/// fontconfig always finds some font: without this check `font "Comic Sans" 14` was measured and
/// drawn in Inter with no word, although the README promises a report. The warning is located at
/// the `font` attribute and says what is drawn instead; the figure is still drawn (status 0).
enum FontFamilyCheck {
  /// One warning per `font "FAMILY"` attribute whose family `library` does not have.
  static func warnings(_ recipe: Recipe, library: FontLibrary, fileName: String) -> [Diagnostic] {
    var missing: [String: String?] = [:]
    var diagnostics: [Diagnostic] = []
    for line in recipe.lines + recipe.variants.flatMap(\.lines) {
      let properties: [Located<ViewProperty>]
      switch line.statement {
      case .view(let view): properties = view.properties
      case .set(let set): properties = set.properties
      default: continue
      }
      for property in properties {
        guard case .font(let font) = property.value, let family = font.family else { continue }
        if missing[family] == nil {
          let match = try? library.font(family: family, size: 17)
          if case .fallback(_, let found) = match?.warning {
            missing[family] = .some(found)
          } else {
            missing[family] = .some(nil)
          }
        }
        guard let found = missing[family] ?? nil else { continue }
        diagnostics.append(
          Diagnostic(
            .warning,
            "font family \"\(family)\" is not installed; the text is measured and drawn in \(found)",
            at: property.range,
            hint: "install the family (fc-list : family lists what is installed), or leave it out for Inter",
            fileName: fileName))
      }
    }
    return diagnostics
  }
}
