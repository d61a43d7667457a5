import Layout
import Recipe

/// Rebuilds one log (or trace) as a recipe and checks its conflict.
struct LogRebuilder {
  let fileName: String
  let title: String
  var warnings: [LogWarning] = []

  init(fileName: String, title: String) {
    self.fileName = fileName
    self.title = title
  }

  mutating func warn(_ location: LogLocation, _ message: String) {
    warnings.append(LogWarning(fileName: fileName, location: location, message: message))
  }

  /// `0x7fca0bd54cc0` -> `0x`: a description's form without addresses.
  static func form(_ text: String) -> String {
    var out = ""
    var chars = Array(text)[...]
    while let c = chars.first {
      chars = chars.dropFirst()
      out.append(c)
      if c == "0", chars.first == "x" {
        out.append("x")
        chars = chars.dropFirst()
        chars = chars.drop { $0.isHexDigit }
      }
    }
    return out
  }

  // MARK: Conflict logs

  mutating func rebuild(_ log: ParsedLog, stem: String) -> ImportedLog {
    var entries = log.constraints.enumerated().map { LogEntry(number: $0.offset + 1, constraint: $0.element) }
    let broken = placeBroken(log, in: &entries)
    let inference = Self.inferViews(entries)
    noteUnreadable(&entries)
    let writer = RecipeWriter(views: inference, platform: log.platform)
    for i in entries.indices where entries[i].omission == nil {
      entries[i].recipeText = writer.entryLine(entries[i])
    }
    leaveOutRefusedLines(&entries, writer: writer, stem: stem)
    let checked = checkConflict(log, entries: entries, uikitBroken: broken.number, writer: writer, stem: stem)
    let (figureOrder, figure) = (checked.figureOrder, checked.figure)
    var check = checked.check
    check.explanation += explain(check, entries: entries, log: log)
    let remarks = figureRemarks(
      check, entries: entries, log: log, views: inference, brokenMatchedByForm: broken.matchedByForm)
    check.explanation += remarks.satisfiable
    let bottomUp = Self.bottomUpRemarks(entries: entries, log: log, views: inference)
    check.explanation += bottomUp
    let advice = AdviceTable.advise(entries: entries, check: check, views: inference)
    // The recipe.
    var header = [
      "Rebuilt by layout-diagram from \(fileName):\(log.location), "
        + (log.kind == .unsatisfiable
          ? "\(log.platform == .macOS ? "an AppKit" : "a UIKit") \"Unable to simultaneously satisfy constraints\" log"
          : "a constraint list") + ".",
      "Each constraint keeps its number in the log's list, its address as its id and its identifier;",
      "the comment above it is the log's own description.",
    ]
    header += check.explanation
    for a in advice { header.append("Advice: " + a.text) }
    for w in warnings { header.append("Warning: \(w.location): \(w.message)") }
    let expectConflict = !(figure?.conflicts.isEmpty ?? true)
    let expectAmbiguous = figure?.ambiguous ?? false
    let (text, _) = writer.recipe(
      title: title, header: header, entries: entries, order: figureOrder, expectConflict: expectConflict,
      expectAmbiguous: expectAmbiguous)
    let parsed = RecipeParser.parse(text, fileName: stem + ".recipe")
    let figureText = writer.recipe(
      title: title, header: [], entries: entries, order: figureOrder, expectConflict: false,
      expectAmbiguous: false
    ).text
    return ImportedLog(
      title: title, stem: stem, location: log.location, log: log, trace: nil, views: inference.ordered(),
      entries: entries, check: check, advice: advice, recipe: parsed.recipe, text: text,
      unfixedSizes: ConflictSolver.unfixedSizes(figureText, fileName: stem + ".recipe"),
      remarks: remarks.figure + bottomUp, listNotes: remarks.listNotes)
  }

