import Foundation
import Golden
import Render
import TestSupport
import Testing

/// The metadata's theme is Render's `Theme`, written as the word it always was: every committed
/// golden's JSON reads back and writes out byte for byte, and a theme that is not one of Render's
/// is refused instead of being drawn as light.
@Suite("Golden metadata: the typed theme")
struct GoldenMetadataThemeTests {
  static let goldens = TestProcess.repositoryRoot.appendingPathComponent("Tests/Goldens")

  static let metadataFiles: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: goldens.path)) ?? []
    return names.filter { $0.hasSuffix(".golden.json") }.sorted()
  }()

  @Test("every committed golden's metadata reads and writes back to the same bytes")
  func roundTrip() throws {
    #expect(Self.metadataFiles.count >= 27, "Tests/Goldens holds the book's goldens")
    for name in Self.metadataFiles {
      let bytes = Array(try Data(contentsOf: Self.goldens.appendingPathComponent(name)))
      let metadata = try GoldenMetadata.decode(bytes)
      #expect(try metadata.encoded() == bytes, "\(name)")
      // The JSON says "light"; the value is the theme itself.
      #expect(String(decoding: bytes, as: UTF8.self).contains("\"theme\" : \"\(metadata.theme.rawValue)\""))
    }
  }

  @Test("\"dark\" reads as the dark theme; a word that is not a theme is refused")
  func words() throws {
    let name = try #require(Self.metadataFiles.first)
    let text = try String(contentsOf: Self.goldens.appendingPathComponent(name), encoding: .utf8)
    #expect(text.contains("\"theme\" : \"light\""))
    let dark = text.replacingOccurrences(of: "\"theme\" : \"light\"", with: "\"theme\" : \"dark\"")
    #expect(try GoldenMetadata.decode(Array(dark.utf8)).theme == .dark)
    let sepia = text.replacingOccurrences(of: "\"theme\" : \"light\"", with: "\"theme\" : \"sepia\"")
    #expect(throws: DecodingError.self) { try GoldenMetadata.decode(Array(sepia.utf8)) }
  }
}
