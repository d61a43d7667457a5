import ConsoleLog
import Testing

/// Forms seen in real logs that the shared set did not hold (docs/console-logs.md, "Measured on
/// logs not tuned on"): each paste here is written by hand in the observed form, with what UIKit
/// printed worked out by hand.
@Suite("Console log pastes: header cut, wrapped recover line, quoting, lldb commands, large scenes")
struct PasteEdgeTests {
  /// Two required widths of one view: 10 and 20 cannot hold together.
  static let widths = [
    "<NSLayoutConstraint:0x600000aa0010 UIView:0x7f00000000a1.width == 10   (active)>",
    "<NSLayoutConstraint:0x600000aa0020 UIView:0x7f00000000a1.width == 20   (active)>",
  ]

  static func list(_ descriptions: [String]) -> String {
    "(\n" + descriptions.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n"
  }

  /// A clip view and its document view held by their autoresizing masks (0 + height + 17 = 0),
  /// UIKit breaking the second, whose recover description ends after its mask, on line 9: the
  /// rest of it is on the next line or not pasted.
  static let maskConflictRecoverLineCutAfterMask =
    "Unable to simultaneously satisfy constraints:\n"
    + list([
      "<NSAutoresizingMaskLayoutConstraint:0x600000bb0010 h=-&- v=-&- V:|-(0)-[NSView:0x7f00000000b2]   (Names: '|':NSClipView:0x7f00000000b1 )>",
      "<NSAutoresizingMaskLayoutConstraint:0x600000bb0020 h=-&- v=-&- V:[NSView:0x7f00000000b2]-(17)-|   (Names: '|':NSClipView:0x7f00000000b1 )>",
      "<NSAutoresizingMaskLayoutConstraint:0x600000bb0030 h=--& v=--& V:[NSClipView:0x7f00000000b1(0)]>",
    ])
    + "\nWill attempt to recover by breaking constraint \n"
    + "<NSAutoresizingMaskLayoutConstraint:0x600000bb0020 h=-&- v=-&- \n"

  @Test("a paste that starts at UIKit's advice text is a conflict log, checked, with one warning")
  func adviceWithoutHeader() throws {
    // The header line is missing: the paste starts at the second advice line.
    let paste =
      "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n"
      + Self.list(Self.widths) + "\nWill attempt to recover by breaking constraint \n" + Self.widths[1] + "\n"
    let result = try Paste.imported(paste)
    let log = try #require(result.logs.first)
    #expect(result.logs.count == 1)
    #expect(log.log?.kind == .unsatisfiable)
    #expect(log.check.verdict == .unsatisfiable)
    #expect(log.check.minimalSet == [1, 2])
    #expect(log.check.uikitBroken == 2)
    #expect(!log.check.explanation.contains { $0.contains("no header") }, "\(log.check.explanation)")
    let warnings = result.warnings.map(\.message)
    #expect(warnings.count == 1, "\(warnings)")
    #expect(warnings.first?.contains("starts after the log's header") == true)
    #expect(result.warnings.first?.location == LogLocation(line: 1, column: 3))
  }

  @Test("advice lines under their own header start no second log")
  func adviceUnderHeader() throws {
    let result = try Paste.imported(Paste.log(Self.widths, broken: 2))
    #expect(result.logs.count == 1)
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    #expect(result.logs.first?.check.uikitBroken == 2)
  }

  @Test("a paste that starts at the advice after another log's trailer is a second log")
  func adviceAfterTrailer() throws {
    let first =
      Paste.log(Self.widths, broken: 1)
      + "\nMake a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n"
    let second =
      "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the "
      + "documentation for the UIView property translatesAutoresizingMaskIntoConstraints) \n"
      + Self.list(Self.widths)
    let document = try Paste.read(first + second)
    #expect(document.logs.count == 2)
    #expect(document.logs.map(\.kind) == [.unsatisfiable, .unsatisfiable])
    #expect(document.logs[1].constraints.count == 2)
    #expect(document.logs[1].location == LogLocation(line: 15, column: 2))
  }

