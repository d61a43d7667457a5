import Foundation
import Golden
import TestSupport
import Testing

/// `check` against version 2 goldens (issue 26, item 5): hand-made before/after recipes whose
/// expected messages follow from the recipes: the constraint that changed, named with its old and
/// new value beside the views that moved, each panel compared at its scene's origin and the list
/// apart, and a change of size put down to the part that grew. A version 1 golden still checks.
@Suite struct NamedChangesTests {
  /// Two panels of one scene each; Box hangs under Title. Every constraint is satisfied, and 7
  /// (optional, `<=`) has room to spare at both widths: Box's trailing edge is at most
  /// 20 + 100 = 120 pt, the margin at 320 - 20 or more.
  static let recipe = """
    recipe "Named Changes"
    scene 320 x 200

    label "Title" text "Title"
    view "Box"

    1. Title.Leading = Superview.LeadingMargin
    2. Title.Top = Superview.Top + 20
    3. Box.Leading = Superview.LeadingMargin
    4. Box.Top = Title.Bottom + 8
    5. Box.Width = 100
    6. Box.Height = 40
    7. Box.Trailing <= Superview.TrailingMargin (Priority 750)

    variant "Narrow"
      scene 320 x 200

    variant "Wide"
      scene 480 x 200

    """

  /// Records `before` as `named.recipe`, writes `after` over it and checks it; returns the output.
  static func check(before: String, after: String, v1: Bool = false) throws -> (
    status: Int32, stdout: String, lines: [String], html: String, junit: String
  ) {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let recipe = folder.appendingPathComponent("named.recipe").path
    let goldens = folder.appendingPathComponent("goldens").path
    try before.write(toFile: recipe, atomically: true, encoding: .utf8)
    let record = try Repository.tool(["record", recipe, "--goldens", goldens])
    #expect(record.status == 0, "\(record.stderr)")
    if v1 { try Self.makeVersionOne("\(goldens)/named.golden.json") }
    try after.write(toFile: recipe, atomically: true, encoding: .utf8)
    let junit = "\(folder.path)/junit.xml"
    let run = try Repository.tool([
      "check", recipe, "--goldens", goldens, "--report", "\(folder.path)/report", "--junit", junit,
    ])
    return (
      run.status, run.stdout, run.stdout.split(separator: "\n").map(String.init),
      try String(contentsOfFile: "\(folder.path)/report/index.html", encoding: .utf8),
      try String(contentsOfFile: junit, encoding: .utf8)
    )
  }

