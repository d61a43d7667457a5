import CZlib
import Testing

@testable import Render

/// The zlib wrapper against zlib's own one-shot `uncompress`.
@Suite struct ZlibDeflaterTests {
  /// Wraps raw DEFLATE as a zlib stream (RFC 1950: header 0x78 0x01, Adler-32 of the original
  /// big-endian) and inflates it with `uncompress`.
  private func inflate(_ raw: [UInt8], original: [UInt8]) -> [UInt8]? {
    let checksum = UInt32(original.withUnsafeBufferPointer { adler32(1, $0.baseAddress, UInt32($0.count)) })
    let trailer = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: checksum >> UInt32($0)) }
    return inflate([0x78, 0x01] + raw + trailer, size: original.count)
  }

  private func inflate(_ compressed: [UInt8], size: Int) -> [UInt8]? {
    var out = [UInt8](repeating: 0, count: size)
    var length = UInt(size)
    let status = compressed.withUnsafeBufferPointer { c in
      out.withUnsafeMutableBufferPointer { o in
        uncompress(o.baseAddress, &length, c.baseAddress, UInt(c.count))
      }
    }
    return status == Z_OK && Int(length) == size ? out : nil
  }

  @Test func piecesRoundTripAndOutputGrows() throws {
    // A deliberately small size hint and incompressible input (a linear congruential sequence)
    // make the output buffer grow several times.
    var state: UInt32 = 12345
    let input = (0..<300_000).map { _ -> UInt8 in
      state = state &* 1_103_515_245 &+ 12345
      return UInt8(truncatingIfNeeded: state >> 16)
    }
    let deflater = try ZlibDeflater(level: 3, strategy: .standard, expectedInput: 10)
    for start in stride(from: 0, to: input.count, by: 70_000) {
      try input[start..<min(start + 70_000, input.count)].withUnsafeBufferPointer { try deflater.append($0) }
    }
    let compressed = try deflater.finish()
    #expect(inflate(compressed, original: input) == input)
    #expect(throws: RenderError.self) { _ = try deflater.finish() }
  }

  @Test func emptyStreamIsValid() throws {
    let compressed = try ZlibDeflater(level: 1, strategy: .runLength, expectedInput: 0).finish()
    #expect(inflate(compressed, original: []) == [])
  }
}
