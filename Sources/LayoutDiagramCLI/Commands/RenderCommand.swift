import ArgumentParser
import Foundation
import Layout
import Pipeline
import Recipe
import Render

/// `layout-diagram render`: draws recipes as annotated constraint diagrams.
public struct RenderCommand: ParsableCommand {
  /// The subcommand's name and help.
  public static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Render recipes to annotated constraint diagrams (PNG, SVG, PDF).",
    discussion: """
      Each recipe becomes one figure in the output folder, named after the recipe file, with its \
      variants side by side as panels. Files are written under a temporary name and renamed, so a \
      failed run never leaves a half-written image. A recipe with errors is reported with file, \
      line and column and nothing is written for it.
      """)

  /// Recipe files or folders of them.
  @Argument(help: "Recipe files or folders (default: recipes/).")
  public var paths: [String] = []

  /// Where the figures go.
  @Option(name: .long, help: "Output folder.")
  public var out: String = "out"

  /// Output formats.
  @Option(name: .long, help: "Comma-separated formats: png, svg, pdf.")
  public var format: String = "png"

  /// Pixel scale of PNG output.
  @Option(name: .long, help: "Pixel scale for PNG: 1, 2 or 3.")
  public var scale: Int = 2

  /// Colour theme.
  @Option(name: .long, help: "Theme: light or dark (SVG holds both and follows the reader's setting).")
  public var theme: Theme = .light

  /// Transparent background instead of the theme's page colour.
  @Flag(name: .long, help: "Transparent background.")
  public var transparent = false

  /// Constraint numbers to focus on; the others are dimmed.
  @Option(name: .long, help: "Comma-separated constraint numbers to highlight; the rest are dimmed.")
  public var focus: String?

  /// Draw only the laid-out screen.
  @Flag(name: .long, help: "No annotations: just the laid-out screen.")
  public var noAnnotations = false

  /// Leave out the numbered constraint list under the figure.
  @Flag(name: .long, help: "Leave out the constraint list under the figure.")
  public var noList = false

  /// Leave out the legend.
  @Flag(name: .long, help: "Leave out the legend.")
  public var noLegend = false

  /// Add the hugging and compression-resistance table.
  @Flag(name: .long, help: "Add the hugging / compression-resistance table.")
  public var priorities = false

  /// Widths to sweep.
  @Option(
    name: .long,
    help: ArgumentHelp(
      "Draw each recipe at a series of widths: 320...1024 (6 widths), 320...1024/8, or 320,375,414.",
      discussion:
        "Writes NAME-sweep.EXT (a filmstrip) in every format and NAME-sweep-animated.svg for the first variant, "
        + "NAME-sweep-VARIANT.EXT and NAME-sweep-VARIANT-animated.svg for each other one."))
  public var sweep: String?

  /// Which variants a sweep draws.
  @Option(
    name: .long,
    help: "Variants to sweep: all (default) or first.")
  public var sweepVariants: SweepVariantsChoice = .all

  /// The widest a figure may be before its panels wrap.
  @Option(
    name: .long, help: "Maximum figure width in points; panels wrap into rows beyond it.")
  public var maxWidth: Double = 1000

  /// Whole scenes or only their content.
  @Option(
    name: .long,
    help: ArgumentHelp(
      "content: crop each scene to its views, the guides they use and the annotations; "
        + "scene: the whole screen or cell (default: the recipe's fit line, else content)."))
  public var fit: FigureFit?

  /// Recipes rendered at once.
  @Option(name: .long, help: "Recipes rendered at once (default: one per core; 1 renders serially).")
  public var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

  /// Extra font files (`--font FILE`).
  @OptionGroup public var fontOptions: FontOptions

  /// Fail on undeclared conflicts and ambiguities.
  @Flag(name: .long, help: StrictHelp.figures(afterwards: "the figures are still written"))
  public var strict = false

  /// The `--max-...` limits.
  @OptionGroup(title: "Limits")
  public var limitOptions: LimitOptions

  /// Creates the command (the argument parser calls this).
  public init() {}

  /// Checks the option values before running.
  public func validate() throws {
    _ = try parsedFormats()
    _ = try parsedFocus()
    guard !out.isEmpty else {
      throw ValidationError("--out needs a folder name (use --out . for the current folder)")
    }
    guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1 (got \(jobs))") }
    guard (1...3).contains(scale) else {
      throw ValidationError("--scale must be 1, 2 or 3 (got \(scale))")
    }
    _ = try parsedSweep()
    guard maxWidth.isFinite, (200...20000).contains(maxWidth) else {
      throw ValidationError("--max-width must be 200 to 20000 points (got \(maxWidth))")
    }
  }

  func parsedSweep() throws -> SweepWidths? {
    guard let sweep else { return nil }
    switch SweepWidths.parse(sweep) {
    case .success(let widths): return widths
    case .failure(let error): throw ValidationError("--sweep: \(error.message)")
    }
  }

  /// Renders every recipe; exits with a distinct status when one fails.
  public func run() throws {
    // Before any other thread starts: SIGINT/SIGTERM/SIGHUP remove our temporary files.
    TemporaryFiles.installSignalCleanup()
    let files: [String]
    let folder: OutputDirectory
    let fonts: [FontFiles.Entry]
    do {
      files = try RecipeFiles.resolve(paths.isEmpty ? ["recipes"] : paths)
      try OutputDirectory.check(out)
      try OutputDirectory.checkDistinctNames(files, in: out)
      folder = try OutputDirectory.open(out)
      fonts = try fontOptions.files()
    } catch {
      printError(error.message)
      throw error.status.exitCode
    }
    let settings = try settings()
    var pipeline: FigurePipeline
    do {
      pipeline = try FigurePipeline(settings: settings, limits: limitOptions.limits)
    } catch {
      printError(error.message)
      throw error.status.exitCode
    }
    pipeline.strict = strict
    pipeline.fonts = fonts
    var renderer = BookRenderer(pipeline: pipeline, outputFolder: folder)
    renderer.jobs = jobs
    let status = renderer.render(files)
    if status != .success { throw status.exitCode }
  }

  /// The drawing choices of this command line (`RenderSettings`' defaults are this command's).
  public func settings() throws -> RenderSettings {
    RenderSettings(
      options: RenderOptions(
        theme: theme, scale: scale, transparentBackground: transparent,
        focus: try parsedFocus(), annotations: !noAnnotations, constraintList: !noList,
        priorityTable: priorities,
        legend: !noLegend, fit: fit ?? .content, maxWidth: maxWidth),
      fitOverridesRecipe: fit != nil, formats: try parsedFormats(), sweep: try parsedSweep(),
      sweepFirstVariantOnly: sweepVariants == .first)
  }

  func parsedFormats() throws -> [OutputFormat] {
    var formats: [OutputFormat] = []
    for word in format.split(separator: ",") {
      let name = word.trimmingCharacters(in: .whitespaces).lowercased()
      guard let value = OutputFormat(rawValue: name) else {
        throw ValidationError("unknown format '\(name)': use png, svg or pdf (comma-separated)")
      }
      if !formats.contains(value) { formats.append(value) }
    }
    guard !formats.isEmpty else { throw ValidationError("--format needs at least one of png, svg, pdf") }
    return formats
  }

  func parsedFocus() throws -> [Int] {
    guard let focus else { return [] }
    return try focus.split(separator: ",").map { word in
      let text = word.trimmingCharacters(in: .whitespaces)
      guard let number = Int(text), number > 0 else {
        throw ValidationError("--focus takes constraint numbers such as 3,5 (got '\(text)')")
      }
      return number
    }
  }
}
