import Layout
import TestSupport
import Testing

@testable import Recipe

/// One solved variant of a book file.
struct SolvedVariant {
  /// The variant.
  var variant: LoweredVariant
  /// The engine's answer.
  var result: LayoutResult

  /// The error diagnoses (invalid, unsatisfiable, ambiguous).
  var errors: [Diagnosis] { result.diagnoses.filter(\.isError) }

  /// The names of the views the ambiguity reports name, in view order.
  var ambiguousViews: [String] {
    result.diagnoses.flatMap { diagnosis -> [String] in
      guard case .ambiguous(let report) = diagnosis else { return [] }
      return report.entries.map { variant.scene.views[$0.view.rawValue].name.spelling }
    }
  }

  /// The numbers of the scene constraints whose status is a broken optional.
  var brokenOptionalNumbers: [Int] {
    zip(variant.scene.constraints, result.constraints.map(\.status)).compactMap { constraint, status in
      if case .brokenOptional = status { return constraint.number }
      return nil
    }
  }

  /// The frame of a view by name.
  func frame(_ name: String) -> Rect? {
    variant.scene.viewID(named: ViewName(name)).map { result[$0].frame }
  }
}

/// Compiles and solves every variant of a book file with the fake measurer.
func solveBook(_ name: String) throws -> [String: SolvedVariant] {
  let compiled = RecipeCompiler.compile(Book.text(name), fileName: name)
  try #require(!compiled.hasErrors)
  var solved: [String: SolvedVariant] = [:]
  for variant in compiled.variants {
    solved[variant.name] = SolvedVariant(
      variant: variant,
      result: try LayoutEngine.solve(variant.scene, measure: FakeMeasurer.measureProportional))
  }
  return solved
}

@Suite("The book solves with the diagnoses COOKBOOK.md describes")
struct BookSolvingTests {
  /// The variants meant to be broken and the views their ambiguity must name (COOKBOOK.md: B1
  /// without C cannot compute the height, so the content view's height and the quote's top are
  /// free; C3's long texts with equal resistance and D3's equal
  /// hugging leave a split undecided).
  static let broken: [String: [String: [String]]] = [
    "b1-quote-cell.recipe": ["Without C": ["Content View", "Quote Label"]],
    "c3-value1-cell.recipe": ["Long texts": ["Text Label", "Detail Text Label"]],
    "d3-content-hugging-and-compression-resistance.recipe": ["Equal hugging": ["Image", "Label"]],
  ]

  @Test(
    "every variant solves; only the broken ones have error diagnoses",
    arguments: BookParsingTests.expectedFiles)
  func diagnoses(name: String) throws {
    let solved = try solveBook(name)
    for (variantName, variant) in solved.sorted(by: { $0.key < $1.key }) {
      let expected = Self.broken[name]?[variantName]
      if let expected {
        #expect(variant.ambiguousViews == expected, "\(name) / \(variantName)")
        #expect(variant.errors.count == 1, "\(name) / \(variantName): \(variant.errors.map(\.message))")
      } else {
        #expect(variant.errors.isEmpty, "\(name) / \(variantName): \(variant.errors.map(\.message))")
      }
    }
  }

  @Test("A2: the shorter control's optional top breaks (5 at 17 pt, 7 at 36 pt)")
  func a2() throws {
    // Fake measurer: a 17 pt label is 20.4 high (< the text field's 30), a 36 pt one 43.2 (> 30).
    let solved = try solveBook("a2-dynamic-height-label-and-text-field.recipe")
    #expect(solved["17 pt label"]?.brokenOptionalNumbers == [5])
    #expect(solved["36 pt label"]?.brokenOptionalNumbers == [7])
  }

