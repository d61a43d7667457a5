import Render

/// How the constraints of a golden's variants (metadata version 2) differ from those drawn now,
/// one phrase per change: `constraint 7: constant 20 -> 28`, `constraint 3: priority 750 -> 250`,
/// `constraint 9 added: Box.Width = 40`, `constraint 4 removed: ...`, `renumbered: 5 -> 6, 6 -> 7`.
///
/// A constraint is paired with the one now that relates the same anchors (`ConstraintRecord.anchors`),
/// the one with its marker first, then in recipe order; what pairs with nothing was added or removed.
public enum ConstraintChange {
  /// The changes of every variant both sides record, in the golden's variant order, each phrase once;
  /// a phrase that holds in some variants only names them (`(in "Compact")`). Empty when either
  /// side has no constraints recorded (version 1).
  public static func changes(from golden: [VariantFrames], to current: [VariantFrames]) -> [String] {
    var phrases: [String] = []
    var variantsOf: [String: [String]] = [:]
    var compared: [String] = []
    for variant in golden {
      guard let before = variant.constraints,
        let after = current.first(where: { $0.name == variant.name })?.constraints
      else { continue }
      compared.append(variant.name)
      for phrase in changes(from: before, to: after) {
        if variantsOf[phrase] == nil { phrases.append(phrase) }
        variantsOf[phrase, default: []].append(variant.name)
      }
    }
    return phrases.map { phrase in
      let names = variantsOf[phrase] ?? []
      guard names.count < compared.count else { return phrase }
      return phrase + " (in " + names.map { "\"\($0)\"" }.joined(separator: ", ") + ")"
    }
  }

  /// The changes from one variant's constraints to another's.
  public static func changes(from before: [ConstraintRecord], to after: [ConstraintRecord]) -> [String] {
    var partner = [Int?](repeating: nil, count: before.count)
    var taken = Set<Int>()
    // Same anchors and same marker first, then same anchors in order.
    for sameMarker in [true, false] {
      for (i, old) in before.enumerated() where partner[i] == nil {
        let match = after.indices.first { j in
          !taken.contains(j) && after[j].anchors == old.anchors
            && (!sameMarker || after[j].marker == old.marker)
        }
        if let match {
          partner[i] = match
          taken.insert(match)
        }
      }
    }
    var phrases: [String] = []
    var renumbered: [String] = []
    for (i, old) in before.enumerated() {
      guard let j = partner[i] else {
        phrases.append("\(name(old)) removed: \(old.text)")
        continue
      }
      let new = after[j]
      var parts: [String] = []
      if old.constant != new.constant { parts.append("constant \(old.constant) -> \(new.constant)") }
      if old.multiplier != new.multiplier {
        parts.append(
          "multiplier \(formatFigureNumber(old.multiplier)) -> \(formatFigureNumber(new.multiplier))")
      }
      if old.priority != new.priority { parts.append("priority \(old.priority) -> \(new.priority)") }
      let renamed = old.marker != new.marker
      if !parts.isEmpty {
        let now = renamed ? " (now \(new.marker.map { "constraint \($0)" } ?? "unmarked"))" : ""
        phrases.append("\(name(old))\(now): " + parts.joined(separator: ", "))
      } else if renamed {
        renumbered.append("\(old.marker ?? "unmarked") -> \(new.marker ?? "unmarked")")
      } else if old.text != new.text {
        phrases.append("\(name(old)): now reads \(new.text)")
      }
    }
    for (j, new) in after.enumerated() where !taken.contains(j) {
      phrases.append("\(name(new)) added: \(new.text)")
    }
    if !renumbered.isEmpty { phrases.append("renumbered: " + renumbered.joined(separator: ", ")) }
    return phrases
  }

  /// "constraint 7", "constraint C", or the unmarked constraint's own words.
  static func name(_ record: ConstraintRecord) -> String {
    record.marker.map { "constraint \($0)" } ?? "unmarked constraint"
  }
}
