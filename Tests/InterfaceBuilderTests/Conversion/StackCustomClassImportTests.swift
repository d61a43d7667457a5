import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A view of a custom class that Interface Builder does not render (`<designables>` does not list
/// it) is drawn and laid out on IB's canvas as the plain `UIView` it subclasses, so in a stack
/// view it keeps its stored lengths as a plain view does (`SceneConverter.isPlainOnCanvas`;
/// docs/layout.md, "Stack views": habitica-Social's `CollapsibleTitle`s). A class IB renders is
/// left to its record, and so is any custom class in a scene other than IB's canvas, where the
/// class's code runs (`SceneConverter.laysOutAsPlain`).
@Suite struct StackCustomClassImportTests {
  /// `StackKeptLengthImportTests.xib` (a 300 x 200 column, spacing 10, of a row of two image
  /// views, 20 and 30 high, over a view stored 170 high) with that view of the custom class
  /// `ChartView`, and `designables` written into the document.
  static func xib(designables: String = "") -> String {
    let plain = StackKeptLengthImportTests.xib
    let custom = plain.replacingOccurrences(
      of: #"id="filler">"#, with: #"id="filler" customClass="ChartView" customModule="App">"#)
    precondition(custom != plain, "the fixture's filler view changed")
    return designables.isEmpty
      ? custom : custom.replacingOccurrences(of: "</document>", with: designables + "\n</document>")
  }

  /// Not rendered: the same layout as the plain view's. The column is 200 high; the view keeps
  /// its stored 170 at compression resistance 750, so the row gets 200 - 10 - 170 = 20 (the
  /// 30-point image gives 10 at the same 750, the 20-point image's hugging 251 decides for the
  /// squeezed row): row (0, 0, 300, 20), view (0, 30, 300, 170). The warning names the class.
  @Test func aClassIBDoesNotRenderKeepsItsStoredLengthLikeAPlainView() throws {
    let result = try ImportSupport.importDocument(text: Self.xib(), name: "Chart.xib")
    let warnings = result.warnings.map(\.description).filter { $0.contains("filler") }
    #expect(
      warnings == [
        "Chart.xib:21: warning: <view id=\"filler\">: nothing sets this plain view's height in its fill "
          + "stack view; Interface Builder's canvas keeps it at the 170 it stored, at the view's hugging and "
          + "compression resistance, and so does the recipe (as its intrinsic height), but at run time "
          + "UIKit lets it take whatever height its siblings leave; give it a height constraint if it "
          + "should keep one; its class ChartView is not one Interface Builder renders (no <designables> "
          + "entry), so the canvas lays it out as a plain view, and the class's code may size it "
          + "otherwise at run time"
      ], "\(warnings)")
    let scene = try ImportSupport.solvedFirst(result)
    #expect(scene.result.ambiguity?.entries.isEmpty ?? true)
    let frames = scene.framesByIBID
    #expect(frames["row"] == Rect(x: 0, y: 0, width: 300, height: 20))
    #expect(frames["filler"] == Rect(x: 0, y: 30, width: 300, height: 170))
  }

  /// Rendered (listed in `<designables>`, here with no size: the class reports none): IB ran the
  /// class, so its stored length is not a plain view's and nothing keeps it; the view takes what
  /// the row leaves. The row keeps the large image's 30, the view runs from 30 + 10 = 40 to the
  /// column's bottom, 200: 160 high.
  @Test func aClassIBRendersIsLeftToItsRecord() throws {
    let result = try ImportSupport.importDocument(
      text: Self.xib(designables: #"<designables><designable name="filler"/></designables>"#),
      name: "Chart.xib")
    #expect(!result.warnings.map(\.description).contains { $0.contains("nothing sets this plain view") })
    let frames = try ImportSupport.solvedFirst(result).framesByIBID
    #expect(frames["row"] == Rect(x: 0, y: 0, width: 300, height: 30))
    #expect(frames["filler"] == Rect(x: 0, y: 40, width: 300, height: 160))
  }

  /// A plain view's own `height = 100 @500`, below its vertical hugging and compression resistance
  /// (both 1000), does not hold against the length IB's canvas keeps at those priorities
  /// (habitica-Intro's `LoginEntryView`s: `height = 40 @500`, stored 50): the view keeps its
  /// stored 170 and the row gets 20, as without the constraint. Were the 100 to hold (at 500,
  /// above the row images' hugging 251), the row would stretch to 200 - 10 - 100 = 90.
  @Test func aLengthOfItsOwnBelowItsPrioritiesDoesNotHoldAgainstTheKeptLength() throws {
    let plain = StackKeptLengthImportTests.xib
    let xib =
      plain
      .replacingOccurrences(
        of: #"id="filler">"#,
        with: #"verticalHuggingPriority="1000" verticalCompressionResistancePriority="1000" id="filler">"#
      )
      .replacingOccurrences(
        of: #"<rect key="frame" x="0.0" y="30" width="300" height="170"/>"#,
        with: #"<rect key="frame" x="0.0" y="30" width="300" height="170"/>"#
          + #"<constraints><constraint firstAttribute="height" priority="500" constant="100" id="f-h"/></constraints>"#
      )
    #expect(xib.contains(#"id="f-h""#))
    let result = try ImportSupport.importDocument(text: xib, name: "Login.xib")
    #expect(result.warnings.map(\.description).contains { $0.contains("keeps it at the 170 it stored") })
    let scene = try ImportSupport.solvedFirst(result)
    #expect(scene.result.ambiguity?.entries.isEmpty ?? true)
    let frames = scene.framesByIBID
    #expect(frames["row"] == Rect(x: 0, y: 0, width: 300, height: 20))
    #expect(frames["filler"] == Rect(x: 0, y: 30, width: 300, height: 170))
  }

  /// A container view (`<containerView>`, a plain `UIView` at run time) in place of the plain view
  /// keeps its stored 170 the same way (nhscovid-Status's `4tb-5a-Uxm`, stored 128 high first in a
  /// vertical fill stack): row (0, 0, 300, 20), container (0, 30, 300, 170), as for the plain view.
  @Test func aContainerViewKeepsItsStoredLengthLikeAPlainView() throws {
    let element = #"contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="filler">"#
    var xib = StackKeptLengthImportTests.xib.replacingOccurrences(
      of: "<view " + element, with: "<containerView " + element)
    // The filler's own closing tag: the first `</view>` after its opening one.
    let opening = try #require(xib.range(of: #"id="filler">"#))
    let closing = try #require(xib.range(of: "</view>", range: opening.upperBound..<xib.endIndex))
    xib.replaceSubrange(closing, with: "</containerView>")
    #expect(xib.contains("<containerView"))
    let result = try ImportSupport.importDocument(text: xib, name: "Embed.xib")
    #expect(result.warnings.map(\.description).contains { $0.contains("keeps it at the 170 it stored") })
    let frames = try ImportSupport.solvedFirst(result).framesByIBID
    #expect(frames["row"] == Rect(x: 0, y: 0, width: 300, height: 20))
    #expect(frames["filler"] == Rect(x: 0, y: 30, width: 300, height: 170))
  }

  /// `StackProportionalLengthImportTests.xib`'s fill-proportionally column (views stored 30, 60
  /// and 102 high) with its first view `a` of the custom class `GaugeView`, which `<designables>`
  /// does not list: on IB's canvas `a` is a plain view and takes its stored 30 as its share (a
  /// plain view's current height), so it is 30 high (30 + 60 + 102 + 2 x 4 = 200, the column's
  /// height: each share is its own stored length); on a chosen device the class's code answers
  /// (its `intrinsicContentSize`, which the file does not record), so no stored share is written
  /// for it (no warning naming its 30).
  @Test func aProportionalShareIsTheStoredLengthOnTheCanvasOnly() throws {
    let xib = StackProportionalLengthImportTests.xib.replacingOccurrences(
      of: #"id="a">"#, with: #"id="a" customClass="GaugeView" customModule="App">"#)
    #expect(xib.contains("GaugeView"))
    let share = { (warning: String) in
      warning.contains("<view id=\"a\">: a plain view has no intrinsic height")
    }
    let canvas = try ImportSupport.importDocument(text: xib, name: "Ledger.xib")
    #expect(canvas.warnings.map(\.description).contains(where: share))
    #expect(try ImportSupport.solvedFirst(canvas).framesByIBID["a"]?.height == 30)
    let device = try ImportSupport.importDocument(
      text: xib, name: "Ledger.xib", options: ImportOptions(scene: .device(.iPhone8)))
    #expect(!device.warnings.map(\.description).contains(where: share))
  }
}
