/// A paste split into lines, each cleaned of what GitHub, Markdown and mail clients add
/// (`> ` quoting, `**`, backslash escapes), remembering the column each character had.
struct LogLine {
  /// 1-based line number.
  var number: Int
  /// The cleaned characters.
  var characters: [Character]
  /// The 1-based column, in the pasted line, of each cleaned character.
  var columns: [Int]
  /// Whether the line had a `> ` quote prefix.
  var quoted: Bool
  /// Whether a page had turned the line's quotes into typographic ones (`“<…>”,`, `‘|’:`), read
  /// here as `"` and `'`.
  var typographic = false
  /// The first cleaned character that stands for a `~~` a Jira-to-Markdown bridge had made of the
  /// line's `-` (Jira's strikethrough `-x-` into Markdown's `~~x~~`), read here as `-`; nil when
  /// the line (or this part of it) holds none.
  var struckAt: Int?
  /// Whether the line holds a `~~` read as `-`.
  var struck: Bool { struckAt != nil }
  /// The line each character came from, when descriptions wrapped over lines were joined (empty:
  /// all from `number`).
  var lines: [Int] = []

  /// The cleaned text.
  var text: String { String(characters) }

  /// Where `words` first stand in the cleaned characters, as offsets into `characters` (those every
  /// location and description read uses; `text` is a new string, where a character the paste wrote
  /// as an escape, `\U0301`, joins the one before it, so its offsets can be fewer: second read B4).
  func range(of words: [Character]) -> Range<Int>? { characters.firstRange(of: words) }

  /// The location of cleaned character `index` (past the end: just after the last one).
  func location(_ index: Int) -> LogLocation {
    if index < columns.count {
      let i = max(0, index)
      return LogLocation(line: lines.isEmpty ? number : lines[i], column: columns[i])
    }
    return LogLocation(line: lines.last ?? number, column: (columns.last ?? 0) + 1)
  }

  /// The characters from `start` up to `end`, keeping where each came from.
  func slice(_ start: Int, _ end: Int) -> LogLine {
    var line = LogLine(
      number: lines.isEmpty ? number : lines[start], characters: Array(characters[start..<end]),
      columns: Array(columns[start..<end]), quoted: quoted)
    line.typographic = typographic
    if let at = struckAt, (start..<end).contains(at) { line.struckAt = at - start }
    if !lines.isEmpty { line.lines = Array(lines[start..<end]) }
    return line
  }

  /// This line with `next` after it, one blank between (a description a page wrapped over lines:
  /// unseen-c log c25).
  func joined(_ next: LogLine) -> LogLine {
    let skip = next.characters.prefix { $0 == " " || $0 == "\t" }.count
    var line = self
    line.lines = lines.isEmpty ? Array(repeating: number, count: characters.count) : lines
    line.characters.append(" ")
    line.columns.append((columns.last ?? 0) + 1)
    line.lines.append(line.lines.last ?? number)
    line.characters += next.characters[skip...]
    line.columns += next.columns[skip...]
    line.lines +=
      next.lines.isEmpty
      ? Array(repeating: next.number, count: next.characters.count - skip) : Array(next.lines[skip...])
    line.typographic = typographic || next.typographic
    line.struckAt = struckAt ?? next.struckAt.map { self.characters.count + 1 + $0 - skip }
    return line
  }
}

/// Decoding and cleaning.
enum LogSource {
  /// The most a paste may hold (a console log is kilobytes; 64 MB is far beyond any).
  static let maximumBytes = 64 << 20

