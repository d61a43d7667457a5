import ConsoleLog
import Testing

/// Forms of /work/logs-unseen-e (docs/console-logs.md, "Read since logs-unseen-e"), each written
/// here by hand in the observed shape; line numbers and which constraint UIKit broke worked out by
/// hand from the paste.
@Suite("Console log pastes of logs-unseen-e: code fences, cut recover and trailer lines, cut addresses")
struct UnseenEFormTests {
  /// One view 20 wide and 40 wide (their addresses share all digits but the last).
  static let widths = [
    "<NSLayoutConstraint:0x7f00000000a1 UIView:0x7f00000000b1.width == 20   (active)>",
    "<NSLayoutConstraint:0x7f00000000a2 UIView:0x7f00000000b1.width == 40   (active)>",
  ]
  /// Paste.header is lines 1–5, the list's `(` line 6, its items 7 and 8, `)` line 9, a blank
  /// line 10: the line after the list's blank is line 11.
  static let logUpToRecover = Paste.header + "\n" + PasteEdgeTests.list(widths) + "\n"

  @Test("a Markdown code fence alone is page markup: no warning, the logs in it read whole")
  func fences() throws {
    for fence in ["```", "```swift", "``` swift", "```log", "~~~", "> ```"] {
      // Line 1 the fence, 2–6 header, 7 `(`, 8–9 items, 10 `)`, 11 blank, 12 recover line, 13 its
      // constraint, 14 the closing fence, 15 blank, 16 the reporter's words, 17 the next fence.
      let paste =
        fence + "\n" + Self.logUpToRecover + "Will attempt to recover by breaking constraint \n"
        + Self.widths[1]
        + "\n" + fence + "\n\nThe other screen\n" + fence + "\n" + Paste.header + "\n"
        + PasteEdgeTests.list(Self.widths) + fence + "\n"
      let document = try Paste.read(paste)
      #expect(document.logs.count == 2, "\(fence)")
      #expect(document.logs.first?.broken?.address == "0x7f00000000a2", "\(fence)")
      #expect(document.logs.map(\.constraints.count) == [2, 2], "\(fence)")
      // Only the reporter's line is prose.
      #expect(document.warnings.map(\.location) == [LogLocation(line: 16, column: 1)], "\(fence)")
      #expect(document.warnings.first?.message.contains("(\"The other screen\")") == true, "\(fence)")
    }
    // A fence with more than an info string after it is not a fence alone: prose, as before.
    let document = try Paste.read("``` see the log below <here>\n" + Self.logUpToRecover)
    #expect(document.warnings.contains { $0.location.line == 1 }, "\(document.warnings.map(\.message))")
  }

