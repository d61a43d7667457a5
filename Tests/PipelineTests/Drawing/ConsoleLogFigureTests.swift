import ConsoleLog
import Foundation
import Layout
import Pipeline
import Render
import TestSupport
import Testing

/// What a console log's figure shows that its recipe alone cannot: the constraint UIKit broke
/// (red) apart from the rest of the conflicting set, the sizes no listed constraint fixes (dashed
/// outlines and a note), and each constraint in the log's own words under its recipe notation.
///
/// Shared log 22 (an iOS 8 table cell) lists four vertical constraints, 1: `V:|-(16)-[Thonburi]`,
/// 2: `V:[Thonburi]-(16)-[Lorem]`, 3: `Lorem.bottom == contentView.bottom - 16`, 4: the
/// encapsulated height 44, and UIKit broke 2 (`0x17da1a80`). With 2 gone, only the content view's
/// height is fixed (by 4): the log has no horizontal constraint at all, so every width is free,
/// and Thonburi's bottom and Lorem's top are tied to nothing, so both labels' heights are free.
/// 16 + 16 + 16 > 44 needs both labels' heights to be non-negative (the engine's own `height >= 0`,
/// which UIKit does not print: no row of the list).
@Suite struct ConsoleLogFigureTests {
  static func figure(_ prefix: String) throws -> (list: DisplayList, log: ConsoleLogFile) {
    let log = try ConsoleLogFile.load(try SharedLogs.path(prefix))
    let recipe = try #require(log.recipes.first)
    var settings = RenderSettings()
    settings.formats = [.svg]
    let rendering = try FigurePipeline(settings: settings).render(recipe) { _ in }
    return (try #require(rendering.drawings.first).list, log)
  }

  /// Every stroke and fill paint of a group's items, recursively.
  static func paints(_ items: [DisplayItem]) -> [Paint] {
    items.flatMap { item -> [Paint] in
      switch item {
      case .line(let l): return [l.stroke.paint]
      case .rect(let r): return [r.stroke?.paint, r.fill].compactMap { $0 }
      case .group(let g): return paints(g.items)
      default: return []
      }
    }
  }

  static func rects(_ items: [DisplayItem]) -> [RectItem] {
    items.flatMap { item -> [RectItem] in
      switch item {
      case .rect(let r): return [r]
      case .group(let g): return rects(g.items)
      default: return []
      }
    }
  }

  static func texts(_ items: [DisplayItem]) -> [String] {
    items.flatMap { item -> [String] in
      switch item {
      case .glyphs(let run): return [run.text]
      case .group(let g): return texts(g.items)
      default: return []
      }
    }
  }

  /// The figure's first panel, annotated with its log (frames as drawn), and the drawn list.
  static func panel(_ prefix: String) throws -> (panel: Panel, list: DisplayList) {
    let log = try ConsoleLogFile.load(try SharedLogs.path(prefix))
    let recipe = try #require(log.recipes.first)
    var settings = RenderSettings()
    settings.formats = [.svg]
    let rendering = try FigurePipeline(settings: settings).render(recipe) { _ in }
    let figure = Figure(recipe: recipe, solved: rendering.solved)
    return (try #require(figure.panels.first), try #require(rendering.drawings.first).list)
  }

  /// Every text of the list, wrapped lines joined, blank runs one space.
  static func prose(_ list: DisplayList) -> String {
    texts(list.items).joined(separator: " ").split(separator: " ").joined(separator: " ")
  }

  static func view(_ panel: Panel, _ prefix: String) throws -> ViewID {
    ViewID(try #require(panel.scene.views.firstIndex { $0.name.spelling.hasPrefix(prefix) }, "no \(prefix)"))
  }

  static func group(_ list: DisplayList, _ id: DisplayGroupID) throws -> DisplayGroup {
    try #require(list.group(id), "no group \(id)")
  }

  @Test(
    "UIKit's broken constraint is red, the rest of the conflicting set highlighted apart, the legend says which"
  )
  func brokenConstraintApartFromTheSet() throws {
    let (list, _) = try Self.figure("22-")
    let broken = try Self.group(list, .panel(0, .constraint(.number(2), .marks)))
    #expect(Set(Self.paints(broken.items)) == [.role(.conflict)])
    for n in [1, 3, 4] {
      let marks = try Self.group(list, .panel(0, .constraint(.number(n), .marks)))
      #expect(Set(Self.paints(marks.items)) == [.role(.change)], "constraint \(n)")
    }
    let red = try Self.group(list, .legendEntry(.recoveryBroken))
    #expect(Self.texts(red.items) == ["broken by UIKit to recover"])
    #expect(Self.paints(red.items).contains(.role(.conflict)))
    let set = try Self.group(list, .legendEntry(.conflictingSet))
    #expect(Self.texts(set.items) == ["conflicting with it"])
    #expect(Self.paints(set.items).contains(.role(.change)))
    // Red no longer means "conflicting" in this figure, so that entry is not in the legend.
    #expect(list.group(.legendEntry(.conflict)) == nil)
    let row = try Self.group(list, .constraintListRow(.number(2), wording: 1))
    #expect(Self.texts(row.items).contains { $0.hasSuffix("(broken by UIKit)") })
    let row3 = try Self.group(list, .constraintListRow(.number(3), wording: 1))
    #expect(Self.texts(row3.items).contains { $0.hasSuffix("(conflicting)") })
    // 16 + 16 + 16 > 44 only with both labels' heights >= 0: the note names them, after what the
    // log's recover line says UIKit broke (constraint 2, kept on one line by a no-break space).
    #expect(
      Self.prose(list).contains(
        "UIKit broke constraint\u{A0}2 (in conflict with Thonburi Label's height >= 0 and Lorem ipsum dolor sit ame... Label's height >= 0, which Auto Layout keeps non-negative)."
      ), "\(Self.prose(list))")
  }

  @Test("sizes no constraint of the log fixes are dashed outlines with a note, the others solid")
  func unknownSizesAreDashed() throws {
    let (list, log) = try Self.figure("22-")
    let scene = try #require(log.recipes.first?.compiled.variants.first?.scene)
    func id(_ prefix: String) throws -> ViewID {
      ViewID(try #require(scene.views.firstIndex { $0.name.spelling.hasPrefix(prefix) }))
    }
    let dash = [6.0, 3.0]
    for name in ["Thonburi", "Lorem"] {
      let view = try Self.group(list, .panel(0, .view(try id(name))))
      let outlines = Self.rects(view.items).compactMap(\.stroke)
      #expect(outlines.count == 1 && outlines[0].dash == dash, "\(name): \(outlines)")
    }
    // No constraint of the log is horizontal: the content view's width is free, and the solver
    // leaves it at 0, an invisible outline: it is an 8 pt dotted marker, 44 high (constraint 4).
    let content = try Self.group(list, .panel(0, .view(try id("UITableViewCellContentView"))))
    let marker = try #require(Self.rects(content.items).first)
    #expect(Self.rects(content.items).count == 1 && marker.stroke?.dash == [1.5, 1.5])
    #expect(marker.rect.width == 8 && marker.rect.height == 44)
    let notes = Self.texts(list.items)
    // Wrapped notes come as several runs: join them to read the sentence.
    let text = notes.joined(separator: " ").split(separator: " ").joined(separator: " ")
    #expect(
      text.contains(
        "Width 0 in these frames, width not fixed by the log's constraints (an 8 pt dotted marker): UITableViewCellContentView."
      ))
    #expect(!text.contains("(dashed outline): UITableViewCellContentView"))
    #expect(
      text.contains("Width and height not fixed by the log's constraints (dashed outline): Thonburi Label"))
    #expect(list.group(.legendEntry(.unknownSize)) != nil)
    // With 2 broken, Thonburi's top is at 16 and Lorem's bottom at 44 - 16 = 28: any two lines of
    // text taller than 12 points together overlap vertically (both sit at the cell's left edge,
    // where the solver leaves views whose x nothing fixes), and the figure says so.
    #expect(
      text.contains(
        "Thonburi Label and Lorem ipsum dolor sit ame... Label overlap in these frames: no constraint left standing keeps them apart."
      ))
  }