  /// Decodes UTF-8 bytes, refusing what is not text, located at the offending byte.
  static func decode(_ bytes: [UInt8], fileName: String) throws(LogImportError) -> String {
    guard bytes.count <= maximumBytes else {
      throw LogImportError(
        fileName: fileName, location: LogLocation(line: 1, column: 1),
        message: "the file is \(bytes.count) bytes, over the \(maximumBytes)-byte limit for a pasted log"
          + "\nhint: paste only the log, from \"Unable to simultaneously satisfy constraints\" to the recover line"
      )
    }
    var line = 1
    var column = 1
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      let length: Int
      switch byte {
      case 0x00..<0x80: length = 1
      case 0xC2...0xDF: length = 2
      case 0xE0...0xEF: length = 3
      case 0xF0...0xF4: length = 4
      default: length = 0
      }
      var valid = length > 0 && index + length <= bytes.count
      if valid {
        for k in 1..<length where bytes[index + k] & 0xC0 != 0x80 { valid = false }
        if valid, length == 3 {
          let second = bytes[index + 1]
          if byte == 0xE0 && second < 0xA0 || byte == 0xED && second >= 0xA0 { valid = false }
        }
        if valid, length == 4 {
          let second = bytes[index + 1]
          if byte == 0xF0 && second < 0x90 || byte == 0xF4 && second >= 0x90 { valid = false }
        }
      }
      let location = LogLocation(line: line, column: column)
      guard valid else {
        throw LogImportError(
          fileName: fileName, location: location,
          message: "the file is not UTF-8 text: byte 0x\(hex(byte)) cannot be read here"
            + "\nhint: a console log is text; paste it from Xcode's console, Console.app or a terminal")
      }
      if length == 1, byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D, byte != 0x0C {
        throw LogImportError(
          fileName: fileName, location: location,
          message: "the file holds the control byte 0x\(hex(byte)): it is binary, not a console log"
            + "\nhint: a console log is text; paste it from Xcode's console, Console.app or a terminal")
      }
      if byte == 0x0A || (byte == 0x0D && (index + 1 >= bytes.count || bytes[index + 1] != 0x0A)) {
        line += 1
        column = 1
      } else if byte != 0x0D {
        column += 1
      }
      index += length
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
  }

  /// The lines of `text` (`\n`, `\r\n`, `\r`): number and bytes. Lines are cleaned only when
  /// `mayBeLog` says they could be part of a log, so that megabytes of prose cost little.
  static func rawLines(_ text: String) -> [(number: Int, bytes: ArraySlice<UInt8>)] {
    let bytes = Array(text.utf8)
    var result: [(Int, ArraySlice<UInt8>)] = []
    var start = 0
    var number = 1
    var i = 0
    while i < bytes.count {
      let b = bytes[i]
      if b == 0x0A || b == 0x0D {
        result.append((number, bytes[start..<i]))
        number += 1
        if b == 0x0D, i + 1 < bytes.count, bytes[i + 1] == 0x0A { i += 1 }
        start = i + 1
      }
      i += 1
    }
    if start < bytes.count { result.append((number, bytes[start..<bytes.count])) }
    return result
  }

  /// Words of which every line UIKit, AppKit or lldb prints in a log holds at least one (or one
  /// of the bytes `< ( ) | : * • [ ]`).
  private static let needles: [[UInt8]] = [
    "nable to simul", "onstraint", "ebugger", "AMBIGUOUS", "Legend", "ambiguous", "autolayoutTrace",
  ]
  .map { Array($0.utf8) }

  /// Whether a line holds nothing but blanks and `>` quote markers (an empty line of a `> `-quoted
  /// paste: unseen logs u07, u14).
  static func isBlank(_ line: ArraySlice<UInt8>) -> Bool {
    // `&nbsp;` alone on a line: an empty line a page kept as HTML (unseen-d log d33).
    let nbsp = Array("&nbsp;".utf8)
    var i = line.startIndex
    while i < line.endIndex {
      let b = line[i]
      if b == 0x20 || b == 0x09 || b == UInt8(ascii: ">") {
        i += 1
      } else if b == UInt8(ascii: "&"), line.endIndex - i >= nbsp.count,
        Array(line[i..<(i + nbsp.count)]) == nbsp
      {
        i += nbsp.count
      } else {
        return false
      }
    }
    return true
  }

  /// Whether a line could be part of a log (false: certainly prose).
  static func mayBeLog(_ line: ArraySlice<UInt8>) -> Bool {
    // `"",`: a list item a page emptied (unseen-c log c12).
    let quote = UInt8(ascii: "\"")
    if line.count < 12,
      line.filter({ $0 != 0x20 && $0 != 0x09 && $0 != UInt8(ascii: ",") }) == [quote, quote]
    {
      return true
    }
    for b in line {
      switch b {
      case UInt8(ascii: "<"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "|"), UInt8(ascii: ":"),
        UInt8(ascii: "*"), UInt8(ascii: "["), UInt8(ascii: "]"), 0xE2:
        return true
      default: continue
      }
    }
    for needle in needles where contains(line, needle) { return true }
    return false
  }

