import Foundation
import Recipe

/// Imports Interface Builder storyboards and xibs as recipes.
///
/// ```swift
/// let result = try IBImporter.importDocument(data, fileName: "Main.storyboard")
/// for recipe in result.recipes { print(recipe.text) }   // canonical recipe text
/// for warning in result.warnings { print(warning) }     // file:line: warning: <element>: ...
/// ```
///
/// The importer reads bytes; reading files is the caller's business (the CLI's).
public enum IBImporter {
  /// The file extensions the importer takes.
  public static let fileExtensions = ["storyboard", "xib"]

  /// True when `path` names a storyboard or xib (by its extension).
  public static func handles(_ path: String) -> Bool {
    fileExtensions.contains((path as NSString).pathExtension.lowercased())
  }

  /// Parses a document and converts its scenes.
  /// - Throws: `IBImportError` for XML that is not well formed, a legacy archive, a document that
  ///   is not an iOS IB document, a document with nothing to import, a `sceneName` that matches
  ///   no scene, or a scene with more views than `options.maximumViews`.
  public static func importDocument(_ data: Data, fileName: String, options: ImportOptions = ImportOptions())
    throws(IBImportError) -> ImportResult
  {
    let document = try IBDocumentReader.read(data, fileName: fileName)
    return try convert(document, options: options)
  }

  /// Converts a document read by `IBDocumentReader`.
  public static func convert(_ document: IBDocument, options: ImportOptions = ImportOptions())
    throws(IBImportError) -> ImportResult
  {
    var warnings = document.warnings
    // A scene whose root holds no views (a launch screen of a background colour, a controller
    // whose views are made in code, a xib's top-level leaf view or empty cell) is a valid
    // document's, so it is imported as its bare root, drawn at its size, with a warning saying so
    // [CHOICE: issue 22, "no real file exits non-zero": what cannot be modelled is a located
    // warning and the rest is drawn; 74 of /work/smoke's 445 files, 33 apps, were refused].
    for scene in document.scenes where scene.contentRoot.subviews.isEmpty {
      warnings.append(
        ImportWarning(
          fileName: document.fileName, line: scene.line,
          element: "<\(scene.controller ?? scene.root.element)>",
          message:
            "the scene \"\(scene.name)\" has no subviews; its recipe is the bare root view, at its size"))
    }
    let convertible = document.scenes
    if convertible.isEmpty {
      let what =
        document.kind == .storyboard
        ? "no scene with a view" : "no top-level view, cell or view controller"
      throw IBImportError(
        fileName: document.fileName, line: document.line,
        message: "nothing to import: the document has \(what), so no recipe is written"
          + "\nhint: import reads view controllers, table view cells and a xib's top-level views and cells"
          + warnings.map { "\n" + $0.description }.joined())
    }
    // Stems and titles come from the whole document, so that --scene does not rename files.
    var named = names(of: convertible, fileName: document.fileName)
    if let filter = options.sceneName {
      named = named.filter { $0.scene.name.lowercased().contains(filter.lowercased()) }
      guard !named.isEmpty else {
        let names = convertible.map { "\"\($0.name)\"" }.joined(separator: ", ")
        throw IBImportError(
          fileName: document.fileName,
          message: "no scene matches \"\(filter)\"\nhint: the scenes are \(names.isEmpty ? "(none)" : names)")
      }
    }
    var recipes: [ImportedRecipe] = []
    let familyLines = FamilyLineInference.lines(in: document).filter { key, found in
      guard options.knownFamilies.contains(key) else { return true }
      return options.knownLines[key].map { FamilyLineInference.contradicts(found.line, $0) } ?? false
    }
    // A scene over the view limit is refused before any scene is converted: converting costs
    // more than linear time in its views (4,000 took 99 s), and the recipe would be refused anyway
    // (`RecipeLimits.check`, the same limit, message and hint; second read L12).
    for (scene, _, _, _) in named {
      let count = scene.declaredViewCount(stoppingAfter: options.maximumViews)
      guard count > options.maximumViews else { continue }
      throw IBImportError(
        fileName: document.fileName, line: scene.line,
        message: "the scene \"\(scene.name)\" is over a limit: too many views: it has more than "
          + "\(options.maximumViews)\nhint: the limit is \(options.maximumViews) views; --max-views N raises it "
          + "(README, \"Limits\")")
    }
    for (scene, stem, sceneStem, title) in named {
      var converter = SceneConverter(document: document, scene: scene, options: options, title: title)
      let recipe = withFontLines(converter.convert(), familyLines, knownLines: options.knownLines)
      warnings += converter.warnings
      // A view a size class removes on IB's canvas has a stored frame from another layout.
      let removed = converter.viewsRemovedOnCanvas
      let stored = scene.storedFrames(toolsVersion: document.toolsVersion).filter {
        !removed.contains($0.ibID)
      }.map { frame in
        var copy = frame
        copy.approximation = converter.approximations[frame.ibID]
        return copy
      }
      var imported = ImportedRecipe(
        name: scene.name, stem: stem, sceneStem: sceneStem, recipe: recipe,
        text: RecipeFormatter.format(recipe), line: scene.line, storedFrames: stored,
        canvasVariant: converter.canvasVariant(of: recipe))
      imported.storedRootSize = scene.storedRootSize
      imported.rewrittenConstraintIDs = scene.rewrittenConstraintIDs
      let views = [scene.root] + scene.root.allDescendants
      for view in views {
        for constraint in view.constraints { imported.constraintLines[constraint.id] = constraint.line }
      }
      imported.textWidthLabels = FamilyWidthEvidence.labels(views).filter { !removed.contains($0) }
      recipes.append(imported)
    }
    return ImportResult(recipes: recipes, warnings: warnings, familyLines: familyLines)
  }

