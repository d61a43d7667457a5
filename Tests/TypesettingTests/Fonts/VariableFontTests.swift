import Foundation
import TestSupport
import Testing

@testable import Typesetting

/// A variable font given beside the pinned set (`--font FILE`, a recipe's `font file`): fontconfig
/// lists each named instance with the face index in the low 16 bits of its index and the instance
/// number plus one above them (Bold of a one-face file: 2 << 16 = 131072). The fixture is our own
/// (Tests/Fixtures/Fonts/make-variable-fixture.py writes it): "A" advances 500 units of 1000 at
/// its Regular instance and 700 at its Bold one.
@Suite struct VariableFontTests {
  static let family = "Layout Diagram Variable Test"

  static let path = TestProcess.repositoryRoot.appendingPathComponent(
    "Tests/Fixtures/Fonts/VariableFixture.ttf"
  ).path

  static func library() throws -> FontLibrary {
    try #require(FileManager.default.fileExists(atPath: path), "the fixture font \(path) is missing")
    let pinned = PinnedFont.standardSet + [PinnedFont(path: path, sha256: "")]
    return try FontLibrary(configurationXML: FontLibrary.configurationXML(pinned: pinned))
  }

  /// Each named instance shapes with its own advances: by hand, "AA" at 20 pt is 2 x 0.5 x 20 = 20
  /// wide in Regular and 2 x 0.7 x 20 = 28 in Bold. Before, the Bold instance's index went to
  /// HarfBuzz as a face index and the text could not be measured ("has no font face at index
  /// 131072").
  @Test func namedInstancesShapeWithTheirOwnAdvances() throws {
    let library = try Self.library()
    let regular = try library.font(family: Self.family, weight: .regular, size: 20)
    let bold = try library.font(family: Self.family, weight: .bold, size: 20)
    #expect(regular.warning == nil && bold.warning == nil)
    #expect(bold.font.file.index >> 16 > 0, "Bold is a named instance: index \(bold.font.file.index)")
    #expect(abs(try library.width(of: "AA", font: regular.font) - 20) < 1e-9)
    #expect(abs(try library.width(of: "AA", font: bold.font) - 28) < 1e-9)
  }

  /// An instance number the file does not have is refused with the index, not opened as another.
  @Test func aMissingNamedInstanceIsNotAFont() throws {
    let library = try Self.library()
    let path = Self.path
    #expect(throws: TypesettingError.notAFont(path: path, index: 3 << 16)) {
      _ = try library.font(path: path, index: 3 << 16, size: 20)
    }
  }
}
