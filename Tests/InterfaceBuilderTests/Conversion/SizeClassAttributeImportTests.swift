import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A view's own attributes in a size class (`<variation key="heightClass=regular-widthClass=compact"
/// spacing="4"/>` inside a `<stackView>`, `<variation key="heightClass=compact" hidden="YES"/>`
/// inside a view): in each variant whose classes include the variation's, a `set "NAME" ...` line
/// gives the view that attribute (Apple, Auto Layout Guide, "Size-Class-Specific Layout"). Before,
/// the base value held everywhere. The frames are derived by hand from the stack's arithmetic.
@Suite struct SizeClassAttributeImportTests {
  /// A xib on an iPhone canvas with a horizontal stack view "row" pinned at (0, 0): three arranged
  /// views 44 x 44 (`a`, `b`, `c`), base spacing 8; `stackVariation` inside the stack, and
  /// `cVariation` inside `c`.
  static func document(stackVariation: String, cVariation: String) -> Data {
    func square(_ id: String, _ variation: String = "") -> String {
      """
      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
          <rect key="frame" x="0.0" y="0.0" width="44" height="44"/>
          <constraints>
              <constraint firstAttribute="width" constant="44" id="\(id)-w"/>
              <constraint firstAttribute="height" constant="44" id="\(id)-h"/>
          </constraints>
          \(variation)
      </view>
      """
    }
    return Data(
      IBFixtureDocument(
        toolsVersion: "14109", device: "retina4_7", useTraitCollections: true,
        scenes: [
          .xml(#"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>"#),
          .view(
            IBFixtureRoot(
              attributes: #"userLabel="Root""#, width: 375, height: 667,
              subviews: """
                <stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                    <rect key="frame" x="0.0" y="0.0" width="148" height="44"/>
                    <subviews>
                        \(square("a"))
                        \(square("b"))
                        \(square("c", cVariation))
                    </subviews>
                    \(stackVariation)
                </stackView>
                """,
              constraints: """
                <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="x"/>
                <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" id="y"/>
                """)),
        ]
      ).xib.utf8)
  }

  /// The frames by IB id in each named variant, the recipe's text and the warnings.
  static func imported(_ data: Data, variants names: [String]) throws -> (
    text: String, frames: [[String: Rect]], warnings: [String]
  ) {
    let result = try ImportSupport.importDocument(data, name: "Attributes.xib")
    let recipe = try #require(result.recipes.first)
    let frames = try names.map { try ImportSupport.solved(recipe, variant: .named($0)).framesByIBID }
    return (recipe.text, frames, result.warnings.map(\.message))
  }

  /// vlc's player controls: spacing 4 in compact width and regular height. Compact-Regular
  /// arranges 44 + 4 + 44 + 4 + 44 = 140 (b at 48, c at 96); Any-Any keeps 8: 148 (b at 52, c at 104).
  @Test func stackSpacingPerClass() throws {
    let variation = #"<variation key="heightClass=regular-widthClass=compact" spacing="4"/>"#
    let imported = try Self.imported(
      Self.document(stackVariation: variation, cVariation: ""), variants: ["Any-Any", "Compact-Regular"])
    #expect(imported.text.contains(#"spacing 4  # its spacing in this size class"#), "\(imported.text)")
    #expect(!imported.warnings.contains { $0.contains("size-class value") }, "\(imported.warnings)")
    let base = imported.frames[0]
    let compact = imported.frames[1]
    #expect(base["row"] == Rect(x: 0, y: 0, width: 148, height: 44))
    #expect(base["b"]?.minX == 52)
    #expect(base["c"]?.minX == 104)
    #expect(compact["row"] == Rect(x: 0, y: 0, width: 140, height: 44))
    #expect(compact["b"]?.minX == 48)
    #expect(compact["c"]?.minX == 96)
  }

  /// kiwix's hidden-in-compact-height view, as an arranged view: Any-Compact hides c, and the stack
  /// collapses it (UISV-hiding) to 44 + 8 + 44 = 96; Any-Any keeps all three (148). A stack
  /// variation in another class (compact width) changes nothing in Any-Compact.
  @Test func hiddenPerClass() throws {
    let imported = try Self.imported(
      Self.document(
        stackVariation: #"<variation key="widthClass=compact" axis="vertical" distribution="fillEqually"/>"#,
        cVariation: #"<variation key="heightClass=compact" hidden="YES"/>"#),
      variants: ["Any-Any", "Any-Compact", "Compact-Any"])
    #expect(imported.text.contains(#"hidden  # its hidden in this size class"#), "\(imported.text)")
    #expect(imported.frames[0]["row"] == Rect(x: 0, y: 0, width: 148, height: 44))
    #expect(imported.frames[1]["row"] == Rect(x: 0, y: 0, width: 96, height: 44))
    #expect(imported.frames[1]["b"]?.minX == 52)
    // Compact width: a vertical stack of three 44-high views 8 apart, 44 wide.
    #expect(imported.frames[2]["row"] == Rect(x: 0, y: 0, width: 44, height: 148))
    #expect(imported.frames[2]["c"] == Rect(x: 0, y: 104, width: 44, height: 44))
  }

  /// A stack attribute on a plain view (`spacing` on an arranged view) is warned and the base
  /// value holds.
  @Test func unsupportedAttributeIsWarned() throws {
    let imported = try Self.imported(
      Self.document(stackVariation: "", cVariation: #"<variation key="heightClass=compact" spacing="3"/>"#),
      variants: ["Any-Compact"])
    #expect(
      imported.warnings.contains { $0.contains(#"size-class value of a view (spacing="3")"#) },
      "\(imported.warnings)")
    #expect(imported.frames[0]["row"] == Rect(x: 0, y: 0, width: 148, height: 44))
  }
}
