import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A date picker's style (docs/interface-builder.md, "Controls"): a picker without a `style` is
/// UIKit's `.automatic`, which IB draws compact (36 high, no width of its own) in documents of
/// Xcode 14 on and as wheels (320 x 216) before; a count-down timer is never compact; `wheels` and
/// `compact` are what they say.
@Suite struct DatePickerStyleTests {
  /// The fixture's recipe text and frames by IB id, solved on its own 320 x 1000 root.
  static func imported(toolsVersion: String = "24765") throws -> (text: String, frames: [String: Rect]) {
    let result = try ImportSupport.importFixture(
      "DatePickerStyles.xib", toolsVersion: toolsVersion, options: ImportOptions())
    #expect(result.warnings.isEmpty, "\(result.warnings.map(\.message))")
    let scene = try ImportSupport.solvedFirst(result)
    return (scene.text, scene.framesByIBID)
  }

  @Test("toolsVersion 24765: no style and compact are 36 high, the timer and wheels 216; all 320 wide")
  func xcode16() throws {
    let (text, frames) = try Self.imported()
    #expect(text.contains(#"datePicker "Date Picker" intrinsic none x 36 id "auto""#), "\(text)")
    #expect(text.contains(#"datePicker "Date Picker 2" id "timer""#), "\(text)")
    // Pinned at the top (0, 250, 500, 750) and both sides of a 320-wide root; heights: the stored
    // 36 of owntracks' compact pickers, the wheels' 216.
    #expect(frames["auto"] == Rect(x: 0, y: 0, width: 320, height: 36))
    #expect(frames["timer"] == Rect(x: 0, y: 250, width: 320, height: 216))
    #expect(frames["wheels"] == Rect(x: 0, y: 500, width: 320, height: 216))
    #expect(frames["compact"] == Rect(x: 0, y: 750, width: 320, height: 36))
  }

  @Test("on a phone's landscape canvas (compact height) the wheels and the timer are 162 high")
  func compactHeight() throws {
    // The same pickers on IB's canvas of an iPhone 12 turned to landscape (844 x 390: compact
    // height). A wheels picker is 162 high there, as UIKit sizes it in landscape and as xdrip's
    // Main storyboard (24412, retina6_0 in landscape, /work/unseen-e) stored its wheels date
    // picker; the compact styles keep their 36.
    let text = try ImportSupport.fixtureText("DatePickerStyles.xib").replacingOccurrences(
      of: "<objects>", with: #"<device id="retina6_0" orientation="landscape"/>"# + "\n    <objects>")
    let result = try ImportSupport.importDocument(text: text, name: "DatePickerStyles.xib")
    let scene = try ImportSupport.solvedFirst(result, variant: .canvas)
    let frames = scene.framesByIBID
    #expect(frames["auto"] == Rect(x: 0, y: 0, width: 320, height: 36), "\(scene.text)")
    #expect(frames["timer"] == Rect(x: 0, y: 250, width: 320, height: 162))
    #expect(frames["wheels"] == Rect(x: 0, y: 500, width: 320, height: 162))
    #expect(frames["compact"] == Rect(x: 0, y: 750, width: 320, height: 36))
  }

  @Test("toolsVersion 19162 (Xcode 13): a picker without a style is still wheels, 216 high")
  func xcode13() throws {
    let (_, frames) = try Self.imported(toolsVersion: "19162")
    #expect(frames["auto"] == Rect(x: 0, y: 0, width: 320, height: 216))
    #expect(frames["timer"] == Rect(x: 0, y: 250, width: 320, height: 216))
    #expect(frames["compact"] == Rect(x: 0, y: 750, width: 320, height: 36))
  }
}
