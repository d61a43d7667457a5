import Testing

@testable import Typesetting

/// fontconfig is asked once per font request, however many labels (and diagrams) ask again; the
/// remembered answer is the one fontconfig gave, fallback warning included.
@Suite struct FontMatchCacheTests {
  @Test func eachDescriptorIsMatchedOnce() throws {
    let library = try FontLibrary()
    let requests: [(String, FontWeight, Bool)] = [
      ("Inter", .regular, false), ("Inter", .semibold, false), ("Inter", .regular, true),
      ("DejaVu Serif", .regular, false),
    ]
    var first: [String] = []
    for round in 0..<5 {
      for (family, weight, italic) in requests {
        for size in [11.0, 17, 34] {
          let match = try library.font(family: family, weight: weight, italic: italic, size: size)
          if round == 0 && size == 11 { first.append(match.font.file.path) }
          #expect(match.font.file.path == first[requests.firstIndex { $0 == (family, weight, italic) }!])
        }
      }
    }
    #expect(library.fontconfigMatchQueries == requests.count)
  }

  @Test func aSubstitutedFamilyWarnsEveryTimeItIsAsked() throws {
    let library = try FontLibrary()
    for _ in 0..<3 {
      let match = try library.font(family: "No Such Family Anywhere", size: 17)
      #expect(match.warning != nil)
      #expect(library.takeWarnings().count == 1)
      #expect(throws: TypesettingError.self) {
        _ = try library.font(family: "No Such Family Anywhere", size: 17, strict: true)
      }
    }
    #expect(library.fontconfigMatchQueries == 1)
  }
}
