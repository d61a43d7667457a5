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

/// The headers and the recover line are found in the characters read, not in a new string of them
/// (where an escaped mark right after their last word, `constraints\U0301`, joins that word's last
/// letter, and the words were not found: the header was prose). No UIKit line prints a mark there
/// (its words are followed by `.`, `:` or a blank), so no real paste met it; these pastes are
/// written by hand.
@Suite("Console log headers and recover line: found in the characters read")
struct HeaderWordsInReadCharactersTests {
  @Test("UIKit's header followed by an escaped mark is the log's header, at column 1")
  func unsatisfiableHeaderBeforeAnEscapedMark() throws {
    let paste = Paste.log(RecoverLineOffsetTests.widths, broken: 2).replacingOccurrences(
      of: "satisfy constraints.", with: "satisfy constraints\\U0301.")
    #expect(paste.contains("constraints\\U0301."))
    let result = try Paste.imported(paste)
    #expect(result.warnings.isEmpty, "\(result.warnings.map(\.message))")
    #expect(result.logs.first?.location == LogLocation(line: 1, column: 1))
    #expect(result.logs.first?.check.uikitBroken == 2)
  }

  @Test("AppKit's header followed by an escaped mark starts its log at column 1")
  func conflictHeaderBeforeAnEscapedMark() throws {
    let list = RecoverLineOffsetTests.widths.map { "    \"\($0)\"" }.joined(separator: ",\n")
    let paste =
      "Conflicting constraints detected\\U0301: (\n" + list + "\n).\n\n"
      + "Will attempt to recover by breaking " + RecoverLineOffsetTests.widths[1] + ".\n"
    let result = try Paste.imported(paste)
    #expect(result.logs.count == 1)
    #expect(result.logs.first?.location == LogLocation(line: 1, column: 1))
    #expect(
      !result.warnings.contains { $0.message.contains("not part of") }, "\(result.warnings.map(\.message))")
  }
}

/// The Jira strikethrough warning points at the first `~~` the paste holds, in the file's columns
/// (counted by hand), not at the first `-` of whatever part of the line is read first.
@Suite("Console log Jira strikethrough: the warning's column")
struct StruckColumnTests {
  /// A whole log on one line after a timestamp (`2024-06-08 …`, c30's collapsed shape): the date's
  /// `-` is the first `-` of the line, the first `~~` is in the first description.
  @Test("a one-line log after a timestamp: the warning is at the first ~~, not at the date's -")
  func oneLineLogAfterATimestamp() throws {
    let list = UnseenFFormTests.struckList.map { "\"\($0)\"" }.joined(separator: ", ")
    let line =
      "2024-06-08 12:35:26.545206+0800 App[1:2] Unable to simultaneously satisfy constraints. ( \(list) ) "
      + "Will attempt to recover by breaking constraint \(UnseenFFormTests.struckList[2])"
    let result = try Paste.imported(line + "\n")
    let warning = try #require(result.warnings.first { $0.message.contains("Jira's strikethrough") })
    let tilde = try #require(line.firstRange(of: "~~"))
    let column = line.distance(from: line.startIndex, to: tilde.lowerBound) + 1
    // 32 (timestamp) + 9 (`App[1:2] `) + 45 (the header) + 3 (` ( `) + 1 (`"`) + 35 + 3 (`V:|`): 128.
    #expect(column == 129)
    #expect(warning.location == LogLocation(line: 1, column: column))
    #expect(result.logs.first?.check.uikitBroken == 3)
  }

  /// A list item whose identifier holds a `-` the bridge left alone (one, unpaired) before the `~~`
  /// it made: `    "<NSLayoutConstraint:0x600000aa0010 'top-pin' V:|~~(8)~~[…` puts the first `~` at
  /// column 54 (4 blanks, the quote, 35 characters of `<NSLayoutConstraint:0x600000aa0010 `, 10 of
  /// `'top-pin' `, `V:|` 3: 4 + 1 + 35 + 10 + 3 = 53, so the `~` is the 54th).
  @Test("an identifier's own - before the first ~~ on its line: the warning is at the ~~")
  func hyphenBeforeTheStrikethrough() throws {
    var items = UnseenFFormTests.struckList
    items[0] = items[0].replacingOccurrences(of: "0x600000aa0010 V:", with: "0x600000aa0010 'top-pin' V:")
    let result = try Paste.imported(Paste.log(items, broken: 3))
    let warning = try #require(result.warnings.first { $0.message.contains("Jira's strikethrough") })
    let header = Paste.header.split(separator: "\n", omittingEmptySubsequences: false).count
    #expect(warning.location == LogLocation(line: header + 2, column: 54))
  }
}
