import Layout
import TestSupport
import Testing

/// COOKBOOK.md B1-B2 (self-sizing cells) with the fake measurer: 17 pt text is 8.5 pt per
/// character, 20 per line, baseline 16. A cell's content view has 8 pt margins; the cell's
/// height is the fitting height (height 0 at priority 50 gives way to everything else).
@Suite("Cookbook B1-B2: self-sizing cells")
struct CookbookCellTests {
  static let quote = "Imagination is more important than knowledge."

  /// B1: Author Label (Headline) and Quote Label (Body, lines 0) in a cell's content view.
  /// Constraints in order: A, C (unless `withoutC`), E, then leading/trailing to the margins.
  static func quoteCell(width: Double, withoutC: Bool = false) -> (SceneBuilder, ViewID, ViewID, ViewID) {
    var b = SceneBuilder(Scene.cell(width: width))
    let content = b.view("Content View", .contentView)
    let author = b.label("Author Label", "Albert Einstein", parent: content, font: .style(.headline))
    let quote = b.label("Quote Label", Self.quote, parent: content, font: .style(.body), lines: 0)
    b.add(anchor(author, .top), .equal, anchor(content, .topMargin), identifier: "A")
    if !withoutC { b.add(anchor(quote, .top), .equal, anchor(author, .bottom), 8, identifier: "C") }
    b.add(anchor(content, .bottomMargin), .equal, anchor(quote, .bottom), identifier: "E")
    for v in [author, quote] {
      b.add(anchor(v, .leading), .equal, anchor(content, .leadingMargin))
      b.add(anchor(v, .trailing), .equal, anchor(content, .trailingMargin))
    }
    return (b, content, author, quote)
  }

  @Test("B1 quote cell: the fitting height follows the wrapped quote", arguments: [375.0, 200.0])
  func quoteCellFits(width: Double) throws {
    let (b, content, author, quote) = Self.quoteCell(width: width)
    let r = try b.solve()
    // Labels span the margins: x 8, width - 16 (359 or 184). The quote (45 characters:
    // Imagination 11, is 2, more 4, important 9, than 4, knowledge. 10) wraps greedily:
    // at 359 (42 characters a line): "Imagination is more important than" (34) / "knowledge."
    //   -> 2 lines, 40 high;
    // at 184 (21 characters): "Imagination is more" (19) / "important than" (14) /
    //   "knowledge." -> 3 lines, 60 high.
    // Vertical: author y = 8 (A), height 20; quote y = 28 + 8 = 36 (C); bottom margin (E):
    // cell height = 36 + quoteHeight + 8.
    let quoteHeight: Double = width == 375 ? 40 : 60
    #expect(same(r.frame(author), rect(8, 8, width - 16, 20)))
    #expect(same(r.frame(quote), rect(8, 36, width - 16, quoteHeight)))
    #expect(same(r.frame(content), rect(0, 0, width, 44 + quoteHeight)))
    #expect(r.fittingSize == Size(width: width, height: 44 + quoteHeight))
    #expect(r[quote].textMeasurement?.lineCount == (width == 375 ? 2 : 3))
    // Pass 1 measures the quote on one line; pass 2 at the solved width; the re-measure
    // after pass 2 agrees, so it stops.
    #expect(r.passes == 2)
    #expect(r.diagnoses.isEmpty)
  }

  @Test("fittingSize(of:width:) re-asks the same cell at another width")
  func fittingAtWidth() throws {
    let (b, _, _, _) = Self.quoteCell(width: 375)
    // At 200 the quote takes 3 lines (see above): 36 + 60 + 8 = 104.
    let fitted = try LayoutEngine.fittingSize(of: b.scene, width: 200, measure: FakeMeasurer.measure)
    #expect(fitted.size == Size(width: 200, height: 104))
  }