  @Test("A4: label pairs break at 17 pt, text field pairs at 36 pt")
  func a4() throws {
    // At 17 pt the text fields (30) are taller, so each label's optional top (16, 20, 24) gives;
    // at 36 pt the labels are taller and the fields' (18, 22, 26) give.
    let solved = try solveBook("a4-dynamic-height-columns.recipe")
    #expect(solved["17 pt labels"]?.brokenOptionalNumbers == [16, 20, 24])
    #expect(solved["36 pt labels"]?.brokenOptionalNumbers == [18, 22, 26])
  }

  @Test("A3: the labels come out equally wide, as wide as the longest label")
  func a3() throws {
    let solved = try #require(try solveBook("a3-fixed-height-columns.recipe")["default"])
    let widths = ["First Name Label", "Middle Name Label", "Last Name Label"].compactMap {
      solved.frame($0)?.size.width
    }
    // "Middle Name" is 11 characters of 8.5 points at 17 pt: 93.5.
    #expect(widths == [93.5, 93.5, 93.5])
  }

  @Test("A7: narrow, the long button is compressed; wide, it keeps its title's width")
  func a7() throws {
    let solved = try solveBook("a7-two-buttons-with-equal-spacing.recipe")
    // The long title is 24 characters of 7.5 points at 15 pt: 180. At 320 points the dummy views
    // are at least 16 wide (constraints 12-14 with 16-point margins): buttons (320 - 48) / 2 = 136.
    let narrow = try #require(solved["Narrow"])
    #expect(narrow.frame("Long Button")?.size.width == 136)
    #expect(narrow.frame("Short Button")?.size.width == 136)
    // At 667 the buttons stop at 180 and the three dummy views share 667 - 360.
    let wide = try #require(solved["Wide"])
    #expect(wide.frame("Long Button")?.size.width == 180)
    let dummy = try #require(wide.frame("Center Dummy View")?.size.width)
    #expect(abs(dummy - 307.0 / 3) < 1e-6)
  }

  @Test("A8: Compact-Regular stacks the buttons, Any-Any puts them side by side")
  func a8() throws {
    let solved = try solveBook("a8-two-buttons-with-size-class-based-layouts.recipe")
    let stacked = try #require(solved["Compact-Regular"])
    let short = try #require(stacked.frame("Short Button"))
    let long = try #require(stacked.frame("Long Button"))
    // Both span the margins (16 to 359) and Long sits 8 below Short.
    #expect((short.origin.x, short.size.width) == (16, 343))
    #expect((long.origin.x, long.size.width) == (16, 343))
    #expect(long.origin.y == short.origin.y + short.size.height + 8)
    let sideBySide = try #require(solved["Any-Any"])
    let left = try #require(sideBySide.frame("Short Button"))
    let right = try #require(sideBySide.frame("Long Button"))
    #expect(left.origin.y == right.origin.y)
    #expect(right.origin.x == left.origin.x + left.size.width + 8)
  }

  @Test("B1: the cell height follows the chain A, C, E; without C it falls back to 44")
  func b1() throws {
    let solved = try solveBook("b1-quote-cell.recipe")
    let normal = try #require(solved["Normal"])
    // The quote wraps at 375 - 2 x 8 = 359 points in 8.5-point characters (fake measurer).
    let quote = try #require(normal.variant.scene.views.first { $0.name.spelling == "Quote Label" }?.text)
    let lines = FakeMeasurer.wrap(quote, maxWidth: 359, advance: 8.5).count
    // Heights round up to the 2x pixel grid: 20.4 -> 20.5 per headline line; body lines 20.4 each.
    let quoteHeight = (20.4 * Double(lines) * 2).rounded(.up) / 2
    #expect(normal.result.fittingSize?.height == 8 + 20.5 + 8 + quoteHeight + 8)
    let withoutC = try #require(solved["Without C"])
    #expect(withoutC.result.fittingSize == nil)
    #expect(withoutC.result.rootFrame.size.height == 44)
    // The overlap the seed describes: the quote's top is above the author's bottom.
    let author = try #require(withoutC.frame("Author Label"))
    let quoteFrame = try #require(withoutC.frame("Quote Label"))
    #expect(quoteFrame.origin.y < author.origin.y + author.size.height)
  }

