import CCairo
import Foundation

/// Versions of the drawing libraries this process has loaded, for golden metadata and reports.
public struct RenderLibraryVersions: Hashable, Sendable {
  /// Cairo, e.g. "1.16.0".
  public let cairo: String
  /// pixman (Cairo's rasterizer), e.g. "0.42.2"; "unknown" when its symbol cannot be found.
  public let pixman: String

  /// The versions of the loaded libraries.
  public static let current = RenderLibraryVersions()

  private init() {
    cairo = String(cString: cairo_version_string())
    // pixman is Cairo's own dependency, already loaded; ask it without linking it ourselves.
    typealias VersionFunction = @convention(c) () -> UnsafePointer<CChar>?
    if let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "pixman_version_string"),
      let text = unsafeBitCast(symbol, to: VersionFunction.self)()
    {
      pixman = String(cString: text)
    } else {
      pixman = "unknown"
    }
  }
}
