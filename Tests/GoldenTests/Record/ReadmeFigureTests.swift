// Tests/MyFigureTests/FigureTests.swift
import Golden  // Tolerance
import GoldenTesting
import Testing

@Suite struct FigureTests {
  @Test func simpleLabelAndTextField() {
    // Renders recipes/a1-....recipe as `render` does and compares it with Tests/Goldens/a1-....png.
    expectGolden("recipes/a1-simple-label-and-text-field.recipe")
  }

  @Test func quoteCellWithinATolerance() {
    expectGolden(
      "recipes/b1-quote-cell.recipe", goldens: "Tests/Goldens",
      tolerance: Tolerance(threshold: 0.1, maxPixels: 20), reportFolder: "out/golden-failures")
  }
}
