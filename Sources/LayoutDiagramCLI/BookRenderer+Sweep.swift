import Foundation
import Layout
import Recipe
import Render

extension BookRenderer {
  /// The sweep of a recipe at `widths`: `NAME-sweep.EXT` (the filmstrip) for every format, plus
  /// `NAME-sweep-animated.svg`. Nothing is written here; a drawing failure throws before any file.
  ///
  /// Held to the same limits as a figure: every width's solved geometry (`SweepSolver`, 65) and
  /// the filmstrip's and animation's sizes (`FigureSizeCheck`, 69) are checked before drawing.
  func sweepOutputs(
    _ recipe: LoadedRecipe, widths: SweepWidths, renderer: DiagramRenderer, measurer: TypesettingMeasurer
  ) throws(CLIError) -> [(name: String, bytes: [UInt8])] {
    let sweep = try SweepSolver.solve(recipe, widths: widths, measure: measurer.closure, limits: limits)
    let options = settings.options
    let filmstrip: DisplayList
    let animation: DisplayList
    do {
      filmstrip = try renderer.filmstrip(sweep, options: options, maxWidth: settings.maxWidth)
      animation = try renderer.animationList(sweep, options: options, maxWidth: settings.maxWidth)
    } catch {
      throw CLIError("\(recipe.path): error: cannot draw the sweep: \(error)", status: .internalError)
    }
    try FigureSizeCheck.check(
      filmstrip, formats: settings.formats, scale: settings.scale, limits: limits, file: recipe.path,
      what: "sweep")
    try FigureSizeCheck.check(
      animation, formats: [.svg], scale: settings.scale, limits: limits, file: recipe.path,
      what: "animated sweep")
    var outputs: [(name: String, bytes: [UInt8])] = []
    for format in settings.formats {
      do {
        let bytes = try DiagramRenderer.render(filmstrip, format: format, options: options)
        outputs.append((outputName(recipe, format.rawValue, suffix: "-sweep"), bytes))
      } catch {
        throw CLIError(
          "\(recipe.path): error: cannot draw the \(format.rawValue) sweep: \(error)", status: .internalError)
      }
    }
    do {
      let svg = try renderer.animatedSweep(animation, frames: sweep.frames.count, options: options)
      outputs.append((outputName(recipe, "svg", suffix: "-sweep-animated"), svg))
    } catch {
      throw CLIError(
        "\(recipe.path): error: cannot draw the animated sweep: \(error)", status: .internalError)
    }
    return outputs
  }
}
