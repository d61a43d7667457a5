import Foundation
import TestSupport
import Testing

/// `font width` end to end: `import` reads a family's width from the document's labels whose width
/// only their text sets and writes it into the recipe; `solve` lays the family's text out with it
/// while the family is not installed; the system font's CJK fallback is PingFang's width. The
/// fixture's numbers are derived by hand in its header:
/// Tests/Fixtures/InterfaceBuilder/UnknownFamilyWidths.xib.
@Suite struct FontWidthCommandTests {
  static let fixture = "Tests/Fixtures/InterfaceBuilder/UnknownFamilyWidths.xib"

  /// The solved width of the view named `name` in `solve --format json` output.
  static func width(of name: String, _ json: String) throws -> Double {
    try #require(SolveJSON.frame(of: name, in: json)?["width"], "\(json)")
  }

  /// Import writes the width (0.898: the median of the three labels' factors) with its evidence,
  /// and says it in the family's warning; solved with it, each label is its stored width (71,
  /// 52.5, 33.5), where Inter's own advances give 78.78, 58.16 and 36.83: 79, 58.5 and 37.
  @Test func importWritesTheWidthAndSolveUsesIt() throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let imported = try TestProcess.runTool([
      "import", Self.fixture, "--device", "canvas", "--out", folder.path,
    ])
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(
      imported.stderr.contains("its advances times 0.898 as read from the document's labels"),
      "\(imported.stderr)")
    let recipe = try #require(imported.stdout.split(separator: "\n").first.map(String.init))
    let text = try String(contentsOfFile: recipe, encoding: .utf8)
    #expect(
      text.contains(
        "font width \"Nowhere Grotesk\" 0.898  # read from the document: 3 of its 3 single-line Nowhere Grotesk "
          + "labels whose width only their text sets"), "\(text)")
    // After the family's font line, before the first view.
    let lines = text.components(separatedBy: "\n")
    let line = try #require(lines.firstIndex { $0.hasPrefix("font line ") })
    let width = try #require(lines.firstIndex { $0.hasPrefix("font width ") })
    let view = try #require(lines.firstIndex { $0.hasPrefix("label ") })
    #expect(line < width && width < view)

    let solved = try TestProcess.runTool(["solve", recipe, "--format", "json"])
    #expect(solved.status == 0, "\(solved.stderr)")
    #expect(try Self.width(of: "Heading", solved.stdout) == 71)
    #expect(try Self.width(of: "Subtitle", solved.stdout) == 52.5)
    #expect(try Self.width(of: "Caption", solved.stdout) == 33.5)
    #expect(try Self.width(of: "Banner", solved.stdout) == 200)

    let plain = folder.appendingPathComponent("plain.recipe").path
    try lines.filter { !$0.hasPrefix("font width") }.joined(separator: "\n")
      .write(toFile: plain, atomically: true, encoding: .utf8)
    let own = try TestProcess.runTool(["solve", plain, "--format", "json"])
    #expect(own.status == 0, "\(own.stderr)")
    #expect(try Self.width(of: "Heading", own.stdout) == 79)
    #expect(try Self.width(of: "Subtitle", own.stdout) == 58.5)
    #expect(try Self.width(of: "Caption", own.stdout) == 37)
  }

  /// `solve --format json` of the document keeps the family's warning in the JSON's diagnostics
  /// (review36-stop.md L7), as well as saying it once on standard error.
  @Test func jsonCarriesTheFamilyWarning() throws {
    let solved = try TestProcess.runTool(["solve", Self.fixture, "--format", "json"])
    #expect(solved.status == 0, "\(solved.stderr)")
    let document = try JSONSerialization.jsonObject(with: Data(solved.stdout.utf8)) as? [String: Any]
    let diagnostics = try #require(document?["diagnostics"] as? [Any], "\(solved.stdout)")
    #expect(
      diagnostics.contains { "\($0)".contains("Nowhere Grotesk") && "\($0)".contains("is not installed") },
      "\(diagnostics)")
    #expect(solved.stderr.components(separatedBy: "is not installed").count == 2, "\(solved.stderr)")
  }

  /// A width is used only while the family is not installed: DejaVu Sans (pinned) keeps its own
  /// advances under a width of 0.5, while the unknown family takes it. With the stand-in's
  /// advances (no tracking for a named family) proportional to the size, "Hello" at 20 pt and
  /// 0.5 is "Hello" at 10 pt: the same width.
  @Test func theWidthIsUsedOnlyForAFamilyNotInstalled() throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let body = """
      label "Pinned" text "Hello" font "DejaVu Sans" 20
      label "Unknown" text "Hello" font "Nowhere Grotesk" 20
      label "Small" text "Hello" font "Nowhere Grotesk" 10
      1. Pinned.Top = Superview.Top + 20
      2. Unknown.Top = Pinned.Bottom + 8
      3. Small.Top = Unknown.Bottom + 8

      """
    let with = folder.appendingPathComponent("with.recipe").path
    try """
    recipe "Widths"
    scene 375 x 667
    font width "DejaVu Sans" 0.5
    font width "Nowhere Grotesk" 0.5
    \(body)
    """.write(toFile: with, atomically: true, encoding: .utf8)
    let without = folder.appendingPathComponent("without.recipe").path
    try "recipe \"Widths\"\nscene 375 x 667\n\(body)".write(
      toFile: without, atomically: true, encoding: .utf8)
    let narrowed = try TestProcess.runTool(["solve", with, "--format", "json"])
    #expect(narrowed.status == 0, "\(narrowed.stderr)")
    let plain = try TestProcess.runTool(["solve", without, "--format", "json"])
    #expect(plain.status == 0, "\(plain.stderr)")
    #expect(try Self.width(of: "Pinned", narrowed.stdout) == Self.width(of: "Pinned", plain.stdout))
    #expect(try Self.width(of: "Unknown", narrowed.stdout) == Self.width(of: "Small", plain.stdout))
    #expect(try Self.width(of: "Unknown", plain.stdout) > Self.width(of: "Small", plain.stdout))
    // The hand-written width's warning (among the recipe's own diagnostics, in the JSON) calls it
    // the recipe's, not the document's.
    #expect(
      narrowed.stdout.contains("its advances times 0.5 (the recipe's font width)"), "\(narrowed.stdout)")
  }

  /// The system font's CJK fallback is PingFang's 1.02 em wide (`VerticalMetrics.pingFangAdvance`):
  /// four ideographs at 17 pt are 4 x 17 x 1.02 = 69.36, 69.5 at 2x, as codingmart's "产品测试"
  /// is stored 70 and tiercel's "批量下载" 69.5 (WenQuanYi Micro Hei's own 1 em gave 68); a
  /// named family's fallback (DejaVu Sans has no ideographs either) keeps WenQuanYi's 1 em: 68.
  @Test func systemFontIdeographsArePingFangsWidth() throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let recipe = folder.appendingPathComponent("cjk.recipe").path
    try """
    recipe "CJK"
    scene 375 x 667
    label "System" text "产品测试" font 17
    label "Named" text "产品测试" font "DejaVu Sans" 17
    1. System.Top = Superview.Top + 20
    2. Named.Top = System.Bottom + 8

    """.write(toFile: recipe, atomically: true, encoding: .utf8)
    let solved = try TestProcess.runTool(["solve", recipe, "--format", "json"])
    #expect(solved.status == 0, "\(solved.stderr)")
    #expect(try Self.width(of: "System", solved.stdout) == 69.5)
    #expect(try Self.width(of: "Named", solved.stdout) == 68)
  }

  /// A family name with a line feed and a tab (`family="A&#10;B&#9;C"`) is spelled with escapes
  /// in the warning, as the recipe spells it, not raw (review35-stop.md L7).
  @Test func aFamilyNameIsEscapedInTheWarning() throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let recipe = folder.appendingPathComponent("odd.recipe").path
    try "recipe \"Odd\"\nscene 375 x 667\nlabel \"A\" text \"Hi\" font \"Nowhere\\nGro\\ttesk\" 12\n"
      .write(toFile: recipe, atomically: true, encoding: .utf8)
    let solved = try TestProcess.runTool(["solve", recipe])
    #expect(solved.status == 0, "\(solved.stderr)")
    // A recipe's own warnings are printed with its text (standard output).
    #expect(
      solved.stdout.contains("font family \"Nowhere\\nGro\\ttesk\" is not installed"), "\(solved.stdout)")
    #expect(!solved.stdout.contains("Nowhere\nGro"))
  }

  /// IB ids are unique within a scene only (a view copied into another scene keeps its id), so
  /// the labels are taken once per scene (review37-stop.md L10). The fixture split in two
  /// top-level views: Heading and Subtitle in the first; Caption, its id changed to "heading",
  /// alone in the second. The three factors are the fixture's (0.89811, 0.89840, 0.90274), so
  /// the width is 0.898 of 3 labels, as in one scene. Before, the second "heading" was skipped
  /// as already seen: 2 labels, fewer than `minimumLabels` (3), and no width was written.
  @Test func aLabelsIDInAnotherSceneIsAnotherLabel() throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let xml = try String(contentsOfFile: Self.fixture, encoding: .utf8)
    let lines = xml.components(separatedBy: "\n")
    // The Caption label's element: from its `<label` line to the next `</label>`.
    let start = try #require(lines.firstIndex { $0.contains("id=\"caption\"") })
    let end = try #require(lines[start...].firstIndex { $0.contains("</label>") })
    let caption = lines[start...end].joined(separator: "\n").replacingOccurrences(
      of: "id=\"caption\"", with: "id=\"heading\"")
    var first = lines
    first.removeSubrange(start...end)
    first.removeAll { $0.contains("id=\"c-caption-") }
    let second = """
              <view contentMode="scaleToFill" id="second" userLabel="Other">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="240"/>
                  <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                  <subviews>
          \(caption)
                  </subviews>
                  <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                  <constraints>
                      <constraint firstItem="heading" firstAttribute="leading" secondItem="second" secondAttribute="leading" constant="20" id="c2-leading"/>
                      <constraint firstItem="heading" firstAttribute="top" secondItem="second" secondAttribute="top" constant="100" id="c2-top"/>
                  </constraints>
                  <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
              </view>
      """
    let objects = try #require(first.firstIndex { $0.contains("</objects>") })
    first.insert(second, at: objects)
    let document = folder.appendingPathComponent("TwoScenes.xib").path
    try first.joined(separator: "\n").write(toFile: document, atomically: true, encoding: .utf8)
    let imported = try TestProcess.runTool([
      "import", document, "--device", "canvas", "--out", folder.appendingPathComponent("out").path,
    ])
    #expect(imported.status == 0, "\(imported.stderr)")
    let recipes = imported.stdout.split(separator: "\n").map(String.init)
    #expect(recipes.count == 2, "\(imported.stdout)")
    for recipe in recipes {
      let text = try String(contentsOfFile: recipe, encoding: .utf8)
      #expect(
        text.contains(
          "font width \"Nowhere Grotesk\" 0.898  # read from the document: 3 of its 3 single-line Nowhere "
            + "Grotesk labels whose width only their text sets"), "\(recipe): \(text)")
    }
  }
}
