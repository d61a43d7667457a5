import Foundation
import Pipeline
import TestSupport
import Testing

/// SHA-256 against `sha256sum` (the oracle) and FIPS 180-4's published example.
@Suite struct SHA256Tests {
  @Test func knownVectors() {
    #expect(SHA256.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(
      SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    let twoBlocks = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
    #expect(
      SHA256.hex(Array(twoBlocks.utf8)) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
  }

  @Test func fontFileMatchesSha256sum() throws {
    let path = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
    let output = try TestProcess.run("/usr/bin/sha256sum", [path]).stdout
    let oracle = try #require(output.split(separator: " ").first.map(String.init))
    let bytes = try #require(FileManager.default.contents(atPath: path))
    #expect(SHA256.hex(Array(bytes)) == oracle)
  }
}
