import ArgumentParser
import Foundation
import InterfaceBuilder

/// `layout-diagram import`: converts a storyboard or xib into recipes.
public struct ImportCommand: ParsableCommand {
  /// The subcommand's name and help.
  public static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Convert an Interface Builder storyboard or xib into recipes (one per scene or cell).",
    discussion: """
      Writes one recipe per storyboard scene, prototype cell, or xib top-level view or cell, in \
      canonical form, named after the file and the scene. Whatever the recipe language cannot \
      hold is reported as file:line warnings (and repeated as comments at the top of the recipe). \
      A legacy Xcode 4 archive or a file that is not an IB document is refused with status 65, \
      and so is a scene over a limit (the --max-... options raise them, as on render).
      """)

  /// The storyboard or xib.
  @Argument(help: "The .storyboard or .xib file.")
  public var file: String

  /// Where the recipes go.
  @Option(name: .long, help: "Output folder (created when missing).")
  public var out: String = "."

  /// The device the recipes are laid out on.
  @Option(
    name: .long,
    help:
      "Device: a catalogued name (\"iPhone 8\", \"iPhone X\", \"iPad\", ...) or canvas (IB's own canvas size); default: the document's device, else iPhone 8."
  )
  public var device: String?

  /// Only scenes whose name contains this.
  @Option(name: .long, help: "Only the scenes whose name contains this text.")
  public var scene: String?

  /// The `--max-...` limits a scene is held to, as a recipe file is.
  @OptionGroup(title: "Limits")
  public var limitOptions: RecipeLimitOptions

  /// Creates the command (the argument parser calls this).
  public init() {}

  /// Imports and writes; exits with a distinct status on errors.
  public func run() throws {
    do {
      for path in try write() { print(path) }
    } catch {
      printError(error.message)
      throw error.status.exitCode
    }
  }

  /// Imports the file and writes the recipes; returns the paths written.
  func write() throws(CLIError) -> [String] {
    let options = ImportOptions(scene: try ImportedDocument.sceneChoice(device: device), sceneName: scene)
    try OutputDirectory.check(out)
    let document = try ImportedDocument.load(file, options: options, limits: limitOptions.limits)
    if !document.result.warnings.isEmpty { printError(document.renderedWarnings) }
    // Every recipe must compile before anything is written.
    for recipe in document.recipes where recipe.compiled.hasErrors {
      throw CLIError(
        recipe.renderedDiagnostics
          + "\n\(file): error: the recipe imported for \"\(recipe.title)\" has errors; "
          + "nothing was written\nhint: this is a bug of the importer; please report it with the file",
        status: .internalError)
    }
    let folder = try OutputDirectory.open(out)
    var written: [String] = []
    for recipe in document.recipes {
      written.append(
        try AtomicFile.write(
          Array(recipe.source.utf8), named: recipe.stem + "." + RecipeFiles.fileExtension, in: folder))
    }
    return written
  }
}
