import Foundation
import Layout
import Recipe
import Render

extension Drawer {
  /// The sweeps of a recipe at `widths`, one per variant (only the first with
  /// `sweepFirstVariantOnly`), and their drawings: `NAME-sweep` (the filmstrip) in every format,
  /// plus `NAME-sweep-animated.svg` (`animatesSweeps`); variants after the first add their name
  /// (`NAME-sweep-wide.png`).
  ///
  /// Held to the same limits as a figure: every width's solved geometry (`SweepSolver`, 65) and
  /// the filmstrip's and animation's sizes (`FigureSizeCheck`, 69) are checked before drawing.
  func sweeps(_ recipe: LoadedRecipe, widths: SweepWidths) throws(CLIError)
    -> (sweeps: [WidthSweep], drawings: [Drawing])
  {
    let sweeps =
      settings.sweepFirstVariantOnly
      ? [try SweepSolver.solve(recipe, widths: widths, measure: measurer.closure, limits: limits)]
      : try SweepSolver.solveEveryVariant(recipe, widths: widths, measure: measurer.closure, limits: limits)
    var drawings: [Drawing] = []
    var used = Set<String>()
    for (k, sweep) in sweeps.enumerated() {
      // The first variant's files keep the plain names; the others add the variant's name (and
      // its number when that name would repeat a file name already taken).
      var variant = k == 0 ? "" : "-" + SweepSolver.fileNamePart(recipe.compiled.variants[k].name, index: k)
      let names = { (v: String) in
        self.settings.formats.map { "\(recipe.stem)-sweep\(v).\($0.rawValue)" }
          + ["\(recipe.stem)-sweep\(v)-animated.svg"]
      }
      if names(variant).contains(where: used.contains) { variant += "-\(k + 1)" }
      used.formUnion(names(variant))
      drawings += try sweepDrawings(sweep, index: k, stem: "\(recipe.stem)-sweep\(variant)", recipe: recipe)
    }
    return (sweeps, drawings)
  }

  /// One sweep's drawings: the filmstrip in every format and the animated SVG, sizes checked first.
  /// A sweep is drawn with the run's options (`--fit`, else content), not the recipe's `fit` line.
  private func sweepDrawings(_ sweep: WidthSweep, index k: Int, stem: String, recipe: LoadedRecipe)
    throws(CLIError) -> [Drawing]
  {
    let options = settings.options
    let scale = options.scale
    let filmstrip: DisplayList
    var animation: DisplayList?
    do {
      filmstrip = try renderer.filmstrip(sweep, options: options, maxWidth: options.maxWidth)
      if settings.animatesSweeps {
        animation = try renderer.animationList(sweep, options: options, maxWidth: options.maxWidth)
      }
    } catch {
      throw CLIError("\(recipe.path): error: cannot draw the sweep: \(error)", status: .internalError)
    }
    try FigureSizeCheck.check(
      filmstrip, formats: settings.formats, scale: scale, limits: limits, file: recipe.path, what: "sweep")
    if let animation {
      try FigureSizeCheck.check(
        animation, formats: [.svg], scale: scale, limits: limits, file: recipe.path, what: "animated sweep")
    }
    let files = try rendered(filmstrip, options: options, what: "sweep", file: recipe.path)
    var drawings = [Drawing(subject: .filmstrip(k), stem: stem, list: filmstrip, files: files)]
    if let animation {
      do {
        let svg = try renderer.animatedSweep(animation, frames: sweep.frames.count, options: options)
        drawings.append(
          Drawing(subject: .animation(k), stem: stem + "-animated", list: animation, files: [(.svg, svg)]))
      } catch {
        throw CLIError(
          "\(recipe.path): error: cannot draw the animated sweep: \(error)", status: .internalError)
      }
    }
    return drawings
  }
}
