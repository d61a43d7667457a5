import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// `--compare-frames`: IB's stored frames made absolute within the scene, matched by IB id to the
/// solved frames, with the edges that differ, the causes the importer knows and the count. The
/// fixture `StoredFrames.xib` stores frames chosen by hand (its comment says which disagree with
/// the constraints, and by how much); the shared files' stored frames are IB's own.
@Suite struct FrameComparisonTests {
  static func imported(_ data: Data, name: String) throws -> ImportedRecipe {
    let result = try ImportSupport.importDocument(data, name: name)
    return try #require(result.recipes.first)
  }

  static func compare(_ imported: ImportedRecipe, stored: [StoredFrame]? = nil, tolerance: Double = 1) throws
    -> FrameComparison
  {
    try ImportSupport.solved(imported, variant: .canvas).comparison(stored: stored, tolerance: tolerance)
  }

  @Test("stored frames are made absolute within the scene; misplaced and single-line labels are read")
  func storedFramesAbsolute() throws {
    let recipe = try Self.imported(try ImportSupport.fixture("StoredFrames.xib"), name: "StoredFrames.xib")
    let frames = Dictionary(uniqueKeysWithValues: recipe.storedFrames.map { ($0.ibID, $0) })
    #expect(recipe.storedFrames.map(\.ibID) == ["card", "dot", "bar", "ghost", "hi"])
    // Dot is stored at (10, 10) in Card, which is stored at (20, 30).
    #expect(frames["dot"]?.frame == Rect(x: 30, y: 40, width: 40, height: 40))
    #expect(frames["card"]?.frame == Rect(x: 20, y: 30, width: 200, height: 100))
    #expect(frames["ghost"]?.isMisplaced == true)
    #expect(frames["ghost"]?.isIBSolution == false)
    #expect(frames["bar"]?.isMisplaced == false)
    #expect(frames["hi"]?.isSingleLineLabel == true)
    #expect(frames["hi"]?.showsText == true)
    #expect(frames["bar"]?.showsText == false)
  }

  @Test("the views off IB's frames, with their edges and causes, and the count")
  func differencesAndCount() throws {
    let recipe = try Self.imported(try ImportSupport.fixture("StoredFrames.xib"), name: "StoredFrames.xib")
    let comparison = try Self.compare(recipe)
    // Card and Dot agree; Bar is 4 to the right; Ghost is misplaced (listed, not counted); the
    // label's stored width is 300.
    #expect(comparison.counted == 4)
    #expect(comparison.within == 2)
    #expect(comparison.summary == "2 of 4 views at Interface Builder's frames (within 1 pt)")
    #expect(comparison.differences.map(\.ibID) == ["bar", "ghost", "hi"])
    let bar = try #require(comparison.differences.first { $0.ibID == "bar" })
    #expect(bar.name == "Bar")
    #expect(bar.line == 32)
    #expect(bar.stored == Rect(x: 20, y: 150, width: 100, height: 20))
    #expect(bar.solved == Rect(x: 24, y: 150, width: 100, height: 20))
    #expect(bar.edges == [.init(edge: "left", delta: 4), .init(edge: "right", delta: 4)])
    #expect(bar.cause == nil)
    #expect(bar.counted)
    let ghost = try #require(comparison.differences.first { $0.ibID == "ghost" })
    #expect(ghost.cause == .misplacedInIB)
    #expect(!ghost.counted)
    #expect(ghost.solved == Rect(x: 200, y: 150, width: 10, height: 10))
    let label = try #require(comparison.differences.first { $0.ibID == "hi" })
    #expect(label.cause == .textMeasuredInAnotherFont)
    #expect(label.edges.map(\.edge) == ["right"])
    // A tolerance of 5 points takes Bar in (its edges are 4 off).
    let loose = try Self.compare(recipe, tolerance: 5)
    #expect(loose.summary == "3 of 4 views at Interface Builder's frames (within 5 pt)")
    #expect(loose.differences.map(\.ibID) == ["ghost", "hi"])
  }

