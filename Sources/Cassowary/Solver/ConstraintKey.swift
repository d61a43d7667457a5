/// A constraint's identity for duplicate detection: merged, sorted terms; constant; relation;
/// priority. `x + y >= 0` and `y + x >= 0` are the same constraint; `2x >= 2` and `x >= 1` are not.
///
/// Hashing feeds only a precomputed 64-bit fingerprint (FNV-1a over the normalised fields), so the
/// duplicate check costs one hash per add instead of hashing every term; equality compares fields.
struct ConstraintKey: Hashable, Sendable {
  var terms: [Term]
  var constant: Double
  var relation: Relation
  var priority: Priority
  private var fingerprint: UInt64

  init(_ constraint: Constraint) {
    terms = constraint.expression.normalizedTerms
    constant = constraint.expression.constant
    relation = constraint.relation
    priority = constraint.priority
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ value: UInt64) {
      hash = (hash ^ value) &* 0x0000_0100_0000_01b3
    }
    // -0.0 == 0.0, so both must hash alike.
    func bits(_ value: Double) -> UInt64 { value == 0 ? 0 : value.bitPattern }
    for term in terms {
      mix(UInt64(truncatingIfNeeded: term.variable.index))
      mix(bits(term.coefficient))
    }
    mix(bits(constant))
    mix(UInt64(priority.value) << 2 | (relation == .equal ? 0 : relation == .lessThanOrEqual ? 1 : 2))
    fingerprint = hash
  }

  static func == (lhs: ConstraintKey, rhs: ConstraintKey) -> Bool {
    lhs.fingerprint == rhs.fingerprint && lhs.terms == rhs.terms && lhs.constant == rhs.constant
      && lhs.relation == rhs.relation && lhs.priority == rhs.priority
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(fingerprint)
  }
}
