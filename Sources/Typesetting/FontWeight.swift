/// A font weight on the CSS / OpenType scale (1...1000; 400 regular, 700 bold).
///
/// fontconfig has its own weight scale (`Inter:weight=600` would mean Black there), so the
/// library converts with `FcWeightFromOpenTypeDouble` and nobody else ever sees fontconfig's.
public struct FontWeight: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The OpenType weight class, clamped to 1...1000.
  public let value: Int

  /// Creates a weight, clamping it to the OpenType range 1...1000.
  public init(_ value: Int) {
    self.value = min(max(value, 1), 1000)
  }

  /// 100, OpenType's "Thin". UIKit names the two lightest weights the other way round
  /// (`UIFont.Weight.ultraLight` is its lightest, 100; `thin` is 200), and so do `Layout` and the
  /// recipe language: weights cross between the modules as numbers, never by these names.
  public static let thin = FontWeight(100)
  /// 200, OpenType's "Extra-light (Ultra-light)"; UIKit's `thin` (see `thin`).
  public static let ultraLight = FontWeight(200)
  /// 300.
  public static let light = FontWeight(300)
  /// 400.
  public static let regular = FontWeight(400)
  /// 500.
  public static let medium = FontWeight(500)
  /// 600.
  public static let semibold = FontWeight(600)
  /// 700.
  public static let bold = FontWeight(700)
  /// 800.
  public static let heavy = FontWeight(800)
  /// 900.
  public static let black = FontWeight(900)

  /// Orders weights from light to heavy.
  public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.value < rhs.value }

  /// The weight as a number, e.g. "600".
  public var description: String { String(value) }
}
