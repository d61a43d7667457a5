import CZlib

/// One raw DEFLATE stream (RFC 1951) compressed by the system zlib, fed in pieces and finished
/// once. Raw, without zlib's header and Adler-32 trailer, so that the caller can compute the
/// checksum itself where it knows better (the PNG encoder combines the checksums of repeated rows
/// in constant time instead of letting zlib sum every byte). Owns the `z_stream`, so it is a class
/// freed in `deinit`.
final class ZlibDeflater {
  /// zlib's match-finding strategies that suit images (`Z_DEFAULT_STRATEGY`, `Z_FILTERED`, `Z_RLE`).
  enum Strategy: Sendable {
    case standard, filtered, runLength

    var zlibValue: Int32 {
      switch self {
      case .standard: Z_DEFAULT_STRATEGY
      case .filtered: Z_FILTERED
      case .runLength: Z_RLE
      }
    }
  }

  private let stream: UnsafeMutablePointer<z_stream>
  private var output: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  private var finished = false

  /// A stream at `level` (1 fastest ... 9 smallest) expecting about `expectedInput` bytes, which
  /// sizes the output buffer for the worst case so that it normally never grows.
  init(level: Int32, strategy: Strategy, expectedInput: Int) throws(RenderError) {
    stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    stream.initialize(to: z_stream())
    // deflateInit2 is a macro: call the function behind it with the library's own version string.
    // Window bits -15: a 32 KB window, raw DEFLATE.
    let status = deflateInit2_(
      stream, level, Z_DEFLATED, -15, 8, strategy.zlibValue, zlibVersion(),
      Int32(MemoryLayout<z_stream>.size))
    guard status == Z_OK else {
      stream.deinitialize(count: 1)
      stream.deallocate()
      throw .compression("deflateInit2 failed with status \(status)")
    }
    capacity = Int(deflateBound(stream, UInt(max(expectedInput, 0)))) + 64
    output = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    stream.pointee.next_out = output
    stream.pointee.avail_out = UInt32(clamping: capacity)
  }

  deinit {
    deflateEnd(stream)
    stream.deinitialize(count: 1)
    stream.deallocate()
    output.deallocate()
  }

  /// Compresses `bytes` (zlib keeps what it cannot emit yet).
  func append(_ bytes: UnsafeBufferPointer<UInt8>) throws(RenderError) {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
    try run(input: base, count: bytes.count, flush: Z_NO_FLUSH)
  }

  /// Ends the stream and returns the compressed bytes; the deflater is spent afterwards.
  func finish() throws(RenderError) -> [UInt8] {
    guard !finished else { throw .compression("stream already finished") }
    try run(input: nil, count: 0, flush: Z_FINISH)
    finished = true
    return Array(UnsafeBufferPointer(start: output, count: written))
  }

  private func run(input: UnsafePointer<UInt8>?, count: Int, flush: Int32) throws(RenderError) {
    guard !finished else { throw .compression("stream already finished") }
    stream.pointee.next_in = UnsafeMutablePointer(mutating: input)
    stream.pointee.avail_in = UInt32(clamping: count)
    while true {
      if stream.pointee.avail_out == 0 { grow() }
      let status = deflate(stream, flush)
      switch status {
      case Z_STREAM_END:
        return
      case Z_OK, Z_BUF_ERROR:
        // Done with this input unless zlib filled the buffer (then grow and go on) or must finish.
        if stream.pointee.avail_out != 0 && flush != Z_FINISH && stream.pointee.avail_in == 0 { return }
        if stream.pointee.avail_out != 0 && status == Z_BUF_ERROR {
          throw .compression("deflate made no progress")
        }
      default:
        throw .compression("deflate failed with status \(status)")
      }
    }
  }

  /// Bytes of output so far.
  private var written: Int { stream.pointee.next_out.map { output.distance(to: $0) } ?? 0 }

  /// Doubles the output buffer, keeping what was written.
  private func grow() {
    let written = self.written
    let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
    bigger.update(from: output, count: written)
    output.deallocate()
    output = bigger
    capacity *= 2
    stream.pointee.next_out = output + written
    stream.pointee.avail_out = UInt32(clamping: capacity - written)
  }
}
