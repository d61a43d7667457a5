import Recipe
import Testing

/// Numbers as recipes write them (the one spelling the formatter, messages and the importer
/// share). Expected spellings worked out by hand from the values.
@Suite struct PositionalNumberTests {
  @Test("Whole numbers below 1e15 have no fraction; others keep their digits without an exponent")
  func shortest() {
    #expect(PositionalNumber.shortest(20.0) == "20")
    #expect(PositionalNumber.shortest(-8) == "-8")
    #expect(PositionalNumber.shortest(0) == "0")
    #expect(PositionalNumber.shortest(0.5) == "0.5")
    #expect(PositionalNumber.shortest(1.0 / 3) == "0.3333333333333333")
    // 1e-5 is "1e-05" to Swift: the digit 1 moved five places right of the point.
    #expect(PositionalNumber.shortest(0.00001) == "0.00001")
    #expect(PositionalNumber.shortest(1e14) == "100000000000000")
    // 1e15 is not below 1e15: a one and fifteen zeros, with a fraction.
    #expect(PositionalNumber.shortest(1e15) == "1000000000000000.0")
  }

  @Test("A multiplier keeps its fraction: 2 is 2.0, 1.5e-8 is 0.000000015")
  func spelling() {
    #expect(PositionalNumber.spelling(2) == "2.0")
    #expect(PositionalNumber.spelling(1.5e-8) == "0.000000015")
    #expect(PositionalNumber.spelling(-0.0) == "0.0")
  }
}
