import Foundation

/// Prints a line to standard error (diagnostics never go to standard output).
func printError(_ text: String) {
  let line = text.hasSuffix("\n") ? text : text + "\n"
  FileHandle.standardError.write(Data(line.utf8))
}
