/// The Dynamic Type content size categories, smallest to largest (REFERENCE section 1).
public enum DynamicTypeSize: String, CaseIterable, Hashable, Sendable, Comparable {
  /// xS.
  case extraSmall = "xS"
  /// S.
  case small = "S"
  /// M.
  case medium = "M"
  /// L, the default.
  case large = "L"
  /// xL.
  case extraLarge = "xL"
  /// xxL.
  case extraExtraLarge = "xxL"
  /// xxxL.
  case extraExtraExtraLarge = "xxxL"
  /// AX1.
  case accessibility1 = "AX1"
  /// AX2.
  case accessibility2 = "AX2"
  /// AX3.
  case accessibility3 = "AX3"
  /// AX4.
  case accessibility4 = "AX4"
  /// AX5.
  case accessibility5 = "AX5"

  /// Position in `allCases` (0 for xS).
  public var ordinal: Int { DynamicTypeSize.allCases.firstIndex(of: self) ?? 3 }

  /// Orders from smallest to largest.
  public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool { lhs.ordinal < rhs.ordinal }
}
