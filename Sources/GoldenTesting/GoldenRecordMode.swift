/// When `expectGolden` writes goldens, as swift-snapshot-testing's record modes: from the
/// `LAYOUT_DIAGRAM_RECORD` environment variable unless the call names one.
public enum GoldenRecordMode: String, Sendable, CaseIterable {
  /// Compare only; a missing golden fails (what CI should use).
  case never
  /// Write a golden that does not exist (and fail, so the new file is noticed); compare the rest.
  case missing
  /// Write every golden (and fail, so nobody leaves record mode on by accident).
  case all
  /// Write the goldens that are missing or differ (and fail); matching ones stay.
  case failed

  /// The environment variable that sets the mode: `LAYOUT_DIAGRAM_RECORD=failed swift test`.
  public static let environmentVariable = "LAYOUT_DIAGRAM_RECORD"

  /// The mode the environment asks for; `missing` when the variable is unset (as
  /// swift-snapshot-testing), nil when it holds something else.
  public static func fromEnvironment(_ environment: [String: String]) -> GoldenRecordMode? {
    guard let value = environment[environmentVariable] else { return .missing }
    return GoldenRecordMode(rawValue: value.lowercased())
  }
}
