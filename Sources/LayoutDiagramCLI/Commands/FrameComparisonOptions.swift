import ArgumentParser
import Pipeline

/// `--compare-frames` and `--frame-tolerance` of `import` and `solve` (docs/interface-builder.md,
/// "How close to Interface Builder").
public struct FrameComparisonOptions: ParsableArguments {
  /// Compare the solved frames with the frames IB stored.
  @Flag(
    name: .long,
    help: ArgumentHelp(
      "Lay each scene out on Interface Builder's canvas and list, scene by scene, every view whose frame differs "
        + "from the frame IB stored by more than --frame-tolerance, then how many are within it."))
  public var compareFrames = false

  /// The tolerance in points.
  @Option(
    name: .long,
    help: ArgumentHelp(
      "With --compare-frames: how far (points) an edge may be from IB's and still count as at IB's frame.",
      valueName: "POINTS"))
  public var frameTolerance: Double?

  /// Creates the options (the argument parser calls this).
  public init() {}

  /// The tolerance when `--compare-frames` is on (1 pt unless given), nil when it is off.
  /// - Throws: `CLIError` (64) for a tolerance without `--compare-frames`, or one that is negative
  ///   or not a finite number.
  func tolerance() throws(CLIError) -> Double? {
    guard compareFrames else {
      if frameTolerance != nil {
        throw CLIError(
          "error: --frame-tolerance needs --compare-frames\nhint: add --compare-frames", status: .usage)
      }
      return nil
    }
    let value = frameTolerance ?? 1
    guard value.isFinite, value >= 0 else {
      throw CLIError(
        "error: --frame-tolerance must be a number of points, 0 or more (got \(value))", status: .usage)
    }
    return value
  }
}
