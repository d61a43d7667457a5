import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A deliberately plain HTTP client over a POSIX socket, so that a test controls every byte it
/// sends (a foreign Host header, an oversized target, a request cut off in the middle) and reads
/// the status line and headers the server really wrote.
struct RawHTTP: Sendable {
  let port: UInt16

  struct Response {
    var status: Int
    var headers: [(String, String)]
    var body: String

    func header(_ name: String) -> String? {
      headers.first { $0.0.lowercased() == name.lowercased() }?.1
    }
  }

  /// A connected socket (closed by `close`).
  func connect() throws -> Int32 {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw Failure("socket failed") }
    var timeout = timeval(tv_sec: 10, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let result = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard result == 0 else {
      Glibc.close(fd)
      throw Failure("connect failed")
    }
    return fd
  }

  /// Sends `bytes` on `fd` (all of them, unless the peer closes).
  func send(_ fd: Int32, _ bytes: [UInt8]) {
    var sent = 0
    while sent < bytes.count {
      let n = bytes[sent...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
      if n <= 0 { return }
      sent += n
    }
  }

  /// Reads until the peer closes, the response's Content-Length is complete, or the timeout.
  func receive(_ fd: Int32) -> [UInt8] {
    var data: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
      if n <= 0 { break }
      data += buffer[0..<n]
      guard let end = Self.headerEnd(data) else { continue }
      // A WebSocket upgrade (101) has no body: the connection stays open for frames.
      if data.starts(with: Array("HTTP/1.1 101".utf8)) { break }
      if let length = Self.contentLength(data[..<end]), data.count >= end + length { break }
    }
    return data
  }

  /// One request: `head` is the request line and headers without the blank line.
  func requestBlocking(_ head: String, body: [UInt8] = []) throws -> Response {
    let fd = try connect()
    defer { Glibc.close(fd) }
    send(fd, Array((head + "\r\n\r\n").utf8) + body)
    return try Self.parse(receive(fd))
  }

  /// A GET of `target` with a correct Host header, unless `host` says otherwise.
  func getBlocking(_ target: String, host: String? = nil, extra: [String] = []) throws -> Response {
    let lines =
      ["GET \(target) HTTP/1.1", "Host: \(host ?? "127.0.0.1:\(port)")", "Connection: close"] + extra
    return try requestBlocking(lines.joined(separator: "\r\n"))
  }

  /// `requestBlocking` on a Dispatch thread: a blocking socket must not hold one of the few
  /// threads Swift concurrency runs the server's tasks on (two on a two-core machine).
  func request(_ head: String, body: [UInt8] = []) async throws -> Response {
    try await offPool { try requestBlocking(head, body: body) }
  }

  /// `getBlocking` on a Dispatch thread.
  func get(_ target: String, host: String? = nil, extra: [String] = []) async throws -> Response {
    try await offPool { try getBlocking(target, host: host, extra: extra) }
  }

  static func headerEnd(_ data: [UInt8]) -> Int? {
    let marker: [UInt8] = [13, 10, 13, 10]
    guard data.count >= 4 else { return nil }
    for i in 0...(data.count - 4) where Array(data[i..<i + 4]) == marker { return i + 4 }
    return nil
  }

  static func contentLength(_ head: ArraySlice<UInt8>) -> Int? {
    for line in String(decoding: head, as: UTF8.self).components(separatedBy: "\r\n") {
      let parts = line.split(separator: ":", maxSplits: 1)
      if parts.count == 2, parts[0].lowercased() == "content-length" {
        return Int(parts[1].trimmingCharacters(in: .whitespaces))
      }
    }
    return nil
  }

  static func parse(_ data: [UInt8]) throws -> Response {
    guard let end = headerEnd(data) else { throw Failure("no complete response: \(data.count) bytes") }
    let lines = String(decoding: data[..<(end - 4)], as: UTF8.self).components(separatedBy: "\r\n")
    let statusParts = lines[0].split(separator: " ")
    guard statusParts.count >= 2, let status = Int(statusParts[1]) else {
      throw Failure("bad status line \(lines[0])")
    }
    let headers = lines.dropFirst().compactMap { line -> (String, String)? in
      let parts = line.split(separator: ":", maxSplits: 1)
      guard parts.count == 2 else { return nil }
      return (String(parts[0]), parts[1].trimmingCharacters(in: .whitespaces))
    }
    return Response(status: status, headers: headers, body: String(decoding: data[end...], as: UTF8.self))
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }
}

/// Runs blocking work on a Dispatch thread, off Swift concurrency's cooperative pool.
func offPool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
  try await withCheckedThrowingContinuation { continuation in
    DispatchQueue.global().async { continuation.resume(with: Result { try work() }) }
  }
}
