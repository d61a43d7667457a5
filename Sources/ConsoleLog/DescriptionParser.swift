import Layout

/// Why a description could not be read: where (an offset into the description) and what.
struct DescriptionError: Error {
  var offset: Int
  var message: String
}

/// Reads one constraint description, `<CLASS:0xADDR[@FILE#LINE] [MASK] ['IDENT'] BODY [priority:N]   INFO>`
/// (GRAMMAR.md §5), given the characters between its `<` and its last `>`.
struct DescriptionParser {
  /// The description's characters, without the outer `<` and `>`.
  let chars: [Character]
  /// Notes on what was read with an assumption: offset and message.
  var notes: [(offset: Int, message: String)] = []

  init(_ chars: [Character]) { self.chars = chars }

  // MARK: Searching

  func find(_ pattern: String, from start: Int = 0, to end: Int? = nil) -> Int? {
    let p = Array(pattern)
    let limit = (end ?? chars.count) - p.count
    guard start <= limit else { return nil }
    var i = start
    while i <= limit {
      if chars[i] == p[0] {
        var k = 1
        while k < p.count, chars[i + k] == p[k] { k += 1 }
        if k == p.count { return i }
      }
      i += 1
    }
    return nil
  }

  func findLast(_ pattern: String, from start: Int = 0, to end: Int? = nil) -> Int? {
    let p = Array(pattern)
    var i = (end ?? chars.count) - p.count
    while i >= start {
      var k = 0
      while k < p.count, chars[i + k] == p[k] { k += 1 }
      if k == p.count { return i }
      i -= 1
    }
    return nil
  }

  func text(_ start: Int, _ end: Int) -> String { start < end ? String(chars[start..<end]) : "" }

  static func isHex(_ c: Character) -> Bool { c.isHexDigit }

  /// The end of an address's digits from `start` (before `end`): its hexadecimal digits and, where a
  /// page shortened it, an ellipsis (`…` or `...`) and the digits after it (`0x7f…`, `0x7f…a1`:
  /// session 30's leftover d34).
  func hexEnd(from start: Int, to end: Int? = nil) -> Int {
    let limit = end ?? chars.count
    var k = start
    while k < limit, Self.isHex(chars[k]) { k += 1 }
    guard k > start else { return k }
    var after = k
    if k < limit, chars[k] == "…" {
      after = k + 1
    } else if k + 2 < limit, chars[k] == ".", chars[k + 1] == ".", chars[k + 2] == "." {
      after = k + 3
    } else {
      return k
    }
    while after < limit, Self.isHex(chars[after]) { after += 1 }
    return after
  }

  /// The address printed from `start` to `end` (after `0x`), lowercased, a shortening's `...` as `…`.
  func printedAddress(_ start: Int, _ end: Int) -> String {
    "0x" + text(start, end).lowercased().replacing("...", with: "…")
  }

  // MARK: The description

  mutating func parse() throws(DescriptionError) -> LoggedConstraint {
    var i = 0
    let (className, address) = try readClassAndAddress(&i)
    let sourceLocation = readSourceLocation(&i)
    guard i < chars.count, chars[i] == " " else {
      throw DescriptionError(offset: i, message: "expected a blank and the constraint after its address")
    }
    while i < chars.count, chars[i] == " " { i += 1 }
    let mask = readMask(&i)
    let identifier = try readIdentifier(&i)
    let (infoStart, names) = try readInformation(from: i)
    var bodyEnd = infoStart
    var priority = try readPriority(from: i, bodyEnd: &bodyEnd)
    let body = text(i, bodyEnd)
    guard !body.isEmpty else { throw DescriptionError(offset: i, message: "the constraint has no equation") }
    let meaning = try readBody(from: i, to: bodyEnd, names: names)
    if let p = meaning.priority { priority = p }
    return LoggedConstraint(
      text: "", location: LogLocation(line: 0, column: 0), className: className, address: address,
      sourceLocation: sourceLocation, mask: mask, identifier: identifier, body: body, form: meaning.form,
      equation: meaning.equation, priority: priority, leftToRight: meaning.leftToRight, names: names)
  }

