import Layout

/// Parses Apple's Visual Format Language (REFERENCE §4) from a line's characters:
/// `(H|V:)? (|connection)? [view(predicates)] (connection [view(...)])* (connection|)?`.
struct VisualFormatParser {
  /// The line's characters.
  let text: [Character]
  /// The 1-based line number.
  let line: Int
  /// The index just past the format (a trailing comment is excluded).
  let end: Int
  /// The next character's index.
  var index: Int

  /// Parses the format between `start` and `end` of `text`.
  static func parse(
    _ text: [Character], line: Int, from start: Int, to end: Int, label: Located<ConstraintLabel>?
  ) throws(LineError) -> VisualFormatSyntax {
    var parser = VisualFormatParser(text: text, line: line, end: end, index: start)
    let source = Located(String(text[start..<end]), at: parser.range(start, end))
    var axis = Axis.horizontal
    parser.skipSpaces()
    if parser.index + 1 < end, text[parser.index] == "H" || text[parser.index] == "V",
      parser.peekAfterSpaces(from: parser.index + 1) == ":"
    {
      axis = text[parser.index] == "V" ? .vertical : .horizontal
      parser.index += 1
      parser.skipSpaces()
      parser.index += 1
    }
    var leadingEdge: VisualFormatConnection?
    parser.skipSpaces()
    if parser.peek == "|" {
      parser.index += 1
      leadingEdge = try parser.parseConnection()
    }
    var views = [try parser.parseView()]
    var connections: [VisualFormatConnection] = []
    var trailingEdge: VisualFormatConnection?
    while true {
      parser.skipSpaces()
      if parser.index >= end { break }
      let connection = try parser.parseConnection()
      parser.skipSpaces()
      if parser.peek == "|" {
        parser.index += 1
        trailingEdge = connection
        parser.skipSpaces()
        if parser.index < end {
          throw parser.error("unexpected \"\(text[parser.index])\" after the closing \"|\"", at: parser.index)
        }
        break
      }
      connections.append(connection)
      views.append(try parser.parseView())
    }
    return VisualFormatSyntax(
      label: label, text: source, axis: axis, leadingEdge: leadingEdge, views: views,
      connections: connections, trailingEdge: trailingEdge)
  }

  /// The next character, nil at the end.
  private var peek: Character? { index < end ? text[index] : nil }

  /// The first non-space character at or after `from`.
  private func peekAfterSpaces(from: Int) -> Character? {
    var position = from
    while position < end, text[position] == " " || text[position] == "\t" { position += 1 }
    return position < end ? text[position] : nil
  }

  /// Skips spaces and tabs.
  private mutating func skipSpaces() {
    while index < end, text[index] == " " || text[index] == "\t" { index += 1 }
  }

  /// The range of characters `start ..< stop`.
  private func range(_ start: Int, _ stop: Int) -> SourceRange {
    SourceRange(line: line, column: start + 1, length: stop - start)
  }

  /// An error pointing at one character (or the end of the format).
  private func error(_ message: String, at position: Int, hint: String? = nil) -> LineError {
    LineError(diagnostic: Diagnostic(.error, message, at: range(position, position + 1), hint: hint))
  }

  /// What the next character is, for messages.
  private var found: String {
    guard let character = peek else { return "the end of the line" }
    return "\"\(String(character).replacingControlCharacters())\""
  }

  /// Parses `[name(predicates)]`.
  private mutating func parseView() throws(LineError) -> VisualFormatView {
    skipSpaces()
    guard peek == "[" else {
      throw error(
        "expected \"[\" and a view name, found \(found)", at: index, hint: "views are written [viewName]")
    }
    index += 1
    skipSpaces()
    let start = index
    while let character = peek, character != "]", character != "(", character != "[" { index += 1 }
    var stop = index
    while stop > start, text[stop - 1] == " " || text[stop - 1] == "\t" { stop -= 1 }
    guard stop > start else { throw error("expected a view name after \"[\"", at: start) }
    let name = Located(String(text[start..<stop]), at: range(start, stop))
    if let first = name.value.first, first.isNumber || first == "-" {
      throw error("expected a view name, found number \(name.value)", at: start)
    }
    var predicates: [VisualFormatPredicate] = []
    if peek == "(" {
      index += 1
      predicates = try parsePredicateList()
    }
    skipSpaces()
    guard peek == "]" else { throw error("expected \"]\", found \(found)", at: index) }
    index += 1
    return VisualFormatView(name: Located(ViewName(name.value), at: name.range), predicates: predicates)
  }

