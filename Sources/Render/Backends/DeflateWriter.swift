/// A small, fast DEFLATE encoder (RFC 1951, one final block with the fixed Huffman code) tuned
/// for diagram images: long runs of one byte (distance-1 matches) and rows repeating the row above
/// (matches at the row distance) are found without hashing, everything else is a literal.
///
/// It exists because the generic zlib effort of libpng (Cairo's PNG writer) spent over 90% of a
/// diagram's rendering time on large, mostly uniform 2x images (docs/render.md, Benchmark).
struct DeflateWriter: ~Copyable {
  /// Output buffer sized for the worst case (every byte a 9-bit literal), so writes never check.
  private let storage: UnsafeMutablePointer<UInt8>
  private let capacity: Int
  private var count = 0
  private var bitBuffer: UInt64 = 0
  private var bitCount: UInt64 = 0

  /// A writer for at most `inputBytes` uncompressed bytes.
  init(inputBytes: Int) {
    capacity = inputBytes + inputBytes / 7 + 64
    storage = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    // Block header: BFINAL = 1, BTYPE = 01 (fixed Huffman).
    writeBits(1, count: 1)
    writeBits(1, count: 2)
  }

  deinit { storage.deallocate() }

  /// Appends `count` bits of `value`, least significant first.
  @inline(__always)
  private mutating func writeBits(_ value: UInt32, count n: UInt64) {
    bitBuffer |= UInt64(value) << bitCount
    bitCount += n
    while bitCount >= 8 {
      storage[count] = UInt8(truncatingIfNeeded: bitBuffer)
      count += 1
      bitBuffer >>= 8
      bitCount -= 8
    }
  }

  /// Huffman codes are defined most significant bit first: reverse them for the bit stream.
  @inline(__always)
  private static func reversed(_ code: UInt32, _ length: Int) -> UInt32 {
    var r: UInt32 = 0
    var c = code
    for _ in 0..<length {
      r = (r << 1) | (c & 1)
      c >>= 1
    }
    return r
  }

  /// Fixed literal/length codes, pre-reversed: (code, bit length) for symbols 0...287.
  private static let literalCodes: [(UInt32, UInt64)] = (0..<288).map { s in
    switch s {
    case 0...143: return (reversed(UInt32(0x30 + s), 8), 8)
    case 144...255: return (reversed(UInt32(0x190 + s - 144), 9), 9)
    case 256...279: return (reversed(UInt32(s - 256), 7), 7)
    default: return (reversed(UInt32(0xC0 + s - 280), 8), 8)
    }
  }

  /// Match length 3...258 -> (symbol, extra bits, extra value).
  private static let lengthTable: [(Int, UInt64, UInt32)] = {
    let bases = [
      3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195,
      227, 258,
    ]
    let extras: [UInt64] = [
      0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    var table = [(Int, UInt64, UInt32)](repeating: (0, 0, 0), count: 259)
    for length in 3...258 {
      var i = bases.count - 1
      while bases[i] > length { i -= 1 }
      table[length] = (257 + i, extras[i], UInt32(length - bases[i]))
    }
    return table
  }()

  private static let distanceBases = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
    4097, 6145, 8193, 12289, 16385, 24577,
  ]

  @inline(__always)
  mutating func literal(_ byte: UInt8) {
    let (code, length) = Self.literalCodes[Int(byte)]
    writeBits(code, count: length)
  }

  /// Emits a match of `length` (3...258) bytes at `distance` (1...32768).
  mutating func match(length: Int, distance: Int) {
    let (symbol, extraBits, extra) = Self.lengthTable[length]
    let (code, codeLength) = Self.literalCodes[symbol]
    writeBits(code, count: codeLength)
    if extraBits > 0 { writeBits(extra, count: extraBits) }
    var d = Self.distanceBases.count - 1
    while Self.distanceBases[d] > distance { d -= 1 }
    // Distance codes are 5 bits, reversed like every Huffman code.
    writeBits(Self.reversed(UInt32(d), 5), count: 5)
    let dExtra = d < 4 ? 0 : UInt64(d / 2 - 1)
    if dExtra > 0 { writeBits(UInt32(distance - Self.distanceBases[d]), count: dExtra) }
  }

  /// Emits `count` copies of the byte just before (distance-1 matches, literals for a short tail).
  mutating func repeatPrevious(_ byte: UInt8, count: Int) {
    var left = count
    while left >= 3 {
      let n = min(left, 258)
      // A match may not leave a tail of 1 or 2 bytes that cannot be a match: fine, they are literals.
      match(length: n, distance: 1)
      left -= n
    }
    for _ in 0..<left { literal(byte) }
  }

  /// Ends the block, flushes the last partial byte and returns the stream.
  mutating func finish() -> [UInt8] {
    let (code, length) = Self.literalCodes[256]
    writeBits(code, count: length)
    if bitCount > 0 {
      storage[count] = UInt8(truncatingIfNeeded: bitBuffer)
      count += 1
      bitBuffer = 0
      bitCount = 0
    }
    return Array(UnsafeBufferPointer(start: storage, count: count))
  }
}
