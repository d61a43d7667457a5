import ConsoleLog
import Foundation
import Testing

/// Hand-written logs, one grammar form each (GRAMMAR.md), with the meaning worked out by hand.
enum Paste {
  static let header = """
    Unable to simultaneously satisfy constraints.
    \tProbably at least one of the constraints in the following list is one you don't want. 
    \tTry this: 
    \t\t(1) look at each constraint and try to figure out which you don't expect; 
    \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
    """

  /// A complete iOS log with these descriptions; UIKit broke the `broken`-th (1-based).
  static func log(_ descriptions: [String], broken: Int = 1) -> String {
    header + "\n(\n" + descriptions.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n\n"
      + "Will attempt to recover by breaking constraint \n\(descriptions[broken - 1])\n"
  }

  static func read(_ text: String) throws -> ConsoleLogDocument {
    try ConsoleLogImporter.read(Array(text.utf8), fileName: "paste.log")
  }

  static func imported(_ text: String) throws -> LogImportResult {
    try ConsoleLogImporter.importLogs(Array(text.utf8), fileName: "paste.log")
  }

  /// The one constraint of a one-description list.
  static func constraint(_ description: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    -> LoggedConstraint
  {
    let document = try read("(\n    \"\(description)\"\n)\n")
    try #require(document.logs.count == 1, "\(document.warnings)", sourceLocation: sourceLocation)
    return try #require(
      document.logs[0].constraints.first, "\(document.warnings)", sourceLocation: sourceLocation)
  }
}

@Suite("Console log grammar")
struct GrammarTests {
  static let two = [
    "<NSLayoutConstraint:0x600000088110 V:[UIView:0x7ff78350d460(246)]>",
    "<NSLayoutConstraint:0x600000087d50 'UIView-Encapsulated-Layout-Height' V:[UIView:0x7ff78350d460(216)]>",
  ]

  @Test(
    "envelopes and prefixes: os_log, NSLog, syslog, <Warning>, Console.app, [LayoutConstraints], quoting, escapes, CRLF",
    arguments: [
      "2019-07-09 10:17:20.194912+0600 Unstoppable D[40239:12357857] [LayoutConstraints] ",
      "2016-04-11 14:52:45.832 App[451:79339] ", "Mar  4 18:25:38 Lawrences-MBP SpringBoard[10567]: ",
      "<Warning>: ", "2/19/2016 3:28:57.233 PM Fetch[55715]: ", "[LayoutConstraints] ", "**",
    ])
  func prefixes(prefix: String) throws {
    let document = try Paste.read(prefix + Paste.log(Self.two))
    #expect(document.logs.count == 1)
    #expect(document.logs[0].constraints.map(\.address) == ["0x600000088110", "0x600000087d50"])
    #expect(document.logs[0].broken?.address == "0x600000088110")
    #expect(document.logs[0].isComplete)
    #expect(document.warnings.isEmpty, "\(document.warnings)")
  }

  @Test("a `> ` quoted paste keeps the pasted columns; backslash escapes and CRLF")
  func quotedAndEscaped() throws {
    let quoted = Paste.log(Self.two).split(separator: "\n", omittingEmptySubsequences: false).map {
      "> " + $0
    }
    .joined(separator: "\r\n")
    let document = try Paste.read(quoted)
    let log = try #require(document.logs.first)
    #expect(log.constraints.count == 2)
    // Line 7 is `>     "<NSLayoutConstraint…`: `>` 1, blank 2, four blanks 3-6, `"` 7, `<` 8.
    #expect(log.constraints[0].location == LogLocation(line: 7, column: 8))
    let escaped = Paste.log(Self.two).replacingOccurrences(of: "<NS", with: "\\<NS")
      .replacingOccurrences(of: ")]>", with: ")]\\>")
    let e = try Paste.read(escaped)
    #expect(e.logs.first?.constraints.count == 2)
    #expect(e.logs.first?.broken?.address == "0x600000088110")
  }