  /// Parses a connection: nothing, `-`, `-20-`, `-metric-` or `-(predicates)-`.
  private mutating func parseConnection() throws(LineError) -> VisualFormatConnection {
    skipSpaces()
    let start = index
    guard peek == "-" else { return VisualFormatConnection(kind: .flush, range: range(index, index + 1)) }
    index += 1
    skipSpaces()
    if peek == "[" || peek == "|" {
      return VisualFormatConnection(kind: .standard, range: range(start, start + 1))
    }
    let predicates: [VisualFormatPredicate]
    if peek == "(" {
      index += 1
      predicates = try parsePredicateList()
    } else {
      predicates = [try parsePredicate()]
    }
    skipSpaces()
    guard peek == "-" else {
      throw error(
        "expected \"-\" to close the spacing, found \(found)", at: index,
        hint: "write [a]-20-[b] or [a]-(>=20)-[b]")
    }
    index += 1
    return VisualFormatConnection(kind: .predicates(predicates), range: range(start, index))
  }

  /// Parses `predicate (, predicate)* )` after an opening parenthesis.
  private mutating func parsePredicateList() throws(LineError) -> [VisualFormatPredicate] {
    var predicates = [try parsePredicate()]
    while true {
      skipSpaces()
      if peek == "," {
        index += 1
        predicates.append(try parsePredicate())
      } else if peek == ")" {
        index += 1
        return predicates
      } else {
        throw error("expected \",\" or \")\", found \(found)", at: index)
      }
    }
  }

  /// Parses `(==|<=|>=)? (number|name) (@priority)?`.
  private mutating func parsePredicate() throws(LineError) -> VisualFormatPredicate {
    skipSpaces()
    let start = index
    var relation = LayoutRelation.equal
    if index + 1 < end, let parsed = LineParser.relation(String(text[index...index + 1])),
      parsed != .equal || text[index + 1] == "="
    {
      relation = parsed
      index += 2
    } else if peek == "=" {
      index += 1
    }
    skipSpaces()
    let object: VisualFormatPredicate.Object
    if let number = parseNumber() {
      object = .number(number)
    } else if let name = parseName() {
      object = .name(name)
    } else {
      throw error("expected a number, metric or view name, found \(found)", at: index)
    }
    skipSpaces()
    var priority: VisualFormatPredicate.Priority?
    if peek == "@" {
      index += 1
      skipSpaces()
      if let number = parseNumber() {
        guard number.value >= 1, number.value <= 1000 else {
          throw LineError(
            diagnostic: Diagnostic(
              .error, "priority \(number.spelling) is out of range 1...1000", at: number.range,
              hint: "1000 is required; optional priorities are 1 to 999"))
        }
        priority = .number(number)
      } else if let name = parseName() {
        priority = .name(name)
      } else {
        throw error("expected a priority after \"@\", found \(found)", at: index)
      }
    }
    return VisualFormatPredicate(
      relation: relation, object: object, priority: priority, range: range(start, index))
  }

  /// Parses an optionally negative decimal number.
  private mutating func parseNumber() -> NumberLiteral? {
    let start = index
    var position = index
    if position < end, text[position] == "-" { position += 1 }
    let digitsStart = position
    while position < end, text[position].isASCII, text[position].isNumber || text[position] == "." {
      position += 1
    }
    guard position > digitsStart, let value = Double(String(text[start..<position])), abs(value) < 1e12 else {
      return nil
    }
    index = position
    return NumberLiteral(value, spelling: String(text[start..<position]), at: range(start, position))
  }

  /// Parses an identifier (letters, digits, underscores, starting with a letter or underscore).
  private mutating func parseName() -> Located<String>? {
    let start = index
    guard let first = peek, first.isNameLetter || first == "_" else { return nil }
    while let character = peek, character.isNameLetter || character.isNameNumber || character == "_" {
      index += 1
    }
    return Located(String(text[start..<index]), at: range(start, index))
  }
}
