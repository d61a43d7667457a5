import Foundation

/// An error the CLI reports with a message and a distinct exit status.
public struct CLIError: Error, CustomStringConvertible, Sendable {
  /// What went wrong and what to do, as printed to standard error.
  public var message: String
  /// The exit status to leave with.
  public var status: ExitStatus

  /// An error with the message to print and the status to exit with.
  public init(_ message: String, status: ExitStatus) {
    self.message = message
    self.status = status
  }

  /// The message.
  public var description: String { message }
}

/// Prints a line to standard error (diagnostics never go to standard output), with the control
/// characters a recipe may hold made visible (`TerminalText`).
public func printError(_ text: String) {
  let safe = TerminalText.escaped(text)
  let line = safe.hasSuffix("\n") ? safe : safe + "\n"
  FileHandle.standardError.write(Data(line.utf8))
}
