import ConsoleLog
import Foundation
import TestSupport
import Testing

@Suite("Console log advice")
struct AdviceTests {
  static func advice(_ descriptions: [String], broken: Int) throws -> (ImportedLog, [Advice]) {
    let log = try #require(try Paste.imported(Paste.log(descriptions, broken: broken)).logs.first)
    return (log, log.advice)
  }

  @Test("a cell's encapsulated height against content that does not fit: lower a vertical constraint to 999")
  func encapsulatedHeight() throws {
    let (log, advice) = try Self.advice(
      [
        "<NSLayoutConstraint:0x1 V:|-(16)-[UILabel:0xa'Title']   (active, names: '|':UITableViewCellContentView:0xc )>",
        "<NSLayoutConstraint:0x2 UILabel:0xa'Title'.bottom == UITableViewCellContentView:0xc.bottom - 16   (active)>",
        "<NSLayoutConstraint:0x3 UILabel:0xa'Title'.height == 20   (active)>",
        "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0xc.height == 44   (active)>",
      ], broken: 2)
    // 16 + 20 + 16 = 52 > 44.
    #expect(log.check.verdict == .unsatisfiable && log.check.minimalSet == [1, 2, 3, 4])
    let rule = try #require(advice.first { $0.rule == .encapsulatedHeight })
    #expect(rule.constraints.contains(4) && rule.text.contains("999") && rule.text.contains("44 points"))
    #expect(AdviceRule.encapsulatedHeight.source.contains("Self-Sizing"))
  }

  @Test("autoresizing-mask constraints: translatesAutoresizingMaskIntoConstraints is still on")
  func autoresizing() throws {
    let (_, advice) = try Self.advice(
      [
        "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIView:0xa.height == 0   (active)>",
        "<NSLayoutConstraint:0x2 UIView:0xa.height == 30   (active)>",
      ], broken: 2)
    let rule = try #require(advice.first { $0.rule == .autoresizingMask })
    #expect(rule.constraints == [1] && rule.text.contains("translatesAutoresizingMaskIntoConstraints"))
  }

  @Test(
    "_UITemporaryLayoutWidth and a zero encapsulated width: a priority below 1000 on the horizontal chain")
  func temporaryWidth() throws {
    let (_, advice) = try Self.advice(
      [
        "<NSLayoutConstraint:0x1 '_UITemporaryLayoutWidth' Bar:0xb.width == 0   (active)>",
        "<NSLayoutConstraint:0x2 H:|-(12)-[UIView:0xa]   (active, names: '|':Bar:0xb )>",
        "<NSLayoutConstraint:0x3 H:[UIView:0xa]-(12)-|   (active, names: '|':Bar:0xb )>",
      ], broken: 3)
    let rule = try #require(advice.first { $0.rule == .temporaryWidth })
    #expect(rule.constraints == [1, 2, 3] && rule.text.contains("999"))
    let (_, zero) = try Self.advice(
      [
        "<NSLayoutConstraint:0x1 'UIView-Encapsulated-Layout-Width' Bar:0xb.width == 0   (active)>",
        "<NSLayoutConstraint:0x2 H:|-(12)-[UIView:0xa]   (active, names: '|':Bar:0xb )>",
        "<NSLayoutConstraint:0x3 H:[UIView:0xa]-(12)-|   (active, names: '|':Bar:0xb )>",
      ], broken: 3)
    #expect(zero.contains { $0.rule == .temporaryWidth })
  }

  @Test("UISV-hiding against the inner insets of a hidden arranged view")
  func stackView() throws {
    let (log, advice) = try Self.advice(
      [
        "<NSLayoutConstraint:0x1 V:|-(16)-[UILabel:0xa]   (active, names: '|':Prox.EventView:0xb )>",
        "<NSLayoutConstraint:0x2 UILabel:0xa.bottom == Prox.EventView:0xb.bottom - 16   (active)>",
        "<NSLayoutConstraint:0x3 'UISV-hiding' Prox.EventView:0xb.height == 0   (active)>",
      ], broken: 2)
    #expect(log.check.verdict == .unsatisfiableWithNonNegativeSizes)
    let rule = try #require(advice.first { $0.rule == .stackView })
    #expect(rule.text.contains("hidden") && rule.text.contains("1, 2"))
  }