  @Test("the old one-line header, AppKit's colon header and Sonoma's 'Conflicting constraints detected'")
  func headers() throws {
    let old =
      "Unable to simultaneously satisfy constraints.\n    Probably at least one of the constraints in the following list is one you don't want. Try this: (1) look at each constraint and try to figure out which you don't expect; (2) find the code that added the unwanted constraint or constraints and fix it. (Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) \n(\n    \"\(Self.two[0])\",\n    \"\(Self.two[1])\"\n)\n\nWill attempt to recover by breaking constraint \n\(Self.two[1])\n\nBreak on objc_exception_throw to catch this in the debugger.\n"
    let a = try Paste.read(old)
    #expect(a.logs.count == 1 && a.logs[0].broken?.address == "0x600000087d50" && a.warnings.isEmpty)
    let appKit =
      "Unable to simultaneously satisfy constraints:\n(\n    \"<NSLayoutConstraint:0x1 V:[NSImageView:0x2(24)]>\",\n    \"<NSAutoresizingMaskLayoutConstraint:0x3 h=--& v=--& V:[NSImageView:0x2(0)]>\"\n)\n\nWill attempt to recover by breaking constraint \n<NSLayoutConstraint:0x1 V:[NSImageView:0x2(24)]>\n"
    let b = try Paste.read(appKit)
    #expect(b.logs.first?.platform == .macOS)
    #expect(b.logs.first?.constraints[1].mask == "h=--& v=--&")
    let sonoma =
      "Conflicting constraints detected: (\n    \"<NSLayoutConstraint:0x1 NSView:0x2.width == 10   (active)>\",\n    \"<NSLayoutConstraint:0x3 NSView:0x2.width == 20   (active)>\"\n).\n\nWill attempt to recover by breaking <NSLayoutConstraint:0x3 NSView:0x2.width == 20   (active)>.\n"
    let c = try Paste.read(sonoma)
    #expect(
      c.logs.first?.constraints.count == 2 && c.logs.first?.broken?.address == "0x3"
        && c.logs.first?.isComplete == true)
  }

  @Test("equations: a constant alone, '- 16', prefix and postfix multipliers, spacing terms")
  func equations() throws {
    let minus = try Paste.constraint("<NSLayoutConstraint:0x1 UIView:0xa.width == - 16   (active)>")
    #expect(minus.equation?.constant == -16 && minus.equation?.second == nil)
    let prefix = try Paste.constraint(
      "<NSLayoutConstraint:0x1 UIView:0xa.width == 0.4*UITableViewCellContentView:0xb.width + 8   (active)>")
    #expect(prefix.equation?.multiplier == 0.4 && prefix.equation?.constant == 8)
    #expect(prefix.equation?.second?.item.className == "UITableViewCellContentView")
    let postfix = try Paste.constraint(
      "<NSLayoutConstraint:0x1 UIView:0xa.width == UIView:0xa.height * 1.77778>")
    #expect(postfix.equation?.multiplier == 1.77778 && postfix.equation?.second?.attribute == .height)
    let space = try Paste.constraint(
      "<NSLayoutConstraint:0x1 UIView:0xa.bottom <= UIView:0xb.bottom NSLayoutAnchorConstraintSpace(8)>")
    #expect(space.equation?.constant == 8 && space.equation?.relation == .lessThanOrEqual)
    let tiny = try Paste.constraint("<NSLayoutConstraint:0x1 UIView:0xa.height == 2.22507e-308>")
    #expect(tiny.equation?.constant == 2.22507e-308)
    let minX = try Paste.constraint(
      "<NSAutoresizingMaskLayoutConstraint:0x1 h=-&- v=-&- UIView:0xa.minX == 0   (active, names: '|':UIView:0xb )>"
    )
    #expect(minX.equation?.first.attribute == .left && minX.mask == "h=-&- v=-&-")
  }

  @Test(
    "visual format steps: sizes, spacings to | and between views, NSSpace, (LTR), priorities, inequalities")
  func visualFormat() throws {
    let size = try Paste.constraint("<NSLayoutConstraint:0x1 V:[UIView:0xa(44)]>")
    #expect(
      size.form == .visualFormat && size.equation?.first.attribute == .height && size.equation?.constant == 44
    )
    let between = try Paste.constraint(
      "<NSLayoutConstraint:0x1 H:[UILabel:0xa' ']-(NSSpace(8))-[UIButton:0xb'Show More']>")
    // [A]-(8)-[B]: B.leading == A.trailing + 8.
    #expect(between.equation?.first.item.address == "0xb" && between.equation?.first.attribute == .leading)
    #expect(
      between.equation?.second?.item.address == "0xa" && between.equation?.second?.attribute == .trailing)
    #expect(between.equation?.constant == 8 && between.equation?.first.item.text == "Show More")
    let trailing = try Paste.constraint(
      "<NSLayoutConstraint:0x1 V:[UIView:0xa]-(8)-|   (Names: '|':Apptentive.InputView:0xb )>")
    // [A]-(8)-|: super.bottom == A.bottom + 8.
    #expect(trailing.equation?.first.item.address == "0xb" && trailing.equation?.first.attribute == .bottom)
    #expect(trailing.equation?.second?.item.address == "0xa" && trailing.equation?.constant == 8)
    let ltr = try Paste.constraint(
      "<NSLayoutConstraint:0x1 'UIViewSafeAreaLayoutGuide-right' H:[UILayoutGuide:0xa'UIViewSafeAreaLayoutGuide']-(0)-|(LTR)   (active, names: '|':NaRen.ChatInputBarView:0xb )>"
    )
    #expect(
      ltr.leftToRight && ltr.equation?.first.attribute == .right
        && ltr.identifier == "UIViewSafeAreaLayoutGuide-right")
    #expect(ltr.equation?.second?.item.text == "UIViewSafeAreaLayoutGuide")
    let priority = try Paste.constraint(
      "<NSLayoutConstraint:0x1 V:|-(0@250)-[UILayoutGuide:0xa''] priority:250   (active, names: '|':UIView:0xb )>"
    )
    #expect(priority.priority == 250 && priority.equation?.first.item.text == "")
    let atLeast = try Paste.constraint(
      "<NSLayoutConstraint:0x1 H:|-(>=36)-[UIStackView:0xa]   (active, names: '|':UITableViewCellContentView:0xb )>"
    )
    #expect(atLeast.equation?.relation == .greaterThanOrEqual && atLeast.equation?.constant == 36)
    let negative = try Paste.constraint(
      "<NSLayoutConstraint:0x1 H:[NSButton:0xa'Check for']-(-7)-[NSTextField:0xb]>")
    #expect(negative.equation?.constant == -7)
  }

  @Test(
    "identity: classes, SnapKit locations, identifiers with blanks, text with quotes, accessibility names with colons"
  )
  func identity() throws {
    let snap = try Paste.constraint(
      "<SnapKit.LayoutConstraint:0x281a989c0@SyncModeSectionSeparator.swift#19 UILabel:0x1035172e0.trailing == _UITableViewHeaderFooterContentView:0x103517f60.trailing - 16.0>"
    )
    #expect(
      snap.className == "SnapKit.LayoutConstraint"
        && snap.sourceLocation == "SyncModeSectionSeparator.swift#19")
    #expect(snap.equation?.constant == -16)
    let ib = try Paste.constraint(
      "<NSIBPrototypingLayoutConstraint:0x1 'IB auto generated at build time for view with fixed frame' V:|-(34)-[UIView:0xa]   (Names: '|':UIView:0xb )>"
    )
    #expect(ib.identifier == "IB auto generated at build time for view with fixed frame")
    let quote = try Paste.constraint("<NSLayoutConstraint:0x1 UILabel:0xa'YOU'RE OK'.width == 20>")
    #expect(quote.equation?.first.item.text == "YOU'RE OK")
    let colons = try Paste.constraint(
      "<NSLayoutConstraint:0x1 'LINStackView-bottom-0-UIView-bottom' 12601urn:li:fs_updateV2:(....bottom == 12600urn:li:fs_updateV2:(....bottom   (active, names: 12601urn:li:fs_updateV2:(...:0xa, 12600urn:li:fs_updateV2:(...:0xb )>"
    )
    #expect(colons.equation?.first.item.accessibilityName == "12601urn:li:fs_updateV2:(...")
    #expect(colons.equation?.first.item.address == "0xa" && colons.equation?.second?.item.address == "0xb")
    let nested = try Paste.constraint(
      "<<DeviceImagesTest.LayoutConstraint:0x7f8a412e8740> <UIView:0x7f8a412e8eb0>.top == <_UILayoutGuide:0x7f8a412e9430>.bottom>"
    )
    #expect(
      nested.className == "DeviceImagesTest.LayoutConstraint" && nested.equation?.second?.attribute == .bottom
    )
    #expect(nested.equation?.second?.item.className == "_UILayoutGuide")
    let unicode = try Paste.constraint(
      "<NSLayoutConstraint:0x1 SDCAlertLabel:0xa'The operation couldn\\U2019t be...'.firstBaseline == SDCAlertLabel:0xb'Error'.lastBaseline + 18>"
    )
    #expect(unicode.equation?.first.item.text == "The operation couldn\u{2019}t be...")
  }

  @Test("names: views printed by their accessibility identifier, '|' that is itself such a name")
  func names() throws {
    let result = try Paste.imported(
      Paste.log([
        "<NSLayoutConstraint:0x1 NSTextField:0xa.width >= 152   (active)>",
        "<NSLayoutConstraint:0x4 H:|-(6)-[NSTextField:0xa]   (active, names: ItemCell:0xc, '|':ItemCell:0xc )>",
        "<NSLayoutConstraint:0x2 H:[NSTextField:0xa]-(8)-|   (active, names: ItemCell:0xc, '|':ItemCell:0xc )>",
        "<NSAutoresizingMaskLayoutConstraint:0x3 h=--& v=-&- ItemCell.width == 100   (active, names: ItemCell:0xc )>",
      ]))
    let log = try #require(result.logs.first)
    let cell = try #require(log.views.first { $0.address == "0xc" })
    #expect(cell.name == "ItemCell")
    let field = try #require(log.views.first { $0.address == "0xa" })
    #expect(field.parent == "0xc")
    // 6 + 152 + 8 > 100: unsatisfiable without any assumption.
    #expect(log.check.verdict == .unsatisfiable && log.check.minimalSet == [1, 2, 3, 4])
  }

  @Test("naming: text then kind, class without module, numbered duplicates; kinds from classes")
  func naming() throws {
    let result = try Paste.imported(
      Paste.log([
        "<NSLayoutConstraint:0x1 H:|-(10)-[UILabel:0xa'Leo Nicholson']   (active, names: '|':DuckDuckGo.ToolbarView:0xb )>",
        "<NSLayoutConstraint:0x2 UIView:0xc.width == UIView:0xd.width   (active)>",
        "<NSLayoutConstraint:0x3 UIStackView:0xe.width == 10   (active)>",
        "<NSLayoutConstraint:0x4 UIImageView:0xf.width == 10   (active)>",
      ]))
    let views = try #require(result.logs.first?.views)
    let byAddress = Dictionary(uniqueKeysWithValues: views.compactMap { v in v.address.map { ($0, v) } })
    #expect(byAddress["0xa"]?.name == "Leo Nicholson Label" && byAddress["0xa"]?.kind == "label")
    #expect(byAddress["0xa"]?.parent == "0xb")
    #expect(byAddress["0xb"]?.name == "ToolbarView" && byAddress["0xb"]?.kind == "view")
    #expect(byAddress["0xc"]?.name == "UIView" && byAddress["0xd"]?.name == "UIView 2")
    #expect(byAddress["0xe"]?.kind == "stackView" && byAddress["0xf"]?.kind == "imageView")
  }

  @Test("ambiguity traces: iOS 7 tree, iOS 8+ markers and variables, a guide's full description")
  func traces() throws {
    let text = """
      UIWindow:0x1
      |   •UIView:0x2
      |   |   *<UILayoutGuide: 0x3 - "UIViewSafeAreaLayoutGuide", layoutFrame = {{0, 64}, {1024, 704}}, owningView = <UIView: 0x2; frame = (0 0; 1024 768)>>
      |   |   *UILabel:0x4'115 COLLEGE ST SW'- AMBIGUOUS LAYOUT for UILabel:0x4'115 COLLEGE ST SW'.minY{id: 1853}, UILabel:0x4'115 COLLEGE ST SW'.Height{id: 1812}
      |   |   *<UILabel:0x5> - AMBIGUOUS LAYOUT
      """
    let document = try Paste.read(text)
    let trace = try #require(document.traces.first)
    #expect(trace.nodes.map(\.depth) == [0, 1, 2, 2, 2])
    #expect(trace.nodes[1].marker == .engineHost && trace.nodes[2].item.text == "UIViewSafeAreaLayoutGuide")
    #expect(trace.nodes[3].ambiguous && trace.nodes[3].variables == ["minY", "Height"])
    #expect(trace.nodes[4].ambiguous && trace.nodes[4].item.address == "0x5")
    let result = try Paste.imported(text)
    let log = try #require(result.logs.first)
    #expect(log.views.first { $0.address == "0x4" }?.parent == "0x2")
    #expect(log.text.contains("AMBIGUOUS: minY, Height"))
  }
}
