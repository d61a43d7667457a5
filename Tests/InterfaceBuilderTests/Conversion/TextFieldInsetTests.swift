import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A text field's side inset by border style (docs/interface-builder.md, "Text fields"): a
/// borderless field is as wide as its text (`fieldInset 0`), a rounded-rect one 7 wider on each
/// side.
@Suite struct TextFieldInsetTests {
  @Test("a borderless field is as wide as a label of the same text; a rounded-rect one 14 wider")
  func borderlessFieldHasNoInset() throws {
    let result = try ImportSupport.importFixture("TextFieldInsets.xib", options: ImportOptions())
    let recipe = try #require(result.recipes.first)
    #expect(recipe.text.contains(#"fieldInset 0 id "borderless""#), "\(recipe.text)")
    #expect(!recipe.text.contains(#"fieldInset 0 id "rounded""#), "\(recipe.text)")
    let frames = try ImportSupport.solved(recipe).framesByIBID
    let label = try #require(frames["label"])
    // The same text in the same font: the label's width is the text's; each field adds its insets.
    #expect(label.width > 0)
    #expect(frames["borderless"] == Rect(x: 20, y: 60, width: label.width, height: 17))
    #expect(frames["rounded"] == Rect(x: 20, y: 100, width: label.width + 14, height: 34))
  }

  @Test("fieldInset N puts N points of inset at each side of the field's text")
  func syntax() throws {
    let compiled = try ImportSupport.compile(
      """
      recipe "Field"
      scene 300 x 100

      label "L" text "Abc" font 14
      textField "F" text "Abc" fieldInset 3

      1. L.Top = Superview.Top + 10
      2. L.Leading = Superview.Leading + 10
      3. F.Top = Superview.Top + 50
      4. F.Leading = Superview.Leading + 10
      """)
    let variant = try #require(compiled.variants.first)
    let frames = ImportSupport.framesByName(variant, try ImportSupport.solve(variant))
    let label = try #require(frames["L"])
    #expect(frames["F"]?.width == label.width + 6)
  }

  @Test("a negative fieldInset is an error at its sign; more than 100000 one at its number")
  func badInsets() throws {
    for (value, column, message) in [
      ("-1", 37, #"expected an inset in points (fieldInset 0), found "-""#),
      ("100001", 37, "a text field's inset must be 0 or more and at most 100000 points, found 100001"),
    ] {
      let text = """
        recipe "Field"
        scene 300 x 100

        textField "F" text "Abc" fieldInset \(value)
        """
      let compiled = RecipeCompiler.compile(text, fileName: "field.recipe")
      let diagnostic = try #require(compiled.diagnostics.first)
      #expect(compiled.hasErrors)
      #expect(
        diagnostic.line == 4 && diagnostic.range.start.column == column,
        "\(diagnostic.rendered(source: text))")
      #expect(diagnostic.rendered(source: text).contains(message), "\(diagnostic.rendered(source: text))")
    }
  }
}
