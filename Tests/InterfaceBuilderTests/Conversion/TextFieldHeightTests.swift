import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A text field's height by border style and era (docs/interface-builder.md, "Text fields"): a
/// rounded-rect field is 34 high in documents of the iOS 13 SDK on and 30 before, a borderless one
/// as high as IB stored it, a bezel one 30.
@Suite struct TextFieldHeightTests {
  /// The fixture's frames, by IB id, solved on its own 375 x 200 root.
  @Test("Xcode 12: rounded rect 34, borderless as stored (22), bezel 30; each 335 wide at x 20")
  func iOS13Era() throws {
    let solved = try ImportSupport.solvedFixture("TextFieldHeights.xib", options: ImportOptions())
    #expect(solved.text.contains(#"placeholder "Name" fieldHeight 34"#), "\(solved.text)")
    #expect(solved.text.contains(#"fieldHeight 22"#), "\(solved.text)")
    #expect(!solved.text.contains(#"placeholder "City" fieldHeight"#), "\(solved.text)")
    // Pinned 20 from both sides of a 375-wide root: 335 wide; heights: REFERENCE section 2's 34,
    // the stored 22, the default 30.
    #expect(solved.framesByIBID["rounded"] == Rect(x: 20, y: 20, width: 335, height: 34))
    #expect(solved.framesByIBID["borderless"] == Rect(x: 20, y: 80, width: 335, height: 22))
    #expect(solved.framesByIBID["bezel"] == Rect(x: 20, y: 130, width: 335, height: 30))
  }

  @Test("Xcode 9 (toolsVersion 13771): a rounded-rect field is 30, as the treehouse cookbook stored")
  func iOS12Era() throws {
    let solved = try ImportSupport.solvedFixture(
      "TextFieldHeights.xib", toolsVersion: "13771", options: ImportOptions())
    #expect(!solved.text.contains(#"placeholder "Name" fieldHeight"#), "\(solved.text)")
    #expect(solved.framesByIBID["rounded"] == Rect(x: 20, y: 20, width: 335, height: 30))
    #expect(solved.framesByIBID["borderless"] == Rect(x: 20, y: 80, width: 335, height: 22))
  }

  @Test("fieldHeight N sets a text field's intrinsic height")
  func syntax() throws {
    let compiled = try ImportSupport.compile(
      """
      recipe "Field"
      scene 200 x 100

      textField "F" placeholder "x" fieldHeight 34

      1. F.Top = Superview.Top + 10
      2. F.Leading = Superview.Leading + 10
      """)
    let variant = try #require(compiled.variants.first)
    let frames = ImportSupport.framesByName(variant, try ImportSupport.solve(variant))
    #expect(frames["F"]?.height == 34)
  }

  @Test(
    "the shared fields IB stored 34 (Xcode 12 cookbook), 34.5 (apple-today) and 22 (netnewswire) high: top and bottom within 1 pt",
    arguments: [
      ("apple-cookbook-xcode12/SimpleLabelAndTextField.storyboard", "bOP-ah-HLn"),
      ("apple-today-tutorial/Main.storyboard", "f28-eB-iCw"),
      ("netnewswire-Inspector.storyboard", "LUW-uv-piz"),
      ("netnewswire-Inspector.storyboard", "ZdA-rl-9eP"),
    ])
  func sharedFieldsAtStoredFrames(file: String, id: String) throws {
    let shared =
      file.contains("/") ? try ImportSupport.shared(file) : try ImportSupport.sharedPublicApp(file)
    let result = try ImportSupport.importDocument(shared.data, name: shared.name)
    var found = 0
    for imported in result.recipes where imported.storedFrames.contains(where: { $0.ibID.rawValue == id }) {
      found += 1
      let comparison = try FrameComparisonTests.compare(imported)
      // Top and bottom within 1 pt (the Xcode 12 cookbook's field starts 4.5 early: its label is
      // measured in Inter, narrower than San Francisco's "Name").
      let difference = comparison.differences.first { $0.ibID.rawValue == id }
      let vertical = difference?.edges.filter { $0.edge == "top" || $0.edge == "bottom" } ?? []
      #expect(vertical.isEmpty, "\(id): \(String(describing: difference))")
    }
    #expect(found == 1)
  }
}