  @Test("two constants on one attribute: a duplicate, naming both SnapKit locations")
  func duplicate() throws {
    let (_, advice) = try Self.advice(
      [
        "<SnapKit.LayoutConstraint:0x1@Header.swift#17 UIView:0xa.width == 40>",
        "<SnapKit.LayoutConstraint:0x2@Header.swift#31 UIView:0xa.width == 24>",
      ], broken: 1)
    let rule = try #require(advice.first { $0.rule == .duplicate })
    #expect(rule.constraints == [1, 2] && rule.text.contains("Header.swift#17 and Header.swift#31"))
    #expect(rule.text.contains("40 and 24"))
  }

  @Test(
    "an NSGridView expression beside a drawable constraint: drawn without the grid's pseudo-views, and said so"
  )
  func gridExpressionLeftOut() throws {
    let grid =
      "<NSLayoutConstraint:0x1 'GridView_Y_centering' (NSGridView:0xg.row-boundary+0.5*(NSGridView:0xg.bottom - NSGridView:0xg.row-boundary)) == NSTextField:0xa.centerY   (active, names: NSGridView:0xg.row-boundary:0xb1, NSGridView:0xg.bottom:0xb2 )>"
    let (log, _) = try Self.advice(
      [grid, "<NSLayoutConstraint:0x2 NSTextField:0xa.width == 40   (active)>"], broken: 2)
    // The names of the expression (`NSGridView:0xg.row-boundary:0xb1`) are no views.
    #expect(log.views.map(\.address) == ["0xa"])
    #expect(log.entry(1)?.recipeText == nil && log.entry(2)?.recipeText != nil)
    #expect(
      log.remarks.contains(
        "Constraint 1 is listed in the log but not drawn: an AppKit NSGridView expression cannot be represented in a recipe."
      ))
  }

  @Test(
    "a log none of whose constraints a recipe can hold is refused, saying why; another log of the paste is drawn"
  )
  func gridOnlyRefused() throws {
    let grid =
      "<NSLayoutConstraint:0x1 'GridView.top_containment' NSGridView:0xg.row-boundary <= NSTextField:0xa.top   (active)>"
    let only = Paste.log([grid])
    do {
      _ = try Paste.imported(only)
      Issue.record("a log of one NSGridView boundary is imported as an empty scene")
    } catch let error as LogImportError {
      #expect(
        error.message.hasPrefix("nothing to draw: none of the log's 1 constraints can be held in a recipe"))
      #expect(error.location.line == 1 && error.location.column == 1)
    }
    let drawable = Paste.log(["<NSLayoutConstraint:0x2 UIView:0xa.width == 40   (active)>"])
    let result = try Paste.imported(only + drawable)
    #expect(result.logs.count == 1 && result.logs[0].entries.count == 1)
    #expect(
      result.warnings.contains { $0.location.line == 1 && $0.message.hasPrefix("this log is not drawn") })
  }

  @Test("every rule cites a source")
  func sources() {
    for rule in AdviceRule.allCases { #expect(!rule.source.isEmpty) }
  }
}

@Suite("Hostile pastes")
struct HostilePasteTests {
  @Test("a paste cut inside a description: the cut one is a located warning, the rest is read")
  func truncated() throws {
    let full = Paste.log(GrammarTests.two)
    let cut = String(full.prefix(upTo: full.range(of: "(216)")!.lowerBound))
    let document = try Paste.read(cut)
    #expect(document.logs.first?.constraints.count == 1)
    let warning = try #require(document.warnings.first { $0.message.contains("no closing") })
    #expect(warning.location.line == 8 && warning.location.column == 6)
    #expect(warning.description.hasPrefix("paste.log:8:6: warning:"))
  }

  @Test("a doubled paste is two logs")
  func doubled() throws {
    let result = try Paste.imported(Paste.log(GrammarTests.two) + Paste.log(GrammarTests.two))
    #expect(result.logs.count == 2 && result.logs.map(\.stem) == ["paste-1", "paste-2"])
  }

