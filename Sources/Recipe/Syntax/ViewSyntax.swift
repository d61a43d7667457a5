/// A view declaration: `label "Name Label" in "Bubble" text "Name" font headline`.
public struct ViewSyntax: Hashable, Sendable {
  /// The kind keyword.
  public var kind: Spelled<ViewKindName>
  /// The view's name (unique, matched case-insensitively and ignoring spaces).
  public var name: Located<String>
  /// The name of the view it is nested in (`in "Bubble"`); nil for the scene's root view
  /// (a cell's content view in a cell scene).
  public var parent: Located<String>?
  /// Its attributes, in written order.
  public var properties: [Located<ViewProperty>]

  /// Creates a view declaration.
  public init(
    kind: Spelled<ViewKindName>, name: Located<String>, parent: Located<String>?,
    properties: [Located<ViewProperty>]
  ) {
    self.kind = kind
    self.name = name
    self.parent = parent
    self.properties = properties
  }
}

/// The kinds of views a recipe declares.
public enum ViewKindName: String, Hashable, Sendable, CaseIterable {
  case view, label, textField, button, imageView, progressView, switchControl, spacer

  /// The kind a (case-insensitive) keyword names; `switch` is `switchControl`.
  public init?(word: String) {
    let key = word.lowercased()
    if key == "switch" {
      self = .switchControl
      return
    }
    guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == key }) else { return nil }
    self = match
  }
}

/// `set "Name Label" font 36`: attribute changes, typically in a variant.
public struct SetSyntax: Hashable, Sendable {
  /// The view changed.
  public var name: Located<String>
  /// The new attribute values.
  public var properties: [Located<ViewProperty>]

  /// Creates a `set` statement.
  public init(name: Located<String>, properties: [Located<ViewProperty>]) {
    self.name = name
    self.properties = properties
  }
}

/// One attribute of a view declaration or `set` statement.
public enum ViewProperty: Hashable, Sendable {
  /// `text "Name"`.
  case text(String)
  /// `placeholder "Enter name"`.
  case placeholder(String)
  /// `title "Short"` (buttons).
  case title(String)
  /// `font headline`, `font 17`, `font "Inter" 14`, `font "Palatino" 18 body`.
  case font(FontSyntax)
  /// `weight semibold` or `weight 600`.
  case weight(Spelled<Double>)
  /// `italic`.
  case italic
  /// `lines 0` (0 = unlimited).
  case lines(Int)
  /// `alignment right`.
  case alignment(Spelled<AlignmentName>)
  /// `hugging 251`, `hugging horizontal 249`.
  case hugging(AxisName?, PrioritySyntax)
  /// `resistance 750`, `resistance vertical 751`.
  case resistance(AxisName?, PrioritySyntax)
  /// `intrinsic 100 x 4`, `intrinsic none x 4` (no intrinsic metric in an axis).
  case intrinsic(width: NumberLiteral?, height: NumberLiteral?)
  /// `image 40 x 40`: the size of an image view's image.
  case image(width: NumberLiteral, height: NumberLiteral)
  /// `background lightGray`, `background "#FF0000"`.
  case background(Spelled<String>)
  /// `color white` (text color).
  case textColor(Spelled<String>)
  /// `margins 8` (all sides) or `margins 8 16 8 16` (top leading bottom trailing).
  case margins([NumberLiteral])

  /// The keyword that starts the property, for messages and the formatter.
  public var keyword: String {
    switch self {
    case .text: return "text"
    case .placeholder: return "placeholder"
    case .title: return "title"
    case .font: return "font"
    case .weight: return "weight"
    case .italic: return "italic"
    case .lines: return "lines"
    case .alignment: return "alignment"
    case .hugging: return "hugging"
    case .resistance: return "resistance"
    case .intrinsic: return "intrinsic"
    case .image: return "image"
    case .background: return "background"
    case .textColor: return "color"
    case .margins: return "margins"
    }
  }

  /// Every property keyword, for did-you-mean suggestions.
  static let keywords = [
    "text", "placeholder", "title", "font", "weight", "italic", "lines", "alignment", "hugging",
    "resistance", "intrinsic", "image", "background", "color", "margins", "in",
  ]
}

/// A font: a family and size, a text style, or a family scaled by a text style's metrics.
public struct FontSyntax: Hashable, Sendable {
  /// A family name (`"Inter"`), nil for the system font.
  public var family: String?
  /// A point size, nil to take the text style's size.
  public var size: NumberLiteral?
  /// A Dynamic Type text style.
  public var style: Spelled<TextStyleName>?

  /// Creates a font syntax node.
  public init(family: String?, size: NumberLiteral?, style: Spelled<TextStyleName>?) {
    self.family = family
    self.size = size
    self.style = style
  }
}

/// Dynamic Type text styles.
public enum TextStyleName: String, Hashable, Sendable, CaseIterable {
  case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote
  case caption1, caption2

  /// The style a (case-insensitive) word names.
  init?(word: String) {
    guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == word.lowercased() }) else {
      return nil
    }
    self = match
  }
}

/// Text alignments.
public enum AlignmentName: String, Hashable, Sendable, CaseIterable {
  case natural, left, center, right, justified
}

/// Named font weights and their CSS-style numbers.
enum FontWeightName: String, CaseIterable {
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
