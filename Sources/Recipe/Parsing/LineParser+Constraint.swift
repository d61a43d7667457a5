import Layout

extension LineParser {
  /// Names that are constants, not items, when they start an operand.
  private static let constantWords = ["standard", "systemspacing"]

  /// Parses an optional list label: `5.`, `5:`, `C:` or `C.` followed by a space.
  mutating func parseConstraintLabel() throws(LineError) -> Located<ConstraintLabel>? {
    guard let first = peek, let second = peekSecond else { return nil }
    let separates = second.isSymbol(".") || second.isSymbol(":")
    guard separates else { return nil }
    if first.kind == .number {
      guard let value = first.number, value == value.rounded(), value >= 0, value < 1e9 else {
        throw error("a constraint number must be a whole number, found \(first.text)", at: first.range)
      }
      index += 2
      return Located(.number(Int(value)), at: first.range.union(second.range))
    }
    // A letter label needs a space after its `.`, so that `A.Top` stays an anchor; `H:` and
    // `V:` before `|` or `[` start a Visual Format line.
    let third = index + 2 < tokens.count ? tokens[index + 2] : nil
    if first.isWord("H") || first.isWord("V"), second.isSymbol(":"),
      third?.isSymbol("|") == true || third?.isSymbol("[") == true
    {
      return nil
    }
    if first.kind == .word, first.text.count == 1, first.text.first?.isUppercase == true,
      second.isSymbol(":") || (index + 2 < tokens.count && tokens[index + 2].spaceBefore)
    {
      index += 2
      return Located(.letter(first.text), at: first.range.union(second.range))
    }
    return nil
  }

  /// Parses `Item.Attribute relation [m x] Item.Attribute [+ c] [priority]` after the label.
  mutating func parseConstraint(label: Located<ConstraintLabel>?) throws(LineError) -> ConstraintSyntax {
    let first = try parseAnchor()
    guard let token = peek, token.kind == .symbol, let relation = Self.relation(token.text) else {
      throw expected("\"=\", \">=\" or \"<=\"")
    }
    index += 1
    let relationNode = Located(relation, at: token.range)
    var constraint = ConstraintSyntax(label: label, first: first, relation: relationNode, second: nil)
    try parseRightHandSide(into: &constraint)
    constraint.priority = try parseTrailingPriority()
    try parseConstraintAttributes(into: &constraint)
    try expectEnd("a priority such as \"(Priority 249)\" or \"@249\", or the end of the line")
    return constraint
  }

  /// Parses `id "IB-ID"` and `identifier "NAME"` after the constraint (either order, each once).
  private mutating func parseConstraintAttributes(into constraint: inout ConstraintSyntax) throws(LineError) {
    while let token = peek, token.isWord("id") || token.isWord("identifier") {
      index += 1
      if token.isWord("id") {
        guard constraint.ibID == nil else { throw error("the id is given twice", at: token.range) }
        constraint.ibID = try expectString("a quoted Interface Builder id")
      } else {
        guard constraint.identifier == nil else {
          throw error("the identifier is given twice", at: token.range)
        }
        constraint.identifier = try expectString("a quoted identifier")
      }
    }
  }

  /// The relation a symbol spells.
  static func relation(_ symbol: String) -> LayoutRelation? {
    switch symbol {
    case "=", "==": return .equal
    case ">=": return .greaterThanOrEqual
    case "<=": return .lessThanOrEqual
    default: return nil
    }
  }

  /// Parses `Item Name.Attribute`; the name is words and numbers up to the dot, or a string.
  mutating func parseAnchor() throws(LineError) -> AnchorSyntax {
    let item = try parseItemName()
    guard take(symbol: ".") != nil else {
      throw expected(
        "\".\" and an attribute after \"\(item.value)\"",
        hint: "write Item Name.Attribute, e.g. Name Label.Leading")
    }
    guard let token = peek, token.kind == .word else {
      throw expected(
        "an attribute name", hint: "attributes are Leading, Trailing, Top, Bottom, Width, Height, ...")
    }
    guard let attribute = Attribute(word: token.text) else {
      throw unknown("attribute", token, choices: Attribute.words)
    }
    index += 1
    return AnchorSyntax(item: item, attribute: Spelled(attribute, spelling: token.text, at: token.range))
  }

  /// Parses an item name: a quoted string, or words (and numbers after the first word) joined
  /// by single spaces; normalised here once.
  mutating func parseItemName() throws(LineError) -> Located<ViewName> {
    if let token = peek, token.kind == .string {
      index += 1
      return Located(ViewName(token.text), at: token.range)
    }
    guard let firstToken = peek, firstToken.kind == .word else { throw expected("a name") }
    var words = [firstToken.text]
    var range = firstToken.range
    index += 1
    while let token = peek, token.kind == .word || token.kind == .number {
      words.append(token.text)
      range = range.union(token.range)
      index += 1
    }
    return Located(ViewName(words.joined(separator: " ")), at: range)
  }

