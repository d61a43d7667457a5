import Testing

@testable import Render

/// Both line-break policies of the one XML escaper, on text holding every character it treats
/// specially; expectations written from the XML 1.0 rules (entities for markup, no C0 controls
/// except tab/LF/CR, no U+FFFE/U+FFFF; a literal LF inside an attribute value reads as a space).
struct XMLTextTests {
  static let hostile = "a&b<c>d\"e\nf\tg\rh\u{1}i\u{FFFE}j\u{FFFF}k é"

  @Test func svgTextKeepsLineFeedsAndTabsAndDropsWhatXMLCannotHold() {
    #expect(
      XMLText.escaped(Self.hostile, lineBreaks: .kept)
        == "a&amp;b&lt;c&gt;d&quot;e\nf\tghijk é")
  }

  @Test func reportsWriteLineFeedsAsReferencesAndTabsAsSpaces() {
    #expect(
      XMLText.escaped(Self.hostile, lineBreaks: .characterReferences)
        == "a&amp;b&lt;c&gt;d&quot;e&#10;f g hijk é")
  }

  @Test func plainTextIsUnchanged() {
    #expect(XMLText.escaped("Name Label", lineBreaks: .kept) == "Name Label")
  }
}
