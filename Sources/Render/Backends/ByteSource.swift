import CCairo

/// Feeds bytes to Cairo's PNG reader.
final class ByteSource {
  let bytes: [UInt8]
  var offset = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  static let read: cairo_read_func_t = { closure, data, length in
    guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
    let source = Unmanaged<ByteSource>.fromOpaque(closure).takeUnretainedValue()
    let n = Int(length)
    guard source.offset + n <= source.bytes.count else { return CAIRO_STATUS_READ_ERROR }
    source.bytes.withUnsafeBufferPointer { buf in
      if let base = buf.baseAddress { data.update(from: base + source.offset, count: n) }
    }
    source.offset += n
    return CAIRO_STATUS_SUCCESS
  }
}
