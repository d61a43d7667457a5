import FlyingFox
import Foundation

/// Every request passes here first: it is refused unless its Host header names the address served
/// (a DNS-rebinding page sends its own name), any Origin is that address too, it is a GET without a
/// body, and its target and headers are small; then it is answered from a fixed table of routes.
/// No part of a URL ever names a file: the page's assets are strings compiled into the program.
struct RequestGuard: HTTPHandler {
  /// The longest request target (path and query), in bytes (414 beyond).
  static let maximumTarget = 2048
  /// The most header bytes, names and values (431 beyond).
  static let maximumHeaders = 16 * 1024
  /// The largest body the server reads into memory; the preview takes none (413 for any body).
  static let maximumBody = 4096
  /// The longest settings message a page may send on its WebSocket.
  static let maximumMessage = 1024

  let state: PreviewState
  let limiter: ConnectionLimiter
  /// The address listened on.
  let host: String
  /// The port bound, set once the socket listens.
  let port = Locked<UInt16>(0)

  init(state: PreviewState, limiter: ConnectionLimiter, host: String) {
    self.state = state
    self.limiter = limiter
    self.host = host
  }

  /// The Host header values this server answers: its address with the port, and `localhost`
  /// when that address is the loopback one.
  var acceptedHosts: Set<String> {
    let port = self.port.get()
    var names = ["\(host):\(port)"]
    if host == "127.0.0.1" { names.append("localhost:\(port)") }
    return Set(names)
  }

  func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
    if let refusal = refusal(request) { return refusal }
    guard limiter.enter() else {
      return Self.text(.serviceUnavailable, "too many requests at once; try again")
    }
    defer { limiter.leave() }
    return await route(request)
  }

  /// Why `request` is refused, or nil when it may be answered.
  func refusal(_ request: HTTPRequest) -> HTTPResponse? {
    guard let hostHeader = request.headers[.host], acceptedHosts.contains(hostHeader.lowercased()) else {
      return Self.text(.misdirectedRequest, "this server answers only requests for \(host):\(port.get())")
    }
    if let origin = request.headers[HTTPHeader("Origin")] {
      guard acceptedHosts.contains(where: { "http://" + $0 == origin.lowercased() }) else {
        return Self.text(.forbidden, "requests from other pages are refused")
      }
    }
    guard request.target.rawValue.utf8.count <= Self.maximumTarget else {
      return Self.text(.uriTooLong, "the request target is longer than \(Self.maximumTarget) bytes")
    }
    var headerBytes = 0
    for (name, value) in request.headers { headerBytes += name.rawValue.utf8.count + value.utf8.count + 4 }
    guard headerBytes <= Self.maximumHeaders else {
      return Self.text(
        .requestHeaderFieldsTooLarge, "the request's headers are larger than \(Self.maximumHeaders) bytes")
    }
    if request.headers[.transferEncoding] != nil
      || (request.headers[.contentLength].flatMap { Int($0) } ?? 0) > 0
    {
      return Self.text(.payloadTooLarge, "the preview takes no request body")
    }
    guard request.method == .GET || request.method == .HEAD else {
      var response = Self.text(.methodNotAllowed, "only GET is answered")
      response.headers[HTTPHeader("Allow")] = "GET, HEAD"
      return response
    }
    return nil
  }

  /// The fixed routes.
  func route(_ request: HTTPRequest) async -> HTTPResponse {
    switch request.path {
    case "/":
      return Self.response(.ok, type: "text/html; charset=utf-8", PreviewPage.html, page: true)
    case "/preview.js":
      return Self.response(.ok, type: "text/javascript; charset=utf-8", PreviewPage.script)
    case "/preview.css":
      return Self.response(.ok, type: "text/css; charset=utf-8", PreviewPage.stylesheet)
    case "/figure", "/figure.svg":
      let settings: PreviewSettings
      do {
        settings = try Self.settings(request)
      } catch {
        return Self.text(.badRequest, error.message)
      }
      if request.path == "/figure" {
        let json = await state.figureJSON(settings)
        return Self.response(.ok, type: "application/json", json)
      }
      guard let svg = await state.figureSVG(settings) else {
        return Self.text(.notFound, "the file has no figure yet; see /figure for its errors")
      }
      return Self.response(.ok, type: "image/svg+xml", Data(svg.utf8))
    case "/events":
      guard await state.watcherCount < PreviewState.maximumWatchers else {
        return Self.text(.serviceUnavailable, "too many pages follow this preview; close one")
      }
      let socket = WebSocketHTTPHandler(handler: MessageFrameWSHandler(handler: PageSocket(state: state)))
      return (try? await socket.handleRequest(request)) ?? Self.text(.badRequest, "not a WebSocket handshake")
    default:
      return Self.text(.notFound, "no such page")
    }
  }

  /// The settings a request's query gives.
  static func settings(_ request: HTTPRequest) throws(PreviewRequestError) -> PreviewSettings {
    var settings = PreviewSettings()
    for item in request.query { try settings.set(item.name, item.value) }
    return settings
  }

  /// A response with the headers every answer carries: no caching, no sniffing, no framing, no
  /// referrer; the page adds its content security policy. No CORS header is ever sent.
  static func response(_ status: HTTPStatusCode, type: String, _ body: Data, page: Bool = false)
    -> HTTPResponse
  {
    var headers: HTTPHeaders = [
      .contentType: type,
      .cacheControl: "no-store",
      HTTPHeader("X-Content-Type-Options"): "nosniff",
      HTTPHeader("X-Frame-Options"): "DENY",
      HTTPHeader("Referrer-Policy"): "no-referrer",
    ]
    if page {
      headers[HTTPHeader("Content-Security-Policy")] =
        "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
        + "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    }
    return HTTPResponse(statusCode: status, headers: headers, body: body)
  }

  static func response(_ status: HTTPStatusCode, type: String, _ body: String, page: Bool = false)
    -> HTTPResponse
  {
    response(status, type: type, Data(body.utf8), page: page)
  }

  /// A plain-text answer (a refusal and why).
  static func text(_ status: HTTPStatusCode, _ message: String) -> HTTPResponse {
    var response = response(status, type: "text/plain; charset=utf-8", message + "\n")
    if status != .ok { response.headers[.connection] = "close" }
    return response
  }
}

/// One page's WebSocket: the page sends its settings (a query string), the server answers with the
/// figure, and sends a new one each time the file changes. A page that disconnects, even in the
/// middle of a message, is forgotten.
struct PageSocket: WSMessageHandler {
  let state: PreviewState

  func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
    let (out, continuation) = AsyncStream<WSMessage>.makeStream(bufferingPolicy: .bufferingNewest(4))
    guard let id = await state.addWatcher(continuation) else {
      continuation.yield(.close(.tryAgainLater))
      continuation.finish()
      return out
    }
    Task { [state] in
      for await message in client {
        guard case .text(let text) = message else { continue }
        guard text.utf8.count <= RequestGuard.maximumMessage else {
          await state.refuse(
            id, PreviewRequestError("settings longer than \(RequestGuard.maximumMessage) bytes"))
          continue
        }
        do throws(PreviewRequestError) {
          let settings = try PreviewSettings(query: text)
          await state.update(id, settings: settings)
        } catch {
          await state.refuse(id, error)
        }
      }
      await state.removeWatcher(id)
    }
    return out
  }
}
