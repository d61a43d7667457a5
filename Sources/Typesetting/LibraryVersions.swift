import CFontconfig
import CFreeType
import CHarfBuzz
import CICULineBreak

/// Versions of the C libraries behind the measurements, for reports and golden files.
public struct LibraryVersions: Hashable, Sendable, CustomStringConvertible {
  /// HarfBuzz, e.g. "6.0.0".
  public let harfBuzz: String
  /// FreeType, e.g. "2.12.1".
  public let freeType: String
  /// fontconfig, e.g. "2.14.1".
  public let fontconfig: String
  /// ICU, e.g. "72.1".
  public let icu: String

  /// The versions of the libraries this process has loaded.
  public static let current = LibraryVersions()

  private init() {
    harfBuzz = String(cString: hb_version_string())
    fontconfig = FontConfiguration.version
    icu = String(cString: cicu_version())
    var library: FT_Library?
    if FT_Init_FreeType(&library) == 0, let library {
      var major: FT_Int = 0
      var minor: FT_Int = 0
      var patch: FT_Int = 0
      FT_Library_Version(library, &major, &minor, &patch)
      FT_Done_FreeType(library)
      freeType = "\(major).\(minor).\(patch)"
    } else {
      freeType = "unknown"
    }
  }

  /// "HarfBuzz 6.0.0, FreeType 2.12.1, fontconfig 2.14.1, ICU 72.1".
  public var description: String {
    "HarfBuzz \(harfBuzz), FreeType \(freeType), fontconfig \(fontconfig), ICU \(icu)"
  }
}
