import ConsoleLog
import Foundation
import Testing

/// Forms of /work/logs-unseen-d (docs/console-logs.md, "Measured on logs not tuned on"), each
/// written here by hand in the observed shape, with what UIKit printed worked out by hand.
@Suite("Console log pastes of logs-unseen-d: cut recover lines, elided advice, OS X 10.7, page markup")
struct UnseenDFormTests {
  /// A view 20 wide and 40 wide: the two widths conflict, whatever else holds.
  static let widths = [
    "<NSLayoutConstraint:0x7f00000000a1 UIView:0x7f00000000b1.width == 20   (active)>",
    "<NSLayoutConstraint:0x7f00000000a2 UIView:0x7f00000000b1.width == 40   (active)>",
  ]

  @Test("a recover line's constraint cut right after its address is the list's entry, not a trace row")
  func recoverCutAfterAddress() throws {
    // d12's and d23's shape: the page stops at `<NSLayoutConstraint:0x…` (with or without a
    // blank after it) on the line after "Will attempt to recover by breaking constraint".
    for tail in ["", " "] {
      let paste =
        Paste.header + "\n(\n" + Self.widths.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n\n"
        + "Will attempt to recover by breaking constraint \n<NSLayoutConstraint:0x7f00000000a2\(tail)\n"
      let document = try Paste.read(paste)
      #expect(document.traces.isEmpty, "a cut description is no trace row")
      #expect(document.logs.count == 1)
      let log = try #require(document.logs.first)
      // The second entry has the address: it is the constraint UIKit broke.
      #expect(log.broken?.address == "0x7f00000000a2")
      #expect(log.broken?.equation?.constant == 40)
      #expect(document.warnings.count == 1, "\(document.warnings.map(\.message))")
      #expect(document.warnings.first?.message.contains("cut after its address") == true)
      #expect(document.warnings.first?.location == LogLocation(line: 12, column: 1))
    }
  }

  @Test("an elision between the header and a list that opens after it stands for the advice")
  func elidedAdvice() throws {
    // d09's shape (openradar 49289931): `Unable to … constraints.` / `...` / `(` one item `)`.
    let paste =
      "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n...\n(\n"
      + "    \"<NSLayoutConstraint:0x7f00000000a1 UIView:0x7f00000000b1.width == - 16   (active)>\"\n)\n"
    let result = try Paste.imported(paste)
    let log = try #require(result.logs.first?.log)
    #expect(!log.listElided, "the list after the elision is whole")
    #expect(log.listClosed)
    #expect(log.elisions.count == 1)
    #expect(result.warnings.count == 1, "\(result.warnings.map(\.message))")
    let warning = try #require(result.warnings.first)
    #expect(warning.location == LogLocation(line: 2, column: 1))
    #expect(warning.message.contains("UIKit's advice"))
    // A width of -16 holds only with a negative width: checked, not "elided, only shown checked".
    #expect(result.logs.first?.check.verdict == .unsatisfiableWithNonNegativeSizes)
    // The same elision with no list after it stands for the list (unseen log u10), as before.
    let noList = try Paste.read(
      "Unable to simultaneously satisfy constraints:\n...\nWill attempt to recover by breaking constraint \n"
        + "\(Self.widths[0])\n")
    #expect(noList.logs.first?.listElided == true)
  }