  /// `NSLayoutConstraint:0x…` (or `<NSLayoutConstraint:0x…>` nested): the constraint's class and
  /// address, `i` moved past them.
  func readClassAndAddress(_ i: inout Int) throws(DescriptionError) -> (className: String, address: String) {
    // A page that renders `<` as an operator prints `"< NSLayoutConstraint:0x…` (unseen-c log c10,
    // aplus.rs): blanks before the class say nothing.
    while i < chars.count, chars[i] == " " { i += 1 }
    let nested = i < chars.count && chars[i] == "<"
    if nested {
      i += 1
      while i < chars.count, chars[i] == " " { i += 1 }
    }
    var found = find(":0x", from: i)
    var hexStart = (found ?? 0) + 3
    // OS X 10.7's first seed printed a blank after the constraint's colon and before the closing
    // `>`: `<NSLayoutConstraint: 0x40082d820 H:[NSButton:0x4004ea720'OK']-(20)-|   (Names: '|':
    // NSView:0x4004ea9a0 ) >` (Apple's Cocoa Auto Layout release notes, 2010: unseen-d log d31).
    if let blank = chars[i...].firstIndex(of: " "), blank > i + 1, chars[blank - 1] == ":",
      blank + 2 < chars.count, chars[blank + 1] == "0", chars[blank + 2] == "x",
      found.map({ $0 > blank }) ?? true
    {
      found = blank - 1
      hexStart = blank + 3
    }
    guard let colon = found else {
      throw DescriptionError(
        offset: i, message: "expected the constraint's class and address (`NSLayoutConstraint:0x…`)")
    }
    let className = text(i, colon)
    guard !className.isEmpty, !className.contains(" ") else {
      throw DescriptionError(
        offset: i, message: "expected the constraint's class before its address, found \"\(className)\"")
    }
    let k = hexEnd(from: hexStart)
    guard k > hexStart else {
      throw DescriptionError(offset: colon + 1, message: "expected hexadecimal digits after \"0x\"")
    }
    let address = printedAddress(hexStart, k)
    i = k
    if nested {
      guard i < chars.count, chars[i] == ">" else {
        throw DescriptionError(offset: i, message: "expected \">\" after the constraint's address")
      }
      i += 1
    }
    return (className, address)
  }

  /// SnapKit's `@FILE#LINE` after the address, if there, `i` moved past it.
  func readSourceLocation(_ i: inout Int) -> String? {
    guard i < chars.count, chars[i] == "@" else { return nil }
    // The file may hold blanks (`…/TestApp Demo/…/View.swift#98`: unseen-b log b35), so it ends
    // at the first `#` and digits followed by a blank; without one, at the first blank.
    var e = i + 1
    var k = i + 1
    while k < chars.count {
      if chars[k] == "#" {
        var d = k + 1
        while d < chars.count, chars[d].isASCII, chars[d].isNumber { d += 1 }
        if d > k + 1, d < chars.count, chars[d] == " " {
          e = d
          break
        }
      }
      k += 1
    }
    if k == chars.count {
      while e < chars.count, chars[e] != " " { e += 1 }
    }
    let location = text(i + 1, e)
    i = e
    return location
  }

  /// An autoresizing mask, `h=-&- v=&-&`, if there, `i` moved past it and the blanks after it.
  func readMask(_ i: inout Int) -> String? {
    guard
      i + 11 <= chars.count, chars[i] == "h", chars[i + 1] == "=", chars[i + 5] == " ", chars[i + 6] == "v",
      chars[i + 7] == "="
    else { return nil }
    let flags = [i + 2, i + 3, i + 4, i + 8, i + 9, i + 10].map { chars[$0] }
    guard flags.allSatisfy({ $0 == "-" || $0 == "&" }) else { return nil }
    let mask = text(i, i + 11)
    i += 11
    while i < chars.count, chars[i] == " " { i += 1 }
    return mask
  }

