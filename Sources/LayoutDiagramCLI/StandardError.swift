#if canImport(Glibc)
  import Glibc
#endif

/// Prints a line to standard error (diagnostics never go to standard output).
func printError(_ text: String) {
  fputs(text.hasSuffix("\n") ? text : text + "\n", stderr)
}
