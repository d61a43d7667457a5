import Golden
import Layout
import Recipe
import Render

extension GoldenPipeline {
  /// The stem of a recipe's sweep golden: the name `render` gives its filmstrip (`NAME-sweep`).
  public static func sweepStem(_ stem: String) -> String { stem + "-sweep" }

  /// Every golden of one recipe file: its figure, and for a recipe with a `sweep` line also the
  /// filmstrip PNG (`NAME-sweep.png`, byte for byte what `render` writes), in that order.
  /// - Throws: `CLIError` as `render(_:)` does; a sweep width the scene cannot be laid out at is 65.
  public func renderAll(_ input: GoldenInput) throws(CLIError) -> [GoldenRendering] {
    let recipe = try load(input)
    let pipeline = try adding(FontFiles.all(recipe, commandLine: fonts))
    guard let widths = recipe.compiled.recipe.sweep else {
      return [try pipeline.render(recipe, input: input)]
    }
    // The sweep is solved once: drawn as its golden, and judged with the figure by `--strict`.
    let sweep = try SweepSolver.solve(recipe, widths: widths, measure: pipeline.measurer.closure)
    return [
      try pipeline.render(recipe, input: input, sweeps: [sweep]),
      try pipeline.renderSweep(recipe, input: input, sweep: sweep),
    ]
  }

  /// The filmstrip of a recipe's sweep with its metadata: one "variant" per width (named
  /// `320 pt`), with the views' frames at that width, so a check names the views that moved.
  func renderSweep(_ recipe: LoadedRecipe, input: GoldenInput, sweep: WidthSweep) throws(CLIError)
    -> GoldenRendering
  {
    let file = input.path
    let settings = try self.settings
    // The same options as `render`'s sweep (BookRenderer.sweepOutputs): the run's, not the recipe's fit.
    let options = settings.options
    let list: DisplayList
    let png: [UInt8]
    do {
      list = try renderer.filmstrip(sweep, options: options, maxWidth: settings.maxWidth)
      png = try DiagramRenderer.render(list, format: .png, options: options)
    } catch .imageTooLarge(let width, let height) {
      throw CLIError(
        "\(file): error: the sweep would be \(width) x \(height) pixels at scale \(scale), more than a PNG "
          + "can hold here\nhint: fewer widths in the sweep line, or --scale 1", status: .figureTooLarge)
    } catch {
      throw CLIError("\(file): error: cannot draw the sweep: \(error)", status: .internalError)
    }
    let size = Self.pixelSize(png)
    let frames = sweep.frames.map { frame in
      Self.frames(
        VariantFrames(name: "\(formatPoints(frame.width)) pt", views: []), scene: frame.panel.scene,
        result: frame.panel.result)
    }
    let metadata = GoldenMetadata(
      recipe: file, recipeSHA256: SHA256.hex(Array(recipe.source.utf8)), title: list.title, scale: scale,
      theme: theme, width: size.width, height: size.height, variants: frames,
      environment: environment(for: list.items))
    return GoldenRendering(
      recipePath: file, stem: Self.sweepStem(input.stem), png: png, metadata: metadata,
      warnings: measurer.shaper.library.takeWarnings(), strictFailure: nil)
  }
}
