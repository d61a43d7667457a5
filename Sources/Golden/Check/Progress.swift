import Foundation

/// A one-line progress indicator on standard error, only when it is a terminal (quiet when piped
/// or in CI logs), and only for runs of more than one recipe.
public struct Progress: Sendable {
  let total: Int
  let verb: String
  let enabled: Bool

  public init(total: Int, verb: String) {
    self.total = total
    self.verb = verb
    enabled = total > 1 && isatty(STDERR_FILENO) == 1
  }

  public func show(_ index: Int, _ name: String) {
    guard enabled else { return }
    write("\r\u{1B}[K\(verb) \(index + 1)/\(total) \(name)")
  }

  public func clear() {
    guard enabled else { return }
    write("\r\u{1B}[K")
  }

  private func write(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
