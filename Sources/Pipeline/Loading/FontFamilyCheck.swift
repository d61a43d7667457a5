import Recipe
import Typesetting

/// Warns about font families a recipe names that are not installed.
///
/// fontconfig always finds some font: without this check `font "Comic Sans" 14` was measured and
/// drawn in Inter with no word, although the README promises a report. The warning is located at
/// the `font` attribute and says what is drawn instead; the figure is still drawn (status 0).
///
/// A recipe imported from a storyboard or xib is warned once per family, at its first `font`
/// attribute, in the imported recipe's text (`LoadedRecipe.sourceName`): the importer writes the
/// family on every view that uses it (a document in an app's own font names it on dozens of
/// labels), and Interface Builder measured those texts in the family itself, so the warning says
/// that the views sized by them may differ from IB's frames and how to give the font file.
enum FontFamilyCheck {
  /// Each family a `font` attribute of `recipe` names that `library` does not have, with the
  /// font measured and drawn instead.
  static func missingFamilies(_ recipe: Recipe, library: FontLibrary) -> [String: String] {
    var missing: [String: String] = [:]
    var checked: Set<String> = []
    for font in fontAttributes(recipe) where checked.insert(font.family).inserted {
      missing[font.family] = fallback(for: font.family, in: library)
    }
    return missing
  }

  /// One warning per `font "FAMILY"` attribute whose family `library` does not have (per family
  /// when `imported`).
  static func warnings(
    _ recipe: Recipe, library: FontLibrary, fileName: String, imported: Bool = false
  ) -> [Diagnostic] {
    var missing: [String: String?] = [:]
    var warned: Set<String> = []
    var diagnostics: [Diagnostic] = []
    for (family, range) in fontAttributes(recipe) {
      if missing[family] == nil { missing[family] = .some(fallback(for: family, in: library)) }
      guard let found = missing[family] ?? nil else { continue }
      if imported {
        guard warned.insert(family).inserted else { continue }
        diagnostics.append(
          Diagnostic(
            .warning,
            "font family \"\(family)\" is not installed; its texts are measured and drawn in \(found), "
              + "so the views they size may differ from Interface Builder's frames (measured in \(family))",
            at: range,
            hint:
              "an app bundles its own fonts (the document's customFonts lists their files): give the file to "
              + "solve or render with --font FILE, or install the family (fc-list : family lists what is installed)",
            fileName: fileName))
        continue
      }
      diagnostics.append(
        Diagnostic(
          .warning,
          "font family \"\(family)\" is not installed; the text is measured and drawn in \(found)",
          at: range,
          hint: "install the family (fc-list : family lists what is installed), or leave it out for Inter",
          fileName: fileName))
    }
    return diagnostics
  }

  /// The family and place of each `font "FAMILY"` attribute of `recipe`'s views and `set` lines,
  /// its variants' after its own, in order.
  private static func fontAttributes(_ recipe: Recipe) -> [(family: String, range: SourceRange)] {
    var fonts: [(family: String, range: SourceRange)] = []
    for line in recipe.lines + recipe.variants.flatMap(\.lines) {
      let properties: [Located<ViewProperty>]
      switch line.statement {
      case .view(let view): properties = view.properties
      case .set(let set): properties = set.properties
      default: continue
      }
      for property in properties {
        if case .font(let font) = property.value, let family = font.family {
          fonts.append((family, property.range))
        }
      }
    }
    return fonts
  }

  /// The font `library` measures and draws instead of `family`; nil when it has the family.
  private static func fallback(for family: String, in library: FontLibrary) -> String? {
    guard case .fallback(_, let found) = (try? library.font(family: family, size: 17))?.warning else {
      return nil
    }
    return found
  }
}