  /// UIKit's broken constraint (`Will attempt to recover by breaking constraint`) as an entry
  /// number: the listed constraint of its address; else the one of its form (addresses left
  /// out) and class, with a warning; else it is added after the list (with a warning when
  /// there is a list). `matchedByForm`: found by its form.
  mutating func placeBroken(_ log: ParsedLog, in entries: inout [LogEntry]) -> (
    number: Int?, matchedByForm: Bool
  ) {
    guard let broken = log.broken else { return (nil, false) }
    // An address the list prints on one entry is that entry; on several (a page that shortened
    // the addresses, `0x6000…`: session 30's d34), the one that also prints the same constraint,
    // else the first of them, as before shortened addresses were read.
    let sameAddress = entries.filter { $0.constraint?.address == broken.address }
    let printed = sameAddress.first { $0.constraint?.body == broken.body } ?? sameAddress.first
    if let match = printed { return (match.number, false) }
    if let match = entries.first(where: {
      $0.constraint.map { Self.form($0.body) == Self.form(broken.body) && $0.className == broken.className }
        ?? false
    }) {
      warn(
        broken.location,
        "the broken constraint \(broken.address) is not in the list; it has the form of constraint \(match.number) "
          + "(\(match.constraint?.address ?? "")), which is taken as the one broken")
      return (match.number, true)
    }
    let number = entries.count + 1
    entries.append(LogEntry(number: number, constraint: broken))
    if log.hasList {
      warn(
        broken.location,
        "the broken constraint is not in the list; it is added as constraint \(entries.count)")
    }
    return (number, false)
  }

  /// The views the entries name, their hierarchy and names.
  static func inferViews(_ entries: [LogEntry]) -> ViewInference {
    var inference = ViewInference()
    let equations = entries.compactMap { $0.constraint?.equation }
    for e in equations {
      inference.note(e.first.item)
      if let s = e.second { inference.note(s.item) }
    }
    // The names of a constraint that cannot be drawn name no view (an NSGridView expression's
    // `NSGridView:0x….row-boundary:0x…` pseudo-objects, shared log 34).
    for entry in entries where entry.constraint?.equation != nil {
      for name in entry.constraint?.names ?? [] { inference.note(name.item) }
    }
    // An autoresizing frame coordinate against a constant names the superview it is measured in:
    // `UIView.minX == 204   (active, names: '|':_UIImageViewOverlayView:0x… )` (iOS 11+; unseen logs
    // u12, u44).
    let frameSuperviews: [(child: LoggedItem, superview: LoggedItem)] = entries.compactMap { entry in
      guard let c = entry.constraint, let e = c.equation, e.second == nil, !e.first.attribute.isSize,
        let superview = c.names.first(where: { $0.key == "|" })?.item
      else { return nil }
      return (e.first.item, superview)
    }
    inference.inferHierarchy(equations, frameSuperviews: frameSuperviews)
    inference.assignNames()
    return inference
  }

  /// Entries the recipe cannot hold (an NSGridView expression, a description that could not be
  /// read) get their omission; a `|` the log does not name is warned about (drawn as the other
  /// view's superview).
  mutating func noteUnreadable(_ entries: inout [LogEntry]) {
    for (i, entry) in entries.enumerated() {
      guard let c = entry.constraint else { continue }
      if c.equation == nil {
        entries[i].omission =
          c.form == .expression
          ? "an AppKit NSGridView expression cannot be represented in a recipe" : "it could not be read"
      }
      for item in [c.equation?.first.item, c.equation?.second?.item] {
        if let item, item.isSuperview, item.address == nil {
          warn(
            c.location,
            "constraint \(entry.number): the log does not say which view \"|\" is (no names: entry); "
              + "it is drawn as the superview of the other view")
        }
      }
    }
  }

  /// Lines the recipe language refuses are left out, each with a warning: the recipe is compiled
  /// again until it has no error on an entry's line.
  mutating func leaveOutRefusedLines(_ entries: inout [LogEntry], writer: RecipeWriter, stem: String) {
    let listOrder = Array(entries.indices)
    for _ in 0..<entries.count + 1 {
      let (text, lineOfEntry) = writer.recipe(
        title: title, header: [], entries: entries, order: listOrder, expectConflict: false,
        expectAmbiguous: false)
      let compiled = RecipeCompiler.compile(text, fileName: stem + ".recipe")
      let errors = compiled.diagnostics.filter(\.isError)
      if errors.isEmpty { break }
      var removed = false
      for error in errors {
        if let (i, _) = lineOfEntry.first(where: { $0.value == error.line }), entries[i].omission == nil {
          entries[i].omission = "the recipe language refuses it: \(error.message)"
          if let c = entries[i].constraint {
            warn(c.location, "constraint \(entries[i].number) is not drawn: \(error.message)")
          }
          removed = true
        }
      }
      if !removed { break }
    }
  }

