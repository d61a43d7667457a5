import Foundation
import Typesetting

/// Fonts and the library shared by the tests.
enum Fixtures {
  /// The library with the default private configuration.
  static func library() throws -> FontLibrary { try FontLibrary.shared() }

  /// Inter Regular at a size, resolved by family.
  static func inter(_ size: Double) throws -> Font {
    try library().font(family: "Inter", size: size, strict: true).font
  }

  /// DejaVu Sans (Book) at a size, resolved by family.
  static func dejaVu(_ size: Double) throws -> Font {
    try library().font(family: "DejaVu Sans", size: size, strict: true).font
  }

  /// Converts a UTF-16 offset of `text` to a UTF-8 byte offset (pango-view reports bytes).
  static func utf8Offset(_ text: String, utf16 offset: Int) -> Int {
    let index = String.Index(utf16Offset: offset, in: text)
    return text.utf8.distance(from: text.utf8.startIndex, to: index)
  }
}
