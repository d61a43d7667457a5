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
    return try ImportSupport.importDocument(data, name: "FrameInsets.xib")
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
    let frames = try ImportSupport.solved(recipe).framesByIBID
    #expect(frames["free"] == Rect(x: 200, y: 20, width: 50, height: 30), "\(recipe.text)")
  }

  /// A percentage is of the superview's extent along its axis: the corner view's `minY="85%"` of
  /// the 200-point root is 170, its stored frame as in the fixture (260, 170; 40 x 20) by hand, and
  /// `minX="25%"` of the title's 320-point root is 80. Before, a percentage read as 0.
  @Test("a percentage inset is a fraction of the superview's size: 85% of 200 is 170, 25% of 320 is 80")
  func percentageInsetsAreFractionsOfTheSuperview() throws {
    let source = String(decoding: try ImportSupport.fixture("FrameInsets.xib"), as: UTF8.self)
      .replacingOccurrences(
        of: #"<frame key="frameInset" minY="170" maxX="20" width="40" height="20"/>"#,
        with: #"<frame key="frameInset" minY="85%" maxX="20" width="40" height="20"/>"#
      )
      .replacingOccurrences(
        of: #"<frame key="frameInset" minX="16" minY="20" width="120" height="21"/>"#,
        with: #"<frame key="frameInset" minX="25%" minY="20" width="120" height="21"/>"#)
    #expect(source.contains("85%") && source.contains("25%"))
    let recipe = try #require(try Self.imported(source).recipes.first)
    let stored = Dictionary(uniqueKeysWithValues: recipe.storedFrames.map { ($0.ibID.rawValue, $0.frame) })
    #expect(stored["corner"] == Rect(x: 260, y: 170, width: 40, height: 20))
    #expect(stored["title"] == Rect(x: 80, y: 20, width: 120, height: 21))
  }

  /// A percentage that is no number gives no frame and a located warning, not a silent 0.
  @Test("an unreadable percentage inset: a located warning and no stored frame")
  func unreadablePercentageIsWarned() throws {
    let source = String(decoding: try ImportSupport.fixture("FrameInsets.xib"), as: UTF8.self)
      .replacingOccurrences(
        of: #"<frame key="frameInset" minY="170" maxX="20" width="40" height="20"/>"#,
        with: #"<frame key="frameInset" minY="abc%" maxX="20" width="40" height="20"/>"#)
    #expect(source.contains("abc%"))
    let result = try Self.imported(source)
    let warning = try #require(result.warnings.first { $0.message.contains("percentage inset") })
    #expect(warning.line > 1, "\(warning)")
    let recipe = try #require(result.recipes.first)
    #expect(!recipe.storedFrames.contains { $0.ibID.rawValue == "corner" })
  }
}
