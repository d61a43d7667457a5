import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A TCP listener on 127.0.0.1 at a free port, to prove that the XML parser makes no network
/// request: a connection attempt is visible as a readable listening socket.
final class LocalListener {
  let descriptor: Int32
  let port: UInt16

  init() throws {
    let listening = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard listening >= 0 else { throw POSIXError(.EIO) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listening, $0, length) }
    }
    guard bound == 0, listen(listening, 16) == 0 else {
      close(listening)
      throw POSIXError(.EADDRINUSE)
    }
    var actual = sockaddr_in()
    var actualLength = length
    _ = withUnsafeMutablePointer(to: &actual) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listening, $0, &actualLength) }
    }
    descriptor = listening
    port = UInt16(bigEndian: actual.sin_port)
  }

  deinit { close(descriptor) }

  /// True when a connection is waiting to be accepted within `milliseconds`.
  func hasConnection(within milliseconds: Int32) -> Bool {
    var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&request, 1, milliseconds) > 0
  }

  /// Connects to the listener (the tests' positive control).
  func connectToIt() -> Int32 {
    let client = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    _ = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(client, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    return client
  }
}
