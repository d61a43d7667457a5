/// A font weight on the CSS/OpenType scale 100...900.
public struct FontWeight: Hashable, Comparable, Sendable {
  /// The weight, 100...900.
  public let rawValue: Int

  /// A weight, or nil outside 1...1000 (OpenType's range).
  public init?(_ rawValue: Int) {
    guard (1...1000).contains(rawValue) else { return nil }
    self.rawValue = rawValue
  }

  private init(unchecked rawValue: Int) { self.rawValue = rawValue }

  /// 100, UIKit's lightest.
  public static let ultraLight = FontWeight(unchecked: 100)
  /// 200.
  public static let thin = FontWeight(unchecked: 200)
  /// 300.
  public static let light = FontWeight(unchecked: 300)
  /// 400.
  public static let regular = FontWeight(unchecked: 400)
  /// 500.
  public static let medium = FontWeight(unchecked: 500)
  /// 600.
  public static let semibold = FontWeight(unchecked: 600)
  /// 700.
  public static let bold = FontWeight(unchecked: 700)
  /// 800.
  public static let heavy = FontWeight(unchecked: 800)
  /// 900, the heaviest.
  public static let black = FontWeight(unchecked: 900)

  /// Lighter weights first.
  public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.rawValue < rhs.rawValue }
}
