import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A multi-line label keeps its stored width as its width before layout (`initialWidth`), where
/// UIKit's automatic preferredMaxLayoutWidth first wraps it (docs/interface-builder.md).
@Suite struct MultiLineLabelImportTests {
  /// esri-ProgressViewController's 4-line Headline label must not be compressed (resistance 1000)
  /// in a visual effect view at most 300 wide: measured on one line first (347.5) it broke that
  /// constraint and left the box ambiguous. Wrapped first at IB's 206.5 it settles on two lines
  /// and the scene solves without a diagnosis; the box is within 1 point of IB's 222.5 (it was 218,
  /// the label's longest line 202 for San Francisco's 206.5, before the semibold Headline got San
  /// Francisco's extra width for its weight: docs/typesetting.md, "The system font's weights").
  @Test func esriProgressLabelWrapsAtItsStoredWidth() throws {
    let result = try ImportSupport.importSharedPublicApp("esri-ProgressViewController.xib")
    let recipe = try #require(result.recipes.first)
    #expect(recipe.text.contains("lines 4 initialWidth 206.5"), "\(recipe.text)")
    let solved = try ImportSupport.solved(recipe)
    #expect(solved.result.diagnoses.isEmpty, "\(solved.result.diagnoses)")
    let frames = solved.framesByIBID
    let box = try #require(frames["3mk-xg-GVK"])
    #expect(abs(box.width - 222.5) <= 1, "\(box)")
    #expect(solved.result.views.first { $0.textMeasurement?.lineCount == 2 } != nil)
  }

  /// A multi-line label IB laid out on one line (stored 20.5 high, less than 1.8 x 17) gets no
  /// initial width: its stored width is its one-line text in San Francisco, where Inter's slightly
  /// wider letters would wrap (netnewswire-Main's and swiftmessages' labels did); a single-line
  /// label never gets one.
  @Test func labelsIBKeptOnOneLineHaveNone() throws {
    let (data, name) = try ImportSupport.sharedPublicApp("esri-ProgressViewController.xib")
    let original = String(decoding: data, as: UTF8.self)
    let oneLineHigh = original.replacingOccurrences(
      of: #"<rect key="frame" x="0.0" y="0.0" width="206.5" height="42.5"/>"#,
      with: #"<rect key="frame" x="0.0" y="0.0" width="206.5" height="20.5"/>"#)
    #expect(oneLineHigh != original)
    let singleLine = original.replacingOccurrences(of: #"numberOfLines="4""#, with: #"numberOfLines="1""#)
    for text in [oneLineHigh, singleLine] {
      let result = try ImportSupport.importDocument(text: text, name: name)
      #expect(!(try #require(result.recipes.first).text.contains("initialWidth")))
    }
  }
}
