import Foundation
import TestSupport
import Testing

/// `solve` reports a frame the constraints force to a negative size, in text and in JSON, for
/// Tests/Fixtures/Recipes/negative-width.recipe: leading 0 + 300, trailing 375 - 100 = 275,
/// so the box is 275 - 300 = -25 wide (derived from the recipe's algebra, not from the output).
@Suite("Negative sizes in solve's output")
struct NegativeSizeOutputTests {
  static let recipe = "Tests/Fixtures/Recipes/negative-width.recipe"

  @Test("text: the view, its negative width and the constraints that force it")
  func text() throws {
    let output = try TestProcess.runTool(["solve", Self.recipe])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.contains("Box  view         frame = (300 40; -25 50)"))
    let lines = output.stdout.components(separatedBy: "\n")
    let start = try #require(lines.firstIndex { $0.contains("Box has a negative width, -25 pt, forced by:") })
    let forcing = Set(lines[(start + 1)...(start + 3)].map { $0.trimmingCharacters(in: .whitespaces) })
    #expect(forcing.contains("1. Box.Leading = Superview.Leading + 300"))
    #expect(forcing.contains("2. Box.Trailing = Superview.Trailing - 100"))
    #expect(forcing.contains { $0.contains("UIView-Encapsulated-Layout-Width") && $0.contains("== 375") })
  }

  struct Document: Decodable {
    var diagnostics: [Message]
  }
  struct Message: Decodable {
    var severity: String
    var message: String
    var line: Int?
    var kind: String?
    var view: String?
    var dimension: String?
    var value: Double?
    var constraints: [String]?
  }

  @Test("JSON: a negativeSize finding at the view's declaration, with the value and constraints")
  func json() throws {
    let output = try TestProcess.runTool(["solve", Self.recipe, "--format", "json"])
    #expect(output.status == 0, "\(output.stderr)")
    let document = try JSONDecoder().decode(Document.self, from: Data(output.stdout.utf8))
    let found = document.diagnostics.filter { $0.kind == "negativeSize" }
    #expect(found.count == 1)
    let message = try #require(found.first)
    #expect(message.severity == "warning")
    #expect(message.view == "Box" && message.dimension == "width" && message.value == -25)
    // `view "Box"` is on line 6 of the recipe.
    #expect(message.line == 6)
    let constraints = try #require(message.constraints)
    #expect(constraints.count == 3)
    #expect(constraints.contains("1. Box.Leading = Superview.Leading + 300"))
    #expect(constraints.contains("2. Box.Trailing = Superview.Trailing - 100"))
  }
}
