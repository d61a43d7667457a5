import Layout
import Render

/// Checks a figure's size against the limits of each requested format before anything is drawn:
/// `--max-figure-size` for every format, PDF's page limit (`Limits.pdfPageSize`), and the largest
/// PNG the renderer allocates (`RasterLimit.maxSide`, declared once in Render). A figure over one
/// of them is refused with status 69 (that output is not available) and a message that says which
/// limit and what would work; nothing is written for the recipe.
enum FigureSizeCheck {
  /// Throws the first limit `list` exceeds in one of `formats`; `what` names the drawing in the
  /// message ("figure", "sweep").
  static func check(
    _ list: DisplayList, formats: [OutputFormat], scale: Int, limits: Limits, file: String,
    what: String = "figure"
  ) throws(CLIError) {
    let width = list.width
    let height = list.height
    let size = "\(formatPoints(width)) x \(formatPoints(height)) points"
    guard width.isFinite, height.isFinite, width > 0, height > 0 else {
      // Solved geometry is checked first (GeometryCheck): reaching this is a bug.
      throw CLIError("\(file): error: the \(what)'s size is \(size)", status: .internalError)
    }
    if max(width, height) > limits.figureSize {
      throw CLIError(
        "\(file): error: the \(what) would be \(size), more than the limit of "
          + "\(formatPoints(limits.figureSize)) points a side; nothing was written for this recipe\n"
          + "hint: --max-figure-size N raises the limit; --no-list leaves out the constraint list",
        status: .figureTooLarge)
    }
    if formats.contains(.pdf), max(width, height) > Limits.pdfPageSize {
      throw CLIError(
        "\(file): error: the pdf \(what) would be \(size); a PDF page is at most "
          + "14,400 points a side (200 inches), so nothing was written "
          + "for this recipe\nhint: --format svg draws it at any size; --no-list leaves out the constraint list",
        status: .figureTooLarge)
    }
    if formats.contains(.png) {
      // The renderer's own size (the one formula, `DiagramRenderer.pngSize`).
      let (pixelWidth, pixelHeight) = DiagramRenderer.pngSize(list, options: RenderOptions(scale: scale))
      if max(pixelWidth, pixelHeight) > RasterLimit.maxSide {
        throw CLIError(
          "\(file): error: the png \(what) would be \(pixelWidth) x \(pixelHeight) pixels at "
            + "scale \(scale), more than a PNG can hold here (\(RasterLimit.maxSide) pixels a side); "
            + "nothing was written for this recipe\n"
            + "hint: --format svg draws it at any size (pdf up to 14,400 points); --scale 1 halves the pixels",
          status: .figureTooLarge)
      }
    }
  }
}
