import Layout
import Recipe

/// One constraint of a reconstructed log, numbered as the log lists it.
public struct LogEntry: Hashable, Sendable {
  /// Its number: the position in the log's list (1-based); a broken constraint the list does not
  /// hold comes after the list.
  public var number: Int
  /// The description it came from.
  public var constraint: LoggedConstraint?
  /// The recipe line (without its number), or nil when the recipe cannot hold it.
  public var recipeText: String?
  /// Why it is not in the recipe, when it is not.
  public var omission: String?

  /// The constraint in the log's own words, shortened to read in a list (`LoggedConstraint.
  /// shortText`).
  public var words: String { constraint?.shortText ?? "" }
}

extension LoggedConstraint {
  /// The most characters `shortText` keeps.
  public static let shortTextLimit = 130

  /// The description as printed, shortened to read beside its recipe line: blank runs are one
  /// space, `(active)` and the `active, ` of `(active, names: …)` are left out (every listed
  /// constraint is active), and a description longer than `shortTextLimit` characters loses its
  /// `names:` clause (`(names: …)`), then, if still too long, is cut with `…` before its `>`.
  public var shortText: String {
    var out = ""
    var blank = false
    for c in text {
      if c == " " || c == "\t" || c == "\n" || c == "\r" {
        blank = true
        continue
      }
      if blank, !out.isEmpty, c != ")" { out.append(" ") }
      blank = false
      out.append(c)
    }
    for (spelling, replacement) in [(" (active)", ""), ("(active, names:", "(names:"), ("(active, ", "(")] {
      out = out.replacing(spelling, with: replacement)
    }
    guard out.count > Self.shortTextLimit else { return out }
    // Too long: the `names:` clause goes first (the equation is what the list needs), then the end.
    for clause in [" (names:", " (Names:"] {
      if let range = out.firstRange(of: clause) {
        out = String(out[..<range.lowerBound]) + " (names: …)>"
        break
      }
    }
    guard out.count > Self.shortTextLimit else { return out }
    return String(out.prefix(Self.shortTextLimit - 2)) + "…>"
  }
}

/// How a log's constraints become recipe lines.
struct RecipeWriter {
  var views: ViewInference
  var platform: LogPlatform

  /// A number as a recipe writes it: Recipe's one spelling (`PositionalNumber.shortest`), so a
  /// log's 1.5e-08 keeps its digits (0.000000015) instead of rounding to six decimals.
  static func number(_ value: Double) -> String { PositionalNumber.shortest(value) }

  static func quote(_ text: String) -> String {
    var out = "\""
    for c in text {
      if c == "\"" || c == "\\" { out.append("\\") }
      out.append(c)
    }
    return out + "\""
  }

  func name(_ item: LoggedItem) -> String {
    guard let key = ViewInference.key(item), let v = views.view(key) else { return "Superview" }
    return Self.quote(v.name)
  }

  /// The recipe line of an equation (without number, priority and ids).
  func line(_ e: LoggedEquation) -> String {
    let first = "\(name(e.first.item)).\(e.first.attribute.recipeName)"
    let relation = e.relation.recipeSymbol
    let constantPart: String = {
      if e.constant == 0 { return "" }
      return e.constant > 0 ? " + \(Self.number(e.constant))" : " - \(Self.number(-e.constant))"
    }()
    if let second = e.second {
      let multiplier = e.multiplier == 1 ? "" : "\(Self.number(e.multiplier)) x "
      return
        "\(first) \(relation) \(multiplier)\(name(second.item)).\(second.attribute.recipeName)\(constantPart)"
    }
    if e.first.attribute.isSize {
      return "\(first) \(relation) \(Self.number(e.constant))"
    }
    // A location against a constant (an autoresizing `minX == 0`): relative to the superview.
    let parent = ViewInference.key(e.first.item).flatMap { views.view($0)?.parent }.flatMap { views.view($0) }
    let base = parent.map { Self.quote($0.name) } ?? "Superview"
    return "\(first) \(relation) \(base).\(e.first.attribute.recipeName)\(constantPart)"
  }

  /// The whole line for an entry: `N. A.Width = 40 @250 id "0x…" identifier "…"`.
  func entryLine(_ entry: LogEntry) -> String? {
    guard let c = entry.constraint, let e = c.equation else { return nil }
    var text = "\(entry.number). " + line(e)
    if c.priority < 1000 { text += " @\(Self.number(max(1, c.priority.rounded())))" }
    text += " id \(Self.quote(c.address))"
    if let identifier = c.identifier ?? c.sourceLocation {
      text += " identifier \(Self.quote(identifier.replacingControlCharacters()))"
    }
    return text
  }

  /// The declaration of a view.
  func declaration(_ v: ReconstructedView) -> String {
    var text = "\(v.kind) \(Self.quote(v.name))"
    if let p = v.parent, let parent = views.view(p) { text += " in \(Self.quote(parent.name))" }
    if let t = v.text?.replacingControlCharacters(), !t.trimmingBlanks().isEmpty {
      switch v.kind {
      case "label", "textView": text += " text \(Self.quote(t))"
      case "textField": text += " text \(Self.quote(t))"
      case "button": text += " title \(Self.quote(t))"
      default: break
      }
    }
    if let address = v.address { text += " id \(Self.quote(address))" }
    return text
  }

  /// A comment's text with control characters made blanks.
  static func comment(_ text: String) -> String { "# " + text.replacingControlCharacters() }

  /// The recipe for these entries, in `order`.
  func recipe(
    title: String, header: [String], entries: [LogEntry], order: [Int], expectConflict: Bool,
    expectAmbiguous: Bool
  ) -> (text: String, lineOfEntry: [Int: Int]) {
    var lines: [String] = header.map(Self.comment)
    lines.append("recipe \(Self.quote(title))")
    // No bars: a log's views are not known to sit under a status bar, so the figure draws no
    // layout guide band over them (the safe area and both guides at the scene's edges).
    lines.append((platform == .macOS ? "scene 800 x 600" : "scene 375 x 667") + " safeAreaInsets 0 0 0 0")
    if expectConflict { lines.append("expect conflict") }
    if expectAmbiguous { lines.append("expect ambiguous") }
    lines.append("")
    for v in views.ordered() {
      var declaration = declaration(v)
      if let note = v.note { declaration += "  " + Self.comment(note) }
      lines.append(declaration)
    }
    lines.append("")
    var lineOfEntry: [Int: Int] = [:]
    for i in order {
      let entry = entries[i]
      if let c = entry.constraint { lines.append(Self.comment(c.text)) }
      if let omission = entry.omission {
        lines.append(Self.comment("not drawn: \(omission)"))
        continue
      }
      guard let text = entry.recipeText else { continue }
      lineOfEntry[i] = lines.count + 1
      lines.append(text)
    }
    return (lines.joined(separator: "\n") + "\n", lineOfEntry)
  }
}
