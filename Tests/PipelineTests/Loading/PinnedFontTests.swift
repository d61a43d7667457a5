import Foundation
import Pipeline
import Render
import TestSupport
import Testing
import Typesetting

/// Hermetic fonts: the private configuration sees the pinned files and nothing else, so a font
/// another package or the user adds (a Palatino clone, another "Inter") never changes a figure.
@Suite struct PinnedFontTests {
  static let dejaVu = "/usr/share/fonts/truetype/dejavu"
  static let inter = "/usr/share/fonts/opentype/inter"

  /// Every pinned file exists and has the recorded SHA-256 (`sha256sum` is the oracle). A failure
  /// means the font packages changed: goldens drawn with the old files may differ.
  @Test func pinnedFilesHaveTheirRecordedHashes() throws {
    let paths = PinnedFont.standardSet.map(\.path)
    let output = try TestProcess.run("/usr/bin/sha256sum", paths).stdout
    var oracle: [String: String] = [:]
    for line in output.split(separator: "\n") {
      let parts = line.split(separator: " ", maxSplits: 1)
      oracle[parts[1].trimmingCharacters(in: .whitespaces)] = String(parts[0])
    }
    for font in PinnedFont.standardSet {
      #expect(oracle[font.path] == font.sha256, "\(font.path) is missing or changed (run scripts/setup)")
    }
  }

  /// The configuration lists only the pinned files' folders and rejects every file not pinned.
  @Test func defaultConfigurationNamesOnlyPinnedFiles() {
    let xml = FontLibrary.defaultConfigurationXML
    let folders = Set(PinnedFont.standardSet.map { ($0.path as NSString).deletingLastPathComponent })
    let dirs = Self.elements("dir", in: xml)
    #expect(!dirs.isEmpty && Set(dirs).isSubset(of: folders))
    let globs = Self.elements("glob", in: xml)
    #expect(Set(globs) == Set(PinnedFont.standardSet.map(\.path)).union(["*"]))
    #expect(xml.contains("<rejectfont><glob>*</glob></rejectfont>"))
    #expect(!xml.contains("/usr/local/share/fonts") && !xml.contains("<dir>/usr/share/fonts</dir>"))
  }

  /// A folder holding copies of pinned fonts plus two impostors: DejaVu Sans Bold renamed
  /// "Palatino" (as fonts-urw-base35's P052 is a Palatino clone) and DejaVu Sans renamed "Inter".
  /// With the pinned configuration the impostors change nothing: same files, same widths, same
  /// pixels of B3 (the recipe that asks for Palatino). Without the `selectfont` rule (the old
  /// configuration scanning whole folders) they are picked, which shows the trap is real.
  @Test func extraFontsOnTheMachineChangeNothing() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pinned-\(UUID().uuidString)")
    let clean = folder.appendingPathComponent("clean")
    let crowded = folder.appendingPathComponent("crowded")
    defer { try? FileManager.default.removeItem(at: folder) }
    let sources =
      PinnedFont.standardSet.map(\.path).filter {
        $0.hasPrefix(Self.inter + "/Inter-") || $0.hasPrefix(Self.dejaVu)
      }
    func copies(in target: URL) throws -> [PinnedFont] {
      try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
      return try sources.map { path in
        let copy = target.appendingPathComponent((path as NSString).lastPathComponent)
        try FileManager.default.copyItem(atPath: path, toPath: copy.path)
        return PinnedFont(path: copy.path, sha256: "")
      }
    }
    let cleanSet = try copies(in: clean)
    let crowdedSet = try copies(in: crowded)
    try Self.renamed(Self.dejaVu + "/DejaVuSans-Bold.ttf", from: "DejaVu Sans", to: "Palatino   ")
      .write(to: crowded.appendingPathComponent("P052-Imposter.ttf"))
    try Self.renamed(Self.dejaVu + "/DejaVuSans.ttf", from: "DejaVu Sans", to: "Inter      ")
      .write(to: crowded.appendingPathComponent("Inter-Imposter.ttf"))

    let pinned = try FontLibrary(configurationXML: FontLibrary.configurationXML(pinned: crowdedSet))
    let reference = try FontLibrary(configurationXML: FontLibrary.configurationXML(pinned: cleanSet))
    let unpinned = try FontLibrary(
      configurationXML: FontLibrary.configurationXML(pinned: crowdedSet).replacingOccurrences(
        of: "<rejectfont><glob>*</glob></rejectfont>", with: ""))

    // The trap: an unpinned configuration takes the impostors.
    #expect(try unpinned.font(family: "Palatino", size: 17).font.file.path.hasSuffix("P052-Imposter.ttf"))
    // Pinned: Palatino falls back by the rule (serif names to DejaVu Serif) and says so.
    let palatino = try pinned.font(family: "Palatino", size: 17)
    #expect(palatino.font.file.path == crowded.appendingPathComponent("DejaVuSerif.ttf").path)
    #expect(palatino.warning == .fallback(requested: "Palatino", found: "DejaVu Serif"))
    #expect(pinned.takeWarnings() == [.fallback(requested: "Palatino", found: "DejaVu Serif")])
    for weight in [FontWeight.regular, .semibold, .bold] {
      let file = try pinned.font(family: "Inter", weight: weight, size: 17).font.file.path
      #expect(!file.contains("Imposter"), "Inter \(weight) resolved to \(file)")
    }
    let text = "The quick brown fox jumps over the lazy dog"
    for family in ["Inter", "Palatino", "Helvetica"] {
      let a = try pinned.layout(
        text, font: pinned.font(family: family, size: 17).font, style: ParagraphStyle())
      let b = try reference.layout(
        text, font: reference.font(family: family, size: 17).font, style: ParagraphStyle())
      #expect(a.width == b.width, "\(family)")
    }

    let recipe = TestProcess.repositoryRoot.appendingPathComponent(
      "recipes/b3-self-sizing-cell-with-dynamic-type.recipe"
    ).path
    func figure(_ library: FontLibrary) throws -> Drawing {
      let pipeline = try FigurePipeline(settings: .golden(scale: 2, theme: .light), library: library)
      return try #require(try pipeline.render(try LoadedRecipe.load(recipe)) { _ in }.drawings.first)
    }
    let drawnPinned = try figure(pinned)
    let drawnReference = try figure(reference)
    let drawnUnpinned = try figure(unpinned)
    #expect(drawnPinned.png == drawnReference.png)
    #expect(drawnPinned.list.height == drawnReference.list.height)
    #expect(drawnUnpinned.png != drawnReference.png)
  }

  /// The text of every `<name>` element.
  static func elements(_ name: String, in xml: String) -> [String] {
    xml.components(separatedBy: "<\(name)>").dropFirst().compactMap {
      $0.components(separatedBy: "</\(name)>").first
    }
  }

  /// A font file with every ASCII and UTF-16BE occurrence of `old` replaced by `new` (same length:
  /// the name table's offsets stay valid; fontconfig ignores blanks when comparing families).
  static func renamed(_ path: String, from old: String, to new: String) throws -> Data {
    precondition(old.utf8.count == new.utf8.count)
    var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    for (a, b) in [
      (Array(old.utf8), Array(new.utf8)),
      (
        old.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] },
        new.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
      ),
    ] {
      var i = 0
      while i + a.count <= bytes.count {
        if bytes[i] == a[0] && Array(bytes[i..<i + a.count]) == a {
          bytes.replaceSubrange(i..<i + a.count, with: b)
          i += a.count
        } else {
          i += 1
        }
      }
    }
    return Data(bytes)
  }
}
