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
    // A location against a constant (an autoresizing `minX == 0`, `midX == 187.5`): a frame
    // coordinate, measured from the superview's origin, its left or top edge (unseen logs u29: a
    // 375-wide web view at `midX == 187.5` beside `H:|-(0)-[…]`; u38: a 48-wide image at
    // `midX == 228.5` ending 32 before its superview's trailing edge).
    let parent = ViewInference.key(e.first.item).flatMap { views.view($0)?.parent }.flatMap { views.view($0) }
    let base = parent.map { Self.quote($0.name) } ?? "Superview"
    if platform == .macOS, [.top, .bottom, .centerY].contains(e.first.attribute) {
      // AppKit's `minY` (`maxY`, `midY`) is measured UP from the superview's bottom edge (a view
      // is not flipped unless it says so): `NSView.minY == - 1` puts the view's bottom 1 below its
      // NSBox's (unseen log u50: with `V:|-(1)-[NSView]`, a 22-high stack and the box's
      // `height >= 24`, every one of the 8 printed constraints is needed for the conflict, as AppKit
      // printed it; read from the top, two of them conflicted alone).
      let attribute: Attribute =
        e.first.attribute == .top ? .bottom : e.first.attribute == .bottom ? .top : .centerY
      let flipped: LoggedRelation =
        e.relation == .greaterThanOrEqual
        ? .lessThanOrEqual : e.relation == .lessThanOrEqual ? .greaterThanOrEqual : .equal
      let offset: String = {
        if e.constant == 0 { return "" }
        return e.constant > 0 ? " - \(Self.number(e.constant))" : " + \(Self.number(-e.constant))"
      }()
      return "\(name(e.first.item)).\(attribute.recipeName) \(flipped.recipeSymbol) \(base).Bottom\(offset)"
    }
    return "\(first) \(relation) \(base).\(Self.origin(of: e.first.attribute).recipeName)\(constantPart)"
  }

  /// The superview edge a frame coordinate is measured from: the left edge for `minX midX maxX`,
  /// the top for `minY midY maxY`; other attributes keep their own.
  static func origin(of attribute: Attribute) -> Attribute {
    switch attribute {
    case .right, .centerX: return .left
    case .bottom, .centerY: return .top
    default: return attribute
    }
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
    if v.isContentGuide { text += " contentLayoutGuide" }
    if let address = v.address { text += " id \(Self.quote(address))" }
    return text
  }

  /// The scene: the iPhone 8's 375 x 667 (AppKit: 800 x 600), widened or heightened to the
  /// largest width or height a constraint of the log sets to a constant (`==` or `>=`), so that a
  /// view the log sizes is not cut by the scene: a Mac Catalyst window's content view is
  /// `'UIView-Encapsulated-Layout-Width' UIView.width == 1330` (unseen log u16).
  static func sceneSize(platform: LogPlatform, entries: [LogEntry]) -> (width: Double, height: Double) {
    var width = platform == .macOS ? 800.0 : 375
    var height = platform == .macOS ? 600.0 : 667
    for entry in entries {
      guard let e = entry.constraint?.equation, e.second == nil, e.relation != .lessThanOrEqual,
        e.constant.isFinite, e.constant <= 10_000
      else { continue }
      if e.first.attribute == .width { width = max(width, e.constant.rounded(.up)) }
      if e.first.attribute == .height { height = max(height, e.constant.rounded(.up)) }
    }
    return (width, height)
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
    let scene = Self.sceneSize(platform: platform, entries: entries)
    lines.append(
      "scene \(Self.number(scene.width)) x \(Self.number(scene.height)) safeAreaInsets 0 0 0 0")
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
