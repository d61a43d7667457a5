import Layout
import Testing

@testable import Recipe

/// The recipe vocabulary other modules spell recipes with (the Interface Builder importer):
/// numbers without an exponent, the word written for each value of a keyword table, the
/// built-in item names. Expected spellings are the cookbook's and README's, by hand.
@Suite struct VocabularyTests {
  @Test func positionalSpellingKeepsEveryDigit() {
    #expect(PositionalNumber.spelling(1e-5) == "0.00001")
    #expect(PositionalNumber.spelling(1.5e-8) == "0.000000015")
    #expect(PositionalNumber.spelling(-2.5e-7) == "-0.00000025")
    #expect(PositionalNumber.spelling(1e16) == "10000000000000000.0")
    #expect(PositionalNumber.spelling(1.25e17) == "125000000000000000.0")
    #expect(PositionalNumber.spelling(0.5) == "0.5")
    #expect(PositionalNumber.spelling(-0.0) == "0.0")
    for value in [1e-5, 1.5e-8, -2.5e-7, 1e16, 1.25e17, 0.1 + 0.2, 1 / 3e9] {
      #expect(Double(PositionalNumber.spelling(value)) == value)
    }
  }

  @Test func shortestSpellingDropsAWholeNumbersFraction() {
    #expect(PositionalNumber.shortest(20) == "20")
    #expect(PositionalNumber.shortest(-8) == "-8")
    #expect(PositionalNumber.shortest(0.5) == "0.5")
    #expect(PositionalNumber.shortest(1e-5) == "0.00001")
    // From 1e15 on a whole number keeps its positional form (Int64 would still hold it, but a
    // recipe's numbers stay below 1e12 and this is what the formatter has always written).
    #expect(PositionalNumber.shortest(1e16) == "10000000000000000.0")
  }

  @Test func eachValueHasTheWordRecipesWrite() {
    #expect(Keywords.viewKinds.word(for: .switchControl) == "switch")
    #expect(Keywords.viewKinds.value("switchControl") == .switchControl)
    #expect(Keywords.viewKinds.word(for: .imageView) == "imageView")
    #expect(Keywords.lineBreakModes.word(for: .byCharWrapping) == "charWrap")
    #expect(Keywords.lineBreakModes.word(for: .byTruncatingMiddle) == "truncateMiddle")
    #expect(Keywords.lineBreakModes.value("byTruncatingHead") == .byTruncatingHead)
    #expect(Keywords.weights.word(for: .ultraLight) == "ultraLight")
    #expect(Keywords.weights.value("SEMIBOLD") == .semibold)
    #expect(Keywords.weights.word(for: FontWeight(450)!) == nil)
    #expect(Keywords.sizeClasses.word(for: nil) == "any")
    #expect(Keywords.sizeClasses.word(for: .compact) == "compact")
  }

  @Test func builtinItemsAreNamedAsRecipesWriteThem() {
    #expect(
      BuiltinItem.allCases.map(\.name.spelling) == [
        "Superview", "Top Layout Guide", "Bottom Layout Guide", "Safe Area", "Readable Content Guide",
        "Content View",
      ])
    #expect(BuiltinItem(name: "safearea") == .safeArea)
  }
}
