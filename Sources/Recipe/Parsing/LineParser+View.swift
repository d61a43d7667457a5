import Layout

extension LineParser {
  /// Parses `kind "Name" [in "Parent"] properties...` after the kind keyword.
  mutating func parseView(kind: Spelled<ViewKind>) throws(LineError) -> ViewSyntax {
    let name = try expectViewName()
    var parent: Located<ViewName>?
    var properties: [Located<ViewProperty>] = []
    while let token = peek {
      if token.isWord("in") {
        index += 1
        guard parent == nil else { throw error("the parent view is given twice", at: token.range) }
        parent = try expectViewName()
        continue
      }
      // A bad attribute is reported once and dropped; the view is still declared, so that the
      // constraints naming it are checked as usual instead of each failing as "unknown view".
      let start = index
      do {
        properties.append(try parseViewProperty(kind: kind.value))
      } catch {
        warnings.append(error.diagnostic)
        index = max(index, start + 1)
        while let next = peek, !(next.kind == .word && PropertyKeyword.startsAttribute(next.text)) {
          index += 1
        }
      }
    }
    return ViewSyntax(kind: kind, name: name, parent: parent, properties: properties)
  }

  /// Parses `"Name" properties...` after `set`.
  mutating func parseSet() throws(LineError) -> SetSyntax {
    let name = try expectViewName()
    var properties: [Located<ViewProperty>] = []
    while peek != nil {
      if let token = peek, token.isWord("in") {
        throw error(
          "a view's parent cannot change in a variant", at: token.range,
          hint: "declare the view in the variant instead")
      }
      properties.append(try parseViewProperty())
    }
    guard !properties.isEmpty else { throw expected("an attribute to set, such as font 36") }
    return SetSyntax(name: name, properties: properties)
  }

  /// Parses `margins ... insetsLayoutMarginsFromSafeArea ...` after `superview`.
  mutating func parseSuperview(keyword: Token) throws(LineError) -> SuperviewSyntax {
    var properties: [Located<ViewProperty>] = []
    while peek != nil { properties.append(try parseViewProperty()) }
    guard !properties.isEmpty else {
      throw expected("an attribute of the root view, such as margins 0 20 0 20")
    }
    return SuperviewSyntax(keyword: keyword.range, properties: properties)
  }

  /// A quoted view name, normalised here once.
  mutating func expectViewName() throws(LineError) -> Located<ViewName> {
    let name = try expectString("a name", hint: "view names are quoted: label \"Name Label\"")
    guard !name.value.trimmingSpaces().isEmpty else {
      throw error("a view name cannot be empty", at: name.range)
    }
    return Located(ViewName(name.value), at: name.range)
  }

  /// Parses one property (keyword and values); `kind` is the declared kind (nil in a `set` line).
  mutating func parseViewProperty(kind: ViewKind? = nil) throws(LineError) -> Located<ViewProperty> {
    let token = try expectWord("an attribute such as text, font or hugging")
    guard let keyword = PropertyKeyword(word: token.text) else {
      // Only the attributes this kind of view has: "did you mean axis?" on a label would be false.
      throw unknown("attribute", token, choices: PropertyKeyword.choices(for: kind))
    }
    let property = try parseValue(of: keyword, after: token, kind: kind)
    let end = index > 0 ? tokens[index - 1].range : token.range
    return Located(property, at: token.range.union(end))
  }