  private static func contains(_ haystack: ArraySlice<UInt8>, _ needle: [UInt8]) -> Bool {
    guard haystack.count >= needle.count, let first = needle.first else { return false }
    var i = haystack.startIndex
    let last = haystack.endIndex - needle.count
    while i <= last {
      if haystack[i] == first {
        var k = 1
        while k < needle.count, haystack[i + k] == needle[k] { k += 1 }
        if k == needle.count { return true }
      }
      i += 1
    }
    return false
  }

  /// Characters a Markdown renderer or an NSArray description escapes with a backslash.
  private static let escaped: Set<Character> = [
    "<", ">", "*", "_", "[", "]", "(", ")", "#", "|", "\"", "\\", "'", "`", "-", ".",
  ]

  /// The character an HTML entity at `index` stands for, and the entity's length.
  static func htmlEntity(_ raw: [Character], at index: Int) -> (Character, Int)? {
    let entities: [(String, Character)] = [
      ("&lt;", "<"), ("&gt;", ">"), ("&amp;", "&"), ("&quot;", "\""), ("&#39;", "'"), ("&#x27;", "'"),
      ("&apos;", "'"), ("&nbsp;", " "),
    ]
    for (name, character) in entities where index + name.count <= raw.count {
      if String(raw[index..<(index + name.count)]) == name { return (character, name.count) }
    }
    return nil
  }

  /// Removes quote prefixes, Markdown bold and backslash escapes; `\U2019` becomes the character.
  static func clean(_ raw: [Character], number: Int) -> LogLine {
    let (start, quoted) = contentStart(raw)
    let typographic = hasTypographicQuotes(raw)
    var decoded = decode(raw, from: start, typographic: typographic, struck: isStruck(raw))
    trimEnd(&decoded.characters, &decoded.columns)
    var line = LogLine(
      number: number, characters: decoded.characters, columns: decoded.columns, quoted: quoted)
    line.typographic = typographic
    // The end's bold and backticks removed by `trimEnd` are never a `~~`'s `-`.
    line.struckAt = decoded.struckAt.flatMap { $0 < line.characters.count ? $0 : nil }
    return line
  }

  /// Where the text UIKit printed starts in `raw`, after what a page or a mail client put before
  /// it (`> ` quoting, a line comment's `//`, inline code's backticks, Markdown bold), and whether
  /// the line was quoted.
  private static func contentStart(_ raw: [Character]) -> (start: Int, quoted: Bool) {
    var start = 0
    var quoted = false
    // `> ` quoting (possibly nested, possibly after blanks).
    while true {
      var k = start
      while k < raw.count, raw[k] == " " { k += 1 }
      guard k < raw.count, raw[k] == ">", k - start < 4 else { break }
      // A description never starts a line with ">"; a `>=` would not be quoting.
      if k + 1 < raw.count, raw[k + 1] == "=" { break }
      k += 1
      if k < raw.count, raw[k] == " " { k += 1 }
      start = k
      quoted = true
    }
    // A line comment's `//` (a log kept in code comments: unseen-d log d39) and Markdown's inline
    // code backticks around a line (`` `"<…>",` ``: a translated book, unseen-d log d35; a fence
    // glued to the header, ```` ```[LayoutConstraints] Unable… ````: d27) are no text UIKit prints
    // at the start of a line. A fence alone (```` ``` ````, ```` ```swift ````) stays what it was.
    var lead = start
    while lead < raw.count, raw[lead] == " " || raw[lead] == "\t" { lead += 1 }
    if lead + 1 < raw.count, raw[lead] == "/", raw[lead + 1] == "/" {
      start = lead + 2
      if start < raw.count, raw[start] == " " { start += 1 }
      lead = start
      while lead < raw.count, raw[lead] == " " || raw[lead] == "\t" { lead += 1 }
    }
    var ticks = 0
    while lead + ticks < raw.count, raw[lead + ticks] == "`" { ticks += 1 }
    if ticks > 0, lead + ticks < raw.count {
      let rest = raw[(lead + ticks)...]
      if ticks < 3 || rest.contains(" ") || "[\"<(".contains(rest.first!) { start = lead + ticks }
    }
    // Markdown bold at the start of the line.
    while start + 1 < raw.count, raw[start] == "*", raw[start + 1] == "*" { start += 2 }
    return (start, quoted)
  }

