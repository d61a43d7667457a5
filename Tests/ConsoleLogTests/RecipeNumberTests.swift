import ConsoleLog
import Layout
import Recipe
import Testing

/// A log's constants are written in the recipe language's one number spelling
/// (`PositionalNumber.shortest`), which the recipe lexer reads back exactly: never rounded to 0,
/// never an exponent (`1.5e-08` is not a recipe number).
@Suite("Console log numbers in recipes")
struct RecipeNumberTests {
  @Test("a constant of 1.5e-08 is written 0.000000015 and read back as 1.5e-08")
  func tinyConstantKeepsItsDigits() throws {
    let description = "<NSLayoutConstraint:0x600 UIView:0x7f.height == 1.5e-08   (active)>"
    let result = try Paste.imported(Paste.log([description]))
    let log = try #require(result.logs.first)
    // 1.5e-08 = 15 / 10^9: "0." then seven zeros, then 15 (worked out by hand).
    let line = try #require(log.text.split(separator: "\n").first { $0.hasPrefix("1. ") })
    #expect(line.contains(".Height = 0.000000015 "), "\(line)")
    #expect(!line.contains("e-"))
    // The recipe language reads it back: no diagnostics, and the constant is the log's.
    let compiled = RecipeCompiler.compile(log.text, fileName: "paste.recipe")
    #expect(compiled.diagnostics.filter(\.isError).isEmpty, "\(compiled.diagnostics)")
    let scene = try #require(compiled.variants.first?.scene)
    let constraint = try #require(scene.constraints.first { $0.number == 1 })
    #expect(constraint.constant == .points(1.5e-08))
  }

  @Test("a multiplier and a negative constant in exponent form keep their digits too")
  func exponentMultiplierAndNegativeConstant() throws {
    let description =
      "<NSLayoutConstraint:0x601 UIView:0x7f.width == 2.5e-07*UIView:0x80.width - 1.25e-06   (active)>"
    let result = try Paste.imported(Paste.log([description]))
    let log = try #require(result.logs.first)
    let line = try #require(log.text.split(separator: "\n").first { $0.hasPrefix("1. ") })
    #expect(line.contains("= 0.00000025 x "), "\(line)")
    #expect(line.contains(".Width - 0.00000125 "), "\(line)")
    let compiled = RecipeCompiler.compile(log.text, fileName: "paste.recipe")
    #expect(compiled.diagnostics.filter(\.isError).isEmpty, "\(compiled.diagnostics)")
    let constraint = try #require(compiled.variants.first?.scene.constraints.first { $0.number == 1 })
    #expect(constraint.multiplier == 2.5e-07)
    #expect(constraint.constant == .points(-1.25e-06))
  }
}
