import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// Apple's Auto Layout Cookbook storyboards (A1-A8), imported, solve to the same frames as the
/// hand-written recipes of our book at the same scene size: the importer and the book check each
/// other. Views are matched by Interface Builder id -> book view name, listed by hand below from
/// the storyboards.
@Suite struct CookbookCrossCheckTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var storyboard: String
    var book: String
    /// Book variant -> (imported variant or nil for the default, scene override for the import).
    var variants: [(book: String, imported: String?, scene: (Double, Double)?)]
    /// IB id -> book view name.
    var views: [String: String]
    /// Texts the book writes differently from Apple's file: IB id -> the book's button title.
    var bookTitles: [String: String] = [:]
    var testDescription: String { book }
  }

  static let cases: [Case] = [
    Case(
      storyboard: "SimpleLabelAndTextField", book: "a1-simple-label-and-text-field",
      variants: [("default", nil, nil)],
      views: ["c38-WG-Nsd": "Name Label", "bOP-ah-HLn": "Name Text Field"]),
    // The 36 pt variant is set in code by Apple's view controller; only 17 pt is in the file.
    Case(
      storyboard: "DynamicHeightLabelAndTextField", book: "a2-dynamic-height-label-and-text-field",
      variants: [("17 pt label", nil, nil)],
      views: ["8jR-sB-KZK": "Name Label", "YOh-ce-ZM0": "Name Text Field"]),
    Case(
      storyboard: "FixedHeightColumns", book: "a3-fixed-height-columns", variants: [("default", nil, nil)],
      views: [
        "lkA-Zy-QRs": "First Name Label", "VLU-KF-XwO": "Middle Name Label", "nYN-qh-77N": "Last Name Label",
        "GWs-Yh-yX0": "First Name Text Field", "EeG-7N-2IG": "Middle Name Text Field",
        "fgz-Ea-4rA": "Last Name Text Field",
      ]),
    Case(
      storyboard: "DynamicHeightColumns", book: "a4-dynamic-height-columns",
      variants: [("17 pt labels", nil, nil)],
      views: [
        "LEc-cn-ZZN": "First Name Label", "FrM-lm-urU": "Middle Name Label", "8Wq-JB-6tD": "Last Name Label",
        "eaR-yL-raZ": "First Name Text Field", "OWU-JK-Lmn": "Middle Name Text Field",
        "ak7-Qj-qwh": "Last Name Text Field",
      ]),
    Case(
      storyboard: "TwoEqualWidthButtons", book: "a5-two-equal-width-buttons",
      variants: [("Portrait", nil, nil), ("Landscape", nil, (667, 375))],
      views: ["nYW-aB-LHE": "Short Button", "krE-Ml-jf7": "Long Button"]),
    Case(
      storyboard: "ThreeEqualWidthButtons", book: "a6-three-equal-width-buttons",
      variants: [("default", nil, nil)],
      views: ["LcK-1s-jJQ": "Short Button", "AYh-7D-8LD": "Medium Button", "NUQ-lB-t5s": "Long Button"]),
    // Apple's long title is "Much, Much Longer Title"; the book's is "Much Longer Button Title".
    // In the wide scene the buttons stop at the long title's width, so the book's title is used.
    Case(
      storyboard: "EqualWhiteSpace", book: "a7-two-buttons-with-equal-spacing",
      variants: [("Narrow", nil, (320, 568)), ("Wide", nil, (667, 375))],
      views: [
        "7bp-qU-b2A": "Leading Dummy View", "gk9-lM-gb5": "Center Dummy View",
        "3pc-Dz-EqN": "Trailing Dummy View",
        "Zje-at-ARN": "Short Button", "XQR-y1-518": "Long Button",
      ],
      bookTitles: ["XQR-y1-518": "Much Longer Button Title"]),
    // Apple's long title is "Much Longer Button"; both layouts size the buttons by the scene.
    Case(
      storyboard: "ButtonsSizeClass", book: "a8-two-buttons-with-size-class-based-layouts",
      variants: [("Any-Any", "Any-Any", (667, 375)), ("Compact-Regular", "Compact-Regular", nil)],
      views: ["49p-pm-lpU": "Short Button", "Ry2-A3-ZJq": "Long Button"]),
  ]

  @Test(arguments: cases)
  func importedScenesSolveToTheBooksFrames(_ check: Case) throws {
    let (data, name) = try ImportSupport.shared("apple-cookbook/\(check.storyboard).storyboard")
    var document = try IBDocumentReader.read(data, fileName: name)
    #expect(document.scenes.count == 1)
    for (id, title) in check.bookTitles {
      document.scenes[0].root = document.scenes[0].root.changing(IBID(id)) { $0.title = title }
    }
    let imported = try IBImporter.convert(document, options: ImportOptions(scene: .device(Device.iPhone8)))
    let recipe = try #require(imported.recipes.first).recipe
    let bookText = try String(
      contentsOf: ImportSupport.repositoryRoot.appendingPathComponent("recipes/\(check.book).recipe"),
      encoding: .utf8)
    let book = try ImportSupport.compile(bookText)
    for variant in check.variants {
      var scenes = recipe
      if let (width, height) = variant.scene {
        scenes = ImportSupport.withScene(recipe, width: width, height: height, variant: variant.imported)
      }
      let compiled = try ImportSupport.compile(RecipeFormatter.format(scenes))
      let ours = try #require(compiled.variant(named: variant.imported ?? RecipeLowering.defaultVariantName))
      let theirs = try #require(book.variant(named: variant.book))
      #expect(ours.scene.size == theirs.scene.size, "\(variant.book): the same scene size")
      let oursFrames = ImportSupport.framesByIBID(ours, try ImportSupport.solve(ours))
      let bookFrames = ImportSupport.framesByName(theirs, try ImportSupport.solve(theirs))
      #expect(oursFrames.count == check.views.count, "every view of \(check.storyboard) imported with its id")
      for (id, bookName) in check.views {
        let frame = try #require(oursFrames[id], "\(id) imported")
        let expected = try #require(bookFrames[bookName], "\(bookName) in the book")
        for (a, b) in [
          (frame.minX, expected.minX), (frame.minY, expected.minY), (frame.width, expected.width),
          (frame.height, expected.height),
        ] {
          #expect(
            abs(a - b) < 0.001, "\(check.book) \(variant.book): \(bookName) \(frame) vs book \(expected)")
        }
      }
    }
  }
}
