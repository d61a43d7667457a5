/// Reads a paste (GRAMMAR.md §1–4, §7): splits it into logs, skips the advice and trailers UIKit
/// and AppKit print, reads every description, and warns, located, about everything else.
struct LogParser {
  let fileName: String
  var logs: [ParsedLog] = []
  var traces: [AmbiguityTrace] = []
  var warnings: [LogWarning] = []
  private var current: ParsedLog?
  private var inList = false
  private var expectingBroken = false
  private var trace: AmbiguityTrace?
  /// A run of lines that are not part of any log: where it started, how many lines.
  private var prose: (start: LogLocation, count: Int, sample: String)?
  /// The last line read that is not blank, and the last elision line: a run of elision lines is
  /// one elision.
  private var lastLine = 0
  private var lastElision: Int?
  /// The warning that an elision between a header and its list stands for the list: taken back
  /// when a `(` opens the list right after it (the elision stood for UIKit's advice: unseen-d d09).
  private var elidedListWarning: Int?
  /// Descriptions of the current log that could not be read (each warned about where it is).
  private var unreadable = 0
  /// A description that does not end on its line, held until the lines it continues on are read
  /// (a page wrapped it: unseen-c log c25), and how many lines it has.
  private var wrapped: (line: LogLine, count: Int)?
  /// Whether the paste's Jira strikethrough (`~~` for `-`) was said.
  private var saidStruck = false
  /// Whether the paste's typographic quotes were said.
  private var saidTypographic = false
  /// Whether the paste's shortened addresses were said.
  private var saidShortened = false
  /// The paste's last line with text (not blank, not a code fence): where a page or a store
  /// excerpt cut it, in the middle of a line.
  private var lastText: Int?

  init(fileName: String) { self.fileName = fileName }

  static let advice = [
    "Probably at least one of the constraints", "Try this:", "(1) look at each constraint",
    "(2) find the code that added", "(Note: If you're seeing NSAutoresizingMaskLayoutConstraints",
    // The Note's end on a line of its own (a page that wrapped it: unseen-c log c11).
    "to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints",
  ]
  static let trailers = [
    "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints",
    "The methods in the UIConstraintBasedLayoutDebugging category", "Break on objc_exception_throw",
    "Set the NSUserDefault NSConstraintBasedLayoutVisualizeMutuallyExclusiveConstraints",
    "set a symbolic breakpoint on LAYOUT_CONSTRAINTS_NOT_SATISFIABLE",
  ]
  static let legend = [
    "Legend:", "* - is laid out with auto layout", "+ - is laid out manually", "• - layout engine host",
  ]

  mutating func warn(_ location: LogLocation, _ message: String) {
    warnings.append(LogWarning(fileName: fileName, location: location, message: message))
  }

  mutating func parse(_ lines: [(number: Int, bytes: ArraySlice<UInt8>)]) {
    lastText = lines.last { !LogSource.isBlank($0.bytes) && !Self.isFence($0.bytes) }?.number
    for (number, bytes) in lines {
      defer { if !LogSource.isBlank(bytes) { lastLine = number } }
      if Self.isFence(bytes) {
        // A Markdown code fence alone is the page's markup around the log, not a line of it.
        readWrapped()
        continue
      }
      // Elision lines are short; a long line is never one (and is not decoded twice).
      if bytes.count <= 80, case let raw = String(decoding: bytes, as: UTF8.self), Self.isElision(raw) {
        readWrapped()
        elide(number: number, text: raw)
      } else if LogSource.mayBeLog(bytes) {
        let line = LogSource.clean(Array(String(decoding: bytes, as: UTF8.self)), number: number)
        if let held = wrapped {
          wrapped = nil
          if Self.continuesDescription(line) {
            let joined = held.line.joined(line)
            if Self.isOpenDescription(joined), held.count < 4 {
              wrapped = (joined, held.count + 1)
            } else {
              readJoined(joined, lines: held.count + 1)
            }
            continue
          }
          readJoined(held.line, lines: held.count)
        }
        if Self.isOpenDescription(line) {
          wrapped = (line, 1)
        } else {
          readSegments(line)
        }
      } else if !LogSource.isBlank(bytes) {
        readWrapped()
        if number == lastText,
          readCutLine(LogSource.clean(Array(String(decoding: bytes, as: UTF8.self)), number: number))
        {
          continue
        }
        noteProse(number: number, sample: String(decoding: bytes.prefix(60), as: UTF8.self))
      } else {
        readWrapped()
      }
    }
    readWrapped()
    finishLog(atEnd: true)
    finishTrace()
    flushProse()
    warnings.sort { $0.location < $1.location }
  }

  // MARK: Page markup and cut lines

