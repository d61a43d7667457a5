import Testing

@testable import Recipe

/// Parses one constraint line in a recipe that declares the usual views.
func parseConstraintLine(_ line: String) -> (ConstraintSyntax?, [Diagnostic]) {
  let source = """
    scene 375 x 667
    label "Name Label" text "Name"
    textField "Name Text Field" placeholder "Enter name"
    view "Leading Dummy View"
    \(line)
    """
  let result = RecipeParser.parse(source, fileName: "t.recipe")
  return (result.recipe.constraints.first, result.diagnostics)
}

@Suite("Constraint lines as the cookbook prints them")
struct ConstraintParsingTests {
  @Test("a numbered constraint with margins")
  func numbered() throws {
    let (constraint, diagnostics) = parseConstraintLine("1. Name Label.Leading = Superview.LeadingMargin")
    #expect(diagnostics.isEmpty)
    let parsed = try #require(constraint)
    #expect(parsed.label?.value == .number(1))
    #expect(parsed.first.item.value.spelling == "Name Label")
    #expect(parsed.first.attribute.value == .leading)
    #expect(parsed.second?.item.value.spelling == "Superview")
    #expect(parsed.second?.attribute.value == .leadingMargin)
    #expect(parsed.constant == nil)
  }

  @Test("case-insensitive names and Baseline meaning last baseline")
  func baseline() throws {
    let (constraint, diagnostics) = parseConstraintLine("5. Name label.Baseline = Name Text Field.Baseline")
    #expect(diagnostics.isEmpty)
    #expect(constraint?.first.attribute.value == .lastBaseline)
    #expect(constraint?.second?.attribute.value == .lastBaseline)
  }

  @Test("Standard spacing and a point constant after an anchor")
  func constants() {
    let (standard, d1) = parseConstraintLine("3. Name Text Field.Leading = Name Label.Trailing + Standard")
    #expect(d1.isEmpty)
    #expect(
      standard?.constant == .standard(negated: false, range: SourceRange(line: 1, column: 1, length: 0)))
    let (points, d2) = parseConstraintLine("4. Name Text Field.Top = Top Layout Guide.Bottom + 20.0")
    #expect(d2.isEmpty)
    if case .points(let literal) = points?.constant {
      #expect(literal.value == 20)
      #expect(literal.spelling == "20.0")
    } else {
      Issue.record("expected a point constant")
    }
  }

  @Test("a negative constant: Bubble.Top - 10")
  func negative() {
    let (constraint, diagnostics) = parseConstraintLine("Name Label.Top = Name Text Field.Top - 10")
    #expect(diagnostics.isEmpty)
    if case .points(let literal) = constraint?.constant {
      #expect(literal.value == -10)
    } else {
      Issue.record("expected -10")
    }
  }

  @Test("(Priority 249), @249 and named priorities")
  func priorities() {
    let (cookbook, _) = parseConstraintLine(
      "5. Name Label.Top = Top Layout Guide.Bottom + 20.0 (Priority 249)")
    #expect(cookbook?.priority?.value == 249)
    #expect(cookbook?.priority?.style == .parenthesized)
    let (at, _) = parseConstraintLine("5. Name Label.Top = Top Layout Guide.Bottom + 20.0 @249")
    #expect(at?.priority?.value == 249)
    #expect(at?.priority?.style == .at)
    let (named, _) = parseConstraintLine("5. Name Label.Top = Top Layout Guide.Bottom @defaultHigh")
    #expect(named?.priority?.value == 750)
    let (adjusted, d) = parseConstraintLine(
      "5. Name Label.Top = Top Layout Guide.Bottom (Priority defaultLow - 1)")
    #expect(d.isEmpty)
    #expect(adjusted?.priority?.value == 249)
  }

  @Test("multipliers: 2.0 x Item.Width, and a constant alone")
  func multipliers() {
    let (constraint, d1) = parseConstraintLine("Name Label.Width = 2.0 x Name Text Field.Width")
    #expect(d1.isEmpty)
    #expect(constraint?.multiplier?.value == 2)
    let (alone, d2) = parseConstraintLine("18. Leading Dummy View.Height = 0.0")
    #expect(d2.isEmpty)
    #expect(alone?.second == nil)
    if case .points(let literal) = alone?.constant {
      #expect(literal.value == 0)
    } else {
      Issue.record("0.0")
    }
  }

  @Test("inequalities and system spacing with a multiplier")
  func systemSpacing() {
    let (constraint, d) = parseConstraintLine(
      "Name Label.FirstBaseline >= Name Text Field.LastBaseline + 2 x system spacing")
    #expect(d.isEmpty)
    #expect(constraint?.relation.value == .greaterThanOrEqual)
    if case .systemSpacing(let multiplier, let negated, _) = constraint?.constant {
      #expect(multiplier?.value == 2)
      #expect(!negated)
    } else {
      Issue.record("expected system spacing")
    }
    let (plain, d2) = parseConstraintLine("Name Label.Top <= Superview.TopMargin + SystemSpacing")
    #expect(d2.isEmpty)
    #expect(plain?.relation.value == .lessThanOrEqual)
  }

  @Test("lettered labels as in the quote cell")
  func letters() {
    let (constraint, d) = parseConstraintLine("C: Name Text Field.Top = Name Label.Bottom + 8")
    #expect(d.isEmpty)
    #expect(constraint?.label?.value == .letter("C"))
  }
}