  /// The identifier, `'UIView-Encapsulated-Layout-Width'`, if there, `i` moved past it and the
  /// blanks after it.
  func readIdentifier(_ i: inout Int) throws(DescriptionError) -> String? {
    guard i < chars.count, chars[i] == "'" else { return nil }
    guard let close = find("' ", from: i + 1) else {
      throw DescriptionError(offset: i, message: "the identifier's closing quote is missing")
    }
    let identifier = text(i + 1, close)
    i = close + 2
    while i < chars.count, chars[i] == " " { i += 1 }
    return identifier
  }

  /// The information part after the body, `(active…)`, `(Names: …)`: where the body ends (before
  /// the blanks ahead of it) and the names it lists.
  func readInformation(from i: Int) throws(DescriptionError) -> (bodyEnd: Int, names: [LoggedName]) {
    var bodyEnd = chars.count
    var names: [LoggedName] = []
    // Usually after blanks; iOS 9 also printed it glued to a visual format step,
    // `V:|-(>=6)-[UIButton:0x…](Names: '|':… )` (unseen log u48, openradar 23087563).
    let infoStarts = ["(active", "(Names:", "(names:", "(inactive"].compactMap { findLast($0, from: i) }
    if let info = infoStarts.max() {
      bodyEnd = info
      let inner = info + 1
      if let namesAt = find("ames: ", from: inner) {
        var close = chars.count
        while close > namesAt, chars[close - 1] != ")" { close -= 1 }
        names = try parseNames(from: namesAt + 6, to: max(namesAt + 6, close - 1))
      }
    }
    while bodyEnd > i, chars[bodyEnd - 1] == " " { bodyEnd -= 1 }
    return (bodyEnd, names)
  }

  /// ` priority:750` at the body's end (1000 without it), `bodyEnd` moved before it and the
  /// blanks ahead of it.
  func readPriority(from i: Int, bodyEnd: inout Int) throws(DescriptionError) -> Double {
    guard let p = findLast(" priority:", from: i, to: bodyEnd) else { return 1000 }
    let value = text(p + 10, bodyEnd)
    guard let number = Double(value), number > 0, number <= 1000 else {
      throw DescriptionError(offset: p + 1, message: "cannot read the priority \"\(value)\" (1 to 1000)")
    }
    bodyEnd = p
    while bodyEnd > i, chars[bodyEnd - 1] == " " { bodyEnd -= 1 }
    return number
  }

  /// The body's meaning: a visual format (with the priority it may print), an NSGridView
  /// expression (noted, never solved), or an equation.
  mutating func readBody(from i: Int, to bodyEnd: Int, names: [LoggedName]) throws(DescriptionError) -> (
    form: LoggedForm, equation: LoggedEquation?, leftToRight: Bool, priority: Double?
  ) {
    if text(i, min(bodyEnd, i + 2)) == "H:" || text(i, min(bodyEnd, i + 2)) == "V:" {
      let parsed = try parseVisualFormat(from: i, to: bodyEnd, names: names)
      return (.visualFormat, parsed.equation, parsed.leftToRight, parsed.priority)
    } else if chars[i] == "(" {
      notes.append(
        (
          i,
          "an AppKit NSGridView expression (a sum of row or column boundaries) cannot be represented in a recipe; "
            + "the constraint is listed but not drawn or solved"
        ))
      return (.expression, nil, false, nil)
    } else if find("-boundary", from: i, to: bodyEnd) != nil {
      // NSGridView's row and column boundaries are anchors no recipe has.
      notes.append(
        (
          i,
          "an AppKit NSGridView row or column boundary cannot be represented in a recipe; "
            + "the constraint is listed but not drawn or solved"
        ))
      return (.expression, nil, false, nil)
    }
    return (.equation, try parseEquation(from: i, to: bodyEnd, names: names), false, nil)
  }

