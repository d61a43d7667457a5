/// The kinds of views a recipe declares.
public enum ViewKindName: String, Hashable, Sendable, CaseIterable {
  /// The UIKit views a recipe can declare.
  case view, label, textField, button, imageView, progressView, switchControl, spacer

  /// The kind a (case-insensitive) keyword names; `switch` is `switchControl`.
  public init?(word: String) {
    guard let match = Self.byLowercasedName[word.lowercased()] else { return nil }
    self = match
  }

  /// Kinds by lowercased keyword, `switch` included.
  private static let byLowercasedName: [String: ViewKindName] = {
    var table = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue.lowercased(), $0) })
    table["switch"] = .switchControl
    return table
  }()
}