  /// The check of the listed constraints (`ConflictCheck`: the verdict, the minimal set) and the
  /// figure's solve, in `figureOrder`: the list's order with UIKit's broken constraint added last,
  /// so that ours breaks it too. `explanation` says only why a verdict is not the whole list's.
  func checkConflict(
    _ log: ParsedLog, entries: [LogEntry], uikitBroken: Int?, writer: RecipeWriter, stem: String
  ) -> (check: ConflictCheck, figureOrder: [Int], figure: ConflictSolver.Outcome?) {
    var check = ConflictCheck(
      verdict: .notChecked, minimalSet: [], uikitBroken: uikitBroken, oursBroken: nil, explanation: [],
      implicitInSet: [])
    let checkable =
      log.kind == .unsatisfiable && log.hasList && log.listClosed && !log.redacted && !log.listElided
    func solve(_ entries: [LogEntry], order: [Int]) -> ConflictSolver.Outcome? {
      let (text, _) = writer.recipe(
        title: title, header: [], entries: entries, order: order, expectConflict: false,
        expectAmbiguous: false)
      return ConflictSolver.solve(text, fileName: stem + ".recipe")
    }
    let outcome = solve(entries, order: Array(entries.indices))
    // Auto Layout keeps widths and heights non-negative and our engine does too (docs/layout.md,
    // "Semantics"): a conflict that needs a size >= 0 (log 18: `width == - 16` alone) is found
    // here, and its minimal set holds that size (the verdict is refined from the set below).
    if let first = outcome?.conflicts.first {
      check.verdict = .unsatisfiable
      check.oursBroken = first.broken
    }
    if check.verdict == .notChecked {
      if let pair = Self.identicalRequiredPair(entries) {
        check.verdict = .duplicate
        check.minimalSet = pair
        check.oursBroken = nil
      } else if outcome != nil, checkable {
        check.verdict = .satisfiable
      }
    }
    // The figure's solve: UIKit's broken constraint added last, so that ours breaks it too.
    var figureOrder = Array(entries.indices)
    if let b = uikitBroken, let bi = entries.firstIndex(where: { $0.number == b }) {
      figureOrder.removeAll { $0 == bi }
      figureOrder.append(bi)
    }
    let figure = solve(entries, order: figureOrder)
    if check.verdict == .unsatisfiable || check.verdict == .unsatisfiableWithNonNegativeSizes, let figure {
      let chosen = figure.conflicts.first { $0.broken == uikitBroken } ?? figure.conflicts.first
      if let chosen {
        check.minimalSet = chosen.set
        check.implicitInSet = chosen.implicit
        // The set holds a view's `size >= 0`: without it these constraints hold together.
        if chosen.needsNonNegativeSize { check.verdict = .unsatisfiableWithNonNegativeSizes }
      }
    }
    if !checkable, check.verdict != .notChecked {
      check.explanation.append(
        log.redacted
          ? "The log is redacted."
          : log.listElided
            ? "The list is elided in the paste: only the constraints shown are checked."
            : log.listClosed
              ? "The log has no header: a list, not necessarily a conflict."
              : "The list is cut: only the constraints shown are checked.")
    }
    return (check, figureOrder, figure)
  }

  /// The first two identical required constraints (their recipe lines without number and id), as
  /// entry numbers: UIKit reports the second copy as a conflict (log 21).
  static func identicalRequiredPair(_ entries: [LogEntry]) -> [Int]? {
    var seen: [String: Int] = [:]
    for entry in entries {
      guard let c = entry.constraint, let text = entry.recipeText, c.priority == 1000 else { continue }
      let key =
        text.split(separator: " ", omittingEmptySubsequences: true).dropFirst().joined(separator: " ")
        .split(separator: " id ").first.map(String.init) ?? text
      if let other = seen[key] { return [other, entry.number] }
      seen[key] = entry.number
    }
    return nil
  }

