import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A program run as a child process and measured: exit status, wall time, and its own peak
/// resident memory (`wait4`'s `ru_maxrss`, this child only).
struct ChildProcess {
  /// The exit status (128 + signal when killed).
  var status: Int32
  /// Wall time from spawn to exit.
  var seconds: Double
  /// The child's peak resident set in MB.
  var peakRSSMB: Double
  /// Standard output, when captured.
  var output: String

  /// Runs `program` (looked up in PATH) with `arguments`; standard error is discarded, standard
  /// output captured or discarded.
  static func run(_ program: String, _ arguments: [String], captureOutput: Bool = false) throws
    -> ChildProcess
  {
    let capture =
      NSTemporaryDirectory() + "layout-diagram-bench-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).out"
    defer { unlink(capture) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if captureOutput {
      posix_spawn_file_actions_addopen(&actions, 1, capture, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    } else {
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    }
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv: [UnsafeMutablePointer<CChar>?] = ([program] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let start = DispatchTime.now().uptimeNanoseconds
    let spawned = posix_spawnp(&pid, program, &actions, nil, argv, environ)
    guard spawned == 0 else {
      throw BenchmarkError("cannot run \(program): \(String(cString: strerror(spawned)))")
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let exited = status & 0x7F == 0
    let output = captureOutput ? ((try? String(contentsOfFile: capture, encoding: .utf8)) ?? "") : ""
    return ChildProcess(
      status: exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F), seconds: seconds,
      peakRSSMB: Double(usage.ru_maxrss) / 1024, output: output)
  }

  /// Whether `program` runs at all (found in PATH and exits).
  static func exists(_ program: String, _ arguments: [String]) -> Bool {
    (try? run(program, arguments))?.status == 0
  }
}

/// A benchmark that cannot go on, with what to do.
struct BenchmarkError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
