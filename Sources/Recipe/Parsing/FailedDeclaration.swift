import Layout

/// The view a declaration line names when the line itself could not be parsed (a control
/// character in its text, an unterminated string after the name, a bad parent clause, a
/// misspelled view kind).
///
/// The line's own error is reported; the view is then unknown to the checker, and without this
/// every constraint naming it would add `unknown view "X"` with the hint "declare it first",
/// which is false: it is declared, on a line with an error. The checker leaves those names alone.
enum FailedDeclaration {
  /// The quoted name after a view kind keyword at the start of `text` (`label "Name" ...`), or
  /// nil when the line does not start like a declaration or its name is not a complete string.
  static func viewName(in text: [Character]) -> String? {
    var index = 0
    func skipSpaces() { while index < text.count, text[index] == " " || text[index] == "\t" { index += 1 } }
    skipSpaces()
    let wordStart = index
    while index < text.count, text[index].isLetter { index += 1 }
    guard index > wordStart else { return nil }
    // A misspelled kind (`textfeld "Email Field"`) is one error, its did-you-mean: the view it
    // declares counts as declared, or every later use would add "unknown view".
    let word = String(text[wordStart..<index])
    guard
      Keywords.viewKinds.value(word) != nil
        || Suggestion.didYouMean(word, among: Keywords.viewKinds.words) != nil
    else { return nil }
    skipSpaces()
    guard index < text.count, text[index] == "\"" else { return nil }
    // The lexer's own decoding (escapes, `\u{9D}` included): the name the constraints spell. A
    // character that is the line's problem written as it is (a raw control character, a mark
    // joined to a quote) is kept: `label "Bo<U+0007>x"` declares the name `"Bo\u{7}x"` spells.
    // An escape that is wrong gives no name (a constraint spelling it fails on its own line).
    guard let (name, _) = RecipeLexer.lexString(text, from: index, keepingRawProblems: true).string else {
      return nil
    }
    return name.trimmingSpaces().isEmpty ? nil : name
  }
}
