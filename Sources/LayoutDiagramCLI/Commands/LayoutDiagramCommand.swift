import ArgumentParser
import Pipeline
import Recipe

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
    ],
    defaultSubcommand: nil)

  /// The tool's version (`ToolVersion`).
  public static let version = ToolVersion.number

  /// Creates the command (the argument parser calls this).
  public init() {}

  /// The subcommands' names, in the order of the usage.
  static var subcommandNames: [String] { configuration.subcommands.map { $0._commandName } }

  /// "render, solve, check, record or import".
  static var subcommandList: String {
    let names = subcommandNames
    guard let last = names.last, names.count > 1 else { return names.joined() }
    return names.dropLast().joined(separator: ", ") + " or " + last
  }

  /// The error for a first argument that is no subcommand (`rendr`), with a did-you-mean; nil
  /// when the arguments start with a subcommand, `help` or an option (the parser's to judge).
  static func unknownSubcommandMessage(_ arguments: [String]) -> String? {
    guard let first = arguments.first, !first.hasPrefix("-"), first != "help",
      !subcommandNames.contains(first)
    else { return nil }
    let suggestion =
      Suggestion.didYouMean(first, among: subcommandNames).map { "did you mean \"\($0)\"? " } ?? ""
    return "error: unknown subcommand \"\(first)\"\nhint: \(suggestion)the subcommands are \(subcommandList)"
  }

  /// Runs the command line, refusing a mistyped subcommand with a did-you-mean (the parser
  /// alone says only "Unexpected argument").
  public static func main() {
    if let message = unknownSubcommandMessage(Array(CommandLine.arguments.dropFirst())) {
      printError(message)
      exit(withError: ExitStatus.usage.exitCode)
    }
    main(nil)
  }

  /// Without a subcommand: the usage on standard error and status 64, so that a script that lost
  /// its subcommand fails instead of passing.
  public func run() throws {
    printError(Self.helpMessage())
    printError("error: name a subcommand: \(Self.subcommandList)")
    throw ExitStatus.usage.exitCode
  }
}
