// Arithmetic that builds expressions: `Expression(x) + 8`, `2 * y - x`, `x + y`.

extension Expression {
  /// Sum of two expressions.
  public static func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
  }

  /// Difference of two expressions.
  public static func - (lhs: Expression, rhs: Expression) -> Expression {
    lhs + (-rhs)
  }

  /// Negation.
  public static prefix func - (operand: Expression) -> Expression {
    operand * -1
  }

  /// Scaling by a number.
  public static func * (lhs: Expression, rhs: Double) -> Expression {
    Expression(
      terms: lhs.terms.map { Term(variable: $0.variable, coefficient: $0.coefficient * rhs) },
      constant: lhs.constant * rhs)
  }

  /// Scaling by a number.
  public static func * (lhs: Double, rhs: Expression) -> Expression {
    rhs * lhs
  }

  /// Division by a number.
  public static func / (lhs: Expression, rhs: Double) -> Expression {
    lhs * (1 / rhs)
  }

  /// Adds a number to the constant.
  public static func + (lhs: Expression, rhs: Double) -> Expression {
    Expression(terms: lhs.terms, constant: lhs.constant + rhs)
  }

  /// Adds a number to the constant.
  public static func + (lhs: Double, rhs: Expression) -> Expression {
    rhs + lhs
  }

  /// Subtracts a number from the constant.
  public static func - (lhs: Expression, rhs: Double) -> Expression {
    lhs + -rhs
  }

  /// A number minus an expression.
  public static func - (lhs: Double, rhs: Expression) -> Expression {
    -rhs + lhs
  }
}

extension Variable {
  /// Sum of two variables.
  public static func + (lhs: Variable, rhs: Variable) -> Expression {
    Expression(lhs) + Expression(rhs)
  }

  /// Difference of two variables.
  public static func - (lhs: Variable, rhs: Variable) -> Expression {
    Expression(lhs) - Expression(rhs)
  }

  /// Negation.
  public static prefix func - (operand: Variable) -> Expression {
    -Expression(operand)
  }

  /// Variable plus expression.
  public static func + (lhs: Variable, rhs: Expression) -> Expression {
    Expression(lhs) + rhs
  }

  /// Expression plus variable.
  public static func + (lhs: Expression, rhs: Variable) -> Expression {
    lhs + Expression(rhs)
  }

  /// Variable minus expression.
  public static func - (lhs: Variable, rhs: Expression) -> Expression {
    Expression(lhs) - rhs
  }

  /// Expression minus variable.
  public static func - (lhs: Expression, rhs: Variable) -> Expression {
    lhs - Expression(rhs)
  }

  /// Variable plus a number.
  public static func + (lhs: Variable, rhs: Double) -> Expression {
    Expression(lhs) + rhs
  }

  /// A number plus a variable.
  public static func + (lhs: Double, rhs: Variable) -> Expression {
    Expression(rhs) + lhs
  }

  /// Variable minus a number.
  public static func - (lhs: Variable, rhs: Double) -> Expression {
    Expression(lhs) - rhs
  }

  /// A number minus a variable.
  public static func - (lhs: Double, rhs: Variable) -> Expression {
    lhs - Expression(rhs)
  }

  /// A scaled variable.
  public static func * (lhs: Double, rhs: Variable) -> Expression {
    lhs * Expression(rhs)
  }

  /// A scaled variable.
  public static func * (lhs: Variable, rhs: Double) -> Expression {
    Expression(lhs) * rhs
  }

  /// A variable divided by a number.
  public static func / (lhs: Variable, rhs: Double) -> Expression {
    Expression(lhs) / rhs
  }
}
