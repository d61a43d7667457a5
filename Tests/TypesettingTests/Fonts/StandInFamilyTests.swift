import Foundation
import Testing
import Typesetting

/// Families other than the system font (docs/typesetting.md, "Families other than the system
/// font"): iOS fonts that are not installed and have a metric-compatible stand-in in the pinned
/// set (fonts-liberation2) are drawn in it, with a fallback warning that names it; Roboto, an
/// app font Debian packages, is the family itself. Expected widths come from `hb-shape` on the
/// installed file (an oracle that is not our code), and the advances by hand from the fonts'
/// published widths.
@Suite struct StandInFamilyTests {
  /// The width `hb-shape` gives `text` in the file at `size` (exact font units, then scaled).
  static func hbWidth(_ path: String, _ text: String, size: Double) throws -> Double {
    let upem = try OpenTypeTables(path: path).unitsPerEm
    let units = try Oracle.hbShape(font: path, text: text, fontSize: upem).map(\.xAdvance).reduce(0, +)
    return Double(units) * size / Double(upem)
  }

  static let liberation = "/usr/share/fonts/truetype/liberation2/"

  @Test(arguments: [
    ("Arial", FontWeight.regular, false, "LiberationSans-Regular.ttf", "Liberation Sans"),
    ("Helvetica", FontWeight.bold, false, "LiberationSans-Bold.ttf", "Liberation Sans"),
    ("Times New Roman", FontWeight.regular, false, "LiberationSerif-Regular.ttf", "Liberation Serif"),
    ("Times", FontWeight.regular, true, "LiberationSerif-Italic.ttf", "Liberation Serif"),
    ("Courier New", FontWeight.regular, false, "LiberationMono-Regular.ttf", "Liberation Mono"),
    ("Courier", FontWeight.bold, false, "LiberationMono-Bold.ttf", "Liberation Mono"),
  ])
  func metricCompatibleStandInsAreDrawnWithAWarning(
    family: String, weight: FontWeight, italic: Bool, file: String, found: String
  ) throws {
    let library = try Fixtures.library()
    let match = try library.font(family: family, weight: weight, italic: italic, size: 17)
    #expect(match.font.file.path == Self.liberation + file)
    #expect(match.warning == .fallback(requested: family, found: found))
    let text = "Import Keys From Files"
    let expected = try Self.hbWidth(Self.liberation + file, text, size: 17)
    #expect(abs(try library.width(of: text, font: match.font) - expected) < 1e-9)
  }

  /// Courier New advances every character 1229/2048 em (Monotype's cour.ttf; 0.6 em, the
  /// 600/1000 of Courier), and Liberation Mono keeps that advance, where DejaVu Sans Mono, the
  /// stand-in before, has 1233. By hand: "1.0.0 (222)", 11 characters at 17 pt, is
  /// 11 x 17 x 1229 / 2048 = 112.2197, which a 3x canvas rounds up to 112.333, the width Tinode's
  /// label is stored at (DejaVu Sans Mono's 112.58 rounded up to 112.667).
  @Test func courierNewAdvancesAreCourierNews() throws {
    let library = try Fixtures.library()
    let courier = try library.font(family: "Courier New", size: 17).font
    let width = try library.width(of: "1.0.0 (222)", font: courier)
    #expect(abs(width - 11 * 17 * 1229 / 2048.0) < 1e-9, "width \(width)")
    #expect((width * 3).rounded(.up) / 3 == 337.0 / 3)
  }

  /// Roboto is installed (fonts-roboto-unhinted, Roboto 2): asked by name it is the family
  /// itself, with no warning, in each of the weights goma's files use, and its texts are as wide
  /// as hb-shape makes them: "Current Balance" at 16 pt is 113.414 (goma's profile xib stores
  /// that label 113.5 wide at 2x; Inter gave 121.5).
  @Test(arguments: [
    (FontWeight.regular, "Roboto-Regular.ttf"), (FontWeight.medium, "Roboto-Medium.ttf"),
    (FontWeight.bold, "Roboto-Bold.ttf"), (FontWeight.black, "Roboto-Black.ttf"),
  ])
  func robotoIsTheFamilyItself(weight: FontWeight, file: String) throws {
    let library = try Fixtures.library()
    let match = try library.font(family: "Roboto", weight: weight, size: 16, strict: true)
    #expect(match.warning == nil)
    #expect(match.font.file.path == "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/" + file)
    let text = "Current Balance"
    let expected = try Self.hbWidth(match.font.file.path, text, size: 16)
    #expect(abs(try library.width(of: text, font: match.font) - expected) < 1e-9)
    if weight == .regular { #expect(abs(expected - 113.414) < 0.001, "width \(expected)") }
  }

  /// Families without a metric-compatible stand-in keep theirs: Menlo (derived from Bitstream
  /// Vera Sans Mono) DejaVu Sans Mono, Palatino and Georgia DejaVu Serif (the book's B3 asks for
  /// Palatino), Helvetica Neue and an app font Debian does not package Inter, and a family near a
  /// pinned one by name is not taken for it (Roboto Mono is not Roboto).
  @Test(arguments: [
    ("Menlo", "DejaVu Sans Mono"), ("Palatino", "DejaVu Serif"), ("Georgia", "DejaVu Serif"),
    ("Helvetica Neue", "Inter"), ("Montserrat", "Inter"), ("Roboto Mono", "Inter"),
  ])
  func otherFamiliesKeepTheirStandIns(family: String, found: String) throws {
    let match = try Fixtures.library().font(family: family, size: 17)
    #expect(match.warning == .fallback(requested: family, found: found))
  }
}
