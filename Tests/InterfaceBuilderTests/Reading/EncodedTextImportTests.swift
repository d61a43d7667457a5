import Foundation
import InterfaceBuilder
import Layout
import Testing

/// Text Interface Builder stores in base64 (`<string key="…" base64-UTF8="YES">`) is read as the
/// text it encodes, not as its code (docs/interface-builder.md, "Text stored in base64").
/// Heights by hand from San Francisco's line height (2444/2048 em, docs/typesetting.md), rounded
/// up to 2x pixels.
@Suite struct EncodedTextImportTests {
  static let lineHeightPerPoint = 2444.0 / 2048

  /// Up to the next half point (2x pixels).
  static func pixels(_ value: Double) -> Double { (value * 2 - 1e-9).rounded(.up) / 2 }

  /// The imported text of the view with this Interface Builder id.
  static func text(_ id: String, in solved: ImportSupport.SolvedScene) -> String? {
    guard let index = solved.variant.viewOrigins.firstIndex(where: { $0.ibID == id }) else { return nil }
    let view = solved.variant.scene.views[index]
    return view.text ?? view.title
  }

  @Test("A fragment stored in base64 is a line feed: two System 14 lines, 33.5 high, not three")
  func attributedFragment() throws {
    let solved = try ImportSupport.solvedFixture("EncodedText.xib")
    #expect(Self.text("attributed", in: solved) == "first\nsecond", "\(solved.text)")
    #expect(!solved.text.contains("Cg"), "\(solved.text)")
    // 2 x 14 x 2444/2048 = 33.414: 33.5 (the code read as text made three lines: 50.5).
    #expect(solved.framesByIBID["attributed"]?.height == Self.pixels(2 * 14 * Self.lineHeightPerPoint))
    #expect(solved.framesByIBID["attributed"]?.height == 33.5)
  }

  @Test("A label's text and a button's title stored in base64 are their decoded characters")
  func plainTextAndTitle() throws {
    let solved = try ImportSupport.solvedFixture("EncodedText.xib")
    #expect(Self.text("plain", in: solved) == "\u{11}Go", "\(solved.text)")
    #expect(Self.text("button", in: solved) == "\u{10}Next", "\(solved.text)")
    #expect(!solved.text.contains("EUdv") && !solved.text.contains("EE5leHQ"), "\(solved.text)")
  }

  @Test("A configured button's title and a text field's placeholder stored as <string> children are read")
  func configurationTitleAndPlaceholder() throws {
    let solved = try ImportSupport.solvedFixture("EncodedText.xib")
    // Read only as attributes before session 38's L2: both nil.
    #expect(Self.text("configured", in: solved) == "\u{10}Stop", "\(solved.text)")
    let field = try #require(solved.variant.viewOrigins.firstIndex { $0.ibID == "field" })
    #expect(solved.variant.scene.views[field].placeholder == "\u{11}Name")
  }

  @Test("XMLNode.string: the attribute first, else a <string> child's decoded value")
  func stringProperty() {
    let child = XMLNode(name: "string", attributes: ["key": "title", "base64-UTF8": "YES"], text: "R28")
    let state = XMLNode(name: "state", children: [child])
    #expect(state.string("title") == "Go")
    let attributed = XMLNode(name: "state", attributes: ["title": "Stop"], children: [child])
    #expect(attributed.string("title") == "Stop")
    #expect(state.string("text") == nil)
  }

  @Test("stringValue: padding and white space left out, a lone 6-bit group dropped, bad code nil")
  func decoding() {
    func node(_ text: String, encoded: Bool = true) -> XMLNode {
      XMLNode(name: "string", attributes: encoded ? ["base64-UTF8": "YES"] : [:], text: text)
    }
    #expect(node("\nCg\n").stringValue == "\n")
    #expect(node("ICAKA").stringValue == "  \n")
    #expect(node("IAo=").stringValue == " \n")
    #expect(node("Cg", encoded: false).stringValue == "Cg")
    #expect(node("!!!!").stringValue == nil)
  }
}
