/// Why the text module could not do what was asked. Every case names its input.
public enum TypesettingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// fontconfig's private configuration could not be created or read.
  case configurationFailed(String)
  /// No installed font could be found at all (not even a fallback).
  case noFontInstalled(FontDescriptor)
  /// Strict mode: fontconfig answered with another family than the one asked for.
  case fontNotFound(requested: String, found: String)
  /// The file does not exist or cannot be read.
  case unreadableFile(path: String)
  /// The file was read but holds no usable font face at that index.
  case notAFont(path: String, index: Int)
  /// A font size that is not finite and positive.
  case invalidSize(Double)
  /// A wrapping width that is negative or not a number.
  case invalidWidth(Double)
  /// A maximum line count below zero.
  case invalidMaximumLines(Int)
  /// ICU failed with the given error code.
  case icuFailed(code: Int)

  /// A one-line message for people.
  public var description: String {
    switch self {
    case .configurationFailed(let why): return "fontconfig configuration failed: \(why)"
    case .noFontInstalled(let d): return "no installed font can stand in for \(d)"
    case .fontNotFound(let requested, let found):
      return "font family '\(requested)' is not installed (fontconfig offered '\(found)')"
    case .unreadableFile(let path): return "cannot read font file \(path)"
    case .notAFont(let path, let index): return "\(path) has no font face at index \(index)"
    case .invalidSize(let size): return "font size \(size) is not a positive number"
    case .invalidWidth(let width): return "wrapping width \(width) is negative or not a number"
    case .invalidMaximumLines(let n): return "maximum number of lines \(n) is negative"
    case .icuFailed(let code): return "ICU failed with error \(code)"
    }
  }
}