  /// The [CHOICE] behind an AppKit frame coordinate read up from its superview's bottom
  /// (`NSView.minY == - 1`, LogReconstruction.line), said per log: AppKit measures so in a
  /// superview that is not flipped, its default (Apple, NSView.isFlipped: false unless a class
  /// overrides it), and no log says whether its superview's class overrides it (unseen log u50's
  /// NSBox does not; no log in the shared or unseen sets has one in a flipped superview, so no
  /// class list is kept: docs/console-logs.md).
  static func bottomUpRemarks(entries: [LogEntry], log: ParsedLog, views: ViewInference) -> [String] {
    guard log.platform == .macOS else { return [] }
    var bySuperview: [(key: String, number: Int)] = []
    for entry in entries where entry.recipeText != nil {
      guard let e = entry.constraint?.equation, e.second == nil, !e.first.attribute.isSize,
        [.top, .bottom, .centerY].contains(e.first.attribute)
      else { continue }
      let parent = ViewInference.key(e.first.item).flatMap { views.view($0)?.parent }.flatMap {
        views.view($0)
      }
      bySuperview.append((parent?.name ?? "its superview", entry.number))
    }
    return grouped(bySuperview).map { superview, numbers in
      constraintsAre(numbers)
        + " measured up from the bottom of \(superview), as AppKit measures minY, midY and maxY in a view that "
        + "is not flipped (NSView.isFlipped is false unless its class overrides it); the log does not say "
        + "whether \(superview) is flipped (then they are measured down from its top)."
    }
  }

  /// Entry numbers grouped by a sentence's subject, the groups in the order their first number came.
  static func grouped(_ numbers: [(key: String, number: Int)]) -> [(key: String, numbers: [Int])] {
    var groups: [(key: String, numbers: [Int])] = []
    for (key, number) in numbers {
      if let k = groups.firstIndex(where: { $0.key == key }) {
        groups[k].numbers.append(number)
      } else {
        groups.append((key, [number]))
      }
    }
    return groups
  }

  /// `Constraint 3 is`, `Constraints 3 and 5 are`: a remark's start.
  static func constraintsAre(_ numbers: [Int]) -> String {
    numbers.count == 1 ? "Constraint \(numbers[0]) is" : "Constraints \(list(numbers.map(String.init))) are"
  }

  /// What the figure says of the check beyond each constraint's outcome: a duplicate pair named
  /// in the list and under the panel; for a log UIKit reported that holds together in our
  /// solver, why (`satisfiable`, also printed with the check); the constraints left out of the
  /// recipe.
  func figureRemarks(
    _ check: ConflictCheck, entries: [LogEntry], log: ParsedLog, views: ViewInference,
    brokenMatchedByForm: Bool
  ) -> (figure: [String], satisfiable: [String], listNotes: [Int: String]) {
    var figure: [String] = []
    var satisfiable: [String] = []
    var listNotes: [Int: String] = [:]
    let breaker = log.platform == .macOS ? "AppKit" : "UIKit"
    figure += Self.gapRemarks(log, verdict: check.verdict)
    if check.verdict == .duplicate, check.minimalSet.count == 2 {
      let a = check.minimalSet[0]
      let b = check.minimalSet[1]
      listNotes[a] = "duplicate of \(b)"
      listNotes[b] = "duplicate of \(a)"
      figure.append(
        "Constraints \(a) and \(b) are duplicates, the same required constraint twice: \(breaker) reports the "
          + "second copy as a conflict" + (check.uikitBroken.map { " and broke \($0)" } ?? "")
          + "; our solver holds both as one, satisfied. Remove one of them.")
    }
    if check.verdict == .satisfiable, log.kind == .unsatisfiable, let b = check.uikitBroken,
      let broken = entries.first(where: { $0.number == b })?.constraint
    {
      satisfiable.append(
        "\(breaker) reported a conflict, but the constraints as printed hold together in our solver; "
          + "constraint \(b), the one \(breaker) broke, is drawn red.")
      // Which views each constraint names: the broken one may share none with the rest.
      func keys(_ c: LoggedConstraint?) -> Set<String> {
        guard let e = c?.equation else { return [] }
        return Set([e.first.item, e.second?.item].compactMap { $0 }.compactMap(ViewInference.key))
      }
      let own = keys(broken)
      let others = entries.filter { $0.number != b }.reduce(into: Set<String>()) {
        $0.formUnion(keys($1.constraint))
      }
      if !own.isEmpty, own.isDisjoint(with: others) {
        let names = views.ordered().filter { own.contains($0.key) }.map(\.name)
        satisfiable.append(
          "Constraint \(b) names no view the other constraints name (\(names.joined(separator: ", "))): "
            + "nothing printed conflicts with it.")
      }
      if brokenMatchedByForm, let address = log.broken?.address {
        satisfiable.append(
          "The constraint \(breaker) broke (\(address)) is not in the list; constraint \(b) has its form and "
            + "stands for it.")
      }
      if broken.text.hasPrefix("<<") {
        satisfiable.append(
          "Its class, \(broken.className), prints its own description, so the objects printed need not be "
            + "the ones \(breaker) solved with.")
      }
      figure += satisfiable
    }
    let omitted = entries.filter { $0.omission != nil }
    if !omitted.isEmpty {
      for (reason, numbers) in Self.grouped(omitted.map { ($0.omission ?? "", $0.number) }) {
        figure.append(Self.constraintsAre(numbers) + " listed in the log but not drawn: \(reason).")
      }
    }
    return (figure, satisfiable, listNotes)
  }

