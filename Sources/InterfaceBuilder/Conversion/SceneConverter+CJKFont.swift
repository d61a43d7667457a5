import Layout
import Recipe

extension SceneConverter {
  /// `font cjk 1` on Interface Builder's canvas of a document saved before Xcode 8 (toolsVersion
  /// below `cjkOneEmTools`) when its scene shows system-font text holding CJK characters: IB's
  /// frames of Xcode 7 documents set ideographs, CJK punctuation and full-width forms one em wide
  /// in the system font ("公開課表" 68 wide at 17 pt), where those of Xcode 8.3 and later show 1.02
  /// em (the recipe's default, `VerticalMetrics.pingFangAdvance`). [Read from stored frames: 44
  /// labels of 6 apps at toolsVersion 9059 to 10117 are n x size exactly, 73 labels of 8 apps at
  /// 11762 to 15705 are n x size x 1.02 on the pixel grid; herald's own files store both sides
  /// (10117 and 12121); docs/typesetting.md, "CJK text by the document's era".] Nil elsewhere.
  func canvasCJKFontLine() -> RecipeLine? {
    guard onCanvas,
      let major = IBDocument.majorToolsVersion(document.toolsVersion), major < Self.cjkOneEmTools
    else { return nil }
    let shows = ([scene.root] + declared).contains { view in
      if let font = view.font {
        let system = Self.isSystemFontFamily(font.family ?? font.name)
        guard system || (font.family == nil && font.name == nil) else { return false }
      }
      return [view.text, view.title, view.placeholder].contains { text in
        text?.unicodeScalars.contains { Self.isCJKWide($0.value) } ?? false
      }
    }
    guard shows else { return nil }
    return SyntaxFactory.line(
      .fontCJK(SyntaxFactory.number(1)),
      comment: "toolsVersion \(major): Xcode 7's canvas sets CJK text in the system font one em wide")
  }

  /// The first toolsVersion of Xcode 8 [CHOICE: the stored frames place the change between Xcode
  /// 7.3 (10117) and Xcode 8.3 (11762), and no document between them holds CJK text; Xcode 8
  /// brought the iOS 10 SDK].
  static let cjkOneEmTools = 11000

  /// The characters the system font's CJK width applies to, as the renderer's fallback scales
  /// them (`TextItemizer.isCJKWide`): CJK ideographs, CJK symbols and punctuation, half- and
  /// full-width forms.
  static func isCJKWide(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x3000...0x303F, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF00...0xFFEF,
      0x20000...0x3134F:
      return true
    default: return false
    }
  }
}
