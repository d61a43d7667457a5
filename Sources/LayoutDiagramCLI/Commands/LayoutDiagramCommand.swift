import ArgumentParser
import Pipeline

/// The `layout-diagram` command: solves Auto Layout recipes and draws constraint diagrams.
public struct LayoutDiagramCommand: ParsableCommand {
  /// The command's name, summary and subcommands.
  public static let configuration = CommandConfiguration(
    commandName: "layout-diagram",
    abstract: "Solve Auto Layout recipes and draw annotated constraint diagrams.",
    discussion: """
      A recipe describes views and a numbered list of constraints the way Apple's Auto Layout \
      Cookbook does. The recipe book is in recipes/; see README.md for the language. `import` converts \
      Interface Builder storyboards and xibs into recipes; render and solve also take them directly.

      Exit statuses: 0 success, 1 golden mismatch, 64 usage, 65 recipe errors, 66 missing input, \
      69 figure too large for its format, 70 internal error, 73 cannot write output. When a run \
      meets several, the first of 70, 73, 69, 66, 65 wins.
      """,
    version: LayoutDiagramCommand.version,
    subcommands: [
      RenderCommand.self, SolveCommand.self, CheckCommand.self, RecordCommand.self, ImportCommand.self,
    ],
    defaultSubcommand: nil)

  /// The tool's version (`ToolVersion`).
  public static let version = ToolVersion.number

  /// Creates the command (the argument parser calls this).
  public init() {}

  /// Without a subcommand: the usage on standard error and status 64, so that a script that lost
  /// its subcommand fails instead of passing.
  public func run() throws {
    printError(Self.helpMessage())
    printError("error: name a subcommand: render or solve")
    throw ExitStatus.usage.exitCode
  }
}
