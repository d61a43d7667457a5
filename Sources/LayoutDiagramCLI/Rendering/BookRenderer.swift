import Foundation
import Pipeline
import Render

/// Renders recipe files to figure files: the work of `layout-diagram render`.
///
/// Each recipe is read, compiled, then solved and drawn by the `FigurePipeline` on its own; a
/// recipe with errors is reported and skipped (nothing written for it) while the others still
/// render, and the run's status says so.
public struct BookRenderer: Sendable {
  /// The pipeline every recipe goes through (settings, limits, `--strict`, `--font`).
  public var pipeline: FigurePipeline
  /// The folder the figures go to.
  public var outputFolder: OutputDirectory
  /// How many recipes are rendered at once (default: one per core).
  public var jobs = ProcessInfo.processInfo.activeProcessorCount

  /// A renderer drawing with `pipeline` into `outputFolder`.
  public init(pipeline: FigurePipeline, outputFolder: OutputDirectory) {
    self.pipeline = pipeline
    self.outputFolder = outputFolder
  }

  /// Renders every file, `jobs` at a time (a worker per core by default); prints each written
  /// path to standard output and every diagnostic to standard error, recipe by recipe in the order
  /// of `files` whatever order the workers finish in, so that the output of a parallel run is
  /// the output of a serial one. Returns the status that wins among those met
  /// (`ExitStatus.precedence`).
  public func render(_ files: [String]) -> ExitStatus {
    let watchdog = RenderWatchdog(seconds: pipeline.limits.renderTime)
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
            try render(file, messages: &messages, status: &strictStatus)
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
  /// the recipes' diagnostics (warnings too) are appended to `messages` for the caller to print,
  /// and `status` is set to `strictFailure` when a recipe written has strict problems.
  /// A storyboard's scenes render independently: a failing one is reported and the error thrown
  /// after the others are written.
  func render(_ file: String, messages: inout [String], status: inout ExitStatus) throws(CLIError) -> [String]
  {
    var written: [String] = []
    var failure: CLIError?
    // A storyboard's or xib's missing font families, said once for the document as `import` says
    // them (with the app's own font folder when it lies in the project), not once per scene.
    let library =
      pipeline.fonts.isEmpty
      ? pipeline.measurer.shaper.library : try FontFiles.shaper(adding: pipeline.fonts).library
    let said = LoadedRecipe.sayingDocumentFontWarnings(
      try LoadedRecipe.loadAll(file, limits: pipeline.limits.recipe), in: library)
    if !said.warnings.isEmpty { messages.append(said.warnings) }
    for loaded in said.recipes {
      do {
        let rendering = try pipeline.render(loaded) { (recipe) throws(CLIError) in
          if !recipe.compiled.diagnostics.isEmpty { messages.append(recipe.renderedDiagnostics) }
          guard !recipe.compiled.hasErrors else {
            throw CLIError(
              "\(file): not rendered: the recipe has errors (listed above)", status: .recipeErrors)
          }
        }
        if let failure = rendering.strictFailure {
          messages.append(failure.message)
          status = status.combined(with: failure.status)
        }
        if let warning = rendering.strictWarning { messages.append(warning) }
        for output in rendering.files {
          written.append(try AtomicFile.write(output.bytes, named: output.name, in: outputFolder))
        }
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
}
