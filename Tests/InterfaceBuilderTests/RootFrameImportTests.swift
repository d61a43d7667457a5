import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// Constraints between the root view and views below its direct subviews (issue 22): the root's
/// frame is declared as a spacer pinned to its four edges, and such a constraint names it, as Auto
/// Layout relates any two views of one hierarchy; the root's margins likewise through a second
/// spacer pinned to them. `RootFrameConstraints.storyboard`, frames by hand.
@Suite struct RootFrameImportTests {
  /// Root 375 x 667. Scroller 20 in from each side: (20, 0; 335 x 300). Its page is pinned to the
  /// content area (offset 0) and as wide as the root, so (20, 0; 375 x 900): wider than its
  /// scroll view. The badge is centred on the root (centre X 187.5) and 100 wide: x 137.5, 20 below
  /// the page's top. The note sits at (28, 80; 50 x 50) from its constraints in the page; its
  /// trailing edge at most the root's trailing margin (375 - 16: a view controller's root on a
  /// compact-width phone has 16-point side margins) holds. The banner runs from the root's leading
  /// margin to its trailing margin, 140 below the page's top: (16, 140; 343 x 30). Without the
  /// spacers the page's width, the badge's x and the banner's x and width are open (ambiguous).
  @Test func nestedViewsRelatedToTheRoot() throws {
    let result = try ImportSupport.importFixture("RootFrameConstraints.storyboard", options: ImportOptions())
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    let recipe = try #require(result.recipes.first)
    for line in [
      #"spacer "Root View Frame""#,
      #"spacer "Root View Margins""#,
      #"Page.Width = Root View Frame.Width id "page-w""#,
      #"Root View Frame.CenterX = Badge.CenterX id "badge-x""#,
      #"Root View Margins.Trailing >= Note.Trailing id "note-r""#,
      #"Root View Margins.Leading = Banner.Leading id "banner-l""#,
      "Root View Frame.Bottom = Superview.Bottom  # the root view's frame",
      "Root View Margins.Leading = Superview.LeadingMargin  # the root view's margins",
      "Root View Margins.Bottom = Superview.BottomMargin  # the root view's margins",
    ] {
      #expect(recipe.text.contains(line), "\(line)\n---\n\(recipe.text)")
    }
    #expect(!recipe.text.contains("Root View Frame\" id"), "the spacer has no IB id\n\(recipe.text)")
    #expect(!recipe.text.contains("Root View Margins\" id"), "the spacer has no IB id\n\(recipe.text)")
    let solved = try ImportSupport.solved(recipe)
    #expect(solved.result.diagnoses.isEmpty, "\(solved.result.diagnoses)")
    let frames = solved.framesByName
    #expect(frames["Root View Frame"] == Rect(x: 0, y: 0, width: 375, height: 667))
    #expect(frames["Scroller"] == Rect(x: 20, y: 0, width: 335, height: 300))
    #expect(frames["Page"] == Rect(x: 20, y: 0, width: 375, height: 900))
    #expect(frames["Badge"] == Rect(x: 137.5, y: 20, width: 100, height: 40))
    #expect(frames["Note"] == Rect(x: 28, y: 80, width: 50, height: 50))
    #expect(frames["Banner"] == Rect(x: 16, y: 140, width: 343, height: 30))
    #expect(solved.result.ambiguity == nil, "\(String(describing: solved.result.ambiguity))")
  }

  /// A scene whose root is related only to its direct subviews declares no root frame.
  @Test func noFrameWithoutNestedConstraints() throws {
    var text = String(
      decoding: try ImportSupport.fixture("RootFrameConstraints.storyboard"), as: UTF8.self)
    for id in ["page-w", "badge-x", "note-r", "banner-l", "banner-r"] {
      text = text.replacingOccurrences(of: #"id="\#(id)"/>"#, with: #"id="\#(id)" placeholder="YES"/>"#)
    }
    let result = try ImportSupport.importDocument(
      text: text, name: "RootFrameConstraints.storyboard", options: ImportOptions())
    let recipe = try #require(result.recipes.first)
    #expect(!recipe.text.contains("Root View Frame"), "\(recipe.text)")
    #expect(!recipe.text.contains("Root View Margins"), "\(recipe.text)")
  }
}
