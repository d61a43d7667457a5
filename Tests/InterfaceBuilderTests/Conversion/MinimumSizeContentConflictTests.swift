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
}