  @Test("the list numbers every constraint in the log's own words under its recipe notation")
  func constraintsInTheLogsWords() throws {
    let (list, _) = try Self.figure("22-")
    let expected = [
      1:
        "<NSLayoutConstraint:0x17e97900 V:|-(16)-[UILabel:0x17e96600'Thonburi'] (Names: '|':UITableViewCellContentView:0x17d99fc0)>",
      2:
        "<NSLayoutConstraint:0x17da1a80 V:[UILabel:0x17e96600'Thonburi']-(16)-[UILabel:0x17d9b1c0'Lorem ipsum dolor sit ame...']>",
      4:
        "<NSLayoutConstraint:0x17e96fa0 'UIView-Encapsulated-Layout-Height' V:[UITableViewCellContentView:0x17d99fc0(44)]>",
    ]
    for (n, words) in expected {
      let row = try Self.group(list, .constraintListRow(.number(n), wording: 1))
      let texts = Self.texts(row.items)
      #expect(texts.contains(words), "row \(n): \(texts)")
      #expect(texts.count == 3, "marker, notation, words: \(texts)")
    }
    // Four rows, the log's four: the heights' `>= 0` are the engine's, not the recipe's.
    #expect(list.group(.constraintListRow(.number(5), wording: 1)) == nil)
    // Log 22's constraint 3, 140 characters, description is cut before its `>`.
    let row3 = Self.texts(try Self.group(list, .constraintListRow(.number(3), wording: 1)).items)
    let long =
      "<NSLayoutConstraint:0x17da2bc0 UILabel:0x17d9b1c0'Lorem ipsum dolor sit ame...'.bottom == UITableViewCellContentView:0x17d99fc0.bottom - 16>"
    #expect(long.count > LoggedConstraint.shortTextLimit)
    #expect(row3.contains(String(long.prefix(LoggedConstraint.shortTextLimit - 2)) + "…>"))
  }

