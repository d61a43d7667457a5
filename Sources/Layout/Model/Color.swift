/// An sRGB colour with alpha, components 0...1.
public struct Color: Hashable, Sendable {
  /// Red, 0...1.
  public var red: Double
  /// Green, 0...1.
  public var green: Double
  /// Blue, 0...1.
  public var blue: Double
  /// Opacity, 0 (clear) ... 1 (opaque).
  public var alpha: Double

  /// A colour; components are clamped to 0...1.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = Swift.min(Swift.max(red, 0), 1)
    self.green = Swift.min(Swift.max(green, 0), 1)
    self.blue = Swift.min(Swift.max(blue, 0), 1)
    self.alpha = Swift.min(Swift.max(alpha, 0), 1)
  }

  /// A grey level with alpha.
  public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Black.
  public static let black = Color(white: 0)
  /// White.
  public static let white = Color(white: 1)
  /// Fully transparent.
  public static let clear = Color(white: 0, alpha: 0)
  /// UIKit's `lightGray` (2/3 white).
  public static let lightGray = Color(white: 2.0 / 3)
  /// UIKit's `gray` (1/2 white).
  public static let gray = Color(white: 0.5)
  /// UIKit's `darkGray` (1/3 white).
  public static let darkGray = Color(white: 1.0 / 3)
  /// Pure red.
  public static let red = Color(red: 1, green: 0, blue: 0)
  /// Pure green.
  public static let green = Color(red: 0, green: 1, blue: 0)
  /// Pure blue.
  public static let blue = Color(red: 0, green: 0, blue: 1)
  /// Pure yellow.
  public static let yellow = Color(red: 1, green: 1, blue: 0)
  /// Orange (red and half green).
  public static let orange = Color(red: 1, green: 0.5, blue: 0)
  /// `systemBlue`, #007AFF.
  public static let systemBlue = Color(red: 0, green: 122.0 / 255, blue: 1)
  /// `systemGroupedBackground` (light), #F2F2F7.
  public static let systemGroupedBackground = Color(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255)

  /// The named colours `init(name:)` accepts, in a fixed order.
  public static let named: [(name: String, color: Color)] = [
    ("black", .black), ("white", .white), ("clear", .clear), ("lightGray", .lightGray), ("gray", .gray),
    ("darkGray", .darkGray), ("red", .red), ("green", .green), ("blue", .blue), ("yellow", .yellow),
    ("orange", .orange), ("systemBlue", .systemBlue), ("systemGroupedBackground", .systemGroupedBackground),
  ]

  /// A UIKit colour name (`lightGray`, `systemBlue` ...; case-insensitive), or nil.
  public init?(name: String) {
    let key = name.lowercased()
    guard let found = Color.named.first(where: { $0.name.lowercased() == key }) else { return nil }
    self = found.color
  }

  /// `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional), or nil.
  public init?(hex: String) {
    var digits = Substring(hex)
    if digits.first == "#" { digits = digits.dropFirst() }
    guard digits.allSatisfy(\.isHexDigit) else { return nil }
    let values = digits.compactMap { $0.hexDigitValue.map(Double.init) }
    switch values.count {
    case 3:
      self.init(red: values[0] / 15, green: values[1] / 15, blue: values[2] / 15)
    case 6, 8:
      var bytes: [Double] = []
      for i in stride(from: 0, to: values.count, by: 2) {
        let high: Double = values[i] * 16
        bytes.append((high + values[i + 1]) / 255)
      }
      self.init(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 1)
    default:
      return nil
    }
  }
}
