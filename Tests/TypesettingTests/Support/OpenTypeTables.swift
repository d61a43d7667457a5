import Foundation

/// An independent reader of the few OpenType table fields the metrics tests need, straight
/// from the file's bytes (no HarfBuzz, no FreeType).
struct OpenTypeTables {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  let unitsPerEm: Int
  let hheaAscender: Int
  let hheaDescender: Int
  let hheaLineGap: Int
  let os2Version: Int
  let fsSelection: Int
  let typoAscender: Int
  let typoDescender: Int
  let typoLineGap: Int
  /// nil when the OS/2 table is older than version 2.
  let xHeight: Int?
  let capHeight: Int?

  /// Reads face `index` of the file at `path` (collections: the 'ttcf' header's offsets).
  init(path: String, index: Int = 0) throws {
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    func u16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
    func i16(_ at: Int) -> Int { Int(Int16(bitPattern: UInt16(u16(at)))) }
    func u32(_ at: Int) -> Int { u16(at) << 16 | u16(at + 2) }
    var directory = 0
    if bytes.count >= 12, String(decoding: bytes[0..<4], as: UTF8.self) == "ttcf" {
      guard index < u32(8) else { throw Failure(description: "\(path): no face \(index)") }
      directory = u32(12 + 4 * index)
    }
    var tables: [String: Int] = [:]
    for i in 0..<u16(directory + 4) {
      let entry = directory + 12 + 16 * i
      tables[String(decoding: bytes[entry..<entry + 4], as: UTF8.self)] = u32(entry + 8)
    }
    guard let head = tables["head"], let hhea = tables["hhea"], let os2 = tables["OS/2"] else {
      throw Failure(description: "\(path): head, hhea or OS/2 missing")
    }
    unitsPerEm = u16(head + 18)
    hheaAscender = i16(hhea + 4)
    hheaDescender = i16(hhea + 6)
    hheaLineGap = i16(hhea + 8)
    os2Version = u16(os2)
    fsSelection = u16(os2 + 62)
    typoAscender = i16(os2 + 68)
    typoDescender = i16(os2 + 70)
    typoLineGap = i16(os2 + 72)
    xHeight = os2Version >= 2 ? i16(os2 + 86) : nil
    capHeight = os2Version >= 2 ? i16(os2 + 88) : nil
  }

  /// Whether OS/2 fsSelection bit 7 (USE_TYPO_METRICS) is set.
  var useTypoMetrics: Bool { fsSelection & (1 << 7) != 0 }

  /// The ascender, descender and line gap the OpenType spec tells layout engines to use:
  /// typo metrics when USE_TYPO_METRICS is set, else hhea when it has values, else typo.
  var horizontal: (ascender: Int, descender: Int, lineGap: Int) {
    if useTypoMetrics || (hheaAscender == 0 && hheaDescender == 0) {
      return (typoAscender, typoDescender, typoLineGap)
    }
    return (hheaAscender, hheaDescender, hheaLineGap)
  }
}
