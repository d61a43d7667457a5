/// zlib's Adler-32 checksum, with a closed form for runs of zeros.
struct Adler32 {
  private var a: UInt32 = 1
  private var b: UInt32 = 0
  private static let modulus: UInt32 = 65521

  var value: UInt32 { (b << 16) | a }

  mutating func update(byte: UInt8) {
    a = (a + UInt32(byte)) % Self.modulus
    b = (b + a) % Self.modulus
  }

  /// `count` zero bytes: a stays, b grows by a per byte.
  mutating func updateZeros(count: Int) {
    b = UInt32((UInt64(b) + UInt64(count) * UInt64(a)) % UInt64(Self.modulus))
  }

  mutating func update(_ buf: UnsafeBufferPointer<UInt8>) {
    do {
      var i = 0
      while i < buf.count {
        // 5552 bytes is the most that cannot overflow 32 bits before the modulo (zlib's NMAX).
        let end = min(i + 5552, buf.count)
        while i < end {
          a &+= UInt32(buf[i])
          b &+= a
          i += 1
        }
        a %= Self.modulus
        b %= Self.modulus
      }
    }
  }
}
