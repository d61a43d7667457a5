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
/// connection counts. The listening socket is the `ConnectionGate`'s: it bounds open connections,
/// the time and size of each request head, before FlyingFox (on a Unix socket in a private
/// folder) reads it.
public final class PreviewServer: Sendable {
  /// The address the server listens on (`127.0.0.1` by default).
  public let host: String
  private let requestedPort: UInt16
  private let state: PreviewState
  private let server: HTTPServer
  private let limiter = ConnectionLimiter()
  private let gate: ConnectionGate
  /// FlyingFox's Unix socket and its private folder.
  private let backend: sockaddr_un
  private let backendFolder: String
  /// The gate's listening socket, its pool and tasks (set by `start()`).
  private let running = Locked<Running?>(nil)

  private struct Running: @unchecked Sendable {
    var listener: AsyncSocket
    var tasks: [Task<Void, Never>]
  }

  /// A server for the file at `path` on `host`:`port` (0: a free port, see `start()`), drawn with
  /// the `--font` files `fonts`, its connections bounded by `limits`.
  /// - Throws: `CLIError` when the fonts cannot be loaded, `host` is not an IPv4 address or the
  ///   private folder for FlyingFox's socket cannot be made.
  public init(
    path: String, host: String = "127.0.0.1", port: UInt16, fonts: [FontFiles.Entry] = [],
    limits: PreviewConnectionLimits = PreviewConnectionLimits()
  ) throws(CLIError) {
    self.host = host
    requestedPort = port
    state = try PreviewState(path: path, fonts: fonts)
    guard (try? sockaddr_in.inet(ip4: host, port: port)) != nil else {
      throw CLIError(
        "error: --host \(host) is not an IPv4 address\nhint: the preview listens on 127.0.0.1 by default",
        status: .usage)
    }
    // mkdtemp makes the folder readable and writable by this user only.
    var template = Array((NSTemporaryDirectory() + "/layout-diagram-preview-XXXXXX").utf8CString)
    guard let folder = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
      throw CLIError("error: cannot make a private folder in \(NSTemporaryDirectory())", status: .cannotWrite)
    }
    backendFolder = String(cString: folder)
    backend = sockaddr_un.unix(path: backendFolder + "/server.sock")
    gate = ConnectionGate(limits: limits)
    let config = HTTPServer.Configuration(
      address: backend, timeout: 10, sharedRequestBufferSize: RequestGuard.maximumBody,
      sharedRequestReplaySize: RequestGuard.maximumBody, logger: .disabled)
    server = HTTPServer(config: config)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: backendFolder)
  }

  /// Starts listening and watching the file; returns the port bound, once the socket listens.
  /// The server runs until `stop()`.
  /// - Throws: `CLIError` (64) when the address cannot be bound (a port in use).
  public func start() async throws(CLIError) -> UInt16 {
    let handler = RequestGuard(state: state, limiter: limiter, host: host)
    await server.appendRoute("*", to: handler)
    let task = Task { [server] in _ = try? await server.run() }
    let listener: AsyncSocket
    let pool = HTTPServer.defaultPool()
    do {
      // FlyingFox on its Unix socket in the private folder (no port to collide with; a loaded
      // machine can take seconds to start its tasks).
      try await server.waitUntilListening(timeout: 30)
    } catch {
      task.cancel()
      throw CLIError("error: the preview's server did not start: \(error)", status: .internalError)
    }
    do {
      let socket = try Socket(domain: AF_INET, type: .stream)
      try socket.setValue(true, for: .localAddressReuse)
      try socket.bind(to: sockaddr_in.inet(ip4: host, port: requestedPort))
      try socket.listen()
      try await pool.prepare()
      listener = try AsyncSocket(socket: socket, pool: pool)
    } catch {
      task.cancel()
      throw CLIError(
        "error: cannot listen on \(host):\(requestedPort)\n"
          + "hint: another program may use the port; choose another with --port",
        status: .usage)
    }
    let poolTask = Task { _ = try? await pool.run() }
    let gateTask = Task { [gate, backend] in await gate.run(listener: listener, backend: backend, pool: pool)
    }
    running.set(Running(listener: listener, tasks: [task, poolTask, gateTask]))
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
    if let socket = running.get()?.listener.socket, let name = try? socket.sockname(),
      case .ip4(_, let port) = name
    {
      return port
    }
    return requestedPort
  }

  /// Connections the gate holds open now (for tests).
  public var openConnections: Int { gate.openConnections }

  /// The most bytes of one request head the gate held (for tests).
  public var largestHeadRead: Int { gate.largestHeadRead }

  /// Closes the pages' streams and the listening socket and waits for the connections to end.
  public func stop() async {
    watcher.get()?.cancel()
    await state.closeAll()
    if let running = running.get() {
      try? running.listener.close()
      running.tasks[2].cancel()
    }
    await server.stop(timeout: 1)
    if let running = running.get() {
      for task in running.tasks { task.cancel() }
    }
    running.set(nil)
    try? FileManager.default.removeItem(atPath: backendFolder)
  }

  /// How many pages follow the file (for tests).
  public func watcherCount() async -> Int { await state.watcherCount }

  /// Reloads now if the file changed (for tests and the benchmark; the server also looks every
  /// 150 ms).
  public func reloadIfChanged() async -> Bool { await state.reloadIfChanged() }
}

/// What the preview's `ConnectionGate` bounds (tests lower them).
public struct PreviewConnectionLimits: Sendable {
  /// Connections open at once; another is answered 503 and closed.
  public var maximumConnections = 64
  /// Seconds a client has to send a complete request head (408 and closed after).
  public var headTimeout: Double = 10
  /// The largest request head in bytes (431 as soon as more arrived).
  public var maximumHead = 24 * 1024
  /// The longest line of a head in bytes (414 for the request line, 431 for a header).
  public var maximumLine = 4 * 1024

  /// The defaults.
  public init() {}
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
