import Layout

extension LineParser {
  /// Parses `W x H [scale S] [safeAreaInsets T L B R]` after `scene`.
  mutating func parseScene() throws(LineError) -> SceneSyntax {
    if let token = peek, token.kind == .string || token.kind == .word, !token.isWord("scale") {
      throw error(
        "expected a scene size such as 375 x 667, found \(token.describedForMessage)", at: token.range,
        hint: "for a device write: device \"iPhone 8\" landscape")
    }
    let width = try expectSceneExtent("a scene width")
    try expectTimes()
    let height = try expectSceneExtent("a scene height")
    let scale = try parseScale()
    return SceneSyntax(
      shape: .size(width: width, height: height), scale: scale, safeAreaInsets: try parseSafeAreaInsets())
  }

  /// Parses an optional `safeAreaInsets T L B R` (points, 0 or more, each below 100,000).
  private mutating func parseSafeAreaInsets() throws(LineError) -> [NumberLiteral]? {
    guard take(word: "safeAreaInsets") != nil else { return nil }
    var insets: [NumberLiteral] = []
    for side in ["top", "left", "bottom", "right"] {
      let number = try expectNumber("the \(side) safe-area inset (safeAreaInsets TOP LEFT BOTTOM RIGHT)")
      guard number.value >= 0, number.value < 100_000 else {
        throw error(
          "a safe-area inset must be 0 or more and below 100000 points, found \(number.spelling)",
          at: number.range)
      }
      insets.append(number)
    }
    return insets
  }

  /// Parses `"Name" [portrait|landscape] [scale S]` after `device`.
  mutating func parseDevice() throws(LineError) -> SceneSyntax {
    let name = try expectString("a quoted device name", hint: "for example: device \"iPhone 8\" landscape")
    var orientation: Spelled<Orientation>?
    if let token = peek, token.kind == .word, !token.isWord("scale") {
      guard let value = Orientation(rawValue: token.text.lowercased()) else {
        throw unknown("orientation", token, choices: Orientation.allCases.map(\.rawValue))
      }
      index += 1
      orientation = Spelled(value, spelling: token.text, at: token.range)
    }
    return SceneSyntax(shape: .device(name: name, orientation: orientation), scale: try parseScale())
  }

  /// Parses `width W [scale S] [rowHeight H]` after `cell`.
  mutating func parseCell() throws(LineError) -> SceneSyntax {
    guard take(word: "width") != nil else { throw expected("\"width\"", hint: "for example: cell width 375") }
    let width = try expectPositive("a cell width")
    let scale = try parseScale()
    var rowHeight: NumberLiteral?
    if take(word: "rowHeight") != nil {
      rowHeight = try expectPositive("a row height (cell width W rowHeight H)")
    }
    return SceneSyntax(shape: .cell(width: width), scale: scale, rowHeight: rowHeight)
  }

  /// Parses an optional `scale S` (1, 2 or 3).
  private mutating func parseScale() throws(LineError) -> NumberLiteral? {
    guard take(word: "scale") != nil else { return nil }
    let scale = try expectNumber("a scale (1, 2 or 3)")
    guard [1, 2, 3].contains(scale.value) else {
      throw error("scale \(scale.spelling) is not 1, 2 or 3", at: scale.range)
    }
    return scale
  }

  /// A scene's width or height: 0 or more and no larger than 100,000 points. A scene may be 0 wide
  /// or high: Interface Builder stores a view at 0 x 0 when nothing sizes it (a navigation item's
  /// title view, a top-level view), and its subviews, which do not clip to it, hang outside it and
  /// are drawn (docs/interface-builder.md, "Zero-size scene roots").
  private mutating func expectSceneExtent(_ what: String) throws(LineError) -> NumberLiteral {
    let number = try expectNumber(what)
    guard number.value >= 0, number.value <= 100_000 else {
      throw error(
        "\(what) must be 0 or more and at most 100000 points, found \(number.spelling)", at: number.range)
    }
    return number
  }

  /// A positive number no larger than 100,000 points.
  private mutating func expectPositive(_ what: String) throws(LineError) -> NumberLiteral {
    let number = try expectNumber(what)
    guard number.value > 0, number.value <= 100_000 else {
      throw error("\(what) must be between 0 and 100000 points, found \(number.spelling)", at: number.range)
    }
    return number
  }

