import Foundation
import Render

/// Renders recipe files to figure files: the work of `layout-diagram render`.
///
/// Each recipe is read, compiled, solved and drawn on its own; a recipe with errors is reported and
/// skipped (nothing written for it) while the others still render, and the run's status says so.
public struct BookRenderer {
  /// The drawing choices.
  public var settings: RenderSettings
  /// The folder the figures go to.
  public var outputFolder: String

  /// A renderer with these settings writing into `outputFolder`.
  public init(settings: RenderSettings, outputFolder: String) {
    self.settings = settings
    self.outputFolder = outputFolder
  }

  /// Renders every file; prints each written path to standard output and every diagnostic to
  /// standard error. Returns the worst status met (recipe errors win over success).
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
    var status = ExitStatus.success
    for file in files {
      do {
        _ = measurer.shaper.library.takeWarnings()
        for path in try render(file, renderer: renderer, measurer: measurer) { print(path) }
        // A family outside the pinned font set: drawn with the fallback, and said so.
        for warning in measurer.shaper.library.takeWarnings() { printError("\(file): warning: \(warning)") }
      } catch {
        printError(error.message)
        status = worse(status, error.status)
      }
    }
    return status
  }

  /// Renders one recipe file and returns the paths written.
  public func render(_ file: String, renderer: DiagramRenderer, measurer: TypesettingMeasurer)
    throws(CLIError) -> [String]
  {
    let recipe = try LoadedRecipe.load(file)
    if !recipe.compiled.diagnostics.isEmpty { printError(recipe.renderedDiagnostics) }
    guard !recipe.compiled.hasErrors else {
      throw CLIError(
        "\(file): not rendered: the recipe has errors (listed above)", status: .recipeErrors)
    }
    // Draw every format first, write afterwards: a drawing failure leaves no file behind.
    var outputs: [(path: String, bytes: [UInt8])] = []
    if let sweep = settings.sweep {
      outputs = try sweepOutputs(recipe, widths: sweep, renderer: renderer, measurer: measurer)
      for output in outputs { try AtomicFile.write(output.bytes, to: output.path) }
      return outputs.map(\.path)
    }
    let figure = Figure(recipe: recipe, solved: try SolvedVariant.solve(recipe, measure: measurer.closure))
    for format in settings.formats {
      do {
        let bytes = try renderer.render(figure, format: format, options: settings.options)
        outputs.append((outputPath(recipe, format.rawValue), bytes))
      } catch .imageTooLarge(let width, let height) {
        // A legitimate but large recipe (hundreds of views), not a bug: say what would work.
        throw CLIError(
          "\(file): error: the \(format.rawValue) figure would be \(width) x \(height) pixels at scale "
            + "\(settings.scale), more than a PNG can hold here; nothing was written for this recipe\n"
            + "hint: --format svg or pdf draws it at any size; --scale 1 halves the pixels",
          status: .figureTooLarge)
      } catch {
        throw CLIError(
          "\(file): error: cannot draw the \(format.rawValue) figure: \(error)", status: .internalError)
      }
    }
    for output in outputs { try AtomicFile.write(output.bytes, to: output.path) }
    return outputs.map(\.path)
  }

  /// Where a figure of `recipe` with this file extension (and name suffix) goes.
  func outputPath(_ recipe: LoadedRecipe, _ fileExtension: String, suffix: String = "") -> String {
    (outputFolder as NSString).appendingPathComponent("\(recipe.stem)\(suffix).\(fileExtension)")
  }

  private func worse(_ a: ExitStatus, _ b: ExitStatus) -> ExitStatus {
    a == .success ? b : a
  }
}

extension RenderSettings {
  /// The renderer's options for these settings.
  public var options: RenderOptions {
    RenderOptions(
      theme: theme == .dark ? .dark : .light, scale: scale, transparentBackground: transparent, focus: focus,
      annotations: annotations, constraintList: constraintList, priorityTable: priorityTable, legend: legend)
  }
}
