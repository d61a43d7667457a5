import Foundation
import Golden
import Pipeline
import Render
import TestSupport
import Testing

/// `layout-diagram check` on the real binary: a deliberate change, an environment difference,
/// missing goldens, shards, and the JUnit file.
@Suite struct CheckCommandTests {
  static let a1 = "a1-simple-label-and-text-field"

  /// The bounds (figure points) of the view group titled `name` in the recipe's display list.
  static func viewBounds(_ recipe: String, _ name: String) throws -> DisplayRect {
    let loaded = try LoadedRecipe.load(recipe)
    let shaper = try TypesettingShaper.shared()
    let solved = try SolvedVariant.solve(
      loaded, measure: TypesettingMeasurer(library: shaper.library).closure)
    let list = try DiagramRenderer(shaper: shaper).displayList(for: Figure(recipe: loaded, solved: solved))
    let group = try #require(list.allGroups.first { $0.classes.contains("view") && $0.title == name })
    return try #require(DisplayItem.group(group).bounds)
  }

  /// The top left of the recipe's (first) scene in the figure, in points: its outline's rectangle.
  static func sceneOrigin(_ recipe: String) throws -> DisplayPoint {
    let loaded = try LoadedRecipe.load(recipe)
    let shaper = try TypesettingShaper.shared()
    let solved = try SolvedVariant.solve(
      loaded, measure: TypesettingMeasurer(library: shaper.library).closure)
    let list = try DiagramRenderer(shaper: shaper).displayList(for: Figure(recipe: loaded, solved: solved))
    let outline = try #require(list.group(.panel(0, .outline)))
    guard case .rect(let r) = try #require(outline.items.first) else { throw CancellationError() }
    return DisplayPoint(x: r.rect.x, y: r.rect.y)
  }

  /// A1's constraint 4 is `Name Text Field.Top = Top Layout Guide.Bottom + 20.0`; at 28 the text
  /// field is 8 pt lower, and the label follows it through the baseline constraint 5. The check
  /// fails (status 1), names both views with "moved 8 pt down", and the diff image's changed
  /// pixels cover the text field at its old and new place.
  @Test func changedConstantFailsNamingTheMovedViews() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let recipe = try Repository.copyRecipes([Self.a1], to: folder.appendingPathComponent("book"))[0]
    let goldens = folder.appendingPathComponent("goldens").path
    let report = folder.appendingPathComponent("report").path
    #expect(try Repository.tool(["record", recipe, "--goldens", goldens]).status == 0)
    let before = try Self.viewBounds(recipe, "Name Text Field")
    let source = try String(contentsOfFile: recipe, encoding: .utf8)
    #expect(source.contains("Top Layout Guide.Bottom + 20.0"))
    try source.replacingOccurrences(
      of: "Top Layout Guide.Bottom + 20.0", with: "Top Layout Guide.Bottom + 28.0"
    )
    .write(toFile: recipe, atomically: true, encoding: .utf8)
    let after = try Self.viewBounds(recipe, "Name Text Field")
    #expect(after.y - before.y == 8)

