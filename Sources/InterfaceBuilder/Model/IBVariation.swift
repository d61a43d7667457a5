import Layout

/// A `<variation key="…">` of a view: constraints and subviews installed or removed in a size class,
/// and the view's font and attributes in that class.
public struct IBVariation: Hashable, Sendable {
  /// `default`, `heightClass=compact`, `heightClass=regular-widthClass=compact`, ...
  public var key: String
  /// The line of the element.
  public var line: Int
  /// Constraint ids excluded (not installed) in this class.
  public var excludedConstraints: [IBID]
  /// Constraint ids included (installed) in this class.
  public var includedConstraints: [IBID]
  /// Subview ids removed in this class.
  public var excludedSubviews: [IBID]
  /// Subview ids added in this class.
  public var includedSubviews: [IBID]
  /// The view's font in this class (a `<fontDescription>` in the variation), nil when the class
  /// keeps the base font.
  public var font: IBFont? = nil
  /// The view's attributes in this class, as the variation element spells them (`spacing="4"`,
  /// `hidden="YES"`: Apple's "Size-Class-Specific Layout" lets a view's attributes vary per class),
  /// without `key`; empty when the class keeps the base attributes.
  public var attributes: [String: String] = [:]

  /// The width and height classes the key names (`nil` = any); nil when the key is not understood.
  public var sizeClasses: (width: SizeClass?, height: SizeClass?)? {
    if key == "default" { return (nil, nil) }
    var width: SizeClass?
    var height: SizeClass?
    for part in key.split(separator: "-") {
      let pair = part.split(separator: "=")
      guard pair.count == 2, let sizeClass = SizeClass(rawValue: String(pair[1])) else { return nil }
      switch pair[0] {
      case "widthClass": width = sizeClass
      case "heightClass": height = sizeClass
      default: return nil
      }
    }
    return (width, height)
  }

  /// The interface idiom the key names (`userInterfaceIdiom=mac`, alone or with size classes:
  /// `userInterfaceIdiom=mac-widthClass=regular`), nil when it names none. IB writes such a key
  /// for Mac Catalyst's "Vary for Traits" on the Mac idiom [DOC: UIUserInterfaceIdiom `mac`, "An
  /// interface designed for the Mac"; read from files: amperfy's cell and header xibs and
  /// iqkeyboard-SpecialCase.storyboard, /work/unseen-g and /work/unseen].
  public var idiom: String? { Self.idiom(inKey: key) }

  /// The interface idiom a variation key (a view's or a constraint's) names, nil when none.
  public static func idiom(inKey key: String) -> String? {
    for part in key.split(separator: "-") {
      let pair = part.split(separator: "=")
      if pair.count == 2, pair[0] == "userInterfaceIdiom" { return String(pair[1]) }
    }
    return nil
  }
}
