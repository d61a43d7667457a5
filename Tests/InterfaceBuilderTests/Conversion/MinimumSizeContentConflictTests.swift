import Foundation
import InterfaceBuilder
import Layout
import Testing

/// A required hugging against a required minimum size (`MinimumSizeContentConflict.xib`, written
/// by hand; its comment derives what is left, as talk-CallViewController's hang-up button in
/// /work/unseen-d, which IB stores 48 wide): UIKit breaks the hugging, Layout solves without it
/// (docs/layout.md, "Conflicts: the break rule"), so the width is free from the minimum 48 up to
/// what the leading `>= 8` allows, 184. The importer says so at the view.
@Suite struct MinimumSizeContentConflictTests {
  @Test func theBrokenHuggingLeavesTheWidthFreeAboveTheMinimum() throws {
    let result = try ImportSupport.importFixture("MinimumSizeContentConflict.xib")
    let scene = try #require(try ImportSupport.solvedScenes(result, variant: .canvas).first)
    let conflict = try #require(scene.result.conflicts.first)
    #expect(
      conflict.log.contains("recover by breaking constraint\n<NSContentSizeLayoutConstraint"),
      "\(conflict.log)")
    let hangup = try #require(scene.variant.viewOrigins.firstIndex { $0.ibID == "hangup" })
    let ambiguity = try #require(scene.result.ambiguity)
    let entry = try #require(ambiguity.entries.first { $0.view == ViewID(hangup) })
    #expect(Set(entry.dimensions) == [.minX, .width], "\(ambiguity.trace)")
    // Every frame the solver gives, and both witnesses, keep the trailing 8 (x + width = 192),
    // the top 8, the image's height and the minimum, and stay inside the leading >= 8.
    let frames = [scene.framesByIBID["hangup"]] + ambiguity.alternatives.map { $0[hangup] }
    #expect(ambiguity.alternatives.count == 2)
    var widths: Set<Double> = []
    for case let frame? in frames {
      #expect(abs(frame.maxX - 192) < 0.001, "\(frame)")
      #expect(frame.minY == 8 && frame.height == 24, "\(frame)")
      #expect(frame.width >= 48 - 0.001 && frame.width <= 184 + 0.001, "\(frame)")
      widths.insert(frame.width)
    }
    #expect(widths.count >= 2, "the witnesses differ in width: \(widths)")
  }

  @Test func theWarningSaysWhy() throws {
    let result = try ImportSupport.importFixture("MinimumSizeContentConflict.xib")
    let warnings = result.warnings.map(\.description).filter { $0.contains("content priority") }
    #expect(
      warnings == [
        "MinimumSizeContentConflict.xib:18: warning: <imageView id=\"hangup\">: its horizontal content hugging "
          + "is required (1000) and a required constraint sets its width to at least 48 (<constraint "
          + "id=\"hangup-w\"> at line 21): where its intrinsic width is less than 48, UIKit finds the two "
          + "unsatisfiable and breaks the content priority, keeping the explicit width (an explicit required "
          + "size wins over a required content priority: openradar 15106765); solved without the broken "
          + "content priority, the width is free above 48 unless other constraints fix it, otherwise "
          + "ambiguous (Interface Builder stores the bound, 48); a priority below 1000 on either removes "
          + "the conflict"
      ], "\(warnings)")
  }

  /// The mirror case: a label resisting compression at 1000 with `width <= 20` (its text is wider);
  /// no file of the seven sets shows what IB stores for it, so the warning does not say.
  @Test func aMaximumAgainstCompressionResistanceIsWarnedToo() throws {
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
          <objects>
              <view contentMode="scaleToFill" id="root">
                  <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                  <subviews>
                      <label opaque="NO" horizontalCompressionResistancePriority="1000" text="Important" translatesAutoresizingMaskIntoConstraints="NO" id="tag">
                          <rect key="frame" x="8" y="8" width="20" height="21"/>
                          <constraints>
                              <constraint firstAttribute="width" relation="lessThanOrEqual" constant="20" id="tag-w"/>
                          </constraints>
                          <fontDescription key="fontDescription" type="system" pointSize="17"/>
                      </label>
                  </subviews>
              </view>
          </objects>
      </document>
      """
    let result = try ImportSupport.importDocument(text: xib, name: "Tag.xib")
    let warnings = result.warnings.map(\.description).filter { $0.contains("content priority") }
    #expect(
      warnings == [
        "Tag.xib:7: warning: <label id=\"tag\">: its horizontal compression resistance is required (1000) and a "
          + "required constraint sets its width to at most 20 (<constraint id=\"tag-w\"> at line 10): where its "
          + "intrinsic width is more than 20, UIKit finds the two unsatisfiable and breaks the content priority, "
          + "keeping the explicit width (an explicit required size wins over a required content priority: "
          + "openradar 15106765); solved without the broken content priority, the width is free below 20 unless "
          + "other constraints fix it, otherwise ambiguous; a priority below 1000 on either removes the conflict"
      ], "\(warnings)")
  }
}
