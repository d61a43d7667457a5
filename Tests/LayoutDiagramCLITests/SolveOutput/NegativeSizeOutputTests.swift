import Foundation
import TestSupport
import Testing

/// `solve` on constraints that would force a negative width, Tests/Fixtures/Recipes/negative-width.recipe:
/// leading 0 + 300, trailing 375 - 100 = 275, so the box would be 275 - 300 = -25 wide. Widths are
/// never negative (docs/layout.md, "Semantics"), so this is a conflict: constraint 2, added after 1,
/// is broken and the box is 0 wide at 300 (derived from the recipe's algebra, not from the output).
@Suite("Negative sizes in solve's output")
struct NegativeSizeOutputTests {
  static let recipe = "Tests/Fixtures/Recipes/negative-width.recipe"

  @Test("text: a conflict with the width's implicit >= 0, constraint 2 broken, the box 0 wide")
  func text() throws {
    let output = try TestProcess.runTool(["solve", Self.recipe])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.contains("Box  view         frame = (300 40; 0 50)"))
    #expect(output.stdout.contains("2.   Box.Trailing = Superview.Trailing - 100  [broken to recover]"))
    #expect(output.stdout.contains("Unable to simultaneously satisfy constraints."))
    #expect(output.stdout.contains("'non-negative' UIView:'Box'.width >= 0"))
    #expect(!output.stdout.contains("negative width, -25"))
  }

  struct Document: Decodable {
    var diagnostics: [Message]
  }
  struct Message: Decodable {
    var severity: String
    var message: String
    var line: Int?
    var kind: String?
  }

  @Test("JSON: the conflict as an error at the broken constraint's line, no negativeSize finding")
  func json() throws {
    let output = try TestProcess.runTool(["solve", Self.recipe, "--format", "json"])
    #expect(output.status == 0, "\(output.stderr)")
    let document = try JSONDecoder().decode(Document.self, from: Data(output.stdout.utf8))
    #expect(document.diagnostics.allSatisfy { $0.kind != "negativeSize" })
    let conflict = try #require(
      document.diagnostics.first { $0.message.hasPrefix("Unable to simultaneously satisfy constraints.") })
    #expect(conflict.severity == "error")
    // Constraint 2 is on line 10 of the recipe.
    #expect(conflict.line == 10)
    #expect(conflict.message.contains("'non-negative' UIView:'Box'.width >= 0"))
  }
}
