import Foundation

/// WCAG 2 contrast between colours: what the dark theme and the text the renderer draws itself are
/// checked against (AA: 4.5:1 for text), and how text on a recipe's own background stays legible.
public enum Contrast {
  /// WCAG AA's minimum for normal text.
  public static let minimumForText = 4.5

  /// Relative luminance of an opaque sRGB colour (WCAG 2.x definition).
  public static func luminance(_ c: RGBA) -> Double {
    func channel(_ v: Double) -> Double {
      let v = min(max(v, 0), 1)
      return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * channel(c.red) + 0.7152 * channel(c.green) + 0.0722 * channel(c.blue)
  }

  /// The contrast ratio of two opaque colours, 1...21.
  public static func ratio(_ a: RGBA, _ b: RGBA) -> Double {
    let la = luminance(a)
    let lb = luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
  }

  /// `top` painted over the opaque `bottom` (alpha compositing in sRGB, as Cairo and browsers do).
  public static func composite(_ top: RGBA, over bottom: RGBA) -> RGBA {
    let a = min(max(top.alpha, 0), 1)
    return RGBA(
      red: top.red * a + bottom.red * (1 - a), green: top.green * a + bottom.green * (1 - a),
      blue: top.blue * a + bottom.blue * (1 - a))
  }

  /// `preferred` when it reaches AA on `background`, otherwise black or white, whichever contrasts
  /// more (text in the theme's colour on a view's own light or dark background).
  public static func readable(_ preferred: RGBA, on background: RGBA) -> RGBA {
    let preferredOnBackground = composite(preferred, over: background)
    if ratio(preferredOnBackground, background) >= minimumForText { return preferred }
    let black = RGBA(red: 0, green: 0, blue: 0)
    let white = RGBA(red: 1, green: 1, blue: 1)
    return ratio(black, background) >= ratio(white, background) ? black : white
  }
}