  /// Rewrites a golden's metadata as a version 1 file: without the keys version 2 added.
  static func makeVersionOne(_ path: String) throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    object["version"] = nil
    object["list"] = nil
    let variants = try #require(object["variants"] as? [[String: Any]])
    object["variants"] = variants.map { variant in
      variant.filter { !["constraints", "scene", "area"].contains($0.key) }
    }
    try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
      .write(to: URL(fileURLWithPath: path))
  }

  /// Constant 8 -> 16: Box 8 pt lower in both panels, the list's row 4 rewritten.
  @Test func aConstantChangeIsNamedBesideTheMovedViews() throws {
    let run = try Self.check(
      before: Self.recipe,
      after: Self.recipe.replacingOccurrences(of: "Title.Bottom + 8", with: "Title.Bottom + 16"))
    #expect(run.status == 1)
    #expect(
      run.stdout.contains(
        "named: differs from the golden: 3 of 5 parts changed: panel \"Narrow\" (1 view moved or resized), "
          + "panel \"Wide\" (1 view moved or resized), the list (constraint 4: constant 8 -> 16)"),
      "\(run.stdout)")
    let first = try #require(run.lines.firstIndex { $0.hasPrefix("named: differs") })
    #expect(
      Array(run.lines[(first + 1)...].prefix(3)) == [
        "  constraint 4: constant 8 -> 16", "  Box moved 8 pt down (in \"Narrow\")",
        "  Box moved 8 pt down (in \"Wide\")",
      ])
    #expect(
      run.lines.contains {
        $0.hasPrefix("  panel \"Narrow\": ") && $0.hasSuffix("pt from its scene's origin")
      })
    #expect(run.lines.contains { $0.hasPrefix("  the list: ") && $0.hasSuffix("pt from its top left") })
    // The captions' words ("Narrow", "Wide") are the same: unchanged where aligned, wherever the
    // panels' new crops put them.
    for name in ["Narrow", "Wide"] {
      #expect(
        run.lines.contains("  the caption of panel \"\(name)\": unchanged where aligned at its top left"))
    }
    // The HTML report and the JUnit file say the same.
    #expect(run.html.contains("<li>constraint 4: constant 8 -&gt; 16</li>"))
    #expect(run.html.contains("3 of 5 parts changed"))
    #expect(run.junit.contains("constraint 4: constant 8 -&gt; 16"))
    #expect(run.junit.contains("3 of 5 parts changed"))
  }

  /// Priority 750 -> 250 of a constraint satisfied either way: no view moves; the list names it.
  @Test func aPriorityChangeIsNamedAndMovesNoView() throws {
    let run = try Self.check(
      before: Self.recipe,
      after: Self.recipe.replacingOccurrences(of: "(Priority 750)", with: "(Priority 250)"))
    #expect(run.status == 1)
    #expect(run.stdout.contains("the list (constraint 7: priority 750 -> 250)"), "\(run.stdout)")
    #expect(run.lines.contains("  constraint 7: priority 750 -> 250"))
    #expect(!run.stdout.contains("Box moved") && !run.stdout.contains("Title moved"))
  }

  /// A constraint added that changes nothing (Title is far narrower than the scene): one more
  /// row in the list, 18 pt, 36 px at the golden's 2x; removed, the same row less.
  @Test func anAddedOrRemovedConstraintIsNamedAndTheListGrowsByItsRow() throws {
    let more = Self.recipe.replacingOccurrences(
      of: "(Priority 750)\n", with: "(Priority 750)\n8. Title.Trailing <= Superview.TrailingMargin\n")
    let added = try Self.check(before: Self.recipe, after: more)
    #expect(added.status == 1)
    #expect(
      added.lines.contains("  constraint 8 added: Title.Trailing <= Superview.TrailingMargin"),
      "\(added.stdout)")
    #expect(added.stdout.contains("the list 36 px taller"))
    #expect(!added.stdout.contains("Box moved") && !added.stdout.contains("Title moved"))
    let removed = try Self.check(before: more, after: Self.recipe)
    #expect(removed.status == 1)
    #expect(
      removed.lines.contains("  constraint 8 removed: Title.Trailing <= Superview.TrailingMargin"),
      "\(removed.stdout)")
    #expect(removed.stdout.contains("the list 36 px shorter"))
  }

  /// Box hangs 20 pt below the scene (drawn beyond it); half a point lower, it makes its panels
  /// taller and pushes the list down. The list is unchanged where aligned, not a red wash; the
  /// panels are named as what grew.
  @Test func aHalfPointMoveThatGrowsTheFigureBlamesThePanels() throws {
    let hanging = Self.recipe.replacingOccurrences(
      of: "4. Box.Top = Title.Bottom + 8", with: "4. Box.Top = Superview.Bottom - 20")
    let run = try Self.check(
      before: hanging, after: hanging.replacingOccurrences(of: "Bottom - 20", with: "Bottom - 19.5"))
    #expect(run.status == 1)
    #expect(run.lines.contains("  Box moved 0.5 pt down (in \"Narrow\")"), "\(run.stdout)")
    #expect(run.lines.contains("  Box moved 0.5 pt down (in \"Wide\")"))
    #expect(run.lines.contains("  constraint 4: constant -20 -> -19.5"))
    #expect(run.stdout.contains("size changed from "))
    #expect(run.stdout.contains("panel \"Narrow\" 1 px taller"))
    #expect(!run.stdout.contains("the list 1 px") && !run.stdout.contains("the list 2 px"))
  }

  /// A version 1 golden (metadata without the version 2 keys) still checks: an unchanged recipe
  /// matches; a change fails with today's whole-figure count and the hint to re-record.
  @Test func aVersionOneGoldenStillChecks() throws {
    let same = try Self.check(before: Self.recipe, after: Self.recipe, v1: true)
    #expect(same.status == 0, "\(same.stdout)")
    let changed = try Self.check(
      before: Self.recipe,
      after: Self.recipe.replacingOccurrences(of: "Title.Bottom + 8", with: "Title.Bottom + 16"), v1: true)
    #expect(changed.status == 1)
    #expect(changed.stdout.contains("named: differs from the golden: "), "\(changed.stdout)")
    let summary = try #require(changed.lines.first { $0.hasPrefix("named: differs from the golden: ") })
    #expect(summary.contains(" pixels differ") && summary.hasSuffix(" pt of the figure"), "\(summary)")
    #expect(!changed.stdout.contains("parts changed") && !changed.stdout.contains("constraint 4"))
    #expect(changed.stdout.contains("Box moved 8 pt down (in \"Narrow\")"))
    #expect(changed.stdout.contains("re-record to get named changes"))
  }
}
