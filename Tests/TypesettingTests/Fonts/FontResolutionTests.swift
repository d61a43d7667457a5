import Foundation
import Testing
import Typesetting

/// Finding fonts through the private configuration; expected files come from the system's
/// own `fc-match`, names from the fonts themselves (fc-query / the file names).
@Suite struct FontResolutionTests {
  @Test(arguments: [
    ("Inter", FontWeight.regular, false, "Inter"),
    ("Inter", FontWeight.semibold, false, "Inter:semibold"),
    ("Inter", FontWeight.bold, true, "Inter:bold:italic"),
    ("Inter", FontWeight.regular, true, "Inter:italic"),
    ("DejaVu Serif", FontWeight.regular, false, "DejaVu Serif"),
    ("DejaVu Sans Mono", FontWeight.bold, false, "DejaVu Sans Mono:bold"),
  ])
  func familyWeightAndSlantFindTheSameFileAsFcMatch(
    family: String, weight: FontWeight, italic: Bool, query: String
  ) throws {
    let match = try Fixtures.library().font(
      family: family, weight: weight, italic: italic, size: 17, strict: true)
    #expect(match.warning == nil)
    #expect(match.font.file.path == (try Oracle.fontFile(query)))
  }

  /// fontconfig weights are not CSS weights: 600 must give Semi Bold, not Black (REFERENCE 8).
  @Test func semiboldIsNotBlack() throws {
    let font = try Fixtures.library().font(family: "Inter", weight: .semibold, size: 17).font
    #expect(font.file.path.hasSuffix("Inter-SemiBold.otf"))
    #expect(font.familyName == "Inter")
  }

  @Test func genericFamiliesResolveWithoutWarning() throws {
    let library = try Fixtures.library()
    let serif = try library.font(family: "serif", size: 17)
    let mono = try library.font(family: "monospace", size: 17)
    let sans = try library.font(family: "system-ui", size: 17)
    #expect(serif.warning == nil && serif.font.familyName == "DejaVu Serif")
    #expect(mono.warning == nil && mono.font.familyName == "DejaVu Sans Mono")
    #expect(sans.warning == nil && sans.font.familyName == "Inter")
  }

  @Test func missingFamilyFallsBackWithAWarning() throws {
    let match = try Fixtures.library().font(family: "SF Pro Text", size: 17)
    #expect(match.warning == .fallback(requested: "SF Pro Text", found: "Inter"))
    #expect(match.font.familyName == "Inter")
    let palatino = try Fixtures.library().font(family: "Palatino", size: 17)
    #expect(palatino.warning == .fallback(requested: "Palatino", found: "DejaVu Serif"))
  }

  @Test func strictModeRefusesFallback() throws {
    #expect(throws: TypesettingError.fontNotFound(requested: "SF Pro Text", found: "Inter")) {
      try Fixtures.library().font(family: "SF Pro Text", size: 17, strict: true)
    }
  }

  /// REFERENCE section 1: Body and Headline 17 at L (Headline semibold), Title 1 25 at xS,
  /// Body 53 at AX5, Caption 1 12 at L, Footnote 13 at L.
  @Test func textStylesMapToSizesAndWeights() throws {
    let library = try Fixtures.library()
    let body = try library.font(style: .body).font
    #expect(body.size == 17 && body.file.path.hasSuffix("Inter-Regular.otf"))
    let headline = try library.font(style: .headline).font
    #expect(headline.size == 17 && headline.file.path.hasSuffix("Inter-SemiBold.otf"))
    #expect(try library.font(style: .title1, category: .extraSmall).font.size == 25)
    #expect(try library.font(style: .body, category: .accessibilityExtraExtraExtraLarge).font.size == 53)
    #expect(TextStyle.caption1.pointSize() == 12)
    #expect(TextStyle.footnote.pointSize() == 13)
    #expect(TextStyle.subheadline.pointSize(for: .extraExtraExtraLarge) == 21)
  }

  /// wqy-microhei.ttc holds two faces (fc-query lists Micro Hei at 0, Micro Hei Mono at 1).
  @Test func collectionFacesLoadByIndex() throws {
    let path = try Oracle.fontFile("WenQuanYi Micro Hei")
    let library = try Fixtures.library()
    #expect(try library.font(path: path, index: 0, size: 12).familyName == "WenQuanYi Micro Hei")
    #expect(try library.font(path: path, index: 1, size: 12).familyName == "WenQuanYi Micro Hei Mono")
    #expect(throws: TypesettingError.notAFont(path: path, index: 2)) {
      try library.font(path: path, index: 2, size: 12)
    }
  }

  /// A font is hashable by file and size, so two look-ups of the same request are equal.
  @Test func fontsAreValues() throws {
    let a = try Fixtures.inter(17)
    let b = try Fixtures.inter(17)
    #expect(a == b && a.hashValue == b.hashValue)
    #expect(a != (try a.withSize(18)))
  }

  @Test func libraryVersionsMatchTheTools() throws {
    let versions = LibraryVersions.current
    let hb = try Oracle.run("hb-shape", ["--version"])
    #expect(hb.contains("HarfBuzz) \(versions.harfBuzz)"))
    let fc = try Oracle.run("pkg-config", ["--modversion", "fontconfig"])
    #expect(fc.trimmingCharacters(in: .whitespacesAndNewlines) == versions.fontconfig)
    let icu = try Oracle.run("pkg-config", ["--modversion", "icu-uc"])
    #expect(icu.trimmingCharacters(in: .whitespacesAndNewlines) == versions.icu)
    let ft = try Oracle.run("pkg-config", ["--modversion", "freetype2"])
    #expect(!ft.isEmpty && versions.freeType.split(separator: ".").count == 3)
  }
}
