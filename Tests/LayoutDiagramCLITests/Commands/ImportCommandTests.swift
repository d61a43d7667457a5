import Foundation
import TestSupport
import Testing

@Suite("layout-diagram import, and render/solve of IB files")
struct ImportCommandTests {
  static let features = "Tests/Fixtures/InterfaceBuilder/Features.storyboard"

  struct Document: Decodable {
    struct View: Decodable {
      var name: String
      var ibID: String?
    }
    struct Constraint: Decodable {
      var number: String?
      var ibID: String?
      var identifier: String?
    }
    var recipe: String
    var views: [View]
    var constraints: [Constraint]
  }

  @Test("import writes one canonical recipe per scene; warnings go to standard error with file:line")
  func importWritesRecipes() throws {
    let folder = try TestProcess.temporaryFolder()
    let output = try TestProcess.runTool(["import", Self.features, "--out", folder.path])
    #expect(output.status == 0, "\(output.stderr)")
    let path = folder.appendingPathComponent("features.recipe").path
    #expect(output.stdout == path + "\n")
    #expect(
      output.stderr.contains(
        "\(Self.features):64: warning: <constraint id=\"img-placeholder\">: a placeholder constraint")
    )
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.contains("\nrecipe \"Features\"\n"))
    #expect(text.contains("\n1. Box A.Leading = Superview.LeadingMargin id \"a-lead\"\n"))
    // The written recipe renders with the ordinary command.
    let render = try TestProcess.runTool(["render", path, "--out", folder.path, "--format", "svg"])
    #expect(render.status == 0, "\(render.stderr)")
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("features.svg").path))
  }

  @Test("solve takes a storyboard directly and reports each view's and constraint's IB id")
  func solveReportsIBIDs() throws {
    let output = try TestProcess.runTool(["solve", Self.features, "--format", "json"])
    #expect(output.status == 0, "\(output.stderr)")
    let document = try JSONDecoder().decode(Document.self, from: Data(output.stdout.utf8))
    #expect(document.recipe == "Features")
    #expect(document.views.first { $0.name == "Box A" }?.ibID == "box-A")
    let c = try #require(document.constraints.first { $0.ibID == "c-h" })
    #expect(c.number == "18")  // after the 14 root constraints, the kept placeholder and Box A's two
    #expect(c.identifier == "C height")
  }

  @Test("render takes a storyboard directly: one figure per scene, named after file and scene")
  func renderTakesStoryboards() throws {
    let folder = try TestProcess.temporaryFolder()
    let output = try TestProcess.runTool(["render", Self.features, "--out", folder.path, "--format", "svg"])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout == folder.appendingPathComponent("features.svg").path + "\n")
  }

  @Test(
    "a legacy Xcode 4 archive is imported; a macOS archive is refused with status 65 and nothing is written")
  func legacyArchive() throws {
    let imported = try TestProcess.temporaryFolder()
    let legacy = try TestProcess.runTool([
      "import", "Tests/Fixtures/InterfaceBuilder/LegacyFrames.xib", "--out", imported.path,
    ])
    #expect(legacy.status == 0, "\(legacy.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: imported.path).count == 1)
    let folder = try TestProcess.temporaryFolder()
    let output = try TestProcess.runTool([
      "import", "Tests/Fixtures/InterfaceBuilder/LegacyMac.xib", "--out", folder.path,
    ])
    #expect(output.status == 65)
    #expect(
      output.stderr.hasPrefix(
        "Tests/Fixtures/InterfaceBuilder/LegacyMac.xib:2: error: this is a legacy Interface Builder archive for macOS"
      ))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    let solve = try TestProcess.runTool(["solve", "Tests/Fixtures/InterfaceBuilder/LegacyMac.xib"])
    #expect(solve.status == 65)
  }

  @Test("a missing file is status 66, an unknown device 64 with the device names")
  func badArguments() throws {
    let missing = try TestProcess.runTool(["import", "nowhere.storyboard"])
    #expect(missing.status == 66)
    #expect(missing.stderr.contains("no such storyboard or xib file: nowhere.storyboard"))
    let device = try TestProcess.runTool(["import", Self.features, "--device", "iPhone 99"])
    #expect(device.status == 64)
    #expect(device.stderr.contains("unknown device \"iPhone 99\""))
    #expect(device.stderr.contains("\"iPhone 8\""))
  }

  @Test("--device picks a catalogued device; --scene picks scenes by name")
  func deviceAndScene() throws {
    let folder = try TestProcess.temporaryFolder()
    let output = try TestProcess.runTool([
      "import", "Tests/Fixtures/InterfaceBuilder/Features.storyboard", "--device", "iPhone X", "--scene",
      "feat",
      "--out", folder.path,
    ])
    #expect(output.status == 0, "\(output.stderr)")
    let text = try String(
      contentsOfFile: folder.appendingPathComponent("features.recipe").path, encoding: .utf8)
    #expect(text.contains("\ndevice \"iPhone X\"\n"))
    let none = try TestProcess.runTool(["import", Self.features, "--scene", "nothing", "--out", folder.path])
    #expect(none.status == 65)
    #expect(none.stderr.contains("no scene matches \"nothing\""))
  }

  @Test(
    "import takes the recipe limits: a scene nested 150 deep is refused at 100 and written with --max-nesting 200"
  )
  func importTakesTheRecipeLimits() throws {
    let (path, folder) = try HostileStoryboardTests.generated(
      "nest.storyboard", HostileStoryboardTests.nested(150))
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("out")
    let refused = try TestProcess.runTool(["import", path, "--out", out.path])
    #expect(refused.status == 65)
    // The hint names an option import takes (it did not: "Unknown option '--max-nesting'").
    #expect(refused.stderr.contains("hint: the limit is 100 levels; --max-nesting N raises it"))
    #expect(!FileManager.default.fileExists(atPath: out.path))
    let written = try TestProcess.runTool(["import", path, "--out", out.path, "--max-nesting", "200"])
    #expect(written.status == 0, "\(written.stderr)")
    #expect(written.stdout == out.appendingPathComponent("nest.recipe").path + "\n")
    // Only the recipe limits: drawing limits mean nothing to import.
    let drawing = try TestProcess.runTool(["import", path, "--out", out.path, "--max-render-time", "5"])
    #expect(drawing.status == 64)
  }

  @Test("a xib without views is refused at its <document> line with status 65; nothing is written")
  func nothingToImportIsRefused() throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let xib = folder.appendingPathComponent("Empty.xib")
    try Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21225">
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
          </objects>
      </document>
      """.utf8
    ).write(to: xib)
    let out = folder.appendingPathComponent("out")
    for arguments in [
      ["import", xib.path, "--out", out.path], ["render", xib.path, "--out", out.path], ["solve", xib.path],
    ] {
      let output = try TestProcess.runTool(arguments)
      #expect(output.status == 65, "\(arguments[0])")
      #expect(
        output.stderr.contains("\(xib.path):2: error: nothing to import: the document has no top-level view"))
    }
    #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("empty.recipe").path))
    #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("empty.png").path))
  }

  @Test("a tvOS storyboard is refused as tvOS at its <document> line with status 65; nothing is written")
  func tvOSDocumentIsRefused() throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let storyboard = folder.appendingPathComponent("TV.storyboard")
    try Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder.AppleTV.Storyboard" version="3.0" toolsVersion="17156" targetRuntime="AppleTV" useAutolayout="YES">
          <device id="appleTV" appearance="dark"/>
          <scenes/>
      </document>
      """.utf8
    ).write(to: storyboard)
    let out = folder.appendingPathComponent("out")
    let output = try TestProcess.runTool(["import", storyboard.path, "--device", "canvas", "--out", out.path])
    #expect(output.status == 65)
    #expect(
      output.stderr.contains(
        "\(storyboard.path):2: error: this Interface Builder document is for tvOS "
          + "(com.apple.InterfaceBuilder.AppleTV.Storyboard); only iOS (CocoaTouch) documents can be imported"
      ))
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }

  @Test("--strict locates an imported scene's diagnosis in the imported recipe, not at a line of the xib")
  func strictNamesTheImportedRecipe() throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let xib = folder.appendingPathComponent("Amb.xib")
    // A box pinned at the top leading corner, as wide as the root, with no height: ambiguous.
    try Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21225">
          <objects>
              <view contentMode="scaleToFill" id="root">
                  <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                  <subviews>
                      <view translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="Box"/>
                  </subviews>
                  <constraints>
                      <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                      <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
                      <constraint firstItem="box" firstAttribute="width" secondItem="root" secondAttribute="width" id="w"/>
                  </constraints>
              </view>
          </objects>
      </document>
      """.utf8
    ).write(to: xib)
    let output = try TestProcess.runTool(["solve", xib.path, "--strict"])
    #expect(output.status == 3)
    // The imported recipe: two comment lines, recipe, scene, size class, a blank line, then
    // `view "Box" id "box"` on line 7, its name from column 6. It said "Amb.xib:7:6", a line of the xib.
    #expect(
      output.stderr.contains(
        "\(xib.path) (imported amb.recipe):7:6: error: ambiguous layout for Box (height), which the recipe does "
          + "not expect"))
  }
}
