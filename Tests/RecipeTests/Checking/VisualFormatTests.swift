import Testing

@testable import Recipe

/// The constraints a format line expands to, printed in the cookbook's notation with numbers.
func expand(_ format: String, views: [String], metrics: String = "") -> ([String], [Diagnostic]) {
  let declarations = views.map { "view \"\($0)\"" }.joined(separator: "\n")
  let source = "scene 375 x 667\n\(declarations)\n\(metrics)\n\(format)\n"
  let result = RecipeParser.parse(source, fileName: "t")
  let scope = RecipeScope.base(of: result.recipe)
  let printed = scope.constraints.map { "\($0.label). " + RecipeFormatter.constraint($0.syntax) }
  return (printed, result.diagnostics)
}

/// Apple's examples from "Visual Format Language" (Auto Layout Guide), each expanded by hand
/// from the rules the guide states: `-` is standard spacing between siblings, `|-` the
/// superview's margin (REFERENCE §1), a number between dashes is a fixed spacing, predicates in
/// a view's parentheses constrain its width (height for V:), `@` gives a priority.
@Suite("Visual Format Language: Apple's documented examples")
struct VisualFormatTests {
  @Test("Standard Space: [button]-[textField]")
  func standardSpace() {
    let (constraints, diagnostics) = expand("[button]-[textField]", views: ["button", "textField"])
    #expect(diagnostics.isEmpty)
    #expect(constraints == ["1. textField.Leading = button.Trailing + Standard"])
  }

  @Test("Width Constraint: [button(>=50)]")
  func width() {
    #expect(expand("[button(>=50)]", views: ["button"]).0 == ["1. button.Width >= 50"])
  }

  @Test("Connection to Superview: |-50-[purpleBox]-50-|")
  func superview() {
    #expect(
      expand("|-50-[purpleBox]-50-|", views: ["purpleBox"]).0 == [
        "1. purpleBox.Leading = Superview.Leading + 50", "2. Superview.Trailing = purpleBox.Trailing + 50",
      ])
  }

  @Test("Vertical Layout: V:[topField]-10-[bottomField]")
  func vertical() {
    #expect(
      expand("V:[topField]-10-[bottomField]", views: ["topField", "bottomField"]).0 == [
        "1. bottomField.Top = topField.Bottom + 10"
      ])
  }

  @Test("Flush Views: [maroonView][blueView]")
  func flush() {
    #expect(
      expand("[maroonView][blueView]", views: ["maroonView", "blueView"]).0 == [
        "1. blueView.Leading = maroonView.Trailing"
      ])
  }

  @Test("Priority: [button(100@20)]")
  func priority() {
    #expect(expand("[button(100@20)]", views: ["button"]).0 == ["1. button.Width = 100 @20"])
  }

  @Test("Equal Widths: [button1(==button2)]")
  func equalWidths() {
    #expect(
      expand("[button1(==button2)]", views: ["button1", "button2"]).0 == ["1. button1.Width = button2.Width"])
  }

  @Test("Multiple Predicates: [flexibleButton(>=70,<=100)]")
  func multiplePredicates() {
    #expect(
      expand("[flexibleButton(>=70,<=100)]", views: ["flexibleButton"]).0 == [
        "1. flexibleButton.Width >= 70", "2. flexibleButton.Width <= 100",
      ])
  }

  @Test("A Complete Line of Layout: |-[find]-[findNext]-[findField(>=20)]-|")
  func completeLine() {
    let (constraints, diagnostics) = expand(
      "|-[find]-[findNext]-[findField(>=20)]-|", views: ["find", "findNext", "findField"])
    #expect(diagnostics.isEmpty)
    #expect(
      constraints == [
        "1. find.Leading = Superview.LeadingMargin",
        "2. findNext.Leading = find.Trailing + Standard",
        "3. findField.Leading = findNext.Trailing + Standard",
        "4. findField.Width >= 20",
        "5. Superview.TrailingMargin = findField.Trailing",
      ])
  }

  @Test("negative spacing -(-10)- and inequality spacing -(>=10)-")
  func spacings() {
    #expect(expand("[a]-(-10)-[b]", views: ["a", "b"]).0 == ["1. b.Leading = a.Trailing - 10"])
    #expect(expand("[a]-(>=10@250)-[b]", views: ["a", "b"]).0 == ["1. b.Leading >= a.Trailing + 10 @250"])
  }

  @Test("metrics, view names with spaces, and H: written out")
  func metricsAndNames() {
    let (constraints, diagnostics) = expand(
      "H:|-padding-[Name Label]|", views: ["Name Label"], metrics: "metric padding 20")
    #expect(diagnostics.isEmpty)
    #expect(
      constraints == [
        "1. Name Label.Leading = Superview.Leading + 20", "2. Superview.Trailing = Name Label.Trailing",
      ])
  }

  @Test("a numbered line numbers its constraints consecutively; the next line continues")
  func numbering() {
    let (constraints, _) = expand("10. H:|-[a]-[b]-|\nV:[a]-[b]", views: ["a", "b"])
    #expect(
      constraints == [
        "10. a.Leading = Superview.LeadingMargin", "11. b.Leading = a.Trailing + Standard",
        "12. Superview.TrailingMargin = b.Trailing", "13. b.Top = a.Bottom + Standard",
      ])
  }

  @Test("format errors point at the failing character")
  func errors() throws {
    // Line 5 of the helper's source holds the format: line 1 is the scene, lines 2-3 declare
    // the two views, line 4 holds the (empty) metrics.
    let (_, unclosed) = expand("[a]-[b", views: ["a", "b"])
    let first = try #require(unclosed.first)
    #expect(first.message == "expected \"]\", found the end of the line")
    #expect((first.line, first.column) == (5, 7))
    let (_, metric) = expand("[a]-(>=gap)-[b]", views: ["a", "b"])
    #expect(metric.map(\.message) == ["unknown metric \"gap\""])
    #expect(metric.first?.line == 5)
    #expect(metric.first?.column == 8)
    let (_, unknown) = expand("[a]-[ghost]", views: ["a", "b"])
    #expect(unknown.map(\.message) == ["unknown view \"ghost\""])
    let (_, number) = expand("|-[1abc]", views: ["a"])
    #expect(number.map(\.message) == ["expected a view name, found number 1abc"])
    let (_, trailing) = expand("[a]-|x", views: ["a"])
    #expect(trailing.map(\.message) == ["unexpected \"x\" after the closing \"|\""])
  }
}