    let junit = folder.appendingPathComponent("junit.xml").path
    let run = try Repository.tool([
      "check", recipe, "--goldens", goldens, "--report", report, "--junit", junit,
    ])
    #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.contains("Name Text Field moved 8 pt down"))
    #expect(run.stdout.contains("Name Label moved 8 pt down"))
    #expect(run.stdout.contains("environment: same as the golden's"))
    #expect(run.stdout.contains("the recipe file changed since the golden was recorded"))
    // The command as this run invoked the tool (issue 26, item 1): here the built binary's path.
    #expect(
      run.stdout.contains("re-record: \(TestProcess.tool.path) record \(recipe) --mode all"), "\(run.stdout)")
    #expect(run.stdout.contains("0 match, 1 differ"))

    // Named (issue 26, item 5): the constraint beside the moved views, the panel compared at its
    // scene's origin, its caption and the list apart; the panel and the list changed (the views
    // and row 4's constant), the caption's words did not.
    #expect(
      run.stdout.contains(
        "\(Self.a1): differs from the golden: 2 of 3 parts changed: the panel (2 views moved or resized), "
          + "the list (constraint 4: constant 20 -> 28)"), "\(run.stdout)")
    #expect(
      run.stdout.contains(
        "  constraint 4: constant 20 -> 28\n  Name Label moved 8 pt down\n  Name Text Field moved 8 pt down"))
    // The panel's box of changed pixels, in points from the scene's origin, covers the text
    // field's old and new frames (figure bounds less the scene's origin in the figure).
    let line = try #require(run.stdout.split(separator: "\n").first { $0.hasPrefix("  the panel: ") })
    let numbers = try #require(
      line.firstMatch(of: /at x (-?\d+) to (-?\d+), y (-?\d+) to (-?\d+) pt from its scene's origin/))
    let box = (Double(numbers.1)!, Double(numbers.2)!, Double(numbers.3)!, Double(numbers.4)!)
    let origin = try Self.sceneOrigin(recipe)
    for frame in [before, after] {
      let f = frame.offsetBy(dx: -origin.x, dy: -origin.y)
      #expect(box.0 <= f.x && box.1 >= f.maxX && box.2 <= f.y && box.3 >= f.maxY, "\(line) vs \(f)")
    }
    // The diff image holds the changed parts' diffs, red and yellow pixels among the faded ones.
    let diffPath = "\(report)/images/\(Self.a1).diff.png"
    #expect(run.stdout.contains("diff image: \(diffPath)"))
    let diff = try RasterImage(png: Array(try Data(contentsOf: URL(fileURLWithPath: diffPath))))
    #expect(diff.pixels.contains(0xFFFF_0000))
    for name in ["expected", "actual", "composite"] {
      #expect(FileManager.default.fileExists(atPath: "\(report)/images/\(Self.a1).\(name).png"))
    }
    // check never writes goldens.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: goldens).sorted() == [
        "\(Self.a1).golden.json", "\(Self.a1).png",
      ])
    try JUnitSchema.validate(junit)
    let xml = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(xml.contains("<failure type=\"mismatch\""))
    #expect(xml.contains(diffPath))
  }

  /// Same pixels, but the golden's metadata names another hash for a font: the check passes and
  /// says the environment differs, naming the font.
  @Test func otherFontHashIsAnEnvironmentDifference() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let recipe = try Repository.copyRecipes([Self.a1], to: folder.appendingPathComponent("book"))[0]
    let goldens = folder.appendingPathComponent("goldens").path
    #expect(try Repository.tool(["record", recipe, "--goldens", goldens]).status == 0)
    let metadataPath = "\(goldens)/\(Self.a1).golden.json"
    var metadata = try GoldenMetadata.decode(Array(try Data(contentsOf: URL(fileURLWithPath: metadataPath))))
    let font = try #require(metadata.environment.fonts.first { $0.path.hasSuffix("Inter-SemiBold.otf") })
    let index = try #require(metadata.environment.fonts.firstIndex(of: font))
    metadata.environment.fonts[index].sha256 = String(repeating: "0", count: 64)
    try Data(try metadata.encoded()).write(to: URL(fileURLWithPath: metadataPath))
    let run = try Repository.tool([
      "check", recipe, "--goldens", goldens, "--report", folder.appendingPathComponent("r").path,
    ])
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    #expect(
      run.stdout.contains(
        "environment differs from the golden's: font \(font.path) has SHA-256 \(font.sha256.prefix(12)), "
          + "the golden's 000000000000"))
  }

  @Test func missingGoldenIsReportedNeverCreated() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let recipe = try Repository.copyRecipes([Self.a1], to: folder.appendingPathComponent("book"))[0]
    let goldens = folder.appendingPathComponent("goldens").path
    try FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: false)
    let run = try Repository.tool([
      "check", recipe, "--goldens", goldens, "--report", folder.appendingPathComponent("r").path,
    ])
    #expect(run.status == 1)
    #expect(run.stdout.contains("\(Self.a1): no golden: \(goldens)/\(Self.a1).png does not exist"))
    #expect(
      run.stdout.contains(
        "record it: \(TestProcess.tool.path) record \(recipe) --mode missing --goldens \(goldens)"),
      "\(run.stdout)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: goldens).isEmpty)
  }

  /// Issue 26, item 4: a --goldens folder that does not exist (a typo) or is a file is one error
  /// naming the option (status 66), not every golden missing; the hint's record command is the
  /// tool as invoked.
  @Test func aGoldensFolderThatIsNotThereIsAnError() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let recipe = "recipes/\(Self.a1).recipe"
    let report = folder.appendingPathComponent("r").path
    let typo = folder.appendingPathComponent("Tests/Goldns").path
    let missing = try Repository.tool(["check", recipe, "--goldens", typo, "--report", report])
    #expect(missing.status == 66)
    #expect(
      missing.stderr.contains("error: --goldens \(typo): no such folder of goldens"), "\(missing.stderr)")
    #expect(missing.stderr.contains("\(TestProcess.tool.path) record --goldens \(typo)"), "\(missing.stderr)")
    #expect(!missing.stdout.contains("no golden"))
    #expect(!FileManager.default.fileExists(atPath: typo) && !FileManager.default.fileExists(atPath: report))
    let afile = folder.appendingPathComponent("afile").path
    try "x".write(toFile: afile, atomically: true, encoding: .utf8)
    let file = try Repository.tool(["check", recipe, "--goldens", afile, "--report", report])
    #expect(file.status == 66)
    #expect(
      file.stderr.contains("error: --goldens \(afile) is a file, not a folder of goldens"), "\(file.stderr)")
  }

  @Test func badInputKeepsTheExistingStatuses() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let broken = folder.appendingPathComponent("broken.recipe")
    try "label \"A\"\n1. A.Leadng = Superview.Leading\n".write(to: broken, atomically: true, encoding: .utf8)
    let report = folder.appendingPathComponent("r").path
    let errors = try Repository.tool(["check", broken.path, "--goldens", folder.path, "--report", report])
    #expect(errors.status == 65)
    #expect(errors.stderr.contains("broken.recipe:2:") && errors.stderr.contains("error"))
    #expect(try Repository.tool(["check", "no/such.recipe", "--report", report]).status == 66)
    #expect(try Repository.tool(["check", "--tolerance", "fuzzy", "--report", report]).status == 64)
    #expect(try Repository.tool(["check", "--shard", "4/3", "--report", report]).status == 64)
  }

  /// Issue 26, item 6: `check` has no `--out`; a report or JUnit path through a file names the
  /// option the user gave (status 73, cannot write), before any recipe is drawn.
  @Test func aFileInTheReportOrJUnitPathNamesThatOption() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let afile = folder.appendingPathComponent("afile")
    try "x".write(to: afile, atomically: true, encoding: .utf8)
    let recipe = "recipes/\(Self.a1).recipe"
    let report = try Repository.tool(["check", recipe, "--goldens", "Tests/Goldens", "--report", afile.path])
    #expect(report.status == 73)
    #expect(report.stderr.contains("error: --report \(afile.path)"), "\(report.stderr)")
    #expect(!report.stderr.contains("--out"), "\(report.stderr)")
    let junit = try Repository.tool([
      "check", recipe, "--goldens", "Tests/Goldens", "--report", folder.appendingPathComponent("r").path,
      "--junit", afile.appendingPathComponent("j.xml").path,
    ])
    #expect(junit.status == 73)
    #expect(junit.stderr.contains("error: --junit "), "\(junit.stderr)")
    #expect(!junit.stderr.contains("--out"), "\(junit.stderr)")
  }

  /// Shards 1/3, 2/3 and 3/3 check disjoint sets whose union is the whole book: every recipe's
  /// figure, and the filmstrip (`NAME-sweep`) of each recipe with a `sweep` line.
  @Test func shardsPartitionTheBook() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let book = try FileManager.default.contentsOfDirectory(
      atPath: Repository.root.appendingPathComponent("recipes").path
    )
    .filter { $0.hasSuffix(".recipe") }.map { String($0.dropLast(".recipe".count)) }
    let sweeps = try book.filter { stem in
      try String(
        contentsOfFile: Repository.root.appendingPathComponent("recipes/\(stem).recipe").path, encoding: .utf8
      )
      .split(separator: "\n").contains { $0.hasPrefix("sweep ") }
    }
    #expect(!sweeps.isEmpty)
    let figures = (book + sweeps.map { $0 + "-sweep" }).sorted()
    var seen: [String] = []
    // An empty folder of goldens (one that does not exist is an error of its own): every figure
    // of a shard is reported missing, so its JUnit file names them all without drawing a diff.
    let empty = folder.appendingPathComponent("empty")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: false)
    for index in 1...3 {
      let junit = folder.appendingPathComponent("junit-\(index).xml").path
      let run = try Repository.tool([
        "check", "--shard", "\(index)/3", "--goldens", empty.path, "--report",
        folder.appendingPathComponent("r\(index)").path, "--junit", junit,
      ])
      #expect(run.status == 1)  // an empty goldens folder: every recipe of the shard is missing
      let xml = try String(contentsOfFile: junit, encoding: .utf8)
      let names = xml.components(separatedBy: "<testcase classname=\"golden\" name=\"").dropFirst()
        .map { String($0.prefix { $0 != "\"" }) }
      #expect(!names.isEmpty)
      seen += names
    }
    #expect(seen.sorted() == figures)
  }
}
