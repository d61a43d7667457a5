extension LayoutConstraint {
  /// The constraint in the cookbook's notation (`sourceText` when the recipe gave one):
  /// `Name Text Field.Leading = Name Label.Trailing + Standard (Priority 249)`.
  public func cookbookText(in scene: Scene) -> String {
    if !sourceText.isEmpty { return sourceText }
    var text =
      "\(Self.cookbookName(of: first.item, in: scene)).\(first.attribute.cookbookName) \(relation.symbol) "
    if let second {
      if multiplier != 1 { text += "\(Self.multiplierText(multiplier)) x " }
      text += "\(Self.cookbookName(of: second.item, in: scene)).\(second.attribute.cookbookName)"
      switch constant {
      case .points(let c) where c != 0: text += c < 0 ? " - \(formatPoints(-c))" : " + \(formatPoints(c))"
      case .points: break
      case .standard: text += " + Standard"
      case .systemSpacing(let m):
        text += m == 1 ? " + system spacing" : " + \(formatPoints(m)) x system spacing"
      }
    } else {
      switch constant {
      case .points(let c): text += formatPoints(c)
      case .standard: text += "Standard"
      case .systemSpacing(let m): text += m == 1 ? "system spacing" : "\(formatPoints(m)) x system spacing"
      }
    }
    if !priority.isRequired { text += " (Priority \(priority.rawValue))" }
    return text
  }

  /// The constraint as UIKit's logs print it, with a deterministic tag instead of an address:
  /// `<NSLayoutConstraint:#3 'C' UILabel:'Name Label'.leading == UIView:'Superview'.leadingMargin + 8   (active)>`.
  ///
  /// `tag` is the recipe number when there is one, else the 1-based list position;
  /// `resolvedConstant` is the constant in points (Standard and system spacing resolved).
  func uikitDescription(in scene: Scene, tag: String, resolvedConstant: Double) -> String {
    var text = "<NSLayoutConstraint:\(tag) "
    if let identifier { text += "'\(identifier)' " }
    text +=
      "\(Self.uikitName(of: first.item, in: scene)).\(first.attribute.rawValue) \(Self.uikitRelation(relation)) "
    if let second {
      if multiplier != 1 { text += "\(formatPoints(multiplier))*" }
      text += "\(Self.uikitName(of: second.item, in: scene)).\(second.attribute.rawValue)"
      if resolvedConstant != 0 {
        text +=
          resolvedConstant < 0
          ? " - \(formatPoints(-resolvedConstant))" : " + \(formatPoints(resolvedConstant))"
      }
    } else {
      text += formatPoints(resolvedConstant)
    }
    if !priority.isRequired { text += " @\(priority.rawValue)" }
    return text + "   (active)>"
  }

  /// `==`, `<=`, `>=`, as NSLayoutConstraint prints them.
  static func uikitRelation(_ relation: LayoutRelation) -> String {
    switch relation {
    case .equal: return "=="
    case .lessThanOrEqual: return "<="
    case .greaterThanOrEqual: return ">="
    }
  }

  /// A multiplier as a recipe writes it: three decimals (`0.5`, `0.333`), or below 0.01 in
  /// magnitude, where three decimals would hide it, every digit (`0.0001`, not `0`).
  public static func multiplierText(_ multiplier: Double) -> String {
    multiplier == 0 || abs(multiplier) >= 0.01 ? formatPoints(multiplier) : "\(multiplier)"
  }

  /// The item's name in the cookbook's notation.
  public static func cookbookName(of item: Item, in scene: Scene) -> String {
    switch item {
    case .view(let id): return scene.view(id)?.name.spelling ?? "\(id)"
    case .root: return "Superview"
    case .topLayoutGuide: return "Top Layout Guide"
    case .bottomLayoutGuide: return "Bottom Layout Guide"
    case .safeArea: return "Safe Area"
    case .readableContentGuide(let id):
      // A recipe names the root's guide, or in a cell its content view's; another view's guide
      // (a scene built in code) is named after the view.
      guard let id, let view = scene.view(id), view.kind != .contentView else {
        return "Readable Content Guide"
      }
      return "\(view.name.spelling) Readable Content Guide"
    }
  }

  /// The item as UIKit's logs name it: class and, in quotes, our name instead of an address.
  static func uikitName(of item: Item, in scene: Scene) -> String {
    switch item {
    case .view(let id):
      guard let view = scene.view(id) else { return "UIView:'\(id)'" }
      return "\(uikitClass(of: view.kind)):'\(view.name)'"
    case .root:
      if case .cell = scene.kind { return "UITableViewCell:'Cell'" }
      return "UIView:'Superview'"
    case .topLayoutGuide: return "_UILayoutGuide:'Top Layout Guide'"
    case .bottomLayoutGuide: return "_UILayoutGuide:'Bottom Layout Guide'"
    case .safeArea: return "UILayoutGuide:'UIViewSafeAreaLayoutGuide'"
    case .readableContentGuide: return "UILayoutGuide:'UIViewReadableContentGuide'"
    }
  }

  /// The UIKit class of a kind, as logs print it.
  static func uikitClass(of kind: ViewKind) -> String {
    switch kind {
    case .view, .spacer: return "UIView"
    case .label: return "UILabel"
    case .textView: return "UITextView"
    case .textField: return "UITextField"
    case .button: return "UIButton"
    case .imageView: return "UIImageView"
    case .progressView: return "UIProgressView"
    case .switchControl: return "UISwitch"
    case .activityIndicator: return "UIActivityIndicatorView"
    case .slider: return "UISlider"
    case .stepper: return "UIStepper"
    case .segmentedControl: return "UISegmentedControl"
    case .pageControl: return "UIPageControl"
    case .datePicker: return "UIDatePicker"
    case .layoutGuide: return "UILayoutGuide"
    case .stackView: return "UIStackView"
    case .cell: return "UITableViewCell"
    case .contentView: return "UITableViewCellContentView"
    }
  }
}
