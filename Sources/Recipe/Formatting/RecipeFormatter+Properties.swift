extension RecipeFormatter {
  /// One view property: keyword and values.
  static func property(_ property: ViewProperty) -> String {
    switch property {
    case .text(let text): return "text \(quoted(text))"
    case .placeholder(let text): return "placeholder \(quoted(text))"
    case .title(let text): return "title \(quoted(text))"
    case .font(let font):
      var words = ["font"]
      if let family = font.family { words.append(quoted(family)) }
      if let size = font.size { words.append(size.spelling) }
      if let style = font.style { words.append(style.spelling) }
      return words.joined(separator: " ")
    case .weight(let weight): return "weight \(weight.spelling)"
    case .italic: return "italic"
    case .lines(let lines): return "lines \(lines)"
    case .initialWidth(let width): return "initialWidth \(width.spelling)"
    case .initialFrame(let values): return "initialFrame " + values.map(\.spelling).joined(separator: " ")
    case .fieldHeight(let height): return "fieldHeight \(height.spelling)"
    case .fieldInset(let inset): return "fieldInset \(inset.spelling)"
    case .lineHeightMultiple(let factor): return "lineHeightMultiple \(factor.spelling)"
    case .lineSpacing(let points): return "lineSpacing \(points.spelling)"
    case .minimumLineHeight(let points): return "minimumLineHeight \(points.spelling)"
    case .lineBreak(let mode): return "lineBreak \(mode.spelling)"
    case .alignment(let alignment): return "alignment \(alignment.spelling)"
    case .hugging(let axis, let priority):
      return (["hugging"] + (axis.map { [$0.rawValue] } ?? []) + [self.priority(priority)]).joined(
        separator: " ")
    case .resistance(let axis, let priority):
      return (["resistance"] + (axis.map { [$0.rawValue] } ?? []) + [self.priority(priority)]).joined(
        separator: " ")
    case .intrinsic(let width, let height):
      return "intrinsic \(width?.spelling ?? "none") x \(height?.spelling ?? "none")"
    case .image(let width, let height): return "image \(width.spelling) x \(height.spelling)"
    case .backgroundImage(let width, let height):
      return "backgroundImage \(width.spelling) x \(height.spelling)"
    case .background(let color): return "background \(color.spelling)"
    case .textColor(let color): return "color \(color.spelling)"
    case .margins(let values): return "margins " + values.map(\.spelling).joined(separator: " ")
    case .axis(let axis): return "axis \(axis.spelling)"
    case .stackAlignment(let alignment): return "alignment \(alignment.spelling)"
    case .distribution(let distribution): return "distribution \(distribution.spelling)"
    case .spacing(let spacing): return "spacing \(spacing.spelling)"
    case .spacingUseSystem: return "spacing system"
    case .baselineRelative: return "baselineRelative"
    case .marginsRelative: return "marginsRelative"
    case .spacingAfter(let spacing): return "spacingAfter \(spacing.spelling)"
    case .hidden: return "hidden"
    case .hiddenOnCanvas(let offset): return "hidden canvas" + (offset.map { " at \($0.spelling)" } ?? "")
    case .buttonStyle(let style): return "configuration \(style.spelling)"
    case .contentInsets(let values): return "contentInsets " + values.map(\.spelling).joined(separator: " ")
    case .imagePadding(let padding): return "imagePadding \(padding.spelling)"
    case .imagePlacement(let placement): return "imagePlacement \(placement.spelling)"
    case .textContainerInset(let values):
      return "textContainerInset " + values.map(\.spelling).joined(separator: " ")
    case .alignmentRectInsets(let values):
      return "alignmentRectInsets " + values.map(\.spelling).joined(separator: " ")
    case .ibID(let id): return "id \(quoted(id))"
    case .contentInsetAdjustment(let behavior): return "contentInsetAdjustment \(behavior.spelling)"
    case .insetsLayoutMarginsFromSafeArea(let value), .preservesSuperviewLayoutMargins(let value),
      .layoutMarginsFollowReadableWidth(let value), .viewRespectsSystemMinimumLayoutMargins(let value),
      .alwaysBounceVertical(let value), .alwaysBounceHorizontal(let value), .contentLayoutGuide(let value):
      return value.spelling.isEmpty ? property.keyword : "\(property.keyword) \(value.spelling)"
    }
  }

  /// A double-quoted string that the lexer reads back as `text`, scalar for scalar: `"` and `\`
  /// escaped, a line feed and a tab as `\n` and `\t`, and as `\u{HEX}` every scalar the lexer
  /// takes no raw (control characters, a carriage return included, and noncharacters) and every
  /// scalar that would fuse into one character with the quote or escape beside it (a combining
  /// mark after the opening quote, a prepended concatenation mark before the closing one), which
  /// the lexer, reading characters, would not see as the quote or the escape.
  public static func quotedText(_ text: String) -> String { quoted(text) }

  /// `text` spelled as inside a recipe's quotes (`quotedText` without the quotes): what a message
  /// shows of a name read from a file, a line feed or tab in it as `\n` or `\t`, not raw.
  public static func escapedText(_ text: String) -> String { String(quoted(text).dropFirst().dropLast()) }

  static func quoted(_ text: String) -> String {
    // Printable ASCII but `"` and `\` (nearly every string): written as it is.
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) {
      return "\"" + text + "\""
    }
    let scalars = Array(text.unicodeScalars)
    var escaped = scalars.map { scalar in
      scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\"" || scalar == "\\"
        || scalar.properties.generalCategory == .control || scalar.properties.isNoncharacterCodePoint
    }
    // Fusing with a neighbouring quote or escape (an ASCII character) depends on that neighbour
    // alone (Unicode's grapheme cluster rules GB9, GB9a and GB9b), so escaping is decided pairwise:
    // a scalar is looked at again only when a neighbour becomes escaped (a worklist, linear in the
    // text; a pass over the whole text per newly escaped scalar was quadratic: a run of 100 000
    // prepended marks before a quote took minutes). Escaping only ever grows, so this ends.
    var pending = Array(scalars.indices.reversed())
    while let index = pending.popLast() {
      guard !escaped[index], scalars[index].value >= 0x80 else { continue }
      let afterSyntax = index == 0 || escaped[index - 1]
      let beforeSyntax = index == scalars.count - 1 || escaped[index + 1]
      if (afterSyntax && fusesAfterQuote(scalars[index]))
        || (beforeSyntax && fusesBeforeQuote(scalars[index]))
      {
        escaped[index] = true
        if index > 0 { pending.append(index - 1) }
        if index + 1 < scalars.count { pending.append(index + 1) }
      }
    }
    var out = "\""
    for (scalar, escape) in zip(scalars, escaped) {
      guard escape else {
        out.unicodeScalars.append(scalar)
        continue
      }
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      default: out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      }
    }
    return out + "\""
  }

  /// Whether `scalar` joins the `"` before it into one character (a combining mark, a joiner).
  private static func fusesAfterQuote(_ scalar: Unicode.Scalar) -> Bool {
    var probe = "\""
    probe.unicodeScalars.append(scalar)
    return probe.count == 1
  }

  /// Whether `scalar` joins the `"` after it into one character (a prepended mark).
  private static func fusesBeforeQuote(_ scalar: Unicode.Scalar) -> Bool {
    var probe = ""
    probe.unicodeScalars.append(scalar)
    probe += "\""
    return probe.count == 1
  }

  /// An item name bare when it reads back as the same name (words and numbers separated by
  /// single spaces, starting with a word that is no constant keyword), quoted otherwise.
  static func itemName(_ name: String) -> String {
    let parts = name.split(separator: " ", omittingEmptySubsequences: false)
    guard let first = parts.first, isWord(first),
      !["standard", "systemspacing", "system"].contains(first.lowercased()),
      parts.allSatisfy({ isWord($0) || isNumber($0) })
    else { return quoted(name) }
    return name
  }

  /// Whether `part` lexes as one word token.
  private static func isWord(_ part: Substring) -> Bool {
    // ASCII (nearly every name): bytes, without breaking the text into characters.
    let bytes = part.utf8
    if bytes.allSatisfy({ $0 < 128 }) {
      func isLetter(_ b: UInt8) -> Bool { (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b == 95 }
      guard let first = bytes.first, isLetter(first) else { return false }
      return bytes.allSatisfy { isLetter($0) || ($0 >= 48 && $0 <= 57) } && part != "x"
    }
    guard let first = part.first, first.isNameLetter || first == "_" else { return false }
    return part.allSatisfy { $0.isNameLetter || $0.isNameNumber || $0 == "_" } && part != "x"
  }

  /// Whether `part` lexes as one number token.
  private static func isNumber(_ part: Substring) -> Bool {
    let pieces = part.split(separator: ".", omittingEmptySubsequences: false)
    guard pieces.count <= 2 else { return false }
    return pieces.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
  }
}