  // MARK: Names

  /// `'|':UIView:0x…, Username:0x… ` (keys may hold `.`, `:`, `(`, `...`).
  func parseNames(from start: Int, to end: Int) throws(DescriptionError) -> [LoggedName] {
    var pairs: [(key: String, value: String?, address: String, text: String?, offset: Int)] = []
    var pairStart = start
    var i = start
    func endsPair(_ k: Int) -> Bool { k == end || chars[k] == "," || chars[k] == " " || chars[k] == ")" }
    while let colon = find(":0x", from: i, to: end) {
      var k = hexEnd(from: colon + 3, to: end)
      let digitsEnd = k
      // The item's printed text after its address: `'|':NSBox:0x…'Box'` (unseen log u50).
      var itemText: String?
      if k > colon + 3, k < end, chars[k] == "'" {
        var q = k + 1
        while q < end, !(chars[q] == "'" && endsPair(q + 1)) { q += 1 }
        if q < end {
          itemText = text(k + 1, q)
          k = q + 1
        }
      }
      if k > colon + 3, endsPair(k) {
        let prefix = text(pairStart, colon).trimmingBlanks()
        let address = printedAddress(colon + 3, digitsEnd)
        if prefix.hasPrefix("'|':") {
          pairs.append(("|", String(prefix.dropFirst(4)), address, itemText, pairStart))
        } else {
          pairs.append((prefix, nil, address, itemText, pairStart))
        }
        i = k
        while i < end, chars[i] == "," || chars[i] == " " { i += 1 }
        pairStart = i
      } else {
        i = colon + 3
      }
    }
    let rest = text(pairStart, end).trimmingBlanks()
    if !rest.isEmpty {
      throw DescriptionError(
        offset: pairStart, message: "cannot read \"\(rest)\" in the names (expected NAME:0xADDRESS)")
    }
    let keys = Set(pairs.map(\.key))
    return pairs.map { pair in
      if let value = pair.value {
        // `'|':ItemCell:0x…` where ItemCell is itself a printed name.
        if keys.contains(value) {
          return LoggedName(key: "|", item: LoggedItem(address: pair.address, accessibilityName: value))
        }
        return LoggedName(
          key: "|",
          item: LoggedItem(className: value, address: pair.address, text: pair.text.map(Self.unescaped)))
      }
      return LoggedName(key: pair.key, item: LoggedItem(address: pair.address, accessibilityName: pair.key))
    }
  }

  // MARK: Items

  /// `UILabel:0x…'text'`, `<UIView:0x…>`, `|`, or a name resolved through `names`.
  func parseItem(from start: Int, to end: Int, names: [LoggedName]) throws(DescriptionError) -> LoggedItem {
    var s = start
    var e = end
    while s < e, chars[s] == " " { s += 1 }
    while e > s, chars[e - 1] == " " { e -= 1 }
    if s < e, chars[s] == "<", chars[e - 1] == ">" {
      s += 1
      e -= 1
    }
    guard s < e else { throw DescriptionError(offset: start, message: "expected a view or layout guide") }
    let whole = text(s, e)
    if whole == "|" {
      if let name = names.first(where: { $0.key == "|" }) {
        var item = name.item
        item.isSuperview = true
        return item
      }
      return LoggedItem(isSuperview: true)
    }
    // `CLASS: 0x…` with a blank after the colon: a page that spaced the description out (a
    // machine translation, unseen log u37: `UIView: 0x16725c30.right == UIWindow: 0x14e61c40.right`).
    let spaced = find(":0x", from: s, to: e) == nil ? find(": 0x", from: s, to: e) : nil
    if let colon = spaced ?? find(":0x", from: s, to: e) {
      let className = text(s, colon)
      let hexStart = colon + (spaced == nil ? 3 : 4)
      let k = hexEnd(from: hexStart, to: e)
      if k > hexStart, !className.isEmpty, !className.contains(" ") {
        let address = printedAddress(hexStart, k)
        var text: String?
        if k < e {
          guard chars[k] == "'", chars[e - 1] == "'", e - 1 > k else {
            throw DescriptionError(
              offset: k, message: "unexpected \"\(self.text(k, e))\" after the address of \(className)")
          }
          text = Self.unescaped(self.text(k + 1, e - 1))
        }
        return LoggedItem(className: className, address: address, text: text)
      }
    }
    // Printed by its accessibility identifier.
    if let name = names.first(where: { $0.key == whole }) { return name.item }
    return LoggedItem(accessibilityName: whole)
  }

