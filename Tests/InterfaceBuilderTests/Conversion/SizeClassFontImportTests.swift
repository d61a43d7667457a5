import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A view's own font in a size class (`<variation key="widthClass=regular"><fontDescription .../>
/// </variation>` inside a `<label>`): in each variant whose classes include the variation's, a
/// `set "NAME" font ...` line gives the view that font (the most specific variation wins); the base
/// font holds in the others. Before, the base font held everywhere, with a warning. The label's
/// height in each variant is compared with the height of the same label declared with that font
/// as its base font (the engine's own measurement, so the test checks which font each variant
/// takes, not the text metrics).
@Suite struct SizeClassFontImportTests {
  /// A xib on an iPad canvas (regular width and height) with one label pinned at (20, 20): base
  /// font `base`, and `variation` (XML inside the label) after it.
  static func document(base: String, variation: String) -> Data {
    Data(
      IBFixtureDocument(
        toolsVersion: "14109", device: "ipad9_7", useTraitCollections: true,
        scenes: [
          .xml(#"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>"#),
          .view(
            IBFixtureRoot(
              attributes: #"userLabel="Root""#, width: 768, height: 1024,
              subviews: """
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="KIWIX" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                    <rect key="frame" x="20" y="20" width="100" height="60"/>
                    \(base)
                    \(variation)
                </label>
                """,
              constraints: """
                <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="x"/>
                <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="y"/>
                """)),
        ]
      ).xib.utf8)
  }

  /// The label's frame in each named variant (the only one when `names` is empty).
  static func frames(_ data: Data, variants names: [String]) throws -> (
    text: String, frames: [Rect], warnings: [String]
  ) {
    let result = try ImportSupport.importDocument(data, name: "Font.xib")
    let recipe = try #require(result.recipes.first)
    let choices: [ImportSupport.VariantChoice] = names.isEmpty ? [.first] : names.map { .named($0) }
    let frames = try choices.map { choice in
      try #require(try ImportSupport.solved(recipe, variant: choice).framesByIBID["title"])
    }
    return (recipe.text, frames, result.warnings.map(\.message))
  }

  static let semibold40 =
    #"<fontDescription key="fontDescription" type="system" weight="semibold" pointSize="40"/>"#
  static let bold50 = #"<fontDescription key="fontDescription" type="boldSystem" pointSize="50"/>"#
  static let regular17 = #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#

  /// kiwix's iPad title: semibold 40, bold 50 in regular width. Regular-width variants take bold
  /// 50 (as a base bold 50 label measures), Compact-Any keeps semibold 40.
  @Test func regularWidthTakesItsFont() throws {
    let variation = "<variation key=\"widthClass=regular\">\(Self.bold50)</variation>"
    let imported = try Self.frames(
      Self.document(base: Self.semibold40, variation: variation), variants: ["Any-Any", "Regular-Any"])
    #expect(
      imported.text.contains(#"set "KIWIX Label" font 50 weight bold  # its font in this size class"#),
      "\(imported.text)")
    #expect(!imported.warnings.contains { $0.contains("size-class value") }, "\(imported.warnings)")
    let bold = try Self.frames(Self.document(base: Self.bold50, variation: ""), variants: [])
    let semibold = try Self.frames(Self.document(base: Self.semibold40, variation: ""), variants: [])
    #expect(imported.frames[0] == semibold.frames[0])
    #expect(imported.frames[1] == bold.frames[0])
    #expect(bold.frames[0].height > semibold.frames[0].height)
  }

  /// A variation back to 17 regular writes the size and the weight although both are a label's
  /// defaults, so the base's 40 and semibold do not carry over.
  @Test func defaultFontIsWrittenInFull() throws {
    let variation = "<variation key=\"widthClass=regular\">\(Self.regular17)</variation>"
    let imported = try Self.frames(
      Self.document(base: Self.semibold40, variation: variation), variants: ["Regular-Any"])
    #expect(imported.text.contains(#"set "KIWIX Label" font 17 weight regular"#), "\(imported.text)")
    let plain = try Self.frames(Self.document(base: Self.regular17, variation: ""), variants: [])
    #expect(imported.frames[0] == plain.frames[0])
  }
}
