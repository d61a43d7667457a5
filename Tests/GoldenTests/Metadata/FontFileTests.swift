import Foundation
import Golden
import TestSupport
import Testing

/// Font files given by path: a recipe's `font file "..."` line (relative to the recipe file) and
/// `--font FILE`. The test font is DejaVu Sans (a pinned file) copied to a temporary folder with its
/// family renamed to "Brandy Sans" (same length, so only the name table's strings change), a family
/// nowhere in the pinned set; the widths it must give come from hb-shape on that copy.
@Suite struct FontFileTests {
  static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

  /// Writes DejaVu Sans with every "DejaVu Sans" (UTF-16BE and ASCII name strings) replaced by
  /// `family` (11 characters) to `path`.
  static func renamedFont(_ family: String, to path: String) throws {
    precondition(family.utf8.count == 11)
    var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: dejaVu)))
    func replace(_ old: [UInt8], _ new: [UInt8]) {
      var index = 0
      while index + old.count <= bytes.count {
        if bytes[index..<index + old.count].elementsEqual(old) {
          bytes.replaceSubrange(index..<index + old.count, with: new)
          index += old.count
        } else {
          index += 1
        }
      }
    }
    let utf16 = { (text: String) in text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] } }
    replace(utf16("DejaVu Sans"), utf16(family))
    replace(Array("DejaVu Sans".utf8), Array(family.utf8))
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(bytes).write(to: URL(fileURLWithPath: path))
  }

  /// `fc-query`'s family of a font file (the oracle that the rename took).
  static func family(_ path: String) throws -> String {
    try Repository.run("/usr/bin/fc-query", ["--format=%{family}", path]).stdout
  }

  /// `sha256sum`'s hash of a file.
  static func sha256sum(_ path: String) throws -> String {
    String(try Repository.run("/usr/bin/sha256sum", [path]).stdout.prefix(64))
  }

  /// hb-shape's advance of `text` in `font` at `size`, rounded up to the 2x pixel grid: a label's
  /// intrinsic width.
  static func labelWidth(_ text: String, font: String, size: Double) throws -> Double {
    let run = try Repository.run(
      "/usr/bin/hb-shape",
      ["--output-format=json", "--no-glyph-names", "--font-size=\(Int(size * 1000))", font, "--text=\(text)"])
    let glyphs = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]] ?? []
    let advance = glyphs.reduce(0.0) { $0 + (($1["ax"] as? Double) ?? 0) } / 1000
    return (advance * 2).rounded(.up) / 2
  }

  static func recipe(fontLine: String?, family: String = "Brandy Sans") -> String {
    """
    recipe "Brand"
    scene 375 x 667
    \(fontLine ?? "# no font file")
    label "Title" text "Hello Brand" font "\(family)" 20
    1. Title.Leading = Superview.LeadingMargin
    2. Title.Top = Superview.Top + 40

    """
  }

  /// The solved width of the label "Title" in `solve --format json` output.
  static func titleWidth(_ json: String) throws -> Double {
    try #require(SolveJSON.frame(of: "Title", in: json)?["width"], "\(json)")
  }

  @Test func aRecipesFontFileLineResolvesItsFamilyFromThatFileOnly() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let font = folder.appendingPathComponent("fonts/Brandy.ttf").path
    try Self.renamedFont("Brandy Sans", to: font)
    // A second renamed copy beside it that no line names: the folder is not opened to it.
    try Self.renamedFont("Other Sansy", to: folder.appendingPathComponent("fonts/Other.ttf").path)
    #expect(try Self.family(font) == "Brandy Sans")
    let withLine = folder.appendingPathComponent("with.recipe").path
    try Self.recipe(fontLine: "font file \"fonts/Brandy.ttf\"").write(
      toFile: withLine, atomically: true, encoding: .utf8)
    let solved = try Repository.tool(["solve", withLine, "--format", "json"])
    #expect(solved.status == 0, "\(solved.stderr)")
    // solve reports font warnings among the JSON diagnostics.
    #expect(!solved.stdout.contains("is not installed"))
    let expected = try Self.labelWidth("Hello Brand", font: font, size: 20)
    #expect(try Self.titleWidth(solved.stdout) == expected)

    // Without the line, the family is unknown: Inter by the fallback rule, with a warning.
    let without = folder.appendingPathComponent("without.recipe").path
    try Self.recipe(fontLine: nil).write(toFile: without, atomically: true, encoding: .utf8)
    let fallback = try Repository.tool(["solve", without, "--format", "json"])
    #expect(fallback.stdout.contains("font family \\\"Brandy Sans\\\" is not installed"))
    let inter = try Self.labelWidth(
      "Hello Brand", font: "/usr/share/fonts/opentype/inter/Inter-Regular.otf", size: 20)
    #expect(inter != expected)
    #expect(try Self.titleWidth(fallback.stdout) == inter)
    // ... and so does --font on the command line.
    let flag = try Repository.tool(["solve", without, "--format", "json", "--font", font])
    #expect(!flag.stdout.contains("is not installed"))
    #expect(try Self.titleWidth(flag.stdout) == expected)
    let render = try Repository.tool([
      "render", without, "--font", font, "--out", folder.appendingPathComponent("out").path,
    ])
    #expect(render.status == 0)
    #expect(!render.stderr.contains("not installed"))

    // The unnamed copy in the same folder stays outside the set.
    let other = folder.appendingPathComponent("other.recipe").path
    try Self.recipe(fontLine: "font file \"fonts/Brandy.ttf\"", family: "Other Sansy")
      .write(toFile: other, atomically: true, encoding: .utf8)
    let outside = try Repository.tool(["solve", other, "--format", "json"])
    #expect(outside.stdout.contains("font family \\\"Other Sansy\\\" is not installed"))
    #expect(try Self.titleWidth(outside.stdout) == inter)
  }

  /// `record` puts the file, as the recipe names it, and its SHA-256 (`sha256sum`) into the
  /// metadata; after the file changes (4 bytes appended: the same glyphs), `check` still matches
  /// and says the environment differs, naming the font and both hashes.
  @Test func theFontsHashGoesIntoTheMetadataAndTheEnvironmentComparison() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let font = folder.appendingPathComponent("book/fonts/Brandy.ttf").path
    try Self.renamedFont("Brandy Sans", to: font)
    let recipe = folder.appendingPathComponent("book/brand.recipe").path
    try Self.recipe(fontLine: "font file \"fonts/Brandy.ttf\"").write(
      toFile: recipe, atomically: true, encoding: .utf8)
    let goldens = folder.appendingPathComponent("goldens").path
    #expect(try Repository.tool(["record", recipe, "--goldens", goldens]).status == 0)
    let metadata = try GoldenMetadata.decode(
      Array(try Data(contentsOf: URL(fileURLWithPath: "\(goldens)/brand.golden.json"))))
    let before = try Self.sha256sum(font)
    #expect(metadata.environment.fonts.contains(FontHash(path: font, sha256: before)))
    let report = folder.appendingPathComponent("report").path
    #expect(try Repository.tool(["check", recipe, "--goldens", goldens, "--report", report]).status == 0)

    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: font))
    try handle.seekToEnd()
    try handle.write(contentsOf: Data([0, 0, 0, 0]))
    try handle.close()
    let after = try Self.sha256sum(font)
    let check = try Repository.tool(["check", recipe, "--goldens", goldens, "--report", report])
    #expect(check.status == 0)
    #expect(
      check.stdout.contains(
        "brand: matches the golden; environment differs from the golden's: font \(font) has SHA-256 "
          + "\(after.prefix(12)), the golden's \(before.prefix(12))"))
  }

  @Test func aMissingOrNonFontFileIsALocatedError() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("fonts"), withIntermediateDirectories: true)
    try "not a font".write(
      to: folder.appendingPathComponent("fonts/notes.ttf"), atomically: true, encoding: .utf8)
    let out = folder.appendingPathComponent("out").path
    for (line, problem) in [
      ("font file \"fonts/missing.ttf\"", "font file \"fonts/missing.ttf\": no such file"),
      ("font file \"fonts/notes.ttf\"", "font file \"fonts/notes.ttf\": is not a font file"),
      ("font file \"fonts\"", "font file \"fonts\": is a folder, not a font file"),
    ] {
      let recipe = folder.appendingPathComponent("bad.recipe").path
      try Self.recipe(fontLine: line).write(toFile: recipe, atomically: true, encoding: .utf8)
      let render = try Repository.tool(["render", recipe, "--out", out])
      #expect(render.status == 65)
      #expect(render.stderr.contains("\(recipe):3:11: error: \(problem)"), "\(render.stderr)")
      #expect(!FileManager.default.fileExists(atPath: "\(out)/bad.png"))
      // An existing goldens folder (one that does not exist is an error of its own, 66).
      let check = try Repository.tool(["check", recipe, "--goldens", folder.path, "--report", out])
      #expect(check.status == 65)
    }
    let flag = try Repository.tool([
      "render", "recipes/a1-simple-label-and-text-field.recipe", "--font", "/nonexistent/Brand.ttf", "--out",
      out,
    ])
    #expect(flag.status == 66)
    #expect(flag.stderr.contains("error: --font /nonexistent/Brand.ttf: no such file"))
    let inVariant = folder.appendingPathComponent("variant.recipe").path
    try (Self.recipe(fontLine: nil) + "variant \"V\"\n  font file \"fonts/notes.ttf\"\n")
      .write(toFile: inVariant, atomically: true, encoding: .utf8)
    let variant = try Repository.tool(["render", inVariant, "--out", out])
    #expect(variant.status == 65)
    #expect(variant.stderr.contains("\(inVariant):8:13: error: a font file applies to the whole recipe"))
  }
}
