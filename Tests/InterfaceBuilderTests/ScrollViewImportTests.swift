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
    let result = try ImportSupport.importFixture("ScrollViews.storyboard", options: ImportOptions())
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    let recipe = try #require(result.recipes.first)
    for line in [
      #"view "Pages" contentInsetAdjustment automatic id "scrollA""#,
      #"spacer "Pages Content" in "Pages" contentLayoutGuide id "contentA""#,
      #"spacer "Legacy Content" in "Legacy" contentLayoutGuide"#,
      #"13. Column.Width = Pages.Width id "col-w""#,
      #"17. Legacy Content.Trailing = Box.Trailing + 10 id "box-r""#,
      "21. Pages Content.Leading = Pages.Leading  # content layout guide at the content offset 0",
    ] {
      #expect(recipe.text.contains("\n" + line + "\n"), "\(line)\n---\n\(recipe.text)")
    }
    let solved = try ImportSupport.solved(recipe)
    #expect(solved.result.diagnoses.isEmpty, "\(solved.result.diagnoses)")
    let frames = solved.framesByName
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
    let result = try ImportSupport.importDocument(
      text: text, name: "ScrollViews.storyboard", options: ImportOptions())
    let recipe = try #require(result.recipes.first)
    #expect(!recipe.text.contains("Legacy Content"), "\(recipe.text)")
    #expect(recipe.text.contains("Pages Content"), "\(recipe.text)")
  }
}

/// A scroll view's content size from its content (Apple's "Working with Scroll Views": the content
/// view pinned to the scroll view's four edges sets the content size, its height the sum of what is
/// inside), and a placeholder constraint that was a view's only height: removed at build time, it
/// leaves that height, and so the content height, open in UIKit, and the warning says so.
/// `ScrollContentPlaceholder.storyboard`, frames by hand.
@Suite struct ScrollContentSizeTests {
  /// With the placeholder made a real constraint the content is 10 + 100 + 8 + 60 + 8 + 40 + 10 =
  /// 236 high, the stack 216 at (10, 10), the slot at y 10 + 108 = 118: IB's stored frames.
  @Test func contentHeightFromItsViews() throws {
    let text = String(
      decoding: try ImportSupport.fixture("ScrollContentPlaceholder.storyboard"), as: UTF8.self
    )
    .replacingOccurrences(of: #"placeholder="YES" id="slot-h""#, with: #"id="slot-h""#)
    let result = try ImportSupport.importDocument(
      text: text, name: "ScrollContentPlaceholder.storyboard", options: ImportOptions())
    let solved = try ImportSupport.solvedFirst(result)
    #expect(solved.result.diagnoses.isEmpty, "\(solved.result.diagnoses)")
    let frames = solved.framesByIBID
    #expect(frames["scroll"] == Rect(x: 0, y: 0, width: 375, height: 300))
    #expect(frames["content"] == Rect(x: 0, y: 0, width: 375, height: 236))
    #expect(frames["stack"] == Rect(x: 10, y: 10, width: 355, height: 216))
    #expect(frames["slot"] == Rect(x: 10, y: 118, width: 355, height: 60))
    #expect(frames["footer"] == Rect(x: 10, y: 186, width: 355, height: 40))
  }

  /// As written, the slot's only height is the placeholder: IB's canvas lays it out with it, and
  /// so does the recipe (the frames are those of the test above, IB's stored ones); the warning
  /// names it as the size the app must supply at run time (a plain view has no intrinsic height).
  /// The footer's placeholder width is the stack's to set (alignment fill), so its warning adds
  /// nothing more.
  @Test func placeholderHeightIsKeptAndWarned() throws {
    let result = try ImportSupport.importFixture(
      "ScrollContentPlaceholder.storyboard", options: ImportOptions())
    let messages = result.warnings.map(\.message)
    let kept =
      "a placeholder constraint (removed at build time) is kept as Interface Builder lays it out, marked "
      + "design time only; UIKit drops it, so the app's code must add its replacement"
    #expect(
      messages.contains(
        kept + ": it was the only height of \"Slot\", which has no intrinsic height (a plain view), so "
          + "unless its edges are pinned its height is ambiguous at run time (Interface Builder's frame, and the "
          + "recipe, use the placeholder's 60)"),
      "\(messages)")
    #expect(messages.contains(kept), "\(messages)")
    #expect(messages.count == 2, "\(messages)")
    let recipe = try #require(result.recipes.first)
    #expect(
      recipe.text.contains("# design time only: a placeholder, removed at build time"), "\(recipe.text)")
    let solved = try ImportSupport.solved(recipe)
    #expect(solved.result.diagnoses.isEmpty, "\(solved.result.diagnoses)")
    let frames = solved.framesByIBID
    #expect(frames["box"] == Rect(x: 10, y: 10, width: 355, height: 100))
    #expect(frames["content"] == Rect(x: 0, y: 0, width: 375, height: 236))
    #expect(frames["slot"] == Rect(x: 10, y: 118, width: 355, height: 60))
  }
}
