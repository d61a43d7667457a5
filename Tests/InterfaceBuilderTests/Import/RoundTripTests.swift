import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// Every IB document of `../shared/storyboards` (the legacy Xcode 4 archive too) imports into recipes that
/// compile without errors, and each round-trips: import, format, parse gives the same syntax
/// tree, and the parsed text solves to the same frames as the imported tree.
@Suite struct RoundTripTests {
  static let files = [
    "apple-cookbook/ButtonsSizeClass.storyboard", "apple-cookbook/DynamicHeightColumns.storyboard",
    "apple-cookbook/DynamicHeightLabelAndTextField.storyboard", "apple-cookbook/EqualWhiteSpace.storyboard",
    "apple-cookbook/FixedHeightColumns.storyboard", "apple-cookbook/NestedStackViews.storyboard",
    "apple-cookbook/SelfSizingTableViewCells.storyboard", "apple-cookbook/SimpleLabelAndTextField.storyboard",
    "apple-cookbook/SizeClasses.storyboard", "apple-cookbook/ThreeEqualWidthButtons.storyboard",
    "apple-cookbook/TwoEqualWidthButtons.storyboard",
    "apple-cookbook-xcode12/SimpleLabelAndTextField.storyboard",
    "apple-selfsizing-dynamic-type/Main.storyboard", "apple-today-tutorial/Main.storyboard",
    "broulik-subtitle-cell/SubtitleCell.xib", "calimarkus-autolayoutcells/ALCustomCellsViewController.xib",
    "fluffyes-dynamic-height/QuoteTableViewCell.xib",
    "login-xcode5/LoginViewController.xib", "relay-login/Login.storyboard",
    "rw-artistry-selfsizing/Main.storyboard",
    "treehouse-cookbook/DifferingHeightViews.storyboard", "treehouse-cookbook/Form.storyboard",
  ]

  @Test func theListCoversEverySharedDocument() throws {
    let folder = try ImportSupport.sharedStoryboards()
    let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
    var found: [String] = []
    while let path = enumerator.nextObject() as? String {
      if path.hasSuffix(".storyboard") || path.hasSuffix(".xib") { found.append(path) }
    }
    #expect(Set(found) == Set(Self.files))
  }

  @Test(arguments: files)
  func importsCompileAndRoundTrip(_ file: String) throws {
    let (data, name) = try ImportSupport.shared(file)
    for options in [ImportOptions(), ImportOptions(scene: .canvas)] {
      let result = try IBImporter.importDocument(data, fileName: name, options: options)
      #expect(!result.recipes.isEmpty, "\(file) gives at least one recipe")
      for imported in result.recipes {
        let parsed = RecipeParser.parse(imported.text, fileName: imported.stem)
        #expect(
          !parsed.hasErrors, "\(file) \(imported.name):\n\(parsed.renderedDiagnostics(source: imported.text))"
        )
        #expect(parsed.recipe == imported.recipe, "\(file) \(imported.name): parse(format(tree)) == tree")
        let again = RecipeFormatter.format(parsed.recipe)
        let firstDifference = zip(
          again.split(separator: "\n", omittingEmptySubsequences: false),
          imported.text.split(separator: "\n", omittingEmptySubsequences: false)
        ).first {
          $0 != $1
        }
        #expect(
          again == imported.text,
          "the text is canonical; first difference: \(String(describing: firstDifference))")
        let fromTree = RecipeLowering.lower(imported.recipe)
        let fromText = try ImportSupport.compile(imported.text)
        #expect(fromTree.variants.count == fromText.variants.count)
        for (a, b) in zip(fromTree.variants, fromText.variants) {
          let ra = try ImportSupport.solve(a)
          let rb = try ImportSupport.solve(b)
          #expect(a.viewOrigins.map(\.ibID) == b.viewOrigins.map(\.ibID))
          #expect(a.constraintOrigins.map(\.ibID) == b.constraintOrigins.map(\.ibID))
          for index in a.scene.views.indices {
            #expect(ra.frame(ViewID(index)) == rb.frame(ViewID(index)), "\(file) \(a.name) view \(index)")
          }
        }
      }
    }
  }
}
