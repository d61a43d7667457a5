import FlyingFox
import FlyingSocks
import Foundation

/// The preview's front door, before FlyingFox: FlyingFox 0.27.1 reads a request's header lines
/// with no length limit of its own (in time that grows with the square of a line's length), sets
/// no time limit on receiving them, and accepts any number of connections. The gate holds the
/// listening TCP socket itself and, for each connection:
/// - refuses it with 503 (and closes it) when `Limits.maximumConnections` are open;
/// - reads the request head (up to the blank line) within `Limits.headTimeout` seconds, else
///   answers 408 and closes it (a client that never finishes its headers: slow loris);
/// - refuses a head larger than `Limits.maximumHead` or a line longer than `Limits.maximumLine`
///   (431; 414 for the request line) as soon as that many bytes arrived, without reading the rest;
/// - otherwise passes the head, with `Connection: close` unless it asks for a WebSocket upgrade
///   (so that each request on the connection passes here), to FlyingFox on a Unix socket in a
///   private folder, and copies the bytes both ways until either side closes.
///
/// It does not parse HTTP beyond finding line ends and the Connection and Upgrade header names:
/// FlyingFox still parses every request, and `RequestGuard` still judges it.
final class ConnectionGate: @unchecked Sendable {
  typealias Limits = PreviewConnectionLimits

  let limits: Limits
  private let lock = NSLock()
  private var active = 0
  private var largestHead = 0

  /// The most bytes of one request head the gate held so far (for tests: a refused head is not
  /// read to its end).
  var largestHeadRead: Int {
    lock.lock()
    defer { lock.unlock() }
    return largestHead
  }

  private func held(_ bytes: Int) {
    lock.lock()
    defer { lock.unlock() }
    largestHead = max(largestHead, bytes)
  }

  init(limits: Limits) {
    self.limits = limits
  }

  /// Connections open now.
  var openConnections: Int {
    lock.lock()
    defer { lock.unlock() }
    return active
  }

