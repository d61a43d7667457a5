/// Something in an IB file the importer skipped or approximated, located at its line.
public struct ImportWarning: Hashable, Sendable, CustomStringConvertible {
  /// The file name as given.
  public var fileName: String
  /// The line of the element.
  public var line: Int
  /// The element (`<textView id="abc">`).
  public var element: String
  /// What was skipped or approximated, and why.
  public var message: String

  /// A warning.
  public init(fileName: String, line: Int, element: String, message: String) {
    self.fileName = fileName
    self.line = line
    self.element = element
    self.message = message
  }

  /// `file:line: warning: <element>: message`.
  public var description: String { "\(fileName):\(line): warning: \(element): \(message)" }
}
