// Integer overloads: with both `Double` and `Expression` (a literal type) on offer, an integer literal
// such as the 8 in `x + 8` would be ambiguous; `Int` is the default literal type, so these win.

extension Expression {
  /// Adds an integer to the constant.
  public static func + (lhs: Expression, rhs: Int) -> Expression { lhs + Double(rhs) }
  /// Adds an integer to the constant.
  public static func + (lhs: Int, rhs: Expression) -> Expression { Double(lhs) + rhs }
  /// Subtracts an integer from the constant.
  public static func - (lhs: Expression, rhs: Int) -> Expression { lhs - Double(rhs) }
  /// An integer minus an expression.
  public static func - (lhs: Int, rhs: Expression) -> Expression { Double(lhs) - rhs }
  /// Scaling by an integer.
  public static func * (lhs: Expression, rhs: Int) -> Expression { lhs * Double(rhs) }
  /// Scaling by an integer.
  public static func * (lhs: Int, rhs: Expression) -> Expression { Double(lhs) * rhs }
  /// Division by an integer.
  public static func / (lhs: Expression, rhs: Int) -> Expression { lhs / Double(rhs) }
}

extension Variable {
  /// Variable plus an integer.
  public static func + (lhs: Variable, rhs: Int) -> Expression { lhs + Double(rhs) }
  /// An integer plus a variable.
  public static func + (lhs: Int, rhs: Variable) -> Expression { Double(lhs) + rhs }
  /// Variable minus an integer.
  public static func - (lhs: Variable, rhs: Int) -> Expression { lhs - Double(rhs) }
  /// An integer minus a variable.
  public static func - (lhs: Int, rhs: Variable) -> Expression { Double(lhs) - rhs }
  /// A variable scaled by an integer.
  public static func * (lhs: Int, rhs: Variable) -> Expression { Double(lhs) * rhs }
  /// A variable scaled by an integer.
  public static func * (lhs: Variable, rhs: Int) -> Expression { lhs * Double(rhs) }
  /// A variable divided by an integer.
  public static func / (lhs: Variable, rhs: Int) -> Expression { lhs / Double(rhs) }
}
