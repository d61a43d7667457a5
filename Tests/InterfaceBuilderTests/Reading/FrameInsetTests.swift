import Foundation
import InterfaceBuilder
import Layout
import Testing

/// Xcode 8.0 stored frames as insets from the superview (`<frame key="frameInset">`;
/// `FrameInsets.xib`, docs/interface-builder.md, "Xcode 8.0's frame insets"): they are read as the
/// frames they stand for, so the views are matched and measured.
@Suite struct FrameInsetTests {
  static func imported(_ source: String? = nil) throws -> ImportResult {
    let data = try source.map { Data($0.utf8) } ?? ImportSupport.fixture("FrameInsets.xib")
    return try IBImporter.importDocument(
      data, fileName: "FrameInsets.xib", options: ImportOptions(scene: .canvas))
  }

  @Test(
    "frame insets become the stored frames, by hand: an empty one fills its superview, maxX from the far edge"
  )
  func storedFramesFromInsets() throws {
    let result = try Self.imported()
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    let recipe = try #require(result.recipes.first)
    let stored = Dictionary(uniqueKeysWithValues: recipe.storedFrames.map { ($0.ibID.rawValue, $0.frame) })
    #expect(stored["title"] == Rect(x: 16, y: 20, width: 120, height: 21))
    #expect(stored["blur"] == Rect(x: 10, y: 60, width: 300, height: 100))
    #expect(stored["box"] == Rect(x: 18, y: 68, width: 284, height: 30))
    #expect(stored["corner"] == Rect(x: 260, y: 170, width: 40, height: 20))
  }

  @Test("the solved frames match the frames the insets stand for (every constraint agrees with them)")
  func solvedFramesMatch() throws {
    let recipe = try #require(try Self.imported().recipes.first)
    let comparison = try FrameComparisonTests.compare(recipe)
    #expect(comparison.differences.isEmpty, "\(comparison.differences)")
    #expect(comparison.counted == 4, "\(comparison.counted)")
  }

  @Test("an inset without a size whose superview has no stored size: a located warning, no frame")
  func unknownSuperviewSizeIsWarned() throws {
    let source = String(decoding: try ImportSupport.fixture("FrameInsets.xib"), as: UTF8.self)
      .replacingOccurrences(
        of: #"<frame key="frameInset" minX="10" minY="60" width="300" height="100"/>"#, with: "")
    let result = try Self.imported(source)
    let warning = try #require(result.warnings.first { $0.message.contains("insets from a superview") })
    #expect(warning.line > 1, "\(warning)")
    let recipe = try #require(result.recipes.first)
    #expect(!recipe.storedFrames.contains { $0.ibID.rawValue == "box" })
  }

  /// A view placed by its autoresizing mask is pinned to its stored frame: in an Xcode 8.0
  /// document that frame is the inset's (before, the view had none and was left unplaced).
  @Test(
    "a view placed by autoresizing is pinned at the frame its inset stands for: (200, 20; 50 x 30) by hand")
  func autoresizingViewIsPinnedAtItsInsetFrame() throws {
    let source = String(decoding: try ImportSupport.fixture("FrameInsets.xib"), as: UTF8.self)
      .replacingOccurrences(
        of:
          "<subviews>\n                <view contentMode=\"scaleToFill\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"title\"",
        with: """
          <subviews>
                          <view contentMode="scaleToFill" id="free" userLabel="Free">
                              <frame key="frameInset" minX="200" minY="20" width="50" height="30"/>
                              <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                          </view>
                          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="title"
          """)
    #expect(source.contains(#"id="free""#))
    let recipe = try #require(try Self.imported(source).recipes.first)
    let variant = try #require(try ImportSupport.compile(recipe.text).variants.first)
    let frames = ImportSupport.framesByIBID(variant, try ImportSupport.solve(variant))
    #expect(frames["free"] == Rect(x: 200, y: 20, width: 50, height: 30), "\(recipe.text)")
  }
}
