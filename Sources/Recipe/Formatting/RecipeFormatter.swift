/// Prints a recipe in canonical form: one statement per line, variants after a blank line with
/// their lines indented by two spaces, numbers and names as written, constraints in the
/// cookbook's notation. Parsing the output gives a recipe equal to the input.
public enum RecipeFormatter {
  /// The canonical text of `recipe`, ending with a newline.
  public static func format(_ recipe: Recipe) -> String {
    var out: [String] = recipe.lines.map { line($0) }
    for variant in recipe.variants {
      if !out.isEmpty { out.append("") }
      out.append("variant \(quoted(variant.name.value))" + trailing(variant.trailingComment))
      for line in variant.lines {
        let text = self.line(line)
        out.append(text.isEmpty ? "" : "  " + text)
      }
    }
    return out.joined(separator: "\n") + "\n"
  }

  /// One line, with its trailing comment.
  static func line(_ line: RecipeLine) -> String {
    statement(line.statement) + trailing(line.trailingComment)
  }

  /// `  # comment`, or nothing.
  private static func trailing(_ comment: String?) -> String {
    guard let comment else { return "" }
    return comment.isEmpty ? "  #" : "  # \(commentText(comment))"
  }

  /// One statement.
  static func statement(_ statement: RecipeStatement) -> String {
    switch statement {
    case .title(let title): return "recipe \(quoted(title.value))"
    case .scene(let scene): return self.scene(scene)
    case .sizeClass(let sizeClass):
      return "size class \(sizeClass.width.spelling) \(sizeClass.height.spelling)"
    case .dynamicType(let category): return "dynamic type \(category.spelling)"
    case .view(let view):
      var words = [view.kind.spelling, quoted(view.name.value.spelling)]
      if let parent = view.parent { words += ["in", quoted(parent.value.spelling)] }
      words += view.properties.map { property($0.value) }
      return words.joined(separator: " ")
    case .superview(let superview):
      return (["superview"] + superview.properties.map { property($0.value) }).joined(separator: " ")
    case .set(let set):
      return (["set", quoted(set.name.value.spelling)] + set.properties.map { property($0.value) }).joined(
        separator: " ")
    case .constraint(let constraint):
      let label = constraint.label.map { self.label($0.value) + " " } ?? ""
      var text = label + self.constraint(constraint)
      if let id = constraint.ibID { text += " id \(quoted(id.value))" }
      if let identifier = constraint.identifier { text += " identifier \(quoted(identifier.value))" }
      return text
    case .visualFormat(let format):
      return (format.label.map { self.label($0.value) + " " } ?? "") + format.text.value
    case .install(let install):
      let items = install.items.map { item -> String in
        switch item {
        case .single(let label): return label.value.description
        case .range(let from, let to): return "\(from.value)-\(to.value)"
        }
      }
      return (install.installs ? "install " : "uninstall ") + items.joined(separator: ", ")
    case .metric(let metric): return "metric \(metric.name.value) \(metric.value.spelling)"
    case .fit(let fit): return "fit \(fit.value.rawValue)"
    case .sweep(let sweep): return "sweep \(sweep.text.value)"
    case .expect(let expect):
      let views = expect.views.map { quoted($0.value.spelling) }.joined(separator: ", ")
      return "expect \(expect.kind.spelling)" + (views.isEmpty ? "" : " " + views)
    case .fontFile(let file): return "font file \(quoted(file.path.value))"
    case .systemFont(let sizing): return "font system \(sizing.value.rawValue)"
    case .fontCJK(let width): return "font cjk \(width.spelling)"
    case .fontLine(let line): return fontLineLine(family: line.family.value, spelling: line.line.spelling)
    case .fontWidth(let width):
      return fontWidthLine(family: width.family.value, spelling: width.width.spelling)
    case .comment(let text): return text.isEmpty ? "#" : "# \(commentText(text))"
    case .blank: return ""
    }
  }

