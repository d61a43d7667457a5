import ArgumentParser
import Pipeline

/// The `--font FILE` option of `render`, `solve`, `check` and `record` (README, "Which fonts a
/// figure can use, and how to add one").
public struct FontOptions: ParsableArguments {
  /// Extra font files, in the order given.
  @Option(
    name: .long,
    help: ArgumentHelp(
      "A font file (.ttf, .otf, .ttc) that joins the pinned font set for every recipe; repeat for more.",
      valueName: "FILE"))
  public var font: [String] = []

  /// Creates the options (the argument parser calls this).
  public init() {}

  /// The files, read and hashed (`FontFiles.commandLine`).
  /// - Throws: `CLIError` (66) for a missing, unreadable or non-font file.
  public func files() throws(CLIError) -> [FontFiles.Entry] { try FontFiles.commandLine(font) }
}