  @Test("a recover description wrapped after its mask is read whole, from both lines")
  func wrappedRecoverLine() throws {
    // The recover description wraps after the mask: its second half is on the next line.
    let paste =
      Self.maskConflictRecoverLineCutAfterMask
      + "V:[NSView:0x7f00000000b2]-(17)-|   (Names: '|':NSClipView:0x7f00000000b1 )>\n"
    let result = try Paste.imported(paste)
    let log = try #require(result.logs.first)
    #expect(log.log?.broken?.address == "0x600000bb0020")
    #expect(log.check.uikitBroken == 2)
    // 0 + height + 17 = 0 needs a height of -17: a conflict once sizes cannot go negative.
    #expect(log.check.verdict == .unsatisfiableWithNonNegativeSizes)
    // One description over lines 9 and 10 (unseen log u09's shape; unseen-c c25's rule): said once,
    // where it starts; its second half is not prose.
    #expect(result.warnings.map(\.location) == [LogLocation(line: 9, column: 1)], "\(result.warnings)")
    #expect(result.warnings.first?.message.contains("wrapped over 2 lines") == true)
    #expect(log.log?.broken?.equation?.constant == 17)
  }

  @Test("a recover description cut after its address is the list entry with that address")
  func cutRecoverLineKnownAddress() throws {
    // The paste stops after the mask (u09's excerpt): the rest of the description is not there.
    let paste = Self.maskConflictRecoverLineCutAfterMask
    let result = try Paste.imported(paste)
    let log = try #require(result.logs.first)
    #expect(log.log?.broken?.address == "0x600000bb0020")
    #expect(log.check.uikitBroken == 2)
    let cut = result.warnings.filter { $0.message.contains("cut after its address") }
    #expect(cut.map(\.location) == [LogLocation(line: 9, column: 1)], "\(result.warnings)")
    #expect(cut.first?.message.contains("constraint 2 of the list") == true)
  }

  @Test("a cut recover description whose address no entry has is skipped, as before")
  func cutRecoverLineUnknownAddress() throws {
    let paste =
      Paste.header + "\n" + Self.list(Self.widths) + "\nWill attempt to recover by breaking constraint \n"
      + "<NSLayoutConstraint:0x600000aa0099 UIView:0x7f00000000a1.width == 3"
    let document = try Paste.read(paste)
    #expect(document.logs.first?.broken == nil)
    #expect(document.warnings.contains { $0.message.contains("description is cut (no closing") })
  }

