import FlyingFox
import FlyingSocks
import Foundation
import Pipeline

/// `layout-diagram preview`'s server (FlyingFox): the page, its script and stylesheet, the figure
/// (`/figure` as JSON, `/figure.svg`) and a WebSocket (`/events`) on which the page sends its
/// settings and receives each new figure.
///
/// Safe by default (`RequestGuard`): loopback only unless `host` says otherwise, fixed routes (no
/// path from a URL reaches the file system), the Host header must name the address served (DNS
/// rebinding), the Origin of a WebSocket too, no CORS headers, bounded request sizes and
/// connection counts.
public final class PreviewServer: Sendable {
  /// The address the server listens on (`127.0.0.1` by default).
  public let host: String
  private let requestedPort: UInt16
  private let state: PreviewState
  private let server: HTTPServer
  private let limiter = ConnectionLimiter()

  /// A server for the file at `path` on `host`:`port` (0: a free port, see `start()`), drawn with
  /// the `--font` files `fonts`.
  /// - Throws: `CLIError` when the fonts cannot be loaded or `host` is not an IPv4 address.
  public init(path: String, host: String = "127.0.0.1", port: UInt16, fonts: [FontFiles.Entry] = [])
    throws(CLIError)
  {
    self.host = host
    requestedPort = port
    state = try PreviewState(path: path, fonts: fonts)
    let address: sockaddr_in
    do {
      address = try sockaddr_in.inet(ip4: host, port: port)
    } catch {
      throw CLIError(
        "error: --host \(host) is not an IPv4 address\nhint: the preview listens on 127.0.0.1 by default",
        status: .usage)
    }
    let config = HTTPServer.Configuration(
      address: address, timeout: 10, sharedRequestBufferSize: RequestGuard.maximumBody,
      sharedRequestReplaySize: RequestGuard.maximumBody, logger: .disabled)
    server = HTTPServer(config: config)
  }

  /// Starts listening and watching the file; returns the port bound, once the socket listens.
  /// The server runs until `stop()`.
  /// - Throws: `CLIError` (64) when the address cannot be bound (a port in use).
  public func start() async throws(CLIError) -> UInt16 {
    let handler = RequestGuard(state: state, limiter: limiter, host: host)
    await server.appendRoute("*", to: handler)
    let task = Task { [server] in try await server.run() }
    do {
      try await server.waitUntilListening(timeout: 5)
    } catch {
      task.cancel()
      throw CLIError(
        "error: cannot listen on \(host):\(requestedPort)\n"
          + "hint: another program may use the port; choose another with --port",
        status: .usage)
    }
    let port = await boundPort()
    handler.port.set(port)
    watcher.set(
      Task { [state] in
        while !Task.isCancelled {
          try? await Task.sleep(for: .milliseconds(150))
          await state.reloadIfChanged()
        }
      })
    return port
  }

  private let watcher = Locked<Task<Void, Never>?>(nil)

  /// The port the socket is bound to.
  public func boundPort() async -> UInt16 {
    if case .ip4(_, let port) = await server.listeningAddress { return port }
    return requestedPort
  }

  /// Closes the pages' streams and the listening socket and waits for the connections to end.
  public func stop() async {
    watcher.get()?.cancel()
    await state.closeAll()
    await server.stop(timeout: 1)
  }

  /// How many pages follow the file (for tests).
  public func watcherCount() async -> Int { await state.watcherCount }

  /// Reloads now if the file changed (for tests and the benchmark; the server also looks every
  /// 150 ms).
  public func reloadIfChanged() async -> Bool { await state.reloadIfChanged() }
}

/// Counts the requests being answered, to refuse more than `maximum` at once (503).
final class ConnectionLimiter: @unchecked Sendable {
  /// Requests answered at once, WebSocket streams included.
  static let maximum = 64
  private let lock = NSLock()
  private var active = 0

  func enter() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    guard active < Self.maximum else { return false }
    active += 1
    return true
  }

  func leave() {
    lock.lock()
    active -= 1
    lock.unlock()
  }
}

/// A value behind a lock, shared between tasks and threads (the server's, the command's).
public final class Locked<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  /// A lock around `value`.
  public init(_ value: Value) { self.value = value }

  /// The value now.
  public func get() -> Value {
    lock.lock()
    defer { lock.unlock() }
    return value
  }

  /// Replaces the value.
  public func set(_ newValue: Value) {
    lock.lock()
    value = newValue
    lock.unlock()
  }
}
