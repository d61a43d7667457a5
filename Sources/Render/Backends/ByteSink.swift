import CCairo

/// Collects the bytes Cairo writes through a stream callback (PNG and PDF).
final class ByteSink {
  /// Everything written so far.
  var bytes: [UInt8] = []

  /// The C write callback: captures nothing, finds the sink through `closure` (REFERENCE §8).
  static let write: cairo_write_func_t = { closure, data, length in
    guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
    let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
    if let data, length > 0 {
      sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
    }
    return CAIRO_STATUS_SUCCESS
  }
}
