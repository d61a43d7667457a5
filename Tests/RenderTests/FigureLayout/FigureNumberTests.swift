import Render
import Testing

/// How figures write numbers: at most two decimals, no trailing `.0`, never a trap on what a
/// broken scene solves to. Expected values rounded by hand.
@Suite struct FigureNumberTests {
  @Test("Two decimals at most, whole numbers without a fraction")
  func decimals() {
    #expect(formatFigureNumber(20.2871) == "20.29")
    #expect(formatFigureNumber(2.999) == "3")
    #expect(formatFigureNumber(8) == "8")
    #expect(formatFigureNumber(0.5) == "0.5")
    #expect(formatFigureNumber(-0.126) == "-0.13")
  }

  @Test("Infinite, NaN and huge values are written, not trapped on")
  func extremes() {
    #expect(formatFigureNumber(.infinity) == "∞")
    #expect(formatFigureNumber(-.infinity) == "-∞")
    #expect(formatFigureNumber(.nan) == "NaN")
    #expect(formatFigureNumber(2e12) == "2000000000000.0")
  }
}
