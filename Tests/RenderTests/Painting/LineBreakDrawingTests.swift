import Foundation
import Layout
import Pipeline
import Recipe
import Render
import TestSupport
import Testing

/// A label squeezed below its text's width (a required `Width = 89.5` beats its compression
/// resistance) draws what its line-break mode shows. Expectations come from hb-shape's advances
/// of the text and of "…" in Inter at 17 pt, not from our shaper: the greedy cut is recomputed
/// here by hand from those advances. The label names the family "Inter" (not the system font,
/// whose stand-in adds San Francisco's tracking to every advance), so hb-shape's advances are the
/// drawn ones.
@Suite("Line-break modes in the figure")
struct LineBreakDrawingTests {
  static let text = "Hello world"
  static let width = 89.5

  /// The recipe: one label at (20, 40), `width` points wide, in `mode` (nil: the default), with
  /// `properties` (a button's `contentInsets`) after its font.
  static func recipe(
    _ mode: String?, kind: String = "label", width: Double = width, properties: String = ""
  ) -> String {
    let content = kind == "button" ? "title" : "text"
    return """
      recipe "Squeezed"
      scene 375 x 120
      \(kind) "Greeting" \(content) "\(text)" font "Inter" 17\(properties)\(mode.map { " lineBreak \($0)" } ?? "")
      1. Greeting.Top = Superview.Top + 40
      2. Greeting.Leading = Superview.Leading + 20
      3. Greeting.Width = \(width)
      """
  }

  /// The label's glyph runs in the figure of `source`, and its solved width.
  static func drawn(_ source: String) throws -> (runs: [DisplayGlyphRun], group: DisplayGroup, width: Double)
  {
    let compiled = RecipeCompiler.compile(source, fileName: "squeezed.recipe")
    try #require(!compiled.hasErrors, "\(compiled.diagnostics)")
    let recipe = LoadedRecipe(path: "squeezed.recipe", source: source, compiled: compiled)
    let solved = try SolvedVariant.solve(recipe, measure: Fixtures.measurer.closure)
    let width = solved[0].result[ViewID(0)].frame.width
    let list = try Support.renderer.displayList(for: Figure(recipe: recipe, solved: solved))
    let group = try Support.group(list, .panel(0, .view(ViewID(0))))
    return (Support.runs(in: group.items), group, width)
  }

  /// hb-shape's glyphs of `text` in the font file the figure draws with, at 17 pt.
  static func hbShape(_ text: String, font path: String) throws -> [(
    id: UInt32, cluster: Int, advance: Double
  )] {
    try HBShape.glyphs(text, font: path, fontSize: 17000).map {
      (UInt32(truncatingIfNeeded: $0.glyph), $0.cluster, Double($0.xAdvance) / 1000)
    }
  }

  /// The advances of "Hello world" by character (ASCII: clusters are character offsets) and
  /// the glyph ids, plus "…" alone.
  struct Oracle {
    var ids: [UInt32]
    var advances: [Double]
    var ellipsis: (id: UInt32, advance: Double)

    init(font path: String) throws {
      let glyphs = try LineBreakDrawingTests.hbShape(LineBreakDrawingTests.text, font: path)
      #expect(glyphs.map(\.cluster) == Array(0..<LineBreakDrawingTests.text.count), "one glyph per character")
      ids = glyphs.map(\.id)
      advances = glyphs.map(\.advance)
      let dots = try LineBreakDrawingTests.hbShape("…", font: path)
      ellipsis = (dots[0].id, dots[0].advance)
    }

    /// Width of characters `range` without its trailing spaces (they hang past the edge).
    func width(_ range: Range<Int>) -> Double {
      var end = range.upperBound
      while end > range.lowerBound, LineBreakDrawingTests.character(end - 1) == " " { end -= 1 }
      return advances[range.lowerBound..<end].reduce(0, +)
    }
  }

  static func character(_ i: Int) -> Character { text[text.index(text.startIndex, offsetBy: i)] }

  static func fontPath(_ runs: [DisplayGlyphRun]) throws -> String {
    try #require(runs.first?.font.path)
  }

