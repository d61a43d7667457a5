extension LineParser {
  /// What a line is: a statement, or the header of a new variant.
  enum LineResult {
    /// A statement of the current section.
    case statement(RecipeStatement)
    /// `variant "Name"`.
    case variant(Located<String>)
  }

  /// The statement keywords, for did-you-mean suggestions on an unknown first word.
  static let statementKeywords = [
    "recipe", "scene", "device", "cell", "size", "dynamic", "variant", "set", "install", "uninstall",
    "metric", "fit", "sweep", "superview", "expect", "font",
  ]

  /// Parses a whole line; `commentStart` is where a trailing comment begins.
  mutating func parseLine(commentStart: Int) throws(LineError) -> LineResult {
    let label = try parseConstraintLabel()
    if isVisualFormatStart, let first = peek {
      let format = try VisualFormatParser.parse(
        text, line: line, from: first.range.start.column - 1, to: trimmedEnd(commentStart), label: label)
      return .statement(.visualFormat(format))
    }
    if label != nil || hasRelation {
      return .statement(.constraint(try parseConstraint(label: label)))
    }
    guard let keyword = peek else { throw expected("a statement") }
    if keyword.kind == .word, let kind = Keywords.viewKinds.value(keyword.text), peekSecond?.kind == .string {
      index += 1
      return .statement(.view(try parseView(kind: Spelled(kind, spelling: keyword.text, at: keyword.range))))
    }
    let statement: RecipeStatement
    index += 1
    switch keyword.kind == .word ? keyword.text.lowercased() : "" {
    case "recipe": statement = .title(try expectString("a quoted title"))
    case "scene": statement = .scene(try parseScene())
    case "device": statement = .scene(try parseDevice())
    case "cell": statement = .scene(try parseCell())
    case "size": statement = .sizeClass(try parseSizeClass())
    case "dynamic": statement = .dynamicType(try parseDynamicType())
    case "set": statement = .set(try parseSet())
    case "superview": statement = .superview(try parseSuperview(keyword: keyword))
    case "install": statement = .install(try parseInstall(installs: true))
    case "uninstall": statement = .install(try parseInstall(installs: false))
    case "metric": statement = .metric(try parseMetric())
    case "fit": statement = .fit(try parseFit())
    case "expect": statement = .expect(try parseExpect())
    case "font" where peek?.isWord("system") == true: statement = .systemFont(try parseSystemFont())
    case "font" where peek?.isWord("line") == true: statement = .fontLine(try parseFontLine())
    case "font" where peek?.isWord("width") == true: statement = .fontWidth(try parseFontWidth())
    case "font" where peek?.isWord("cjk") == true: statement = .fontCJK(try parseFontCJK())
    case "font": statement = .fontFile(try parseFontFile())
    case "sweep": return .statement(.sweep(try parseSweep(commentStart: commentStart)))
    case "variant":
      let name = try expectString("a quoted variant name", hint: "for example: variant \"36 pt label\"")
      guard !name.value.trimmingSpaces().isEmpty else {
        throw error("a variant name cannot be empty", at: name.range)
      }
      try expectEnd()
      return .variant(name)
    default:
      index -= 1
      throw unknownStatement(keyword)
    }
    try expectEnd()
    return .statement(statement)
  }

  /// Whether the rest of the line is a Visual Format line: `H:`, `V:`, `|` or `[`.
  private var isVisualFormatStart: Bool {
    guard let first = peek else { return false }
    if first.isSymbol("|") || first.isSymbol("[") { return true }
    return (first.isWord("H") || first.isWord("V")) && first.text.count == 1
      && peekSecond?.isSymbol(":") == true
  }

  /// Whether the line has a relation symbol (it is a constraint).
  private var hasRelation: Bool {
    tokens[index...].contains { $0.kind == .symbol && Self.relation($0.text) != nil }
  }

  /// `commentStart` moved back over trailing spaces.
  private func trimmedEnd(_ commentStart: Int) -> Int {
    var end = min(commentStart, text.count)
    while end > 0, text[end - 1] == " " || text[end - 1] == "\t" { end -= 1 }
    return end
  }

  /// The error for a line that starts with something that is no statement.
  private func unknownStatement(_ token: Token) -> LineError {
    if token.kind == .word, let kind = Keywords.viewKinds.value(token.text) {
      let hint = "view names are quoted, for example: \(kind.rawValue) \"Name Label\""
      guard let next = peekSecond else {
        return error("expected a quoted view name after \"\(token.text)\"", at: endRange, hint: hint)
      }
      return error(
        "expected a quoted view name after \"\(token.text)\", found \(next.describedForMessage)",
        at: next.range,
        hint: hint)
    }
    if token.kind == .word {
      let choices = Self.statementKeywords + Keywords.viewKinds.words
      if let suggestion = Suggestion.didYouMean(token.text, among: choices) {
        return error(
          "unknown statement \"\(token.text)\"", at: token.range, hint: "did you mean \"\(suggestion)\"?")
      }
      return error(
        "expected a statement or a constraint, found \"\(token.text)\"", at: token.range,
        hint: "constraints have a relation: Name Label.Leading = Superview.LeadingMargin")
    }
    return error(
      "expected a statement or a constraint, found \(token.describedForMessage)", at: token.range,
      hint: "constraints have a relation: Name Label.Leading = Superview.LeadingMargin")
  }
}