  @Test("text in a family that is not installed is put down to that family; an installed one to no font")
  func textInMissingFont() throws {
    // The fixture's "Hi" label (stored 300 wide, hugging its text) in an app's own font.
    let xml = try #require(String(data: try ImportSupport.fixture("StoredFrames.xib"), encoding: .utf8))
    let system = #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#
    #expect(xml.contains(system))
    let brand =
      #"<fontDescription key="fontDescription" name="Brand-Regular" family="Brand" pointSize="17"/>"#
    let named = xml.replacingOccurrences(of: system, with: brand)
    let recipe = try Self.imported(Data(named.utf8), name: "StoredFrames.xib")
    let solved = try ImportSupport.solved(recipe, variant: .canvas)
    let missing = solved.comparison(missingFonts: ["Brand": "Inter"])
    let label = try #require(missing.differences.first { $0.ibID == "hi" })
    #expect(label.cause == .textInMissingFont(family: "Brand", drawnIn: "Inter"))
    #expect(
      label.cause?.text == "its size comes from text in Brand, which is not installed: measured in Inter")
    #expect(label.cause?.kind == "textFontNotInstalled")
    // Installed: IB and we measured the same font, so the font is not the cause.
    let installed = solved.comparison()
    #expect(try #require(installed.differences.first { $0.ibID == "hi" }).cause == nil)
  }

  @Test("a view the importer approximates, or leaves out, says so")
  func approximationAndMissing() throws {
    let recipe = try Self.imported(try ImportSupport.fixture("StoredFrames.xib"), name: "StoredFrames.xib")
    var stored = recipe.storedFrames.map { frame in
      var copy = frame
      if copy.ibID == "bar" { copy.approximation = "a <slider> imported as a plain view" }
      return copy
    }
    stored.append(
      StoredFrame(ibID: "nowhere", element: "view", line: 99, frame: Rect(x: 0, y: 0, width: 5, height: 5)))
    let comparison = try Self.compare(recipe, stored: stored)
    #expect(
      comparison.differences.first { $0.ibID == "bar" }?.cause
        == .approximation("a <slider> imported as a plain view"))
    let missing = try #require(comparison.differences.first { $0.ibID == "nowhere" })
    #expect(missing.cause == .notImported)
    #expect(missing.solved == nil)
    #expect(missing.name == "<view>")
    #expect(comparison.counted == 5)
    #expect(comparison.within == 2)
  }

  @Test("IB's ambiguous views are read and not counted (relay-login's sign-up label)")
  func ambiguousInIB() throws {
    let result = try ImportSupport.importShared("relay-login/Login.storyboard")
    let stored = result.recipes.flatMap(\.storedFrames)
    let label = try #require(stored.first { $0.ibID == "bJ6-J4-nSo" })
    #expect(label.isAmbiguous)
    #expect(!label.isIBSolution)
  }

  @Test(
    "the canvas's variant: Any-Any on the 600 x 600 canvas; SizeClasses' views and DifferingHeightViews at IB's frames"
  )
  func canvasVariant() throws {
    for name in ["apple-cookbook/SizeClasses.storyboard", "apple-cookbook/ButtonsSizeClass.storyboard"] {
      let file = try ImportSupport.shared(name)
      #expect(try Self.imported(file.data, name: file.name).canvasVariant == "Any-Any", "\(name)")
    }
    // SizeClasses: four coloured views and their labels; DifferingHeightViews: three views. IB
    // stored whole points for thirds (Xcode 7), within the 1-point tolerance. The labels are 36-pt
    // black: San Francisco's black is wider than Inter Display's, by 0.035 em per glyph
    // (`VerticalMetrics.sanFranciscoWeightTracking`, fitted on these four labels: docs/
    // typesetting.md, "The system font's weights"), which puts "Blue", "Green" and "Yellow" within
    // 1 pt of the widths IB stored (81, 110.5, 120.5); "Red" (IB 70.5) stays 2 to 3 pt narrow, its
    // capital R wider in San Francisco than the mean glyph.
    let sizeClasses = try ImportSupport.shared("apple-cookbook/SizeClasses.storyboard")
    let coloured = try Self.compare(try Self.imported(sizeClasses.data, name: sizeClasses.name))
    #expect(coloured.counted == 8)
    #expect(coloured.within == 7, "\(coloured.differences)")
    #expect(coloured.differences.map(\.ibID.rawValue) == ["koF-1p-Xt1"])
    for difference in coloured.differences {
      let width = difference.solved?.width ?? .infinity
      #expect(width < difference.stored.width - 1 && width > difference.stored.width - 3, "\(difference)")
    }
    let differing = try ImportSupport.shared("treehouse-cookbook/DifferingHeightViews.storyboard")
    let three = try Self.compare(try Self.imported(differing.data, name: differing.name))
    #expect(three.summary == "3 of 3 views at Interface Builder's frames (within 1 pt)")
  }
}
