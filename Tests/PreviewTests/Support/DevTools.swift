import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Headless Chromium driven over the DevTools protocol: the system's `chromium` (Debian's
/// package; nothing is downloaded), one page, commands sent as JSON over a WebSocket that this
/// type speaks itself (client frames masked, as RFC 6455 requires; text only).
final class DevTools: @unchecked Sendable {
  static let chromium = "/usr/bin/chromium"

  private let process: Process
  private let profile: String
  private let fd: Int32
  private var nextID = 0
  private var pending: [UInt8] = []

  /// Starts Chromium on about:blank and connects to its page.
  init(width: Int = 1400, height: Int = 900) throws {
    profile = NSTemporaryDirectory() + "preview-chromium-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: profile, withIntermediateDirectories: true)
    process = Process()
    process.executableURL = URL(fileURLWithPath: Self.chromium)
    process.arguments = [
      "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
      "--disable-extensions", "--disable-component-update", "--disable-background-networking",
      "--disable-default-apps", "--disable-sync", "--no-default-browser-check",
      "--force-device-scale-factor=1", "--remote-debugging-port=0", "--remote-debugging-address=127.0.0.1",
      "--user-data-dir=\(profile)", "--window-size=\(width),\(height)", "about:blank",
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Until the page is connected, a failure ends the browser here: a throwing initializer does
    // not run `deinit`, and a Chromium left running would outlive the test run.
    let startup = StartupCleanup(process: process, profile: profile)
    // Chromium writes the port it chose to DevToolsActivePort in the profile (within 30 s: a
    // start takes 1 s on a quiet machine, 6 s on a loaded one).
    var port: UInt16?
    for _ in 0..<600 {
      if let text = try? String(contentsOfFile: profile + "/DevToolsActivePort", encoding: .utf8),
        let first = text.split(separator: "\n").first, let p = UInt16(first)
      {
        port = p
        break
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
    guard let port else { throw RawHTTP.Failure("Chromium wrote no DevToolsActivePort") }
    let http = RawHTTP(port: port)
    var path: String?
    for _ in 0..<100 {
      if let list = try? http.getBlocking("/json/list"), list.status == 200,
        let targets = try? JSONSerialization.jsonObject(with: Data(list.body.utf8)) as? [[String: Any]],
        let page = targets.first(where: { $0["type"] as? String == "page" }),
        let url = page["webSocketDebuggerUrl"] as? String, let range = url.range(of: "/devtools/")
      {
        path = String(url[range.lowerBound...])
        break
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
    guard let path else { throw RawHTTP.Failure("Chromium listed no page") }
    fd = try http.connect()
    let handshake =
      [
        "GET \(path) HTTP/1.1", "Host: 127.0.0.1:\(port)", "Upgrade: websocket", "Connection: Upgrade",
        "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==", "Sec-WebSocket-Version: 13",
      ].joined(separator: "\r\n") + "\r\n\r\n"
    http.send(fd, Array(handshake.utf8))
    while RawHTTP.headerEnd(pending) == nil { try fill() }
    let end = RawHTTP.headerEnd(pending)!
    guard String(decoding: pending[..<end], as: UTF8.self).hasPrefix("HTTP/1.1 101") else {
      throw RawHTTP.Failure("Chromium refused the WebSocket")
    }
    pending.removeFirst(end)
    startup.succeeded = true
  }

  deinit {
    close(fd)
    process.terminate()
    process.waitUntilExit()
    try? FileManager.default.removeItem(atPath: profile)
  }

  /// Sends a command and returns its result (events received meanwhile are dropped).
  @discardableResult
  func send(_ method: String, _ params: [String: Any] = [:]) throws -> [String: Any] {
    nextID += 1
    let id = nextID
    let message = try JSONSerialization.data(withJSONObject: ["id": id, "method": method, "params": params])
    writeFrame(Array(message))
    while true {
      let text = try readMessage()
      guard let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
        object["id"] as? Int == id
      else { continue }
      if let error = object["error"] { throw RawHTTP.Failure("\(method): \(error)") }
      return object["result"] as? [String: Any] ?? [:]
    }
  }

  /// Evaluates a JavaScript expression in the page and returns its value (JSON values only).
  func evaluate(_ expression: String) throws -> Any? {
    let result = try send("Runtime.evaluate", ["expression": expression, "returnByValue": true])
    if let exception = result["exceptionDetails"] { throw RawHTTP.Failure("\(expression): \(exception)") }
    return (result["result"] as? [String: Any])?["value"]
  }

  /// Polls `expression` every 20 ms until it is true; returns the seconds it took, or nil after
  /// `timeout` seconds.
  func waitFor(_ expression: String, timeout: Double = 10) throws -> Double? {
    let start = Date()
    while Date().timeIntervalSince(start) < timeout {
      if try evaluate(expression) as? Bool == true { return Date().timeIntervalSince(start) }
      Thread.sleep(forTimeInterval: 0.02)
    }
    return nil
  }

  /// A real mouse click (pressed and released) at a point of the viewport.
  func click(x: Double, y: Double) throws {
    for type in ["mouseMoved", "mousePressed", "mouseReleased"] {
      try send(
        "Input.dispatchMouseEvent", ["type": type, "x": x, "y": y, "button": "left", "clickCount": 1])
    }
  }

  /// Clicks the middle of the first element `selector` finds.
  func click(_ selector: String) throws {
    let box = try evaluate(
      "(() => { const e = document.querySelector('\(selector)'); if (!e) return null; "
        + "e.scrollIntoView({block: 'center'}); const r = e.getBoundingClientRect(); "
        + "return [r.left + r.width / 2, r.top + r.height / 2]; })()")
    guard let point = box as? [Double] else { throw RawHTTP.Failure("nothing matches \(selector)") }
    try click(x: point[0], y: point[1])
  }

  /// A PNG of the top `height` CSS pixels of the viewport.
  func screenshot(width: Int = 1400, height: Int = 420) throws -> Data {
    let clip: [String: Any] = ["x": 0, "y": 0, "width": width, "height": height, "scale": 1]
    let result = try send("Page.captureScreenshot", ["format": "png", "clip": clip])
    guard let base64 = result["data"] as? String, let data = Data(base64Encoded: base64) else {
      throw RawHTTP.Failure("no screenshot")
    }
    return data
  }

  private func fill() throws {
    var buffer = [UInt8](repeating: 0, count: 65536)
    let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
    guard n > 0 else { throw RawHTTP.Failure("DevTools connection closed") }
    pending += buffer[0..<n]
  }

  private func take(_ count: Int) throws -> [UInt8] {
    while pending.count < count { try fill() }
    let bytes = Array(pending[0..<count])
    pending.removeFirst(count)
    return bytes
  }

  /// One text message (continuation frames joined; the server's frames are not masked).
  private func readMessage() throws -> String {
    var payload: [UInt8] = []
    while true {
      let head = try take(2)
      var length = Int(head[1] & 0x7F)
      if length == 126 {
        length = try take(2).reduce(0) { $0 << 8 | Int($1) }
      } else if length == 127 {
        length = try take(8).reduce(0) { $0 << 8 | Int($1) }
      }
      payload += try take(length)
      if head[0] & 0x80 != 0 { return String(decoding: payload, as: UTF8.self) }
    }
  }

  private func writeFrame(_ payload: [UInt8]) {
    var frame: [UInt8] = [0x81]
    if payload.count < 126 {
      frame.append(0x80 | UInt8(payload.count))
    } else if payload.count < 65536 {
      frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
    } else {
      frame.append(0x80 | 127)
      frame += (0..<8).reversed().map { UInt8((payload.count >> ($0 * 8)) & 0xFF) }
    }
    let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
    frame += mask
    frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
    RawHTTP(port: 0).send(fd, frame)
  }
}

/// Ends a Chromium that `DevTools.init` started when the initializer fails before the page is
/// connected (on success, `DevTools.deinit` ends it instead).
private final class StartupCleanup {
  let process: Process
  let profile: String
  var succeeded = false

  init(process: Process, profile: String) {
    self.process = process
    self.profile = profile
  }

  deinit {
    guard !succeeded else { return }
    process.terminate()
    process.waitUntilExit()
    try? FileManager.default.removeItem(atPath: profile)
  }
}
