import CDeflate

/// libdeflate (Debian's `libdeflate-dev`) for decoding PNGs: one whole zlib stream (RFC 1950:
/// header, DEFLATE data, Adler-32, all checked) inflated into a buffer of exactly the size the
/// caller expects, and CRC-32. libdeflate inflates whole buffers about twice as fast as zlib's
/// streaming `inflate`, and its Adler-32 and CRC-32 use the CPU's vector instructions; a decoder
/// that knows the output size (a PNG's header gives it) needs nothing else.
enum Inflater {
  /// Fills `output` completely from `input`; throws when the stream is damaged or truncated, or
  /// holds fewer or more bytes than `output` takes.
  static func zlibDecompress(
    _ input: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>
  ) throws(RenderError) {
    guard let decompressor = libdeflate_alloc_decompressor() else {
      throw .png("out of memory for libdeflate's decompressor")
    }
    defer { libdeflate_free_decompressor(decompressor) }
    var produced = 0
    let result = libdeflate_zlib_decompress(
      decompressor, input.baseAddress, input.count, output.baseAddress, output.count, &produced)
    switch result {
    case LIBDEFLATE_SUCCESS:
      // With the size asked back, libdeflate reports a stream that ends early as a success.
      guard produced == output.count else {
        throw .png("the image data inflates to \(produced) bytes; the header's size needs \(output.count)")
      }
    case LIBDEFLATE_INSUFFICIENT_SPACE:
      throw .png("the image data inflates to more than the \(output.count) bytes the header's size needs")
    default:
      throw .png("the image data does not inflate: the zlib stream is damaged or truncated")
    }
  }

  /// The CRC-32 (ISO 3309, as PNG chunks use it) of `count` bytes.
  static func crc32(_ bytes: UnsafePointer<UInt8>, count: Int) -> UInt32 {
    libdeflate_crc32(0, bytes, count)
  }
}