  @Test("D: sizes from content, a long label with and without a trailing edge, a progress view")
  func d() throws {
    // D1: "Intrinsic content size" is 22 characters of 8.5 points (17 pt): 187 wide, at (24, 24);
    // "Button" is 6 characters of 7.5 points (15 pt) = 45 wide and 18 + 2 x 6 = 30 high.
    let d1 = try #require(try solveBook("d1-intrinsic-size-by-position.recipe")["default"])
    #expect(d1.frame("Label") == Rect(x: 24, y: 24, width: 187, height: 20.5))
    #expect(d1.frame("Button")?.size == Size(width: 45, height: 30))
    // D2: without a right edge the label is as wide as its text and runs past 375; with one
    // it is 375 - 2 x 24 = 327 wide and wraps onto several lines.
    let d2 = try solveBook("d2-long-label-trailing-constraint.recipe")
    let unbounded = try #require(d2["Without trailing constraint"]?.frame("Label"))
    #expect(unbounded.origin.x + unbounded.size.width > 375)
    let wrapped = try #require(d2["With trailing constraint"]?.frame("Label"))
    #expect(wrapped.size.width == 327)
    #expect(wrapped.size.height > 20.5)
    // D4: no intrinsic width, height 4; the margins (16) give the width 343.
    let d4 = try #require(try solveBook("d4-progress-view.recipe")["default"])
    #expect(d4.frame("Progress View")?.size == Size(width: 343, height: 4))
  }

  @Test("C3: with the detail label's resistance at 749 the text label keeps its width")
  func c3() throws {
    let solved = try #require(try solveBook("c3-value1-cell.recipe")["Long texts, detail gives way"])
    // "A long title that takes the row" is 31 characters of 8.5 points: 263.5, at x = 10. The
    // detail label ends at 375 - 10 and starts 10 after the title: 375 - 10 - 263.5 - 10 - 10 = 81.5.
    #expect(solved.frame("Text Label")?.size.width == 263.5)
    #expect(solved.frame("Detail Text Label")?.size.width == 81.5)
  }

  @Test("B2: received bubbles start 20 from the left, sent ones end 20 from the right")
  func b2() throws {
    let solved = try solveBook("b2-chat-bubble-cells.recipe")
    for name in ["Left, short", "Left, long"] {
      #expect(solved[name]?.frame("Bubble")?.origin.x == 20)
    }
    for name in ["Right, short", "Right, long"] {
      let bubble = try #require(solved[name]?.frame("Bubble"))
      #expect(bubble.origin.x + bubble.size.width == 355)
    }
    // "Hi!" is 3 characters of 8.5 points: the left bubble is 20 + 25.5 + 10 wide.
    #expect(solved["Left, short"]?.frame("Bubble")?.size.width == 55.5)
    // The long message wraps: its cell is taller than the short one's.
    let short = try #require(solved["Left, short"]?.result.fittingSize?.height)
    let long = try #require(solved["Left, long"]?.result.fittingSize?.height)
    #expect(long > short)
  }

  @Test("B3: the cell grows with the text size")
  func b3() throws {
    let solved = try solveBook("b3-self-sizing-cell-with-dynamic-type.recipe")
    let heights = try ["Smallest", "Large", "Largest accessibility"].map {
      try #require(solved[$0]?.result.fittingSize?.height)
    }
    #expect(heights[0] < heights[1])
    #expect(heights[1] < heights[2])
  }

  @Test("A8's uninstalled constraints are reported as not installed")
  func notInstalled() throws {
    let stacked = try #require(
      try solveBook("a8-two-buttons-with-size-class-based-layouts.recipe")["Compact-Regular"])
    let statuses = zip(stacked.variant.scene.constraints, stacked.result.constraints.map(\.status))
    #expect(statuses.filter { $0.1 == .notInstalled }.compactMap(\.0.number) == [2, 5])
  }
}
