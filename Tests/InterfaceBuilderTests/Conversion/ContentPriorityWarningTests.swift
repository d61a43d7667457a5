import Foundation
import InterfaceBuilder
import Testing

/// The conflicts of `ContentPriorityConflicts.xib` (written by hand; its comment derives the
/// frames) are the file's own, so the importer says, at the view, which two constraints
/// conflict and why UIKit breaks the content priority: a 24 x 24 image that hugs at 1000 with a
/// required width 30, and one that resists compression at 1000 with a required height 16
/// (openradar 15106765; `ContentPriorityConflictImportTests` checks the frames). The cell's
/// favicon, hugging at 251, gets no such warning.
@Suite struct ContentPriorityWarningTests {
  @Test func aRequiredContentPriorityAgainstAnExplicitSizeIsExplained() throws {
    let result = try IBImporter.importDocument(
      try ImportSupport.fixture("ContentPriorityConflicts.xib"), fileName: "ContentPriorityConflicts.xib",
      options: ImportOptions(scene: .canvas))
    let warnings = result.warnings.map(\.description).filter { $0.contains("content priority") }
    let tail =
      ", UIKit finds the two unsatisfiable and breaks the content priority, keeping the explicit "
    #expect(
      warnings == [
        "ContentPriorityConflicts.xib:50: warning: <imageView id=\"hugger\">: its horizontal content hugging is "
          + "required (1000) and a required constraint sets its width to 30 (<constraint id=\"hugger-w\"> at "
          + "line 53): where its intrinsic width is less than 30" + tail + "width (an explicit required size "
          + "wins over a required content priority: openradar 15106765); a priority below 1000 on either "
          + "removes the conflict",
        "ContentPriorityConflicts.xib:56: warning: <imageView id=\"resister\">: its vertical compression "
          + "resistance is required (1000) and a required constraint sets its height to 16 (<constraint "
          + "id=\"resister-h\"> at line 59): where its intrinsic height is more than 16" + tail
          + "height (an "
          + "explicit required size wins over a required content priority: openradar 15106765); a priority "
          + "below 1000 on either removes the conflict",
      ], "\(warnings)")
  }
}
