import Foundation
import Layout
import Pipeline
import TestSupport
import Testing

@testable import Render

/// Issue 26, item 3: `--fit content` kept the whole screen as soon as a constraint used the safe
/// area (every storyboard since Xcode 9), because the safe area spans the screen's height. Of the
/// safe area and the root's margins guide a fitted panel now keeps only the inset at the edge a
/// constraint names. The expected crops are worked out by hand from the recipes' numbers: the
/// content's union grown by 16 pt, kept inside the scene, an edge within 24 pt of the scene's going
/// to it (docs/render.md, "Fitting").
@Suite("Fitting: the safe area and the margins guide crop like the layout guides")
struct GuideCropTests {
  /// The crop of the first panel, from its views and the guides its constraints use (annotations
  /// left out: their places depend on text metrics, the guides' parts do not).
  static func crop(_ source: String) throws -> PanelCrop {
    let geometry = try Self.geometry(source)
    return PanelCrop(
      scene: geometry.rootRect, content: PanelContent.rects(geometry.panel, geometry: geometry))
  }

  /// The first panel's geometry.
  static func geometry(_ source: String) throws -> PanelGeometry {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "guide-crop-\(UUID().uuidString).recipe")
    try source.write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    let recipe = try LoadedRecipe.load(url.path)
    #expect(!recipe.compiled.hasErrors, "\(recipe.renderedDiagnostics)")
    let figure = Figure(
      recipe: recipe, solved: try SolvedVariant.solve(recipe, measure: Fixtures.measurer.closure))
    return PanelGeometry(panel: try #require(figure.panels.first))
  }

  @Test("Safe Area.Top on a 375 x 667 phone crops as Top Layout Guide.Bottom does")
  func safeAreaTop() throws {
    // Safe area top 20 (the status bar). Card: x 20...355, y 20 + 40 = 60...160. The inset band
    // above the safe area is y 0...20. Union y 0...160, grown: -16...176, inside: 0...176; x 0...375
    // (4 from each side: snapped). Before the fix the whole safe area (y 20...667) kept the screen.
    for top in ["Safe Area.Top", "Top Layout Guide.Bottom"] {
      let crop = try Self.crop(
        """
        scene 375 x 667
        view "Card"
        1. Card.Leading = Safe Area.Leading + 20
        2. Card.Trailing = Safe Area.Trailing - 20
        3. Card.Top = \(top) + 40
        4. Card.Height = 100
        """)
      #expect(crop.crop == DisplayRect(x: 0, y: 0, width: 375, height: 176), "\(top)")
      #expect(crop.cut == [.bottom], "\(top)")
    }
  }

  @Test("Safe Area.Top is drawn from the status bar's bottom even where the safe area's outline is not")
  func safeAreaTopEdge() throws {
    // Only the top is inset (20), so no outline is drawn; the constraint's line still starts at 20,
    // not at the screen's top (it was drawn 40 pt long for a constant of 20).
    let geometry = try Self.geometry(
      """
      scene 375 x 667
      view "Card"
      1. Card.Top = Safe Area.Top + 20
      """)
    #expect(geometry.value(Anchor(.safeArea, .top)) == 20)
    #expect(geometry.rect(.safeArea) == DisplayRect(x: 0, y: 20, width: 375, height: 647))
  }

  @Test("a notched phone: Safe Area.Top keeps the sensor housing band, Safe Area.Bottom the home indicator")
  func notchedPhone() throws {
    // Safe area 59 0 34 0 on 393 x 852. Top card: y 59 + 16 = 75...175; with the band 0...59 the
    // union is 0...175, grown 191; cut at the bottom only.
    let top = try Self.crop(
      """
      scene 393 x 852 scale 3 safeAreaInsets 59 0 34 0
      view "Card"
      1. Card.Leading = Safe Area.Leading + 16
      2. Card.Trailing = Safe Area.Trailing - 16
      3. Card.Top = Safe Area.Top + 16
      4. Card.Height = 100
      """)
    #expect(top.crop == DisplayRect(x: 0, y: 0, width: 393, height: 191))
    #expect(top.cut == [.bottom])
    // Bottom card: bottom at 852 - 34 - 20 = 798, top 698; the band below the safe area is
    // 818...852. Union 698...852, grown from 682; cut at the top only.
    let bottom = try Self.crop(
      """
      scene 393 x 852 scale 3 safeAreaInsets 59 0 34 0
      view "Card"
      1. Card.Leading = Safe Area.Leading + 16
      2. Card.Trailing = Safe Area.Trailing - 16
      3. Card.Bottom = Safe Area.Bottom - 20
      4. Card.Height = 100
      """)
    #expect(bottom.crop == DisplayRect(x: 0, y: 682, width: 393, height: 170))
    #expect(bottom.cut == [.top])
  }

