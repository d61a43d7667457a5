/// A font weight: UIKit's names (`UIFont.Weight`) on the OpenType / CSS weight-class scale.
///
/// UIKit orders its two lightest weights `ultraLight` (-0.8) < `thin` (-0.6), so `ultraLight` is
/// 100 and `thin` 200 here. OpenType's own names run the other way round (100 "Thin", 200
/// "Extra-light (Ultra-light)"); we follow UIKit's names because recipes and storyboards spell
/// them, and only the numbers ever reach a font matcher. fontconfig has a third scale, which the
/// text module converts to and nobody else sees.
public struct FontWeight: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The OpenType weight class, 1...1000 (400 regular, 700 bold).
  public let rawValue: Int

  /// A weight, or nil outside 1...1000 (OpenType's range).
  public init?(_ rawValue: Int) {
    guard (1...1000).contains(rawValue) else { return nil }
    self.rawValue = rawValue
  }

  /// A weight, clamping `rawValue` to 1...1000.
  public init(clamping rawValue: Int) { self.rawValue = min(max(rawValue, 1), 1000) }

  private init(unchecked rawValue: Int) { self.rawValue = rawValue }

  /// 100, UIKit's lightest (`UIFont.Weight.ultraLight`).
  public static let ultraLight = FontWeight(unchecked: 100)
  /// 200 (`UIFont.Weight.thin`).
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

  /// UIKit's named weights, lightest first, with their names as recipes spell them.
  public static let named: [(name: String, weight: FontWeight)] = [
    ("ultraLight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular),
    ("medium", .medium), ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy), ("black", .black),
  ]

  /// Lighter weights first.
  public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The weight as a number, e.g. "600".
  public var description: String { String(rawValue) }
}