  /// Why a log's list cannot be checked, after "Not checked: ": the paste elided it, ends inside
  /// it (cut), holds none, or the log is redacted.
  static func uncheckedReason(_ log: ParsedLog) -> String {
    let breaker = log.platform == .macOS ? "AppKit" : "UIKit"
    if log.redacted { return "the log is redacted" }
    if log.listElided, let e = log.elisions.first {
      return "the constraint list is elided in the paste (line \(e.location.line), \"\(e.text)\")"
    }
    if log.hasList, !log.listClosed {
      return
        "the paste ends inside the constraint list, after \(log.constraints.count) constraint(s): the log is cut"
    }
    if log.startsInsideList {
      return "the paste starts inside the constraint list, with no header: the log is cut before it"
    }
    if !log.hasList {
      return "the paste holds no constraint list"
        + (log.broken != nil ? ", only the constraint \(breaker) broke" : "")
    }
    return "there is no complete list to check"
  }

  /// Where the paste is cut or elided, said under the figure: the constraints there are not
  /// known, and whether the conflict could still be checked.
  static func gapRemarks(_ log: ParsedLog, verdict: ConflictCheck.Verdict) -> [String] {
    var remarks: [String] = []
    let outcome =
      verdict == .notChecked ? "so the conflict is not checked" : "only the constraints shown are checked"
    for e in log.elisions {
      let at = "The paste is elided at line \(e.location.line) (\"\(e.text)\")"
      if log.listElided, e == log.elisions.first {
        remarks.append(
          at + (log.hasList ? " inside the constraint list" : " in place of the constraint list")
            + ": the constraints left out are not known, \(outcome).")
      } else {
        remarks.append(at + ": part of the log is left out.")
      }
    }
    if log.startsInsideList {
      remarks.append(
        "The paste starts inside the constraint list, with no header: the log is cut before constraint 1, "
          + "the constraints before it are not known, \(outcome).")
    }
    if log.hasList, !log.listClosed, !log.redacted {
      remarks.append(
        "The paste ends inside the constraint list, after constraint \(log.constraints.count): the log is cut, "
          + "the constraints after it are not known, \(outcome).")
    }
    return remarks
  }

  /// `1`, `1 and 2`, `1, 2 and 3`.
  static func list(_ items: [String]) -> String {
    guard items.count > 1, let last = items.last else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + last
  }

