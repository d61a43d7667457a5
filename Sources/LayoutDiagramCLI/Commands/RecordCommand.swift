import ArgumentParser
import Foundation
import Golden
import Pipeline
import Render

extension RecordMode: ExpressibleByArgument {
  /// `--mode`: missing, all or failed (`never`, `expectGolden`'s, would record nothing).
  public init?(argument: String) {
    guard let mode = RecordMode(rawValue: argument), mode != .never else { return nil }
    self = mode
  }

  /// The values `--mode` takes.
  public static var allValueStrings: [String] { allCases.filter { $0 != .never }.map(\.rawValue) }
}

/// `layout-diagram record`: writes golden PNGs and their metadata.
public struct RecordCommand: ParsableCommand {
  /// The subcommand's name and help.
  public static let configuration = CommandConfiguration(
    commandName: "record",
    abstract: "Record golden PNGs (and their .golden.json metadata) for recipes.",
    discussion: """
      Draws each recipe as `render` does (2x, light theme by default) and writes NAME.png and \
      NAME.golden.json into --goldens, each under a temporary name and renamed, listing every file \
      written. --mode missing (default) writes only goldens that do not exist, all rewrites every \
      one, failed rewrites those that `check` would report (missing or different pixels). A \
      storyboard or xib is imported and each scene recorded as FILE-SCENE.png (the file's and the \
      scene's names in kebab case, both always, so adding a scene renames no golden).
      """)

  /// Recipe files or folders.
  @Argument(
    help: "Recipe files, .storyboard/.xib files (a golden per scene), recipe folders (default: recipes/).")
  public var paths: [String] = []

  /// Where the goldens go.
  @Option(name: .long, help: "Folder of golden PNGs and metadata.")
  public var goldens: String = GoldenStore.defaultFolder

  /// Which goldens to write.
  @Option(name: .long, help: "missing (default), all, or failed.")
  public var mode: RecordMode = .missing

  /// Pixel scale of new goldens.
  @Option(name: .long, help: "Pixel scale of the goldens: 1, 2 or 3.")
  public var scale: Int = 2

  /// Theme of new goldens.
  @Option(name: .long, help: "Theme of the goldens: light or dark.")
  public var theme: Theme = .light

  /// Extra font files (`--font FILE`).
  @OptionGroup public var fontOptions: FontOptions

  /// Creates the command (the argument parser calls this).
  public init() {}

  /// Checks the option values.
  public func validate() throws {
    guard (1...3).contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3 (got \(scale))") }
  }

  /// Records; exits with the existing statuses for bad input.
  public func run() throws {
    let files: [GoldenInput]
    var pipeline: FigurePipeline
    do {
      files = GoldenInput.expand(try RecipeFiles.resolve(paths.isEmpty ? ["recipes"] : paths))
      try OutputDirectory.check(goldens, option: "--goldens", purpose: "the goldens")
      try OutputDirectory.checkDistinctNames(files.map { ($0.stem, $0.path) }, in: goldens)
      pipeline = try GoldenChecker.pipeline(scale: scale, theme: theme)
      pipeline.fonts = try fontOptions.files()
    } catch {
      printError(error.message)
      throw error.status.exitCode
    }
    let status = GoldenRecorder(store: GoldenStore(folder: goldens), pipeline: pipeline, mode: mode).run(
      files)
    if status != .success { throw status.exitCode }
  }
}
