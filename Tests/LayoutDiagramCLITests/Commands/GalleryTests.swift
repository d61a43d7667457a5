import Foundation
import TestSupport
import Testing

/// The README's gallery (docs/images) is what `scripts/gallery` renders: every `$RENDER` line of
/// the script is run into a temporary folder and each file written must equal the committed one,
/// byte for byte (rendering is deterministic), so the gallery never drifts from the tool.
@Suite("README gallery")
struct GalleryTests {
  /// The render arguments of each `$RENDER ...` line, with its `--out docs/images[/SUB]` folder.
  static func renderLines() throws -> [(arguments: [String], folder: String)] {
    let script = try String(
      contentsOf: TestProcess.repositoryRoot.appendingPathComponent("scripts/gallery"), encoding: .utf8)
    return script.split(separator: "\n").compactMap { line in
      let words = line.split(separator: " ").map(String.init)
      guard words.first == "$RENDER", let out = words.firstIndex(of: "--out"), out + 1 < words.count else {
        return nil
      }
      let arguments = ["render"] + words[1..<out] + words[(out + 2)...]
      return (Array(arguments), words[out + 1])
    }
  }

  @Test("every gallery figure re-renders to the committed bytes")
  func galleryIsCurrent() throws {
    let lines = try Self.renderLines()
    #expect(
      lines.count == 4,
      "scripts/gallery should render the fitted, dark and sweep figures and the console log's")
    for (arguments, folder) in lines {
      let temporary = try TestProcess.temporaryFolder()
      defer { try? FileManager.default.removeItem(at: temporary) }
      let output = try TestProcess.runTool(arguments + ["--out", temporary.path])
      #expect(output.status == 0, "\(arguments): \(output.stderr)")
      let written = try FileManager.default.contentsOfDirectory(atPath: temporary.path).sorted()
      #expect(!written.isEmpty)
      for name in written {
        let fresh = try Data(contentsOf: temporary.appendingPathComponent(name))
        let committedURL = TestProcess.repositoryRoot.appendingPathComponent(folder).appendingPathComponent(
          name)
        let committed = try #require(
          try? Data(contentsOf: committedURL), "\(folder)/\(name) is missing: run scripts/gallery")
        // A Bool, not `fresh == committed` in the macro: on a mismatch Testing would diff the two
        // PNGs byte by byte (Myers), which takes minutes.
        let same = fresh == committed
        #expect(same, "\(folder)/\(name) differs from what render draws now: run scripts/gallery")
      }
    }
  }
}
