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
/// 16 + 16 + 16 > 44 needs both labels' heights to be non-negative (assumed constraints 5 and 6).
@Suite struct ConsoleLogFigureTests {
  static func shared(_ prefix: String) throws -> String {
    let folder = TestProcess.repositoryRoot.deletingLastPathComponent().appendingPathComponent(
      "shared/uikit-logs")
    try #require(
      FileManager.default.fileExists(atPath: folder.path),
      "../shared/uikit-logs is absent (looked for \(folder.path)): these tests need the shared logs beside the repository"
    )
    let name = try #require(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).first { $0.hasPrefix(prefix) })
    return folder.appendingPathComponent(name).path
  }

  static func figure(_ prefix: String) throws -> (list: DisplayList, log: ConsoleLogFile) {
    let log = try ConsoleLogFile.load(try shared(prefix))
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
    for n in [1, 3, 4, 5, 6] {
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
  }

  @Test("sizes no constraint of the log fixes are dashed outlines with a note, the others solid")
  func unknownSizesAreDashed() throws {
    let (list, log) = try Self.figure("22-")
    let scene = try #require(log.recipes.first?.compiled.variants.first?.scene)
    func id(_ prefix: String) throws -> ViewID {
      ViewID(try #require(scene.views.firstIndex { $0.name.spelling.hasPrefix(prefix) }))
    }
    let dash = [6.0, 3.0]
    for name in ["UITableViewCellContentView", "Thonburi", "Lorem"] {
      let view = try Self.group(list, .panel(0, .view(try id(name))))
      let outlines = Self.rects(view.items).compactMap(\.stroke)
      #expect(outlines.count == 1 && outlines[0].dash == dash, "\(name): \(outlines)")
    }
    let notes = Self.texts(list.items)
    // Wrapped notes come as several runs: join them to read the sentence.
    let text = notes.joined(separator: " ").split(separator: " ").joined(separator: " ")
    #expect(
      text.contains("Width not fixed by the log's constraints (dashed outline): UITableViewCellContentView."))
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
      5: "not in the log: Auto Layout keeps widths and heights non-negative",
    ]
    for (n, words) in expected {
      let row = try Self.group(list, .constraintListRow(.number(n), wording: 1))
      let texts = Self.texts(row.items)
      #expect(texts.contains(words), "row \(n): \(texts)")
      #expect(texts.count == 3, "marker, notation, words: \(texts)")
    }
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
}
