/// Which goldens a run writes: `record --mode` (missing, all, failed) and `expectGolden` (those and
/// never), as swift-snapshot-testing's record modes; `expectGolden` takes it from the
/// `LAYOUT_DIAGRAM_RECORD` environment variable unless the call names one.
public enum RecordMode: String, Sendable, CaseIterable {
  /// Compare only; a missing golden fails (what CI should use).
  case never
  /// Write a golden that does not exist; compare the rest.
  case missing
  /// Write every golden.
  case all
  /// Write the goldens that are missing or differ; matching ones stay.
  case failed

  /// Whether this mode writes the golden of `outcome`: the one place that decides what `record`
  /// and `expectGolden` write. A recipe that could not be drawn has nothing to write; a golden
  /// that exists but cannot be read counts as one that differs.
  public func writes(_ outcome: CheckOutcome) -> Bool {
    guard outcome.rendering != nil else { return false }
    return writes(outcome.kind == .error ? .mismatch : outcome.kind)
  }

  /// Whether this mode writes a golden whose check found `kind`.
  func writes(_ kind: CheckOutcome.Kind) -> Bool {
    switch (self, kind) {
    case (.never, _), (_, .error): false
    case (.all, _): true
    case (.missing, .missing), (.failed, .missing), (.failed, .mismatch): true
    case (.missing, _), (.failed, _): false
    }
  }

  /// Whether a recipe all of whose goldens exist needs no drawing: the mode writes only missing
  /// goldens (or none).
  public var writesOnlyMissing: Bool { !writes(.mismatch) && !writes(.match) }

  /// The environment variable that sets `expectGolden`'s mode: `LAYOUT_DIAGRAM_RECORD=failed swift test`.
  public static let environmentVariable = "LAYOUT_DIAGRAM_RECORD"

  /// The mode the environment asks for; `missing` when the variable is unset (as
  /// swift-snapshot-testing), nil when it holds something else.
  public static func fromEnvironment(_ environment: [String: String]) -> RecordMode? {
    guard let value = environment[environmentVariable] else { return .missing }
    return RecordMode(rawValue: value.lowercased())
  }
}
