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
    case .fieldHeight(let height): return "fieldHeight \(height.spelling)"
    case .fieldInset(let inset): return "fieldInset \(inset.spelling)"
    case .lineHeightMultiple(let factor): return "lineHeightMultiple \(factor.spelling)"
    case .lineSpacing(let points): return "lineSpacing \(points.spelling)"
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

  /// A double-quoted string with `\"`, `\\`, `\n` and `\t` escaped.
  static func quoted(_ text: String) -> String {
    var out = "\""
    for character in text {
      switch character {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      default: out.append(character)
      }
    }
    return out + "\""
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
