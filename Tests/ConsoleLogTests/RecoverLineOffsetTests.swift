import ConsoleLog
import Testing

/// The recover line found and read in the cleaned characters' own offsets (second read B4): a
/// character the paste wrote as an escape (`\U0301`, a combining acute accent, as a device prints
/// a decomposed name) is one character of the cleaned line but joins the letter before it in a new
/// string of those characters, so an offset counted in that string is one short after it. The
/// expected columns are counted by hand in the pasted line (1-based, the escape's six characters
/// included).
@Suite("Console log recover line: offsets past an escaped combining character")
struct RecoverLineOffsetTests {
  static let widths = [
    "<NSLayoutConstraint:0x600000aa0010 UIView:0x7f00000000a1.width == 10   (active)>",
    "<NSLayoutConstraint:0x600000aa0020 UIView:0x7f00000000a1.width == 20   (active)>",
  ]

  /// `Cafe\U0301[81:2] ` is 17 columns: C a f e (1-4), the escape (5-10), `[81:2]` (11-16), a
  /// blank (17); the recover words start at column 18.
  static let prefix = "Cafe\\U0301[81:2] "

  @Test("a recover line alone, after an escaped combining accent: located at its words, its constraint read")
  func recoverLineAloneAfterCombiningEscape() throws {
    let paste = Self.prefix + "Will attempt to recover by breaking constraint " + Self.widths[1] + "\n"
    let result = try Paste.imported(paste)
    let warning = try #require(
      result.warnings.first { $0.message.contains("a recover line without its list") })
    #expect(warning.location == LogLocation(line: 1, column: 18))
    let log = try #require(result.logs.first)
    #expect(log.check.uikitBroken == 1, "\(log.check.explanation)")
    #expect(log.log?.broken?.text.contains("width == 20") == true)
  }

  @Test("a whole log whose recover line has the prefix: UIKit broke the second, as printed")
  func wholeLogRecoverAfterCombiningEscape() throws {
    let paste =
      Paste.header + "\n(\n" + Self.widths.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n\n"
      + Self.prefix + "Will attempt to recover by breaking constraint " + Self.widths[1] + "\n"
    let result = try Paste.imported(paste)
    let log = try #require(result.logs.first)
    #expect(result.logs.count == 1)
    #expect(log.check.minimalSet == [1, 2])
    #expect(log.check.uikitBroken == 2, "\(log.check.explanation)")
    #expect(result.warnings.isEmpty, "\(result.warnings)")
  }
}

/// The headers located in the cleaned characters' offsets too: `Cafe\U0301[81:2] ` before them
/// puts their first word at column 18 of the pasted line (counted as in `RecoverLineOffsetTests`).
@Suite("Console log headers: located past an escaped combining character")
struct HeaderOffsetTests {
  @Test("UIKit's header after the prefix starts its log at column 18")
  func unsatisfiableHeader() throws {
    let paste = RecoverLineOffsetTests.prefix + Paste.log(RecoverLineOffsetTests.widths, broken: 2)
    let result = try Paste.imported(paste)
    #expect(result.logs.first?.location == LogLocation(line: 1, column: 18))
    #expect(result.logs.first?.check.uikitBroken == 2)
  }

  @Test("AppKit's Conflicting constraints detected after the prefix starts its log at column 18")
  func conflictHeader() throws {
    let list = RecoverLineOffsetTests.widths.map { "    \"\($0)\"" }.joined(separator: ",\n")
    let paste =
      RecoverLineOffsetTests.prefix + "Conflicting constraints detected: (\n" + list + "\n).\n\n"
      + "Will attempt to recover by breaking " + RecoverLineOffsetTests.widths[1] + ".\n"
    let result = try Paste.imported(paste)
    #expect(result.logs.first?.location == LogLocation(line: 1, column: 18))
  }
}
