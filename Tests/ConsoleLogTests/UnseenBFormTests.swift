import ConsoleLog
import Testing

/// Forms of /work/logs-unseen-b (docs/console-logs.md, "Measured on logs not tuned on"), each
/// written here by hand in the observed shape, with what UIKit printed worked out by hand.
@Suite("Console log pastes of logs-unseen-b: lists without brackets, recover lines, SnapKit paths")
struct UnseenBFormTests {
  /// iOS 7's one-line advice, as pages that dropped the list's brackets show it (b24, b26).
  static let header =
    "2014-05-02 10:11:12.345 Demo[100:60b] Unable to simultaneously satisfy constraints.\n"
    + "    Probably at least one of the constraints in the following list is one you don't want. Try this: "
    + "(1) look at each constraint and try to figure out which you don't expect; (2) find the code that "
    + "added the unwanted constraint or constraints and fix it. (Note: If you're seeing "
    + "NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the "
    + "UIView property translatesAutoresizingMaskIntoConstraints) \n"

  /// A view 100 high, 10 below the top of a cell's content view and 10 above its bottom: the
  /// content view is 10 + 100 + 10 = 120 high, and UIKit says 44.
  static let cell = [
    "<NSLayoutConstraint:0x7f00000000a1 V:[UIView:0x7f00000000b1(100)]>",
    "<NSLayoutConstraint:0x7f00000000a2 V:|-(10)-[UIView:0x7f00000000b1]   (Names: '|':UITableViewCellContentView:0x7f00000000c1 )>",
    "<NSLayoutConstraint:0x7f00000000a3 V:[UIView:0x7f00000000b1]-(10)-|   (Names: '|':UITableViewCellContentView:0x7f00000000c1 )>",
    "<NSLayoutConstraint:0x7f00000000a4 'UIView-Encapsulated-Layout-Height' V:[UITableViewCellContentView:0x7f00000000c1(44)]>",
  ]

  static func items(_ descriptions: [String]) -> String {
    descriptions.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n"
  }

  @Test("a list printed without ( and ) is one log, read to the recover line and checked")
  func unbracketedList() throws {
    // b24's shape: no `(` after the advice, no `)` before the recover line, and a blank line
    // between "Will attempt to recover by breaking constraint" and the constraint.
    let paste =
      Self.header + Self.items(Self.cell) + "Will attempt to recover by breaking constraint \n\n"
      + Self.cell[0] + "\n"
    let result = try Paste.imported(paste)
    #expect(result.warnings.isEmpty, "\(result.warnings.map(\.message))")
    #expect(result.logs.count == 1)
    let log = try #require(result.logs.first)
    let parsed = try #require(log.log)
    #expect(parsed.kind == .unsatisfiable)
    #expect(parsed.constraints.count == 4)
    #expect(parsed.listClosed)
    #expect(parsed.listUnbracketed)
    #expect(parsed.broken?.address == "0x7f00000000a1")
    // 10 + 100 + 10 = 120 against 44: all four are needed for the conflict.
    #expect(log.check.verdict == .unsatisfiable)
    #expect(log.check.minimalSet == [1, 2, 3, 4])
    #expect(log.check.uikitBroken == 1)
  }

  @Test("a list without ( cut by the paste is one log, said to be cut, not checked")
  func unbracketedListCut() throws {
    // b26's shape: the page cut the list after two of its descriptions.
    let result = try Paste.imported(Self.header + Self.items(Array(Self.cell.prefix(2))))
    #expect(result.logs.count == 1)
    let log = try #require(result.logs.first)
    #expect(log.log?.constraints.count == 2)
    #expect(log.log?.listClosed == false)
    #expect(log.check.verdict == .notChecked)
    let warnings = result.warnings.map(\.message)
    #expect(warnings.count == 1, "\(warnings)")
    #expect(warnings.first?.contains("the constraint list is cut after 2 constraint(s)") == true)
    #expect(!warnings.contains { $0.contains("starts inside a constraint list") })
    #expect(!warnings.contains { $0.contains("header with no constraint list") })
  }

  @Test("a list in brackets reads as before: one log, not marked unbracketed, checked")
  func bracketedListUnchanged() throws {
    let result = try Paste.imported(Paste.log(Array(Self.cell), broken: 1))
    #expect(result.warnings.isEmpty, "\(result.warnings.map(\.message))")
    #expect(result.logs.first?.log?.listUnbracketed == false)
    #expect(result.logs.first?.check.minimalSet == [1, 2, 3, 4])
  }

