import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// The temporary files this process has open in output folders, removed when it is interrupted.
///
/// A figure is written to a temporary file and renamed into place (`AtomicFile`). If SIGINT,
/// SIGTERM or SIGHUP arrives meanwhile, a dedicated thread (the signals are blocked everywhere else
/// and taken with `sigwait`, so the clean-up is ordinary code, not a signal handler) removes every
/// registered file and then lets the signal end the process as it would have. Creation happens
/// under the same lock, so no temporary file exists that the clean-up does not know about. A
/// `kill -9` cannot be caught: the next run removes what it left (`TemporaryName.isStale`).
public enum TemporaryFiles {
  struct Entry: Hashable {
    var folder: Int32
    var name: String
  }

  struct State: ~Copyable {
    var entries: Set<Entry> = []
    var installed = false
  }

  static let state = Mutex(State())

  /// The signals that remove the temporary files before ending the process.
  static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  /// Blocks the signals in the calling thread (and so in every thread it starts afterwards) and
  /// starts the thread that waits for them. Call it before any other thread is started; calling it
  /// again does nothing.
  public static func installSignalCleanup() {
    let first = state.withLock { state in
      defer { state.installed = true }
      return !state.installed
    }
    guard first else { return }
    var set = sigset_t()
    sigemptyset(&set)
    for signal in signals { sigaddset(&set, signal) }
    pthread_sigmask(SIG_BLOCK, &set, nil)
    let waited = set
    let waiter = Thread {
      var set = waited
      var received: Int32 = 0
      while sigwait(&set, &received) != 0 {}
      removeAllAndDie(of: received)
    }
    waiter.name = "layout-diagram signal clean-up"
    waiter.start()
  }

  /// Creates a new file named `name` in the folder open as `folder` (exclusively, never through a
  /// link) and registers it, under the lock the signal clean-up takes.
  /// - Returns: the open descriptor, or `-1` with `errno` set.
  static func create(_ name: String, in folder: Int32) -> Int32 {
    state.withLock { state in
      let descriptor = openat(
        folder, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode_t(0o666))
      if descriptor >= 0 { state.entries.insert(Entry(folder: folder, name: name)) }
      return descriptor
    }
  }

  /// Forgets a registered file (after it was renamed into place or removed).
  static func forget(_ name: String, in folder: Int32) {
    _ = state.withLock { $0.entries.remove(Entry(folder: folder, name: name)) }
  }

  /// Removes every registered file and exits with `status`, holding the lock so that no other
  /// thread creates a file meanwhile (the render-time watchdog's way out).
  public static func removeAllAndExit(_ status: ExitStatus) -> Never {
    state.withLock { state in
      for entry in state.entries { unlinkat(entry.folder, entry.name, 0) }
      state.entries.removeAll()
      exit(status.rawValue)
    }
  }

  private static func removeAllAndDie(of received: Int32) -> Never {
    state.withLock { state in
      for entry in state.entries { unlinkat(entry.folder, entry.name, 0) }
      state.entries.removeAll()
      // Still holding the lock: no other thread creates a file from here on.
      signal(received, SIG_DFL)
      var set = sigset_t()
      sigemptyset(&set)
      sigaddset(&set, received)
      pthread_sigmask(SIG_UNBLOCK, &set, nil)
      pthread_kill(pthread_self(), received)
      // Not reached when the signal's default action ends the process.
      _exit(128 + received)
    }
  }
}