  /// Parses the right-hand side: a constant alone, or `[m x] anchor [x m] [(+|-) constant]`.
  private mutating func parseRightHandSide(into constraint: inout ConstraintSyntax) throws(LineError) {
    if let constant = try parseConstantOperand(negated: false, allowAlone: true) {
      constraint.constant = constant
      return
    }
    if let number = peek, number.kind == .number, let value = number.number,
      let times = peekSecond, times.isWord("x") || times.isSymbol("*")
    {
      index += 2
      let literal = NumberLiteral(value, spelling: number.text, at: number.range)
      if let spacing = try parseSystemSpacing(multiplier: literal, negated: false) {
        constraint.constant = spacing
        return
      }
      constraint.multiplier = literal
    } else if peek?.kind == .number || peek?.isSymbol("-") == true {
      constraint.constant = .points(try expectSignedNumber("a name or a number"))
      return
    }
    guard let next = peek, next.kind == .word || next.kind == .string else {
      throw expected("an item such as Superview.Leading, or a constant")
    }
    constraint.second = try parseAnchor()
    if peek?.isWord("x") == true || peek?.isSymbol("*") == true, constraint.multiplier == nil {
      index += 1
      constraint.multiplier = try expectNumber("a multiplier")
    } else if take(symbol: "/") != nil, constraint.multiplier == nil {
      let divisor = try expectNumber("a divisor")
      guard divisor.value != 0 else { throw error("division by zero", at: divisor.range) }
      constraint.multiplier = NumberLiteral(
        1 / divisor.value, spelling: PositionalNumber.shortest(1 / divisor.value), at: divisor.range)
    }
    if let sign = peek, sign.isSymbol("+") || sign.isSymbol("-") {
      index += 1
      let negated = sign.text == "-"
      guard let constant = try parseConstantOperand(negated: negated, allowAlone: false) else {
        throw expected("a constant (a number, Standard or SystemSpacing)")
      }
      constraint.constant = constant
    }
  }

  /// Parses a number, `Standard`, `SystemSpacing`, `system spacing` or `2 x SystemSpacing`
  /// when one comes next. With `allowAlone`, a number only counts when no `x` follows.
  private mutating func parseConstantOperand(negated: Bool, allowAlone: Bool) throws(LineError)
    -> ConstantSyntax?
  {
    guard let token = peek else { return nil }
    if token.kind == .word, token.isWord("standard"), peekSecond?.isSymbol(".") != true {
      index += 1
      return .standard(negated: negated, range: token.range)
    }
    if let spacing = try parseSystemSpacing(multiplier: nil, negated: negated) { return spacing }
    if allowAlone { return nil }
    if token.kind == .number, let value = token.number {
      if let times = peekSecond, times.isWord("x") || times.isSymbol("*") {
        index += 2
        let literal = NumberLiteral(value, spelling: token.text, at: token.range)
        guard let spacing = try parseSystemSpacing(multiplier: literal, negated: negated) else {
          throw expected("SystemSpacing after the multiplier")
        }
        return spacing
      }
      index += 1
      let signed = negated ? -value : value
      return .points(NumberLiteral(signed, spelling: token.text, at: token.range))
    }
    return nil
  }

  /// Parses `SystemSpacing` or `system spacing`, with an optional trailing `x 2`.
  private mutating func parseSystemSpacing(multiplier: NumberLiteral?, negated: Bool) throws(LineError)
    -> ConstantSyntax?
  {
    guard let token = peek, token.kind == .word else { return nil }
    var range = token.range
    if token.isWord("systemspacing"), peekSecond?.isSymbol(".") != true {
      index += 1
    } else if token.isWord("system"), let next = peekSecond, next.isWord("spacing") {
      index += 2
      range = range.union(next.range)
    } else {
      return nil
    }
    var factor = multiplier
    if factor == nil, peek?.isWord("x") == true || peek?.isSymbol("*") == true {
      index += 1
      factor = try expectNumber("a multiplier")
    }
    return .systemSpacing(multiplier: factor, negated: negated, range: range)
  }

  /// Parses `(Priority 249)` or `@249` when one comes next.
  mutating func parseTrailingPriority() throws(LineError) -> PrioritySyntax? {
    if let open = take(symbol: "(") {
      guard take(word: "priority") != nil else { throw expected("\"Priority\" after \"(\"") }
      var priority = try parsePriorityValue(style: .parenthesized, start: open.range)
      let close = try expect(symbol: ")")
      priority.range = open.range.union(close.range)
      return priority
    }
    if let at = take(symbol: "@") {
      return try parsePriorityValue(style: .at, start: at.range)
    }
    return nil
  }

  /// Parses `249`, `defaultLow` or `defaultLow - 1`, and checks the range 1 ... 1000.
  mutating func parsePriorityValue(style: PrioritySyntax.Style, start: SourceRange) throws(LineError)
    -> PrioritySyntax
  {
    let base: PriorityBase
    guard let token = peek else { throw expected("a priority (1 to 1000, or a name such as defaultLow)") }
    if token.kind == .number, let value = token.number {
      index += 1
      base = .number(NumberLiteral(value, spelling: token.text, at: token.range))
    } else if token.kind == .word {
      guard let named = NamedPriority(word: token.text) else {
        throw unknown("priority", token, choices: NamedPriority.allCases.map(\.rawValue))
      }
      index += 1
      base = .named(Spelled(named, spelling: token.text, at: token.range))
    } else {
      throw expected("a priority (1 to 1000, or a name such as defaultLow)")
    }
    var adjustment: NumberLiteral?
    if let sign = peek, sign.isSymbol("+") || sign.isSymbol("-"), peekSecond?.kind == .number {
      index += 1
      let number = try expectNumber()
      adjustment =
        sign.text == "-" ? NumberLiteral(-number.value, spelling: number.spelling, at: number.range) : number
    }
    let range = start.union(tokens[index - 1].range)
    let priority = PrioritySyntax(base: base, adjustment: adjustment, style: style, range: range)
    guard priority.value == priority.value.rounded() else {
      throw error(
        "priority \(PositionalNumber.shortest(priority.value)) is not a whole number", at: range,
        hint: "priorities are whole numbers from 1 to 1000")
    }
    guard priority.value >= 1, priority.value <= 1000 else {
      throw error(
        "priority \(PositionalNumber.shortest(priority.value)) is out of range 1...1000", at: range,
        hint: "1000 is required; optional priorities are 1 to 999")
    }
    return priority
  }
}