  func explain(_ check: ConflictCheck, entries: [LogEntry], log: ParsedLog) -> [String] {
    var lines: [String] = []
    let set = check.minimalSet.map(String.init).joined(separator: ", ")
    switch check.verdict {
    case .unsatisfiable:
      lines.append("Checked: the constraints cannot hold together; a minimal conflicting set is \(set).")
    case .unsatisfiableWithNonNegativeSizes:
      lines.append(
        "Checked: the constraints cannot hold together once widths and heights are kept non-negative, as Auto "
          + "Layout keeps them (UIKit does not print those constraints); a minimal conflicting set is \(set) and "
          + "the sizes >= 0 below.")
    case .duplicate:
      lines.append(
        "Checked: constraints \(set) are identical; UIKit reports the second copy of a required constraint as a "
          + "conflict, our solver holds both as one.")
    case .satisfiable:
      lines.append(
        "Checked: the constraints as printed hold together in our solver; the log alone shows no conflict.")
    case .notChecked:
      lines.append("Not checked: " + Self.uncheckedReason(log) + ".")
    }
    if let b = check.uikitBroken {
      let inSet = check.minimalSet.contains(b)
      lines.append(
        "\(log.platform == .macOS ? "AppKit" : "UIKit") broke constraint \(b)"
          + (check.minimalSet.isEmpty ? "." : inSet ? ", which is in the set." : ", which is not in our set.")
      )
      if let ours = check.oursBroken, ours != b {
        lines.append(
          "Our solver, adding the constraints in the log's order, would break constraint \(ours) instead.")
      } else if let ours = check.oursBroken, ours == b {
        lines.append("Our solver, adding the constraints in the log's order, breaks the same one.")
      }
    }
    if check.uikitBroken == nil, log.kind == .unsatisfiable, let ours = check.oursBroken,
      let reason = log.unnamedBreakReason
    {
      lines.append(
        "The log does not say which constraint \(log.platform == .macOS ? "AppKit" : "UIKit") broke (\(reason)); "
          + "our solver, adding the constraints in the log's order, breaks constraint \(ours).")
    }
    if !check.implicitInSet.isEmpty {
      lines.append("The set also holds what the engine adds: \(check.implicitInSet.joined(separator: "; ")).")
    }
    return lines
  }

  // MARK: Ambiguity traces

  mutating func rebuild(_ trace: AmbiguityTrace, stem: String) -> ImportedLog {
    var inference = ViewInference()
    var stack: [(depth: Int, key: String)] = []
    var ambiguousNotes: [String: String] = [:]
    for node in trace.nodes {
      inference.note(node.item)
      guard let key = ViewInference.key(node.item) else { continue }
      while let last = stack.last, last.depth >= node.depth { stack.removeLast() }
      if let parent = stack.last { _ = inference.setParent(key, parent.key) }
      stack.append((node.depth, key))
      var note = [String]()
      if node.marker != .none {
        note.append(
          [
            TraceMarker.autoLayout: "auto layout", .autoresizing: "autoresizing mask",
            .engineHost: "layout engine host",
          ][node.marker] ?? "")
      }
      if node.ambiguous {
        note.append(
          "AMBIGUOUS" + (node.variables.isEmpty ? "" : ": " + node.variables.joined(separator: ", ")))
      }
      if !note.isEmpty { ambiguousNotes[key] = note.joined(separator: "; ") }
    }
    inference.assignNames()
    for i in inference.views.indices {
      if let note = ambiguousNotes[inference.views[i].key] {
        inference.views[i].note = (inference.views[i].note.map { $0 + "; " } ?? "") + note
      }
    }
    let ambiguous = trace.nodes.filter(\.ambiguous).compactMap { ViewInference.key($0.item) }.compactMap {
      inference.view($0)?.name
    }
    var header = [
      "Rebuilt by layout-diagram from \(fileName):\(trace.location), an _autolayoutTrace: the hierarchy it prints.",
      "A trace lists no constraints, so no frame is known: the figure draws the hierarchy as nested stack views,",
      "one row per view (its marker, class, address and text), red where UIKit marks it ambiguous: "
        + (ambiguous.isEmpty ? "none" : ambiguous.joined(separator: ", ")) + ".",
    ]
    for w in warnings { header.append("Warning: \(w.location): \(w.message)") }
    let text = Self.traceRecipe(trace, inference: inference, title: title, header: header)
    let parsed = RecipeParser.parse(text, fileName: stem + ".recipe")
    return ImportedLog(
      title: title, stem: stem, location: trace.location, log: nil, trace: trace, views: inference.ordered(),
      entries: [],
      check: ConflictCheck(
        verdict: .notChecked, minimalSet: [], uikitBroken: nil, oursBroken: nil,
        explanation: ["An ambiguity trace: no constraints to check."] + Self.traceGaps(trace),
        implicitInSet: []),
      advice: [], recipe: parsed.recipe, text: text, unfixedSizes: [], remarks: Self.traceRemarks(trace),
      listNotes: [:])
  }

  /// Where the reporter elided rows of a trace (`[snip]`: unseen log u22).
  static func traceGaps(_ trace: AmbiguityTrace) -> [String] {
    trace.elisions.map {
      "The paste is elided at line \($0.location.line) (\"\($0.text)\"): rows of the trace there are left out."
    }
  }

