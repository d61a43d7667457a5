import Foundation
import Render

/// Renders recipe files to figure files: the work of `layout-diagram render`.
///
/// Each recipe is read, compiled, solved and drawn on its own; a recipe with errors is reported and
/// skipped (nothing written for it) while the others still render, and the run's status says so.
public struct BookRenderer: Sendable {
  /// The drawing choices.
  public var settings: RenderSettings
  /// The folder the figures go to.
  public var outputFolder: OutputDirectory
  /// The limits every recipe and figure is held to.
  public var limits: Limits
  /// How many recipes are rendered at once (default: one per core).
  public var jobs = ProcessInfo.processInfo.activeProcessorCount
  /// `--strict`: a conflict or ambiguity a recipe does not declare (`expect`), or a declared one
  /// that does not occur, is reported and gives status 3; the figure is still written.
  public var strict = false
  /// Font files given with `--font`: they join the pinned set for every recipe (a recipe's own
  /// `font file` lines join it for that recipe).
  public var fonts: [FontFiles.Entry] = []

  /// A renderer with these settings writing into `outputFolder`.
  public init(settings: RenderSettings, outputFolder: OutputDirectory, limits: Limits = .standard) {
    self.settings = settings
    self.outputFolder = outputFolder
    self.limits = limits
  }

  /// Renders every file, `jobs` at a time (a worker per core by default); prints each written
  /// path to standard output and every diagnostic to standard error, recipe by recipe in the order
  /// of `files` whatever order the workers finish in, so that the output of a parallel run is
  /// the output of a serial one. Returns the status that wins among those met
  /// (`ExitStatus.precedence`).
  public func render(_ files: [String]) -> ExitStatus {
    let shaper: TypesettingShaper
    do {
      shaper = try TypesettingShaper.shared()
    } catch {
      printError("error: cannot load fonts: \(error)\nhint: run scripts/setup to install fonts-inter")
      return .internalError
    }
    let measurer = TypesettingMeasurer(library: shaper.library)
    let renderer = DiagramRenderer(shaper: shaper)
    let watchdog = RenderWatchdog(seconds: limits.renderTime)
    let queue = RecipeQueue(count: files.count)
    let workers = max(1, min(jobs, files.count))
    let work = { @Sendable in
      while let index = queue.next() {
        let file = files[index]
        var outcome = RecipeQueue.Outcome()
        var messages: [String] = []
        var strictStatus = ExitStatus.success
        let result = Result { () throws(CLIError) -> [String] in
          try watchdog.run(file) { () throws(CLIError) -> [String] in
            try render(
              file, renderer: renderer, measurer: measurer, messages: &messages, status: &strictStatus)
          }
        }
        outcome.messages = messages
        switch result {
        case .success(let paths):
          outcome.paths = paths
          outcome.status = strictStatus
        case .failure(let error):
          outcome.messages.append(error.message)
          outcome.status = error.status
        }
        queue.finish(index, outcome)
      }
    }
    if workers == 1 {
      work()
    } else {
      DispatchQueue.concurrentPerform(iterations: workers) { _ in work() }
    }
    return queue.status
  }

  /// Renders one recipe file (or every scene of a storyboard or xib) and returns the paths written;
  /// the recipes' diagnostics (warnings too) are appended to `messages` for the caller to print.
  /// A storyboard's scenes render independently: a failing one is reported and the error thrown
  /// after the others are written.
  public func render(
    _ file: String, renderer: DiagramRenderer, measurer: TypesettingMeasurer, messages: inout [String]
  ) throws(CLIError) -> [String] {
    var status = ExitStatus.success
    return try render(file, renderer: renderer, measurer: measurer, messages: &messages, status: &status)
  }

  /// `render(_:renderer:measurer:messages:)`, setting `status` to `strictFailure` when a recipe
  /// written has strict problems (`strict`; their messages are in `messages`).
  func render(
    _ file: String, renderer: DiagramRenderer, measurer: TypesettingMeasurer, messages: inout [String],
    status: inout ExitStatus
  ) throws(CLIError) -> [String] {
    var written: [String] = []
    var failure: CLIError?
    for loaded in try LoadedRecipe.loadAll(file, limits: limits.recipe) {
      do {
        var renderer = renderer
        var measurer = measurer
        if !loaded.compiled.hasErrors {
          let extra = try FontFiles.all(loaded, commandLine: fonts)
          if !extra.isEmpty {
            let shaper = try FontFiles.shaper(adding: extra)
            renderer = DiagramRenderer(shaper: shaper)
            measurer = TypesettingMeasurer(library: shaper.library)
          }
        }
        let recipe = loaded.checkingFonts(with: measurer.shaper.library)
        written += try render(
          recipe, file: file, renderer: renderer, measurer: measurer, messages: &messages, status: &status)
      } catch {
        if let earlier = failure { messages.append(earlier.message) }
        failure = error
      }
    }
    if let failure {
      for path in written { print(path) }
      throw failure
    }
    return written
  }

