import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// Constraints between the root view and views below its direct subviews (issue 22): the root's
/// frame is declared as a spacer pinned to its four edges, and such a constraint names it, as Auto
/// Layout relates any two views of one hierarchy. `RootFrameConstraints.storyboard`, frames by hand.
@Suite struct RootFrameImportTests {
  /// Root 375 x 667. Scroller 20 in from each side: (20, 0; 335 x 300). Its page is pinned to the
  /// content area (offset 0) and as wide as the root, so (20, 0; 375 x 900): wider than its
  /// scroll view. The badge is centred on the root (centre X 187.5) and 100 wide: x 137.5, 20 below
  /// the page's top. The note's trailing edge to the root's trailing margin (a margin the spacer
  /// does not have) is warned and left out; the note sits at (28, 80; 50 x 50) from its other
  /// constraints. Without the spacer the page's width and the badge's x are open (ambiguous).
  @Test func nestedViewsRelatedToTheRoot() throws {
    let result = try ImportSupport.importFixture("RootFrameConstraints.storyboard", options: ImportOptions())
    #expect(result.warnings.count == 1, "\(result.warnings)")
    #expect(
      result.warnings.first.map {
        $0.element == #"<constraint id="note-r">"# && $0.message.contains("which is not its direct subview")
      } == true, "\(result.warnings)")
    let recipe = try #require(result.recipes.first)
    for line in [
      #"spacer "Root View Frame""#,
      #"Page.Width = Root View Frame.Width id "page-w""#,
      #"Root View Frame.CenterX = Badge.CenterX id "badge-x""#,
      "Root View Frame.Bottom = Superview.Bottom  # the root view's frame",
    ] {
      #expect(recipe.text.contains(line), "\(line)\n---\n\(recipe.text)")
    }
    #expect(!recipe.text.contains("Root View Frame\" id"), "the spacer has no IB id\n\(recipe.text)")
    let solved = try ImportSupport.solved(recipe)
    #expect(solved.result.diagnoses.isEmpty, "\(solved.result.diagnoses)")
    let frames = solved.framesByName
    #expect(frames["Root View Frame"] == Rect(x: 0, y: 0, width: 375, height: 667))
    #expect(frames["Scroller"] == Rect(x: 20, y: 0, width: 335, height: 300))
    #expect(frames["Page"] == Rect(x: 20, y: 0, width: 375, height: 900))
    #expect(frames["Badge"] == Rect(x: 137.5, y: 20, width: 100, height: 40))
    #expect(frames["Note"] == Rect(x: 28, y: 80, width: 50, height: 50))
  }

  /// A scene whose root is related only to its direct subviews declares no root frame.
  @Test func noFrameWithoutNestedConstraints() throws {
    var text = String(
      decoding: try ImportSupport.fixture("RootFrameConstraints.storyboard"), as: UTF8.self)
    for id in ["page-w", "badge-x"] {
      text = text.replacingOccurrences(of: #"id="\#(id)"/>"#, with: #"id="\#(id)" placeholder="YES"/>"#)
    }
    let result = try ImportSupport.importDocument(
      text: text, name: "RootFrameConstraints.storyboard", options: ImportOptions())
    let recipe = try #require(result.recipes.first)
    #expect(!recipe.text.contains("Root View Frame"), "\(recipe.text)")
  }
}
