import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// Interface Builder writes `hidden="YES"` for an activity indicator saved stopped with
/// `hidesWhenStopped` (UIKit hides such an indicator), yet its canvas lays it out as shown: in a
/// stack view the indicator keeps its size and its neighbours follow it, where other hidden arranged
/// views collapse (kiwix-Main, owntracks, datadog's stored frames; docs/interface-builder.md,
/// "Hidden activity indicators on the canvas"). The canvas import shows it and says so; a device import keeps it hidden (the
/// run-time layout), and an indicator hidden by hand (animating, no `hidesWhenStopped`: habitica-Intro
/// stores one 0 high) stays hidden on both.
@Suite struct StoppedIndicatorImportTests {
  @Test func theCanvasLaysAStoppedIndicatorOutAsShown() throws {
    let result = try ImportSupport.importFixture("StoppedIndicators.xib")
    let warnings = result.warnings.map(\.description)
    #expect(warnings.count == 2, "\(warnings)")
    #expect(
      warnings.allSatisfy {
        $0.contains("saved stopped with hidesWhenStopped") && $0.contains("lays it out as shown")
      }, "\(warnings)")
    #expect(warnings.first?.hasPrefix("StoppedIndicators.xib:10:") == true, "\(warnings)")
    let scene = try ImportSupport.solvedFirst(result)
    let frames = scene.framesByIBID
    // By hand: a fill-aligned row with spacing 0: the 20-wide indicator (its medium style's
    // intrinsic size) at the row's start, stretched to the row's height, which the 30-high box
    // sets; the box 20 further on; the row 20 + 54 wide (IB's stored frames, as owntracks').
    #expect(frames["spinner"] == Rect(x: 10, y: 10, width: 20, height: 30))
    #expect(frames["box"] == Rect(x: 30, y: 10, width: 54, height: 30))
    #expect(frames["row"] == Rect(x: 10, y: 10, width: 74, height: 30))
    // A vertical stack holding only the indicator is the indicator's 20 x 20 (kiwix-Main's).
    #expect(frames["column"] == Rect(x: 10, y: 60, width: 20, height: 20))
    #expect(frames["lone"] == Rect(x: 10, y: 60, width: 20, height: 20))
    // Hidden by hand: collapsed (UISV-hiding), the box at the stack's start.
    #expect(frames["box2"] == Rect(x: 10, y: 100, width: 54, height: 30))
    #expect(frames["hiddenByHand"]?.width == 0)
    #expect(scene.result.conflicts.isEmpty)
  }

  @Test func aDeviceKeepsTheStoppedIndicatorHidden() throws {
    let result = try ImportSupport.importFixture(
      "StoppedIndicators.xib", options: ImportOptions(scene: .device(Device.iPhone8)))
    #expect(result.warnings.isEmpty, "\(result.warnings.map(\.description))")
    let scene = try ImportSupport.solvedFirst(result)
    let frames = scene.framesByIBID
    // UISV-hiding collapses the indicator: the box starts the row.
    #expect(frames["spinner"]?.width == 0)
    #expect(frames["box"]?.minX == 10)
    #expect(frames["row"]?.width == 54)
  }
}
