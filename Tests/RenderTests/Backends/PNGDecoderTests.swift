import Foundation
import Testing

@testable import Render

/// Our PNG decoder on files written by hand (`HandMadePNG`): every filter type, RGB and RGBA,
/// repeated rows, image data split over IDAT chunks; other kinds of PNG through Cairo; damaged
/// files; and the committed goldens, decoded as Cairo (libpng) decodes them.
@Suite struct PNGDecoderTests {
  /// Deterministic bytes covering 0...255 unevenly (so Paeth's three cases and byte wrap-around
  /// all occur).
  static func bytes(_ count: Int, seed: Int) -> [UInt8] {
    var state = UInt32(truncatingIfNeeded: seed &* 2_654_435_761 &+ 12345)
    return (0..<count).map { _ in
      state = state &* 1_103_515_245 &+ 12345
      return UInt8(truncatingIfNeeded: state >> 16)
    }
  }

  /// What Cairo's reader makes of straight RGBA, by the definition: premultiplied by alpha / 255
  /// rounded to the nearest (never a tie: 255 is odd), fully transparent pixels 0.
  static func premultiplied(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> UInt32 {
    guard a > 0 else { return 0 }
    func scale(_ c: UInt8) -> UInt32 { UInt32((Double(c) * Double(a) / 255).rounded()) }
    return UInt32(a) << 24 | scale(r) << 16 | scale(g) << 8 | scale(b)
  }

  /// Expected pixels of unfiltered rows.
  static func pixels(_ rows: [[UInt8]], bpp: Int) -> [UInt32] {
    rows.flatMap { row in
      stride(from: 0, to: row.count, by: bpp).map { i -> UInt32 in
        bpp == 3
          ? 0xFF00_0000 | UInt32(row[i]) << 16 | UInt32(row[i + 1]) << 8 | UInt32(row[i + 2])
          : premultiplied(row[i], row[i + 1], row[i + 2], row[i + 3])
      }
    }
  }

  static func rows(width: Int, height: Int, bpp: Int, seed: Int) -> [[UInt8]] {
    (0..<height).map { y in
      var row = bytes(width * bpp, seed: seed * 100 + y)
      if bpp == 4 {
        // Alpha 0, 255 and in between, so all three conversions occur.
        for x in 0..<width { row[x * 4 + 3] = [0, 255, row[x * 4 + 3]][x % 3] }
      }
      return row
    }
  }

  @Test(arguments: [UInt8(0), 1, 2, 3, 4], [3, 4])
  func everyFilterTypeGivesTheWrittenPixels(_ filter: UInt8, _ bpp: Int) throws {
    // 37 pixels a row: the eight-byte and 32-byte loops and their tails all run.
    let (width, height) = (37, 6)
    let rows = Self.rows(width: width, height: height, bpp: bpp, seed: Int(filter))
    let png = HandMadePNG.make(
      width: width, height: height, colourType: bpp == 4 ? 6 : 2, bpp: bpp, rows: rows, filters: [filter])
    let decoded = try #require(try PNGDecoder.decode(png))
    #expect(decoded.width == width && decoded.height == height)
    #expect(decoded.pixels == Self.pixels(rows, bpp: bpp))
    #expect(decoded == (try RasterImage(cairoPNG: png)))
  }

  @Test func mixedFiltersAndRepeatedRows() throws {
    // Rows 2 and 3 repeat row 1 (Up with all-zero bytes, as our encoder writes them); row 4 is Up
    // onto that repetition with real differences, then Sub, Paeth, Average, None.
    let width = 41
    var rows = Self.rows(width: width, height: 9, bpp: 3, seed: 7)
    rows[2] = rows[1]
    rows[3] = rows[1]
    let png = HandMadePNG.make(
      width: width, height: 9, colourType: 2, bpp: 3, rows: rows, filters: [1, 4, 2, 2, 2, 1, 4, 3, 0])
    let decoded = try #require(try PNGDecoder.decode(png))
    #expect(decoded.pixels == Self.pixels(rows, bpp: 3))
    #expect(decoded == (try RasterImage(cairoPNG: png)))
  }

  @Test func imageDataSplitOverSeveralChunks() throws {
    let rows = Self.rows(width: 20, height: 12, bpp: 4, seed: 3)
    let png = HandMadePNG.make(
      width: 20, height: 12, colourType: 6, bpp: 4, rows: rows, filters: [4, 1, 2], idatPieces: 5)
    #expect(try RasterImage(png: png).pixels == Self.pixels(rows, bpp: 4))
  }

  @Test func paletteGreyAndInterlacedPNGsGoThroughCairo() throws {
    // Palette: index 0 = (10, 20, 30), index 1 = (200, 100, 50).
    let palette = HandMadePNG.make(
      width: 3, height: 1, colourType: 3, bpp: 1, rows: [[1, 0, 1]], filters: [0],
      palette: [10, 20, 30, 200, 100, 50])
    #expect(try PNGDecoder.decode(palette) == nil)
    #expect(try RasterImage(png: palette).pixels == [0xFFC8_6432, 0xFF0A_141E, 0xFFC8_6432])
    let grey = HandMadePNG.make(
      width: 2, height: 1, colourType: 0, bpp: 1, rows: [[0x40, 0xF0]], filters: [1])
    #expect(try PNGDecoder.decode(grey) == nil)
    #expect(try RasterImage(png: grey).pixels == [0xFF40_4040, 0xFFF0_F0F0])
    // Adam7 of a 1 x 1 image: only the first pass holds a pixel, one filtered row like any other.
    let interlaced = HandMadePNG.make(
      width: 1, height: 1, colourType: 2, bpp: 3, rows: [[1, 2, 3]], filters: [0], interlace: 1)
    #expect(try PNGDecoder.decode(interlaced) == nil)
    #expect(try RasterImage(png: interlaced).pixels == [0xFF01_0203])
  }

  /// The message of the `.png` error `bytes` gives (nil if it decodes or fails otherwise).
  static func pngError(_ bytes: [UInt8]) -> String? {
    do {
      _ = try RasterImage(png: bytes)
      return nil
    } catch {
      if case .png(let message) = error { return message }
      return nil
    }
  }

  @Test func damagedFilesSayWhatIsWrong() throws {
    let rows = Self.rows(width: 16, height: 8, bpp: 3, seed: 11)
    let good = HandMadePNG.make(width: 16, height: 8, colourType: 2, bpp: 3, rows: rows, filters: [1])
    #expect(Self.pngError(Array("GIF89a".utf8)).map { $0.contains("signature") } == true)
    // Cut inside the IDAT chunk.
    #expect(
      Self.pngError(Array(good.prefix(60))).map { $0.contains("truncated: chunk IDAT at byte 33") } == true)
    // Cut after IDAT, before IEND.
    #expect(Self.pngError(Array(good.dropLast(12))).map { $0.contains("without an IEND") } == true)
    // One byte of the image data changed: the chunk's CRC no longer matches.
    var flipped = good
    flipped[45] ^= 0x10
    #expect(Self.pngError(flipped).map { $0.contains("chunk IDAT at byte 33 is damaged") } == true)
    // A damaged zlib stream with a correct chunk CRC.
    var stream = HandMadePNG.compress([1] + rows[0])
    stream[3] ^= 0xFF
    let badStream = HandMadePNG.file(width: 16, height: 1, colourType: 2, zlibStream: stream)
    #expect(Self.pngError(badStream).map { $0.contains("does not inflate") } == true)
    // The header claims 9 rows; the data holds 8.
    let short = HandMadePNG.file(
      width: 16, height: 9, colourType: 2, zlibStream: HandMadePNG.compress(rows.flatMap { [1] + $0 }))
    #expect(
      Self.pngError(short).map { $0.contains("inflates to 392 bytes; the header's size needs 441") } == true)
    // A filter type PNG does not define.
    let badFilter = HandMadePNG.file(
      width: 16, height: 1, colourType: 2, zlibStream: HandMadePNG.compress([7] + rows[0]))
    #expect(Self.pngError(badFilter).map { $0.contains("row 0 has filter type 7") } == true)
    // No image data at all.
    let empty = Array(good.prefix(33)) + HandMadePNG.chunk("IEND", [])
    #expect(Self.pngError(empty).map { $0.contains("no IDAT") } == true)
  }

  /// Committed goldens (every third, figures and sweeps) decode to the pixels Cairo and libpng give.
  @Test func goldensDecodeAsCairoDecodesThem() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "../../Goldens"
    ).standardized
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".png")
    }
    #expect(files.count >= 19)
    for (index, file) in files.sorted().enumerated() where index % 3 == 0 || file.contains("-sweep") {
      let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(file)))
      let ours = try #require(try PNGDecoder.decode(bytes), "\(file)")
      #expect(ours == (try RasterImage(cairoPNG: bytes)), "\(file)")
    }
  }
}
