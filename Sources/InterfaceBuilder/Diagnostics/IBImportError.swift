/// Why a file cannot be imported at all.
public struct IBImportError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file name as given.
  public var fileName: String
  /// The line (and column) of the problem, when known.
  public var line: Int?
  /// The column, when known.
  public var column: Int?
  /// What is wrong and what to do.
  public var message: String

  /// An error.
  public init(fileName: String, line: Int? = nil, column: Int? = nil, message: String) {
    self.fileName = fileName
    self.line = line
    self.column = column
    self.message = message
  }

  /// `file:line:column: error: message`.
  public var description: String {
    var location = fileName
    if let line { location += ":\(line)" }
    if let column { location += ":\(column)" }
    return "\(location): error: \(message)"
  }
}
