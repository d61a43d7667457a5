import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A classic button showing only an app image is as high as the taller of its image and one empty
/// line of its title font (rounded up to whole points), as wide as its image, plus its content
/// edge insets: koloda's 21 x 21 image stored 21 x 22, readium's 18 x 4 and 20 x 20 images stored
/// 22 high (docs/interface-builder.md, "Controls"). The line comes from a label of the same font
/// beside each button, so no font metric is assumed here.
@Suite struct UntitledImageButtonImportTests {
  /// A button without a title showing `image`; `type` nil is a custom button (no `buttonType`).
  static func button(_ id: String, image: String, type: String?, insets: String = "") -> String {
    let typeAttribute = type.map { #" buttonType="\#($0)""# } ?? ""
    return """
              <button opaque="NO" contentMode="scaleToFill"\(typeAttribute) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                  \(insets)<state key="normal" image="\(image)"/>
              </button>
      """
  }

  static func system(_ size: Int) -> String {
    #"<fontDescription key="fontDescription" type="system" pointSize="\#(size)"/>"#
  }

  static let source = TitledImageButtonImportTests.document(
    toolsVersion: "14460.31",
    views: [
      ("minus", button("minus", image: "minus", type: nil), 10),
      (
        "refLine18",
        TitledImageButtonImportTests.label("refLine18", text: "Xy", font: system(18)),
        10
      ),
      ("plus", button("plus", image: "plus", type: nil), 100),
      ("big", button("big", image: "big", type: nil), 200),
      ("system", button("system", image: "plus", type: "system"), 300),
      (
        "refLine15",
        TitledImageButtonImportTests.label("refLine15", text: "Xy", font: system(15)),
        300
      ),
      (
        "inset",
        button(
          "inset", image: "square", type: nil,
          insets: #"<inset key="contentEdgeInsets" minX="0.0" minY="8" maxX="0.0" maxY="8"/>"#), 400
      ),
      ("symbol", button("symbol", image: "trash", type: nil), 500),
      ("dot", button("dot", image: "dot", type: "system"), 600),
    ],
    resources: """
          <image name="minus" width="18" height="4"/>
          <image name="plus" width="20" height="20"/>
          <image name="big" width="30" height="30"/>
          <image name="square" width="22" height="22"/>
          <image name="dot" width="10" height="10"/>
          <image name="trash" catalog="system" width="117" height="128"/>
      """)

  func solved() throws -> ImportSupport.SolvedScene {
    let result = try ImportSupport.importDocument(
      text: Self.source, name: "UntitledImages.xib", options: ImportOptions())
    return try ImportSupport.solvedFirst(result)
  }

  @Test("the recipe writes the image, and a custom button's 18-point font, not a fixed size")
  func recipeText() throws {
    let lines = try solved().text.split(separator: "\n")
    let minus = try #require(lines.first { $0.contains(#"id "minus""#) })
    #expect(minus.contains("font 18 image 18 x 4"), "\(minus)")
    #expect(!minus.contains("intrinsic"), "\(minus)")
    let system = try #require(lines.first { $0.contains(#"id "system""#) })
    #expect(system.contains("image 20 x 20") && !system.contains("font"), "\(system)")
    let inset = try #require(lines.first { $0.contains(#"id "inset""#) })
    #expect(inset.contains("contentInsets 8 0 8 0") && inset.contains("image 22 x 22"), "\(inset)")
    // A system symbol keeps its button size (20 wide for 117 of 128, 22 high at the medium scale).
    let symbol = try #require(lines.first { $0.contains(#"id "symbol""#) })
    #expect(symbol.contains("intrinsic"), "\(symbol)")
  }

  @Test("as high as the taller of the image and an empty title line, as wide as the image")
  func heightsFromTheLine() throws {
    let frames = try solved().framesByIBID
    let line18 = try #require(frames["refLine18"]).height.rounded(.up)
    let line15 = try #require(frames["refLine15"]).height.rounded(.up)
    // San Francisco's 18-point line is 21.48 and its 15-point line 17.9: 22 and 18 whole points.
    #expect(line18 == 22 && line15 == 18, "\(line18) \(line15)")
    #expect(frames["minus"] == Rect(x: 10, y: 10, width: 18, height: line18))
    #expect(frames["plus"] == Rect(x: 10, y: 100, width: 20, height: line18))
    // A taller image decides alone.
    #expect(frames["big"] == Rect(x: 10, y: 200, width: 30, height: 30))
    // A system button's title font is 15 points: the 20-point image is taller than its line.
    #expect(frames["system"] == Rect(x: 10, y: 300, width: 20, height: 20))
    // ...and a 10-point image is shorter than it: the line's 18.
    #expect(frames["dot"] == Rect(x: 10, y: 600, width: 10, height: line15))
    // Insets 8 above and below the taller of the 22-point image and line (protonvpn's 38).
    #expect(frames["inset"] == Rect(x: 10, y: 400, width: 22, height: 22 + 16))
  }
}
