import Testing

@testable import Layout

/// Auto Layout's rule for pairs of attributes (REFERENCE.md section 1), stated once in Layout and
/// worded by each reader, and the attribute's spellings. Expected values are the rule read off
/// UIKit's documentation: a location cannot equal a constant, sizes pair with sizes, locations
/// with locations of their axis, leading/trailing never with left/right.
@Suite struct AttributeTests {
  @Test func refusedPairsAndTheirReasons() {
    #expect(AttributePairingProblem(.top, nil) == .locationToConstant(.top))
    #expect(AttributePairingProblem(.centerXWithinMargins, nil) == .locationToConstant(.centerXWithinMargins))
    #expect(AttributePairingProblem(.width, .leading) == .sizeWithLocation(first: .width, second: .leading))
    #expect(
      AttributePairingProblem(.lastBaseline, .height)
        == .sizeWithLocation(first: .lastBaseline, second: .height))
    #expect(AttributePairingProblem(.top, .leading) == .differentAxes(first: .top, second: .leading))
    #expect(
      AttributePairingProblem(.centerX, .firstBaseline)
        == .differentAxes(first: .centerX, second: .firstBaseline))
    #expect(AttributePairingProblem(.leading, .left) == .mixedDirections(first: .leading, second: .left))
    #expect(
      AttributePairingProblem(.rightMargin, .trailing)
        == .mixedDirections(first: .rightMargin, second: .trailing))
  }

  @Test func acceptedPairs() {
    #expect(AttributePairingProblem(.width, nil) == nil)
    #expect(AttributePairingProblem(.height, nil) == nil)
    #expect(AttributePairingProblem(.width, .height) == nil)
    #expect(AttributePairingProblem(.leading, .trailingMargin) == nil)
    #expect(AttributePairingProblem(.left, .rightMargin) == nil)
    #expect(AttributePairingProblem(.firstBaseline, .top) == nil)
    #expect(AttributePairingProblem(.centerX, .centerXWithinMargins) == nil)
    // A horizontal centre with either direction's edges: only leading/trailing with left/right mix.
    #expect(AttributePairingProblem(.centerX, .left) == nil)
    #expect(AttributePairingProblem(.centerX, .trailing) == nil)
  }

  /// Layout's validation words the rule for a constraint issue, with the cookbook's names.
  @Test func validationWordsTheRule() {
    #expect(
      LayoutConstraint.reason(.sizeWithLocation(first: .width, second: .lastBaseline))
        == "it relates a size attribute with a location attribute (Width and Baseline)")
    #expect(
      LayoutConstraint.reason(.locationToConstant(.leadingMargin))
        == "a location attribute (LeadingMargin) cannot be set to a constant; relate it to another item's attribute"
    )
  }

  @Test func autoLayoutNamesAreExactAndBaselineIsLastBaseline() {
    #expect(Attribute(name: "leading") == .leading)
    #expect(Attribute(name: "baseline") == .lastBaseline)
    #expect(Attribute(name: "lastBaseline") == .lastBaseline)
    #expect(Attribute(name: "centerYWithinMargins") == .centerYWithinMargins)
    #expect(Attribute(name: "Leading") == nil)
    #expect(Attribute(name: "notAnAttribute") == nil)
  }

  @Test func recipeWordsIgnoreCase() {
    #expect(Attribute(word: "Leading") == .leading)
    #expect(Attribute(word: "TOPMARGIN") == .topMargin)
    #expect(Attribute(word: "Baseline") == .lastBaseline)
    #expect(Attribute(word: "LastBaseline") == .lastBaseline)
    #expect(Attribute(word: "Middle") == nil)
    #expect(Attribute.word(forName: "leadingMargin") == "LeadingMargin")
    #expect(Attribute.word(forName: "baseline") == "Baseline")
    // Every word offered as a choice reads back.
    for word in Attribute.words { #expect(Attribute(word: word) != nil, "\(word)") }
    #expect(Attribute.words.count == Attribute.allCases.count + 1)
  }
}
