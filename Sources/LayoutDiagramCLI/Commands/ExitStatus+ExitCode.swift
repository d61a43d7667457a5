import ArgumentParser
import Pipeline

extension ExitStatus {
  /// The argument parser's exit code for this status.
  public var exitCode: ExitCode { ExitCode(rawValue) }
}