  /// Parses what follows an attribute's keyword.
  private mutating func parseValue(
    of keyword: PropertyKeyword, after token: Token, kind: ViewKind?
  ) throws(LineError) -> ViewProperty {
    switch keyword {
    case .text: return .text(try expectString("a quoted text").value)
    case .placeholder: return .placeholder(try expectString("a quoted placeholder").value)
    case .title: return .title(try expectString("a quoted title").value)
    case .font: return .font(try parseFont())
    case .weight: return .weight(try parseWeight())
    case .italic: return .italic
    case .lines: return .lines(try expectInteger("a number of lines (0 = unlimited)").value)
    case .initialWidth:
      return .initialWidth(
        try expectBoundedNumber(
          "a width in points (initialWidth W)", "an initial width", aboveZero: false, atMost: 100_000,
          unit: " points"))
    case .initialFrame: return .initialFrame(try parseInitialFrame())
    case .fieldHeight:
      return .fieldHeight(
        try expectBoundedNumber(
          "a height in points (fieldHeight H)", "a text field's height", aboveZero: true, atMost: 100_000,
          unit: " points"))
    case .fieldInset:
      return .fieldInset(
        try expectBoundedNumber(
          "an inset in points (fieldInset 0)", "a text field's inset", aboveZero: false, atMost: 100_000,
          unit: " points"))
    case .lineHeightMultiple:
      return .lineHeightMultiple(
        try expectBoundedNumber(
          "a factor (lineHeightMultiple 1.35)", "a line height multiple", aboveZero: true, atMost: 100))
    case .lineSpacing:
      return .lineSpacing(
        try expectBoundedNumber(
          "points between lines (lineSpacing 3)", "a line spacing", aboveZero: false, atMost: 10_000,
          unit: " points"))
    case .minimumLineHeight:
      return .minimumLineHeight(
        try expectBoundedNumber(
          "a line height in points (minimumLineHeight 20)", "a minimum line height", aboveZero: false,
          atMost: 10_000, unit: " points"))
    case .alignment: return try parseAlignment(kind: kind)
    case .lineBreak:
      return .lineBreak(
        try expectKeyword(
          in: Keywords.lineBreakModes, "line break mode", "a line break mode such as truncateTail"))
    case .hugging:
      let axis = try parseAxis()
      return .hugging(axis, try parsePriorityValue(style: .parenthesized, start: nextRange))
    case .resistance:
      let axis = try parseAxis()
      return .resistance(axis, try parsePriorityValue(style: .parenthesized, start: nextRange))
    case .intrinsic:
      let width = try parseDimension()
      try expectTimes()
      return .intrinsic(width: width, height: try parseDimension())
    case .image:
      let width = try expectNumber("an image width")
      try expectTimes()
      return .image(width: width, height: try expectNumber("an image height"))
    case .backgroundImage:
      // Each side above 0, as Layout's per-axis cover needs (`ControlMetrics.contentInsets` drops
      // the padding for any background): a 0 side has no image to cover.
      let width = try expectBoundedNumber(
        "a background image width", "a background image width", aboveZero: true, atMost: 100_000,
        unit: " points")
      try expectTimes()
      let height = try expectBoundedNumber(
        "a background image height", "a background image height", aboveZero: true, atMost: 100_000,
        unit: " points")
      return .backgroundImage(width: width, height: height)
    case .id: return .ibID(try expectString("a quoted Interface Builder id").value)
    case .background: return .background(try parseColor())
    case .color: return .textColor(try parseColor())
    case .margins: return .margins(try parseInsets("margins", "a margin"))
    case .contentInsets: return .contentInsets(try parseInsets("contentInsets", "an inset"))
    case .textContainerInset: return .textContainerInset(try parseInsets("textContainerInset", "an inset"))
    case .alignmentRectInsets: return .alignmentRectInsets(try parseInsets("alignmentRectInsets", "an inset"))
    case .imagePadding: return .imagePadding(try expectSignedNumber("an image padding in points"))
    case .imagePlacement:
      return .imagePlacement(
        try expectKeyword(
          in: Keywords.imagePlacements, "image placement",
          "an image placement: leading, trailing, top or bottom"))
    case .configuration:
      return .buttonStyle(
        try expectKeyword(
          in: Keywords.buttonStyles, "button configuration style",
          "a button configuration style: plain, gray, tinted or filled"))
    case .axis: return .axis(try expectKeyword(in: Keywords.axes, "axis", "an axis: horizontal or vertical"))
    case .distribution:
      return .distribution(
        try expectKeyword(in: Keywords.stackDistributions, "distribution", "a distribution"))
    case .spacing: return try parseSpacing()
    case .baselineRelative: return .baselineRelative
    case .marginsRelative: return .marginsRelative
    case .spacingAfter: return .spacingAfter(try expectSignedNumber("a spacing in points"))
    case .hidden: return try parseHidden()
    case .insetsLayoutMarginsFromSafeArea:
      return .insetsLayoutMarginsFromSafeArea(try parseBoolean(after: token))
    case .preservesSuperviewLayoutMargins:
      return .preservesSuperviewLayoutMargins(try parseBoolean(after: token))
    case .layoutMarginsFollowReadableWidth:
      return .layoutMarginsFollowReadableWidth(try parseBoolean(after: token))
    case .viewRespectsSystemMinimumLayoutMargins:
      return .viewRespectsSystemMinimumLayoutMargins(try parseBoolean(after: token))
    case .contentInsetAdjustment:
      return .contentInsetAdjustment(
        try expectKeyword(
          in: Keywords.contentInsetAdjustments, "content inset adjustment",
          "a content inset adjustment: automatic, scrollableAxes, never or always"))
    case .alwaysBounceVertical: return .alwaysBounceVertical(try parseBoolean(after: token))
    case .alwaysBounceHorizontal: return .alwaysBounceHorizontal(try parseBoolean(after: token))
    case .contentLayoutGuide: return .contentLayoutGuide(try parseBoolean(after: token))
    }
  }

