/// One `coefficient * variable` summand of an ``Expression``.
public struct Term: Hashable, Sendable {
  /// The variable multiplied.
  public var variable: Variable
  /// The factor applied to the variable.
  public var coefficient: Double

  /// Creates a term `coefficient * variable`.
  public init(variable: Variable, coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }
}
