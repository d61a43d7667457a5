/// One laid-out scene of a figure: a screen or a cell, its views and constraints, a caption.
public struct DiagramPanel: Hashable, Sendable {
  /// What the root is.
  public enum Container: Hashable, Sendable {
    /// A view controller's root view filling a device screen.
    case screen
    /// A table view cell's content view.
    case cell
  }

  /// Caption under the panel ("Portrait 375 x 667", "Compact width").
  public var caption: String
  /// Screen or cell.
  public var container: Container
  /// Root size in points.
  public var width: Double
  /// Root height.
  public var height: Double
  /// The root view's layout margins.
  public var rootMargins: DiagramInsets
  /// Bottom of the Top Layout Guide (nil: not shown).
  public var topGuideBottom: Double?
  /// Top of the Bottom Layout Guide (nil: not shown).
  public var bottomGuideTop: Double?
  /// Safe area insets (nil: not shown).
  public var safeArea: DiagramInsets?
  /// Views in the recipe's order.
  public var views: [DiagramView]
  /// Constraints in the recipe's order.
  public var constraints: [DiagramConstraint]
  /// Errors to print under the panel in red ("Ambiguous layout: ...").
  public var notes: [String]
  /// Observations to print under the panel in gray ("... is 12 pt short of its intrinsic width").
  public var remarks: [String]

  /// Creates a panel.
  public init(
    caption: String, container: Container = .screen, width: Double, height: Double,
    rootMargins: DiagramInsets = DiagramInsets(top: 0, left: 16, bottom: 0, right: 16),
    topGuideBottom: Double? = 20, bottomGuideTop: Double? = nil, safeArea: DiagramInsets? = nil,
    views: [DiagramView], constraints: [DiagramConstraint], notes: [String] = [], remarks: [String] = []
  ) {
    self.caption = caption
    self.container = container
    self.width = width
    self.height = height
    self.rootMargins = rootMargins
    self.topGuideBottom = topGuideBottom
    self.bottomGuideTop = bottomGuideTop
    self.safeArea = safeArea
    self.views = views
    self.constraints = constraints
    self.notes = notes
    self.remarks = remarks
  }
}
