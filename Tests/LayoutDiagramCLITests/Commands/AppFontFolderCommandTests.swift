import Foundation
import TestSupport
import Testing

/// `import` of a document in a family the machine does not have: one warning per family for the
/// whole document (how many views in how many scenes), and, when the app's own files for the
/// family lie in the document's project, the folder to pass with `--fonts` (never loaded without
/// it). The font file is Roboto Condensed (RobotoCondensed-Regular.ttf of fonts-roboto-unhinted,
/// which scripts/debian-packages.txt installs): the pinned set holds Roboto but not Roboto
/// Condensed, and no stand-in line covers it, so the import treats it as missing.
@Suite("import: an unknown family's warning, once per document, naming the app's font folder")
struct AppFontFolderCommandTests {
  static let fontFile = "/usr/share/fonts/truetype/roboto/unhinted/RobotoCondensed-Regular.ttf"

  /// A storyboard written here: `scenes` scenes, each with two labels in Roboto Condensed.
  static func storyboard(scenes: Int) -> String {
    let body = (1...scenes).map { n in
      let label = { (id: String, y: Int, size: Int) in
        """
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hello" \
        translatesAutoresizingMaskIntoConstraints="NO" id="\(id)\(n)">
                                    <rect key="frame" x="16" y="\(y)" width="40" height="20"/>
                                    <fontDescription key="fontDescription" name="RobotoCondensed-Regular" \
        family="Roboto Condensed" pointSize="\(size)"/>
                                </label>
        """
      }
      return """
                <scene sceneID="s\(n)">
                    <objects>
                        <viewController id="vc\(n)" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root\(n)">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
        \(label("title", 40, 17))
        \(label("body", 80, 15))
                                </subviews>
                                <constraints>
                                    <constraint firstItem="title\(n)" firstAttribute="leading" secondItem="root\(n)" \
        secondAttribute="leading" constant="16" id="a\(n)"/>
                                    <constraint firstItem="title\(n)" firstAttribute="top" secondItem="root\(n)" \
        secondAttribute="top" constant="40" id="b\(n)"/>
                                    <constraint firstItem="body\(n)" firstAttribute="leading" secondItem="root\(n)" \
        secondAttribute="leading" constant="16" id="c\(n)"/>
                                    <constraint firstItem="body\(n)" firstAttribute="top" secondItem="root\(n)" \
        secondAttribute="top" constant="80" id="d\(n)"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
        """
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460" \
      targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
          <device id="retina4_7" orientation="portrait"/>
          <scenes>
      \(body.joined(separator: "\n"))
          </scenes>
      </document>

      """
  }

  /// A project tree in a fresh folder: `Project/` (with `App.xcodeproj/` when `projectFile`),
  /// `Project/Resources/Fonts/` (with a copy of the Roboto Condensed file when `fontFile`) and the
  /// storyboard two levels below, `Project/App/Base.lproj/Main.storyboard`, of `scenes` scenes.
  /// Returns the temporary folder and the project folder.
  static func tree(projectFile: Bool, fontFile: Bool, scenes: Int = 3) throws -> (URL, URL) {
    let manager = FileManager.default
    let folder = try TestProcess.temporaryFolder()
    let project = folder.appendingPathComponent("Project")
    let fonts = project.appendingPathComponent("Resources/Fonts")
    let lproj = project.appendingPathComponent("App/Base.lproj")
    for made in [fonts, lproj] { try manager.createDirectory(at: made, withIntermediateDirectories: true) }
    if projectFile {
      try manager.createDirectory(
        at: project.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
    }
    if fontFile {
      try #require(
        manager.fileExists(atPath: Self.fontFile), "fonts-roboto-unhinted is not installed (scripts/setup)")
      try manager.copyItem(
        atPath: Self.fontFile, toPath: fonts.appendingPathComponent("RobotoCondensed-Regular.ttf").path)
    }
    try storyboard(scenes: scenes).write(
      to: lproj.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
    return (folder, project)
  }

  /// Imports `Project/App/Base.lproj/Main.storyboard` with `project` as the current directory.
  static func importTree(_ folder: URL, _ project: URL) throws -> ProcessOutput {
    let out = folder.appendingPathComponent("out").path
    let result = try TestProcess.runTool(
      ["import", "App/Base.lproj/Main.storyboard", "--out", out], in: project)
    #expect(result.status == 0, "\(result.stderr)")
    return result
  }

  /// Three scenes of two labels each: one warning for the document, 6 views in 3 scenes (the old
  /// import said it three times, once per scene's recipe, "2 views use it" each).
  @Test func theWarningIsSaidOncePerDocument() throws {
    let (folder, project) = try Self.tree(projectFile: false, fontFile: false)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Self.importTree(folder, project)
    #expect(result.stderr.components(separatedBy: "is not installed").count == 2, "\(result.stderr)")
    #expect(
      result.stderr.contains(
        "font family \"Roboto Condensed\" is not installed (6 views in 3 scenes use it)"),
      "\(result.stderr)")
    #expect(result.stdout.split(separator: "\n").count == 3)
  }

  /// With the project file and the font file: the warning names the folder, relative to the
  /// current directory, and the file; the recipes written do not use it (no `font file` line).
  @Test func theWarningNamesTheAppsFontFolder() throws {
    let (folder, project) = try Self.tree(projectFile: true, fontFile: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Self.importTree(folder, project)
    #expect(
      result.stderr.contains(
        "hint: the app's font files for Roboto Condensed are in Resources/Fonts (RobotoCondensed-Regular.ttf): "
          + "pass --fonts Resources/Fonts"), "\(result.stderr)")
    for path in result.stdout.split(separator: "\n") {
      let text = try String(contentsOfFile: String(path), encoding: .utf8)
      #expect(!text.split(separator: "\n").contains { $0.hasPrefix("font file ") }, "\(text)")
    }
  }

  /// `solve` and `render` of the storyboard say what `import` says, once for the document: one
  /// warning (6 views in 3 scenes), the app's font folder named, none in the scenes' own
  /// diagnostics (the old commands said it once per scene, 3 times, without the folder).
  @Test(arguments: ["solve", "render"])
  func solveAndRenderSayItOncePerDocument(_ command: String) throws {
    let (folder, project) = try Self.tree(projectFile: true, fontFile: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("out").path
    let arguments =
      command == "solve"
      ? ["solve", "App/Base.lproj/Main.storyboard"]
      : ["render", "App/Base.lproj/Main.storyboard", "--out", out]
    let result = try TestProcess.runTool(arguments, in: project)
    #expect(result.status == 0, "\(result.stderr)")
    let all = result.stdout + result.stderr
    #expect(all.components(separatedBy: "is not installed").count == 2, "\(all)")
    #expect(
      result.stderr.contains(
        "font family \"Roboto Condensed\" is not installed (6 views in 3 scenes use it)"),
      "\(result.stderr)")
    #expect(
      result.stderr.contains(
        "hint: the app's font files for Roboto Condensed are in Resources/Fonts (RobotoCondensed-Regular.ttf): "
          + "pass --fonts Resources/Fonts"), "\(result.stderr)")
  }

  /// The same project without the font file: no folder is named, the hint is the general one.
  @Test func withoutTheFontFileNoFolderIsNamed() throws {
    let (folder, project) = try Self.tree(projectFile: true, fontFile: false)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Self.importTree(folder, project)
    #expect(!result.stderr.contains("font files for"), "\(result.stderr)")
    #expect(result.stderr.contains("--fonts DIR"), "\(result.stderr)")
  }

  /// The font file but no project file (nor .git) anywhere above the document: no project root,
  /// so the tree is not walked and the file, two folders away, is not named.
  @Test func withoutAProjectRootTheTreeIsNotWalked() throws {
    let (folder, project) = try Self.tree(projectFile: false, fontFile: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Self.importTree(folder, project)
    #expect(!result.stderr.contains("font files for"), "\(result.stderr)")
  }
}
