import Foundation
import Layout
import Pipeline
import Render
import TestSupport
import Testing

/// The issue's own examples: a full-bleed view in the page's colour, a default-coloured label on a
/// light gray background in the dark theme.
@Suite("Scene edge and text on a view's own background")
struct SceneAndTextLegibilityTests {
  static func figure(_ source: String) throws -> Figure {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legibility-\(UUID().uuidString).recipe")
    try source.write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    let recipe = try LoadedRecipe.load(url.path)
    #expect(!recipe.compiled.hasErrors, "\(recipe.renderedDiagnostics)")
    return Figure(recipe: recipe, solved: try SolvedVariant.solve(recipe, measure: Fixtures.measurer.closure))
  }

  @Test("a full-bleed view in systemGroupedBackground does not hide where the screen ends")
  func fullBleed() throws {
    let figure = try Self.figure(
      """
      scene 375 x 667
      view "Background" background systemGroupedBackground
      label "Title" text "Settings"
      1. Background.Leading = Superview.Leading
      2. Background.Trailing = Superview.Trailing
      3. Background.Top = Superview.Top
      4. Background.Bottom = Superview.Bottom
      5. Title.Leading = Superview.LeadingMargin
      6. Title.Top = Top Layout Guide.Bottom + 20
      """)
    let list = try Support.renderer.displayList(for: figure, options: RenderOptions(fit: .scene))
    let panel = try Support.group(list, .panel(0, .whole))
    let ids = panel.items.compactMap { item -> DisplayGroupID? in
      if case .group(let g) = item { return g.id }
      return nil
    }
    // The outline comes after the views, so it is painted over the full-bleed background...
    let views = try #require(ids.firstIndex(of: .panel(0, .views)))
    let outline = try #require(ids.firstIndex(of: .panel(0, .outline)))
    #expect(outline > views)
    // ...and it is the scene's rectangle in the frame colour, which differs from the page.
    let group = try Support.group(list, .panel(0, .outline))
    guard case .rect(let rect)? = group.items.first, let stroke = rect.stroke else {
      Issue.record("the outline is not a stroked rectangle")
      return
    }
    let origin = try Support.screenOrigin(list, panel: 0)
    #expect(rect.rect == DisplayRect(x: origin.x, y: origin.y, width: 375, height: 667))
    #expect(Contrast.ratio(Theme.light.resolve(stroke.paint), Theme.light.color(.background)) > 2.5)
  }

  @Test("in the dark theme a default label on lightGray is drawn dark, not white (2.3:1)")
  func darkThemeLabelOnLightGray() throws {
    let figure = try Self.figure(
      """
      scene 375 x 667
      label "Note" text "Light background" background lightGray
      1. Note.Leading = Superview.LeadingMargin
      2. Note.Top = Top Layout Guide.Bottom + 20
      """)
    let list = try Support.renderer.displayList(for: figure, options: RenderOptions(theme: .dark))
    let view = try Support.group(list, .panel(0, .view(ViewID(0))))
    let run = try #require(Support.runs(in: view.items).first { $0.text == "Light background" })
    // White on lightGray (#AAAAAA) is 2.32:1; black is 9.04:1, so the text is black in both themes.
    #expect(run.paint == .color(RGBA(red: 0, green: 0, blue: 0)))
    #expect(DisplayListAudit.lowContrastTexts(list, theme: .dark).isEmpty)
  }
}

@Suite("Legend of a fitted figure")
struct FittedLegendTests {
  @Test("A5's status bar band is cropped away, so the legend no longer explains a layout guide")
  func croppedGuideLeavesTheLegend() throws {
    let entry = try #require(Book.entries.first { $0.file.hasPrefix("a5-") })
    func legendTexts(_ fit: FigureFit) throws -> [String] {
      let list = try Support.renderer.displayList(for: entry.figure, options: RenderOptions(fit: fit))
      return Support.runs(in: try Support.group(list, .legend).items).map(\.text)
    }
    // Whole scenes show the 20-point status bar band; A5's buttons sit at the bottom, 20 above the
    // Bottom Layout Guide, which is the screen's bottom edge (no band), so the fitted crop shows none.
    #expect(try legendTexts(.scene).contains("layout guide"))
    #expect(try !legendTexts(.content).contains("layout guide"))
  }
}
