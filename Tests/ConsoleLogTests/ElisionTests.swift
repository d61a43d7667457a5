import ConsoleLog
import Testing

/// A reporter's elisions (`...`, `[snip]`) and pastes cut short, written by hand in the shapes of
/// the unseen logs (docs/console-logs.md, "Measured on logs not tuned on"): u10 (`...` in place of
/// an AppKit list), u22 (`[snip]` inside an `_autolayoutTrace`), u50 (the paste ends at "Will
/// attempt to recover by breaking constraint"), and the 34 pastes cut inside their list.
@Suite("Console log pastes: elisions and cuts")
struct ElisionTests {
  static let widths = PasteEdgeTests.widths

  static func messages(_ result: LogImportResult) -> [String] { result.warnings.map(\.message) }

  @Test("`...` in place of an AppKit list is one elision: not prose, not checked, and the reason says so")
  func ellipsisInPlaceOfTheList() throws {
    let paste = """
      Unable to simultaneously satisfy constraints:
      ...
      Will attempt to recover by breaking constraint 
      <NSLayoutConstraint:0x600000099690 H:[NSView:0x600000150ac0]-(>=5)-[NSButton:0x60000014df70'Go'](LTR)>

      """
    let result = try Paste.imported(paste)
    let log = try #require(result.logs.first)
    #expect(result.warnings.count == 1, "\(Self.messages(result))")
    #expect(result.warnings.first?.location == LogLocation(line: 2, column: 1))
    #expect(
      result.warnings.first?.message
        == "the constraint list is elided here (\"...\"): the constraints left out are not known, so the conflict cannot be checked"
    )
    #expect(log.log?.listElided == true)
    #expect(log.check.verdict == .notChecked)
    #expect(
      log.check.explanation.first
        == "Not checked: the constraint list is elided in the paste (line 2, \"...\").")
    #expect(log.check.explanation.contains("AppKit broke constraint 1."))
    #expect(
      log.remarks.contains(
        "The paste is elided at line 2 (\"...\") in place of the constraint list: the constraints left out are not known, so the conflict is not checked."
      ), "\(log.remarks)")
  }

  @Test("a run of elision lines inside a list is said once; the list is not taken as whole")
  func snipInsideTheList() throws {
    // Widths 10 and 20 of one view conflict whatever was left out between them: the verdict
    // stands, but only for the constraints shown.
    let paste =
      Paste.header + "\n(\n    \"\(Self.widths[0])\",\n    [snip]\n    …\n    \"\(Self.widths[1])\"\n)\n\n"
      + "Will attempt to recover by breaking constraint \n\(Self.widths[1])\n"
    let result = try Paste.imported(paste)
    let log = try #require(result.logs.first)
    let elided = result.warnings.filter { $0.message.contains("elided") }
    #expect(elided.count == 1 && result.warnings.count == 1, "\(Self.messages(result))")
    #expect(elided.first?.location == LogLocation(line: 8, column: 5))
    #expect(log.log?.listElided == true)
    #expect(log.check.verdict == .unsatisfiable)
    #expect(
      log.check.explanation.first
        == "The list is elided in the paste: only the constraints shown are checked.")
    #expect(
      log.remarks.contains(
        "The paste is elided at line 8 (\"[snip]\") inside the constraint list: the constraints left out are not known, only the constraints shown are checked."
      ), "\(log.remarks)")
  }

  @Test("`[snip]` inside an ambiguity trace is one warning and a remark, not prose")
  func snipInsideATrace() throws {
    let paste =
      "*UIWindow:0x7f00000000c1\n|   *UIView:0x7f00000000c2\n\n[snip]\n\n"
      + "|   *UIView:0x7f00000000c3- AMBIGUOUS LAYOUT for UIView:0x7f00000000c3.minY{id: 7}\n"
    let result = try Paste.imported(paste)
    let trace = try #require(result.logs.first)
    #expect(
      Self.messages(result) == ["the paste is elided here (\"[snip]\"): rows of the trace are left out"])
    #expect(trace.trace?.nodes.count == 3)
    let said = "The paste is elided at line 4 (\"[snip]\"): rows of the trace there are left out."
    #expect(trace.check.explanation.contains(said))
    #expect(trace.remarks.contains(said))
  }

  @Test("a list cut by the end of the paste is reported as cut, with how many constraints were read")
  func cutList() throws {
    let result = try Paste.imported(Paste.header + "\n(\n    \"\(Self.widths[0])\",\n")
    let log = try #require(result.logs.first)
    #expect(log.check.verdict == .notChecked)
    #expect(
      log.check.explanation.first
        == "Not checked: the paste ends inside the constraint list, after 1 constraint(s): the log is cut.")
    #expect(
      log.remarks.contains(
        "The paste ends inside the constraint list, after constraint 1: the log is cut, the constraints after it are not known, so the conflict is not checked."
      ), "\(log.remarks)")
  }

  @Test("a list whose start is cut (no header, no `(`) is reported as cut before it")
  func listStartCut() throws {
    // u24's shape: the paste starts at a list item, the list closes, the recover line follows.
    let paste =
      "    \"\(Self.widths[0])\"\n)\n\nWill attempt to recover by breaking constraint \n\(Self.widths[0])\n"
    let log = try #require(try Paste.imported(paste).logs.first)
    #expect(log.log?.startsInsideList == true)
    #expect(log.check.verdict == .notChecked)
    #expect(
      log.check.explanation.first
        == "Not checked: the paste starts inside the constraint list, with no header: the log is cut before it."
    )
    #expect(
      log.remarks.contains(
        "The paste starts inside the constraint list, with no header: the log is cut before constraint 1, the constraints before it are not known, so the conflict is not checked."
      ), "\(log.remarks)")
  }

  @Test("a paste that ends at the recover line says so, and which constraint our solver breaks")
  func recoverLineCut() throws {
    let paste =
      Paste.header + "\n" + PasteEdgeTests.list(Self.widths)
      + "\nWill attempt to recover by breaking constraint \n"
    let log = try #require(try Paste.imported(paste).logs.first)
    #expect(log.log?.recoverLineCut == true)
    #expect(
      log.check.explanation.contains(
        "The log does not say which constraint UIKit broke (the paste ends at \"Will attempt to recover by "
          + "breaking constraint\", before the constraint); our solver, adding the constraints in the log's "
          + "order, breaks constraint 2."), "\(log.check.explanation)")
  }

  @Test(
    "elision lines: dots, an ellipsis or a word saying so, in any brackets; not a closing paren, prose or a description",
    arguments: [
      ("...", true), ("…", true), ("[snip]", true), ("<snip>", true), ("-- snip --", true),
      ("    \"...\",", true),
      ("[...]", true), ("|   |   ...", true), ("> ...", true), ("...snipped...", true), ("\\.\\.\\.", true),
      (").", false), ("..", false), ("snippet", false), ("Thanks...", false), ("|", false),
    ])
  func elisionLines(line: String, elided: Bool) throws {
    let result = try Paste.imported(Paste.log(Self.widths, broken: 2) + "\n" + line + "\n")
    let said = result.warnings.contains { $0.message.hasPrefix("the paste is elided here") }
    #expect(said == elided, "\(Self.messages(result))")
    #expect(result.logs.first?.check.verdict == .unsatisfiable)
  }
}
