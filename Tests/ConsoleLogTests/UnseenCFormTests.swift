import ConsoleLog
import Testing

/// Forms of /work/logs-unseen-c (docs/console-logs.md, "Measured on logs not tuned on"), each
/// written here by hand in the observed shape, with what UIKit printed worked out by hand.
@Suite("Console log pastes of logs-unseen-c: page damage, item-less constants, one-line logs")
struct UnseenCFormTests {
  /// A button 100 wide, 20 from each side of a view that autoresizing makes 100 wide:
  /// 20 + 100 + 20 = 140 against 100.
  static let button = [
    "<NSLayoutConstraint:0x7f00000000a1 H:|-(20)-[UIButton:0x7f00000000b1]   (Names: '|':UIView:0x7f00000000c1 )>",
    "<NSLayoutConstraint:0x7f00000000a2 H:[UIButton:0x7f00000000b1(100)]>",
    "<NSLayoutConstraint:0x7f00000000a3 H:[UIButton:0x7f00000000b1]-(20)-|   (Names: '|':UIView:0x7f00000000c1 )>",
    "<NSAutoresizingMaskLayoutConstraint:0x7f00000000a4 h=--& v=--& H:[UIView:0x7f00000000c1(100)]>",
  ]

  static let advice =
    "Probably at least one of the constraints in the following list is one you don't want. Try this: "
    + "(1) look at each constraint and try to figure out which you don't expect; (2) find the code that added "
    + "the unwanted constraint or constraints and fix it. (Note: If you're seeing "
    + "NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the "
    + "UIView property translatesAutoresizingMaskIntoConstraints)"

