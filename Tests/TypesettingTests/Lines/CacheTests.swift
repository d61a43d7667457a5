import Testing
import Typesetting

/// The layout cache and concurrent use.
@Suite struct CacheTests {
  @Test func repeatedLayoutsComeFromTheCache() throws {
    let library = try FontLibrary(cacheCapacity: 10)
    let font = try library.font(family: "Inter", size: 17).font
    let first = try library.layout("cached", font: font)
    #expect(library.cachedLayoutCount == 1)
    #expect(try library.layout("cached", font: font) == first)
    #expect(library.cachedLayoutCount == 1)
    _ = try library.layout("cached", font: font, style: ParagraphStyle(width: 10))
    #expect(library.cachedLayoutCount == 2)
    for i in 0..<20 { _ = try library.layout("n\(i)", font: font) }
    #expect(library.cachedLayoutCount <= 10)
    library.removeCachedLayouts()
    #expect(library.cachedLayoutCount == 0)
  }

  /// Many tasks measuring at once get what one thread gets.
  @Test func concurrentLayoutsAgreeWithSerialOnes() async throws {
    let library = try FontLibrary()
    let font = try library.font(family: "Inter", size: 17).font
    let texts = (0..<200).map { "Text number \($0) 東京 😀 مرحبا" }
    let serial = try texts.map { try FontLibrary().layout($0, font: font, style: ParagraphStyle(width: 90)) }
    let parallel = try await withThrowingTaskGroup(of: (Int, TextLayout).self) { group in
      for (i, text) in texts.enumerated() {
        group.addTask { (i, try library.layout(text, font: font, style: ParagraphStyle(width: 90))) }
      }
      var results = [TextLayout?](repeating: nil, count: texts.count)
      for try await (i, layout) in group { results[i] = layout }
      return results
    }
    #expect(parallel == serial.map { Optional($0) })
  }
}
