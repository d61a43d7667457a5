import ConsoleLog
import Testing

/// One address printed for two different objects in one log (unseen-c c31: a page replaced every
/// address by `0x1234`): UIKit prints one object at one address, so a second class at a seen
/// address is a second view, kept apart and said where it is.
@Suite("Console log pastes that print one address for two objects")
struct AddressTwinTests {
  @Test("a label and a button at one address are two views, each with its own width")
  func twoClassesOneAddress() throws {
    // Read together they would be one view, 100 and 50 wide; apart, each has its own width.
    let first = "    \"<NSLayoutConstraint:0x7f00000000a1 UILabel:0x1234.width == 100   (active)>\","
    let second = "    \"<NSLayoutConstraint:0x7f00000000a2 UIButton:0x1234.width == 50   (active)>\""
    let result = try Paste.imported("(\n\(first)\n\(second)\n)\n")
    let log = try #require(result.logs.first)
    #expect(log.views.map(\.className) == ["UILabel", "UIButton"])
    #expect(log.views.map(\.address) == ["0x1234", "0x1234"])
    #expect(Set(log.views.map(\.name)).count == 2)
    #expect(result.warnings.count == 1, "\(result.warnings.map(\.message))")
    let warning = try #require(result.warnings.first)
    // At the second description's `<`: line 3, column 6 (four blanks and a quote before it).
    #expect(warning.location == LogLocation(line: 3, column: 6))
    #expect(warning.message.hasPrefix("0x1234 names a UIButton here and a UILabel at 2:6"))
    #expect(warning.message.contains("kept apart as two views"))
  }

  @Test("two constraints listed at one address are both kept, the second one warned where it is")
  func twoConstraintsOneAddress() throws {
    // c31's shape: a page printed `0x1234567890` for two constraints of one list; a view 100 wide
    // and 50 wide is still a conflict of the two.
    let widths = [
      "<NSLayoutConstraint:0x1234567890 UIView:0x7f00000000b1.width == 100   (active)>",
      "<NSLayoutConstraint:0x1234567890 UIView:0x7f00000000b1.width == 50   (active)>",
    ]
    let first = "    \"\(widths[0])\","
    let second = "    \"\(widths[1])\""
    let result = try Paste.imported(Paste.header + "\n(\n\(first)\n\(second)\n)\n")
    let imported = try #require(result.logs.first)
    let log = try #require(imported.log)
    #expect(log.constraints.map(\.address) == ["0x1234567890", "0x1234567890"])
    #expect(imported.check.minimalSet == [1, 2])
    #expect(result.warnings.count == 1, "\(result.warnings.map(\.message))")
    let warning = try #require(result.warnings.first)
    // The second description's `<`: line 8 (the header's five lines, `(`, the first), column 6.
    #expect(warning.location == LogLocation(line: 8, column: 6))
    #expect(warning.message.hasPrefix("the constraint address 0x1234567890 is listed here and at 7:6"))
    // The same constraint in two logs is no placeholder: each log lists it once.
    let twoLogs = try Paste.read(Paste.log([widths[0]]) + Paste.log([widths[0]]))
    #expect(twoLogs.logs.count == 2)
    #expect(twoLogs.warnings.isEmpty, "\(twoLogs.warnings.map(\.message))")
  }

  @Test("one class printed with two texts at one address stays one view, unwarned (c07's edited text)")
  func twoTextsOneAddress() throws {
    // c07's shape: a real address printed 'Chirurgien Dentiste' and 'Specialty' two lines apart.
    let paste = """
      (
          "<NSLayoutConstraint:0x7f00000000a1 UILabel:0x1234'Name'.width == 100   (active)>",
          "<NSLayoutConstraint:0x7f00000000a2 UILabel:0x1234'Email'.height == 20   (active)>"
      )

      """
    let result = try Paste.imported(paste)
    let log = try #require(result.logs.first)
    #expect(log.views.map(\.text) == ["Name"])
    #expect(result.warnings.isEmpty, "\(result.warnings.map(\.message))")
  }

  @Test("a superview printed at its child's address holds the child (c31's window and transition view)")
  func superviewTwin() throws {
    // c31's shape: `UITransitionView:0x123456.minY == 0 (names: '|':UIWindow:0x123456 )`.
    let paste = """
      (
          "<NSAutoresizingMaskLayoutConstraint:0x1234567890 h=-&- v=-&- V:|-(0)-[UITransitionView:0x123456]   (active, names: '|':UIWindow:0x123456 )>",
          "<NSLayoutConstraint:0x7f00000000a2 UITransitionView:0x123456.height == 50   (active)>"
      )

      """
    let result = try Paste.imported(paste)
    let log = try #require(result.logs.first)
    #expect(log.views.count == 2)
    let child = try #require(log.views.first { $0.className == "UITransitionView" })
    let parent = try #require(log.views.first { $0.className == "UIWindow" })
    #expect(child.parent == parent.key)
    #expect(child.key != parent.key)
    #expect(result.warnings.count == 1, "\(result.warnings.map(\.message))")
    #expect(
      result.warnings.first?.message.hasPrefix("0x123456 names a UIWindow here and a UITransitionView at 2:6")
        == true)
  }

  @Test("distinct addresses and an identifier-only name at a seen address give no warning")
  func noTwins() throws {
    let paste = """
      (
          "<NSLayoutConstraint:0x7f00000000a1 UILabel:0x1234.width == 100   (active)>",
          "<NSLayoutConstraint:0x7f00000000a2 UIButton:0x5678.width == 50   (active)>",
          "<NSLayoutConstraint:0x7f00000000a3 UILabel:0x1234.height == 20   (active)>"
      )

      """
    let result = try Paste.imported(paste)
    #expect(result.warnings.isEmpty, "\(result.warnings.map(\.message))")
    #expect(result.logs.first?.views.map(\.className) == ["UILabel", "UIButton"])
  }
}
