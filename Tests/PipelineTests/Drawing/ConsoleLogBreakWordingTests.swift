import Foundation
import Pipeline
import Render
import TestSupport
import Testing

/// The note under a console log's figure tells what the log printed from what our solver chose.
///
/// Most pasted logs end before UIKit's "Will attempt to recover by breaking constraint" line (34 of
/// the 51 logs in docs/console-logs.md's "Measured on logs not tuned on"; u21 is complete and has
/// none): the frames are then drawn with our solver's choice, which the note must not present as
/// UIKit's. The logs here are written by hand in u21's shape (an iOS 10 paste, no `(active)`):
/// two required widths of one content view, 320 (1) then 0 (2). Added in the log's order, the
/// second cannot hold once the first does, so our solver breaks 2.
@Suite struct ConsoleLogBreakWordingTests {
  static let header = """
    2017-02-20 11:25:45.899232 app[3416:852997] [LayoutConstraints] Unable to simultaneously satisfy constraints.
    \tProbably at least one of the constraints in the following list is one you don't want. 
    \tTry this: 
    \t\t(1) look at each constraint and try to figure out which you don't expect; 
    \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
    (
        "<NSLayoutConstraint:0x19ca8090 UITableViewCellContentView:0x19e5c420.width == 320>",
        "<NSLayoutConstraint:0x19ea5360 UITableViewCellContentView:0x19e5c420.width == 0>"
    )

    """

  /// The figure's texts (wrapped lines joined, blank runs one space) and its list, for `text` read
  /// from a temporary `.log` file.
  static func figure(_ text: String) throws -> (prose: String, list: DisplayList) {
    let folder = try TestProcess.temporaryFolder(prefix: "break-wording")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("paste.log").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    let log = try ConsoleLogFile.load(path)
    let recipe = try #require(log.recipes.first)
    var settings = RenderSettings()
    settings.formats = [.svg]
    let rendering = try FigurePipeline(settings: settings).render(recipe) { _ in }
    let list = try #require(rendering.drawings.first).list
    return (ConsoleLogFigureTests.prose(list), list)
  }

  @Test("without a recover line, the note says the log does not name UIKit's break and the frames break ours")
  func noRecoverLine() throws {
    let (prose, list) = try Self.figure(Self.header)
    #expect(
      prose.contains(
        "Unable to simultaneously satisfy constraints; the log does not say which UIKit broke (no \"Will attempt to recover\" line): our solver, adding them in the log's order, broke constraint\u{A0}2."
      ), "\(prose)")
    #expect(!prose.contains("UIKit broke constraint\u{A0}"))
    #expect(!prose.contains("; broke constraint"))
    // Nothing in the legend or the list says UIKit broke anything.
    #expect(list.group(.legendEntry(.recoveryBroken)) == nil)
    for n in [1, 2] {
      let row = try ConsoleLogFigureTests.group(list, .constraintListRow(.number(n), wording: 1))
      #expect(ConsoleLogFigureTests.texts(row.items).contains { $0.hasSuffix("(conflicting)") }, "row \(n)")
    }
  }

  @Test("with a recover line, the note names UIKit's break, which the frames break too")
  func recoverLineNamesUIKit() throws {
    // UIKit broke 1 (320), which our solver would not (it breaks 2 in the log's order): the figure
    // adds UIKit's last, so its frames break 1 as UIKit did.
    let paste =
      Self.header + "Will attempt to recover by breaking constraint \n"
      + "<NSLayoutConstraint:0x19ca8090 UITableViewCellContentView:0x19e5c420.width == 320>\n"
    let (prose, list) = try Self.figure(paste)
    #expect(
      prose.contains("Unable to simultaneously satisfy constraints; UIKit broke constraint\u{A0}1."),
      "\(prose)")
    #expect(!prose.contains("our solver, adding them"))
    // A no-break space keeps the number with its word when the narrow note wraps (every shared
    // log's note wrapped before it, leaving "1." alone on a line).
    let runs = ConsoleLogFigureTests.texts(list.items).map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(!runs.contains("1.") && !runs.contains("constraint"), "\(runs)")
    let row = try ConsoleLogFigureTests.group(list, .constraintListRow(.number(1), wording: 1))
    #expect(ConsoleLogFigureTests.texts(row.items).contains { $0.hasSuffix("(broken by UIKit)") })
  }

  @Test("a paste that ends at the recover line, before its constraint, says so in the note")
  func recoverLineCut() throws {
    // u50's shape (and u06, u07, u14): "Will attempt to recover by breaking constraint " is the
    // paste's last line.
    let (prose, _) = try Self.figure(Self.header + "\nWill attempt to recover by breaking constraint \n")
    #expect(
      prose.contains(
        "the log does not say which UIKit broke (the paste ends at \"Will attempt to recover by breaking constraint\", before the constraint): our solver"
      ), "\(prose)")
  }

  @Test("an AppKit log without a recover line names AppKit as the engine that did not say")
  func appKitNoRecoverLine() throws {
    let paste = """
      2023-03-01 10:00:00.000 App[1:2] Unable to simultaneously satisfy constraints:
      (
          "<NSLayoutConstraint:0x600000aa0010 NSView:0x7f00000000a1.width == 320   (active)>",
          "<NSLayoutConstraint:0x600000aa0020 NSView:0x7f00000000a1.width == 0   (active)>"
      )

      """
    let (prose, _) = try Self.figure(paste)
    #expect(
      prose.contains("the log does not say which AppKit broke (no \"Will attempt to recover\" line)"),
      "\(prose)")
  }
}