  /// A Markdown code fence on a line of its own: three or more backticks (or tildes) and an info
  /// string of at most a word or two (```` ``` ````, ```` ```swift ````, ```` ``` swift ````,
  /// ```` ```log ````: 17 of the 48 pastes of /work/logs-unseen-e; attributes in braces, ```` ```{.wiki} ````:
  /// logs-unseen-f f21, a Trac page), after any `>` quoting. UIKit
  /// prints no such line; a fence glued to a line of the log is removed by ``LogSource/clean``.
  static func isFence(_ bytes: ArraySlice<UInt8>) -> Bool {
    var rest = bytes.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x3E }
    guard let mark = rest.first, mark == 0x60 || mark == 0x7E else { return false }
    let run = rest.prefix { $0 == mark }.count
    guard run >= 3 else { return false }
    rest = rest.dropFirst(run)
    let info = rest.filter { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }
    guard info.count <= 20 else { return false }
    return info.allSatisfy { b in
      (0x30...0x39).contains(b) || (0x41...0x5A).contains(b) || (0x61...0x7A).contains(b)
        || [0x2D, 0x5F, 0x2B, 0x2E, 0x23, 0x7B, 0x7D, 0x3D].contains(b)
    }
  }

  /// The paste's last line when it is the start of a line UIKit prints whole, cut there by a page
  /// or a store excerpt: the recover line (`Will `, the leftover d04 of session 30) is read as a
  /// recover line whose constraint is not in the paste; a trailer line (`Make a symbolic`, `The
  /// methods`: unseen-e e06, e07, e36, e48) is skipped as the whole trailer is. At least 4
  /// characters ("Will" itself is read as a cut recover line), so a shorter piece of prose such
  /// as "Wil" is not taken for one.
  private mutating func readCutLine(_ line: LogLine) -> Bool {
    let trimmed = line.text.trimmingBlanks()
    guard trimmed.count >= 4 else { return false }
    let words = "Will attempt to recover by breaking constraint"
    if words.hasPrefix(trimmed) {
      let offset = line.text.prefix { $0 == " " || $0 == "\t" }.count
      recover(line, at: offset, restStart: nil)
      current?.recoverCutReason = "the paste ends inside the recover line (\"\(trimmed)\")"
      current?.recoverLineCut = true
      expectingBroken = false
      warn(
        line.location(offset),
        "the paste ends inside the recover line (\"\(trimmed)\" of \"\(words)\"): which constraint UIKit "
          + "broke is not known")
      return true
    }
    // An advice line cut the same way (`Probably`: logs-unseen-f f27) is skipped as the advice is.
    return Self.trailers.contains { $0.hasPrefix(trimmed) } || Self.advice.contains { $0.hasPrefix(trimmed) }
  }

  // MARK: Wrapped and one-line logs

  /// A line that starts a description and does not end it: `"<NSLayoutConstraint:0x… 'Ident'`
  /// with the rest on the next lines (unseen-c log c25), or a description cut by the paste.
  static func isOpenDescription(_ line: LogLine) -> Bool {
    let trimmed = line.text.trimmingBlanks()
    guard trimmed.hasPrefix("\"<") || trimmed.hasPrefix("<"), trimmed.contains(":0x") else { return false }
    var end = Substring(trimmed)
    while let last = end.last, [",", "\"", ".", ")", " ", "\t"].contains(last) { end = end.dropLast() }
    return end.last != ">"
  }

  /// A line that can only be the rest of a wrapped description: no description, list bracket,
  /// header, advice, recover line, trailer or trace row of its own.
  static func continuesDescription(_ line: LogLine) -> Bool {
    let trimmed = line.text.trimmingBlanks()
    guard let first = trimmed.first, !["\"", "<", "[", "]", "*", "+", "|", "•", "-"].contains(first),
      trimmed != "(", trimmed != ")", trimmed != ").", !trimmed.contains("<")
    else { return false }
    let markers =
      [
        "Unable to simultaneously satisfy", "Will attempt to recover", "Conflicting constraints detected",
        "AMBIGUOUS LAYOUT", "ambiguous layout",
      ] + advice + trailers + legend
    if markers.contains(where: { trimmed.contains($0) }) { return false }
    return trimmed.contains(":0x") || trimmed.hasPrefix("(active") || trimmed.hasPrefix("(Names:")
      || trimmed.hasPrefix("H:") || trimmed.hasPrefix("V:") || trimmed.hasSuffix(">")
      || trimmed.hasSuffix(">\",")
      || trimmed.hasSuffix(">\"")
  }

  private mutating func readWrapped() {
    guard let held = wrapped else { return }
    wrapped = nil
    readJoined(held.line, lines: held.count)
  }

  private mutating func readJoined(_ line: LogLine, lines: Int) {
    if lines > 1 {
      let start = line.characters.firstIndex { $0 != " " && $0 != "\t" } ?? 0
      warn(
        line.location(start),
        "this constraint description is wrapped over \(lines) lines (a page broke it): it is read as one line"
      )
    }
    readSegments(line)
  }

  /// Reads a line, split where it holds more than one part of a log: a whole log on one line
  /// (`…constraints) ( "<…>", "<…>" ) Will attempt to recover…`: unseen-c log c30) or a list's
  /// `)` after its last description (`"<…>" )`: unseen-c log c29).
  private mutating func readSegments(_ line: LogLine) {
    for segment in Self.segments(line) { read(segment) }
  }

  /// The parts of a line with descriptions `"<…>"` after `(`, `,` or the line's start: what comes
  /// before the list's `(`, the `(`, each description, the `)`, what comes after. A line with one
  /// description and nothing else is one part.
  static func segments(_ line: LogLine) -> [LogLine] {
    let c = line.characters
    func isBlank(_ k: Int) -> Bool { c[k] == " " || c[k] == "\t" }
    var starts: [Int] = []
    var i = 0
    while i + 1 < c.count {
      if c[i] == "\"", c[i + 1] == "<" {
        var p = i - 1
        while p >= 0, isBlank(p) { p -= 1 }
        if p < 0 || c[p] == "(" || c[p] == "," { starts.append(i) }
      }
      i += 1
    }
    guard let first = starts.first else { return [line] }
    var parts: [(Int, Int)] = []
    var p = first - 1
    while p >= 0, isBlank(p) { p -= 1 }
    if p >= 0 {
      guard c[p] == "(" else { return [line] }
      if (0..<p).contains(where: { !isBlank($0) }) { parts.append((0, p)) }
      parts.append((p, p + 1))
    }
    var tail = c.count
    for (k, start) in starts.enumerated() {
      let limit = k + 1 < starts.count ? starts[k + 1] : c.count
      var end = limit
      var j = limit - 2
      while j > start {
        if c[j] == ">", c[j + 1] == "\"" {
          end = j + 2
          break
        }
        j -= 1
      }
      parts.append((start, end))
      tail = end
    }
    var t = tail
    while t < c.count, isBlank(t) || c[t] == "," { t += 1 }
    if t < c.count, c[t] == ")" {
      parts.append((t, t + 1))
      t += 1
      while t < c.count, isBlank(t) || c[t] == "." { t += 1 }
    }
    if t < c.count { parts.append((t, c.count)) }
    return parts.count > 1 ? parts.map { line.slice($0.0, $0.1) } : [line]
  }

  // MARK: Lines

  /// Reads one line (or one part of a line, ``segments(_:)``): each kind of line has its step,
  /// tried in this order (the first that takes the line ends it); a line no step takes is prose.
  private mutating func read(_ line: LogLine) {
    let text = line.text
    let trimmed = text.trimmingBlanks()
    if trimmed.isEmpty { return }
    sayTypographic(line)
    sayStruck(line)
    let taken =
      readUnsatisfiableHeader(line, text) || readConflictHeader(line, trimmed)
      || readAdvice(line, text) || readTrailer(text) || trimmed.hasPrefix("(lldb)")
      || Self.isDebuggerCommand(trimmed) || readRecoverLine(line) || readListOpen(line, trimmed)
      || readListClose(line, trimmed) || readEmptyItem(line, text, trimmed) || readRedacted(line, trimmed)
      || Self.legend.contains(where: { trimmed.hasPrefix($0) }) || readTraceHeader(line, text)
      || readTraceRow(line) || readConstraintLine(line)
    if !taken, line.number != lastText || !readCutLine(line) { noteProse(line) }
  }

  /// Says once per paste that a page shortened its addresses (`0x7f…`, `0x6000…a1`: session 30's
  /// leftover d34): UIKit prints every address whole, so objects printed alike are one here.
  private mutating func sayShortened(_ constraint: LoggedConstraint) {
    guard !saidShortened, let at = Self.shortenedAddress(in: constraint.text) else { return }
    saidShortened = true
    warn(
      constraint.location,
      "the page shortened the addresses (\(at)): UIKit prints them whole, so objects printed with the "
        + "same shortened address are taken as one object")
  }

  /// The first address of `text` a page shortened with an ellipsis (`0x7f…`), if any.
  static func shortenedAddress(in text: String) -> String? {
    let c = Array(text)
    var i = 0
    while i + 2 < c.count {
      if c[i] == "0", c[i + 1] == "x" {
        var k = i + 2
        while k < c.count, c[k].isHexDigit { k += 1 }
        if k > i + 2, k < c.count, c[k] == "…" || (k + 2 < c.count && c[k...].starts(with: "...")) {
          return String(c[i..<k]) + "…"
        }
        i = k
      } else {
        i += 1
      }
    }
    return nil
  }

  /// Says once per paste that a Jira bridge turned its `-…-` into `~~…~~`.
  private mutating func sayStruck(_ line: LogLine) {
    guard let at = line.struckAt, !saidStruck else { return }
    saidStruck = true
    warn(
      line.location(at),
      "the page turned the log's \"-…-\" into \"~~…~~\" (Jira's strikethrough made Markdown's): each \"~~\" "
        + "is read as \"-\"")
  }

  /// Says once per paste that its quotes are typographic.
  private mutating func sayTypographic(_ line: LogLine) {
    guard line.typographic, !saidTypographic else { return }
    saidTypographic = true
    let start = line.characters.firstIndex { $0 != " " && $0 != "\t" } ?? 0
    warn(
      line.location(start),
      "the page turned the log's quotes into typographic ones (“ ” ‘ ’): they are read as \" and '")
  }

  /// `Unable to simultaneously satisfy constraints.` (UIKit) or `…constraints:` (AppKit): a new log.
  /// The words are looked for in the line's characters, as read, not in `text`, a new string where
  /// a character the paste wrote as an escape (`\U0301`) joins the one before it: the header
  /// followed by such a mark was not found there (prose), and an offset into `text` was used as one
  /// into the characters.
  private mutating func readUnsatisfiableHeader(_ line: LogLine, _ text: String) -> Bool {
    guard let r = line.range(of: Self.headerWords) else { return false }
    let offset = r.lowerBound
    let after = String(line.characters[r.upperBound...]).trimmingBlanks()
    let macOS = after.hasPrefix(":") || text.contains("[Layout] ")
    // AppKit's `Unable to simultaneously satisfy constraints: (` with the list's `(` on the
    // header line (unseen-c log c29).
    let opens = after.hasSuffix("(")
    startConflict(platform: macOS ? .macOS : .iOS, at: line.location(offset), hasList: opens)
    inList = opens
    return true
  }

  /// AppKit's `Conflicting constraints detected`: a new log.
  private mutating func readConflictHeader(_ line: LogLine, _ trimmed: String) -> Bool {
    guard let r = line.range(of: Self.conflictWords) else { return false }
    let offset = r.lowerBound
    startConflict(platform: .macOS, at: line.location(offset), hasList: trimmed.hasSuffix("("))
    inList = trimmed.hasSuffix("(")
    return true
  }

  /// Closes what the paste had open (prose, the log, the trace) and starts a conflict log there.
  private mutating func startConflict(platform: LogPlatform, at location: LogLocation, hasList: Bool) {
    flushProse()
    finishLog()
    finishTrace()
    current = ParsedLog(
      kind: .unsatisfiable, platform: platform, location: location, constraints: [], broken: nil,
      listClosed: false, hasList: hasList, redacted: false)
  }

  /// A line of UIKit's advice: skipped, or the start of a log whose header the paste left out.
  private mutating func readAdvice(_ line: LogLine, _ text: String) -> Bool {
    guard Self.advice.contains(where: { text.contains($0) }) else { return false }
    if current == nil || current?.listClosed == true || current?.broken != nil {
      // The advice is UIKit's, printed only under "Unable to simultaneously satisfy
      // constraints.": the paste starts after that header (shared logs' GRAMMAR.md §2; unseen
      // pastes that start at "(Note: …" or "(2) find the code…").
      let offset = text.prefix { $0 == " " || $0 == "\t" }.count
      startConflict(platform: .iOS, at: line.location(offset), hasList: false)
      warn(
        line.location(offset),
        "the paste starts after the log's header (\"Unable to simultaneously satisfy constraints.\"); "
          + "UIKit's advice text shows the list below is a conflict")
    }
    return true
  }

  /// A trailer line (the symbolic-breakpoint hints): skipped; a broken constraint no longer follows.
  private mutating func readTrailer(_ text: String) -> Bool {
    guard Self.trailers.contains(where: { text.contains($0) }) else { return false }
    expectingBroken = false
    return true
  }

  /// `Will attempt to recover by breaking constraint`, with the broken constraint on its line or
  /// the next.
  private mutating func readRecoverLine(_ line: LogLine) -> Bool {
    guard let r = line.range(of: Self.recoverWords) else { return false }
    recover(line, at: r.lowerBound, restStart: r.upperBound)
    return true
  }

  /// The recover line's words, as characters, found with `LogLine.range(of:)`.
  static let recoverWords = Array("Will attempt to recover by breaking")
  /// The headers' words, found the same way (`LogLine.range(of:)`).
  static let headerWords = Array("Unable to simultaneously satisfy constraints")
  static let conflictWords = Array("Conflicting constraints detected")

  /// The recover line whose words start at character `offset` of the line, what follows them on the
  /// line from character `restStart` (nil: nothing follows, the line was cut inside the words).
  /// Both are offsets into `line.characters`, where the description is looked for, so no index of
  /// one string is used in another (second read B4).
  private mutating func recover(_ line: LogLine, at offset: Int, restStart: Int?) {
    flushProse()
    if inList, current?.listUnbracketed == true {
      // A list printed without its brackets ends where the recover line starts.
      current?.listClosed = true
      inList = false
    }
    if current == nil || current?.broken != nil
      || (current?.hasList == true && current?.listClosed == false)
    {
      if current != nil { finishLog() }
      current = ParsedLog(
        kind: .unsatisfiable, platform: .iOS, location: line.location(offset), constraints: [], broken: nil,
        listClosed: false, hasList: false, redacted: false)
      warn(
        line.location(offset),
        "a recover line without its list (the paste starts after the list): the broken constraint is read, "
          + "but there is no conflict to check")
    }
    inList = false
    if let start = restStart, start <= line.characters.count,
      let offset = line.characters[start...].firstIndex(of: "<")
    {
      switch cutBroken(line, from: offset) {
      case .matched(let constraint): current?.broken = constraint
      case .lost: break
      case .whole: if let constraint = readDescription(line, from: offset) { current?.broken = constraint }
      }
      expectingBroken = false
    } else {
      expectingBroken = true
    }
  }

  /// A list's opening `(` (an NSArray's description) or `[` (a Swift array's: unseen log u46).
  private mutating func readListOpen(_ line: LogLine, _ trimmed: String) -> Bool {
    guard trimmed == "(" || trimmed == "( " || trimmed == "[" else { return false }
    flushProse()
    if current == nil || current?.hasList == true {
      finishLog()
      current = ParsedLog(
        kind: .constraintList, platform: .iOS, location: line.location(0), constraints: [], broken: nil,
        listClosed: false, hasList: true, redacted: false)
    }
    if let index = elidedListWarning, current?.listElided == true, lastElision == lastLine,
      let elision = current?.elisions.last
    {
      // `Unable to … constraints.` / `...` / `(`: the reporter elided UIKit's advice, not the list
      // (openradar 49289931, unseen-d log d09), which follows whole.
      current?.listElided = false
      warnings[index] = LogWarning(
        fileName: fileName, location: elision.location,
        message: "the paste is elided here (\"\(elision.text)\"): the lines between the header and the "
          + "constraint list (UIKit's advice) are left out; the list after it is read whole")
    }
    elidedListWarning = nil
    current?.hasList = true
    inList = true
    return true
  }

  /// A list's closing `)` or `]`: prose outside a list.
  private mutating func readListClose(_ line: LogLine, _ trimmed: String) -> Bool {
    guard trimmed == ")" || trimmed == ")." || trimmed == "]" else { return false }
    if inList {
      current?.listClosed = true
      inList = false
    } else {
      noteProse(line)
    }
    return true
  }

  /// `"",`: a list item whose `<…>` a page removed as an HTML tag (unseen-c log c12).
  private mutating func readEmptyItem(_ line: LogLine, _ text: String, _ trimmed: String) -> Bool {
    guard trimmed == "\"\"" || trimmed == "\"\"," || trimmed == "\"\" ,",
      inList || current?.kind == .unsatisfiable
    else { return false }
    flushProse()
    unreadable += 1
    warn(
      line.location(text.prefix { $0 == " " || $0 == "\t" }.count),
      "an empty list item (\"\"): the page removed its <…> description (HTML), so the constraint is lost")
    return true
  }

  /// `<private>`: a constraint the system redacted.
  private mutating func readRedacted(_ line: LogLine, _ trimmed: String) -> Bool {
    guard trimmed.hasPrefix("<private>") || trimmed == "\"<private>\"" else { return false }
    flushProse()
    if current == nil {
      warn(line.location(0), "a redacted constraint (<private>) outside any log")
      return true
    }
    current?.redacted = true
    if expectingBroken { expectingBroken = false }
    return true
  }

  /// `View has an ambiguous layout`: a new ambiguity trace.
  private mutating func readTraceHeader(_ line: LogLine, _ text: String) -> Bool {
    guard text.contains("View has an ambiguous layout") else { return false }
    flushProse()
    finishLog()
    finishTrace()
    trace = AmbiguityTrace(location: line.location(0), nodes: [])
    return true
  }

  /// A row of an ambiguity trace (`|   *<UIView:0x…>`), starting one if none is open.
  private mutating func readTraceRow(_ line: LogLine) -> Bool {
    guard let node = Self.traceNode(line) else { return false }
    flushProse()
    if trace == nil {
      finishLog()
      trace = AmbiguityTrace(location: line.location(0), nodes: [])
    }
    trace?.nodes.append(node)
    // The paste's last row cut inside its ambiguous variables (`….minX{id: 2470}, …'UISV-di`:
    // unseen-e e49's store excerpt): the row is whole up to there, the variables after are lost.
    let text = line.text
    if line.number == lastText, let r = text.firstRange(of: "AMBIGUOUS LAYOUT for "),
      !text[r.upperBound...].trimmingBlanks().hasSuffix("}")
    {
      let cut = line.characters.count
      warn(
        line.location(cut),
        "the paste ends inside this trace row's ambiguous variables: "
          + (node.variables.isEmpty
            ? "none of them is known" : "only \(node.variables.joined(separator: ", ")) are known"))
    }
    return true
  }

  /// A constraint description (`<NSLayoutConstraint:0x…>`, quoted or after an lldb dump's `- 4 : `):
  /// the broken constraint, or a list item, starting a list where none is open.
  private mutating func readConstraintLine(_ line: LogLine) -> Bool {
    guard let angle = line.characters.firstIndex(of: "<") else { return false }
    let before = String(line.characters[..<angle]).trimmingBlanks()
    guard before.isEmpty || before == "\"" || Self.isDumpPrefix(before) else { return false }
    flushProse()
    if expectingBroken {
      switch cutBroken(line, from: angle) {
      case .matched(let constraint):
        current?.broken = constraint
        expectingBroken = false
        return true
      case .lost:
        expectingBroken = false
        return true
      case .whole: break
      }
    }
    guard let constraint = readDescription(line, from: angle) else {
      // The recover line's constraint is there but unreadable (said where it is read): the
      // recover line is not cut.
      expectingBroken = false
      return true
    }
    if expectingBroken {
      current?.broken = constraint
      expectingBroken = false
      return true
    }
    if !inList { startListIfNeeded(before, constraint) }
    current?.constraints.append(constraint)
    return true
  }

  /// Where a description comes outside an open list: the next item of an lldb dump, a list printed
  /// without its `(`, or a new list.
  private mutating func startListIfNeeded(_ before: String, _ constraint: LoggedConstraint) {
    if Self.isDumpPrefix(before), current?.kind == .constraintList, current?.hasList == true {
      // The next item of an lldb dump.
    } else if !Self.isDumpPrefix(before), let log = current, log.kind == .unsatisfiable, !log.hasList,
      log.broken == nil, !log.redacted
    {
      // A description right after the header's advice: the list printed without its `(`
      // (pages that dropped the brackets: unseen-b b24, b26), read to the recover line.
      current?.hasList = true
      current?.listUnbracketed = true
      inList = true
    } else {
      finishLog()
      current = ParsedLog(
        kind: .constraintList, platform: .iOS, location: constraint.location, constraints: [],
        broken: nil,
        listClosed: Self.isDumpPrefix(before), hasList: true, redacted: false)
      if !Self.isDumpPrefix(before) {
        inList = true
        current?.startsInsideList = true
        warn(
          constraint.location,
          "the paste starts inside a constraint list (no header and no \"(\" before this description)")
      }
    }
  }

  /// Whether a line stands for a part of the paste the reporter left out: only dots or an
  /// ellipsis (`...`, `…`, `[...]`, `"...",`), or a word saying so (`[snip]`, `<snip>`,
  /// `-- snip --`, `...snipped...`, `[cut]`), in any brackets, quotes, dashes, trace bars or
  /// Markdown escapes (`\.\.\.`).
  /// Unseen logs u10 (`...` in place of the whole list) and u22 (`[snip]` inside a trace).
  static func isElision(_ line: String) -> Bool {
    let marks: Set<Character> = [
      " ", "\t", "\r", "\"", "'", "`", ",", "(", ")", "[", "]", "<", ">", "{", "}", "-", "=", "*", "/", "#",
      "|", "~", "\\",
    ]
    let core = line.filter { !marks.contains($0) }.lowercased()
    guard !core.isEmpty else { return false }
    let word = core.filter { $0 != "." && $0 != "…" }
    if word.isEmpty { return core.contains("…") || core.count >= 3 }
    return ["snip", "snipped", "cut", "elided", "omitted", "truncated"].contains(word)
  }

  /// An elision line (``isElision(_:)``): said once per run, on the log, list or trace it stands
  /// in, which then cannot be checked as whole.
  private mutating func elide(number: Int, text: String) {
    let adjacent = lastElision == lastLine && lastElision != nil
    lastElision = number
    if adjacent { return }
    flushProse()
    let trimmed = text.trimmingBlanks()
    let column = text.prefix { $0 == " " || $0 == "\t" }.count + 1
    let elision = Elision(
      location: LogLocation(line: number, column: column), text: String(trimmed.prefix(40)))
    let sample = "(\"\(elision.text)\")"
    if trace != nil, current == nil {
      trace?.elisions.append(elision)
      warn(elision.location, "the paste is elided here \(sample): rows of the trace are left out")
    } else if var log = current {
      log.elisions.append(elision)
      if inList || (!log.hasList && log.broken == nil && !expectingBroken) {
        log.listElided = true
        elidedListWarning = inList ? nil : warnings.count
        warn(
          elision.location,
          "the constraint list is elided here \(sample): the constraints left out are not known, so the "
            + "conflict cannot be checked")
      } else {
        warn(elision.location, "the paste is elided here \(sample): part of the log is left out")
      }
      current = log
    } else {
      warn(elision.location, "the paste is elided here \(sample): part of it is left out")
    }
  }

  /// `- 4 : ` (lldb's `po view.constraints`).
  static func isDumpPrefix(_ text: String) -> Bool {
    var s = Substring(text)
    guard s.first == "-" else { return false }
    s = s.dropFirst()
    s = s.drop { $0 == " " }
    let digits = s.prefix { $0.isNumber }
    guard !digits.isEmpty else { return false }
    s = s.dropFirst(digits.count).drop { $0 == " " }
    return s == ":"
  }

  /// An lldb command pasted without its `(lldb)` prompt: `po [[UIWindow keyWindow] _autolayoutTrace]`,
  /// `expr -l objc -- …`, `e …`, `p …` (unseen log u22: TinyConstraints#7).
  static func isDebuggerCommand(_ trimmed: String) -> Bool {
    let commands = ["po ", "p ", "expr ", "expression ", "e "]
    guard commands.contains(where: { trimmed.hasPrefix($0) }) else { return false }
    return trimmed.contains("_autolayoutTrace") || trimmed.contains("constraints")
      || trimmed.contains("hasAmbiguousLayout") || trimmed.contains("exerciseAmbiguityInLayout")
  }

  // MARK: Descriptions

  /// What a recover line's description is when the paste cut it (no closing `>`).
  private enum CutDescription {
    /// Not cut: read it whole.
    case whole
    /// Cut, and the list's entry it names.
    case matched(LoggedConstraint)
    /// Cut where no entry of the list can be told from it (said, located).
    case lost
  }

  /// The recover line's description cut before its `>`: right after its address (a wrapped line,
  /// macvim's Google Code export, unseen u09; unseen-d d12, d23), the list's entry with that
  /// address; inside its address (`<NSLayoutConstraint:0x28241f`: unseen-e e15), the list's one
  /// entry whose address starts with those digits, or none when several or none do; before its
  /// address (`<NS`: unseen-e e33), none. UIKit's broken constraint is one of the list's (every
  /// complete log of ../shared/uikit-logs but 11, whose subclass prints other objects).
  private mutating func cutBroken(_ line: LogLine, from start: Int) -> CutDescription {
    let chars = line.characters
    if let end = chars.lastIndex(of: ">"), end > start { return .whole }
    var i = start + 1
    if i < chars.count, chars[i] == "<" { i += 1 }
    let text = String(chars[i...])
    let constraints = current?.constraints ?? []
    guard let colon = text.firstRange(of: ":0x") else {
      let cut = text.trimmingBlanks()
      guard !cut.contains(" "), !cut.contains("("), !cut.isEmpty || chars.count == i else { return .whole }
      lose(
        line, start,
        "the broken constraint's description is cut before its address (\"<\(cut)\"): which constraint UIKit "
          + "broke is not known",
        reason: "the recover line's constraint is cut before its address")
      return .lost
    }
    let digits = text[colon.upperBound...].prefix { $0.isHexDigit }
    guard !digits.isEmpty else { return .whole }
    let address = "0x" + digits.lowercased()
    if let index = constraints.firstIndex(where: { $0.address == address }) {
      warn(
        line.location(start),
        "the broken constraint's description is cut after its address (no closing \">\": a wrapped or cut "
          + "line); it is constraint \(index + 1) of the list, which has the address \(address)")
      return .matched(constraints[index])
    }
    // Cut inside the address: nothing follows its digits on the line.
    guard text[colon.upperBound...].dropFirst(digits.count).trimmingBlanks().isEmpty else { return .whole }
    let numbers = constraints.indices.filter { constraints[$0].address.hasPrefix(address) }.map { $0 + 1 }
    if numbers.count == 1 {
      warn(
        line.location(start),
        "the broken constraint's description is cut inside its address (\(address)…); it is constraint "
          + "\(numbers[0]) of the list, the only one whose address starts with those digits")
      return .matched(constraints[numbers[0] - 1])
    }
    let which =
      numbers.isEmpty
      ? "no constraint of the list has an address that starts with those digits"
      : "constraints \(numbers.map(String.init).joined(separator: ", ")) of the list have addresses that start "
        + "with those digits"
    lose(
      line, start,
      "the broken constraint's description is cut inside its address (\(address)…): \(which), so which "
        + "constraint UIKit broke is not known",
      reason: "the recover line's constraint is cut inside its address, \(address)…")
    return .lost
  }

  /// A recover line whose constraint the paste cut beyond telling: said there, and on the log.
  private mutating func lose(_ line: LogLine, _ start: Int, _ message: String, reason: String) {
    warn(line.location(start), message)
    current?.recoverLineCut = true
    current?.recoverCutReason = reason
  }

  /// Reads the description whose `<` is at `start`; ends at the line's last `>`.
  private mutating func readDescription(_ line: LogLine, from start: Int) -> LoggedConstraint? {
    let chars = line.characters
    guard let end = chars.lastIndex(of: ">"), end > start else {
      warn(
        line.location(start),
        "the constraint description is cut (no closing \">\"): it is skipped"
          + (inList ? " and the list is incomplete" : ""))
      return nil
    }
    let tail = String(chars[(end + 1)...]).trimmingBlanks()
    if !["", ",", "\",", "\"", ".", "\" ,"].contains(tail) {
      warn(line.location(end + 1), "unexpected \"\(tail)\" after the constraint description; it is ignored")
    }
    var parser = DescriptionParser(Array(chars[(start + 1)..<end]))
    do {
      var constraint = try parser.parse()
      constraint.text = String(chars[start...end])
      constraint.location = line.location(start)
      sayShortened(constraint)
      for note in parser.notes { warn(line.location(start + 1 + note.offset), note.message) }
      return constraint
    } catch {
      warn(
        line.location(start + 1 + error.offset),
        "cannot read this constraint description: \(error.message); it is left out")
      unreadable += 1
      return nil
    }
  }

  // MARK: Traces

  /// A layout guide's full description at the start of a trace row, `<CLASS: 0xADDR - "NAME", …`:
  /// the guide, its identifier as its text. The class is one word (`UILayoutGuide`,
  /// `_UIOLAGapGuide`); the rest of the description (frame, owning view) is not read, so a row the
  /// paste cut inside it is still the guide's.
  static func guideDescription(_ head: String) -> LoggedItem? {
    guard head.hasPrefix("<"), let colon = head.firstRange(of: ": 0x") else { return nil }
    let className = head[head.index(after: head.startIndex)..<colon.lowerBound]
    guard !className.isEmpty, className.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
    else { return nil }
    let hex = head[colon.upperBound...].prefix { $0.isHexDigit }
    guard !hex.isEmpty, head[colon.upperBound...].dropFirst(hex.count).hasPrefix(" - \"") else { return nil }
    var name: String?
    if let q1 = head.firstIndex(of: "\""), let q2 = head[head.index(after: q1)...].firstIndex(of: "\"") {
      name = String(head[head.index(after: q1)..<q2])
    }
    return LoggedItem(className: String(className), address: "0x" + hex.lowercased(), text: name)
  }

  /// `|   |   *UILabel:0x…'text'- AMBIGUOUS LAYOUT for UILabel:0x….minY{id: 1}, …` and the iOS 7
  /// form `*<UILabel:0x…> - AMBIGUOUS LAYOUT`.
  static func traceNode(_ line: LogLine) -> TraceNode? {
    let c = line.characters
    var i = 0
    var depth = 0
    while i < c.count, c[i] == " " || c[i] == "\t" { i += 1 }
    while i < c.count, c[i] == "|" {
      depth += 1
      i += 1
      while i < c.count, c[i] == " " { i += 1 }
    }
    var marker = TraceMarker.none
    if i < c.count, let m = TraceMarker(rawValue: String(c[i])), m != .none {
      marker = m
      i += 1
    }
    let rest = String(c[i...])
    let ambiguousRange = rest.firstRange(of: "- AMBIGUOUS LAYOUT")
    let head = ambiguousRange.map { String(rest[..<$0.lowerBound]) } ?? rest
    var item: LoggedItem?
    var h = head.trimmingBlanks()
    if let guide = Self.guideDescription(h) {
      // A guide printed by its full description: `<UILayoutGuide: 0x… - "UIViewSafeAreaLayoutGuide",
      // layoutFrame = …>` (shared log 41), a stack view's gap guide `<_UIOLAGapGuide: 0x… -
      // "UISV-distributing", layoutFrame = …, owningView = <UIStackView: …>>` (unseen-e e49).
      item = guide
    } else {
      // A description cut after its address (`<NSLayoutConstraint:0x…` with no `>`: a recover line's
      // constraint cut by the page, unseen-d logs d12 and d23) is not a trace row: every row
      // printed in `<` … `>` is whole.
      if h.hasPrefix("<"), !h.hasSuffix(">") { return nil }
      if h.hasPrefix("<"), h.hasSuffix(">") { h = String(h.dropFirst().dropLast()) }
      if let colon = h.firstRange(of: ":0x") {
        let className = String(h[..<colon.lowerBound])
        let afterHex = h[colon.upperBound...]
        let hex = afterHex.prefix { $0.isHexDigit }
        var rest = afterHex.dropFirst(hex.count)
        var text: String?
        if rest.first == "'", let close = rest.lastIndex(of: "'"), close > rest.startIndex {
          text = String(rest[rest.index(after: rest.startIndex)..<close])
          rest = rest[rest.index(after: close)...]
        }
        // `•UIView:0x…, MISSING HOST CONSTRAINTS`: an engine host without constraints to its
        // superview (iOS 13+; unseen-c log c37).
        let flag = rest.trimmingBlanks()
        if !className.isEmpty, !className.contains(" "), !hex.isEmpty,
          flag.isEmpty || flag == ", MISSING HOST CONSTRAINTS"
        {
          item = LoggedItem(className: className, address: "0x" + hex.lowercased(), text: text)
        }
      }
    }
    guard let item else { return nil }
    var variables: [String] = []
    if let r = ambiguousRange, let f = rest[r.upperBound...].firstRange(of: " for ") {
      for part in rest[f.upperBound...].split(separator: ",") {
        guard let dot = part.lastIndex(of: ".") else { continue }
        let name = part[part.index(after: dot)...].prefix { $0 != "{" }
        if !name.isEmpty { variables.append(String(name)) }
      }
    }
    return TraceNode(
      depth: depth, item: item, marker: marker, ambiguous: ambiguousRange != nil, variables: variables,
      location: line.location(i))
  }

  // MARK: Bookkeeping

  private mutating func noteProse(_ line: LogLine) {
    noteProse(number: line.number, sample: line.text, column: line.columns.first ?? 1)
  }

  private mutating func noteProse(number: Int, sample: String, column: Int = 1) {
    if prose == nil {
      prose = (LogLocation(line: number, column: column), 1, String(sample.trimmingBlanks().prefix(40)))
    } else {
      prose?.count += 1
    }
  }

  private mutating func flushProse() {
    guard let p = prose else { return }
    prose = nil
    let lines = p.count == 1 ? "a line that is" : "\(p.count) lines that are"
    warn(p.start, "\(lines) not part of an Auto Layout log (\"\(p.sample)\") skipped")
  }

  /// Ends the current log; `atEnd` when the paste ends with it.
  private mutating func finishLog(atEnd: Bool = false) {
    guard var log = current else { return }
    current = nil
    if inList {
      warn(
        log.constraints.last?.location ?? log.location,
        "the constraint list is cut after \(log.constraints.count) constraint(s): the paste ends inside it, "
          + "so the conflict cannot be checked")
    }
    if expectingBroken {
      log.recoverLineCut = true
      warn(log.location, "the recover line is not followed by the broken constraint")
    }
    inList = false
    expectingBroken = false
    // A list whose descriptions were all unreadable is not empty: each was warned about.
    if log.hasList, log.constraints.isEmpty, !log.redacted, log.listClosed, unreadable == 0 {
      warn(log.location, "the constraint list is empty")
    }
    unreadable = 0
    if log.redacted {
      warn(
        log.location,
        "the log is redacted (<private>): unified logging hid the constraints, so nothing can be drawn; "
          + "run the app from Xcode or enable private data in the logging profile")
    }
    if log.kind == .unsatisfiable, !log.hasList, log.broken == nil, !log.redacted, !log.listElided {
      // A page or a store excerpt that stops just after a header (unseen u11, u16, u36, u40;
      // unseen-b b31): the paste is cut, not the log.
      warn(
        log.location,
        atEnd
          ? "the paste ends after this log's header, before its constraint list: nothing of this log is drawn"
          : "a log header with no constraint list after it")
    }
    let all = log.constraints + (log.broken.map { [$0] } ?? [])
    let appKit = all.contains { c in
      c.equation.map { e in
        [e.first.item.className, e.second?.item.className].contains { name in
          guard let name, name.hasPrefix("NS") else { return false }
          return true
        }
      } ?? c.body.contains("NSGridView")
    }
    if appKit { log.platform = .macOS }
    logs.append(log)
  }

  private mutating func finishTrace() {
    guard let t = trace else { return }
    trace = nil
    if t.nodes.isEmpty {
      warn(t.location, "an ambiguity message without the trace lines after it")
    }
    traces.append(t)
  }
}