  @Test("a `>` line with nothing after it is an empty line of a quoted paste, not prose")
  func emptyQuotedLines() throws {
    let quoted = Paste.log(Self.widths).split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.isEmpty ? "> " : "> " + $0
    }
    .joined(separator: "\n")
    #expect(quoted.contains("\n> \n"))
    let document = try Paste.read(quoted)
    #expect(document.logs.first?.isComplete == true)
    #expect(document.warnings.isEmpty, "\(document.warnings)")
  }

  @Test(
    "an lldb command pasted without its (lldb) prompt is not prose",
    arguments: [
      "po [[UIWindow keyWindow] _autolayoutTrace]",
      "expr -l objc -- (void)[[UIWindow keyWindow] _autolayoutTrace]",
      "(lldb) po [[UIWindow keyWindow] _autolayoutTrace]",
    ])
  func debuggerCommand(command: String) throws {
    let paste =
      command
      + "\n\n*UIWindow:0x7f00000000c1\n|   *UIView:0x7f00000000c2- AMBIGUOUS LAYOUT for UIView:0x7f00000000c2.minY{id: 7}\n"
    let document = try Paste.read(paste)
    #expect(document.traces.first?.nodes.count == 2)
    #expect(document.warnings.isEmpty, "\(document.warnings)")
  }

  @Test("one line of prose is `a line that is`, several `N lines that are`")
  func proseWording() throws {
    let document = try Paste.read("see below\n" + Paste.log(Self.widths) + "thanks\nbye\n")
    let messages = document.warnings.map(\.message)
    #expect(
      messages.contains { $0.hasPrefix("a line that is not part of an Auto Layout log") }, "\(messages)")
    #expect(
      messages.contains { $0.hasPrefix("2 lines that are not part of an Auto Layout log") }, "\(messages)")
  }

  @Test("the scene grows to the largest constant width or height of the log (Mac Catalyst's 1330)")
  func sceneHoldsTheLoggedSizes() throws {
    let catalyst = [
      "<NSLayoutConstraint:0x600000cc0010 'UIView-Encapsulated-Layout-Width' UIView:0x7f00000000d1.width == 1330   (active)>",
      "<NSLayoutConstraint:0x600000cc0020 H:|-(20)-[UIButton:0x7f00000000d2]   (active, names: '|':UIView:0x7f00000000d1 )>",
      "<NSLayoutConstraint:0x600000cc0030 UIButton:0x7f00000000d2.width >= 1400.5   (active)>",
      "<NSLayoutConstraint:0x600000cc0040 UIButton:0x7f00000000d2.height <= 900   (active)>",
    ]
    let wide = try #require(try Paste.imported(Paste.log(catalyst, broken: 3)).logs.first)
    // 1400.5 (>=) rounded up; the <= height does not grow the scene.
    #expect(wide.text.contains("\nscene 1401 x 667 safeAreaInsets 0 0 0 0\n"), "\(wide.text)")
    let narrow = try #require(try Paste.imported(Paste.log(Self.widths)).logs.first)
    #expect(narrow.text.contains("\nscene 375 x 667 safeAreaInsets 0 0 0 0\n"))
    let appKit = Paste.log(Self.widths).replacingOccurrences(of: "UIView:", with: "NSView:")
    let mac = try #require(try Paste.imported(appKit).logs.first)
    #expect(mac.text.contains("\nscene 800 x 600 safeAreaInsets 0 0 0 0\n"))
  }

  @Test("an autoresizing midX or midY against a constant is measured from the superview's left or top edge")
  func frameCoordinates() throws {
    // A 48-wide image whose frame centre is 228.5 from its superview's left edge (x 204.5), and
    // a 30-high label whose centre is 15 below its superview's top (y 0), in one superview.
    let list = [
      "<NSAutoresizingMaskLayoutConstraint:0x600000dd0010 h=--& v=--& UIImageView:0x7f00000000e2.midX == 228.5   (active)>",
      "<NSAutoresizingMaskLayoutConstraint:0x600000dd0020 h=--& v=--& UIImageView:0x7f00000000e2.width == 48   (active)>",
      "<NSLayoutConstraint:0x600000dd0030 UIImageView:0x7f00000000e2.trailing == UIView:0x7f00000000e1.trailing - 32   (active)>",
      "<NSAutoresizingMaskLayoutConstraint:0x600000dd0040 h=--& v=--& UILabel:0x7f00000000e3.midY == 15   (active, names: '|':UIView:0x7f00000000e1 )>",
      "<NSAutoresizingMaskLayoutConstraint:0x600000dd0050 h=--& v=--& UILabel:0x7f00000000e3.minX == 8   (active, names: '|':UIView:0x7f00000000e1 )>",
    ]
    let log = try #require(try Paste.imported(Paste.log(list, broken: 3)).logs.first)
    #expect(log.text.contains("1. \"UIImageView\".CenterX = \"UIView\".Left + 228.5 id"), "\(log.text)")
    #expect(log.text.contains("4. \"UILabel\".CenterY = \"UIView\".Top + 15 id"), "\(log.text)")
    #expect(log.text.contains("5. \"UILabel\".Left = \"UIView\".Left + 8 id"), "\(log.text)")
  }

  @Test("a printed text's C escapes (\\n, \\t) are blanks: the view is named and drawn on one line")
  func escapedNewLineInText() throws {
    let list = [
      "<NSLayoutConstraint:0x600000ee0010 V:[UITextView:0x7f00000000f1'\\nFirst line\\tand...']-(0)-|   (active, names: '|':UIView:0x7f00000000f2 )>",
      "<NSLayoutConstraint:0x600000ee0020 UIView:0x7f00000000f2.height == 45   (active)>",
    ]
    let log = try #require(try Paste.imported(Paste.log(list)).logs.first)
    let textView = try #require(log.views.first { $0.address == "0x7f00000000f1" })
    #expect(textView.name == "First line and... Text View")
    // The log's own description, in the comments, keeps what UIKit printed; the recipe lines do not.
    let recipeLines = log.text.split(separator: "\n").filter { !$0.hasPrefix("#") }
    #expect(!recipeLines.contains { $0.contains("\\") }, "\(log.text)")
    #expect(log.text.contains("'\\nFirst line\\tand...'"))
  }

  @Test("a list printed as a Swift array, `[` … `]` with tab-indented unquoted items, is the log's list")
  func swiftArrayList() throws {
    let paste =
      Paste.header + "\n[\n\t" + Self.widths[0] + ",\n\t" + Self.widths[1] + "\n]\n\n"
      + "Will attempt to recover by breaking constraint \n" + Self.widths[0] + "\n"
    let result = try Paste.imported(paste)
    #expect(result.logs.count == 1)
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    let log = try #require(result.logs.first)
    #expect(log.log?.isComplete == true)
    #expect(log.check.verdict == .unsatisfiable)
    #expect(log.check.uikitBroken == 1)
  }

  @Test("an information part glued to a visual format step, `…](Names: '|':… )`, is read as with blanks")
  func namesWithoutBlanks() throws {
    let glued = try Paste.constraint(
      "<NSLayoutConstraint:0x14d60d40 V:|-(>=6)-[UIButton:0x7f00000000a5](Names: '|':UIView:0x7f00000000a6 )>"
    )
    let spaced = try Paste.constraint(
      "<NSLayoutConstraint:0x14d60d40 V:|-(>=6)-[UIButton:0x7f00000000a5]   (Names: '|':UIView:0x7f00000000a6 )>"
    )
    #expect(glued.body == "V:|-(>=6)-[UIButton:0x7f00000000a5]")
    #expect(glued.equation == spaced.equation)
    #expect(glued.names == spaced.names)
    // UIButton.top >= UIView.top + 6.
    let e = try #require(glued.equation)
    #expect(e.first.item.address == "0x7f00000000a5")
    #expect(e.first.attribute == .top)
    #expect(e.relation == .greaterThanOrEqual)
    #expect(e.second?.item.address == "0x7f00000000a6")
    #expect(e.second?.attribute == .top)
    #expect(e.constant == 6)
  }

  @Test("a names entry whose item prints a text after its address, `'|':NSBox:0x…'Box'`, is read")
  func namesEntryWithText() throws {
    let c = try Paste.constraint(
      "<NSAutoresizingMaskLayoutConstraint:0x600001b03200 h=-&- v=-&- V:|-(1)-[NSView:0x7f00000000b7]   (active, names: '|':NSBox:0x7f00000000b8'Top, ' )>"
    )
    #expect(c.names.count == 1)
    #expect(c.names.first?.item.address == "0x7f00000000b8")
    #expect(c.names.first?.item.text == "Top, ")
    // NSView.top == NSBox.top + 1, the box being the superview.
    let e = try #require(c.equation)
    #expect(e.first.item.address == "0x7f00000000b7" && e.first.attribute == .top)
    #expect(e.second?.item.address == "0x7f00000000b8" && e.second?.attribute == .top)
    #expect(e.constant == 1)
  }

  @Test("AppKit's autoresizing minY is measured up from the superview's bottom; UIKit's down from its top")
  func appKitMinY() throws {
    // A 20-high view 5 from its 40-high superview's bottom (minY) and 5 from its top: 5 + 20 + 5
    // is not 40, a conflict of all four. In UIKit, minY == 5 and V:|-(5)- are the same constraint.
    func list(_ view: String, _ superview: String) -> [String] {
      [
        "<NSAutoresizingMaskLayoutConstraint:0x600000ff0010 h=-&- v=-&- \(view):0x7f00000000c7.minY == 5   (active, names: '|':\(superview):0x7f00000000c8 )>",
        "<NSAutoresizingMaskLayoutConstraint:0x600000ff0020 h=-&- v=-&- V:|-(5)-[\(view):0x7f00000000c7]   (active, names: '|':\(superview):0x7f00000000c8 )>",
        "<NSLayoutConstraint:0x600000ff0030 \(view):0x7f00000000c7.height == 20   (active)>",
        "<NSLayoutConstraint:0x600000ff0040 \(superview):0x7f00000000c8.height == 40   (active)>",
      ]
    }
    let appKit =
      "Unable to simultaneously satisfy constraints:\n" + Self.list(list("NSView", "NSBox"))
      + "\nWill attempt to recover by breaking constraint \n" + list("NSView", "NSBox")[2] + "\n"
    let mac = try #require(try Paste.imported(appKit).logs.first)
    #expect(mac.text.contains("1. \"NSView\".Bottom = \"NSBox\".Bottom - 5 id"), "\(mac.text)")
    #expect(mac.check.verdict == .unsatisfiable)
    #expect(mac.check.minimalSet == [1, 2, 3, 4])
    // The choice is said on the log: only constraint 1 is a frame coordinate (2 is an inset from
    // the top, which AppKit's VFL prints as such), and the log cannot tell whether NSBox is flipped.
    let said =
      "Constraint 1 is measured up from the bottom of NSBox, as AppKit measures minY, midY and maxY in a view "
      + "that is not flipped (NSView.isFlipped is false unless its class overrides it); the log does not say "
      + "whether NSBox is flipped (then they are measured down from its top)."
    #expect(mac.check.explanation.contains(said), "\(mac.check.explanation)")
    #expect(mac.remarks.contains(said))
    let iOS = try #require(
      try Paste.imported(Paste.log(list("UIView", "UIScrollView"), broken: 3)).logs.first)
    #expect(iOS.text.contains("1. \"UIView\".Top = \"UIScrollView\".Top + 5 id"), "\(iOS.text)")
    // The same top twice: a duplicate pair, no conflict of sizes.
    #expect(iOS.check.verdict == .duplicate)
    #expect(iOS.check.minimalSet == [1, 2])
    #expect(!iOS.check.explanation.contains { $0.contains("measured up from the bottom") })
  }

  @Test("a conflict without a recover line says the log does not name UIKit's break, and which ours is")
  func noRecoverLineNamesOurBreak() throws {
    // u21's shape: the paste ends at the list. Widths 10 (1) then 20 (2): added in the log's
    // order, 2 cannot hold once 1 does.
    let result = try Paste.imported(Paste.header + "\n" + Self.list(Self.widths))
    let log = try #require(result.logs.first)
    #expect(log.check.verdict == .unsatisfiable)
    #expect(log.check.uikitBroken == nil)
    #expect(
      log.check.explanation.contains(
        "The log does not say which constraint UIKit broke (no \"Will attempt to recover\" line); our solver, "
          + "adding the constraints in the log's order, breaks constraint 2."), "\(log.check.explanation)")
    // With the line, UIKit's break is named and ours compared to it, never said twice.
    let full = try #require(try Paste.imported(Paste.log(Self.widths, broken: 1)).logs.first)
    #expect(!full.check.explanation.contains { $0.hasPrefix("The log does not say") })
    #expect(full.check.explanation.contains("UIKit broke constraint 1, which is in the set."))
  }
}
