import Foundation
import TestSupport
import Testing

/// `import --compare-frames` and `solve --compare-frames` on `StoredFrames.xib`, whose stored
/// frames were chosen by hand (the file's comment says which disagree and by how much).
@Suite("--compare-frames on import and solve")
struct CompareFramesCommandTests {
  static let file = "Tests/Fixtures/InterfaceBuilder/StoredFrames.xib"

  struct Document: Decodable {
    struct Frame: Decodable, Equatable {
      var x, y, width, height: Double
    }
    struct Difference: Decodable {
      var view: String
      var ibID: String
      var interfaceBuilder: Frame
      var ours: Frame?
      var edges: [String: Double]
      var causeKind: String?
      var counted: Bool
    }
    struct Report: Decodable {
      var tolerance: Double
      var views: Int
      var within: Int
      var summary: String
      var differences: [Difference]
    }
    var interfaceBuilderFrames: Report?
  }

  @Test("import lists the views off IB's frames, then the count")
  func importListsDifferences() throws {
    let folder = try TestProcess.temporaryFolder()
    let output = try TestProcess.runTool(["import", Self.file, "--out", folder.path, "--compare-frames"])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.hasPrefix(folder.appendingPathComponent("stored-frames.recipe").path + "\n"))
    #expect(
      output.stdout.contains(
        "  Bar (id \"bar\", line 32): IB (20 150; 100 20), ours (24 150; 100 20): left +4, right +4\n"))
    #expect(output.stdout.contains("Ghost (id \"ghost\", line 39)"))
    #expect(
      output.stdout.contains(
        "(IB marks it misplaced: its stored frame is not its constraints' solution; not counted)"))
    #expect(output.stdout.hasSuffix("  2 of 4 views at Interface Builder's frames (within 1 pt)\n"))
    #expect(!output.stdout.contains("Card"))
  }

  @Test("a label in a family that is not installed: one warning in the imported recipe, the cause names it")
  func missingFamily() throws {
    let folder = try TestProcess.temporaryFolder()
    let xml = try String(contentsOfFile: Self.file, encoding: .utf8)
    let system = #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#
    #expect(xml.contains(system))
    let file = folder.appendingPathComponent("StoredFrames.xib")
    let named =
      #"<fontDescription key="fontDescription" name="NoSuchFamilySans" family="No Such Family Sans""#
      + #" pointSize="17"/>"#
    try xml.replacingOccurrences(of: system, with: named).write(to: file, atomically: true, encoding: .utf8)
    let out = folder.appendingPathComponent("out")
    let imported = try TestProcess.runTool(["import", file.path, "--out", out.path, "--compare-frames"])
    #expect(imported.status == 0, "\(imported.stderr)")
    // Located in the recipe the import wrote (its line naming the family), not in the xib; once.
    let recipe = try String(
      contentsOf: out.appendingPathComponent("stored-frames.recipe"), encoding: .utf8)
    let line =
      try #require(
        recipe.components(separatedBy: "\n").firstIndex { $0.contains(#"font "No Such Family Sans""#) }) + 1
    let warning = "\(file.path) (imported stored-frames.recipe):\(line):"
    #expect(imported.stderr.contains(warning), "\(imported.stderr)")
    #expect(
      imported.stderr.contains(
        "warning: font family \"No Such Family Sans\" is not installed (1 view in 1 scene uses it); its texts are "
          + "measured and drawn in Inter with the stand-in's own line (the document's labels do not fix the family's), "
          + "so the views they size may differ from Interface Builder's frames (measured in No Such Family Sans)"
      ), "\(imported.stderr)")
    #expect(imported.stderr.components(separatedBy: "is not installed").count == 2)
    #expect(imported.stderr.contains("hint: an app bundles its own fonts"))
    #expect(imported.stderr.contains("give the app's font folder with --fonts DIR"))
    #expect(
      imported.stdout.contains(
        "(its size comes from text in No Such Family Sans, which is not installed: measured in Inter)"))
    // `solve` says it as `import` does: once for the document, on standard error, located in the
    // imported recipe (not in the scene's own diagnostics on standard output).
    let solved = try TestProcess.runTool(["solve", file.path, "--compare-frames"])
    #expect(solved.status == 0, "\(solved.stderr)")
    #expect(solved.stderr.contains(warning), "\(solved.stderr)")
    #expect(solved.stderr.components(separatedBy: "is not installed").count == 2, "\(solved.stderr)")
    #expect(!solved.stdout.contains("warning: font family"), "\(solved.stdout)")
    #expect(!solved.stderr.contains("\(file.path):\(line):"))
  }

  @Test("solve --format json carries the comparison; --frame-tolerance widens it")
  func solveJSON() throws {
    let output = try TestProcess.runTool([
      "solve", Self.file, "--compare-frames", "--frame-tolerance", "5", "--format", "json",
    ])
    #expect(output.status == 0, "\(output.stderr)")
    let document = try JSONDecoder().decode(Document.self, from: Data(output.stdout.utf8))
    let report = try #require(document.interfaceBuilderFrames)
    #expect(report.tolerance == 5)
    #expect(report.views == 4)
    #expect(report.within == 3)
    #expect(report.summary == "3 of 4 views at Interface Builder's frames (within 5 pt)")
    #expect(report.differences.map(\.ibID) == ["ghost", "hi"])
    let ghost = try #require(report.differences.first)
    #expect(ghost.interfaceBuilder == Document.Frame(x: 0, y: 0, width: 10, height: 10))
    #expect(ghost.ours == Document.Frame(x: 200, y: 150, width: 10, height: 10))
    #expect(ghost.edges == ["left": 200, "top": 150, "right": 200, "bottom": 150])
    #expect(ghost.causeKind == "misplacedInIB")
    #expect(!ghost.counted)
    #expect(report.differences.last?.causeKind == "textFont")
    // Without the option, no comparison.
    let plain = try TestProcess.runTool(["solve", Self.file, "--format", "json"])
    #expect(
      try JSONDecoder().decode(Document.self, from: Data(plain.stdout.utf8)).interfaceBuilderFrames == nil)
  }

  @Test("misuse is a usage error (64) that says what to do")
  func usageErrors() throws {
    let folder = try TestProcess.temporaryFolder()
    let tolerance = try TestProcess.runTool(["solve", Self.file, "--frame-tolerance", "2"])
    #expect(tolerance.status == 64)
    #expect(tolerance.stderr.contains("--frame-tolerance needs --compare-frames"))
    let negative = try TestProcess.runTool(["solve", Self.file, "--compare-frames", "--frame-tolerance=-1"])
    #expect(negative.status == 64)
    #expect(negative.stderr.contains("0 or more"))
    let recipe = try TestProcess.runTool([
      "solve", "recipes/a1-simple-label-and-text-field.recipe", "--compare-frames",
    ])
    #expect(recipe.status == 64)
    #expect(recipe.stderr.contains("is not one"))
    let device = try TestProcess.runTool([
      "import", Self.file, "--out", folder.path, "--compare-frames", "--device", "iPhone 8",
    ])
    #expect(device.status == 64)
    #expect(device.stderr.contains("cannot be combined with --device iPhone 8"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test("a conflict is checked at IB's stored frames: a located warning, a line per scene, a JSON cause")
  func conflictChecked() throws {
    // OverConstrained.xib's "Kept Width": Box pinned 0 inside a 200-point root and 100 wide, stored
    // 200 wide: IB broke the width (line 21), as our layout does.
    let file = "Tests/Fixtures/InterfaceBuilder/OverConstrained.xib"
    let folder = try TestProcess.temporaryFolder()
    let imported = try TestProcess.runTool([
      "import", file, "--out", folder.path, "--compare-frames", "--scene", "Kept Width",
    ])
    #expect(imported.status == 0, "\(imported.stderr)")
    let text =
      "Box.Width = 100 broken to recover: the file's own constraints conflict: Interface Builder's stored "
      + "frames break it too (by 100 pt)"
    #expect(
      imported.stderr.contains("\(file):21: warning: <constraint id=\"box1-w\">: \(text)"),
      "\(imported.stderr)")
    #expect(imported.stdout.contains("  Conflict (line 21): \(text)\n"))
    struct Conflicts: Decodable {
      struct Frames: Decodable {
        struct Conflict: Decodable {
          struct Member: Decodable {
            var constraint: String
            var ibID: String?
            var line: Int?
            var ibMiss: Double
          }
          var broken: Member
          var ibMisses: [Member]
          var cause: String
          var line: Int
        }
        var conflicts: [Conflict]?
      }
      var recipe: String
      var interfaceBuilderFrames: Frames?
    }
    let solved = try TestProcess.runTool(["solve", file, "--compare-frames", "--format", "json"])
    #expect(solved.status == 0, "\(solved.stderr)")
    let documents = try JSONDecoder().decode([Conflicts].self, from: Data(solved.stdout.utf8))
    let causes = documents.map { ($0.interfaceBuilderFrames?.conflicts ?? []).map(\.cause) }
    // Kept Width, Kept Pins (IB broke the trailing pin), Image (a 0.5-point miss, within 1 pt).
    #expect(causes == [["ibBreaksItToo"], ["ibBreaksAnother"], ["ibHoldsAll"]])
    let pins = try #require(documents[1].interfaceBuilderFrames?.conflicts?.first)
    #expect(pins.broken.ibID == "box2-w")
    #expect(pins.broken.ibMiss == 0)
    #expect(pins.ibMisses.map(\.ibID) == ["box2-t"])
    #expect(pins.ibMisses.map(\.ibMiss) == [100])
  }
}