  private func enter() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    guard active < limits.maximumConnections else { return false }
    active += 1
    return true
  }

  private func leave() {
    lock.lock()
    defer { lock.unlock() }
    active -= 1
  }

  /// Accepts connections on `listener` until cancelled, each passed to `backend` when admitted.
  func run(listener: AsyncSocket, backend: sockaddr_un, pool: some AsyncSocketPool) async {
    await withDiscardingTaskGroup { group in
      do {
        for try await client in listener.sockets {
          group.addTask { await self.serve(client, backend: backend, pool: pool) }
        }
      } catch {
        // The listening socket closed (the server stopped).
      }
      group.cancelAll()
    }
  }

  /// What reading a head gave.
  enum Head: Sendable {
    /// The head, through its blank line, and any bytes that followed it.
    case complete(head: [UInt8], rest: [UInt8])
    /// Refused: the status to answer.
    case refused(Int, String)
    /// The client closed before the head was complete.
    case closed
  }

  private func serve(_ client: AsyncSocket, backend: sockaddr_un, pool: some AsyncSocketPool) async {
    defer { try? client.close() }
    guard enter() else {
      await Self.answer(client, 503, "too many connections at once; try again")
      return
    }
    defer { leave() }
    let head = await readHead(client)
    let bytes: [UInt8]
    switch head {
    case .closed: return
    case .refused(let status, let reason):
      await Self.answer(client, status, reason)
      await Self.drain(client)
      return
    case .complete(let head, let rest): bytes = Self.closingAfterOne(head) + rest
    }
    guard let server = try? await AsyncSocket.connected(to: backend, pool: pool, timeout: 5) else {
      await Self.answer(client, 503, "the preview is stopping")
      return
    }
    defer { try? server.close() }
    do {
      try await server.write(Data(bytes))
    } catch {
      return
    }
    // Copy both ways until FlyingFox closes its side (after the response, or when the page's
    // WebSocket ends): the client's side ending first (it closed, or FlyingFox stopped reading
    // after refusing a body) only ends what FlyingFox receives, so that its answer still
    // reaches the client.
    await withTaskGroup(of: Void.self) { group in
      group.addTask {
        await Self.copy(from: client, to: server)
        _ = shutdown(server.socket.file.rawValue, Int32(SHUT_WR))
      }
      await Self.copy(from: server, to: client)
      group.cancelAll()
    }
    // FlyingFox may answer before it has read what the client sends (413 for a body it refuses):
    // closing with those bytes unread would reset the connection and lose the answer.
    await Self.drain(client)
  }

  private static func copy(from source: AsyncSocket, to target: AsyncSocket) async {
    do {
      while !Task.isCancelled {
        let chunk = try await source.read(atMost: 16 * 1024)
        if chunk.isEmpty { return }
        try await target.write(Data(chunk))
      }
    } catch {
      return
    }
  }

  /// Reads a request head within the limits.
  func readHead(_ client: AsyncSocket) async -> Head {
    let limits = self.limits
    return await withTaskGroup(of: Head?.self) { group in
      group.addTask { await Self.readHead(client, limits: limits, held: self.held) }
      group.addTask {
        try? await Task.sleep(for: .seconds(limits.headTimeout))
        return Task.isCancelled ? nil : .refused(408, "the request's headers did not arrive in time")
      }
      var result = Head.closed
      if let first = await group.next(), let head = first { result = head }
      group.cancelAll()
      return result
    }
  }

  private static func readHead(
    _ client: AsyncSocket, limits: Limits, held: @Sendable (Int) -> Void
  ) async -> Head {
    var data: [UInt8] = []
    var lineStart = 0
    var scanned = 0
    var isFirstLine = true
    while true {
      let chunk: [UInt8]
      do {
        chunk = try await client.read(atMost: 4096)
      } catch {
        return .closed
      }
      if chunk.isEmpty { return .closed }
      data += chunk
      held(data.count)
      while scanned < data.count {
        if data[scanned] == UInt8(ascii: "\n") {
          if scanned - lineStart <= 1 && !isFirstLine {
            // A blank line ("\r\n" or "\n"): the head ends here.
            let head = Array(data[...scanned])
            if declaresBody(head) {
              // Refused here, not by FlyingFox: it answers 413 before reading the body, and a
              // connection closed with the body unread is reset, which can lose the answer.
              return .refused(413, "the preview takes no request body")
            }
            return .complete(head: head, rest: Array(data[(scanned + 1)...]))
          }
          isFirstLine = false
          lineStart = scanned + 1
        } else if scanned - lineStart >= limits.maximumLine {
          return isFirstLine
            ? .refused(414, "the request line is longer than \(limits.maximumLine) bytes")
            : .refused(431, "a request header line is longer than \(limits.maximumLine) bytes")
        }
        scanned += 1
        if scanned > limits.maximumHead {
          return .refused(431, "the request's headers are larger than \(limits.maximumHead) bytes")
        }
      }
    }
  }

  /// Whether a request head announces a body (`Transfer-Encoding`, or a `Content-Length` above 0):
  /// the preview answers none (RequestGuard refuses them too).
  static func declaresBody(_ head: [UInt8]) -> Bool {
    String(decoding: head, as: UTF8.self).split(whereSeparator: \.isNewline).dropFirst().contains { line in
      let parts = line.split(separator: ":", maxSplits: 1)
      guard parts.count == 2 else { return false }
      let name = parts[0].trimmingCharacters(in: .whitespaces).lowercased()
      let value = parts[1].trimmingCharacters(in: .whitespaces)
      return name == "transfer-encoding" || (name == "content-length" && value != "0")
    }
  }

  /// The head with `Connection: close` in place of its Connection header, unless it asks for an
  /// upgrade (a WebSocket's handshake keeps the connection for its frames).
  static func closingAfterOne(_ head: [UInt8]) -> [UInt8] {
    let text = String(decoding: head, as: UTF8.self)
    guard text.hasSuffix("\r\n\r\n") else { return head }
    var lines = text.components(separatedBy: "\r\n")
    func name(_ line: String) -> String {
      line.prefix { $0 != ":" }.trimmingCharacters(in: .whitespaces).lowercased()
    }
    if lines.contains(where: { name($0) == "upgrade" }) { return head }
    lines.removeAll { name($0) == "connection" || name($0) == "keep-alive" }
    // The head ends with "\r\n\r\n": the last two pieces are empty; the header goes before them.
    let end = max(lines.count - 2, 1)
    lines.insert("Connection: close", at: end)
    return Array(lines.joined(separator: "\r\n").utf8)
  }

  /// After a refusal: ends the sending side and discards what the client still sends, for at
  /// most a second and 4 MB, so that it reads the answer instead of a reset (its bytes are not
  /// kept).
  static func drain(_ client: AsyncSocket) async {
    _ = shutdown(client.socket.file.rawValue, Int32(SHUT_WR))
    await withTaskGroup(of: Void.self) { group in
      group.addTask {
        var discarded = 0
        while discarded < 4 << 20, let chunk = try? await client.read(atMost: 16 * 1024), !chunk.isEmpty {
          discarded += chunk.count
        }
      }
      group.addTask { try? await Task.sleep(for: .seconds(1)) }
      await group.next()
      group.cancelAll()
    }
  }

  /// Writes a short plain-text response and returns (the caller closes the connection).
  static func answer(_ client: AsyncSocket, _ status: Int, _ reason: String) async {
    let titles = [
      408: "Request Timeout", 413: "Content Too Large", 414: "URI Too Long",
      431: "Request Header Fields Too Large",
      503: "Service Unavailable",
    ]
    let body = reason + "\n"
    let response =
      "HTTP/1.1 \(status) \(titles[status] ?? "Error")\r\nContent-Type: text/plain; charset=utf-8\r\n"
      + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n" + body
    try? await client.write(Data(response.utf8))
  }
}
