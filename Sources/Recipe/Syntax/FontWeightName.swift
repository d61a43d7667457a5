/// Named font weights and their CSS-style numbers.
enum FontWeightName: String, CaseIterable {
  /// UIKit's weights, lightest to heaviest.
  case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

  /// The numeric weight (100 ... 900).
  var value: Double {
    switch self {
    case .ultraLight: return 100
    case .thin: return 200
    case .light: return 300
    case .regular: return 400
    case .medium: return 500
    case .semibold: return 600
    case .bold: return 700
    case .heavy: return 800
    case .black: return 900
    }
  }
}
