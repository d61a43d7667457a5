import Layout

/// Something a developer can do about a conflict, from the rule table (`AdviceRule`).
public struct Advice: Hashable, Sendable {
  /// Which rule.
  public var rule: AdviceRule
  /// What to do, naming the log's constraints by number and the views by name.
  public var text: String
  /// The entries it is about.
  public var constraints: [Int]
}

/// The rule table: each rule, when it applies, and where its fix comes from.
public enum AdviceRule: String, Hashable, Sendable, CaseIterable {
  /// A cell's encapsulated height against content that does not fit.
  case encapsulatedHeight
  /// Constraints made from an autoresizing mask.
  case autoresizingMask
  /// A view measured before it has its width (`_UITemporaryLayoutWidth`, encapsulated width 0).
  case temporaryWidth
  /// Stack view constraints (`UISV-*`) against a hidden or fixed-size arranged view.
  case stackView
  /// Two constants on one attribute: a duplicate constraint.
  case duplicate

  /// The source of the rule (documentation or the thread whose log shows the case).
  public var source: String {
    switch self {
    case .encapsulatedHeight:
      return "Apple, Auto Layout Guide, \"Working with Self-Sizing Table View Cells\"; "
        + "smileyborg/TableViewCellWithAutoLayoutiOS8#38 (shared log 22)"
    case .autoresizingMask:
      return "Apple, UIView.translatesAutoresizingMaskIntoConstraints (the log's own \"(Note: …)\" line); "
        + "apptentive/apptentive-ios#178 (shared log 13)"
    case .temporaryWidth:
      return "Apple, Auto Layout Guide, \"Changing Constraints\" (priorities below 1000 may be broken); "
        + "ermalkaleci/CarbonKit#195, nathantannar4/InputBarAccessoryView#177 (shared logs 07, 36)"
    case .stackView:
      return "Apple, UIStackView documentation (a hidden arranged view is collapsed to zero size); "
        + "mozilla-mobile/prox#242 (shared log 17)"
    case .duplicate:
      return "Ramotion/folding-cell#63, mozilla-mobile/firefox-ios#27523 (shared logs 01, 05)"
    }
  }
}

/// Applies the rule table to a checked log: each rule of `AdviceRule` one method, in the table's
/// order.
enum AdviceTable {
  static func advise(entries: [LogEntry], check: ConflictCheck, views: ViewInference) -> [Advice] {
    let scope = check.minimalSet.isEmpty ? entries.map(\.number) : check.minimalSet
    let rules = AdviceRules(
      entries: entries, inScope: entries.filter { scope.contains($0.number) && $0.constraint != nil },
      views: views)
    return [rules.encapsulatedHeight(), rules.autoresizingMask(), rules.temporaryWidth(), rules.stackView()]
      .compactMap { $0 } + rules.duplicates()
  }
}

/// The rules of `AdviceTable` over one checked log.
private struct AdviceRules {
  /// Every entry of the log.
  let entries: [LogEntry]
  /// The entries of the minimal set (every entry when there is none) that were read.
  let inScope: [LogEntry]
  let views: ViewInference

  func viewName(_ item: LoggedItem?) -> String {
    guard let item, let key = ViewInference.key(item), let v = views.view(key) else { return "the view" }
    return v.name
  }

  func listed(_ numbers: [Int]) -> String { numbers.map(String.init).joined(separator: ", ") }

  /// `AdviceRule.encapsulatedHeight`: lower a vertical constraint (the last one on a bottom
  /// edge, else the last vertical one) or let the cell size itself.
  func encapsulatedHeight() -> Advice? {
    guard
      let cell = inScope.first(where: { $0.constraint?.identifier == "UIView-Encapsulated-Layout-Height" }),
      let e = cell.constraint?.equation
    else { return nil }
    let vertical = inScope.filter {
      $0.number != cell.number
        && ($0.constraint?.equation.map { !$0.first.attribute.isHorizontal } ?? false)
    }
    let candidate =
      vertical.last {
        $0.constraint?.equation?.first.attribute == .bottom
          || $0.constraint?.equation?.second?.attribute == .bottom
      } ?? vertical.last
    return Advice(
      rule: .encapsulatedHeight,
      text:
        "\(viewName(e.first.item)) is given \(RecipeWriter.number(e.constant)) points by the table or collection view "
        + "(constraint \(cell.number), UIView-Encapsulated-Layout-Height) but its content needs more: lower one "
        + "vertical constraint" + (candidate.map { " (e.g. \($0.number))" } ?? "")
        + " to priority 999, or let the cell size itself (rowHeight = UITableView.automaticDimension with an "
        + "estimatedRowHeight).",
      constraints: [cell.number] + (candidate.map { [$0.number] } ?? []))
  }

  /// `AdviceRule.autoresizingMask`: turn translatesAutoresizingMaskIntoConstraints off on the
  /// views the masks hold.
  func autoresizingMask() -> Advice? {
    let masks = inScope.filter {
      $0.constraint?.className == "NSAutoresizingMaskLayoutConstraint" || $0.constraint?.mask != nil
    }
    guard !masks.isEmpty else { return nil }
    let names = Array(Set(masks.compactMap { $0.constraint?.equation.map { viewName($0.first.item) } }))
      .sorted()
    return Advice(
      rule: .autoresizingMask,
      text: "Constraints \(listed(masks.map(\.number))) come from an autoresizing mask: "
        + "\(names.joined(separator: ", ")) still \(names.count == 1 ? "has" : "have") "
        + "translatesAutoresizingMaskIntoConstraints on; set it to false where the view is placed with constraints.",
      constraints: masks.map(\.number))
  }

