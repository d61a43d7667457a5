import ArgumentParser
import Foundation
import InterfaceBuilder
import Pipeline
import Render

/// `layout-diagram import`: converts a storyboard or xib into recipes.
public struct ImportCommand: ParsableCommand {
  /// The subcommand's name and help.
  public static let configuration = CommandConfiguration(
    commandName: "import",
    abstract:
      "Convert an Interface Builder storyboard or xib (one recipe per scene or cell) or a UIKit or AppKit console log (one per log) into recipes.",
    discussion: """
      Writes one recipe per storyboard scene, prototype cell, or xib top-level view or cell, in \
      canonical form, named after the file and the scene. Whatever the recipe language cannot \
      hold is reported as file:line warnings (and repeated as comments at the top of the recipe). \
      Xcode 3 and 4 xib archives (<archive>) are read too. A macOS document or a file that is not \
      an IB document is refused with status 65, \
      and so is a scene over a limit (the --max-... options raise them, as on render). A console \
      log ("Unable to simultaneously satisfy constraints", a constraint list, an _autolayoutTrace; \
      - reads standard input; any file whose content is one) gives a recipe per log, with the \
      conflict checked in our solver and the advice as comments and notes.
      """)

  /// The storyboard or xib.
  @Argument(help: "The .storyboard or .xib file, or a console log (- for standard input).")
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

  /// `--compare-frames`, `--frame-tolerance`.
  @OptionGroup(title: "Interface Builder's frames")
  public var frameOptions: FrameComparisonOptions

  /// The app's own font files (`--font FILE`, `--fonts DIR`): written into every recipe as `font
  /// file` lines, and measured in by `--compare-frames`.
  @OptionGroup(title: "Fonts")
  public var fontOptions: FontOptions

  /// The `--max-...` limits a scene is held to, as a recipe file is.
  @OptionGroup(title: "Limits")
  public var limitOptions: RecipeLimitOptions

  /// Creates the command (the argument parser calls this).
  public init() {}

  /// Imports and writes; exits with a distinct status on errors.
  public func run() throws {
    do throws(CLIError) {
      let tolerance = try frameOptions.tolerance()
      let fonts = try fontOptions.files()
      let (paths, recipes) = try write(canvas: tolerance != nil, fonts: fonts)
      for path in paths { print(path) }
      let measurer = TypesettingMeasurer(library: try FontFiles.shaper(adding: fonts).library)
      // Say which fonts the scenes name are not installed, what stands in and with which line,
      // once per family for the whole document (how many views in how many scenes, located in
      // the first imported recipe naming it), and where the app's own files for it are when they
      // lie in the document's project: the recipes written are measured so wherever they are
      // solved.
      let warnings = LoadedRecipe.documentFontWarnings(recipes, in: measurer.shaper.library)
      if !warnings.isEmpty { printError(warnings) }
      if let tolerance {
        let scenes = try FrameComparisonReport.compareAll(
          recipes, measurer: measurer, limits: .standard, tolerance: tolerance)
        // Each conflict, checked at IB's stored frames, is a warning located at its constraint.
        let warnings = FrameComparisonReport.warnings(scenes)
        if !warnings.isEmpty { printError(warnings.map(\.description).joined(separator: "\n")) }
        let text = TerminalText.escaped(FrameComparisonReport.text(scenes, tolerance: tolerance), json: false)
        print("\n" + text, terminator: "")
      }
    } catch {
      printError(error.message)
      throw error.status.exitCode
    }
  }

  /// Imports the file and writes the recipes; returns the paths written.
  func write() throws(CLIError) -> [String] { try write(canvas: false, fonts: fontOptions.files()).paths }

  /// Imports the file (on IB's canvas when `canvas`: `--compare-frames`) and writes the recipes,
  /// each naming the font files `fonts` in `font file` lines; returns the paths written and the
  /// recipes.
  func write(canvas: Bool, fonts: [FontFiles.Entry]) throws(CLIError) -> (
    paths: [String], recipes: [LoadedRecipe]
  ) {
    var choice = try ImportedDocument.sceneChoice(device: device)
    if canvas {
      guard choice == .automatic || choice == .canvas else {
        throw CLIError(
          "error: --compare-frames lays the scenes out on Interface Builder's canvas, where IB stored its frames; "
            + "it cannot be combined with --device \(device ?? "")\nhint: leave out --device, or give --device canvas",
          status: .usage)
      }
      choice = .canvas
    }
    let options = ImportOptions(scene: choice, sceneName: scene)
    try OutputDirectory.check(out)
    let recipes: [LoadedRecipe]
    if ConsoleLogFile.handles(file) {
      let log = try ConsoleLogFile.load(file, limits: limitOptions.limits, fontFiles: fonts.map(\.absolute))
      if !log.renderedMessages.isEmpty { printError(log.renderedMessages) }
      recipes = log.recipes
    } else {
      let document = try ImportedDocument.load(
        file, options: options, limits: limitOptions.limits, fontFiles: fonts.map(\.absolute))
      if !document.result.warnings.isEmpty { printError(document.renderedWarnings) }
      recipes = document.recipes
    }
    // Every recipe must compile before anything is written.
    for recipe in recipes where recipe.compiled.hasErrors {
      throw CLIError(
        recipe.renderedDiagnostics
          + "\n\(file): error: the recipe imported for \"\(recipe.title)\" has errors; "
          + "nothing was written\nhint: this is a bug of the importer; please report it with the file",
        status: .internalError)
    }
    let folder = try OutputDirectory.open(out)
    var written: [String] = []
    for recipe in recipes {
      written.append(
        try AtomicFile.write(
          Array(recipe.source.utf8), named: recipe.stem + "." + RecipeFiles.fileExtension, in: folder))
    }
    return (written, recipes)
  }
}
