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
    let sweeps =
      settings.sweepFirstVariantOnly
      ? [try SweepSolver.solve(recipe, widths: widths, measure: measurer.closure)]
      : try SweepSolver.solveEveryVariant(recipe, widths: widths, measure: measurer.closure)
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
      for format in settings.formats {
        do {
          let bytes = try renderer.render(
            sweep, format: format, options: settings.options, maxWidth: settings.maxWidth)
          outputs.append((outputName(recipe, format.rawValue, suffix: "-sweep" + variant), bytes))
        } catch .imageTooLarge(let width, let height) {
          throw CLIError(
            "\(recipe.path): error: the \(format.rawValue) sweep would be \(width) x \(height) pixels at scale "
              + "\(settings.scale), more than a PNG can hold here; nothing was written for this recipe\n"
              + "hint: fewer widths (--sweep 320...1024/4), --format svg, or --scale 1",
            status: .figureTooLarge)
        } catch {
          throw CLIError(
            "\(recipe.path): error: cannot draw the \(format.rawValue) sweep: \(error)",
            status: .internalError)
        }
      }
      do {
        let svg = try renderer.animatedSweep(sweep, options: settings.options, maxWidth: settings.maxWidth)
        outputs.append((outputName(recipe, "svg", suffix: "-sweep" + variant + "-animated"), svg))
      } catch {
        throw CLIError(
          "\(recipe.path): error: cannot draw the animated sweep: \(error)", status: .internalError)
      }
    }
    return outputs
  }
}

/// Solves a recipe's variants at each width of a sweep.
public enum SweepSolver {
  /// One sweep per variant, in the recipe's order, titled "Recipe: Variant" when there are
  /// several.
  public static func solveEveryVariant(_ recipe: LoadedRecipe, widths: SweepWidths, measure: TextMeasurer)
    throws(CLIError) -> [WidthSweep]
  {
    let variants = recipe.compiled.variants
    guard !variants.isEmpty else {
      throw CLIError("\(recipe.path): error: the recipe has no scene to sweep", status: .recipeErrors)
    }
    var sweeps: [WidthSweep] = []
    for k in variants.indices {
      var sweep = try solve(recipe, variant: k, widths: widths, measure: measure)
      if variants.count > 1 { sweep.title = recipe.title + ": " + variants[k].name }
      sweeps.append(sweep)
    }
    return sweeps
  }

  /// One frame per width: variant `variant`'s scene at that width (`SceneResizing.scene(_:atWidth:)`:
  /// the width class follows the width, so constraints of one width class come and go and the
  /// root's margins follow; guides, safe area and height class stay the scene's), solved by the
  /// layout engine.
  public static func solve(
    _ recipe: LoadedRecipe, variant: Int = 0, widths: SweepWidths, measure: TextMeasurer
  ) throws(CLIError) -> WidthSweep {
    guard recipe.compiled.variants.indices.contains(variant) else {
      throw CLIError("\(recipe.path): error: the recipe has no scene to sweep", status: .recipeErrors)
    }
    let base = recipe.compiled.variants[variant].scene
    var frames: [WidthSweep.Frame] = []
    for width in widths.widths {
      let scene = SceneResizing.scene(base, atWidth: width)
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

  /// A variant's name as part of a file name: lowercase letters and digits, other runs of
  /// characters as one "-" (`Wide` -> `wide`, `36 pt labels` -> `36-pt-labels`); the variant's
  /// number (`variant-2`) when nothing is left.
  public static func fileNamePart(_ name: String, index: Int) -> String {
    var out = ""
    for ch in name.lowercased() {
      if ch.isASCII && (ch.isLetter || ch.isNumber) {
        out.append(ch)
      } else if !out.isEmpty && out.last != "-" {
        out.append("-")
      }
    }
    while out.last == "-" { out.removeLast() }
    return out.isEmpty ? "variant-\(index + 1)" : out
  }
}
