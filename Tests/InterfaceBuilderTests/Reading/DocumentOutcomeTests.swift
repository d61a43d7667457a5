import Foundation
import InterfaceBuilder
import Testing

/// What happens to documents that cannot be imported, or only partly (README, "Importing
/// Interface Builder files"): malformed or truncated XML, a macOS archive, a document that is not
/// IB's are refused with a located error; an unknown element and a dangling reference are
/// located warnings and the rest is imported.
@Suite struct DocumentOutcomeTests {
  func refusal(_ text: String, file: String = "test.storyboard") -> IBImportError? {
    do {
      _ = try IBImporter.importDocument(Data(text.utf8), fileName: file)
      return nil
    } catch {
      return error
    }
  }

  @Test func malformedXMLIsRefusedAtItsLine() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
          <scenes>
          </document>
      """
    let error = try #require(refusal(text))
    #expect(error.line == 4)
    #expect(error.message.hasPrefix("the file is not well-formed XML"))
    #expect(error.description.hasPrefix("test.storyboard:4:"))
  }

  @Test func truncatedFileIsRefused() throws {
    let (data, _) = try ImportSupport.shared("apple-cookbook/SimpleLabelAndTextField.storyboard")
    let truncated = String(decoding: data.prefix(1500), as: UTF8.self)
    let error = try #require(refusal(truncated))
    #expect(error.message.contains("truncated"), "\(error)")
    // The first 1,500 bytes end inside line 20 (the label's start tag).
    #expect(error.line == 20)
  }

  /// A legacy Xcode 4 archive is read (docs/interface-builder.md, "Xcode 4 archives"): the
  /// fixture's one view, stored {{0, 20}, {320, 460}}, is a scene of that size.
  @Test func legacyArchiveIsImported() throws {
    let result = try IBImporter.importDocument(
      try ImportSupport.fixture("Legacy.xib"), fileName: "Legacy.xib")
    #expect(result.recipes.count == 1)
    #expect(result.recipes.first?.text.contains("320 x 460") == true, "\(result.recipes.first?.text ?? "")")
  }

  @Test func theSharedLegacyArchiveIsImported() throws {
    let (data, name) = try ImportSupport.shared("calimarkus-autolayoutcells/ALCustomCellsViewController.xib")
    let result = try IBImporter.importDocument(data, fileName: name)
    #expect(result.recipes.count >= 4, "\(result.recipes.map(\.name))")
  }

  @Test func otherXMLIsNotAnInterfaceBuilderDocument() throws {
    let error = try #require(
      refusal("<svg xmlns=\"http://www.w3.org/2000/svg\"><rect/></svg>", file: "x.xib"))
    #expect(error.message.hasPrefix("not an Interface Builder document: the root element is <svg>"))
    let mac = try #require(
      refusal(#"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0"><objects/></document>"#))
    #expect(mac.message.contains("for macOS"))
    let empty = try #require(refusal(""))
    #expect(empty.message == "the file is empty")
    #expect(empty.line == 1 && empty.column == 1)
  }

  /// tvOS and watchOS documents are Interface Builder documents of another platform: their
  /// `type` is `com.apple.InterfaceBuilder.AppleTV.Storyboard` (or `.AppleTV.XIB`) and
  /// `com.apple.InterfaceBuilder.WatchKit.Storyboard`, with no `3` after `InterfaceBuilder`
  /// (toolsVersion 6185.10 to 17156, Xcode 7 to 12, read from the smoke set's tvOS and watchOS files). They are
  /// refused as such, at the `<document>` line, and not as "not an Interface Builder document".
  @Test(arguments: [
    ("com.apple.InterfaceBuilder.AppleTV.Storyboard", "AppleTV", "tvOS"),
    ("com.apple.InterfaceBuilder.AppleTV.XIB", "AppleTV", "tvOS"),
    ("com.apple.InterfaceBuilder.WatchKit.Storyboard", "watchKit", "watchOS"),
  ])
  func tvOSAndWatchOSDocumentsAreRefusedAsTheirPlatform(type: String, runtime: String, platform: String)
    throws
  {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="\(type)" version="3.0" toolsVersion="17156" targetRuntime="\(runtime)" useAutolayout="YES">
          <scenes/>
      </document>
      """
    let error = try #require(refusal(text))
    #expect(error.line == 2)
    #expect(
      error.message
        == "this Interface Builder document is for \(platform) (\(type)); only iOS (CocoaTouch) documents can be imported"
    )
    #expect(!error.message.contains("not an Interface Builder document"))
  }

  @Test func aDocumentOfAnotherTypeIsStillNotAnInterfaceBuilderDocument() throws {
    // Only Interface Builder's own tvOS and watchOS types name a platform; any other type stays
    // "not an Interface Builder document".
    let other = try #require(
      refusal(#"<document type="com.example.AppleTV.Storyboard" version="3.0"><scenes/></document>"#))
    #expect(other.message.hasPrefix("not an Interface Builder document: the root element is <document>"))
  }

  @Test func unknownElementIsALocatedWarningAndTheRestImports() throws {
    let result = try ImportSupport.importFixture("Unknown.storyboard", options: ImportOptions())
    let warning = try #require(result.warnings.first { $0.element == "<hologram>" })
    #expect(warning.line == 14)
    #expect(
      warning.description == "Unknown.storyboard:14: warning: <hologram>: unknown element in <view>; skipped")
    let recipe = try #require(result.recipes.first)
    #expect(recipe.text.contains(#"view "Box" id "box""#))
    #expect(recipe.text.contains("# warning: line 14: <hologram>: unknown element in <view>; skipped"))
  }

  @Test func danglingReferenceLeavesTheConstraintOutWithAWarning() throws {
    let result = try ImportSupport.importFixture("Unknown.storyboard", options: ImportOptions())
    let warning = try #require(result.warnings.first { $0.element == #"<constraint id="dangling">"# })
    #expect(warning.line == 25)
    #expect(warning.message.contains("\"gone-99\""))
    #expect(warning.message.contains("dangling reference"))
    let recipe = try #require(result.recipes.first)
    #expect(recipe.recipe.constraints.count == 4)
    #expect(!recipe.text.contains(#"id "dangling""#))
    // The rest solves: Box at the leading margin, 20 below the safe area's top (iPhone 8: 20).
    let frames = try ImportSupport.solved(recipe).framesByIBID
    #expect(frames["box"] == .init(x: 16, y: 40, width: 100, height: 50))
  }

  @Test func unknownSceneFilterListsTheScenes() throws {
    let data = try ImportSupport.fixture("Features.storyboard")
    #expect {
      try IBImporter.importDocument(data, fileName: "F.storyboard", options: ImportOptions(sceneName: "Nope"))
    } throws: { error in
      (error as? IBImportError)?.message == "no scene matches \"Nope\"\nhint: the scenes are \"Features\""
    }
  }

  @Test func aSecondViewWithTheSameIdIsWarnedAtItsLine() throws {
    // The box on line 7 reuses the root's id (line 5): a hand-edited or merged file.
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21225">
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
              <view contentMode="scaleToFill" id="root">
                  <subviews>
                      <view translatesAutoresizingMaskIntoConstraints="NO" id="root" userLabel="Box"/>
                  </subviews>
              </view>
          </objects>
      </document>
      """
    let result = try ImportSupport.importDocument(text: xib, name: "Dup.xib", options: ImportOptions())
    #expect(
      result.warnings.map(\.description).first
        == "Dup.xib:7: warning: <view id=\"root\">: the id \"root\" is also the id of the <view> on line 5; "
        + "if both are in the same scene, this view is read under an id of its own (\"root~2\", ...) with the constraints of "
        + "its own list, and other constraints naming \"root\" reach the first")
  }
}
