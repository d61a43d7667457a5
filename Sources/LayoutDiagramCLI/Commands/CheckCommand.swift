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

      A mismatch or a missing golden exits 1; with --strict, a conflict or an ambiguity a recipe \
      does not declare exits 3. A --goldens folder that does not exist is an error (66), not every \
      golden missing.
      """ + "\n\n" + ExitStatus.helpParagraph)

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
  @Option(
    name: .long, help: "Check only shard I of N (e.g. 2/4): a stable 1/N of the recipes.",
    transform: { try Shard.parse($0) })
  public var shard: Shard?

  /// JUnit XML output.
  @Option(name: .long, help: "Write a JUnit XML file (one test case per recipe).")
  public var junit: String?

  /// Extra font files (`--font FILE`).
  @OptionGroup public var fontOptions: FontOptions

  /// Fail on undeclared conflicts and ambiguities.
  @Flag(name: .long, help: StrictHelp.figures(afterwards: "the pixels are still compared"))
  public var strict = false

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
  }

  /// Runs the check; the exit status says how it went.
  public func run() throws {
    let files: [GoldenInput]
    do {
      let all = GoldenInput.expand(try RecipeFiles.resolve(paths.isEmpty ? ["recipes"] : paths))
      files = shard?.select(all) ?? all
      try GoldenStore(folder: goldens).checkFolder(program: Self.program)
      try OutputDirectory.check(report, option: "--report", purpose: "the report")
      if let junit {
        let folder = (junit as NSString).deletingLastPathComponent
        try OutputDirectory.check(folder.isEmpty ? "." : folder, option: "--junit", purpose: "the JUnit file")
      }
      try OutputDirectory.checkDistinctNames(files.map { ($0.stem, $0.path) }, in: goldens)
    } catch {
      printError(error.message)
      throw error.status.exitCode
    }
    var checker: GoldenChecker
    do {
      var pipeline = try GoldenChecker.pipeline()
      pipeline.strict = strict
      pipeline.fonts = try fontOptions.files()
      checker = GoldenChecker(
        store: GoldenStore(folder: goldens),
        comparer: ImageComparer(tolerance: Tolerance(parsing: tolerance)!),
        reportFolder: report, pipeline: pipeline)
      checker.program = Self.program
    } catch {
      printError(error.message)
      throw error.status.exitCode
    }
    let run = CheckRun(checker: checker, tolerance: tolerance, shard: shard, junit: junit, strict: strict)
    let status = run.run(files)
    if status != .success { throw status.exitCode }
  }
}

extension Shard: ExpressibleByArgument {}

extension ParsableCommand {
  /// The program as the user invoked it (`layout-diagram` on PATH, `.build/release/layout-diagram`,
  /// ...), for the commands a hint tells them to run.
  static var program: String {
    CommandLine.arguments.first.flatMap { $0.isEmpty ? nil : $0 } ?? "layout-diagram"
  }
}
