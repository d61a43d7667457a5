import ArgumentParser
import Foundation
import Pipeline

/// `layout-diagram solve`: prints the solved frames, baselines, constraint statuses and diagnoses.
public struct SolveCommand: ParsableCommand {
  /// The subcommand's name and help.
  public static let configuration = CommandConfiguration(
    commandName: "solve",
    abstract: "Solve a recipe and print frames, baselines, constraint statuses and diagnoses.",
    discussion: """
      Text output reads like UIKit's console (its wording where UIKit has one); JSON output is \
      for scripts. Frames are in scene points. A recipe with errors prints them with file, line \
      and column and exits with status 65. With --strict, a conflict or an ambiguity the recipe does \
      not declare with an expect line (or an expect line whose diagnosis does not occur, or a \
      precision loss) is printed to standard error and the status is 3.
      """)

  /// The recipe file.
  @Argument(help: "The recipe file (or a .storyboard or .xib: every scene).")
  public var recipe: String

  /// Only this variant (default: all of them).
  @Option(name: .long, help: "Solve only the variant with this name (default: every variant).")
  public var variant: String?

  /// Output format.
  @Option(name: .long, help: "Output: text or json.")
  public var format: SolveFormat = .text

  /// Extra font files (`--font FILE`).
  @OptionGroup public var fontOptions: FontOptions

  /// Fail on undeclared conflicts and ambiguities.
  @Flag(
    name: .long,
    help: ArgumentHelp(
      "Exit 3 when a variant has a conflict or an ambiguity the recipe does not declare with an expect "
        + "line, an expect line whose diagnosis does not occur, or a precision loss the solver could not "
        + "avoid (the output is still printed)."))
  public var strict = false

  /// `--compare-frames`, `--frame-tolerance`.
  @OptionGroup(title: "Interface Builder's frames")
  public var frameOptions: FrameComparisonOptions

  /// The `--max-...` limits.
  @OptionGroup(title: "Limits")
  public var limitOptions: LimitOptions

  /// Creates the command (the argument parser calls this).
  public init() {}

  /// Solves and prints; exits with a distinct status on errors.
  public func run() throws {
    let outcome = outcome()
    print(outcome.stdout, terminator: "")
    if !outcome.stderr.isEmpty { FileHandle.standardError.write(Data(outcome.stderr.utf8)) }
    if outcome.status != .success { throw outcome.status.exitCode }
  }

  /// What `run` writes to standard output and standard error (terminal-safe, as written) and the
  /// status it exits with, without writing or exiting: for a caller in the same process (the
  /// tests, which then need no process start per recipe).
  public func outcome() -> (stdout: String, stderr: String, status: ExitStatus) {
    // Recipe strings may hold terminal escape sequences: never pass them through.
    func errorLine(_ text: String) -> String {
      let safe = TerminalText.escaped(text)
      return safe.hasSuffix("\n") ? safe : safe + "\n"
    }
    do throws(CLIError) {
      let (output, strictFailure) = try SolveReport.make(
        recipePath: recipe, variant: variant, format: format, limits: limitOptions.limits, strict: strict,
        fonts: try fontOptions.files(), frameTolerance: try frameOptions.tolerance())
      let safe = TerminalText.escaped(output, json: format == .json)
      let stdout = safe.hasSuffix("\n") ? safe : safe + "\n"
      guard let strictFailure else { return (stdout, "", .success) }
      return (stdout, errorLine(strictFailure.message), strictFailure.status)
    } catch {
      return ("", errorLine(error.message), error.status)
    }
  }
}

/// The output formats of `solve`.
public enum SolveFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
  /// Human-readable text.
  case text
  /// One JSON document.
  case json
}
