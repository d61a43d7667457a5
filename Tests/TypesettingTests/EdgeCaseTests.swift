import Foundation
import Testing
import Typesetting

/// Bad input gets a defined result or a typed error, never a crash.
@Suite struct EdgeCaseTests {
  @Test func missingFileIsUnreadable() throws {
    #expect(throws: TypesettingError.unreadableFile(path: "/nonexistent/font.ttf")) {
      try Fixtures.library().font(path: "/nonexistent/font.ttf", size: 12)
    }
  }

  @Test func directoryIsUnreadable() throws {
    #expect(throws: TypesettingError.self) {
      try Fixtures.library().font(path: "/usr/share/fonts", size: 12)
    }
  }

  @Test func textFileIsNotAFont() throws {
    let directory = try Oracle.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("fake.ttf")
    try Data("this is not a font".utf8).write(to: file)
    #expect(throws: TypesettingError.notAFont(path: file.path, index: 0)) {
      try Fixtures.library().font(path: file.path, size: 12)
    }
    let empty = directory.appendingPathComponent("empty.otf")
    try Data().write(to: empty)
    #expect(throws: TypesettingError.self) { try Fixtures.library().font(path: empty.path, size: 12) }
  }

  @Test(arguments: [0.0, -1.0, Double.nan, Double.infinity])
  func invalidSizesAreRefused(size: Double) throws {
    #expect(throws: TypesettingError.self) { try Fixtures.library().font(family: "Inter", size: size) }
    #expect(throws: TypesettingError.self) { try Fixtures.inter(12).withSize(size) }
  }

  @Test func emptyStringHasNoLines() throws {
    let layout = try Fixtures.library().layout(
      "", font: try Fixtures.inter(17), style: ParagraphStyle(width: 100))
    #expect(layout.lines.isEmpty)
    #expect(layout.width == 0 && layout.height == 0)
    #expect(layout.firstBaseline == 0 && layout.lastBaseline == 0)
  }

  @Test(arguments: [-1.0, -0.001, Double.nan])
  func negativeOrNaNWidthIsAnError(width: Double) throws {
    #expect(throws: TypesettingError.self) {
      try Fixtures.library().layout("text", font: try Fixtures.inter(17), style: ParagraphStyle(width: width))
    }
  }

  @Test func negativeLineCountIsAnError() throws {
    #expect(throws: TypesettingError.invalidMaximumLines(-1)) {
      try Fixtures.library().layout(
        "text", font: try Fixtures.inter(17), style: ParagraphStyle(maximumLines: -1))
    }
  }

  /// Width 0: nothing fits, so every grapheme gets a line of its own ("é" decomposed and the
  /// family emoji are one grapheme each: 5 graphemes in all).
  @Test func zeroWidthPutsOneGraphemeOnEachLine() throws {
    let text = "ae\u{301}b👨‍👩‍👧c"
    let layout = try Fixtures.library().layout(
      text, font: try Fixtures.inter(17), style: ParagraphStyle(width: 0))
    #expect(layout.lines.count == 5)
    #expect(layout.lines.map(\.range) == [0..<1, 1..<3, 3..<4, 4..<12, 12..<13])
  }

  /// 1 MB of text without a width: one line whose width is the sum of the repeated word's
  /// hb-shape width (Inter does not kern "m" + " " or " " + "L": checked by the oracle below).
  @Test func oneMegabyteOnOneLine() throws {
    let word = "Lorem ipsum "
    let count = 1_048_576 / word.utf8.count
    let text = String(repeating: word, count: count)
    let font = try Fixtures.inter(17)
    let layout = try Fixtures.library().layout(text, font: font)
    #expect(layout.lines.count == 1)
    let path = try Oracle.fontFile("Inter")
    let upem = try OpenTypeTables(path: path).unitsPerEm
    let pair = try Oracle.hbShape(font: path, text: word + word, fontSize: upem).map(\.xAdvance).reduce(0, +)
    let single = try Oracle.hbShape(font: path, text: word, fontSize: upem).map(\.xAdvance).reduce(0, +)
    #expect(pair == 2 * single)
    let space = try Oracle.hbShape(font: path, text: " ", fontSize: upem).map(\.xAdvance).reduce(0, +)
    let expected = Double(single * count - space) * 17 / Double(upem)
    #expect(abs(layout.width - expected) < 1e-6 * expected)
  }

  /// 1 MB without spaces at width 100: cut between graphemes, every line within the width.
  @Test func oneMegabyteWordWrapsByGraphemes() throws {
    let text = String(repeating: "abcdefghij", count: 104_858)
    let layout = try Fixtures.library().layout(
      text, font: try Fixtures.inter(17), style: ParagraphStyle(width: 100))
    #expect(layout.lines.count > 10_000)
    #expect(layout.lines.allSatisfy { $0.width <= 100 + 1e-9 })
    #expect(layout.lines.last?.range.upperBound == text.utf16.count)
  }
}