  @Test("A squeezed label (default: truncate the tail) draws \"Hello wor…\" within its 89.5 points")
  func tailTruncation() throws {
    let (runs, _, width) = try Self.drawn(Self.recipe(nil))
    #expect(width == Self.width)
    let oracle = try Oracle(font: try Self.fontPath(runs))
    // The longest prefix that fits with "…" (trailing spaces dropped before it).
    var kept = 0
    for k in 1...Self.text.count where oracle.width(0..<k) + oracle.ellipsis.advance <= Self.width {
      kept = k
    }
    // By hand: "Hello wor" 75.438 + "…" 13.957 = 89.395 <= 89.5 < 79.471 + 13.957 ("Hello worl…").
    #expect(kept == 9, "\"Hello wor…\" at Inter 17 fits 89.5 pt, \"Hello worl…\" does not")
    let glyphs = runs.flatMap(\.glyphs)
    #expect(glyphs.map(\.id) == Array(oracle.ids[0..<kept]) + [oracle.ellipsis.id])
    let drawnWidth = glyphs.last!.position.x + oracle.ellipsis.advance - glyphs[0].position.x
    #expect(abs(drawnWidth - (oracle.width(0..<kept) + oracle.ellipsis.advance)) < 0.01)
    #expect(drawnWidth <= Self.width)
  }

  @Test("truncateHead keeps the end: \"…llo world\" (\"…\" + as many characters from the end as fit)")
  func headTruncation() throws {
    let runs = try Self.drawn(Self.recipe("truncateHead")).runs
    let oracle = try Oracle(font: try Self.fontPath(runs))
    let n = Self.text.count
    var from = n - 1
    while from > 0, oracle.width(from - 1..<n) + oracle.ellipsis.advance <= Self.width { from -= 1 }
    while Self.character(from) == " " { from += 1 }
    let glyphs = runs.flatMap(\.glyphs)
    #expect(glyphs.map(\.id) == [oracle.ellipsis.id] + Array(oracle.ids[from..<n]))
    #expect(glyphs.last!.position.x + oracle.advances[n - 1] - glyphs[0].position.x <= Self.width)
  }