  /// `item.attribute`, split at the last `.`.
  func parseAnchor(from start: Int, to end: Int, names: [LoggedName]) throws(DescriptionError) -> LoggedAnchor
  {
    guard let dot = findLast(".", from: start, to: end) else {
      throw DescriptionError(
        offset: start, message: "expected ITEM.ATTRIBUTE, found \"\(text(start, end).trimmingBlanks())\"")
    }
    let name = text(dot + 1, end).trimmingBlanks()
    if name.hasPrefix("contentHeight{") || name.hasPrefix("contentWidth{") {
      // iOS 8's `_UIScrollViewAutomaticContentSizeConstraint UITableView:0x….contentHeight{id: 444}`
      // (unseen-b log b37): the engine variable of a scroll view's content size, which the scroll
      // view's content layout guide's height (width) is [DOC: UIScrollView.contentLayoutGuide, "the
      // layout guide based on the untransformed content rectangle of the scroll view"; contentSize].
      var item = try parseItem(from: start, to: dot, names: names)
      item.contentGuide = true
      return LoggedAnchor(item: item, attribute: name.hasPrefix("contentHeight{") ? .height : .width)
    }
    guard let attribute = Attribute.logged(name) else {
      throw DescriptionError(offset: dot + 1, message: "unknown attribute \"\(name)\"")
    }
    return LoggedAnchor(item: try parseItem(from: start, to: dot, names: names), attribute: attribute)
  }

  // MARK: Equations

  /// A view's printed text with the C escapes of a description (`\n`, `\r`, `\t`: a text view
  /// whose text starts with a new line prints `'\nThroughout  my professio...'`, unseen log u27)
  /// made blanks: the text is drawn and named on one line.
  static func unescaped(_ text: String) -> String {
    guard text.contains("\\") else { return text }
    var out = ""
    var i = text.startIndex
    while i < text.endIndex {
      let c = text[i]
      let next = text.index(after: i)
      if c == "\\", next < text.endIndex, "nrt".contains(text[next]) {
        out.append(" ")
        i = text.index(after: next)
        continue
      }
      out.append(c)
      i = next
    }
    return out
  }

  static func number(_ text: String) -> Double? {
    let t = text.trimmingBlanks()
    guard !t.isEmpty, let value = Double(t), value.isFinite else { return nil }
    return value
  }

  mutating func parseEquation(from start: Int, to end: Int, names: [LoggedName]) throws(DescriptionError)
    -> LoggedEquation
  {
    let candidates: [(Int, LoggedRelation)] = [
      (" == ", .equal), (" >= ", .greaterThanOrEqual), (" <= ", .lessThanOrEqual),
    ]
    .compactMap { pattern, relation in find(pattern, from: start, to: end).map { ($0, relation) } }
    guard let (r, relation) = candidates.min(by: { $0.0 < $1.0 }) else {
      return try parseEquationEndingInRelation(from: start, to: end, names: names)
    }
    let first = try parseAnchor(from: start, to: r, names: names)
    var s = r + 4
    var e = end
    while s < e, chars[s] == " " { s += 1 }
    var constant = readSpacingTerms(from: s, to: &e)
    if let value = Self.constantAlone(text(s, e).trimmingBlanks()) {
      return LoggedEquation(first: first, relation: relation, second: nil, constant: constant + value)
    }
    constant += readConstant(from: s, to: &e)
    let multiplier = readMultiplier(from: &s, to: &e)
    let second = try parseAnchor(from: s, to: e, names: names)
    return LoggedEquation(
      first: first, relation: relation, second: second, multiplier: multiplier, constant: constant)
  }

