import Foundation
import Layout
import Recipe
import Render
import Typesetting

/// The one way a loaded recipe becomes figures: its fonts resolved, its variants (and sweeps)
/// solved and held to the limits, judged by `--strict`, drawn as display lists, and each list
/// rendered in every format, all in memory. `render` writes the result, `check` compares it with
/// the goldens, `record` and `expectGolden` write it as goldens.
public struct FigurePipeline: Sendable {
  /// What to draw and how.
  public var settings: RenderSettings
  /// The limits every recipe and figure is held to.
  public var limits: Limits
  /// `--strict`: judge each recipe's conflicts and ambiguities against its `expect` lines.
  public var strict = false
  /// Font files given with `--font` (every recipe); a recipe's `font file` lines add its own.
  public var fonts: [FontFiles.Entry] = []
  /// The renderer over the pinned fonts (or the library given).
  public let renderer: DiagramRenderer
  /// The measurer (same font library as the renderer).
  public let measurer: TypesettingMeasurer

  /// A pipeline over a font library (the process-wide pinned one by default).
  /// - Throws: `CLIError` (70) when the fonts cannot be loaded.
  public init(settings: RenderSettings, limits: Limits = .standard, library: FontLibrary? = nil)
    throws(CLIError)
  {
    let shaper: TypesettingShaper
    do {
      shaper = try library.map { TypesettingShaper(library: $0) } ?? TypesettingShaper.shared()
    } catch {
      throw CLIError(
        "error: cannot load fonts: \(error)\nhint: run scripts/setup to install fonts-inter",
        status: .internalError)
    }
    self.settings = settings
    self.limits = limits
    renderer = DiagramRenderer(shaper: shaper)
    measurer = TypesettingMeasurer(library: shaper.library)
  }

  /// Solves and draws one loaded recipe.
  ///
  /// The recipe's font files join the pinned set (when it has no errors), and a warning is added
  /// for each font family the fonts lack; `diagnose` is then given the recipe to report its
  /// diagnostics, and throws to stop a recipe with errors. `layout` solves the figure's scenes in
  /// place of `LayoutEngine.solve` (a preview's `LiveLayout`; sweeps are solved as always). Every drawing is made before the
  /// rendering is returned, so a drawing failure leaves no file behind.
  /// - Throws: `CLIError` with the run's statuses (65 a font file or geometry the recipe cannot
  ///   use, 69 a figure too large for a format, 70 a drawing failure), or what `diagnose` throws.
  public func render(
    _ loaded: LoadedRecipe, layout: SceneLayout? = nil, diagnose: (LoadedRecipe) throws(CLIError) -> Void
  ) throws(CLIError) -> FigureRendering {
    var renderer = renderer
    var measurer = measurer
    var extra: [FontFiles.Entry] = []
    if !loaded.compiled.hasErrors {
      extra = try FontFiles.all(loaded, commandLine: fonts)
      if !extra.isEmpty {
        let shaper = try FontFiles.shaper(adding: extra)
        renderer = DiagramRenderer(shaper: shaper)
        measurer = TypesettingMeasurer(library: shaper.library)
      }
    }
    let recipe = loaded.checkingFonts(with: measurer.shaper.library)
    try diagnose(recipe)
    _ = measurer.shaper.library.takeWarnings()
    let drawer = Drawer(settings: settings, limits: limits, renderer: renderer, measurer: measurer)
    var rendering = FigureRendering(
      recipe: recipe, solved: [], sweeps: [], drawings: [], strictFailure: nil, strictWarning: nil,
      warnings: [],
      extraFonts: extra)
    if let widths = settings.sweep {
      (rendering.sweeps, rendering.drawings) = try drawer.sweeps(recipe, widths: widths)
    } else {
      try FocusCheck.check(settings.options.focus, recipe: recipe)
      // A recipe with a `sweep` line is also drawn across its widths (its files after the figure's).
      var sweepDrawings: [Drawing] = []
      if let widths = recipe.compiled.recipe.sweep {
        (rendering.sweeps, sweepDrawings) = try drawer.sweeps(recipe, widths: widths)
      }
      rendering.solved = try SolvedVariant.solve(
        recipe, measure: measurer.closure, limits: limits, layout: layout)
      if strict {
        rendering.strictFailure = StrictCheck.failure(
          recipe, solved: rendering.solved, sweeps: rendering.sweeps)
      } else {
        rendering.strictWarning = StrictCheck.warning(
          recipe, solved: rendering.solved, sweeps: rendering.sweeps)
      }
      rendering.drawings = [try drawer.figure(recipe, solved: rendering.solved)] + sweepDrawings
    }
    rendering.warnings = measurer.shaper.library.takeWarnings()
    return rendering
  }
}

/// Draws display lists and renders them in the run's formats, each checked against the limits
/// (`FigureSizeCheck`) before any pixel is drawn.
struct Drawer {
  var settings: RenderSettings
  var limits: Limits
  var renderer: DiagramRenderer
  var measurer: TypesettingMeasurer

  /// The figure of the solved variants, in every format.
  func figure(_ recipe: LoadedRecipe, solved: [SolvedVariant]) throws(CLIError) -> Drawing {
    let file = recipe.path
    let options = settings.options(for: recipe)
    WorkPhase.report("drawing")
    let list: DisplayList
    do {
      list = try renderer.displayList(for: Figure(recipe: recipe, solved: solved), options: options)
    } catch {
      throw CLIError("\(file): error: cannot draw the figure: \(error)", status: .internalError)
    }
    try FigureSizeCheck.check(
      list, formats: settings.formats, scale: options.scale, limits: limits, file: file)
    let files = try rendered(list, options: options, what: "figure", file: file)
    return Drawing(subject: .figure, stem: recipe.stem, list: list, files: files)
  }

  /// `list` rendered in each of the run's formats; `what` names it in an error ("figure", "sweep").
  func rendered(_ list: DisplayList, options: RenderOptions, what: String, file: String) throws(CLIError)
    -> [(format: OutputFormat, bytes: [UInt8])]
  {
    var files: [(format: OutputFormat, bytes: [UInt8])] = []
    for format in settings.formats {
      do {
        files.append((format, try DiagramRenderer.render(list, format: format, options: options)))
      } catch {
        throw CLIError(
          "\(file): error: cannot draw the \(format.rawValue) \(what): \(error)", status: .internalError)
      }
    }
    return files
  }
}
