import Layout
import Recipe

/// Names for imported views: the `userLabel`, else the text, title or placeholder followed by the
/// kind (`Name Label`, `Short Button`), else the kind; made unique by a number (`Button 2`).
/// Names are compared as the recipe language compares them (case and spaces ignored), and never
/// take a built-in item's name (`Superview`, `Content View`, ...).
struct ViewNaming {
  private var used = Set(BuiltinItem.allCases.map(\.name))

  /// The kind as words (`Text Field`, `Image View`).
  static func kindWords(_ element: String) -> String {
    var words: [String] = []
    var current = ""
    for character in element {
      if character.isUppercase, !current.isEmpty {
        words.append(current)
        current = ""
      }
      current.append(character)
    }
    if !current.isEmpty { words.append(current) }
    return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
  }

  /// A unique name for `view`.
  mutating func name(for view: IBView) -> ViewName {
    let kind = Self.kindWords(view.element == "tableViewCellContentView" ? "contentView" : view.element)
    var base: String
    if let label = Self.clean(view.userLabel), !label.isEmpty {
      base = label
    } else if let text = Self.clean(view.title ?? view.text ?? view.placeholder), !text.isEmpty {
      base = text.lowercased().hasSuffix(kind.lowercased()) ? text : text + " " + kind
    } else {
      base = kind
    }
    var candidate = ViewName(base)
    var counter = 2
    while used.contains(candidate) {
      candidate = ViewName("\(base) \(counter)")
      counter += 1
    }
    used.insert(candidate)
    return candidate
  }

  /// The first words of a text (at most four, at most 32 characters), on one line.
  private static func clean(_ text: String?) -> String? {
    guard let text else { return nil }
    let words = text.split(whereSeparator: { $0.isWhitespace || $0.isNewline }).prefix(4)
    var result = ""
    for word in words {
      let next = result.isEmpty ? String(word) : result + " " + word
      if next.count > 32 { break }
      result = next
    }
    if result.isEmpty, let first = words.first { result = String(first.prefix(32)) }
    return result
  }
}