  @Test("a blank after a description's < (a page's rendering) is read past")
  func blankAfterAngle() throws {
    // c10's shape (aplus.rs): every item printed `"< NSLayoutConstraint:0x…`.
    let paste =
      "(\n    \"< NSLayoutConstraint:0x7f00000000a1 UIView:0x7f00000000b1.width == 100   (active)>\",\n"
      + "    \"< NSAutoresizingMaskLayoutConstraint:0x7f00000000a2 h=--& v=--& UIView:0x7f00000000b1.width == 50"
      + "   (active)>\"\n)\n"
    let result = try Paste.imported(paste)
    #expect(result.warnings.isEmpty, "\(result.warnings.map(\.message))")
    let parsed = try #require(result.logs.first?.log)
    #expect(parsed.constraints.map(\.address) == ["0x7f00000000a1", "0x7f00000000a2"])
    #expect(
      parsed.constraints.map(\.className) == ["NSLayoutConstraint", "NSAutoresizingMaskLayoutConstraint"])
    #expect(parsed.constraints[1].mask == "h=--& v=--&")
    // One width, 100 and 50.
    #expect(result.logs.first?.check.verdict == .unsatisfiable)
    #expect(result.logs.first?.check.minimalSet == [1, 2])
  }

  @Test("an item-less constant printed with a unary plus (`== + 45`) is +45")
  func unaryPlusConstant() throws {
    // c18's shape: iOS 9 autoresizing `UIButton:0x….midX == + 45`.
    let c = try Paste.constraint(
      "<NSAutoresizingMaskLayoutConstraint:0x7f00000000a1 h=--& v=--& UIButton:0x7f00000000b1.midX == + 45>")
    let e = try #require(c.equation)
    #expect(e.second == nil)
    #expect(e.relation == .equal)
    #expect(e.constant == 45)
    #expect(e.first.item.address == "0x7f00000000b1")
    // The minus form is unchanged: `UIView:0x….width == - 16` (shared log 18).
    let minus = try Paste.constraint(
      "<NSLayoutConstraint:0x7f00000000a2 UIView:0x7f00000000b2.width == - 16>")
    #expect(minus.equation?.constant == -16)
  }

  @Test("a relation with nothing after it (`midY ==`) is a zero constant, said where it is")
  func bareRelationIsZero() throws {
    // c16's shape: iOS 7 autoresizing `h=--& v=--& UIButton:0x8c67320.midY ==>`.
    let line =
      "    \"<NSAutoresizingMaskLayoutConstraint:0x7f00000000a1 h=--& v=--& UIButton:0x7f00000000b1.midY ==>\""
    let document = try Paste.read("(\n\(line)\n)\n")
    let c = try #require(document.logs.first?.constraints.first)
    let e = try #require(c.equation)
    #expect(e.second == nil)
    #expect(e.relation == .equal)
    #expect(e.constant == 0)
    #expect(e.first.item.address == "0x7f00000000b1")
    #expect(document.warnings.count == 1, "\(document.warnings.map(\.message))")
    let warning = try #require(document.warnings.first)
    #expect(warning.message.hasPrefix("nothing after \"==\": read as a constant of 0"))
    // At the `==`: line 2, the column of its first "=".
    let relation = try #require(line.firstRange(of: " =="))
    let column = line.distance(from: line.startIndex, to: relation.lowerBound) + 2
    #expect(warning.location == LogLocation(line: 2, column: column))
  }

  @Test("typographic quotes (“<…>”, ‘|’) around descriptions are read as \" and ', said once")
  func typographicQuotes() throws {
    // c36's shape (a blog's "smart quotes"): an image view 100 high, 5 from the top and bottom of a
    // cell's content view that UIKit makes 44 high: 5 + 100 + 5 = 110 against 44.
    let items = [
      "“<NSLayoutConstraint:0x7f00000000a1 V:|-(5)-[UIImageView:0x7f00000000b1] (active, names: ‘|’:UITableViewCellContentView:0x7f00000000c1 )>”",
      "“<NSLayoutConstraint:0x7f00000000a2 V:[UIImageView:0x7f00000000b1]-(5)-| (active, names: ‘|’:UITableViewCellContentView:0x7f00000000c1 )>”",
      "“<NSLayoutConstraint:0x7f00000000a3 UIImageView:0x7f00000000b1.height == 100 (active)>”",
      "“<NSLayoutConstraint:0x7f00000000a4 ‘UIView-Encapsulated-Layout-Height’ UITableViewCellContentView:0x7f00000000c1.height == 44 (active)>”",
    ]
    let paste =
      "Unable to simultaneously satisfy constraints.\n(\n" + items.joined(separator: ",\n") + "\n)\n\n"
      + "Will attempt to recover by breaking constraint\n"
      + "<NSLayoutConstraint:0x7f00000000a3 UIImageView:0x7f00000000b1.height == 100 (active)>\n"
    let result = try Paste.imported(paste)
    let messages = result.warnings.map(\.message)
    #expect(messages.count == 1, "\(messages)")
    #expect(messages.first?.hasPrefix("the page turned the log's quotes into typographic ones") == true)
    #expect(result.warnings.first?.location == LogLocation(line: 3, column: 1))
    let parsed = try #require(result.logs.first?.log)
    #expect(parsed.constraints.count == 4)
    #expect(parsed.constraints[3].identifier == "UIView-Encapsulated-Layout-Height")
    #expect(parsed.constraints[0].names.first?.key == "|")
    #expect(parsed.constraints[0].names.first?.item.address == "0x7f00000000c1")
    #expect(result.logs.first?.check.verdict == .unsatisfiable)
    #expect(result.logs.first?.check.minimalSet == [1, 2, 3, 4])
    #expect(result.logs.first?.check.uikitBroken == 3)
  }

  @Test("a ’ in a view's text on a line without typographic quotes stays ’")
  func apostropheInTextKept() throws {
    // Shared log 21 prints `’` raw in the recover line: text, not page damage.
    let c = try Paste.constraint(
      "<NSLayoutConstraint:0x7f00000000a1 UILabel:0x7f00000000b1'Don’t'.width == 10>")
    #expect(c.equation?.first.item.text == "Don’t")
  }

  @Test("a whole log on one line (header, advice, list, recover line) is one log, each part located")
  func oneLineLog() throws {
    // c30's shape (a machine-translated page that collapsed the log onto one line).
    let list = Self.button.map { "\"\($0)\"" }.joined(separator: ", ")
    let paste =
      "Unable to simultaneously satisfy constraints. \(Self.advice) ( \(list) ) Will attempt to recover by "
      + "breaking constraint \(Self.button[2])\n"
    let result = try Paste.imported(paste)
    #expect(result.warnings.isEmpty, "\(result.warnings.map(\.message))")
    #expect(result.logs.count == 1)
    let parsed = try #require(result.logs.first?.log)
    #expect(parsed.kind == .unsatisfiable)
    #expect(parsed.listClosed)
    #expect(
      parsed.constraints.map(\.address) == [
        "0x7f00000000a1", "0x7f00000000a2", "0x7f00000000a3", "0x7f00000000a4",
      ])
    #expect(parsed.broken?.address == "0x7f00000000a3")
    // The second description's `<`, on line 1.
    let second = try #require(paste.firstRange(of: "<NSLayoutConstraint:0x7f00000000a2"))
    let column = paste.distance(from: paste.startIndex, to: second.lowerBound) + 1
    #expect(parsed.constraints[1].location == LogLocation(line: 1, column: column))
    // 20 + 100 + 20 = 140 against 100: all four.
    #expect(result.logs.first?.check.verdict == .unsatisfiable)
    #expect(result.logs.first?.check.minimalSet == [1, 2, 3, 4])
    #expect(result.logs.first?.check.uikitBroken == 3)
  }

  @Test("AppKit's `constraints: (` and a last item's `\" )` open and close the list on their lines")
  func parenthesesOnItemLines() throws {
    // c29's shape (macOS 10.10): a view's top 0 below its superview's, and its autoresizing mask
    // (`v=&--`) puts it at -2.
    let paste =
      "2015-07-04 16:04:45.019 Calc[5797:3526462] Unable to simultaneously satisfy constraints: (\n"
      + "    \"<NSLayoutConstraint:0x6000000000a1 V:|-(0)-[NSView:0x6000000000b1]   (Names: '|':NSView:0x6000000000c1 )>\",\n"
      + "    \"<NSAutoresizingMaskLayoutConstraint:0x6000000000a2 h=--& v=&-- V:|-(-2)-[NSView:0x6000000000b1]   "
      + "(Names: '|':NSView:0x6000000000c1 )>\" )\n"
      + "Will attempt to recover by breaking constraint  "
      + "<NSLayoutConstraint:0x6000000000a1 V:|-(0)-[NSView:0x6000000000b1]   (Names: '|':NSView:0x6000000000c1 )>\n"
    let result = try Paste.imported(paste)
    #expect(result.warnings.isEmpty, "\(result.warnings.map(\.message))")
    let parsed = try #require(result.logs.first?.log)
    #expect(parsed.platform == .macOS)
    #expect(parsed.hasList && parsed.listClosed && !parsed.listUnbracketed)
    #expect(parsed.constraints.count == 2)
    #expect(parsed.constraints[1].mask == "h=--& v=&--")
    #expect(parsed.broken?.address == "0x6000000000a1")
    #expect(result.logs.first?.check.minimalSet == [1, 2])
  }

  @Test("a description a page wrapped over three lines is read as one, said where it starts")
  func wrappedDescription() throws {
    // c25's shape (useyourloaf.com): a stack view hides a label that must be 128 high.
    let paste =
      "Unable to simultaneously satisfy constraints.\n\n"
      + "\"<NSLayoutConstraint:0x7f00000000a1 'LabelHeight'\nUILabel:0x7f00000000b1'Orange'.height == 128\n(active)>\",\n"
      + "\"<NSLayoutConstraint:0x7f00000000a2 'UISV-hiding'\nUILabel:0x7f00000000b1'Orange'.height == 0\n(active)>\"\n"
      + "\nWill attempt to recover by breaking constraint \n"
      + "<NSLayoutConstraint:0x7f00000000a1 'LabelHeight' UILabel:0x7f00000000b1'Orange'.height == 128   (active)>\n"
    let result = try Paste.imported(paste)
    let wrapped = result.warnings.filter { $0.message.contains("wrapped over 3 lines") }
    #expect(wrapped.map(\.location) == [LogLocation(line: 3, column: 1), LogLocation(line: 6, column: 1)])
    #expect(result.warnings.count == 2, "\(result.warnings.map(\.message))")
    let parsed = try #require(result.logs.first?.log)
    #expect(parsed.constraints.map(\.identifier) == ["LabelHeight", "UISV-hiding"])
    #expect(parsed.constraints.map { $0.equation?.constant } == [128, 0])
    // The second line's part is located on its own line: `UILabel` at line 4, column 1.
    #expect(parsed.constraints[0].equation?.first.item.text == "Orange")
    #expect(parsed.broken?.address == "0x7f00000000a1")
    #expect(result.logs.first?.check.minimalSet == [1, 2])
    #expect(result.logs.first?.check.uikitBroken == 1)
  }

  @Test("a list whose items a page emptied (\"\") is refused at the first, saying the page removed them")
  func emptyItemsRefused() throws {
    // c12's shape: the page took every `<…>` for an HTML tag.
    let paste =
      "Unable to simultaneously satisfy constraints.\n\(Self.advice)\n(\n\"\",\n\"\"\n)\n"
      + "Will attempt to recover by breaking constraint\nBreak on objc_exception_throw to catch this in the debugger.\n"
    let document = try Paste.read(paste)
    #expect(document.warnings.filter { $0.message.hasPrefix("an empty list item") }.count == 2)
    #expect(!document.warnings.contains { $0.message.contains("the constraint list is empty") })
    do {
      _ = try Paste.imported(paste)
      Issue.record("a list of empty items is imported")
    } catch let error as LogImportError {
      #expect(
        error.message.hasPrefix("no Auto Layout log to draw: the constraint list's items are empty"),
        "\(error.message)")
      #expect(error.message.contains("hint: copy the log from Xcode's console"))
      #expect(error.location == LogLocation(line: 4, column: 1))
    }
  }

  @Test("a list elided in place (`(...........)`) is refused at the elision, not called missing")
  func elidedListRefused() throws {
    // c15's shape (a blog that cut the list and printed its code block's line numbers first).
    let paste =
      "1 2 3 4 5\nUnable to simultaneously satisfy constraints. \(Self.advice)\n(...........)\n"
      + "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n"
    let document = try Paste.read(paste)
    #expect(!document.warnings.contains { $0.message.contains("ends after this log's header") })
    do {
      _ = try Paste.imported(paste)
      Issue.record("an elided list is imported")
    } catch let error as LogImportError {
      #expect(
        error.message.hasPrefix("no Auto Layout log to draw: the constraint list is elided in the paste"),
        "\(error.message)")
      #expect(error.location == LogLocation(line: 3, column: 1))
    }
  }

  @Test("a trace row `•UIView:0x…, MISSING HOST CONSTRAINTS` is a row of the trace")
  func missingHostConstraintsRow() throws {
    // c37's shape (iOS 13+ `_autolayoutTrace`, depth marks `| `).
    let paste =
      "UIWindow:0x7f0000000001\n| •UIView:0x7f0000000002, MISSING HOST CONSTRAINTS\n"
      + "| | *UIButton:0x7f0000000003'Go'- AMBIGUOUS LAYOUT for UIButton:0x7f0000000003'Go'.minX{id: 1}\n"
    let document = try Paste.read(paste)
    #expect(document.warnings.isEmpty, "\(document.warnings.map(\.message))")
    let nodes = try #require(document.traces.first?.nodes)
    #expect(nodes.map(\.item.address) == ["0x7f0000000001", "0x7f0000000002", "0x7f0000000003"])
    #expect(nodes.map(\.depth) == [0, 1, 2])
    #expect(nodes[1].marker == .engineHost)
    #expect(nodes[2].ambiguous && nodes[2].variables == ["minX"])
  }

  @Test("iOS 6's advice wrapped over lines, the Note's end on a line of its own, is advice")
  func wrappedNoteIsAdvice() throws {
    // c11's shape (a Q&A mirror): `…refer` / `to the documentation for the UIView property…`.
    let paste =
      "Unable to simultaneously satisfy constraints.\n"
      + "Probably at least one of the constraints in the following list is one you don't want.\n"
      + "Try this: (1) look at each constraint and try to figure out which you don't expect;\n"
      + "(2) find the code that added the unwanted constraint or constraints and fix it.\n"
      + "(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer\n"
      + "to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)\n"
      + Self.button.map { "\"\($0)\"" }.joined(separator: ",\n") + "\n"
      + "Will attempt to recover by breaking constraint\n\(Self.button[0])\n"
    let result = try Paste.imported(paste)
    #expect(result.warnings.isEmpty, "\(result.warnings.map(\.message))")
    #expect(result.logs.first?.log?.constraints.count == 4)
    #expect(result.logs.first?.check.minimalSet == [1, 2, 3, 4])
  }

  @Test("a scroll view's content size (iOS 8's contentHeight{id: …}) is its content layout guide's height")
  func contentSizeDrawn() throws {
    // unseen-b b37's shape (iOS 8): the only constraint is a table view's automatic content size,
    // -10.5: a content height below 0, which the engine keeps non-negative, so UIKit broke it.
    let size =
      "<_UIScrollViewAutomaticContentSizeConstraint:0x7f00000000d1 UITableView:0x7f00000000e1"
      + ".contentHeight{id: 12} == -10.500000>"
    let paste =
      "Unable to simultaneously satisfy constraints.\n(\n    \"\(size)\"\n)\n"
      + "Will attempt to recover by breaking constraint \n\(size)\n"
    let result = try Paste.imported(paste)
    #expect(result.warnings.isEmpty, "\(result.warnings.map(\.message))")
    let log = try #require(result.logs.first)
    let e = try #require(log.log?.constraints.first?.equation)
    #expect(e.first.item.contentGuide)
    #expect(e.first.item.address == "0x7f00000000e1")
    #expect(e.first.attribute == .height)
    #expect(e.constant == -10.5)
    // The table view, and in it its content guide, drawn as a spacer marked contentLayoutGuide.
    #expect(log.views.map(\.name) == ["UITableView", "UITableView Content"])
    #expect(log.views.map(\.kind) == ["view", "spacer"])
    #expect(log.views[1].parent == "0x7f00000000e1")
    #expect(log.text.contains(#"spacer "UITableView Content" in "UITableView" contentLayoutGuide"#))
    #expect(log.text.contains(#"1. "UITableView Content".Height = -10.5 id "0x7f00000000d1""#))
    #expect(log.check.verdict == .unsatisfiableWithNonNegativeSizes)
    #expect(log.check.minimalSet == [1])
    #expect(log.check.uikitBroken == 1)
  }
}
