import Layout

/// Colour, dash and tag text of a constraint (REFERENCE §7).
enum ConstraintStyle {
  /// The colour role of a status; nil for constraints that are not drawn.
  static func role(_ c: DrawnConstraint) -> PaintRole? {
    // A constraint another engine broke (UIKit's, from a console log) is the one drawn red; the
    // rest of its conflicting set is highlighted apart from it.
    if c.brokenBy != nil && c.status != .notInstalled { return .conflict }
    if c.recoveryShown && c.isConflicting { return .change }
    switch c.status {
    case .satisfied: return c.classOnly ? .classOnly : .satisfied
    case .brokenOptional: return .broken
    case .conflicting, .brokenToRecover, .invalid, .imprecise: return .conflict
    case .notInstalled: return nil
    }
  }

  /// The legend entry of a constraint drawn in `role`.
  static func legendEntry(_ c: DrawnConstraint, role: PaintRole) -> LegendEntry {
    if c.brokenBy != nil && role == .conflict { return .recoveryBroken }
    switch role {
    case .classOnly: return .classOnly
    case .broken: return .broken
    case .conflict: return .conflict
    case .change: return .conflictingSet
    default: return .satisfied
    }
  }

  /// The badge symbol of a relation; empty for equality.
  static func symbol(_ relation: LayoutRelation) -> String {
    switch relation {
    case .equal: return ""
    case .lessThanOrEqual: return "≤"
    case .greaterThanOrEqual: return "≥"
    }
  }

  /// The stroke of the constraint's lines: dashed (4 3) when optional.
  static func stroke(_ c: DrawnConstraint, role: PaintRole) -> Stroke {
    Stroke(paint: .role(role), width: 1.25, dash: c.isOptional ? Stroke.optionalDash : [])
  }

  /// The pill text: relation, constant (`20`, `Std`, `Sys`), multiplier (`≤ 0.9×`, `2× + 8`), priority
  /// (`@249`);
  /// nil when there is nothing to say (a required, plain equality).
  static func pillText(_ c: DrawnConstraint) -> String? {
    var parts: [String] = []
    let symbol = Self.symbol(c.relation)
    if c.multiplier != 1 {
      // "≤ 0.9×", "2× + 8": the multiplier first, as the equation reads; a zero constant is left out.
      var text = (symbol.isEmpty ? "" : symbol + " ") + formatFigureNumber(c.multiplier) + "×"
      switch c.constant {
      case .points(let v) where abs(v) >= 1e-9: text += (v < 0 ? " − " : " + ") + formatFigureNumber(abs(v))
      case .points: break
      case .standard: text += " + Std"
      case .systemSpacing(let m): text += " + " + (m == 1 ? "Sys" : "Sys x" + formatFigureNumber(m))
      }
      parts.append(text)
      if c.priority < 1000 { parts.append("@\(c.priority)") }
      return parts.joined(separator: " ")
    }
    switch c.constant {
    case .points(let v):
      if v != 0 || !symbol.isEmpty || c.second == nil {
        parts.append(symbol + formatFigureNumber(abs(v) < 1e-9 ? 0 : v))
      }
    case .standard: parts.append(symbol + "Std")
    case .systemSpacing(let m):
      // System spacing is a modelled approximation (REFERENCE §1): say so with "≈" and the value.
      var sys = symbol + (m == 1 ? "Sys" : "Sys x" + formatFigureNumber(m))
      if let v = c.resolvedConstant { sys += " ≈" + formatFigureNumber(v) }
      parts.append(sys)
    }
    if c.priority < 1000 { parts.append("@\(c.priority)") }
    return parts.isEmpty ? nil : parts.joined(separator: " ")
  }
}
