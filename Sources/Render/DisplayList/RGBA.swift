/// A straight (not premultiplied) sRGB colour with alpha, each component in 0...1.
public struct RGBA: Hashable, Sendable {
  /// Red.
  public var red: Double
  /// Green.
  public var green: Double
  /// Blue.
  public var blue: Double
  /// Opacity.
  public var alpha: Double

  /// Creates a colour from components in 0...1.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Creates an opaque colour from a 24-bit `0xRRGGBB` value.
  public init(hex: UInt32, alpha: Double = 1) {
    self.init(
      red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
      blue: Double(hex & 0xFF) / 255, alpha: alpha)
  }

  /// `#RRGGBB` for SVG and CSS (alpha is written separately as an opacity).
  public var hexString: String {
    func byte(_ v: Double) -> String {
      let b = v.isNaN ? 0 : Int((Swift.min(Swift.max(v, 0), 1) * 255).rounded())
      let s = String(b, radix: 16, uppercase: true)
      return s.count == 1 ? "0" + s : s
    }
    return "#" + byte(red) + byte(green) + byte(blue)
  }
}
