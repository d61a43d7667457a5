import Layout
import Testing

/// Lengths in the texts the program prints. Expected values rounded by hand.
@Suite struct PointFormattingTests {
  @Test("Three decimals at most, whole numbers without a fraction")
  func points() {
    #expect(formatPoints(20.2871) == "20.287")
    #expect(formatPoints(61.0 / 3) == "20.333")
    #expect(formatPoints(16.0004) == "16")
    #expect(formatPoints(-4.1006) == "-4.101")
  }

  @Test("A miss three decimals show is rounded; a smaller one shows every digit, never 0")
  func miss() {
    #expect(formatMiss(19.70197, miss: 0.3) == "19.702")
    #expect(formatMiss(0.0005, miss: 0.0005) == "0.001")
    #expect(formatMiss(19.70197, miss: 0.0001) == "19.70197")
    #expect(formatMiss(0.0001, miss: 0.0001) == "0.0001")
    // With another formatter (a figure's two decimals), the same rule.
    #expect(formatMiss(1.0 / 3, miss: 0.001, { String(($0 * 100).rounded() / 100) }) == "0.33")
  }
}
