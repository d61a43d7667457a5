import Foundation
import Pipeline

/// The result of checking one recipe against its golden.
public struct CheckOutcome: Sendable {
  /// What happened.
  public enum Kind: String, Sendable {
    /// The pixels match (exactly, or within the tolerance).
    case match
    /// The pixels differ (or the size changed).
    case mismatch
    /// There is no golden for the recipe.
    case missing
    /// The recipe could not be drawn (its `CLIError` is in `error`).
    case error
  }

  /// Report image paths, relative to the report folder.
  public struct Images: Sendable {
    /// The golden.
    public var expected: String?
    /// What the tool draws now.
    public var actual: String
    /// Changed red, anti-aliasing yellow, the rest faded.
    public var diff: String?
    /// Expected | diff | actual.
    public var composite: String?
  }

  /// The recipe file.
  public var recipePath: String
  /// Its stem (the golden's name).
  public var stem: String
  /// The recipe's title (the stem when it could not be read).
  public var title: String
  /// What happened.
  public var kind: Kind
  /// One line: "412 pixels differ in x 240-360, y 128-192 pt of the figure" or "matches".
  public var summary: String
  /// The pixel comparison, when one was made. When the checker writes a report, the diff image
  /// is dropped once written there (`images.diff`), so that outcomes stay small.
  public var comparison: ImageComparison?
  /// Views whose solved frames differ from the golden's metadata.
  public var motions: [ViewMotion]
  /// The constraints that differ from those the golden's metadata records (version 2):
  /// `constraint 7: constant 20 -> 28`.
  public var constraintChanges: [String] = []
  /// On a mismatch with a version 2 golden, one line per part of the figure compared apart
  /// (`PartComparison.line`): each panel aligned at its scene's origin, then the list.
  public var parts: [String] = []
  /// The environment line (nil without a golden).
  public var environmentLine: String?
  /// Further notes (recipe changed since recording, font fallbacks).
  public var notes: [String]
  /// The error, for `.error`.
  public var error: CLIError?
  /// With `--strict`: the recipe's undeclared conflicts and ambiguities (status 3), whatever the
  /// pixels say.
  public var strictFailure: CLIError?
  /// Report images (relative to the report folder), when a report is written.
  public var images: Images?
  /// The command that records (or re-records) this golden.
  public var recordCommand: String
  /// Wall time spent on this recipe, in seconds.
  public var seconds: Double
  /// The golden as drawn now (nil when the recipe could not be drawn): what `record` and
  /// `expectGolden` write, so that recording never draws a recipe twice. A caller that keeps many
  /// outcomes (`check` over a book) drops it once compared.
  public var rendering: GoldenRendering?

  /// Whether the recipe passed.
  public var passed: Bool { kind == .match }

  /// The message of a failing recipe as printed, in JUnit and in the report: the summary, the
  /// constraints that changed beside the views that moved, the parts compared apart, the
  /// environment line, notes, the diff image paths and what to do next. With `recorded`
  /// (`expectGolden` wrote the golden just now) a missing golden reads as a new one and no
  /// command to record it follows: the issue says what was written instead.
  public func message(reportFolder: String?, recorded: Bool = false) -> String {
    var lines: [String] = []
    switch kind {
    case .match: lines.append("\(stem): matches the golden (\(summary))")
    case .missing where recorded: lines.append("\(stem): a new golden")
    case .missing: lines.append("\(stem): no golden: \(summary)")
    case .mismatch: lines.append("\(stem): differs from the golden: \(summary)")
    case .error: lines.append(error?.message ?? "\(stem): error")
    }
    lines += constraintChanges.map { "  \($0)" }
    lines += motions.map { "  \($0)" }
    lines += parts.map { "  \($0)" }
    if let environmentLine { lines.append("  \(environmentLine)") }
    lines += notes.map { "  \($0)" }
    if let images, let reportFolder, kind == .mismatch {
      func path(_ relative: String?) -> String? {
        relative.map { (reportFolder as NSString).appendingPathComponent($0) }
      }
      // With parts: the changed parts' images, each aligned at its origin, top to bottom.
      if let diff = path(images.diff) { lines.append("  diff image: \(diff)") }
      if let composite = path(images.composite) { lines.append("  expected | diff | actual: \(composite)") }
    }
    if recorded {
      // Written: no command to run.
    } else if kind == .mismatch {
      lines.append("  if the change is intended, re-record: \(recordCommand)")
    } else if kind == .missing {
      lines.append("  record it: \(recordCommand)")
    }
    return lines.joined(separator: "\n")
  }
}