  /// A comment's text as one recipe line: a control character (a line feed or carriage return
  /// above all, which would end the comment and leave the rest to be read as a statement) or a
  /// line or paragraph separator written as `\u{HEX}`, the string escape; a tab kept. Comments
  /// come from anywhere: an IB view's label, a file name, a warning quoting either.
  static func commentText(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: breaksCommentLine) else { return text }
    var out = ""
    for scalar in text.unicodeScalars {
      if breaksCommentLine(scalar) {
        out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  private static func breaksCommentLine(_ scalar: Unicode.Scalar) -> Bool {
    guard scalar != "\t" else { return false }
    switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator: return true
    default: return false
    }
  }

  /// `5.` or `C:`.
  static func label(_ label: ConstraintLabel) -> String {
    switch label {
    case .number(let number): return "\(number)."
    case .letter(let letter): return "\(letter):"
    }
  }

  /// A `font file "PATH"` line naming `path`, quoted so that the lexer reads back `path` itself,
  /// whatever it holds (quotes, backslashes, control characters, marks beside the quotes).
  public static func fontFileLine(path: String) -> String { "font file \(quoted(path))" }

  /// A `font line "FAMILY" N` line: `family` quoted so that it reads back as itself, `line`
  /// written as `PositionalNumber.shortest` spells it.
  public static func fontLineLine(family: String, line: Double) -> String {
    fontLineLine(family: family, spelling: PositionalNumber.shortest(line))
  }

  private static func fontLineLine(family: String, spelling: String) -> String {
    "font line \(quoted(family)) \(spelling)"
  }

  /// A `font width "FAMILY" R` line: `family` quoted so that it reads back as itself, `width`
  /// written as `PositionalNumber.shortest` spells it.
  public static func fontWidthLine(family: String, width: Double) -> String {
    fontWidthLine(family: family, spelling: PositionalNumber.shortest(width))
  }

  private static func fontWidthLine(family: String, spelling: String) -> String {
    "font width \(quoted(family)) \(spelling)"
  }

  /// A constraint in the cookbook's notation, without its label:
  /// `Name Label.Top = Top Layout Guide.Bottom + 20.0 (Priority 249)`.
  public static func constraint(_ constraint: ConstraintSyntax) -> String {
    var text = anchor(constraint.first) + " " + constraint.relation.value.symbol + " "
    if let second = constraint.second {
      if let multiplier = constraint.multiplier { text += multiplier.spelling + " x " }
      text += anchor(second)
      if let constant = constraint.constant { text += " " + self.constant(constant, alone: false) }
    } else if let constant = constraint.constant {
      text += self.constant(constant, alone: true)
    }
    if let priority = constraint.priority {
      switch priority.style {
      case .parenthesized: text += " (Priority \(self.priority(priority)))"
      case .at: text += " @" + self.priority(priority)
      }
    }
    return text
  }

  /// `Item Name.Attribute`, quoting the name when it would not read back as written.
  static func anchor(_ anchor: AnchorSyntax) -> String {
    itemName(anchor.item.value.spelling) + "." + anchor.attribute.spelling
  }

  /// A constant: alone (`0.0`, `Standard`) or after an anchor (`+ 20.0`, `- 10`, `+ Standard`).
  private static func constant(_ constant: ConstantSyntax, alone: Bool) -> String {
    let (negated, body): (Bool, String)
    switch constant {
    case .points(let literal):
      if alone { return literal.spelling }
      let magnitude =
        literal.spelling.hasPrefix("-") ? String(literal.spelling.dropFirst()) : literal.spelling
      (negated, body) = (literal.value < 0, magnitude)
    case .standard(let isNegated, _):
      (negated, body) = (isNegated, "Standard")
    case .systemSpacing(let multiplier, let isNegated, _):
      (negated, body) = (isNegated, (multiplier.map { $0.spelling + " x " } ?? "") + "SystemSpacing")
    }
    if alone { return (negated ? "-" : "") + body }
    return (negated ? "- " : "+ ") + body
  }

  /// `249`, `defaultLow`, `defaultLow - 1`.
  static func priority(_ priority: PrioritySyntax) -> String {
    var text: String
    switch priority.base {
    case .number(let literal): text = literal.spelling
    case .named(let name): text = name.spelling
    }
    if let adjustment = priority.adjustment {
      let magnitude =
        adjustment.spelling.hasPrefix("-") ? String(adjustment.spelling.dropFirst()) : adjustment.spelling
      text += (adjustment.value < 0 ? " - " : " + ") + magnitude
    }
    return text
  }

  /// The scene statement.
  private static func scene(_ scene: SceneSyntax) -> String {
    var text: String
    switch scene.shape {
    case .size(let width, let height): text = "scene \(width.spelling) x \(height.spelling)"
    case .device(let name, let orientation):
      text = "device \(quoted(name.value))" + (orientation.map { " " + $0.spelling } ?? "")
    case .cell(let width): text = "cell width \(width.spelling)"
    }
    if let scale = scene.scale { text += " scale \(scale.spelling)" }
    if let insets = scene.safeAreaInsets {
      text += " safeAreaInsets " + insets.map(\.spelling).joined(separator: " ")
    }
    if let rowHeight = scene.rowHeight { text += " rowHeight \(rowHeight.spelling)" }
    return text
  }
}
