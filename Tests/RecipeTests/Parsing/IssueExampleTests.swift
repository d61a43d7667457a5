import Layout
import Testing

@testable import Recipe

@Suite("The forms issue 6 lists")
struct IssueExampleTests {
  @Test("the issue's example recipe parses and lowers without diagnostics")
  func issueExample() throws {
    let source = """
      # Simple Label and Text Field
      recipe "Simple Label and Text Field"
      scene 375 x 667
      label "Name Label" text "Name" font headline
      textField "Name Text Field" placeholder "Enter name" font "Inter" 14
      button "Short Button" title "Short" background lightGray
      view "Red View"

      1. Name Label.Leading = Superview.LeadingMargin
      2. Name Text Field.Trailing = Superview.TrailingMargin
      3. Name Text Field.Leading = Name Label.Trailing + Standard
      4. Name Text Field.Top = Top Layout Guide.Bottom + 20.0
      5. Name label.Baseline = Name Text Field.Baseline
      """
    let compiled = RecipeCompiler.compile(source, fileName: "issue.recipe")
    #expect(compiled.diagnostics.isEmpty)
    let scene = try #require(compiled.variants.first).scene
    #expect(scene.views[1].font == FontSpec(family: "Inter", size: 14))
    #expect(scene.views[2].backgroundColor == .lightGray)
    #expect(scene.views[3].kind == .view)
    #expect(compiled.title == "Simple Label and Text Field")
  }

  @Test("Safe Area and the layout guides lower to their items")
  func guides() throws {
    let source = """
      device "iPhone X"
      view "Box"
      1. Box.Top = Safe Area.Top
      2. Bottom Layout Guide.Top = Box.Bottom + 20
      3. Box.Leading = Safe Area.Leading
      4. Box.Width = 100
      """
    let compiled = RecipeCompiler.compile(source)
    #expect(compiled.diagnostics.isEmpty)
    let constraints = try #require(compiled.variants.first).scene.constraints
    #expect(constraints[0].second == Anchor(.safeArea, .top))
    #expect(constraints[1].first == Anchor(.bottomLayoutGuide, .top))
    #expect(constraints[3].second == nil)
    #expect(constraints[3].constant == .points(100))
  }

  @Test("a layout guide has only top, bottom and height")
  func guideAttributes() {
    let diagnostics = diagnose("view \"Box\"\n1. Box.Leading = Top Layout Guide.Leading")
    #expect(diagnostics.map(\.message) == ["Top Layout Guide has no attribute Leading"])
    #expect(diagnostics.first?.column == 35)
  }

  @Test("a location multiplier is a warning, not an error")
  func locationMultiplier() {
    let diagnostics = diagnose("view \"Box\"\n1. Box.CenterX = 0.5 x Superview.CenterX")
    #expect(diagnostics.map(\.severity) == [.warning])
    #expect(diagnostics.first?.message == "a multiplier on a location attribute is documented as invalid")
    // "1. Box.CenterX = " is 17 characters: the multiplier starts at column 18.
    #expect(diagnostics.first?.column == 18)
  }
}