  /// `AdviceRule.temporaryWidth`: a temporary or zero encapsulated width (or height); give one
  /// constraint of the chain along that axis a priority below 1000.
  func temporaryWidth() -> Advice? {
    let temporary = inScope.filter {
      guard let c = $0.constraint, let e = c.equation else { return false }
      return c.identifier == "_UITemporaryLayoutWidth" || c.identifier == "_UITemporaryLayoutHeight"
        || (c.identifier == "UIView-Encapsulated-Layout-Width" && e.second == nil && e.constant == 0)
    }
    guard let t = temporary.first, let e = t.constraint?.equation else { return nil }
    let horizontal = e.first.attribute.isHorizontal
    let chain = inScope.filter {
      $0.number != t.number && !($0.constraint?.isSystemMade ?? true)
        && ($0.constraint?.equation.map { $0.first.attribute.isHorizontal == horizontal } ?? false)
    }
    return Advice(
      rule: .temporaryWidth,
      text: "\(viewName(e.first.item)) is measured before it has its \(horizontal ? "width" : "height") "
        + "(constraint \(t.number), \(t.constraint?.identifier ?? "") = \(RecipeWriter.number(e.constant))): give one constraint of the "
        + "\(horizontal ? "horizontal" : "vertical") chain"
        + (chain.isEmpty ? "" : " (\(listed(chain.map(\.number))))")
        + " a priority below 1000 (999), so it gives way while the size is 0; the conflict then passes unnoticed.",
      constraints: [t.number] + chain.map(\.number))
  }

  /// `AdviceRule.stackView`: a hidden arranged view's constraints (`UISV-hiding`), else a fixed
  /// size against the stack's distribution.
  func stackView() -> Advice? {
    let stack = inScope.filter { $0.constraint?.identifier?.hasPrefix("UISV-") ?? false }
    guard !stack.isEmpty else { return nil }
    let hiding = stack.first { $0.constraint?.identifier == "UISV-hiding" }
    let fixed = inScope.filter {
      !($0.constraint?.isSystemMade ?? true)
        && ($0.constraint?.equation.map { $0.second == nil && $0.first.attribute.isSize } ?? false)
    }
    let inner = inScope.filter { !($0.constraint?.isSystemMade ?? true) }
    let text: String
    if let hiding, let e = hiding.constraint?.equation {
      text =
        "\(viewName(e.first.item)) is a hidden arranged view, collapsed by the stack view to 0 "
        + "(constraint \(hiding.number), UISV-hiding), while constraints \(listed(inner.map(\.number))) inside it need "
        + "room: give one of them priority 999, or deactivate them while it is hidden."
    } else {
      text =
        "Constraints \(listed(stack.map(\.number))) are the stack view's (UISV-*)"
        + (fixed.isEmpty
          ? "" : " and constraints \(listed(fixed.map(\.number))) fix an arranged view's size")
        + ": an arranged view's size belongs to the stack's distribution; lower the fixed size to priority 999 or "
        + "change the distribution."
    }
    return Advice(rule: .stackView, text: text, constraints: stack.map(\.number) + fixed.map(\.number))
  }

  /// `AdviceRule.duplicate`: two required equalities of one attribute against the same anchor and
  /// multiplier (in the whole log, not only the minimal set), one advice a group; a group with a
  /// system-made size has its own rule.
  func duplicates() -> [Advice] {
    var advice: [Advice] = []
    var byAnchor: [String: [LogEntry]] = [:]
    for entry in entries {
      guard let c = entry.constraint, let e = c.equation, c.priority == 1000 else { continue }
      let key = [
        ViewInference.key(e.first.item) ?? "|", e.first.attribute.rawValue,
        e.second.map { (ViewInference.key($0.item) ?? "|") + "." + $0.attribute.rawValue } ?? "constant",
        String(e.multiplier),
      ].joined(separator: "/")
      byAnchor[key, default: []].append(entry)
    }
    for group in byAnchor.values.sorted(by: { $0[0].number < $1[0].number }) where group.count >= 2 {
      guard let c = group[0].constraint, let e = c.equation else { continue }
      let equalities = group.filter { $0.constraint?.equation?.relation == .equal }
      guard equalities.count >= 2 else { continue }
      // A system-made size (temporary width, encapsulated height, autoresizing) has its own rule.
      if group.contains(where: { $0.constraint?.isSystemMade ?? false }) { continue }
      let places = group.compactMap { $0.constraint?.sourceLocation }
      let values = group.compactMap { $0.constraint?.equation.map { RecipeWriter.number($0.constant) } }
      let same = Set(values).count == 1
      advice.append(
        Advice(
          rule: .duplicate,
          text:
            "Constraints \(listed(group.map(\.number))) both set \(viewName(e.first.item)).\(e.first.attribute.recipeName)"
            + (same
              ? " to the same value (a duplicate)"
              : " to different values (\(values.joined(separator: " and ")))")
            + ": remove or deactivate one"
            + (places.isEmpty
              ? " (search the code for both)." : "; they were made at \(places.joined(separator: " and ")).")
            + (c.className.contains("LayoutConstraint") && c.className != "NSLayoutConstraint"
              && places.isEmpty
              ? " \(c.className) made them." : ""),
          constraints: group.map(\.number)))
    }
    return advice
  }
}
