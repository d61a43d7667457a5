/// The exit statuses of `layout-diagram`, stable for scripts and CI.
///
/// They follow `sysexits.h` where one fits, so that a failed golden check (1), a recipe with errors
/// (65) and a missing input (66) can be told apart by a calling script.
public enum ExitStatus: Int32, Sendable, CaseIterable {
  /// Everything worked.
  case success = 0
  /// A golden image check found a difference (reserved for `layout-diagram check`).
  case goldenMismatch = 1
  /// `--strict`: a recipe shows a conflict or an ambiguity that it does not declare with an
  /// `expect` line, or an `expect` line's diagnosis does not occur. The figures are still written
  /// (`render`) and compared (`check`).
  case strictFailure = 3
  /// The command line was wrong (argument parser's own status).
  case usage = 64
  /// A recipe has errors; nothing was written for it.
  case recipeErrors = 65
  /// A recipe file or folder named on the command line does not exist.
  case inputMissing = 66
  /// The figure cannot be drawn in a requested format (a PNG over 16,384 pixels a side, a PDF page
  /// over 14,400 points, a figure over `--max-figure-size`);
  /// nothing was written for it (`sysexits.h`'s EX_UNAVAILABLE: that output is not available).
  case figureTooLarge = 69
  /// An internal error: a bug, please report it with the recipe.
  case internalError = 70
  /// An output file could not be written.
  case cannotWrite = 73

  /// The order in which statuses win when one run meets several (a folder of recipes): an
  /// internal error, then an output that cannot be written, a figure too large, a missing input,
  /// recipe errors, a usage error, an undeclared diagnosis under `--strict`, a golden mismatch,
  /// success. The first names a bug, the next
  /// ones problems of the machine or the request that no recipe edit fixes.
  public static let precedence: [ExitStatus] = [
    .internalError, .cannotWrite, .figureTooLarge, .inputMissing, .recipeErrors, .usage, .strictFailure,
    .goldenMismatch, .success,
  ]

  /// The status of a run that met both `self` and `other` (`precedence`).
  public func combined(with other: ExitStatus) -> ExitStatus {
    let rank = { (status: ExitStatus) in Self.precedence.firstIndex(of: status) ?? 0 }
    return rank(other) < rank(self) ? other : self
  }

  /// What the status means, in the few words the top-level help lists it with.
  public var meaning: String {
    switch self {
    case .success: "success"
    case .goldenMismatch: "golden mismatch"
    case .strictFailure: "--strict found a problem"
    case .usage: "usage"
    case .recipeErrors: "recipe errors"
    case .inputMissing: "missing input"
    case .figureTooLarge: "figure too large for its format"
    case .internalError: "internal error"
    case .cannotWrite: "cannot write output"
    }
  }

  /// The top-level help's paragraph, written from the cases: every status with its meaning, in
  /// numeric order, then the order in which they win (`precedence`, success left out).
  public static var helpParagraph: String {
    let statuses = allCases.sorted { $0.rawValue < $1.rawValue }.map { "\($0.rawValue) \($0.meaning)" }
    let order = precedence.filter { $0 != .success }.map { "\($0.rawValue)" }
    return "Exit statuses: \(statuses.joined(separator: ", ")). When a run meets several, the first of "
      + "\(order.joined(separator: ", ")) wins."
  }
}
