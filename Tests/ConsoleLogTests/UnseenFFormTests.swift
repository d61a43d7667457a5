import ConsoleLog
import Testing

/// Page forms first seen in /work/logs-unseen-f (session 32; docs/console-logs.md, "Read since
/// logs-unseen-f"), each written here by hand in the observed form, what UIKit printed worked out
/// by hand.
@Suite("Console log pastes of logs-unseen-f: Jira strikethrough, fence attributes, a cut advice line")
struct UnseenFFormTests {
  /// A view pinned 8 below its superview's top and 8 above its bottom, 20 high, in a superview the
  /// table makes 30 high: 8 + 20 + 8 = 36, not 30, so the four cannot hold together. A Jira bridge printed every
  /// `-…-` of it as `~~…~~` (f08's `V:|~~(0)~~[…]`).
  static let struckList = [
    "<NSLayoutConstraint:0x600000aa0010 V:|~~(8)~~[UIView:0x7f00000000a2]   (active, names: '|':UIView:0x7f00000000a1 )>",
    "<NSLayoutConstraint:0x600000aa0040 V:[UIView:0x7f00000000a2]~~(8)~~|   (active, names: '|':UIView:0x7f00000000a1 )>",
    "<NSLayoutConstraint:0x600000aa0020 UIView:0x7f00000000a2.height == 20   (active)>",
    "<NSLayoutConstraint:0x600000aa0030 'UIView~~Encapsulated~~Layout~~Height' UIView:0x7f00000000a1.height == 30   (active)>",
  ]

  @Test("Jira's strikethrough made Markdown's: each ~~ on a description line is read as -, said once")
  func jiraStrikethrough() throws {
    let result = try Paste.imported(Paste.log(Self.struckList, broken: 3))
    let log = try #require(result.logs.first)
    #expect(result.logs.count == 1)
    #expect(log.log?.constraints.count == 4)
    #expect(log.log?.constraints.first?.text.contains("V:|-(8)-[UIView:0x7f00000000a2]") == true)
    #expect(log.check.verdict == .unsatisfiable)
    #expect(log.check.minimalSet == [1, 2, 3, 4])
    #expect(log.check.uikitBroken == 3)
    let warnings = result.warnings.map(\.message)
    #expect(warnings.count == 1, "\(warnings)")
    #expect(warnings.first?.contains("Jira's strikethrough") == true)
  }

  @Test("a line of prose with ~~ and no description keeps its tildes: only description lines are read so")
  func tildesInProseStay() throws {
    let paste = "this ~~was~~ fixed\n" + Paste.log(PasteEdgeTests.widths, broken: 2)
    let result = try Paste.imported(paste)
    #expect(!result.warnings.contains { $0.message.contains("Jira") }, "\(result.warnings)")
    #expect(result.warnings.contains { $0.message.contains("not part of an Auto Layout log") })
  }

  @Test("a code fence with attributes in braces (```{.wiki}) is page markup, said nowhere")
  func fenceWithBraces() throws {
    let paste = "```{.wiki}\n" + Paste.log(PasteEdgeTests.widths, broken: 2) + "```\n"
    let result = try Paste.imported(paste)
    #expect(result.logs.first?.check.uikitBroken == 2)
    #expect(result.warnings.isEmpty, "\(result.warnings)")
  }

  @Test("the paste's last line cut inside the advice (Probably) is skipped as the advice is")
  func cutAdviceLine() throws {
    let paste =
      Paste.log(PasteEdgeTests.widths, broken: 2)
      + "2024-06-08 12:35:26.545206+0800 App[1:2] [LayoutConstraints] Unable to simultaneously satisfy constraints.\n"
      + "\tProbably\n"
    let result = try Paste.imported(paste)
    #expect(result.logs.first?.check.uikitBroken == 2)
    let warnings = result.warnings.map(\.message)
    #expect(warnings.count == 1, "\(warnings)")
    #expect(warnings.first?.contains("ends after this log's header") == true, "\(warnings)")
  }
}
