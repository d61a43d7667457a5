import Layout
import Recipe
import Testing

/// `id "..."` on views and `id "..." identifier "..."` after constraints carry Interface Builder's
/// ids and UIKit identifiers through parsing, formatting and lowering.
@Suite struct IBIDSyntaxTests {
  static let source = """
    recipe "Ids"
    label "Name Label" text "Name" id "c38-WG-Nsd"
    textField "Field" placeholder "Enter name"

    1. Name Label.Leading = Superview.LeadingMargin id "KC0-EH-pYm" identifier "Label Leading"
    2. Field.Leading = Name Label.Trailing + Standard (Priority 750) identifier "Gap" id "3dc-pV-4gb"
    3. Field.Trailing = Superview.TrailingMargin
    4. Field.Top = Superview.Top + 20
    5. Name Label.Baseline = Field.Baseline

    """

  @Test func idsParseFormatAndLower() throws {
    let parsed = RecipeParser.parse(Self.source)
    #expect(!parsed.hasErrors, "\(parsed.renderedDiagnostics(source: Self.source))")
    let constraints = parsed.recipe.constraints
    #expect(constraints[0].ibID?.value == "KC0-EH-pYm")
    #expect(constraints[0].identifier?.value == "Label Leading")
    #expect(constraints[1].ibID?.value == "3dc-pV-4gb")
    #expect(constraints[1].priority?.value == 750)
    #expect(constraints[2].ibID == nil)
    // Canonical form: id before identifier, after the priority.
    let formatted = RecipeFormatter.format(parsed.recipe)
    #expect(
      formatted.contains(
        #"2. Field.Leading = Name Label.Trailing + Standard (Priority 750) id "3dc-pV-4gb" identifier "Gap""#)
    )
    #expect(RecipeParser.parse(formatted).recipe == parsed.recipe)
    // The constraint's text (diagram lists, solve) stays the cookbook notation, without the ids.
    #expect(RecipeFormatter.constraint(constraints[0]) == "Name Label.Leading = Superview.LeadingMargin")
    let lowered = RecipeLowering.lower(parsed.recipe)
    let variant = try #require(lowered.variants.first)
    #expect(variant.viewOrigins.map(\.ibID) == ["c38-WG-Nsd", nil])
    #expect(variant.constraintOrigins.map(\.ibID) == ["KC0-EH-pYm", "3dc-pV-4gb", nil, nil, nil])
    // Each record keeps its id beside where it was written: the views on lines 2 and 3, the
    // constraints on lines 5 to 9 (the source's line 1 is the title).
    #expect(variant.viewOrigins.map { $0.range?.start.line } == [2, 3])
    #expect(variant.constraintOrigins.map(\.range.start.line) == [5, 6, 7, 8, 9])
    #expect(variant.origin(of: ViewID(0))?.ibID == "c38-WG-Nsd")
    #expect(variant.origin(of: .explicit(1))?.ibID == "3dc-pV-4gb")
    #expect(variant.origin(of: ViewID(2)) == nil && variant.origin(of: .implicit(0)) == nil)
    #expect(variant.scene.constraints[0].identifier == "Label Leading")
    #expect(variant.scene.constraints[2].identifier == nil)
  }

  @Test func recipesWithoutIdsHaveNoIds() throws {
    let lowered = RecipeLowering.lower(
      RecipeParser.parse("label \"A\" text \"a\"\nA.Leading = Superview.Leading\n").recipe)
    #expect(lowered.variants.first?.viewOrigins.map(\.ibID) == [nil])
    #expect(lowered.variants.first?.constraintOrigins.map(\.ibID) == [nil])
  }

  @Test func anIdGivenTwiceIsAnError() throws {
    let source = "label \"A\" text \"a\"\n1. A.Leading = Superview.Leading id \"x\" id \"y\"\n"
    let parsed = RecipeParser.parse(source)
    let error = try #require(parsed.errors.first)
    #expect(error.message == "the id is given twice")
    #expect(error.line == 2)
    #expect(error.column == 41)  // the second "id"
    let missing = RecipeParser.parse("label \"A\" text \"a\"\n1. A.Leading = Superview.Leading id 42\n")
    #expect(missing.errors.first?.message.hasPrefix("expected a quoted Interface Builder id") == true)
  }
}