  @Test("truncateMiddle keeps both ends, one character from each side in turn, while they fit")
  func middleTruncation() throws {
    let runs = try Self.drawn(Self.recipe("truncateMiddle")).runs
    let oracle = try Oracle(font: try Self.fontPath(runs))
    let n = Self.text.count
    var left = 0
    var right = n
    var stopped = (left: false, right: false)
    var leftsTurn = true
    func fits(_ l: Int, _ r: Int) -> Bool {
      oracle.width(0..<l) + oracle.width(r..<n) + oracle.ellipsis.advance <= Self.width
    }
    while !(stopped.left && stopped.right), left + 1 < right {
      if leftsTurn, !stopped.left {
        if fits(left + 1, right) { left += 1 } else { stopped.left = true }
      } else if !leftsTurn, !stopped.right {
        if fits(left, right - 1) { right -= 1 } else { stopped.right = true }
      }
      leftsTurn.toggle()
    }
    // Spaces next to "…" are dropped.
    while left > 0, Self.character(left - 1) == " " { left -= 1 }
    while right < n - 1, Self.character(right) == " " { right += 1 }
    let glyphs = runs.flatMap(\.glyphs)
    #expect(
      glyphs.map(\.id) == Array(oracle.ids[0..<left]) + [oracle.ellipsis.id] + Array(oracle.ids[right..<n]))
    #expect(left > 0 && right < n, "both ends are shown")
  }

  @Test("A button's title truncates in its middle by default, as UIButton's title label does")
  func buttonDefaultsToTheMiddle() throws {
    // The title is 15 pt (about 79 pt wide): 60 points squeeze it.
    let button = try Self.drawn(Self.recipe(nil, kind: "button", width: 60)).runs
    let middle = try Self.drawn(Self.recipe("truncateMiddle", kind: "button", width: 60)).runs
    let tail = try Self.drawn(Self.recipe("truncateTail", kind: "button", width: 60)).runs
    #expect(button.flatMap(\.glyphs).map(\.id) != tail.flatMap(\.glyphs).map(\.id))
    #expect(button.flatMap(\.glyphs).map(\.id) == middle.flatMap(\.glyphs).map(\.id))
    let oracle = try Oracle(font: try Self.fontPath(button))
    #expect(button.flatMap(\.glyphs).contains { $0.id == oracle.ellipsis.id })
  }

  @Test("A button's title is cut inside its content insets: 10 + 10 leave \"Hello w…\" of 99.5 points")
  func buttonTitleTruncatesInsideItsContentInsets() throws {
    // UIButton lays its title out in contentRect(forBounds:), the bounds less the content insets:
    // 99.5 - 10 - 10 = 79.5 points. Cut at the tail there (hb-shape's advances): "Hello w"
    // 58.969 + "…" 13.957 = 72.926 fits, "Hello wo" 69.111 + 13.957 = 83.068 does not (the whole
    // 99.5 would have kept "Hello worl…", 79.471 + 13.957 = 93.428). The cut title is centred in
    // the content rect, which starts 10 points inside the button's frame.
    let (runs, group, width) = try Self.drawn(
      Self.recipe("truncateTail", kind: "button", width: 99.5, properties: " contentInsets 0 10 0 10"))
    #expect(width == 99.5)
    let oracle = try Oracle(font: try Self.fontPath(runs))
    var kept = 0
    for k in 1...Self.text.count where oracle.width(0..<k) + oracle.ellipsis.advance <= 79.5 { kept = k }
    #expect(kept == 7, "\"Hello w…\" fits 79.5 pt, \"Hello wo…\" does not")
    let glyphs = runs.flatMap(\.glyphs)
    #expect(glyphs.map(\.id) == Array(oracle.ids[0..<kept]) + [oracle.ellipsis.id])
    // Centred in the content rect: the line's box (pen start to end) has its middle at
    // 10 + 79.5 / 2 = 49.75 points inside the frame and stays inside the insets.
    let frame = try Self.buttonFrame(group)
    let line = try #require(runs.first?.bounds)
    #expect(abs(line.midX - (frame.x + 49.75)) < 0.01, "\(line)")
    #expect(line.x >= frame.x + 10 && line.maxX <= frame.maxX - 10, "\(line) in \(frame)")
  }

  @Test("A button's title is centred in its content rect: leading inset 40 moves it 20 points right")
  func buttonTitleIsCentredInsideItsContentInsets() throws {
    // 200 points wide, insets 40 at the leading side only: the content rect is the frame's last
    // 160 points, and the whole title (hb-shape: 90.024 points) starts 40 + (160 - 90.024) / 2
    // inside the frame, where the frame's centre would have put it at (200 - 90.024) / 2, 20
    // points left.
    let (runs, group, _) = try Self.drawn(
      Self.recipe(nil, kind: "button", width: 200, properties: " contentInsets 0 40 0 0"))
    let oracle = try Oracle(font: try Self.fontPath(runs))
    let glyphs = runs.flatMap(\.glyphs)
    #expect(glyphs.map(\.id) == oracle.ids)
    let whole = oracle.width(0..<Self.text.count)
    let frame = try Self.buttonFrame(group)
    #expect(frame.width == 200)
    #expect(abs(glyphs[0].position.x - (frame.x + 40 + (160 - whole) / 2)) < 0.01, "\(glyphs[0].position.x)")
  }

  /// The button's frame in the figure: its fill, the first rectangle of its group.
  static func buttonFrame(_ group: DisplayGroup) throws -> DisplayRect {
    let fill = group.items.compactMap { item -> DisplayRect? in
      if case .rect(let r) = item { return r.rect } else { return nil }
    }
    return try #require(fill.first)
  }

  @Test("wordWrap shows the words that fit (\"Hello \"), charWrap the characters, neither an ellipsis")
  func wrappingModesCutWithoutEllipsis() throws {
    let words = try Self.drawn(Self.recipe("wordWrap")).runs
    let oracle = try Oracle(font: try Self.fontPath(words))
    // "Hello " (its space hangs) is the first line; "world" would need 90.024 points.
    #expect(words.flatMap(\.glyphs).map(\.id) == Array(oracle.ids[0..<6]))
    let chars = try Self.drawn(Self.recipe("charWrap")).runs
    var kept = 0
    for k in 1...Self.text.count where oracle.width(0..<k) <= Self.width { kept = k }
    #expect(chars.flatMap(\.glyphs).map(\.id) == Array(oracle.ids[0..<kept]))
  }

  @Test(
    "Every mode keeps the intrinsic width: 90.024 (hb-shape) rounded up to the 2x grid is 90.5",
    arguments: ["wordWrap", "charWrap", "clip", "truncateHead", "truncateTail", "truncateMiddle"])
  func intrinsicWidthIgnoresTheMode(mode: String) throws {
    let source = Self.recipe(mode)
    let compiled = RecipeCompiler.compile(source, fileName: "squeezed.recipe")
    let recipe = LoadedRecipe(path: "squeezed.recipe", source: source, compiled: compiled)
    let solved = try SolvedVariant.solve(recipe, measure: Fixtures.measurer.closure)
    #expect(solved[0].result[ViewID(0)].intrinsicSize.width == 90.5)
    #expect(solved[0].result[ViewID(0)].frame.width == Self.width)
  }

  @Test("clip draws the whole text and clips it at the label's frame")
  func clipping() throws {
    let (runs, group, _) = try Self.drawn(Self.recipe("clip"))
    let oracle = try Oracle(font: try Self.fontPath(runs))
    #expect(runs.flatMap(\.glyphs).map(\.id) == oracle.ids)
    let clipped = group.items.compactMap { item -> DisplayGroup? in
      if case .group(let g) = item, g.clip != nil { return g } else { return nil }
    }
    let clip = try #require(clipped.first?.clip)
    #expect(clip.width == Self.width)
    #expect(Support.runs(in: clipped[0].items).count == runs.count)
  }
}