  @Test("a recover line whose constraint cannot be read is not called cut")
  func unreadableRecoverConstraint() throws {
    // b37's shape (iOS 8 beta) with an attribute no description reads (b37's own `contentHeight{id:
    // 12}` is read since session 30: UnseenCFormTests.contentSizeDrawn).
    let unreadable =
      "<_UIScrollViewAutomaticContentSizeConstraint:0x7f00000000d1 UITableView:0x7f00000000e1"
      + ".contentDepth{id: 12} == -10.500000>"
    let paste =
      "Unable to simultaneously satisfy constraints.\n(\n    \"\(unreadable)\"\n)\n"
      + "Will attempt to recover by breaking constraint \n\(unreadable)\n"
    let document = try Paste.read(paste)
    let warnings = document.warnings.map(\.message)
    #expect(
      warnings.filter { $0.contains("cannot read this constraint description") }.count == 2, "\(warnings)")
    #expect(!warnings.contains { $0.contains("not followed by the broken constraint") }, "\(warnings)")
    #expect(document.logs.first?.recoverLineCut == false)
    // All its descriptions are unreadable, not absent: the list is not called empty.
    #expect(!warnings.contains { $0.contains("the constraint list is empty") }, "\(warnings)")
    do {
      _ = try Paste.imported(paste)
      Issue.record("a log of one unreadable description is imported")
    } catch let error as LogImportError {
      #expect(
        error.message.hasPrefix(
          "no Auto Layout log to draw: the log is there, but none of its constraint descriptions can be read"),
        "\(error.message)")
      // At the first unreadable description (line 3), not at the header.
      #expect(error.location.line == 3)
    }
  }

  @Test("UIKit's ambiguity message alone is refused, asking for the trace lines it announces")
  func ambiguityMessageAlone() throws {
    // b29's shape: the reporter quoted the message and nothing after it.
    let paste =
      "\"[LayoutConstraints] View has an ambiguous layout. See 'Auto Layout Guide: Ambiguous Layouts' for help "
      + "debugging. Displaying synopsis from invoking -[UIView _autolayoutTrace] to provide additional detail.\"\n"
    do {
      _ = try Paste.imported(paste)
      Issue.record("an ambiguity message without its trace is imported")
    } catch let error as LogImportError {
      #expect(
        error.message.hasPrefix(
          "no Auto Layout log to draw: the ambiguity message is there, but not the _autolayoutTrace lines"),
        "\(error.message)")
      #expect(
        error.message.contains("hint: paste the lines UIKit prints after \"View has an ambiguous layout\""))
      #expect(error.location == LogLocation(line: 1, column: 1))
    }
  }

  @Test("a SnapKit location whose file path holds blanks ends at #LINE, not at the first blank")
  func snapKitPathWithBlanks() throws {
    // b35's shape: `@/Users/…/TestApp Demo/…/ServiceSelectionController.swift#98 UIView:0x….top`.
    let snap = try Paste.constraint(
      "<SnapKit.LayoutConstraint:0x7f0000000011@/Users/me/My App/Sources/Header View.swift#42 "
        + "UIView:0x7f00000000f1.height == 60.0>")
    #expect(snap.sourceLocation == "/Users/me/My App/Sources/Header View.swift#42")
    let equation = try #require(snap.equation)
    #expect(equation.first.item.className == "UIView")
    #expect(equation.first.item.address == "0x7f00000000f1")
    #expect(equation.constant == 60)
    // Without a `#LINE`, the location ends at the first blank, as before.
    let bare = try Paste.constraint(
      "<SnapKit.LayoutConstraint:0x7f0000000012@Header.swift UIView:0x7f00000000f2.width == 8.0>")
    #expect(bare.sourceLocation == "Header.swift")
    #expect(bare.equation?.first.item.address == "0x7f00000000f2")
  }

  @Test("a paste that ends just after a second log's header says the paste ends there")
  func pasteEndsAfterHeader() throws {
    // b31's shape (and unseen u11, u16, u36, u40): a whole log, then the next log's header and
    // the first advice line, where the page stops.
    let first = Paste.log(Array(Self.cell), broken: 1)
    let next =
      "2024-06-08 12:35:26.545206+0800 Demo[1:2] [LayoutConstraints] Unable to simultaneously satisfy "
      + "constraints.\n\tProbably at least one of the constraints in the following list is one you don't want. \n"
    let result = try Paste.imported(first + next)
    #expect(result.logs.count == 1)
    let warnings = result.warnings
    #expect(warnings.count == 1, "\(warnings.map(\.message))")
    #expect(
      warnings.first?.message
        == "the paste ends after this log's header, before its constraint list: nothing of this log is drawn")
    // At the header's phrase on the line after the first log's last line.
    let headerLine = first.split(separator: "\n", omittingEmptySubsequences: false).count
    #expect(warnings.first?.location.line == headerLine)
    // A header followed by another log's header: that one is not cut by the paste's end.
    let twice = Paste.header + "\n" + first
    let other = try Paste.imported(twice).warnings.map(\.message)
    #expect(other == ["a log header with no constraint list after it"], "\(other)")
  }
}