  @Test("a paste cut inside the words of the recover line says so and names no broken constraint")
  func recoverWordsCut() throws {
    for cut in ["Will ", "Will attempt to rec", "> Will attempt"] {
      let paste = Self.logUpToRecover + cut
      let result = try Paste.imported(paste)
      let imported = try #require(result.logs.first)
      let log = try #require(imported.log)
      #expect(log.broken == nil)
      #expect(log.recoverLineCut)
      #expect(result.warnings.count == 1, "\(result.warnings.map(\.message))")
      let warning = try #require(result.warnings.first)
      #expect(warning.location.line == 11)
      #expect(warning.message.hasPrefix("the paste ends inside the recover line"), "\(warning.message)")
      // Our solver's break is named as ours, with the paste's own reason.
      #expect(
        imported.check.explanation.joined(separator: " ").contains(
          "The log does not say which constraint UIKit broke (the paste ends inside the recover line (\""),
        "\(imported.check.explanation)")
    }
    // "Wil" is under the 4 characters a cut line needs: a word of prose, said as before.
    let prose = try Paste.read(Self.logUpToRecover + "Wil")
    #expect(prose.warnings.first?.message.contains("not part of an Auto Layout log") == true)
    #expect(prose.logs.first?.recoverLineCut == false)
  }

  @Test("a trailer line cut at the paste's end is skipped as the whole trailer is")
  func trailerCut() throws {
    for cut in ["Make a sy", "Make a symbolic", "The methods"] {
      let paste =
        Self.logUpToRecover + "Will attempt to recover by breaking constraint \n" + Self.widths[0] + "\n\n"
        + cut
      let document = try Paste.read(paste)
      #expect(document.warnings.isEmpty, "\(cut): \(document.warnings.map(\.message))")
      #expect(document.logs.first?.broken?.address == "0x7f00000000a1")
      #expect(document.logs.first?.isComplete == true)
    }
  }

  @Test("a recover constraint cut inside its address is the list's one entry whose address starts so")
  func recoverCutInsideAddress() throws {
    // The second entry is the only one whose address starts with 0x600000000b.
    let apart = [
      "<NSLayoutConstraint:0x600000000a11 UIView:0x600000000c01.width == 20   (active)>",
      "<NSLayoutConstraint:0x600000000b22 UIView:0x600000000c01.width == 40   (active)>",
    ]
    let unique = try Paste.read(
      Paste.header + "\n" + PasteEdgeTests.list(apart)
        + "\nWill attempt to recover by breaking constraint \n<NSLayoutConstraint:0x600000000b")
    let log = try #require(unique.logs.first)
    #expect(log.broken?.address == "0x600000000b22")
    #expect(log.broken?.equation?.constant == 40)
    #expect(unique.warnings.count == 1)
    #expect(unique.warnings.first?.location == LogLocation(line: 12, column: 1))
    #expect(unique.warnings.first?.message.contains("constraint 2 of the list, the only one") == true)

    // Both entries of `widths` start with 0x7f00000000a: UIKit's cannot be told.
    let result = try Paste.imported(
      Self.logUpToRecover
        + "Will attempt to recover by breaking constraint \n> <NSLayoutConstraint:0x7f00000000a")
    let both = try #require(result.logs.first?.log)
    #expect(both.broken == nil)
    #expect(both.recoverLineCut)
    #expect(result.warnings.count == 1, "\(result.warnings.map(\.message))")
    #expect(result.warnings.first?.message.contains("constraints 1, 2 of the list have addresses") == true)
    #expect(both.unnamedBreakReason?.contains("cut inside its address, 0x7f00000000a") == true)
  }

  @Test("a recover constraint cut before its address names none and says so")
  func recoverCutBeforeAddress() throws {
    let document = try Paste.read(
      Self.logUpToRecover + "Will attempt to recover by breaking constraint \n<NS")
    let log = try #require(document.logs.first)
    #expect(log.broken == nil)
    #expect(log.recoverLineCut)
    #expect(document.warnings.count == 1, "\(document.warnings.map(\.message))")
    #expect(document.warnings.first?.location == LogLocation(line: 12, column: 1))
    #expect(document.warnings.first?.message.contains("cut before its address (\"<NS\")") == true)
  }

  @Test("a trace row that prints a stack view's gap guide by its full description is that guide's row")
  func traceGapGuideRows() throws {
    // e49's shape (iOS 14): the guide's description, then `- AMBIGUOUS LAYOUT for …`; the
    // paste's last row is cut inside its variables.
    let guide = { (address: String, y: String) in
      "<_UIOLAGapGuide: \(address) - \"UISV-distributing\", layoutFrame = {{0, \(y)}, {0, 85.5}}, owningView = "
        + "<UIStackView: 0x7f00000000b1; frame = (0 10; 414 886); layer = <CATransformLayer: 0x7f00000000d1>>>"
    }
    let paste =
      "|   *UIStackView:0x7f00000000b1\n"
      + "|   |   *\(guide("0x7f00000000c1", "428"))- AMBIGUOUS LAYOUT for "
      + "_UIOLAGapGuide:0x7f00000000c1'UISV-distributing'.minX{id: 2470}, "
      + "_UIOLAGapGuide:0x7f00000000c1'UISV-distributing'.Width{id: 2471}\n"
      + "|   |   *\(guide("0x7f00000000c2", "553.5"))- AMBIGUOUS LAYOUT for _UIOLAGapGuide:0x7f00000000c2'UISV-di\n"
    let document = try Paste.read(paste)
    // Only the cut row is said, at its end (line 3).
    #expect(document.warnings.map(\.location.line) == [3], "\(document.warnings.map(\.message))")
    #expect(document.warnings.first?.message.hasSuffix("ambiguous variables: none of them is known") == true)
    let nodes = try #require(document.traces.first?.nodes)
    #expect(nodes.map(\.item.address) == ["0x7f00000000b1", "0x7f00000000c1", "0x7f00000000c2"])
    #expect(nodes.map(\.depth) == [1, 2, 2])
    #expect(nodes[1].item.className == "_UIOLAGapGuide")
    #expect(nodes[1].item.text == "UISV-distributing")
    #expect(nodes[1].ambiguous)
    #expect(nodes[1].variables == ["minX", "Width"])
    // The cut row is still the guide's, ambiguous; its one variable is cut before its name.
    #expect(nodes[2].ambiguous)
    #expect(nodes[2].variables.isEmpty)
  }
}

extension UnseenEFormTests {
  @Test("addresses a page shortened with an ellipsis are read as printed, said once")
  func shortenedAddresses() throws {
    // Session 30's leftover d34: a page printed `0x6000…` for every constraint and `0x7f…a1`,
    // `0x7f…b2` for the views. A label 16 from both edges of a view whose width is 0: the three
    // conflict (16 + 16 > 0); UIKit broke the trailing one, the second of the list.
    let items = [
      "<NSLayoutConstraint:0x6000… UILabel:0x7f…a1.leading == UIView:0x7f…b2.leading + 16   (active)>",
      "<NSLayoutConstraint:0x6000… UILabel:0x7f…a1.trailing == UIView:0x7f…b2.trailing - 16   (active)>",
      "<NSLayoutConstraint:0x6000... 'UIView-Encapsulated-Layout-Width' UIView:0x7f...b2.width == 0   (active)>",
    ]
    let paste =
      Paste.header + "\n" + PasteEdgeTests.list(items) + "\nWill attempt to recover by breaking constraint \n"
      + items[1] + "\n"
    let result = try Paste.imported(paste)
    #expect(result.warnings.count == 1, "\(result.warnings.map(\.message))")
    #expect(result.warnings.first?.location == LogLocation(line: 7, column: 6))
    #expect(result.warnings.first?.message.contains("shortened the addresses (0x6000…)") == true)
    let imported = try #require(result.logs.first)
    let log = try #require(imported.log)
    #expect(log.constraints.map(\.address) == ["0x6000…", "0x6000…", "0x6000…"])
    // `...` is the same shortening as `…`: one view 0x7f…b2, one label 0x7f…a1.
    #expect(Set(imported.views.compactMap(\.address)) == ["0x7f…a1", "0x7f…b2"])
    // The broken constraint is the entry that prints it, not the first with its address.
    #expect(imported.check.explanation.joined(separator: " ").contains("UIKit broke constraint 2"))
  }
}