  @Test("B1 without C: the cell's height is ambiguous and falls back to the 44 pt row")
  func quoteCellWithoutC() throws {
    let (b, content, author, quote) = Self.quoteCell(width: 375, withoutC: true)
    let r = try b.solve()
    // Nothing ties the quote to the author: its top, and with it the cell's height, are free.
    let report = try #require(r.ambiguity)
    #expect(
      report.entries == [
        .init(view: content, dimensions: [.height]), .init(view: quote, dimensions: [.minY]),
      ])
    #expect(report.rootDimensions == [.height])
    // Variables: view i has ids 4i (minX), 4i+1 (minY), 4i+2 (Width), 4i+3 (Height).
    #expect(
      report.trace.contains(
        "|   |   *UILabel:'Quote Label' - AMBIGUOUS LAYOUT for UILabel:'Quote Label'.minY{id: 9}"))
    #expect(
      report.trace.hasPrefix("•*UITableViewCell:'Cell' - AMBIGUOUS LAYOUT for UITableViewCell:'Cell'.Height"))
    #expect(report.alternatives.count == 2 && report.alternatives[0] != report.alternatives[1])
    // As the seed says, the table then uses its default row height (44): the quote's bottom
    // is 44 - 8 = 36 and its top 36 - 40 = -4, over the author (8...28).
    #expect(r.fittingSize == nil)
    #expect(r.rootFrame.height == 44)
    #expect(same(r.frame(quote), rect(8, -4, 359, 40)))
    #expect(r.frame(quote).maxY > r.frame(author).minY)
  }

  @Test("B1 with an image view between the labels: it needs an explicit height")
  func quoteCellWithImage() throws {
    var b = SceneBuilder(Scene.cell(width: 375))
    let content = b.view("Content View", .contentView)
    let author = b.label("Author Label", "Albert Einstein", parent: content, font: .style(.headline))
    let image = b.view("Photo", .imageView, parent: content)
    let quote = b.label("Quote Label", Self.quote, parent: content, font: .style(.body), lines: 0)
    b.add(anchor(author, .top), .equal, anchor(content, .topMargin))
    b.add(anchor(image, .top), .equal, anchor(author, .bottom), 8)
    b.add(anchor(image, .height), .equal, nil, 100)
    b.add(anchor(quote, .top), .equal, anchor(image, .bottom), 8)
    b.add(anchor(content, .bottomMargin), .equal, anchor(quote, .bottom))
    for v in [author, image, quote] {
      b.add(anchor(v, .leading), .equal, anchor(content, .leadingMargin))
      b.add(anchor(v, .trailing), .equal, anchor(content, .trailingMargin))
    }
    let r = try b.solve()
    // 8 + 20 (author) + 8 + 100 (image) + 8 + 40 (quote, 2 lines) + 8 = 192.
    #expect(same(r.frame(image), rect(8, 36, 359, 100)))
    #expect(same(r.frame(quote), rect(8, 144, 359, 40)))
    #expect(r.fittingSize?.height == 192)
  }

  static let shortMessage = "Hi there"
  static let longMessage = "Are we still meeting for lunch tomorrow at the usual place near the office?"

  /// B2: Message Label in Bubble Image View (no image) in Content View.
  static func bubbleCell(width: Double, message: String, sent: Bool) -> (SceneBuilder, ViewID, ViewID) {
    var b = SceneBuilder(Scene.cell(width: width))
    let content = b.view("Content View", .contentView)
    let bubble = b.view("Bubble Image View", .imageView, parent: content)
    let label = b.view("Message Label", .label, parent: bubble) {
      $0.text = message
      $0.numberOfLines = 0
      $0.textColor = .white
    }
    b.add(anchor(content, .top), .equal, anchor(bubble, .top), -10)
    b.add(anchor(content, .bottom), .equal, anchor(bubble, .bottom), 10)
    b.add(anchor(bubble, .top), .equal, anchor(label, .top), -5)
    b.add(anchor(bubble, .bottom), .equal, anchor(label, .bottom), 5)
    if sent {
      b.add(anchor(content, .trailing), .equal, anchor(bubble, .trailing), 20)
      b.add(anchor(content, .leading), .lessThanOrEqual, anchor(bubble, .leading), -20)
      b.add(anchor(bubble, .trailing), .equal, anchor(label, .trailing), 20)
      b.add(anchor(bubble, .leading), .equal, anchor(label, .leading), -10)
    } else {
      b.add(anchor(content, .trailing), .greaterThanOrEqual, anchor(bubble, .trailing), 20)
      b.add(anchor(content, .leading), .equal, anchor(bubble, .leading), -20)
      b.add(anchor(bubble, .trailing), .equal, anchor(label, .trailing), 10)
      b.add(anchor(bubble, .leading), .equal, anchor(label, .leading), -20)
    }
    return (b, bubble, label)
  }

  @Test("B2 received bubble, short and long, at 375 and 320", arguments: [375.0, 320.0])
  func receivedBubble(width: Double) throws {
    // Label x = 20 + 20 = 40; its trailing <= width - 20 - 10, so it is at most width - 70 wide.
    // Short "Hi there": 8 x 8.5 = 68 wide, one line. Bubble = label grown by 20/10 sideways
    // and 5 vertically; the cell adds 10 above and below.
    let (short, shortBubble, shortLabel) = Self.bubbleCell(
      width: width, message: Self.shortMessage, sent: false)
    let s = try short.solve()
    #expect(same(s.frame(shortLabel), rect(40, 15, 68, 20)))
    #expect(same(s.frame(shortBubble), rect(20, 10, 98, 30)))
    #expect(s.fittingSize?.height == 50)
    // Long (75 characters): max width 305 at 375 (35 characters a line): "Are we still meeting
    // for lunch" (30) / "tomorrow at the usual place near" (32) / "the office?" -> 272 wide;
    // max 250 at 320 (29 characters): "Are we still meeting for" (24) / "lunch tomorrow at the
    // usual" (27) / "place near the office?" (22) -> 229.5 wide. Three lines: 60 high.
    // Pass 2 hugs the label to that width; re-measuring there gives the same lines.
    let (long, longBubble, longLabel) = Self.bubbleCell(width: width, message: Self.longMessage, sent: false)
    let l = try long.solve()
    let w = width == 375 ? 272.0 : 229.5
    #expect(same(l.frame(longLabel), rect(40, 15, w, 60)))
    #expect(same(l.frame(longBubble), rect(20, 10, w + 30, 70)))
    #expect(l.fittingSize?.height == 90)
    #expect(l.ambiguity == nil)
  }

  @Test("B2 sent bubble, short and long, at 375 and 320", arguments: [375.0, 320.0])
  func sentBubble(width: Double) throws {
    // Bubble trailing = width - 20, label trailing = width - 40; label leading >= 30, so the
    // label is at most width - 70 wide again: widths as in the received cell.
    let (short, shortBubble, shortLabel) = Self.bubbleCell(
      width: width, message: Self.shortMessage, sent: true)
    let s = try short.solve()
    #expect(same(s.frame(shortLabel), rect(width - 40 - 68, 15, 68, 20)))
    #expect(same(s.frame(shortBubble), rect(width - 40 - 78, 10, 98, 30)))
    let (long, longBubble, longLabel) = Self.bubbleCell(width: width, message: Self.longMessage, sent: true)
    let l = try long.solve()
    let w = width == 375 ? 272.0 : 229.5
    #expect(same(l.frame(longLabel), rect(width - 40 - w, 15, w, 60)))
    #expect(same(l.frame(longBubble), rect(width - 50 - w, 10, w + 30, 70)))
    #expect(l.fittingSize?.height == 90)
  }
}