  @Test("a macOS log names AppKit as the breaker")
  func appKitBreaks() throws {
    let (list, log) = try Self.figure("23-")
    #expect(log.result.logs.first?.log?.platform == .macOS)
    let red = try Self.group(list, .legendEntry(.recoveryBroken))
    #expect(Self.texts(red.items) == ["broken by AppKit to recover"])
  }

  @Test("views whose position nothing fixes are placed in the scene, as UIKit places a view in its superview")
  func freeViewsPlacedInTheScene() throws {
    // Log 02: `UIView.left == MyTableViewCell.left + 74.5`; nothing ties the cell to the screen.
    let (p02, _) = try Self.panel("02-")
    let cell = p02.frame(try Self.view(p02, "MyTableViewCell"))
    let view = p02.frame(try Self.view(p02, "UIView"))
    #expect(cell.x == 0 && cell.y == 0)
    #expect(view.x == 74.5 && view.y == 0)
    // Log 38: a chain of two buttons and two text fields centred on a box (1, 2 and 5 to 9),
    // none tied to the window: the solver put it left of the scene; every view now starts in it.
    let (p38, _) = try Self.panel("38-")
    for i in p38.scene.views.indices {
      let f = p38.frame(ViewID(i))
      #expect(min(f.x, f.maxX) >= 0 && min(f.y, f.maxY) >= 0, "\(p38.scene.views[i].name.spelling): \(f)")
    }
    // 5: the text field starts 7 before the long button ends (262 wide), 3: 29 wide, 6: 3 after it.
    let long = p38.frame(try Self.view(p38, "Check for new versions"))
    let field = p38.frame(try Self.view(p38, "NSTextField"))
    #expect(long.x == 0 && long.width == 262 && field.x == 262 - 7 && field.width == 29)
  }

  @Test("a size the log leaves free is kept non-negative, as UIKit keeps it, by the engine")
  func freeSizeKeptNonNegative() throws {
    // Log 03: entry.width == host.width + 375 (2), entry.midX == host.midX + 187.5 (1), and
    // entry.right == host.right (3, broken). Nothing else sizes the host: at width 0 the entry is
    // 375 wide and starts where the host does.
    let (panel, list) = try Self.panel("03-")
    let host = panel.frame(try Self.view(panel, "UIInputSetHostView"))
    let entry = panel.frame(try Self.view(panel, "CKMessageEntryView"))
    #expect(host.width == 0 && entry.width == 375 && entry.x == host.x)
    #expect(list.group(.legendEntry(.negativeSize)) == nil)
    // The log's three constraints and no assumed fourth: the engine keeps the host's width >= 0.
    #expect(list.group(.constraintListRow(.number(3), wording: 1)) != nil)
    #expect(list.group(.constraintListRow(.number(4), wording: 1)) == nil)
  }

