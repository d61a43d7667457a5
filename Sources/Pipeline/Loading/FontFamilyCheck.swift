import Foundation
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
/// `import` says it once per document (`documentWarnings`): per family, how many views in how
/// many scenes name it, and where the app's own files for it are when they lie in the document's
/// project (`AppFontSearch`).
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
    let viewCounts = imported ? viewsByFamily(recipe) : [:]
    let lines = fontLines(recipe)
    let widths = fontWidths(recipe)
    for (family, range) in fontAttributes(recipe) {
      if missing[family] == nil { missing[family] = .some(fallback(for: family, in: library)) }
      guard let found = missing[family] ?? nil else { continue }
      if imported {
        guard warned.insert(family).inserted else { continue }
        let views = viewCounts[FontLineSyntax.key(family)] ?? 0
        diagnostics.append(
          Diagnostic(
            .warning,
            "font family \(RecipeFormatter.quotedText(family)) is not installed (\(views) \(views == 1 ? "view uses" : "views use") it); "
              + "its texts are measured and drawn in \(found) \(lineClause(family, lines: lines))"
              + "\(widthClause(family, widths: widths)), "
              + "so the views they size may differ from Interface Builder's frames (measured in \(RecipeFormatter.escapedText(family)))",
            at: range,
            hint:
              "an app bundles its own fonts (the document's customFonts lists their files): give the app's font "
              + "folder with --fonts DIR (or one file with --font FILE) to import, solve or render, "
              + "or install the family (fc-list : family lists what is installed)",
            fileName: fileName))
        continue
      }
      diagnostics.append(
        Diagnostic(
          .warning,
          "font family \(RecipeFormatter.quotedText(family)) is not installed; the text is measured and drawn in \(found)"
            + (lines[FontLineSyntax.key(family)] == nil
              ? "" : " " + lineClause(family, lines: lines, imported: false))
            + widthClause(family, widths: widths, imported: false),
          at: range,
          hint:
            "give the family's files with --fonts DIR, --font FILE or a font file line, install the family "
            + "(fc-list : family lists what is installed), or leave it out for Inter",
          fileName: fileName))
    }
    return diagnostics
  }

  /// One warning per family not installed over all of `recipes` imported from one document (the
  /// recipes of one `path`), at the family's first `font` attribute, with the index of the recipe
  /// it is located in: how many views (each in one recipe) in how many scenes name the family,
  /// what stands in, and, when the app's own files for it lie in the document's project
  /// (`AppFontSearch.find`), the folder to pass with `--fonts` (shown from `currentDirectory`).
  static func documentWarnings(
    _ recipes: [LoadedRecipe], library: FontLibrary,
    currentDirectory: String = FileManager.default.currentDirectoryPath
  ) -> [(recipe: Int, diagnostic: Diagnostic)] {
    var fallbacks: [String: String?] = [:]
    var first: [String: (recipe: Int, family: String, range: SourceRange)] = [:]
    var order: [String] = []
    var views: [String: Int] = [:]
    var scenes: [String: Int] = [:]
    for (index, loaded) in recipes.enumerated() {
      let counts = viewsByFamily(loaded.compiled.recipe)
      var counted: Set<String> = []
      for (family, range) in fontAttributes(loaded.compiled.recipe) {
        let key = FontLineSyntax.key(family)
        if fallbacks[key] == nil { fallbacks[key] = .some(fallback(for: family, in: library)) }
        guard fallbacks[key] != .some(nil), counted.insert(key).inserted else { continue }
        scenes[key, default: 0] += 1
        views[key, default: 0] += counts[key] ?? 0
        if first[key] == nil {
          first[key] = (index, family, range)
          order.append(key)
        }
      }
    }
    guard !order.isEmpty else { return [] }
    var found: [String: AppFontSearch.Found] = [:]
    for path in Set(order.compactMap { first[$0].map { recipes[$0.recipe].path } }) where path != "-" {
      let families = order.compactMap { first[$0] }.filter { recipes[$0.recipe].path == path }.map(\.family)
      found.merge(AppFontSearch.find(families, near: path)) { old, _ in old }
    }
    return order.compactMap { key in
      guard let (index, family, range) = first[key], let stand = fallbacks[key] ?? nil else { return nil }
      let loaded = recipes[index]
      let (count, sceneCount) = (views[key] ?? 0, scenes[key] ?? 0)
      let users =
        "\(count) \(count == 1 ? "view" : "views") in \(sceneCount) \(sceneCount == 1 ? "scene" : "scenes") "
        + (count == 1 ? "uses" : "use")
      let hint =
        found[family].map {
          AppFontSearch.suggestion(family, $0, current: currentDirectory)
            + ", or install the family (fc-list : family lists what is installed)"
        }
        ?? "an app bundles its own fonts (the document's customFonts lists their files): give the app's font "
        + "folder with --fonts DIR (or one file with --font FILE) to import, solve or render, "
        + "or install the family (fc-list : family lists what is installed)"
      return (
        index,
        Diagnostic(
          .warning,
          "font family \(RecipeFormatter.quotedText(family)) is not installed (\(users) it); its texts are measured and drawn in "
            + "\(stand) \(lineClause(family, lines: fontLines(loaded.compiled.recipe)))"
            + "\(widthClause(family, widths: fontWidths(loaded.compiled.recipe))), so the views they size "
            + "may differ from Interface Builder's frames (measured in \(RecipeFormatter.escapedText(family)))",
          at: range, hint: hint, fileName: loaded.sourceName)
      )
    }
  }

  /// Which line the stand-in lays `family`'s text out with, as the warning says it: the recipe's
  /// `font line` (read from the document by `import`), a stand-in line of the program's
  /// (`VerticalMetrics.standInFamily`), or the stand-in's own (a metric-compatible font's, or one the
  /// document's labels do not fix); as `TypesettingShaper.font(_:)` chooses.
  static func lineClause(_ family: String, lines: [String: Double], imported: Bool = true) -> String {
    if let line = lines[FontLineSyntax.key(family)] {
      guard imported else {
        return "with a line of \(PositionalNumber.shortest(line)) em (the recipe's font line)"
      }
      return "with a line of \(PositionalNumber.shortest(line)) em read from the document's own single-line "
        + "labels in it (the recipe's font line, a choice: docs/typesetting.md)"
    }
    if let metrics = VerticalMetrics.standInFamily(family) {
      let line = metrics.ascender - metrics.descender + metrics.lineGap
      return
        "with \(RecipeFormatter.escapedText(family))'s own line (\(PositionalNumber.shortest((line * 1000).rounded() / 1000)) em, a "
        + "stand-in line of the program's)"
    }
    if VerticalMetrics.familiesWithKnownLines.contains(FontLineSyntax.key(family)) {
      return "with the stand-in's own line (a metric-compatible font)"
    }
    return "with the stand-in's own line (the document's labels do not fix the family's)"
  }

  /// The width the stand-in lays `family`'s text out with when the recipe's `font width` gives
  /// one (read from the document by `import`), as a clause after `lineClause`; empty without.
  static func widthClause(_ family: String, widths: [String: Double], imported: Bool = true) -> String {
    guard let width = widths[FontLineSyntax.key(family)] else { return "" }
    guard imported else {
      return ", its advances times \(PositionalNumber.shortest(width)) (the recipe's font width)"
    }
    return
      ", its advances times \(PositionalNumber.shortest(width)) as read from the document's labels whose "
      + "width only their text sets (the recipe's font width, a choice: docs/typesetting.md)"
  }

  /// How many views of `recipe` (declared, or changed by a `set` line) name each family, by
  /// `FontLineSyntax.key`.
  private static func viewsByFamily(_ recipe: Recipe) -> [String: Int] {
    var views: [String: Set<String>] = [:]
    for line in recipe.lines + recipe.variants.flatMap(\.lines) {
      let name: String
      let properties: [Located<ViewProperty>]
      switch line.statement {
      case .view(let view): (name, properties) = (view.name.value.key, view.properties)
      case .set(let set): (name, properties) = (set.name.value.key, set.properties)
      default: continue
      }
      for property in properties {
        if case .font(let font) = property.value, let family = font.family {
          views[FontLineSyntax.key(family), default: []].insert(name)
        }
      }
    }
    return views.mapValues(\.count)
  }

  /// The line per em each `font line` of `recipe` gives, by family key (a later line wins).
  private static func fontLines(_ recipe: Recipe) -> [String: Double] {
    var lines: [String: Double] = [:]
    for line in recipe.lines {
      if case .fontLine(let font) = line.statement {
        lines[FontLineSyntax.key(font.family.value)] = font.line.value
      }
    }
    return lines
  }

  /// The width per em each `font width` of `recipe` gives, by family key (a later line wins).
  private static func fontWidths(_ recipe: Recipe) -> [String: Double] {
    var widths: [String: Double] = [:]
    for line in recipe.lines {
      if case .fontWidth(let font) = line.statement {
        widths[FontLineSyntax.key(font.family.value)] = font.width.value
      }
    }
    return widths
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

extension LoadedRecipe {
  /// The font warnings of `recipes` imported from one Interface Builder document, once per family
  /// (`FontFamilyCheck.documentWarnings`), each rendered in the text of the recipe it is located
  /// in; empty when every family is installed.
  public static func documentFontWarnings(_ recipes: [LoadedRecipe], in library: FontLibrary) -> String {
    FontFamilyCheck.documentWarnings(recipes, library: library)
      .map { $0.diagnostic.rendered(source: recipes[$0.recipe].source) }
      .joined(separator: "\n")
  }

  /// For `solve` and `render` of a storyboard or xib (`recipes`: the scenes `loadAll` imported from
  /// one document): the document's font warnings as `import` says them, once per family for the
  /// whole document with where the app's own font files are (`documentFontWarnings`), and the
  /// recipes marked so that each scene's check (`checkingFonts`) does not say them again. Recipes
  /// not imported from a document (a recipe file, a console log) are returned as they are, with no
  /// warnings: theirs stay located in their own text.
  public static func sayingDocumentFontWarnings(
    _ recipes: [LoadedRecipe], in library: FontLibrary
  ) -> (recipes: [LoadedRecipe], warnings: String) {
    guard !recipes.isEmpty, recipes.allSatisfy({ $0.imported != nil }) else { return (recipes, "") }
    let warnings = documentFontWarnings(recipes, in: library)
    return (
      recipes.map {
        var marked = $0
        marked.documentFontWarningsSaid = true
        return marked
      }, warnings
    )
  }
}
