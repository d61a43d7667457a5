/// A font as a recipe asks for it: a text style, a size, or both; resolved per content size category.
public struct FontSpec: Hashable, Sendable {
  /// The family; nil is the system UI font (Inter stands in for San Francisco on Linux).
  public var family: String?
  /// A fixed point size. With `style` too, it is scaled by the style's Dynamic Type factor
  /// (`UIFontMetrics`), as seed 004's Palatino body.
  public var size: Double?
  /// A Dynamic Type style; its size follows the scene's content size category.
  public var style: TextStyle?
  /// An explicit weight; nil uses the style's weight (regular without a style).
  public var weight: FontWeight?
  /// Italic.
  public var italic: Bool

  /// A font specification.
  public init(
    family: String? = nil, size: Double? = nil, style: TextStyle? = nil, weight: FontWeight? = nil,
    italic: Bool = false
  ) {
    self.family = family
    self.size = size
    self.style = style
    self.weight = weight
    self.italic = italic
  }

  /// The system font at a fixed size.
  public static func system(_ size: Double, weight: FontWeight = .regular) -> FontSpec {
    FontSpec(size: size, weight: weight)
  }

  /// The system font of a text style.
  public static func style(_ style: TextStyle) -> FontSpec { FontSpec(style: style) }

  /// The concrete font at `category`: a style's size comes from the Dynamic Type table; a fixed
  /// size with a style scales by `styleSize(category) / styleSize(large)`; neither gives 17 pt.
  public func resolved(
    for category: ContentSizeCategory, opticalSizing: SystemFontOpticalSizing = .split
  ) -> ResolvedFont {
    let pointSize: Double
    switch (size, style) {
    case (let s?, let st?): pointSize = s * st.pointSize(for: category) / st.pointSize(for: .large)
    case (let s?, nil): pointSize = s
    case (nil, let st?): pointSize = st.pointSize(for: category)
    case (nil, nil): pointSize = 17
    }
    return ResolvedFont(
      family: family, pointSize: pointSize, weight: weight ?? style?.weight ?? .regular, italic: italic,
      style: style, opticalSizing: opticalSizing)
  }
}
