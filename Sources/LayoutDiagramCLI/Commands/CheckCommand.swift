import ArgumentParser
import Foundation
import Golden
import Pipeline

/// `layout-diagram check`: compares every recipe's figure with its golden PNG.
public struct CheckCommand: ParsableCommand {
  /// The subcommand's name and help.
  public static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Compare recipes' figures with their golden PNGs (never writes goldens).",
    discussion: """
      Renders each recipe in memory exactly as `render` would (at the golden's scale and theme) and \
      compares decoded pixels with the golden in --goldens (exact unless --tolerance is given). A \
      mismatch prints the changed-pixel count and box, the views whose solved frames moved, whether \
      the environment differs from the golden's, the diff images and the command that re-records \
      it. A missing golden is a failure, never created. Writes only into --report (and --junit). \
      A storyboard or xib is imported and each scene checked against the golden named after the \
      file and the scene (FILE-SCENE.png).

      Exit statuses: 0 all match, 1 a mismatch or a missing golden, 3 (--strict) a conflict or \
      ambiguity a recipe does not declare, 65 a recipe has errors, 66 a recipe is missing, 64 bad \
      command line, 70 internal error, 73 cannot write the report.
      """)

  /// Recipe files or folders.
  @Argument(
    help: "Recipe files, .storyboard/.xib files (a golden per scene), recipe folders (default: recipes/).")
  public var paths: [String] = []

  /// Where the goldens are.
  @Option(name: .long, help: "Folder of golden PNGs and their .golden.json metadata.")
  public var goldens: String = GoldenStore.defaultFolder

  /// Comparison tolerance.
  @Option(
    name: .long,
    help: "exact (default), or threshold=T,pixels=N,ratio=R (T 0...1 pixelmatch's colour distance).")
  public var tolerance: String = "exact"

  /// Report folder.
  @Option(name: .long, help: "Folder for the HTML report and diff images.")
  public var report: String = "out/report"

  /// Shard of the book.
  @Option(name: .long, help: "Check only shard I of N (e.g. 2/4): a stable 1/N of the recipes.")
  public var shard: Shard?

  /// JUnit XML output.
  @Option(name: .long, help: "Write a JUnit XML file (one test case per recipe).")
  public var junit: String?

  /// Extra font files (`--font FILE`).
  @OptionGroup public var fontOptions: FontOptions

  /// Fail on undeclared conflicts and ambiguities.
  @Flag(name: .long, help: StrictHelp.figures(afterwards: "the pixels are still compared"))
  public var strict = false

  /// Recipes checked at once.
  @Option(
    name: .long,
    help: "Recipes checked at once (default: one per core; 1 checks serially). The output is the same.")
  public var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

  /// Creates the command (the argument parser calls this).
  public init() {}

  /// Checks the option values before running.
  public func validate() throws {
    guard Tolerance(parsing: tolerance) != nil else {
      throw ValidationError(
        "--tolerance must be 'exact' or comma-separated threshold=0...1, pixels=N, ratio=0...1 (got '\(tolerance)')"
      )
    }
    guard !report.isEmpty else { throw ValidationError("--report needs a folder name") }
    guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1 (got \(jobs))") }
  }

  /// Runs the check; the exit status says how it went.
  public func run() throws {
    let files: [GoldenInput]
    do {
      let all = GoldenInput.expand(try RecipeFiles.resolve(paths.isEmpty ? ["recipes"] : paths))
      files = shard?.select(all) ?? all
      try OutputDirectory.check(report)
      try OutputDirectory.checkDistinctNames(files.map { ($0.stem, $0.path) }, in: goldens)
    } catch {
      printError(error.message)
      throw error.status.exitCode
    }
    let checker: GoldenChecker
    do {
      var pipeline = try GoldenChecker.pipeline()
      pipeline.strict = strict
      pipeline.fonts = try fontOptions.files()
      checker = GoldenChecker(
        store: GoldenStore(folder: goldens),
        comparer: ImageComparer(tolerance: Tolerance(parsing: tolerance)!),
        reportFolder: report, pipeline: pipeline)
    } catch {
      printError(error.message)
      throw error.status.exitCode
    }
    var run = CheckRun(checker: checker, tolerance: tolerance, shard: shard, junit: junit, strict: strict)
    run.jobs = jobs
    let status = run.run(files)
    if status != .success { throw status.exitCode }
  }
}

extension Shard: ExpressibleByArgument {}