  @Test("a zero-size view is an 8 pt dotted marker, and the note says its size is 0")
  func zeroSizeMarker() throws {
    // Log 07: UIKit broke `width == 40` (1) and kept `_UITemporaryLayoutWidth` `width == 0` (2);
    // no constraint sets the height.
    let (panel, list) = try Self.panel("07-")
    let id = try Self.view(panel, "CarbonSwipeRefresh")
    let f = panel.frame(id)
    #expect(f.width == 0 && f.height == 0)
    let group = try Self.group(list, .panel(0, .view(id)))
    let rects = Self.rects(group.items)
    #expect(rects.count == 1 && rects[0].rect.width == 8 && rects[0].rect.height == 8)
    #expect(rects[0].stroke?.dash == [1.5, 1.5])
    #expect(list.group(.legendEntry(.zeroSize)) != nil)
    #expect(
      Self.prose(list).contains(
        "Width and height 0 in these frames, height not fixed by the log's constraints (an 8 pt dotted marker): CarbonSwipeRefresh."
      ))
  }

  @Test("a duplicate pair is called a duplicate in the list and under the panel")
  func duplicatePair() throws {
    // Log 21: 0x17583480 and 0x1767f620 are both `firstBaseline == lastBaseline + 18` of the
    // same two labels; UIKit broke the first.
    let (_, list) = try Self.panel("21-")
    let one = Self.texts(try Self.group(list, .constraintListRow(.number(1), wording: 1)).items)
    let two = Self.texts(try Self.group(list, .constraintListRow(.number(2), wording: 1)).items)
    #expect(one.contains { $0.hasSuffix("(broken by UIKit; duplicate of 2)") }, "\(one)")
    #expect(two.contains { $0.hasSuffix("(duplicate of 1)") }, "\(two)")
    #expect(
      Self.prose(list).contains(
        "Constraints 1 and 2 are duplicates, the same required constraint twice: UIKit reports the second copy as a conflict and broke 1"
      ))
  }

  @Test("a log never says which font a view had: no intrinsic-size note or overlay")
  func noIntrinsicSizeNotes() throws {
    // Log 38's long button (262 wide, 'Check for new versions of apps every') is narrower than our
    // font measures its title; the app's font is unknown.
    for prefix in ["23-", "38-"] {
      let (_, list) = try Self.panel(prefix)
      #expect(!Self.prose(list).contains("short of its intrinsic"), "\(prefix)")
      #expect(list.group(.legendEntry(.clippedIntrinsic)) == nil, "\(prefix)")
    }
  }

  @Test("a log that holds together in our solver says why under the panel")
  func satisfiableLogExplained() throws {
    // Log 11: UIKit broke 0x7f8a412ea570, not in the list; constraint 4 has its form. Constraint 4
    // names UIView:0x7f8a412e8eb0 and _UILayoutGuide:0x7f8a412e9430, which no other line names.
    let (_, list) = try Self.panel("11-")
    let text = Self.prose(list)
    #expect(
      text.contains("UIKit reported a conflict, but the constraints as printed hold together in our solver"))
    #expect(
      text.contains("Constraint 4 names no view the other constraints name (UIView 3, _UILayoutGuide 2)"))
    #expect(text.contains("The constraint UIKit broke (0x7f8a412ea570) is not in the list"))
    #expect(text.contains("Its class, DeviceImagesTest.LayoutConstraint, prints its own description"))
  }

  @Test("an ambiguity trace says what is ambiguous and lists none of the constraints that lay out its rows")
  func traceSaysWhatIsAmbiguous() throws {
    // Log 41: two UIButtonLabels, each `AMBIGUOUS LAYOUT for ….minX{…}, ….minY{…}`.
    let (_, list) = try Self.panel("41-")
    let text = Self.prose(list)
    #expect(
      text.contains(
        "Ambiguous, as UIKit printed it (red rows): UIButtonLabel 0x7feb26e1cc30 (minX, minY) and UIButtonLabel 0x7feb26c0ef10 (minX, minY)."
      ))
    #expect(text.contains("Markers: * laid out by Auto Layout; • a layout engine host."))
    #expect(list.group(.constraintList) == nil && list.group(.stackList) == nil)
    #expect(list.group(.panel(0, .annotations)) == nil)
    #expect(!text.contains("Hierarchy.Leading"))
  }
}