  @Test("OS X 10.7's blank after the constraint's colon and before its closing > is read")
  func osx107Blanks() throws {
    // d31's shape (Apple's Cocoa Auto Layout release notes, 2010): `<NSLayoutConstraint: 0x… … ) >`.
    let paste = """
      2010-08-30 03:48:18.589 ak_runner[22206:110b] Unable to simultaneously satisfy constraints:
      (
          "<NSLayoutConstraint: 0x4000000000a1 H:[NSButton:0x4000000000b1'OK']-(20)-|   (Names: '|':NSView:0x4000000000c1 ) >",
          "<NSLayoutConstraint: 0x4000000000a2 H:[NSButton:0x4000000000b1'OK']-(29)-|   (Names: '|':NSView:0x4000000000c1 ) >"
      )

      Will attempt to recover by breaking constraint
      <NSLayoutConstraint: 0x4000000000a1 H:[NSButton:0x4000000000b1'OK']-(20)-|   (Names: '|':NSView:0x4000000000c1 ) >

      """
    let result = try Paste.imported(paste)
    #expect(result.warnings.isEmpty, "\(result.warnings.map(\.message))")
    let log = try #require(result.logs.first?.log)
    #expect(log.platform == .macOS)
    #expect(log.constraints.map(\.address) == ["0x4000000000a1", "0x4000000000a2"])
    #expect(log.constraints.map(\.className) == ["NSLayoutConstraint", "NSLayoutConstraint"])
    #expect(log.broken?.address == "0x4000000000a1")
    // The button's trailing edge 20 and 29 before its superview's: one of the two must give way.
    // [A]-(29)-| reads as super.trailing == A.trailing + 29 (GrammarTests' `[A]-(8)-|`).
    let trailing = try #require(log.constraints[1].equation)
    #expect(trailing.first.item.address == "0x4000000000c1" && trailing.first.attribute == .trailing)
    #expect(trailing.second?.item.address == "0x4000000000b1" && trailing.constant == 29)
    #expect(result.logs.first?.check.verdict == .unsatisfiable)
    #expect(result.logs.first?.check.minimalSet == [1, 2])
  }

  @Test("Markdown's inline-code backticks around each line, items wrapped over lines, are read")
  func backtickPerLine() throws {
    // d35's shape (a translated book): every line in backticks inside a `>` quote, an item
    // wrapped after its address and the backticks closing on the next line.
    let paste = """
      >`Unable to simultaneously satisfy constraints.`
      >
      `Probably at least one of the constraints in the following list is one you don't want.`
      `(`
        `"<NSAutoresizingMaskLayoutConstraint:0x7f00000000a1
      h=--& v=--& H:[UISegmentedControl:0x7f00000000b1(212)]>",`
        `"<NSLayoutConstraint:0x7f00000000a2 H:[UISegmentedControl:0x7f00000000b1(100)]>"`
      `)`
      >
      `Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0x7f00000000a2 H:[UISegmentedControl:0x7f00000000b1(100)]>`

      """
    let result = try Paste.imported(paste)
    #expect(result.logs.count == 1)
    let log = try #require(result.logs.first?.log)
    #expect(log.constraints.map(\.address) == ["0x7f00000000a1", "0x7f00000000a2"])
    #expect(log.constraints[0].mask == "h=--& v=--&")
    #expect(log.listClosed)
    #expect(log.broken?.address == "0x7f00000000a2")
    // Only the wrapped item is said; no backtick is left as prose.
    #expect(result.warnings.count == 1, "\(result.warnings.map(\.message))")
    #expect(result.warnings.first?.message.contains("wrapped over 2 lines") == true)
    #expect(result.warnings.first?.location == LogLocation(line: 5, column: 4))
    // Widths 212 and 100 of one control.
    #expect(result.logs.first?.check.verdict == .unsatisfiable)
    // A fence alone is no inline code and, since logs-unseen-e, page markup said nowhere
    // (UnseenEFormTests.fences; session 30 warned both fences as lines not part of the log).
    let fenced = try Paste.read("```swift\n" + Paste.log(Self.widths) + "```\n")
    #expect(fenced.logs.first?.constraints.count == 2)
    #expect(fenced.warnings.isEmpty, "\(fenced.warnings.map(\.message))")
  }

  @Test("an _autolayoutTrace kept in // comments is read as a trace")
  func traceInLineComments() throws {
    // d39's shape: rows after `// ` inside code, starting deep, no UIWindow.
    let paste = """
                  // |   |   |   *UIStackView:0x7f00000000b1
                  // |   |   |   |   *UIButton:0x7f00000000b2- AMBIGUOUS LAYOUT for UIButton:0x7f00000000b2.Width{id: 82}
                  // |   |   |   |   *UIButton:0x7f00000000b3- AMBIGUOUS LAYOUT for UIButton:0x7f00000000b3.minX{id: 109}, UIButton:0x7f00000000b3.Width{id: 88}

      """
    let document = try Paste.read(paste)
    #expect(document.warnings.isEmpty, "\(document.warnings.map(\.message))")
    let trace = try #require(document.traces.first)
    #expect(trace.nodes.map(\.depth) == [3, 4, 4])
    #expect(trace.nodes.map(\.item.address) == ["0x7f00000000b1", "0x7f00000000b2", "0x7f00000000b3"])
    #expect(trace.nodes[2].ambiguous)
    #expect(trace.nodes[2].variables == ["minX", "Width"])
  }