  /// Parses `class W H` after `size` (also `class Compact-Regular`).
  mutating func parseSizeClass() throws(LineError) -> SizeClassSyntax {
    guard take(word: "class") != nil else {
      throw expected("\"class\"", hint: "for example: size class compact regular")
    }
    let width = try parseSizeClassName("a width size class")
    _ = take(symbol: "-") ?? take(word: "x")
    let height = try parseSizeClassName("a height size class")
    return SizeClassSyntax(width: width, height: height)
  }

  /// One of `any`, `compact`, `regular`.
  private mutating func parseSizeClassName(_ what: String) throws(LineError) -> Spelled<SizeClass?> {
    let word = try expectWord(what + " (any, compact or regular)")
    guard let value = Keywords.sizeClasses.value(word.text) else {
      throw unknown("size class", word, choices: Keywords.sizeClasses.words)
    }
    return Spelled(value, spelling: word.text, at: word.range)
  }

  /// Parses `type CATEGORY` after `dynamic`.
  mutating func parseDynamicType() throws(LineError) -> Spelled<ContentSizeCategory> {
    guard take(word: "type") != nil else { throw expected("\"type\"", hint: "for example: dynamic type AX5") }
    let word = try expectWord("a content size category such as large or AX5")
    guard let category = Keywords.contentSizeCategories.value(word.text) else {
      throw unknown("content size category", word, choices: Keywords.contentSizeCategories.words)
    }
    return Spelled(category, spelling: word.text, at: word.range)
  }

  /// Parses the list after `install` or `uninstall`: labels and ranges, commas optional.
  mutating func parseInstall(installs: Bool) throws(LineError) -> InstallSyntax {
    var items: [InstallItem] = []
    repeat {
      if !items.isEmpty { _ = take(symbol: ",") }
      guard let token = peek else { throw expected("a constraint number or letter") }
      if token.kind == .number {
        let from = try expectInteger("a constraint number")
        if take(symbol: "-") != nil {
          let to = try expectInteger("a constraint number")
          guard from.value <= to.value else {
            throw error("the range \(from.value)-\(to.value) is empty", at: from.range.union(to.range))
          }
          items.append(.range(from: from, to: to))
        } else {
          items.append(.single(Located(.number(from.value), at: from.range)))
        }
      } else if token.kind == .word, token.text.count == 1, token.text.first?.isUppercase == true {
        index += 1
        items.append(.single(Located(.letter(token.text), at: token.range)))
      } else {
        throw expected("a constraint number or letter")
      }
    } while !atEnd
    return InstallSyntax(installs: installs, items: items)
  }

  /// `fit content` or `fit scene`.
  mutating func parseFit() throws(LineError) -> Spelled<FigureFit> {
    let word = try expectWord("content or scene")
    guard let fit = FigureFit(rawValue: word.text.lowercased()) else {
      throw error(
        "unknown fit \"\(word.text)\"", at: word.range,
        hint: "fit content crops the scene to what it holds; fit scene draws all of it")
    }
    return Spelled(fit, spelling: word.text, at: word.range)
  }

  /// `sweep 320...1024`, `sweep 320...1024/8`, `sweep 320, 375, 414`: the rest of the line.
  mutating func parseSweep(commentStart: Int) throws(LineError) -> SweepSyntax {
    guard let first = peek else {
      throw expected("widths such as 320...1024", hint: "sweep 320...1024 draws six widths from 320 to 1024")
    }
    var end = min(commentStart, text.count)
    while end > 0, text[end - 1] == " " || text[end - 1] == "\t" { end -= 1 }
    let start = first.range.start.column - 1
    let spelling = String(text[start..<max(end, start)])
    let range = SourceRange(line: line, column: start + 1, length: max(end - start, 1))
    index = tokens.count
    switch SweepWidths.parse(spelling) {
    case .success(let widths): return SweepSyntax(widths: widths, text: Located(spelling, at: range))
    case .failure(let failure):
      throw error(failure.message, at: range, hint: "for example: sweep 320...1024")
    }
  }

  mutating func parseMetric() throws(LineError) -> MetricSyntax {
    let word = try expectWord("a metric name")
    let value = try expectSignedNumber("the metric's value")
    return MetricSyntax(name: Located(word.text, at: word.range), value: value)
  }
}
