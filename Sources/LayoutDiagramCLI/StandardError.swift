import Foundation

/// Prints a line to standard error (diagnostics never go to standard output), with the control
/// characters a recipe may hold made visible (`TerminalText`).
func printError(_ text: String) {
  let safe = TerminalText.escaped(text)
  let line = safe.hasSuffix("\n") ? safe : safe + "\n"
  FileHandle.standardError.write(Data(line.utf8))
}