  /// `UIButton:0x….midY ==` and nothing after: with no second item UIKit prints the constant as
  /// `== + 45` or `== - 16` (unseen-c logs c18, c16; shared 18), and a zero constant as nothing
  /// (unseen-c log c16, iOS 7 autoresizing). Throws where the equation has no relation at all.
  mutating func parseEquationEndingInRelation(from start: Int, to end: Int, names: [LoggedName])
    throws(DescriptionError) -> LoggedEquation
  {
    for (pattern, relation) in [
      (" ==", LoggedRelation.equal), (" >=", .greaterThanOrEqual), (" <=", .lessThanOrEqual),
    ]
    where end - start > 3 && text(end - 3, end) == pattern {
      let first = try parseAnchor(from: start, to: end - 3, names: names)
      notes.append(
        (
          end - 2,
          "nothing after \"\(pattern.dropFirst())\": read as a constant of 0 (UIKit prints no zero constant when "
            + "there is no second item)"
        ))
      return LoggedEquation(first: first, relation: relation, second: nil, constant: 0)
    }
    throw DescriptionError(
      offset: start, message: "expected a relation (==, >= or <=) in \"\(text(start, end))\"")
  }

  /// A spacing term at the end of `start..<end`: `B.bottom NSSpace(8)`.
  /// `A.bottom <= B.bottom NSLayoutAnchorConstraintSpace(8)` is `A.bottom <= B.bottom + 8`: an
  /// anchor's constraint prints its own anchor first, and Apple documents
  /// `constraint(lessThanOrEqualToSystemSpacingBelow:)` as the most by which the current anchor is
  /// below the other (after it, for `…SystemSpacingAfter:`): a spacing added to the second. Returns
  /// the spacing (0 without one), `end` moved before it.
  mutating func readSpacingTerms(from start: Int, to end: inout Int) -> Double {
    var constant = 0.0
    for spacing in [" NSSpace(", " NSLayoutAnchorConstraintSpace("] {
      if let p = findLast(spacing, from: start, to: end), chars[end - 1] == ")",
        let value = Self.number(text(p + spacing.count, end - 1))
      {
        constant += value
        notes.append((p + 1, "the spacing term \(text(p + 1, end)) is read as a constant of \(value) points"))
        end = p
      }
    }
    return constant
  }

  /// `- 16` or `+ 45` alone (shared log 18; unseen-c log c18, iOS 9 autoresizing `midX == + 45`),
  /// or a number alone: the constant; nil when `rest` is more.
  static func constantAlone(_ rest: String) -> Double? {
    if rest.hasPrefix("- "), let value = number(String(rest.dropFirst(2))) { return -value }
    if rest.hasPrefix("+ "), let value = number(String(rest.dropFirst(2))) { return value }
    return number(rest)
  }

  /// `… + 16`, `… - 16.0` at the end of `start..<end`: the constant (0 without one), `end` moved
  /// before it.
  func readConstant(from start: Int, to end: inout Int) -> Double {
    for (pattern, sign) in [(" + ", 1.0), (" - ", -1.0)] {
      if let p = findLast(pattern, from: start, to: end), let value = Self.number(text(p + 3, end)) {
        end = p
        return sign * value
      }
    }
    return 0
  }

