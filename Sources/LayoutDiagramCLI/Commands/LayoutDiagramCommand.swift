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
      """ + "\n\n" + ExitStatus.helpParagraph,
    version: LayoutDiagramCommand.version,
    subcommands: [
      RenderCommand.self, SolveCommand.self, CheckCommand.self, RecordCommand.self, ImportCommand.self,
      PreviewCommand.self, DocCImagesCommand.self,
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
    printError("error: name a subcommand: \(Self.subcommandNames)")
    throw ExitStatus.usage.exitCode
  }

  /// The subcommands' names as the bare call lists them ("render, solve, ... or import"), from
  /// `configuration.subcommands`, so that a new subcommand is named without another edit.
  static var subcommandNames: String {
    let names = configuration.subcommands.compactMap { $0.configuration.commandName }
    guard let last = names.last, names.count > 1 else { return names.joined() }
    return names.dropLast().joined(separator: ", ") + " or " + last
  }
}
