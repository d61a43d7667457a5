/// A linear expression over the engine's frame variables (indices into `FrameVariables`), kept
/// separate from the solver's `Expression` so the "why" analysis can do its own algebra.
struct LinearForm: Hashable, Sendable {
  /// Coefficients by variable index, sorted by index, no zeros.
  private(set) var terms: [(index: Int, coefficient: Double)]
  /// The constant part.
  var constant: Double

  init(constant: Double = 0) {
    terms = []
    self.constant = constant
  }

  init(variable: Int, coefficient: Double = 1) {
    terms = coefficient == 0 ? [] : [(variable, coefficient)]
    constant = 0
  }

  static func == (lhs: LinearForm, rhs: LinearForm) -> Bool {
    lhs.constant == rhs.constant && lhs.terms.elementsEqual(rhs.terms) { $0 == $1 }
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(constant)
    for t in terms {
      hasher.combine(t.index)
      hasher.combine(t.coefficient)
    }
  }

  /// Whether the form has no variables.
  var isConstant: Bool { terms.isEmpty }

  /// The variables it mentions, ascending.
  var variables: [Int] { terms.map(\.index) }

  static func + (lhs: LinearForm, rhs: LinearForm) -> LinearForm {
    var out = LinearForm(constant: lhs.constant + rhs.constant)
    var i = 0
    var j = 0
    while i < lhs.terms.count || j < rhs.terms.count {
      if j == rhs.terms.count || (i < lhs.terms.count && lhs.terms[i].index < rhs.terms[j].index) {
        out.terms.append(lhs.terms[i])
        i += 1
      } else if i == lhs.terms.count || rhs.terms[j].index < lhs.terms[i].index {
        out.terms.append(rhs.terms[j])
        j += 1
      } else {
        let c = lhs.terms[i].coefficient + rhs.terms[j].coefficient
        if abs(c) > 1e-12 { out.terms.append((lhs.terms[i].index, c)) }
        i += 1
        j += 1
      }
    }
    return out
  }

  static func * (scale: Double, form: LinearForm) -> LinearForm {
    var out = LinearForm(constant: scale * form.constant)
    if scale != 0 { out.terms = form.terms.map { ($0.index, $0.coefficient * scale) } }
    return out
  }

  static func - (lhs: LinearForm, rhs: LinearForm) -> LinearForm { lhs + (-1) * rhs }

  static func + (lhs: LinearForm, rhs: Double) -> LinearForm {
    var out = lhs
    out.constant += rhs
    return out
  }

  /// The form's value for the given variable values.
  func evaluate(_ values: [Double]) -> Double {
    terms.reduce(constant) { $0 + $1.coefficient * values[$1.index] }
  }
}

extension LinearForm {
  /// The coefficient of `variable` (0 when absent).
  func coefficient(of variable: Int) -> Double {
    terms.first { $0.index == variable }?.coefficient ?? 0
  }

  /// The form without terms whose coefficient is within `tolerance` of 0.
  func cleaned(tolerance: Double = 1e-9) -> LinearForm {
    var out = LinearForm(constant: constant)
    out.terms = terms.filter { abs($0.coefficient) > tolerance }
    return out
  }
}
