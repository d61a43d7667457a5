/// The CRC-32 of PNG chunks (ISO 3309, table driven).
struct CRC32 {
  private var crc: UInt32 = 0xFFFF_FFFF
  private static let table: [UInt32] = (0..<256).map { n in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
  }

  var value: UInt32 { crc ^ 0xFFFF_FFFF }

  mutating func update(_ bytes: [UInt8]) {
    Self.table.withUnsafeBufferPointer { table in
      for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    }
  }
}
