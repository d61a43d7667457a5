import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// Scroll views (issue 22, cause 5): the content layout guide becomes a spacer inside the scroll
/// view at the content offset 0, the frame layout guide the scroll view itself, and constraints
/// from a view inside to the scroll view's edges reach its content area (Apple's "Working with
/// Scroll Views"). `ScrollViews.storyboard`, frames by hand.
@Suite struct ScrollViewImportTests {
  /// Pages (0, 0; 375 x 300): its column is as wide as its frame (375) and 1000 high, so its
  /// content guide is (0, 0; 375 x 1000). Legacy (0, 320; 200 x 200): its box is 10 inside the
  /// content area on every side and 500 x 600, so the content is 520 x 620 and the box at
  /// (10, 330). Read as the scroll view's frame, the same constraints would conflict (a 500-point
  /// box 10 inside a 200-point frame).
  @Test func contentAndFrameGuides() throws {
    let result = try IBImporter.importDocument(
      try ImportSupport.fixture("ScrollViews.storyboard"), fileName: "ScrollViews.storyboard")
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    let recipe = try #require(result.recipes.first)
    for line in [
      #"spacer "Pages Content" in "Pages" id "contentA""#, #"spacer "Legacy Content" in "Legacy""#,
      #"13. Column.Width = Pages.Width id "col-w""#,
      #"17. Legacy Content.Trailing = Box.Trailing + 10 id "box-r""#,
      "21. Pages Content.Leading = Pages.Leading  # content layout guide at the content offset 0",
    ] {
      #expect(recipe.text.contains("\n" + line + "\n"), "\(line)\n---\n\(recipe.text)")
    }
    let compiled = try ImportSupport.compile(recipe.text)
    let variant = try #require(compiled.variants.first)
    let solved = try ImportSupport.solve(variant)
    #expect(solved.diagnoses.isEmpty, "\(solved.diagnoses)")
    let frames = ImportSupport.framesByName(variant, solved)
    #expect(frames["Pages"] == Rect(x: 0, y: 0, width: 375, height: 300))
    #expect(frames["Column"] == Rect(x: 0, y: 0, width: 375, height: 1000))
    #expect(frames["Pages Content"] == Rect(x: 0, y: 0, width: 375, height: 1000))
    #expect(frames["Legacy"] == Rect(x: 0, y: 320, width: 200, height: 200))
    #expect(frames["Box"] == Rect(x: 10, y: 330, width: 500, height: 600))
    #expect(frames["Legacy Content"] == Rect(x: 0, y: 320, width: 520, height: 620))
  }

  /// A scroll view no constraint reaches into gets no content guide.
  @Test func noGuideWithoutContentConstraints() throws {
    var text = String(decoding: try ImportSupport.fixture("ScrollViews.storyboard"), as: UTF8.self)
    for id in ["box-l", "box-t", "box-r", "box-b"] {
      text = text.replacingOccurrences(of: #"id="\#(id)"/>"#, with: #"id="\#(id)" placeholder="YES"/>"#)
    }
    let result = try IBImporter.importDocument(Data(text.utf8), fileName: "ScrollViews.storyboard")
    let recipe = try #require(result.recipes.first)
    #expect(!recipe.text.contains("Legacy Content"), "\(recipe.text)")
    #expect(recipe.text.contains("Pages Content"), "\(recipe.text)")
  }
}