  /// `recipe` with a `font line` after its scene lines for each family of `lines` its views' or
  /// `set` lines' fonts name, in the order first named, each with a comment giving its evidence.
  static func withFontLines(
    _ recipe: Recipe, _ lines: [String: FamilyLine], knownLines: [String: Double] = [:]
  ) -> Recipe {
    guard !lines.isEmpty else { return recipe }
    let keys = namedFamilyKeys(in: recipe, among: Set(lines.keys))
    guard !keys.isEmpty else { return recipe }
    let fontLines = keys.compactMap { key in lines[key].map { (key, $0) } }.map { key, found in
      let evidence =
        "read from the document: \(found.agreeing) of its \(found.labels) single-line "
        + "\(found.family) labels are stored one line of this many ems high (a choice: docs/typesetting.md); "
      let use =
        knownLines[key].map { known in
          "the font here has a line of \(PositionalNumber.shortest((known * 10000).rounded() / 10000)) em, "
            + "the app bundles another version (--fonts DIR gives the app's font files)"
        } ?? "used only while the family is not installed (--fonts DIR gives the app's font files)"
      return SyntaxFactory.line(
        .fontLine(
          FontLineSyntax(
            family: SyntaxFactory.located(found.family), line: SyntaxFactory.number(found.line))),
        comment: evidence + use)
    }
    var copy = recipe
    let anchor =
      copy.lines.lastIndex { if case .scene = $0.statement { return true } else { return false } }
      ?? copy.lines.lastIndex { if case .title = $0.statement { return true } else { return false } }
      ?? -1
    copy.lines.insert(contentsOf: fontLines, at: anchor + 1)
    return copy
  }

  /// The keys (`FontLineSyntax.key`) of `among` that `recipe`'s views' or `set` lines' fonts name,
  /// in the order first named: the families a `font line` or `font width` is written for.
  static func namedFamilyKeys(in recipe: Recipe, among: Set<String>) -> [String] {
    var keys: [String] = []
    for line in recipe.lines + recipe.variants.flatMap(\.lines) {
      let properties: [Located<ViewProperty>]
      switch line.statement {
      case .view(let view): properties = view.properties
      case .set(let set): properties = set.properties
      default: continue
      }
      for property in properties {
        guard case .font(let font) = property.value, let family = font.family else { continue }
        let key = FontLineSyntax.key(family)
        if among.contains(key), !keys.contains(key) { keys.append(key) }
      }
    }
    return keys
  }

  /// Each scene's file stem, scene stem and title, from the document's file name and the scene's
  /// name (`RecipeFileName`): a document of one scene writes the document's stem (`login` for
  /// `Login.xib`), one of several the document's stem and the scene's (`main-login` for the scene
  /// "Login" of `Main.storyboard`), which is always the scene stem; a stem already taken gets
  /// `-2`, `-3` ... in document order. The title is the document's words, and the scene's name
  /// after a colon when there are several.
  static func names(of scenes: [IBScene], fileName: String)
    -> [(scene: IBScene, stem: String, sceneStem: String, title: String)]
  {
    let documentStem = RecipeFileName.kebab(
      (fileName as NSString).lastPathComponent.split(separator: ".").first.map(String.init) ?? "import",
      fallback: "scene")
    let fileTitle = RecipeFileName.title(documentStem)
    var stems: Set<String> = []
    var sceneStems: Set<String> = []
    func unique(_ base: String, in used: inout Set<String>) -> String {
      var stem = base
      var counter = 2
      while !used.insert(stem).inserted {
        stem = "\(base)-\(counter)"
        counter += 1
      }
      return stem
    }
    var named: [(scene: IBScene, stem: String, sceneStem: String, title: String)] = []
    for scene in scenes {
      let single = scenes.count == 1
      let qualified = documentStem + "-" + RecipeFileName.kebab(scene.name, fallback: "scene")
      let stem = unique(single ? documentStem : qualified, in: &stems)
      let sceneStem = unique(qualified, in: &sceneStems)
      named.append((scene, stem, sceneStem, single ? fileTitle : "\(fileTitle): \(scene.name)"))
    }
    return named
  }
}