  /// Renders one loaded recipe (a recipe file, or one scene of a storyboard) and returns the paths
  /// written.
  func render(
    _ recipe: LoadedRecipe, file: String, renderer: DiagramRenderer, measurer: TypesettingMeasurer,
    messages: inout [String], status: inout ExitStatus
  ) throws(CLIError) -> [String] {
    if !recipe.compiled.diagnostics.isEmpty { messages.append(recipe.renderedDiagnostics) }
    guard !recipe.compiled.hasErrors else {
      throw CLIError(
        "\(file): not rendered: the recipe has errors (listed above)", status: .recipeErrors)
    }
    // Draw every format first, write afterwards: a drawing failure leaves no file behind.
    var outputs: [(name: String, bytes: [UInt8])] = []
    let options = settings.options(for: recipe)
    if let sweep = settings.sweep {
      outputs = try sweepOutputs(recipe, widths: sweep, renderer: renderer, measurer: measurer)
      var written: [String] = []
      for output in outputs {
        written.append(try AtomicFile.write(output.bytes, named: output.name, in: outputFolder))
      }
      return written
    }
    try FocusCheck.check(settings.focus, recipe: recipe)
    // A recipe with a `sweep` line is also drawn across its widths (written after the figure).
    var sweepFiles: [(name: String, bytes: [UInt8])] = []
    var sweeps: [WidthSweep] = []
    if let sweep = recipe.compiled.recipe.sweep {
      (sweepFiles, sweeps) = try sweepOutputsAndSweeps(
        recipe, widths: sweep, renderer: renderer, measurer: measurer)
    }
    let solved = try SolvedVariant.solve(recipe, measure: measurer.closure, limits: limits)
    if strict, let failure = StrictCheck.failure(recipe, solved: solved, sweeps: sweeps) {
      messages.append(failure.message)
      status = status.combined(with: failure.status)
    }
    RenderWatchdog.report("drawing")
    let figure = Figure(recipe: recipe, solved: solved)
    let list: DisplayList
    do {
      list = try renderer.displayList(for: figure, options: options)
    } catch {
      throw CLIError("\(file): error: cannot draw the figure: \(error)", status: .internalError)
    }
    try FigureSizeCheck.check(
      list, formats: settings.formats, scale: settings.scale, limits: limits, file: file)
    for format in settings.formats {
      do {
        let bytes = try DiagramRenderer.render(list, format: format, options: options)
        outputs.append((outputName(recipe, format.rawValue), bytes))
      } catch {
        throw CLIError(
          "\(file): error: cannot draw the \(format.rawValue) figure: \(error)", status: .internalError)
      }
    }
    var written: [String] = []
    outputs += sweepFiles
    for output in outputs {
      written.append(try AtomicFile.write(output.bytes, named: output.name, in: outputFolder))
    }
    return written
  }

  /// The file name of a figure of `recipe` with this file extension (and name suffix).
  func outputName(_ recipe: LoadedRecipe, _ fileExtension: String, suffix: String = "") -> String {
    "\(recipe.stem)\(suffix).\(fileExtension)"
  }
}

extension RenderSettings {
  /// The renderer's options for these settings (fit: `--fit`, else content).
  public var options: RenderOptions {
    RenderOptions(
      theme: theme, scale: scale, transparentBackground: transparent, focus: focus,
      annotations: annotations, constraintList: constraintList, priorityTable: priorityTable, legend: legend,
      fit: fit ?? .content, maxWidth: maxWidth)
  }

  /// The options for one recipe: `--fit` when given, else the recipe's `fit` line, else content.
  public func options(for recipe: LoadedRecipe) -> RenderOptions {
    var options = self.options
    if fit == nil, let recipeFit = recipe.compiled.recipe.fit {
      options.fit = recipeFit == .scene ? .scene : .content
    }
    return options
  }
}
