import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// Hand-written files (Tests/Fixtures/InterfaceBuilder) for two format-level rules met in real
/// files we had not seen (issue 22): Interface Builder's prototyping constraints for a view no
/// constraint names, and the heights of bars and pickers imported as plain views.
@Suite struct PrototypingAndBarImportTests {
  struct Imported {
    var text: String
    var warnings: [String]
    var frames: [String: Rect]
    var ambiguousIDs: Set<String>
  }

  func imported(_ name: String, text: String? = nil) throws -> Imported {
    let data = try text.map { Data($0.utf8) } ?? ImportSupport.fixture(name)
    let result = try IBImporter.importDocument(data, fileName: name, options: ImportOptions(scene: .canvas))
    let recipe = try #require(result.recipes.first)
    let compiled = try ImportSupport.compile(recipe.text)
    let variant = try #require(compiled.variants.first)
    let solved = try ImportSupport.solve(variant)
    var ambiguous: Set<String> = []
    for entry in solved.ambiguity?.entries ?? [] {
      if let id = variant.viewOrigins[entry.view.rawValue].ibID { ambiguous.insert(id) }
    }
    return Imported(
      text: recipe.text, warnings: result.warnings.map(\.message),
      frames: ImportSupport.framesByIBID(variant, solved), ambiguousIDs: ambiguous)
  }

  /// "Basic" and "Dot" (translatesAutoresizingMaskIntoConstraints NO, named by no constraint, in a
  /// document of Xcode 7 without `fixedFrame`) stay at their stored frames, (96, 16) 49 x 24 and (5, 30) 20 x 20: IB's prototyping
  /// constraints fix the position from the superview's top left and the size. "Box" is placed by
  /// its own constraints at (10, 100) 80 x 40 and gets no pins.
  @Test func aViewNoConstraintNamesKeepsItsStoredFrame() throws {
    let result = try imported("PrototypingConstraints.xib")
    #expect(result.frames["basic"] == Rect(x: 96, y: 16, width: 49, height: 24))
    #expect(result.frames["dot"] == Rect(x: 5, y: 30, width: 20, height: 20))
    #expect(result.frames["box"] == Rect(x: 10, y: 100, width: 80, height: 40))
    for line in [
      "Basic.Leading = Superview.Leading + 96  # IB prototyping constraint: IB frame",
      "Basic.Height = 24  # IB prototyping constraint: IB frame",
      "Dot.Top = Superview.Top + 30  # IB prototyping constraint: IB frame",
    ] {
      #expect(result.text.contains(line), "\(line)\n---\n\(result.text)")
    }
    #expect(!result.text.contains("Box.Leading = Superview.Leading + 10  #"), "\(result.text)")
    let message =
      "no constraint names the view (translatesAutoresizingMaskIntoConstraints NO): Interface Builder adds "
      + "prototyping constraints at build time, so it is pinned to its Interface Builder frame"
    #expect(result.warnings.filter { $0 == message }.count == 2, "\(result.warnings)")
  }

  /// "Sized" has a width and a height constraint and nothing else: the first constraint naming a
  /// view removes all its prototyping constraints, so its position is open (IB shows it
  /// ambiguous), 50 x 60 at whatever position the solver picks.
  @Test func aViewWithOnlyItsSizeConstrainedGetsNoPrototypingConstraints() throws {
    let result = try imported("PrototypingConstraints.xib")
    #expect(!result.text.contains("Sized.Leading = Superview.Leading"), "\(result.text)")
    #expect(!result.text.contains("Sized.Top = Superview.Top"), "\(result.text)")
    #expect(result.ambiguousIDs == ["sized"])
    #expect(result.frames["sized"]?.width == 50)
    #expect(result.frames["sized"]?.height == 60)
  }

  /// Each bar is held by its top, leading and trailing edges, so its height is its own:
  /// navigation bar 44 (0 to 44), with large titles 96 (44 to 140), search bar 56 (140 to 196,
  /// a document of Xcode 11); the picker, held by its top and leading edges, is 320 x 216.
  @Test func barsAndPickersTakeTheirHeights() throws {
    let result = try imported("BarViews.xib")
    #expect(result.frames["nav"] == Rect(x: 0, y: 0, width: 375, height: 44))
    #expect(result.frames["bigNav"] == Rect(x: 0, y: 44, width: 375, height: 96))
    #expect(result.frames["search"] == Rect(x: 0, y: 140, width: 375, height: 56))
    #expect(result.frames["picker"] == Rect(x: 0, y: 196, width: 320, height: 216))
    for line in [
      #"view "Nav" intrinsic none x 44 id "nav""#,
      #"view "Big Nav" intrinsic none x 96 id "bigNav""#,
      #"view "Search" intrinsic none x 56 id "search""#,
      #"view "Picker" intrinsic 320 x 216 id "picker""#,
    ] {
      #expect(result.text.contains("\n" + line + "\n"), "\(line)\n---\n\(result.text)")
    }
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    #expect(result.ambiguousIDs.isEmpty)
  }

  /// A document of Xcode 26 (toolsVersion 24127) gets 54-point navigation bars (0 to 54; the large
  /// title's 52 on top, 54 to 160) and a 64-point search bar (160 to 224); a prompt is warned and
  /// not modelled.
  @Test func xcode26SearchBarAndPrompt() throws {
    var text = String(decoding: try ImportSupport.fixture("BarViews.xib"), as: UTF8.self)
    text = text.replacingOccurrences(of: #"toolsVersion="15400""#, with: #"toolsVersion="24127""#)
    text = text.replacingOccurrences(
      of: #"<searchBar contentMode"#, with: #"<searchBar prompt="Find" contentMode"#)
    let result = try imported("BarViews.xib", text: text)
    #expect(result.frames["nav"] == Rect(x: 0, y: 0, width: 375, height: 54))
    #expect(result.frames["bigNav"] == Rect(x: 0, y: 54, width: 375, height: 106))
    #expect(result.frames["search"] == Rect(x: 0, y: 160, width: 375, height: 64))
    #expect(result.frames["picker"]?.minY == 224)
    #expect(result.warnings == ["a search bar's prompt is not modelled; sized without it (64 high)"])
  }
}
