import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A prototype with its own row height whose content's required heights add up to more than the
/// row: on IB's canvas the row holds and the views' own size constants give way, the largest
/// first (docs/interface-builder.md, "Cells"). `OverConstrainedPrototype.storyboard` is written by
/// hand after monal's chat link cell; its comment derives the frames. The conflicts stay
/// reported: they are the file's own.
@Suite struct OverConstrainedPrototypeTests {
  static func cell(_ options: ImportOptions = ImportSupport.canvas) throws -> ImportSupport.SolvedScene {
    try ImportSupport.solvedFixture("OverConstrainedPrototype.storyboard", options: options)
  }

  /// The row (120) is the first constraint, required; the size constants come last, smallest
  /// first, so that the break rule (the conflicting constraint added last) breaks Image's 60 and
  /// then Bubble's 100, and keeps Caption's 40, Day's 20 and Name's 12.
  @Test func theRowHoldsAndTheLargestSizesGiveWay() throws {
    let scene = try Self.cell()
    #expect(
      scene.text.contains(
        "\n1. Content View.Height = 120  # IB's canvas draws the prototype at its own row height and keeps it "
          + "against the content\n"),
      "\(scene.text)")
    let frames = scene.framesByIBID
    #expect(scene.result.rootFrame.height == 120)
    #expect(frames["day"] == Rect(x: 137.5, y: 0, width: 100, height: 20))
    #expect(frames["name"] == Rect(x: 16, y: 22, width: 80, height: 12))
    #expect(frames["bubble"] == Rect(x: 16, y: 39, width: 256, height: 73))
    #expect(frames["image"] == Rect(x: 16, y: 39, width: 256, height: 33))
    #expect(frames["caption"] == Rect(x: 16, y: 72, width: 256, height: 40))
    let broken = scene.result.conflicts.map(\.log)
    #expect(broken.count == 2, "\(broken)")
    #expect(
      broken.contains {
        $0.contains("recover by breaking constraint\n<NSLayoutConstraint:#19 UIView:'Image'.height == 60")
      }, "\(broken)")
    #expect(
      broken.contains {
        $0.contains("recover by breaking constraint\n<NSLayoutConstraint:#22 UIView:'Bubble'.height == 100")
      }, "\(broken)")
  }

  /// On a device the table self-sizes the cell (its own row height is only the fallback for a
  /// content that does not fix its height): 147 high, every constant kept, nothing reported.
  @Test func onADeviceTheCellSelfSizes() throws {
    let scene = try Self.cell(ImportOptions(scene: .device(.iPhone8)))
    #expect(scene.result.rootFrame.height == 147)
    #expect(scene.framesByIBID["bubble"] == Rect(x: 16, y: 39, width: 256, height: 100))
    #expect(scene.framesByIBID["image"] == Rect(x: 16, y: 39, width: 256, height: 60))
    #expect(scene.result.conflicts.isEmpty, "\(scene.result.diagnoses)")
  }
}
