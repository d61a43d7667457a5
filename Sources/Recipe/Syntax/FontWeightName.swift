import Layout

/// Named font weights, as recipes spell them.
enum FontWeightName: String, CaseIterable {
  /// UIKit's weights, lightest to heaviest.
  case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

  /// The layout engine's named weight: its numbers (100 ... 900) are defined there, once.
  var layoutWeight: FontWeight {
    switch self {
    case .ultraLight: return .ultraLight
    case .thin: return .thin
    case .light: return .light
    case .regular: return .regular
    case .medium: return .medium
    case .semibold: return .semibold
    case .bold: return .bold
    case .heavy: return .heavy
    case .black: return .black
    }
  }

  /// The numeric weight (100 ... 900).
  var value: Double { Double(layoutWeight.rawValue) }
}
