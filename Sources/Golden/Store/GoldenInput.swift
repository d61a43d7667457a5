import Foundation
import InterfaceBuilder
import Pipeline

/// One golden's subject for `check` and `record`: a recipe file, or one scene of a storyboard or
/// xib (imported when the inputs are listed, so that every scene has its own golden).
public struct GoldenInput: Sendable {
  /// The file as given (the recipe, or the storyboard or xib).
  public var path: String
  /// The golden's name: the recipe file's stem, or the document's and the scene's stems.
  public var stem: String
  /// The imported scene; nil for a recipe file (read when it is drawn).
  public var recipe: LoadedRecipe?
  /// Why the file could not be imported (it then stands for all of its scenes).
  public var error: CLIError?

  /// The golden subjects of `files`: a recipe file is one, a storyboard or xib one per scene. The
  /// importer's warnings go to standard error; a document that cannot be imported is one input
  /// carrying its error (named after the file), so the others are still checked.
  public static func expand(_ files: [String]) -> [GoldenInput] {
    var inputs: [GoldenInput] = []
    for file in files {
      guard IBImporter.handles(file) else {
        inputs.append(GoldenInput(path: file, stem: RecipeFiles.stem(of: file)))
        continue
      }
      do {
        let document = try ImportedDocument.load(file)
        if !document.result.warnings.isEmpty { printError(document.renderedWarnings) }
        for recipe in document.recipes {
          inputs.append(GoldenInput(path: file, stem: recipe.goldenStem, recipe: recipe))
        }
      } catch {
        inputs.append(GoldenInput(path: file, stem: RecipeFiles.stem(of: file), error: error))
      }
    }
    return inputs
  }

  /// Loads the recipe (a recipe file is read now; an imported scene is already loaded).
  /// - Throws: the import's error, or `LoadedRecipe.load`'s.
  public func load() throws(CLIError) -> LoadedRecipe {
    if let error { throw error }
    if let recipe { return recipe }
    return try LoadedRecipe.load(path)
  }
}
