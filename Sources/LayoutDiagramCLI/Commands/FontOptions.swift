import ArgumentParser
import Pipeline

/// The `--font FILE` and `--fonts DIR` options of `render`, `solve`, `check`, `record`, `preview`
/// and `import` (README, "Which fonts a figure can use, and how to add one").
public struct FontOptions: ParsableArguments {
  /// Extra font files, in the order given.
  @Option(
    name: .long,
    help: ArgumentHelp(
      "A font file (.ttf, .otf, .ttc) that joins the pinned font set for every recipe; repeat for more.",
      valueName: "FILE"))
  public var font: [String] = []

  /// Folders of font files (an app's own fonts), in the order given.
  @Option(
    name: .long,
    help: ArgumentHelp(
      "A folder whose font files (.ttf, .otf, .ttc, subfolders too) join the pinned font set, as --font does; a file of a pinned family (an app's own Roboto) replaces the pinned one; repeat for more.",
      valueName: "DIR"))
  public var fonts: [String] = []

  /// Creates the options (the argument parser calls this).
  public init() {}

  /// The files, read and hashed (`FontFiles.commandLine`, then `FontFiles.folders`), each once.
  /// - Throws: `CLIError` (66) for a missing, unreadable or non-font file, or a folder without one.
  public func files() throws(CLIError) -> [FontFiles.Entry] {
    FontFiles.merged(try FontFiles.commandLine(font), try FontFiles.folders(fonts))
  }

  /// These options as command-line arguments that parse back to them.
  public var arguments: [String] { font.flatMap { ["--font", $0] } + fonts.flatMap { ["--fonts", $0] } }
}
