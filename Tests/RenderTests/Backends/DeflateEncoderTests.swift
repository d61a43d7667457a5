import CZlib
import Testing

@testable import Render

/// Our DEFLATE encoder against zlib's own one-shot `uncompress` (an independent decoder): every
/// input comes back byte for byte, across block boundaries, window limits and run remainders.
@Suite struct DeflateEncoderTests {
  /// Compresses, wraps as a zlib stream (RFC 1950: header 0x78 0x01, zlib's Adler-32 of the
  /// original, big-endian) and inflates it with `uncompress`; nil when zlib refuses the stream.
  private func roundTrip(_ original: [UInt8], rowLength: Int = 0) -> (back: [UInt8]?, compressed: Int) {
    var raw = [UInt8](repeating: 0, count: DeflateEncoder.bound(original.count))
    let count = original.withUnsafeBufferPointer { input in
      raw.withUnsafeMutableBufferPointer { output in
        DeflateEncoder.compress(
          input.baseAddress ?? UnsafePointer(output.baseAddress!), count: original.count,
          rowLength: rowLength,
          into: output.baseAddress!)
      }
    }
    let checksum = UInt32(original.withUnsafeBufferPointer { adler32(1, $0.baseAddress, UInt32($0.count)) })
    let trailer = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: checksum >> UInt32($0)) }
    let stream = [0x78, 0x01] + raw.prefix(count) + trailer
    var out = [UInt8](repeating: 0, count: original.count + 1)
    var length = UInt(out.count)
    let status = stream.withUnsafeBufferPointer { c in
      out.withUnsafeMutableBufferPointer { o in
        uncompress(o.baseAddress, &length, c.baseAddress, UInt(c.count))
      }
    }
    return (status == Z_OK ? Array(out.prefix(Int(length))) : nil, count)
  }

  /// A linear congruential sequence: incompressible bytes.
  private func noise(_ count: Int, seed: UInt32 = 12345) -> [UInt8] {
    var state = seed
    return (0..<count).map { _ in
      state = state &* 1_103_515_245 &+ 12345
      return UInt8(truncatingIfNeeded: state >> 16)
    }
  }

  @Test func shortInputsRoundTrip() {
    for length in 0..<12 {
      let input = noise(length)
      #expect(roundTrip(input).back == input, "\(length) bytes")
      let zeros = [UInt8](repeating: 0, count: length)
      #expect(roundTrip(zeros).back == zeros, "\(length) zeros")
    }
  }

  /// Runs of zeros of every length around the 258-byte match limit, after a non-zero byte and at
  /// the end of the input: the remainders of one and two bytes a match cannot take.
  @Test func zeroRunsOfEveryRemainderRoundTrip() {
    for run in Array(1...20) + Array(250...270) + Array(510...520) + [1000, 4096, 65_537] {
      let input = [7] + [UInt8](repeating: 0, count: run) + [9, 9, 0, 0]
      #expect(roundTrip(input).back == input, "run \(run)")
      let atEnd = [7] + [UInt8](repeating: 0, count: run)
      #expect(roundTrip(atEnd).back == atEnd, "run \(run) at the end")
    }
  }

  /// Incompressible input over several blocks of 64 K tokens (all literals).
  @Test func noiseOverSeveralBlocksRoundTrips() {
    let input = noise(300_000)
    let (back, compressed) = roundTrip(input)
    #expect(back == input)
    #expect(compressed <= DeflateEncoder.bound(input.count))
  }

  /// A pattern repeated at exactly the window's distance (32,768, a legal match) and just past it
  /// (32,769, which must not be matched), and rows repeated one row up.
  @Test func windowLimitsAndRowMatchesRoundTrip() {
    let pattern = noise(64, seed: 99)
    for gap in [32_768 - 64, 32_769 - 64, 40_000] {
      let input = pattern + noise(gap, seed: 7) + pattern + pattern
      #expect(roundTrip(input, rowLength: 100).back == input, "gap \(gap)")
    }
    var rows: [UInt8] = []
    for y in 0..<300 {
      let row = noise(97, seed: UInt32(y / 3))
      rows += [y % 3 == 0 ? 1 : 2] + row.map { $0 & 0x0F }
    }
    let (back, compressed) = roundTrip(rows, rowLength: 98)
    #expect(back == rows)
    // Two rows of every three repeat the one above: about a third of the bytes are literals
    // (4 bits of information each), so well under half the input.
    #expect(compressed < rows.count / 2, "\(compressed) of \(rows.count)")
  }

  /// A megabyte of zeros (an empty 2x figure's filtered rows) costs a bit or two per 258 bytes.
  @Test func longZeroRunsCompressToAlmostNothing() {
    let input = [UInt8](repeating: 0, count: 1 << 20)
    let (back, compressed) = roundTrip(input)
    #expect(back == input)
    #expect(compressed < 1_200, "\(compressed) bytes")
  }
}