  /// A number (`expected`: what is missing) from 0, or above 0 when `aboveZero`, to `limit`; one
  /// out of that range is an error: "`name` must be 0 or more and at most `limit``unit`, found …".
  private mutating func expectBoundedNumber(
    _ expected: String, _ name: String, aboveZero: Bool, atMost limit: Int, unit: String = ""
  ) throws(LineError) -> NumberLiteral {
    let number = try expectNumber(expected)
    guard aboveZero ? number.value > 0 : number.value >= 0, number.value <= Double(limit) else {
      let lowest = aboveZero ? "more than 0" : "0 or more"
      throw error(
        "\(name) must be \(lowest) and at most \(limit)\(unit), found \(number.spelling)", at: number.range)
    }
    return number
  }

  /// A word of one of the recipe's keyword tables, as spelled; an unknown word is an error that
  /// names the table's words (`what`), a missing one says what was expected.
  private mutating func expectKeyword<Value: Hashable & Sendable>(
    in table: KeywordTable<Value>, _ what: String, _ expected: String
  ) throws(LineError) -> Spelled<Value> {
    let word = try expectWord(expected)
    guard let value = table.value(word.text) else { throw unknown(what, word, choices: table.words) }
    return Spelled(value, spelling: word.text, at: word.range)
  }

  /// `hidden`, `hidden canvas` or `hidden canvas at 324`: a word after `hidden` that starts no
  /// other attribute is `canvas` or an error; `at` after `canvas` takes a number (the offset along
  /// the stack's axis where Interface Builder stored the view).
  private mutating func parseHidden() throws(LineError) -> ViewProperty {
    guard let word = peek, word.kind == .word, !PropertyKeyword.startsAttribute(word.text) else {
      return .hidden
    }
    guard word.text.lowercased() == "canvas" else { throw unknown("hidden", word, choices: ["canvas"]) }
    index += 1
    guard let next = peek, next.kind == .word, next.text.lowercased() == "at" else {
      return .hiddenOnCanvas(at: nil)
    }
    index += 1
    return .hiddenOnCanvas(
      at: try expectSignedNumber(
        "an offset in points along the stack's axis",
        hint: "write the view's leading (top, in a vertical stack) edge's distance from its stack view's, "
          + "as Interface Builder stored it, e.g. \"hidden canvas at 36\" or \"hidden canvas at -12.5\"; "
          + "or leave out \"at\" to keep the view where its stack collapses it"))
  }

  /// `spacing 8` or `spacing system`: a word after `spacing` that starts no other attribute is
  /// `system` or an error.
  private mutating func parseSpacing() throws(LineError) -> ViewProperty {
    guard let word = peek, word.kind == .word, !PropertyKeyword.startsAttribute(word.text) else {
      return .spacing(try expectSignedNumber("a spacing in points or system"))
    }
    guard word.text.lowercased() == "system" else { throw unknown("spacing", word, choices: ["system"]) }
    index += 1
    return .spacingUseSystem
  }

  /// Parses a Boolean attribute's optional value: `true`/`false`/`yes`/`no`, or nothing (true,
  /// spelled empty) when the next word is another attribute or the line ends.
  private mutating func parseBoolean(after keyword: Token) throws(LineError) -> Spelled<Bool> {
    guard let token = peek, token.kind == .word, !PropertyKeyword.startsAttribute(token.text) else {
      return Spelled(true, spelling: "", at: keyword.range)
    }
    guard let value = Keywords.booleans.value(token.text) else {
      throw unknown("value for \(keyword.text)", token, choices: Keywords.booleans.words)
    }
    index += 1
    return Spelled(value, spelling: token.text, at: token.range)
  }

  /// Parses an alignment word: a stack alignment in a stack view's declaration, a text alignment
  /// elsewhere; in a `set` line (kind unknown) a word only stack views have is a stack alignment.
  /// Parses 1 number (every side) or 4 (top leading bottom trailing) after `keyword`. A number may
  /// be negative: UIKit takes any `UIEdgeInsets` (a negative margin reaches outside the view, as
  /// Interface Builder lets a designer write it).
  /// `initialFrame X Y W H`: an origin within 100,000 points of the scene's, either sign, and a
  /// size of 0 to 100,000 points.
  private mutating func parseInitialFrame() throws(LineError) -> [NumberLiteral] {
    var values: [NumberLiteral] = []
    for what in ["an x", "a y"] {
      let value = try expectSignedNumber("\(what) in points (initialFrame X Y W H)")
      guard abs(value.value) <= 100_000 else {
        throw error(
          "an initial frame's origin must be within 100000 points, found \(value.spelling)", at: value.range)
      }
      values.append(value)
    }
    values.append(
      try expectBoundedNumber(
        "a width in points (initialFrame X Y W H)", "an initial frame's width", aboveZero: false,
        atMost: 100_000, unit: " points"))
    values.append(
      try expectBoundedNumber(
        "a height in points (initialFrame X Y W H)", "an initial frame's height", aboveZero: false,
        atMost: 100_000, unit: " points"))
    return values
  }

