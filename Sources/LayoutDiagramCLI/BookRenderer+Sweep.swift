import Foundation
import Layout
import Recipe
import Render

extension BookRenderer {
  /// The sweep of a recipe at `widths`: `NAME-sweep.EXT` (the filmstrip) for every format, plus
  /// `NAME-sweep-animated.svg`. Nothing is written here; a drawing failure throws before any file.
  func sweepOutputs(
    _ recipe: LoadedRecipe, widths: SweepWidths, renderer: DiagramRenderer, measurer: TypesettingMeasurer
  ) throws(CLIError) -> [(name: String, bytes: [UInt8])] {
    let sweep = try SweepSolver.solve(recipe, widths: widths, measure: measurer.closure)
    var outputs: [(name: String, bytes: [UInt8])] = []
    for format in settings.formats {
      do {
        let bytes = try renderer.render(
          sweep, format: format, options: settings.options, maxWidth: settings.maxWidth)
        outputs.append((outputName(recipe, format.rawValue, suffix: "-sweep"), bytes))
      } catch .imageTooLarge(let width, let height) {
        throw CLIError(
          "\(recipe.path): error: the \(format.rawValue) sweep would be \(width) x \(height) pixels at scale "
            + "\(settings.scale), more than a PNG can hold here; nothing was written for this recipe\n"
            + "hint: fewer widths (--sweep 320...1024/4), --format svg, or --scale 1",
          status: .figureTooLarge)
      } catch {
        throw CLIError(
          "\(recipe.path): error: cannot draw the \(format.rawValue) sweep: \(error)", status: .internalError)
      }
    }
    do {
      let svg = try renderer.animatedSweep(sweep, options: settings.options, maxWidth: settings.maxWidth)
      outputs.append((outputName(recipe, "svg", suffix: "-sweep-animated"), svg))
    } catch {
      throw CLIError(
        "\(recipe.path): error: cannot draw the animated sweep: \(error)", status: .internalError)
    }
    return outputs
  }
}

/// Solves a recipe's first variant at each width of a sweep.
public enum SweepSolver {
  /// One frame per width: the first variant's scene with only its width changed (a cell scene's
  /// cell width), solved by the layout engine. Size classes, guides and margins stay the scene's.
  public static func solve(_ recipe: LoadedRecipe, widths: SweepWidths, measure: TextMeasurer)
    throws(CLIError)
    -> WidthSweep
  {
    guard let variant = recipe.compiled.variants.first else {
      throw CLIError("\(recipe.path): error: the recipe has no scene to sweep", status: .recipeErrors)
    }
    var frames: [WidthSweep.Frame] = []
    for width in widths.widths {
      var scene = variant.scene
      scene.size.width = width
      if case .cell = scene.kind { scene.kind = .cell(width: width) }
      do {
        let result = try LayoutEngine.solve(scene, measure: measure)
        frames.append(
          WidthSweep.Frame(width: width, panel: Panel(scene: scene, result: result, caption: "")))
      } catch {
        throw CLIError(
          "\(recipe.path): error: at width \(width) the scene cannot be laid out: \(error)",
          status: .recipeErrors)
      }
    }
    return WidthSweep(title: recipe.title, frames: frames)
  }
}
