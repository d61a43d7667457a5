import Foundation
import TestSupport
import Testing

/// `solve` on a console log: the constraint our solver breaks is not necessarily UIKit's, so the
/// text says whose break each is. Two required widths of one view, 10 (constraint 1) and 20
/// (constraint 2), and a height of 5 (constraint 3): our solver breaks the one of 1 and 2 added
/// last (docs/layout.md, "Conflicts: the break rule"); the log's recipe adds the constraint of
/// UIKit's recover line last (docs/console-logs.md, "The check"), so UIKit's 1 is ours too, while
/// UIKit's 3, which conflicts with nothing, leaves ours at 2.
@Suite("Who broke a log's constraint, in solve's text")
struct LogBreakWordingTests {
  static let widths = [
    "<NSLayoutConstraint:0x600000aa0010 UIView:0x7f00000000a1.width == 10   (active)>",
    "<NSLayoutConstraint:0x600000aa0020 UIView:0x7f00000000a1.width == 20   (active)>",
    "<NSLayoutConstraint:0x600000aa0030 UIView:0x7f00000000a1.height == 5   (active)>",
  ]

  static let header = """
    Unable to simultaneously satisfy constraints.
    \tProbably at least one of the constraints in the following list is one you don't want. 
    \tTry this: 
    \t\t(1) look at each constraint and try to figure out which you don't expect; 
    \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
    (
    """

  /// The log, with UIKit's recover line naming constraint `broken` (1-based), or none.
  static func log(broken: Int?) -> String {
    var text = header + "\n" + widths.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n"
    if let broken { text += "\nWill attempt to recover by breaking constraint \n\(widths[broken - 1])\n" }
    return text
  }

  static func solve(_ log: String) throws -> String {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("widths.log")
    try Data(log.utf8).write(to: path)
    let output = try TestProcess.runTool(["solve", path.path])
    #expect(output.status == 0, "\(output.stderr)")
    return output.stdout
  }

  static let uikitRecoverLine = "Will attempt to recover by breaking constraint"

  @Test("UIKit broke constraint 1: added last, our solver breaks it too, and the text says both")
  func same() throws {
    let out = try Self.solve(Self.log(broken: 1))
    #expect(
      out.contains("1.   UIView.Width = 10  [broken to recover: UIKit broke it (the log's recover line)]"),
      "\(out)")
    #expect(out.contains("2.   UIView.Width = 20  [conflicting]"))
    #expect(
      out.contains(
        "UIKit broke constraint 1 (the log's recover line); the recipe adds it last, so our solver breaks it too:"
      ))
    #expect(!out.contains(Self.uikitRecoverLine))
  }

  @Test("UIKit broke constraint 3, which conflicts with nothing here: each break is said with whose it is")
  func different() throws {
    let out = try Self.solve(Self.log(broken: 3))
    #expect(
      out.contains(
        "3.   UIView.Height = 5  [satisfied; UIKit broke it (the log's recover line), our solver another]"),
      "\(out)")
    #expect(
      out.contains("2.   UIView.Width = 20  [broken to recover by our solver; UIKit broke constraint 3]"))
    #expect(
      out.contains(
        "UIKit broke constraint 3 (the log's recover line); our solver breaks constraint 2 in these frames:"))
    #expect(!out.contains(Self.uikitRecoverLine))
  }

  @Test("a log with no recover line: the break is our solver's, and the text says the log does not tell")
  func none() throws {
    let out = try Self.solve(Self.log(broken: nil))
    let reason = "(no \"Will attempt to recover\" line)"
    #expect(
      out.contains(
        "2.   UIView.Width = 20  [broken to recover by our solver; the log does not say which UIKit broke \(reason)]"
      ),
      "\(out)")
    #expect(
      out.contains(
        "The log does not say which constraint UIKit broke \(reason); our solver, adding the constraints in the "
          + "log's order, breaks constraint 2:"))
    #expect(!out.contains(Self.uikitRecoverLine))
    #expect(!out.contains("[broken to recover]"))
  }
}