  @Test("prose around a log: one located warning per run of prose, the log read")
  func prose() throws {
    let text = "Hi, I get this when I rotate:\nany idea?\n\n" + Paste.log(GrammarTests.two) + "\nThanks!\n"
    let result = try Paste.imported(text)
    #expect(result.logs.count == 1)
    let starts = result.warnings.filter { $0.message.contains("not part of an Auto Layout log") }.map(
      \.location)
    #expect(starts == [LogLocation(line: 1, column: 1), LogLocation(line: 17, column: 1)])
  }

  @Test("10 MB of prose with a log in the middle")
  func tenMegabytes() throws {
    let line = String(repeating: "lorem ipsum dolor sit amet ", count: 3) + "\n"
    let half = String(repeating: line, count: 10_000_000 / 2 / line.utf8.count)
    let result = try Paste.imported(half + Paste.log(GrammarTests.two) + half)
    #expect(result.logs.count == 1 && result.logs[0].check.verdict == .unsatisfiable)
    #expect(result.warnings.count == 2)
  }

  @Test("a list over 10,000 constraints is refused at the first one over the limit")
  func tooMany() throws {
    let descriptions = (0...10_000).map { "<NSLayoutConstraint:0x\($0 + 1) UIView:0xa.width == \($0)>" }
    #expect {
      try ConsoleLogImporter.importLogs(Array(Paste.log(descriptions).utf8), fileName: "x.log")
    } throws: { error in
      // The header is 5 lines, then "(": constraint 10,001 is on line 10,007.
      (error as? LogImportError)?.description.hasPrefix(
        "x.log:10007:6: error: the log lists 10001 constraints") ?? false
    }
  }

  @Test("binary bytes and bytes that are not UTF-8 are refused at their line and column")
  func binary() throws {
    var bytes = Array("Unable to simultaneously satisfy constraints.\nab".utf8)
    bytes += [0x00, 0x01, 0x02]
    #expect {
      try ConsoleLogImporter.importLogs(bytes, fileName: "x.log")
    } throws: { error in
      (error as? LogImportError)?.description.hasPrefix(
        "x.log:2:3: error: the file holds the control byte 0x00") ?? false
    }
    let latin1: [UInt8] = Array("(\n  caf".utf8) + [0xE9, 0x20]
    #expect {
      try ConsoleLogImporter.importLogs(latin1, fileName: "x.log")
    } throws: { error in
      (error as? LogImportError)?.description.hasPrefix("x.log:2:6: error: the file is not UTF-8 text")
        ?? false
    }
  }

  @Test("a paste with no log is refused, located, with a hint")
  func noLog() throws {
    #expect {
      try ConsoleLogImporter.importLogs(Array("just some text\n".utf8), fileName: "x.log")
    } throws: { error in
      let text = (error as? LogImportError)?.description ?? ""
      return text.hasPrefix("x.log:1:1: error: no Auto Layout log") && text.contains("hint:")
    }
  }

  @Test(
    "a redacted log (<private>) is refused with the reason; log 11's broken constraint is matched by form")
  func sharedSpecialCases() throws {
    let (name, bytes) = try SharedLogs.log("28")
    #expect {
      try ConsoleLogImporter.importLogs(bytes, fileName: name)
    } throws: { error in
      (error as? LogImportError)?.message.contains("redacted (<private>)") ?? false
    }
    let (name11, bytes11) = try SharedLogs.log("11")
    let result = try ConsoleLogImporter.importLogs(bytes11, fileName: name11)
    // Its subclass prints other objects than the list's: as printed, the four constraints relate
    // two separate pairs of views and hold together.
    #expect(result.logs.first?.check.uikitBroken == 4 && result.logs.first?.check.verdict == .satisfiable)
    #expect(result.warnings.contains { $0.message.contains("has the form of constraint 4") })
  }

  @Test("content, not the extension, says a file is a log")
  func sniffing() {
    #expect(ConsoleLogImporter.looksLikeLog(Array(Paste.log(GrammarTests.two).utf8)))
    #expect(!ConsoleLogImporter.looksLikeLog(Array("recipe \"A\"\nlabel \"L\"\n".utf8)))
    #expect(!ConsoleLogImporter.looksLikeLog(Array("<?xml version=\"1.0\"?><document/>".utf8)))
  }
}
