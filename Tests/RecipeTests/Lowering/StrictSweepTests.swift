import Layout
import TestSupport
import Testing

@testable import Recipe

/// `--strict` with a sweep: the same variant judged at each sweep width. The box is pinned 20 pt
/// inside both edges and must be at least 400 wide, so by hand its width is W - 40: 440 at the
/// scene's 480, 360 at 400 and 280 at 320, where the required constraints conflict.
@Suite("Strict: sweep frames judged with their variant")
struct StrictSweepTests {
  static let source = """
    recipe "Narrow"
    scene 480 x 200
    view "Box"
    1. Box.Leading = Superview.Leading + 20
    2. Box.Trailing = Superview.Trailing - 20
    3. Box.Width >= 400
    4. Box.Top = Superview.Top + 20
    5. Box.Height = 40

    """

  /// The strict problems of the recipe (plus `extra` lines) with a sweep at `widths`.
  func problems(_ extra: String = "", widths: [Double]) throws -> [Diagnostic] {
    let compiled = RecipeCompiler.compile(Self.source + extra, fileName: "narrow.recipe")
    try #require(!compiled.hasErrors, "\(compiled.diagnostics.map(\.summary))")
    let variant = try #require(compiled.variants.first)
    let figure = try LayoutEngine.solve(variant.scene, measure: FakeMeasurer.measureProportional)
    let sweep = try widths.map { width in
      (
        width,
        try LayoutEngine.solve(
          SceneResizing.scene(variant.scene, atWidth: width), measure: FakeMeasurer.measureProportional
        ).diagnoses
      )
    }
    return variant.strictProblems(figure.diagnoses, sweep: sweep, fileName: "narrow.recipe")
  }

  @Test("a conflict at narrow sweep widths is reported once, with those widths, at a constraint's line")
  func undeclaredConflictAtSweepWidths() throws {
    #expect(try problems(widths: []).isEmpty)  // the figure alone: 440 >= 400
    #expect(try problems(widths: [480, 440]).isEmpty)  // 400 >= 400 still holds at 440
    let found = try problems(widths: [320, 400, 480])
    try #require(found.count == 1)
    #expect(found[0].message.hasPrefix("at sweep widths 320 pt, 400 pt: unable to simultaneously satisfy"))
    #expect(found[0].message.hasSuffix("which the recipe does not expect"))
    #expect((4...6).contains(found[0].range.start.line))  // one of constraints 1-3
    #expect(
      found[0].hint?.hasPrefix("if the recipe shows it on purpose, declare it: expect conflict") == true)
  }

  @Test("expect conflict is met by a conflict at a sweep width, and unmet when no width has one")
  func expectationMetAtASweepWidth() throws {
    #expect(try problems("expect conflict\n", widths: [320, 480]).isEmpty)
    let unmet = try problems("expect conflict\n", widths: [480, 600])
    try #require(unmet.count == 1)
    #expect(
      unmet[0].message
        == "the recipe expects a conflict, but its required constraints are satisfiable at its own width or at "
        + "any sweep width")
    #expect(unmet[0].range.start.line == 9)
    // Without a sweep the message is the figure's alone.
    #expect(
      try problems("expect conflict\n", widths: []).map(\.message) == [
        "the recipe expects a conflict, but its required constraints are satisfiable"
      ])
  }
}