  private mutating func parseInsets(_ keyword: String, _ what: String) throws(LineError) -> [NumberLiteral] {
    var values = [try expectSignedNumber(what)]
    while peek?.kind == .number || (peek?.isSymbol("-") == true && peekSecond?.kind == .number) {
      values.append(try expectSignedNumber())
    }
    guard values.count == 1 || values.count == 4 else {
      throw error(
        "\(keyword) take 1 number (all sides) or 4 (top leading bottom trailing)",
        at: values[0].range.union(values[values.count - 1].range))
    }
    return values
  }

  private mutating func parseAlignment(kind: ViewKind?) throws(LineError) -> ViewProperty {
    let word = try expectWord("an alignment")
    if kind == .stackView || (kind == nil && Keywords.alignments.value(word.text) == nil) {
      guard let alignment = Keywords.stackAlignments.value(word.text) else {
        let choices =
          kind == nil
          ? Keywords.alignments.words + Keywords.stackAlignments.words : Keywords.stackAlignments.words
        throw unknown(kind == nil ? "alignment" : "stack alignment", word, choices: choices)
      }
      return .stackAlignment(Spelled(alignment, spelling: word.text, at: word.range))
    }
    guard let alignment = Keywords.alignments.value(word.text) else {
      throw unknown("alignment", word, choices: Keywords.alignments.words)
    }
    return .alignment(Spelled(alignment, spelling: word.text, at: word.range))
  }

  /// Parses `[family] [size] [style]`: at least one of them.
  private mutating func parseFont() throws(LineError) -> FontSyntax {
    var font = FontSyntax(family: nil, size: nil, style: nil)
    if let token = peek, token.kind == .string { font.family = try expectString("a font family").value }
    if peek?.kind == .number {
      let size = try expectNumber("a font size")
      guard size.value > 0, size.value <= 1000 else {
        throw error(
          "font size \(size.spelling) is out of range", at: size.range,
          hint: "sizes are points, greater than 0")
      }
      font.size = size
    }
    if let token = peek, token.kind == .word, let style = Keywords.textStyles.value(token.text) {
      index += 1
      font.style = Spelled(style, spelling: token.text, at: token.range)
    }
    if font.family == nil, font.size == nil, font.style == nil {
      if let token = peek, token.kind == .word {
        throw unknown("text style", token, choices: Keywords.textStyles.words)
      }
      throw expected("a font: a text style (headline), a size (17), or a family and size (\"Inter\" 14)")
    }
    return font
  }

  /// Parses a weight name or number.
  private mutating func parseWeight() throws(LineError) -> Spelled<Double> {
    if peek?.kind == .number {
      let number = try expectNumber()
      guard number.value >= 1, number.value <= 1000 else {
        throw error("weight \(number.spelling) is out of range 1...1000", at: number.range)
      }
      return number
    }
    let word = try expectWord("a weight")
    guard let weight = Keywords.weights.value(word.text) else {
      throw unknown("weight", word, choices: Keywords.weights.words)
    }
    return Spelled(Double(weight.rawValue), spelling: word.text, at: word.range)
  }

  /// Parses an optional axis word: `horizontal`, `vertical`, `h` or `v`.
  private mutating func parseAxis() throws(LineError) -> Axis? {
    guard let token = peek, token.kind == .word else { return nil }
    switch token.text.lowercased() {
    case "horizontal", "h":
      index += 1
      return .horizontal
    case "vertical", "v":
      index += 1
      return .vertical
    default: return nil
    }
  }

  /// Parses a number or `none` (no intrinsic metric).
  private mutating func parseDimension() throws(LineError) -> NumberLiteral? {
    if take(word: "none") != nil { return nil }
    let number = try expectNumber("a size or none")
    guard number.value >= 0 else { throw error("a size cannot be negative", at: number.range) }
    return number
  }

  /// Consumes the `x` between a width and a height.
  mutating func expectTimes() throws(LineError) {
    guard take(word: "x") != nil || take(symbol: "*") != nil else {
      throw expected("\"x\" between width and height")
    }
  }

  /// Parses a color name or a quoted `#RRGGBB`.
  private mutating func parseColor() throws(LineError) -> Spelled<String> {
    guard let token = peek, token.kind == .word || token.kind == .string else {
      throw expected("a color name (lightGray) or \"#RRGGBB\"")
    }
    index += 1
    let spelling = token.kind == .string ? "\"\(token.text)\"" : token.text
    return Spelled(token.text, spelling: spelling, at: token.range)
  }
}
