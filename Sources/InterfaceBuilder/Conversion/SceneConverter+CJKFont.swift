import Layout
import Recipe
import UIKitVocabulary

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
        text?.unicodeScalars.contains { CJKWide.contains($0.value) } ?? false
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
}