  @Test("landscape: Safe Area.Leading keeps the side inset beside the view, not the safe area's height")
  func landscapeLeading() throws {
    // Safe area 0 59 21 59 on 852 x 393. Card: x 59 + 8 = 67...267, y 100...150; the strip left of
    // the safe area beside it is x 0...59, y 100...150. Union x 0...267, y 100...150; grown: x 0...283,
    // y 84...166. Cut on the top, right and bottom.
    let crop = try Self.crop(
      """
      scene 852 x 393 scale 3 safeAreaInsets 0 59 21 59
      view "Card"
      1. Card.Leading = Safe Area.Leading + 8
      2. Card.Top = Superview.Top + 100
      3. Card.Width = 200
      4. Card.Height = 50
      """)
    #expect(crop.crop == DisplayRect(x: 0, y: 84, width: 283, height: 82))
    #expect(crop.cut == [.top, .right, .bottom])
  }

  @Test("the root's margins guide: BottomMargin keeps the band under the margin")
  func marginsGuide() throws {
    // Margins 10 30 60 30 measured from the safe area (top 20): 30, 30, 60, 30. Card: x 30...130,
    // bottom at 667 - 60 = 607, top 557. Band under the bottom margin, across the guide: x 30...345,
    // y 607...667; strip left of the leading margin beside the card: x 0...30. Union x 0...345,
    // y 557...667; grown: x 0...361, within 24 of the right edge so 0...375; y 541...667. Before,
    // the root's margins counted for nothing: x 0...146 and y 541...623, cut on three sides.
    let crop = try Self.crop(
      """
      scene 375 x 667
      superview margins 10 30 60 30 viewRespectsSystemMinimumLayoutMargins false
      view "Card"
      1. Card.Leading = Superview.LeadingMargin
      2. Card.Bottom = Superview.BottomMargin
      3. Card.Width = 100
      4. Card.Height = 50
      """)
    #expect(crop.crop == DisplayRect(x: 0, y: 541, width: 375, height: 126))
    #expect(crop.cut == [.top])
  }

  @Test("a side inset measures beside the constrained view, a centre at the guide's centre line")
  func insetParts() {
    let scene = DisplayRect(x: 0, y: 0, width: 400, height: 800)
    let guide = DisplayRect(x: 40, y: 50, width: 300, height: 700)
    let view = DisplayRect(x: 60, y: 300, width: 100, height: 20)
    // Trailing: x 340...400 at the view's height; without a view, a line at the guide's top.
    #expect(
      PanelContent.inset(of: guide, in: scene, at: .trailing, beside: view)
        == DisplayRect(x: 340, y: 300, width: 60, height: 20))
    #expect(
      PanelContent.inset(of: guide, in: scene, at: .trailing, beside: nil)
        == DisplayRect(x: 340, y: 50, width: 60, height: 0))
    // CenterY: the line y = 50 + 350 = 400 across the view's width.
    #expect(
      PanelContent.inset(of: guide, in: scene, at: .centerY, beside: view)
        == DisplayRect(x: 60, y: 400, width: 100, height: 0))
    // Bottom: the band 750...800 across the guide.
    #expect(
      PanelContent.inset(of: guide, in: scene, at: .bottomMargin, beside: view)
        == DisplayRect(x: 40, y: 750, width: 300, height: 50))
  }
}
