/// The tool's version: `layout-diagram --version`, and recorded in golden metadata (a new version
/// is reported as an environment difference, not as a layout change).
public enum ToolVersion {
  /// The version number.
  public static let number = "0.15.0"
  /// The version as golden metadata records it.
  public static let named = "layout-diagram \(number)"
}
