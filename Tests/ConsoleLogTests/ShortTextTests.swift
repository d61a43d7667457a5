import ConsoleLog
import Testing

/// The log's own words beside each recipe line (`LoggedConstraint.shortText`), shortened by hand
/// here from the rules: blank runs are one space, `(active)` and `active, ` go, and a description
/// over the limit loses its `names:` clause before it is cut.
@Suite("Console log descriptions shortened for the figure's list")
struct ShortTextTests {
  @Test("blank runs become one space and (active) goes")
  func blanksAndActive() throws {
    let c = try Paste.constraint("<NSLayoutConstraint:0x600 UILabel:0x7f.height == 44   (active)>")
    #expect(c.shortText == "<NSLayoutConstraint:0x600 UILabel:0x7f.height == 44>")
    let named = try Paste.constraint(
      "<NSLayoutConstraint:0x601 H:|-(8)-[UILabel:0x7f]   (active, names: '|':UIView:0x80 )>")
    #expect(named.shortText == "<NSLayoutConstraint:0x601 H:|-(8)-[UILabel:0x7f] (names: '|':UIView:0x80)>")
  }

  @Test("an over-long description loses its names clause first, then is cut before its >")
  func overLong() throws {
    // 92 characters before the names clause; with it, 161: over the 130-character limit.
    let body = "<NSLayoutConstraint:0x600000aaaa00 H:|-(16)-[MyModule.SomeRatherLongViewName:0x7fd94ccacfa0]"
    let names = " (names: '|':MyModule.AnotherRatherLongContainerName:0x7fd94ccb3030)>"
    let c = try Paste.constraint(body + "   (active, " + names.dropFirst(2))
    #expect((body + names).count > LoggedConstraint.shortTextLimit)
    #expect(c.shortText == body + " (names: …)>")
    // No names clause to drop: cut, keeping `shortTextLimit` characters with the `…>`.
    let long =
      "<NSLayoutConstraint:0x602 MyModule." + String(repeating: "A", count: 120) + ":0x7f.width == 44>"
    let cut = try Paste.constraint(long).shortText
    #expect(cut.count == LoggedConstraint.shortTextLimit)
    #expect(cut.hasSuffix("…>") && long.hasPrefix(String(cut.dropLast(2))))
  }
}
