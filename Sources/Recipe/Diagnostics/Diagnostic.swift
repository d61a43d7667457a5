/// A located message about a recipe: an error, a warning or a note, with an optional hint.
public struct Diagnostic: Hashable, Sendable {
  /// How serious a diagnostic is.
  public enum Severity: String, Hashable, Sendable, CaseIterable {
    /// The recipe cannot be used as written.
    case error
    /// The recipe works, but probably not as meant.
    case warning
    /// Extra information attached to the output.
    case note
  }

  /// How serious the diagnostic is.
  public var severity: Severity
  /// The message, without location or severity.
  public var message: String
  /// The span of text the message is about.
  public var range: SourceRange
  /// What to do about it, when something helps.
  public var hint: String?
  /// The name of the recipe file, as given to the parser.
  public var fileName: String

  /// Creates a diagnostic.
  public init(
    _ severity: Severity, _ message: String, at range: SourceRange, hint: String? = nil,
    fileName: String = ""
  ) {
    self.severity = severity
    self.message = message
    self.range = range
    self.hint = hint
    self.fileName = fileName
  }

  /// The 1-based line of the start of the range.
  public var line: Int { range.start.line }
  /// The 1-based column of the start of the range.
  public var column: Int { range.start.column }
  /// Whether this diagnostic is an error.
  public var isError: Bool { severity == .error }

  /// `file:line:column: severity: message`, the first line of the rendered form.
  public var summary: String {
    "\(fileName):\(line):\(column): \(severity.rawValue): \(message)"
  }
}