  /// Whether typographic quotes stand around a description or `|` (a page's "smart quotes":
  /// unseen-c log c36): no text UIKit prints; on such a line every one of them stands for `"` or
  /// `'`.
  private static func hasTypographicQuotes(_ raw: [Character]) -> Bool {
    raw.count > 2
      && zip(raw, raw.dropFirst()).contains { pair in
        pair == ("“", "<") || pair == (">", "”") || pair == ("‘", "|") || pair == ("|", "’")
      }
  }

  /// Whether the line's `~~` stand for `-`: Jira's strikethrough `-text-` that a bridge to GitHub
  /// turned into Markdown's `~~text~~` (a Jira-synced issue: `V:|~~(0)~~[UIStackView:…]`,
  /// `'UISV~~canvas~~connection'`, logs-unseen-f f08). UIKit prints no `~~`, so on a line holding
  /// a constraint's or a view's description (`<` and `:0x`) each `~~` stands for the `-` it
  /// replaced.
  private static func isStruck(_ raw: [Character]) -> Bool {
    raw.contains("<") && zip(raw, raw.dropFirst()).contains { $0 == ("~", "~") }
      && zip(raw, raw.dropFirst()).contains { $0 == (":", "0") }
  }

  /// The characters of `raw` from `start`, each with its 1-based column, with what a page made of
  /// UIKit's text read back: `~~` as `-` (when `struck`; the first one's offset kept), typographic
  /// quotes as `"` and `'` (when `typographic`), HTML entities, `\U2019` escapes and backslash
  /// escapes as the character they stand for.
  private static func decode(_ raw: [Character], from start: Int, typographic: Bool, struck: Bool)
    -> (characters: [Character], columns: [Int], struckAt: Int?)
  {
    var characters: [Character] = []
    var columns: [Int] = []
    var struckAt: Int?
    var i = start
    while i < raw.count {
      var c = raw[i]
      if struck, c == "~", i + 1 < raw.count, raw[i + 1] == "~" {
        if struckAt == nil { struckAt = characters.count }
        characters.append("-")
        columns.append(i + 1)
        i += 2
        continue
      }
      if typographic {
        if c == "“" || c == "”" { c = "\"" }
        if c == "‘" || c == "’" { c = "'" }
      }
      if c == "&", let (entity, length) = htmlEntity(raw, at: i) {
        // An HTML entity a page left in the text (`&lt;NSLayoutConstraint:0x…&gt;`, `&quot;`).
        characters.append(entity)
        columns.append(i + 1)
        i += length
        continue
      }
      if c == "\\", i + 1 < raw.count {
        let next = raw[i + 1]
        if next == "U" || next == "u", i + 6 <= raw.count {
          let digits = String(raw[(i + 2)..<(i + 6)])
          if digits.count == 4, let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) {
            characters.append(Character(scalar))
            columns.append(i + 1)
            i += 6
            continue
          }
        }
        if escaped.contains(next) {
          characters.append(next)
          columns.append(i + 2)
          i += 2
          continue
        }
      }
      characters.append(c)
      columns.append(i + 1)
      i += 1
    }
    return (characters, columns, struckAt)
  }

  /// Removes Markdown bold at the end of the line and inline code's closing backticks
  /// (`…>",`` ` `` or `…>"`` `,`) when anything else is on the line.
  private static func trimEnd(_ characters: inout [Character], _ columns: inout [Int]) {
    while characters.count >= 2, characters[characters.count - 1] == "*",
      characters[characters.count - 2] == "*"
    {
      characters.removeLast(2)
      columns.removeLast(2)
    }
    var end = characters.count
    while end > 0, characters[end - 1] == " " || characters[end - 1] == "\t" { end -= 1 }
    var tick = end > 0 && characters[end - 1] == "," ? end - 1 : end
    let closing = tick
    while tick > 0, characters[tick - 1] == "`" { tick -= 1 }
    if tick < closing, characters[..<tick].contains(where: { $0 != " " && $0 != "\t" }) {
      characters.removeSubrange(tick..<closing)
      columns.removeSubrange(tick..<closing)
    }
  }
}
