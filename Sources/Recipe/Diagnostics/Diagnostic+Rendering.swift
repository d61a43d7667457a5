extension Diagnostic {
  /// The longest source line shown whole; longer lines are shown as a window around the range.
  static let displayWidth = 160

  /// The diagnostic as a compiler prints it: the summary line, the source line, a caret line
  /// under the range, and `hint: ...` when there is a hint.
  ///
  /// ```
  /// book.recipe:5:4: error: unknown view "Name Lable"
  /// 5. Name Lable.Baseline = Name Text Field.Baseline
  ///    ^~~~~~~~~~
  /// hint: did you mean "Name Label"?
  /// ```
  public func rendered(source: String) -> String {
    rendered(lines: RecipeLexer.splitLines(source))
  }

  /// The diagnostic rendered against a source already split into lines.
  func rendered(lines: [Substring]) -> String {
    var out = [summary]
    if line >= 1, line <= lines.count {
      let text = Array(lines[line - 1])
      let (shown, caret) = Self.sourceExcerpt(text, range: range)
      out.append(shown)
      out.append(caret)
    }
    if let hint { out.append("hint: \(hint)") }
    return out.joined(separator: "\n")
  }

  /// The source line (or a window of it) and a caret line under `range`'s part of that line.
  static func sourceExcerpt(_ text: [Character], range: SourceRange) -> (String, String) {
    let startIndex = min(max(range.start.column - 1, 0), text.count)
    var endIndex = range.end.line == range.start.line ? range.end.column - 1 : text.count
    endIndex = min(max(endIndex, startIndex + 1), max(text.count, startIndex + 1))
    // A window keeps a 10,000-character line readable: show the range with some context.
    var lower = 0
    var upper = text.count
    if text.count > displayWidth {
      lower = max(0, startIndex - displayWidth / 2)
      upper = min(text.count, lower + displayWidth)
      lower = max(0, min(lower, upper - displayWidth))
    }
    let prefix = lower > 0 ? "..." : ""
    let suffix = upper < text.count ? "..." : ""
    let shown = prefix + String(text[lower..<upper]).replacingControlCharacters() + suffix
    // Tabs stay tabs so the caret lines up under them in a terminal.
    var caret = String(repeating: " ", count: prefix.count)
    for index in lower..<min(startIndex, upper) {
      caret.append(text[index] == "\t" ? "\t" : " ")
    }
    caret.append("^")
    let tildes = max(0, min(endIndex, upper) - startIndex - 1)
    caret.append(String(repeating: "~", count: tildes))
    return (shown, caret)
  }
}

extension Sequence where Element == Diagnostic {
  /// Every diagnostic rendered as `Diagnostic.rendered(source:)` does, joined by `separator`.
  ///
  /// The source is split into lines once for all of them: splitting it per diagnostic made a
  /// 10 MB recipe with a hundred errors take minutes.
  public func rendered(source: String, separator: String = "\n") -> String {
    let lines = RecipeLexer.splitLines(source)
    return map { $0.rendered(lines: lines) }.joined(separator: separator)
  }
}
