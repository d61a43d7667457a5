import Layout
import TestSupport
import Testing

@testable import Recipe

/// Multipliers outside the solver's numeric range (0, or 1e-8...1e8 in magnitude) are located errors;
/// at the bounds they solve exactly. Expected heights are the constraints' algebra.
@Suite("Multipliers within the solver's numeric range")
struct NumericRangeTests {
  /// A recipe whose line 6 is `2. H.Height = MULTIPLIER x W.Width` with W.Width = `width`.
  func recipe(multiplier: String, width: String) -> String {
    """
    recipe "range"
    scene 375 x 667
    view "W"
    view "H"
    1. W.Width = \(width)
    2. H.Height = \(multiplier) x W.Width
    """
  }

  /// The column of the multiplier on line 6: after `2. H.Height = `.
  let multiplierColumn = "2. H.Height = ".count + 1

  func height(multiplier: String, width: String) throws -> Double {
    let compiled = RecipeCompiler.compile(recipe(multiplier: multiplier, width: width), fileName: "r.recipe")
    try #require(!compiled.hasErrors, "\(compiled.diagnostics.map(\.summary))")
    let variant = try #require(compiled.variants.first)
    let result = try LayoutEngine.solve(variant.scene, measure: FakeMeasurer.measureProportional)
    return result[try #require(variant.scene.viewID(named: "H"))].frame.height
  }

  func rangeErrors(multiplier: String) -> [Diagnostic] {
    RecipeCompiler.compile(recipe(multiplier: multiplier, width: "100"), fileName: "r.recipe").diagnostics
      .filter { $0.isError && $0.message.contains("numeric range") }
  }

  /// The issue's example: H = 0.000000001 x W with W = 1e11 would solve H = 0 instead of 100 (the
  /// solver drops the coefficient); it is refused at the multiplier, naming the range and the fix.
  @Test func theIssuesExampleIsALocatedError() throws {
    let compiled = RecipeCompiler.compile(
      recipe(multiplier: "0.000000001", width: "100000000000"), fileName: "r.recipe")
    let error = try #require(compiled.diagnostics.first { $0.isError })
    #expect(error.line == 6)
    #expect(error.column == multiplierColumn)
    #expect(error.fileName == "r.recipe")
    #expect(
      error.message
        == "multiplier 0.000000001 is outside the solver's numeric range: a multiplier is 0 or between "
        + "0.00000001 and 100000000 in magnitude")
    #expect(error.hint?.contains("docs/layout.md") == true)
    #expect(compiled.variants.isEmpty)
  }

  /// At the lower bound, 0.00000001 x 10,000,000,000 = 100; just below it is refused.
  @Test func theLowerBoundSolvesAndBelowItIsRefused() throws {
    #expect(abs(try height(multiplier: "0.00000001", width: "10000000000") - 100) < 1e-6)
    #expect(rangeErrors(multiplier: "0.00000001").isEmpty)
    #expect(rangeErrors(multiplier: "0.0000000099").count == 1)
  }

  /// At the upper bound, 100,000,000 x 0.001 = 100,000; just above it is refused. 0 is allowed.
  @Test func theUpperBoundSolvesAndAboveItIsRefused() throws {
    #expect(abs(try height(multiplier: "100000000", width: "0.001") - 100_000) < 1e-6)
    #expect(rangeErrors(multiplier: "100000000").isEmpty)
    #expect(rangeErrors(multiplier: "100000001").count == 1)
    #expect(rangeErrors(multiplier: "0").isEmpty)
  }

  /// The messages spell the bounds the solver uses.
  @Test func theSpelledBoundsAreTheRange() {
    #expect(Double(NumericRange.spelledMultiplierBounds.lower) == NumericRange.multiplier.lowerBound)
    #expect(Double(NumericRange.spelledMultiplierBounds.upper) == NumericRange.multiplier.upperBound)
  }
}
