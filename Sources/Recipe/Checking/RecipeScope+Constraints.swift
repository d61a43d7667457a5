import Layout

extension RecipeScope {
  /// Adds a constraint: labels it, resolves its items, and checks its attributes.
  mutating func add(_ constraint: ConstraintSyntax, lineRange: SourceRange, inVariant: Bool) {
    let label: ConstraintLabel
    if let written = constraint.label {
      label = written.value
      if let first = labelLines[label] {
        let what =
          if case .number(let number) = label { "constraint number \(number)" } else { "constraint \(label)" }
        error(
          "\(what) is used twice", at: written.range, hint: "it is first used on line \(first.start.line)")
      }
    } else {
      label = .number(lastNumber + 1)
    }
    if case .number(let number) = label { lastNumber = number }
    if labelLines[label] == nil { labelLines[label] = constraint.label?.range ?? lineRange }
    check(constraint)
    constraints.append(
      ScopedConstraint(syntax: constraint, label: label, isVariantOnly: inVariant, lineRange: lineRange))
  }

  /// Expands a Visual Format line and adds its constraints with consecutive numbers.
  mutating func expand(_ format: VisualFormatSyntax, lineRange: SourceRange, inVariant: Bool) {
    var number = lastNumber + 1
    if let label = format.label {
      guard case .number(let start) = label.value else {
        error(
          "a Visual Format line is numbered, not lettered", at: label.range,
          hint: "its constraints take consecutive numbers")
        return
      }
      number = start
    }
    let expansion = VisualFormatExpander.expand(format, metrics: metrics)
    diagnostics += expansion.diagnostics
    for (offset, constraint) in expansion.constraints.enumerated() {
      var numbered = constraint
      let range = offset == 0 ? (format.label?.range ?? format.text.range) : format.text.range
      numbered.label = Located(.number(number), at: range)
      add(numbered, lineRange: lineRange, inVariant: inVariant)
      number += 1
    }
  }

  /// Checks items and attributes: known items, one axis, sizes with sizes, leading/trailing not
  /// with left/right, a second item for locations.
  private mutating func check(_ constraint: ConstraintSyntax) {
    for anchor in [constraint.first, constraint.second].compactMap({ $0 }) { resolve(anchor) }
    if let multiplier = constraint.multiplier, !NumericRange.contains(multiplier: multiplier.value) {
      error(
        "multiplier \(multiplier.spelling) is outside the solver's numeric range: a multiplier is 0 or "
          + "between \(NumericRange.spelledMultiplierBounds.lower) and "
          + "\(NumericRange.spelledMultiplierBounds.upper) in magnitude",
        at: multiplier.range,
        hint: "the solver counts a coefficient below \(NumericRange.spelledMultiplierBounds.lower) "
          + "as zero and would round this constraint away; state the size directly, or chain two constraints "
          + "through a view between them, each multiplier in the range (docs/layout.md, \"Numeric range\")")
    }
    let first = constraint.first
    if let problem = AttributePairingProblem(first.attribute.value, constraint.second?.attribute.value) {
      report(problem, first: first, second: constraint.second)
    }
    if constraint.second != nil, let multiplier = constraint.multiplier, multiplier.value != 1,
      first.attribute.value.isLocation
    {
      warning(
        "a multiplier on a location attribute is documented as invalid", at: multiplier.range,
        hint: "UIKit accepts it at run time; it multiplies the distance from the superview's origin")
    }
  }

  /// A pair of attributes Auto Layout refuses, in the recipe's words, at the second attribute
  /// (at the first when there is none).
  private mutating func report(_ problem: AttributePairingProblem, first: AnchorSyntax, second: AnchorSyntax?)
  {
    let at = second?.attribute.range ?? first.range
    let spelling = first.attribute.spelling
    let other = second?.attribute.spelling ?? ""
    switch problem {
    case .locationToConstant:
      error(
        "\(spelling) is a location and cannot equal a constant", at: at,
        hint: "relate it to another item, e.g. \(first.item.value).\(spelling) = Superview.\(spelling) + 20")
    case .sizeWithLocation(let a, _):
      let (size, location) = a.isSize ? (spelling, other) : (other, spelling)
      error(
        "cannot relate size attribute \(size) to location attribute \(location)", at: at,
        hint: "sizes relate to sizes (Width, Height), locations to locations")
    case .differentAxes(let a, let b):
      error(
        "cannot relate \(a.axis.rawValue) \(spelling) to \(b.axis.rawValue) \(other)", at: at,
        hint: "a constraint relates locations of one axis: Leading with Trailing, Top with Bottom")
    case .mixedDirections:
      error(
        "cannot mix \(spelling) with \(other)", at: at,
        hint: "use Leading/Trailing or Left/Right on both sides")
    }
  }

  /// Reports an unknown item, or an attribute that a layout guide lacks.
  private mutating func resolve(_ anchor: AnchorSyntax) {
    if let builtin = BuiltinItem(name: anchor.item.value) {
      if let allowed = builtin.allowedAttributes, !allowed.contains(anchor.attribute.value) {
        error(
          "\(builtin.rawValue) has no attribute \(anchor.attribute.spelling)", at: anchor.attribute.range,
          hint: builtin.attributeHint)
      }
      if builtin == .contentView, !isCell, view(named: anchor.item.value) == nil {
        error(
          "Content View exists only in a cell", at: anchor.item.range,
          hint: "start the recipe with: cell width 375")
      }
      return
    }
    if view(named: anchor.item.value) == nil { unknownView(anchor.item, includeBuiltins: true) }
  }

  /// Applies `install`/`uninstall`: the constraints must exist.
  mutating func applyInstall(_ install: InstallSyntax) {
    for item in install.items {
      for label in item.labels {
        guard labelLines[label] != nil else {
          let known = constraints.map(\.label.description)
          let hint =
            known.isEmpty
            ? "declare constraints before installing them"
            : "the constraints so far are \(Self.summarize(known))"
          error("unknown constraint \(label)", at: item.range, hint: hint)
          continue
        }
        if install.installs { uninstalled.remove(label) } else { uninstalled.insert(label) }
      }
    }
  }

  /// `1-9, A, C` for a list of labels.
  static func summarize(_ labels: [String]) -> String {
    var parts: [String] = []
    var run: (Int, Int)?
    func flush() {
      if let (from, to) = run { parts.append(from == to ? "\(from)" : "\(from)-\(to)") }
      run = nil
    }
    for label in labels {
      if let number = Int(label) {
        if let (from, to) = run, number == to + 1 {
          run = (from, number)
        } else {
          flush()
          run = (number, number)
        }
      } else {
        flush()
        parts.append(label)
      }
    }
    flush()
    return parts.joined(separator: ", ")
  }
}