  /// The second item's multiplier, postfix (`View.height * 1.77778`) and prefix
  /// (`0.4*View.width`): 1 without one; `end` moved before a postfix's ` * `, `start` past a
  /// prefix's `*`.
  func readMultiplier(from start: inout Int, to end: inout Int) -> Double {
    var multiplier = 1.0
    if let p = findLast(" * ", from: start, to: end), let value = Self.number(text(p + 3, end)) {
      multiplier = value
      end = p
    }
    if let star = find("*", from: start, to: end), let value = Self.number(text(start, star)) {
      multiplier *= value
      start = star + 1
    }
    return multiplier
  }

  // MARK: Visual format

  /// `(>=8@250)`'s inside: relation, points, priority.
  func parseExtent(from start: Int, to end: Int) throws(DescriptionError) -> (LoggedRelation, Double, Double?)
  {
    var body = text(start, end).trimmingBlanks()
    var relation = LoggedRelation.equal
    for (prefix, r) in [(">=", LoggedRelation.greaterThanOrEqual), ("<=", .lessThanOrEqual), ("==", .equal)]
    where body.hasPrefix(prefix) {
      relation = r
      body = String(body.dropFirst(2))
    }
    var priority: Double?
    if let at = body.lastIndex(of: "@") {
      let value = String(body[body.index(after: at)...])
      guard let p = Self.number(value), p > 0, p <= 1000 else {
        throw DescriptionError(offset: start, message: "cannot read the priority \"\(value)\" (1 to 1000)")
      }
      priority = p
      body = String(body[..<at])
    }
    for wrapper in ["NSSpace(", "NSLayoutAnchorConstraintSpace("]
    where body.hasPrefix(wrapper) && body.hasSuffix(")") {
      body = String(body.dropFirst(wrapper.count).dropLast())
    }
    guard let value = Self.number(body) else {
      throw DescriptionError(
        offset: start, message: "cannot read the spacing or size \"\(text(start, end))\"")
    }
    return (relation, value, priority)
  }

  func parseVisualFormat(from start: Int, to end: Int, names: [LoggedName]) throws(DescriptionError)
    -> (equation: LoggedEquation, leftToRight: Bool, priority: Double?)
  {
    let horizontal = chars[start] == "H"
    var e = end
    var leftToRight = false
    if text(max(start, e - 5), e) == "(LTR)" || text(max(start, e - 5), e) == "(RTL)" {
      leftToRight = text(e - 5, e) == "(LTR)"
      e -= 5
    }
    let s = start + 2
    let attributes = VisualFormatAttributes(horizontal: horizontal, leftToRight: leftToRight)
    // `[A(44)]`
    if s < e, chars[s] == "[", chars[e - 1] == "]", chars[e - 2] == ")", find("]-(", from: s, to: e) == nil {
      let (equation, priority) = try parseVisualFormatSize(
        from: s, to: e, attribute: attributes.size, names: names)
      return (equation, leftToRight, priority)
    }
    // `X-(c)-Y`
    let (equation, priority) = try parseVisualFormatStep(from: s, to: e, attributes: attributes, names: names)
    return (equation, leftToRight, priority)
  }

  /// The attributes a visual format's orientation (`H:` or `V:`, left to right or leading to
  /// trailing) reads its edges and size as.
  struct VisualFormatAttributes {
    let leading: Attribute
    let trailing: Attribute
    let size: Attribute

    init(horizontal: Bool, leftToRight: Bool) {
      leading = horizontal ? (leftToRight ? .left : .leading) : .top
      trailing = horizontal ? (leftToRight ? .right : .trailing) : .bottom
      size = horizontal ? .width : .height
    }
  }

