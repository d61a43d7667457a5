import Layout

extension LineParser {
  /// Parses `conflict` or `ambiguous ["VIEW", "VIEW"...]` after `expect`.
  mutating func parseExpect() throws(LineError) -> ExpectSyntax {
    let hint = "for example: expect ambiguous \"Label\", or expect conflict"
    guard let word = peek, word.kind == .word else {
      throw expected("conflict or ambiguous", hint: hint)
    }
    guard let kind = Keywords.expectedDiagnoses.value(word.text) else {
      throw unknown("diagnosis", word, choices: Keywords.expectedDiagnoses.words)
    }
    index += 1
    var views: [Located<ViewName>] = []
    while let token = peek {
      if !views.isEmpty, token.isSymbol(",") {
        index += 1
        continue
      }
      guard token.kind == .string else { break }
      guard kind == .ambiguous else {
        throw error(
          "expect conflict takes no view names", at: token.range,
          hint: "a conflict is between constraints; name views with expect ambiguous")
      }
      index += 1
      views.append(Located(ViewName(token.text), at: token.range))
    }
    return ExpectSyntax(kind: Spelled(kind, spelling: word.text, at: word.range), views: views)
  }

  /// Parses `file "PATH"` after `font`.
  mutating func parseFontFile() throws(LineError) -> FontFileSyntax {
    let hint = "for example: font file \"fonts/Brand-Regular.otf\" (relative to the recipe file)"
    guard take(word: "file") != nil else {
      throw expected("\"file\"", hint: hint)
    }
    let path = try expectString("a quoted font file path", hint: hint)
    guard !path.value.trimmingSpaces().isEmpty else {
      throw error("a font file path cannot be empty", at: path.range, hint: hint)
    }
    return FontFileSyntax(path: path)
  }

  /// Parses what follows `font`: `system variable` or `system split`.
  mutating func parseSystemFont() throws(LineError) -> Spelled<SystemFontOpticalSizing> {
    let hint = "for example: font system variable (San Francisco as the iOS 14 SDK draws it)"
    guard take(word: "system") != nil else { throw expected("\"system\"", hint: hint) }
    let word = try expectWord("variable or split")
    guard let sizing = SystemFontOpticalSizing(rawValue: word.text.lowercased()) else {
      throw unknown("system font design", word, choices: SystemFontOpticalSizing.allCases.map(\.rawValue))
    }
    return Spelled(sizing, spelling: word.text, at: word.range)
  }

  /// Parses what follows `font`: `line "FAMILY" N`, N ems in `FontLineSyntax.range`.
  mutating func parseFontLine() throws(LineError) -> FontLineSyntax {
    let hint = "for example: font line \"Gilroy-Bold\" 1 (a line of 1 em while the family is not installed)"
    guard take(word: "line") != nil else { throw expected("\"line\"", hint: hint) }
    let family = try expectString("a quoted font family", hint: hint)
    guard !family.value.trimmingSpaces().isEmpty else {
      throw error("a font family cannot be empty", at: family.range, hint: hint)
    }
    let line = try expectNumber("a line height in ems", hint: hint)
    guard FontLineSyntax.range.contains(line.value) else {
      throw error(
        "a font line must be between 0.5 and 3 ems, found \(line.spelling)", at: line.range, hint: hint)
    }
    return FontLineSyntax(family: family, line: line)
  }

  /// Parses what follows `font`: `width "FAMILY" R`, R in `FontWidthSyntax.range`.
  mutating func parseFontWidth() throws(LineError) -> FontWidthSyntax {
    let hint =
      "for example: font width \"Gilroy-Bold\" 0.94 (the stand-in's advances times 0.94 while the family is not installed)"
    guard take(word: "width") != nil else { throw expected("\"width\"", hint: hint) }
    let family = try expectString("a quoted font family", hint: hint)
    guard !family.value.trimmingSpaces().isEmpty else {
      throw error("a font family cannot be empty", at: family.range, hint: hint)
    }
    let width = try expectNumber("a width per em (the stand-in's advances times it)", hint: hint)
    guard FontWidthSyntax.range.contains(width.value) else {
      throw error(
        "a font width must be between 0.5 and 2, found \(width.spelling)", at: width.range, hint: hint)
    }
    return FontWidthSyntax(family: family, width: width)
  }

  /// Parses what follows `font`: `cjk R`, R in `FontCJKSyntax.range`.
  mutating func parseFontCJK() throws(LineError) -> NumberLiteral {
    let hint =
      "for example: font cjk 1 (ideographs one em wide in the system font, as Xcode 7's canvas sets them)"
    guard take(word: "cjk") != nil else { throw expected("\"cjk\"", hint: hint) }
    let width = try expectNumber("a width per em of CJK text in the system font", hint: hint)
    guard FontCJKSyntax.range.contains(width.value) else {
      throw error(
        "a font cjk width must be between 0.5 and 2, found \(width.spelling)", at: width.range, hint: hint)
    }
    return width
  }
}
