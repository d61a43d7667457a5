/// The chunks of a PNG file that decoding needs, read and checked (length inside the file, CRC-32,
/// IHDR first and valid, IDAT present, IEND last): the header, whether a `tRNS` chunk is present,
/// and where the image data lies (one IDAT chunk is used in place; several are joined).
struct PNGChunks {
  /// The IHDR fields.
  struct Header {
    var width: Int
    var height: Int
    var bitDepth: UInt8
    var colourType: UInt8
    var interlace: UInt8
  }

  var header: Header?
  var hasTransparency = false
  /// The bytes of every IDAT chunk, in order, as ranges of the file.
  var imageDataRanges: [Range<Int>] = []

  /// Reads every chunk after the 8-byte signature.
  static func read(_ file: UnsafeBufferPointer<UInt8>) throws(RenderError) -> PNGChunks {
    var chunks = PNGChunks()
    var offset = 8
    var ended = false
    while offset < file.count {
      guard file.count - offset >= 12 else {
        throw .png(
          "truncated: \(file.count - offset) stray bytes at byte \(offset) where a chunk should start")
      }
      let length = Int(bigEndian(file, offset))
      let type = String(decoding: file[offset + 4..<offset + 8], as: UTF8.self)
      guard length <= file.count - offset - 12 else {
        throw .png(
          "truncated: chunk \(type) at byte \(offset) declares \(length) bytes but the file ends "
            + "\(file.count - offset - 12) bytes later")
      }
      let stored = bigEndian(file, offset + 8 + length)
      let computed = Inflater.crc32(file.baseAddress! + offset + 4, count: length + 4)
      guard stored == computed else {
        throw .png("chunk \(type) at byte \(offset) is damaged (its CRC-32 does not match its data)")
      }
      let data = offset + 8
      switch type {
      case "IHDR":
        guard chunks.header == nil, offset == 8, length == 13 else {
          throw .png("IHDR at byte \(offset) must be the first chunk, once, with 13 bytes")
        }
        let header = Header(
          width: Int(bigEndian(file, data)), height: Int(bigEndian(file, data + 4)), bitDepth: file[data + 8],
          colourType: file[data + 9], interlace: file[data + 12])
        guard header.width > 0, header.height > 0 else {
          throw .png("IHDR gives a size of \(header.width) x \(header.height) pixels")
        }
        chunks.header = header
      case "IDAT":
        chunks.imageDataRanges.append(data..<data + length)
      case "tRNS":
        chunks.hasTransparency = true
      case "IEND":
        ended = true
      default:
        guard chunks.header != nil else { throw .png("the first chunk is \(type), not IHDR") }
      }
      offset = data + length + 4
      if ended { break }
    }
    guard chunks.header != nil else { throw .png("no IHDR chunk after the signature") }
    guard !chunks.imageDataRanges.isEmpty else { throw .png("no IDAT chunk: the file holds no image data") }
    guard ended else { throw .png("truncated: the file ends at byte \(file.count) without an IEND chunk") }
    return chunks
  }

  private static func bigEndian(_ file: UnsafeBufferPointer<UInt8>, _ offset: Int) -> UInt32 {
    UInt32(file[offset]) << 24 | UInt32(file[offset + 1]) << 16 | UInt32(file[offset + 2]) << 8
      | UInt32(file[offset + 3])
  }
}