  /// What a trace's figure says under it: what UIKit marks ambiguous, what the markers mean, and
  /// that the rows are the trace's hierarchy, not the app's layout.
  static func traceRemarks(_ trace: AmbiguityTrace) -> [String] {
    let ambiguous = trace.nodes.filter(\.ambiguous).map { node in
      ViewInference.shortClass(node.item.className ?? "View") + (node.item.address.map { " " + $0 } ?? "")
        + (node.variables.isEmpty ? "" : " (" + node.variables.joined(separator: ", ") + ")")
    }
    var remarks = [
      ambiguous.isEmpty
        ? "The trace marks no view AMBIGUOUS LAYOUT."
        : "Ambiguous, as UIKit printed it (red rows): " + list(ambiguous)
          + ". No constraint fixes these variables (a trace prints none): add one for each."
    ]
    let markers: [(TraceMarker, String)] = [
      (.autoLayout, "* laid out by Auto Layout"), (.autoresizing, "+ by its autoresizing mask"),
      (.engineHost, "• a layout engine host"),
    ]
    let used = markers.filter { marker in trace.nodes.contains { $0.marker == marker.0 } }.map(\.1)
    if !used.isEmpty { remarks.append("Markers: " + used.joined(separator: "; ") + ".") }
    remarks.append(
      "The trace prints a hierarchy and no constraints, so no frame is known: each row is one view, "
        + "under its superview; the dashed boxes only nest the rows.")
    return remarks + traceGaps(trace)
  }

  /// A trace as nested vertical stack views: each view is a row (a label with its marker, class,
  /// address, text and ambiguous variables, red when ambiguous); a view with subviews is a stack
  /// view holding its row and its subviews' rows, inset by its margins.
  static func traceRecipe(_ trace: AmbiguityTrace, inference: ViewInference, title: String, header: [String])
    -> String
  {
    var lines = header.map(RecipeWriter.comment)
    lines += ["recipe \(RecipeWriter.quote(title))", "scene 700 x 1400 safeAreaInsets 0 0 0 0", ""]
    let root = "Hierarchy"
    lines.append("stackView \(RecipeWriter.quote(root)) axis vertical spacing 4")
    var parents: Set<String> = []
    for v in inference.views { if let p = v.parent { parents.insert(p) } }
    var row = 0
    var declared: Set<String> = []
    for node in trace.nodes {
      guard let key = ViewInference.key(node.item), !declared.contains(key), let v = inference.view(key)
      else {
        continue
      }
      declared.insert(key)
      let container = v.parent.flatMap { inference.view($0)?.name } ?? root
      var rowText = node.marker == .none ? "" : node.marker.rawValue + " "
      rowText += ViewInference.shortClass(v.className ?? "View") + (v.address.map { ":" + $0 } ?? "")
      if let t = v.text { rowText += " '\(t)'" }
      if node.ambiguous {
        rowText +=
          " AMBIGUOUS" + (node.variables.isEmpty ? "" : ": " + node.variables.joined(separator: ", "))
      }
      var label = "label"
      row += 1
      let rowName = "Trace row \(row)"
      if parents.contains(key) {
        lines.append(
          "stackView \(RecipeWriter.quote(v.name)) in \(RecipeWriter.quote(container)) axis vertical spacing 4 "
            + "marginsRelative margins 4 16 4 0" + (v.address.map { " id \(RecipeWriter.quote($0))" } ?? ""))
        label += " \(RecipeWriter.quote(rowName)) in \(RecipeWriter.quote(v.name))"
      } else {
        label += " \(RecipeWriter.quote(v.name)) in \(RecipeWriter.quote(container))"
      }
      label += " text \(RecipeWriter.quote(rowText.replacingControlCharacters())) font 13"
      if node.ambiguous { label += " color red" }
      if !parents.contains(key), let address = v.address { label += " id \(RecipeWriter.quote(address))" }
      lines.append(label)
    }
    lines += [
      "",
      "1. \(RecipeWriter.quote(root)).Leading = Superview.Leading + 16",
      "2. \(RecipeWriter.quote(root)).Top = Superview.Top + 16",
      "3. \(RecipeWriter.quote(root)).Width = 640",
    ]
    return lines.joined(separator: "\n") + "\n"
  }
}
