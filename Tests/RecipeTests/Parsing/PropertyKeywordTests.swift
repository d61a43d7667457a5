import Layout
import Testing

@testable import Recipe

/// The words that start a view's attributes, spelled once (`PropertyKeyword`): read by the
/// parser, written by the formatter, asked by the checker and offered in messages.
@Suite struct PropertyKeywordTests {
  /// Each attribute keyword is read, case-insensitively and by its aliases, as the property the
  /// formatter writes it back as.
  @Test func propertyKeywordsReadBackAsWritten() {
    for keyword in PropertyKeyword.allCases {
      #expect(PropertyKeyword(word: keyword.rawValue.uppercased()) == keyword)
    }
    #expect(PropertyKeyword(word: "compression") == .resistance)
    #expect(PropertyKeyword(word: "textColor") == .color)
    #expect(PropertyKeyword(word: "in") == nil)
    #expect(PropertyKeyword.startsAttribute("in"))
    #expect(PropertyKeyword.startsAttribute("lineBreak"))
    #expect(
      ViewProperty.textColor(Spelled("red", spelling: "red", at: SourceRange(line: 1, column: 1, length: 0)))
        .keyword == "color")
    #expect(PropertyKeyword.choices(for: .label).contains("lines"))
    #expect(!PropertyKeyword.choices(for: .label).contains("axis"))
    #expect(PropertyKeyword.choices(for: nil).count == PropertyKeyword.allCases.count + 1)
  }
}

/// A bad attribute is reported and skipped up to the next attribute keyword, matched as the
/// parser matches keywords (case-insensitively): before, a keyword written with a capital inside
/// (`lineBreak`) was skipped as if it were the bad attribute's value.
@Suite struct AttributeRecoveryTests {
  @Test func recoveryStopsAtAMixedCaseKeyword() throws {
    let result = RecipeParser.parse(#"label "A" lines x lineBreak clip text "Hi""#, fileName: "t")
    #expect(result.diagnostics.count == 1, "\(result.diagnostics.map(\.summary))")
    guard case .view(let view) = try #require(result.recipe.lines.first).statement else {
      Issue.record("not a view line")
      return
    }
    #expect(view.properties.map(\.value.keyword) == ["lineBreak", "text"])
  }
}