  /// `<` and `>` as HTML entities.
  static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
  }

  @Test("HTML entities a page left (&lt; &gt; &quot;) and &nbsp; lines are read as what they stand for")
  func htmlEntities() throws {
    // d33's `&nbsp;` lines between parts of the log, and descriptions escaped as HTML.
    let paste =
      Paste.header + "\n&nbsp;\n(\n"
      + Self.widths.map { "    &quot;\(Self.escaped($0))&quot;" }.joined(separator: ",\n")
      + "\n)\n&nbsp;\nWill attempt to recover by breaking constraint \n" + Self.escaped(Self.widths[1]) + "\n"
    let result = try Paste.imported(paste)
    #expect(result.warnings.isEmpty, "\(result.warnings.map(\.message))")
    let log = try #require(result.logs.first?.log)
    #expect(log.constraints.map(\.address) == ["0x7f00000000a1", "0x7f00000000a2"])
    #expect(log.broken?.address == "0x7f00000000a2")
    #expect(result.logs.first?.check.minimalSet == [1, 2])
    // Each character keeps its pasted column: the first item's `&lt;` is at column 11.
    #expect(log.constraints[0].location == LogLocation(line: 8, column: 11))
  }

  @Test("a paste of a log's header and advice alone is refused at the header, saying the list is missing")
  func headerOnlyRefused() throws {
    // d28's shape: the list was a screenshot; d26's: the header run into the reporter's sentence.
    for (paste, column) in [
      (Paste.header + "\n", 1),
      (
        "when i rotate iphone device in my console appears: Unable to simultaneously satisfy constraints.\n",
        52
      ),
    ] {
      do {
        _ = try Paste.imported(paste)
        Issue.record("a header alone is refused")
      } catch let error as LogImportError {
        #expect(error.location == LogLocation(line: 1, column: column))
        #expect(error.message.hasPrefix("no Auto Layout log to draw: the paste holds the start of a log"))
        #expect(error.message.contains("but not its constraint list"))
      }
    }
  }

  @Test("a redacted log (<private>) is refused at its header, saying why nothing can be drawn")
  func redactedRefused() throws {
    // unseen-c c33's shape: macOS 10.12 printed `<private>` for the list and the broken constraint.
    let paste =
      "2016-06-21 00:30:50.300109 MarsEdit[33315:1741227] [Layout] Unable to simultaneously satisfy "
      + "constraints:\n\n<private>\n\nWill attempt to recover by breaking constraint\n\n<private>\n"
    do {
      _ = try Paste.imported(paste)
      Issue.record("a redacted log is refused")
    } catch let error as LogImportError {
      #expect(error.location == LogLocation(line: 1, column: 61))
      #expect(error.message.hasPrefix("no Auto Layout log to draw: the log is redacted"))
      #expect(error.message.contains("hint: run the app from Xcode"))
    }
  }

  @Test("a description spaced out after its colons (`UIView: 0x…`) is read by class and address")
  func spacedColons() throws {
    // u37's shape (a machine-translated page): `<NSLayoutConstraint: 0x… UIView: 0x….right ==
    // UIWindow: 0x….right>`; before, each `Class: 0x…` was an accessibility identifier.
    let c = try Paste.constraint(
      "<NSLayoutConstraint: 0x7f00000000a1 UIView: 0x7f00000000b1.right == UIWindow: 0x7f00000000c1.right - 16>"
    )
    #expect(c.address == "0x7f00000000a1")
    let e = try #require(c.equation)
    #expect(e.first.item.className == "UIView")
    #expect(e.first.item.address == "0x7f00000000b1")
    #expect(e.first.item.accessibilityName == nil)
    #expect(e.second?.item.className == "UIWindow")
    #expect(e.second?.item.address == "0x7f00000000c1")
    #expect(e.constant == -16)
  }
}
