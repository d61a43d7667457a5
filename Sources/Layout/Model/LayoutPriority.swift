/// An Auto Layout priority, 1...1000; 1000 is required, anything lower is optional.
public struct LayoutPriority: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The priority's value, 1...1000.
  public let rawValue: Int

  /// A priority, or nil outside 1...1000.
  public init?(_ rawValue: Int) {
    guard (1...1000).contains(rawValue) else { return nil }
    self.rawValue = rawValue
  }

  private init(unchecked rawValue: Int) { self.rawValue = rawValue }

  /// 1000: must hold.
  public static let required = LayoutPriority(unchecked: 1000)
  /// 750: default compression resistance, and switches' hugging.
  public static let defaultHigh = LayoutPriority(unchecked: 750)
  /// 510.
  public static let dragThatCanResizeScene = LayoutPriority(unchecked: 510)
  /// 500.
  public static let sceneSizeStayPut = LayoutPriority(unchecked: 500)
  /// 490.
  public static let dragThatCannotResizeScene = LayoutPriority(unchecked: 490)
  /// 250: default hugging in code.
  public static let defaultLow = LayoutPriority(unchecked: 250)
  /// 251: labels' and image views' hugging when created in Interface Builder.
  public static let interfaceBuilderLabelHugging = LayoutPriority(unchecked: 251)
  /// 50: the priority `systemLayoutSizeFitting` gives the size it asks for.
  public static let fittingSizeLevel = LayoutPriority(unchecked: 50)

  /// Whether the priority is 1000.
  public var isRequired: Bool { rawValue == 1000 }

  /// Lower priorities give way first.
  public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The number, as UIKit prints it (`250`).
  public var description: String { String(rawValue) }
}

/// Which default hugging priorities a view gets: Interface Builder's or code's.
public enum PriorityDefaults: String, Sendable, CaseIterable, Hashable {
  /// Labels and image views hug at 251 (the cookbook's storyboards).
  case interfaceBuilder
  /// Everything hugs at 250 unless the control says otherwise.
  case code
}
