/// The error that ends the parsing of one line; the parser records it and goes on with the
/// next line.
struct LineError: Error {
  /// What went wrong, where.
  var diagnostic: Diagnostic
}
