import Foundation
import Layout
import Recipe
import Render

extension BookRenderer {
  /// The sweeps of a recipe at `widths`, one per variant (only the first with
  /// `--sweep-variants first`): `NAME-sweep.EXT` (the filmstrip) for every format, plus
  /// `NAME-sweep-animated.svg`; variants after the first add their name (`NAME-sweep-wide.png`).
  /// Nothing is written here; a drawing failure throws before any file.
  ///
  /// Held to the same limits as a figure: every width's solved geometry (`SweepSolver`, 65) and
  /// the filmstrip's and animation's sizes (`FigureSizeCheck`, 69) are checked before drawing.
  func sweepOutputs(
    _ recipe: LoadedRecipe, widths: SweepWidths, renderer: DiagramRenderer, measurer: TypesettingMeasurer
  ) throws(CLIError) -> [(name: String, bytes: [UInt8])] {
    try sweepOutputsAndSweeps(recipe, widths: widths, renderer: renderer, measurer: measurer).outputs
  }

  /// `sweepOutputs`, with the solved sweeps (one per variant swept, in order) for `--strict`.
  func sweepOutputsAndSweeps(
    _ recipe: LoadedRecipe, widths: SweepWidths, renderer: DiagramRenderer, measurer: TypesettingMeasurer
  ) throws(CLIError) -> (outputs: [(name: String, bytes: [UInt8])], sweeps: [WidthSweep]) {
    let sweeps =
      settings.sweepFirstVariantOnly
      ? [try SweepSolver.solve(recipe, widths: widths, measure: measurer.closure, limits: limits)]
      : try SweepSolver.solveEveryVariant(recipe, widths: widths, measure: measurer.closure, limits: limits)
    let options = settings.options
    var outputs: [(name: String, bytes: [UInt8])] = []
    var used = Set<String>()
    for (k, sweep) in sweeps.enumerated() {
      // The first variant's files keep the plain names; the others add the variant's name (and
      // its number when that name would repeat a file name already taken).
      var variant = k == 0 ? "" : "-" + SweepSolver.fileNamePart(recipe.compiled.variants[k].name, index: k)
      let names = { (v: String) in
        self.settings.formats.map { self.outputName(recipe, $0.rawValue, suffix: "-sweep" + v) }
          + [self.outputName(recipe, "svg", suffix: "-sweep" + v + "-animated")]
      }
      if names(variant).contains(where: used.contains) { variant += "-\(k + 1)" }
      used.formUnion(names(variant))
      outputs += try sweepFiles(sweep, variant: variant, recipe: recipe, renderer: renderer, options: options)
    }
    return (outputs, sweeps)
  }

  /// One sweep's files: the filmstrip in every format and the animated SVG, sizes checked first.
  private func sweepFiles(
    _ sweep: WidthSweep, variant: String, recipe: LoadedRecipe, renderer: DiagramRenderer,
    options: RenderOptions
  ) throws(CLIError) -> [(name: String, bytes: [UInt8])] {
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
        outputs.append((outputName(recipe, format.rawValue, suffix: "-sweep" + variant), bytes))
      } catch {
        throw CLIError(
          "\(recipe.path): error: cannot draw the \(format.rawValue) sweep: \(error)", status: .internalError)
      }
    }
    do {
      let svg = try renderer.animatedSweep(animation, frames: sweep.frames.count, options: options)
      outputs.append((outputName(recipe, "svg", suffix: "-sweep" + variant + "-animated"), svg))
    } catch {
      throw CLIError(
        "\(recipe.path): error: cannot draw the animated sweep: \(error)", status: .internalError)
    }
    return outputs
  }
}
