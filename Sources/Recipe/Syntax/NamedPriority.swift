/// UIKit's named layout priorities (REFERENCE §1).
public enum NamedPriority: String, Hashable, Sendable, CaseIterable {
  /// Required and the high and middle priorities.
  case required, defaultHigh, dragThatCanResizeScene, sceneSizeStayPut, dragThatCannotResizeScene
  /// The low priorities.
  case defaultLow, fittingSizeLevel

  /// The priority's number.
  public var value: Double {
    switch self {
    case .required: return 1000
    case .defaultHigh: return 750
    case .dragThatCanResizeScene: return 510
    case .sceneSizeStayPut: return 500
    case .dragThatCannotResizeScene: return 490
    case .defaultLow: return 250
    case .fittingSizeLevel: return 50
    }
  }

  /// The name a (case-insensitive) word spells, if any.
  init?(word: String) {
    guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == word.lowercased() }) else {
      return nil
    }
    self = match
  }
}