  /// `[A(44)]`, `start..<end` from its `[` to its `]`: A's size.
  func parseVisualFormatSize(from s: Int, to e: Int, attribute: Attribute, names: [LoggedName])
    throws(DescriptionError) -> (LoggedEquation, Double?)
  {
    guard let open = findLast("(", from: s, to: e - 2) else {
      throw DescriptionError(offset: s, message: "expected [VIEW(SIZE)]")
    }
    // The size's own parentheses (`NSSpace(8)`) are not the opening one.
    var o = open
    var depth = 0
    var j = e - 2
    while j > s {
      if chars[j] == ")" { depth += 1 }
      if chars[j] == "(" {
        depth -= 1
        if depth == 0 {
          o = j
          break
        }
      }
      j -= 1
    }
    let item = try parseItem(from: s + 1, to: o, names: names)
    let (relation, value, priority) = try parseExtent(from: o + 1, to: e - 2)
    return (
      LoggedEquation(
        first: LoggedAnchor(item: item, attribute: attribute), relation: relation, second: nil,
        constant: value),
      priority
    )
  }

  /// `X-(c)-Y`, `start..<end` from X's `[` or `|` to Y's `]` or `|`: the spacing between them.
  func parseVisualFormatStep(
    from s: Int, to e: Int, attributes: VisualFormatAttributes, names: [LoggedName]
  ) throws(DescriptionError) -> (LoggedEquation, Double?) {
    // The dash that follows a `]` or `|`, and the `)-` that precedes a `[` or `|`.
    var dash: Int?
    var search = s
    while let d = find("-(", from: search, to: e) {
      if d > s, chars[d - 1] == "]" || chars[d - 1] == "|" {
        dash = d
        break
      }
      search = d + 1
    }
    guard let dash else {
      throw DescriptionError(
        offset: s, message: "expected a visual format step such as [A]-(8)-[B] or |-(8)-[A]")
    }
    var close: Int?
    search = dash + 2
    while let c = find(")-", from: search, to: e) {
      if c + 2 < e, chars[c + 2] == "[" || chars[c + 2] == "|" {
        close = c
        break
      }
      search = c + 1
    }
    guard let close else {
      throw DescriptionError(offset: dash, message: "expected \")-\" closing the spacing")
    }
    let (relation, value, priority) = try parseExtent(from: dash + 2, to: close)
    let left = try parseVisualFormatSide(from: s, to: dash, names: names)
    let right = try parseVisualFormatSide(from: close + 2, to: e, names: names)
    if right.isSuperview {
      // `[A]-(c)-|`: super.trailing == A.trailing + c
      let equation = LoggedEquation(
        first: LoggedAnchor(item: right, attribute: attributes.trailing), relation: relation,
        second: LoggedAnchor(item: left, attribute: attributes.trailing), constant: value)
      return (equation, priority)
    }
    // `[A]-(c)-[B]`: B.leading == A.trailing + c; `|-(c)-[B]`: B.leading == super.leading + c
    let equation = LoggedEquation(
      first: LoggedAnchor(item: right, attribute: attributes.leading), relation: relation,
      second: LoggedAnchor(
        item: left, attribute: left.isSuperview ? attributes.leading : attributes.trailing),
      constant: value)
    return (equation, priority)
  }

  /// One side of a visual format step: `|` (the superview) or `[VIEW]`.
  func parseVisualFormatSide(from a: Int, to b: Int, names: [LoggedName]) throws(DescriptionError)
    -> LoggedItem
  {
    let t = text(a, b)
    if t == "|" { return try parseItem(from: a, to: b, names: names) }
    guard t.hasPrefix("["), t.hasSuffix("]") else {
      throw DescriptionError(offset: a, message: "expected | or [VIEW], found \"\(t)\"")
    }
    return try parseItem(from: a + 1, to: b - 1, names: names)
  }
}

extension StringProtocol {
  /// Without leading and trailing blanks and tabs.
  func trimmingBlanks() -> String {
    var s = self[...]
    while let f = s.first, f == " " || f == "\t" { s = s.dropFirst() }
    while let l = s.last, l == " " || l == "\t" { s = s.dropLast() }
    return String(s)
  }
}
