import Layout
import TestSupport
import Testing

@testable import Recipe

@Suite("Engine diagnoses located in the recipe")
struct LocatedDiagnosisTests {
  /// The 1-based line of the first line of `text` that starts with `prefix`.
  func line(of prefix: String, in text: String) -> Int? {
    text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasPrefix(prefix) }.map {
      $0 + 1
    }
  }

  @Test("B1 without C: the ambiguity points at the quote label's declaration")
  func ambiguity() throws {
    let name = "b1-quote-cell.recipe"
    let solved = try #require(try solveBook(name)["Without C"])
    let diagnosis = try #require(solved.result.diagnoses.first { $0.isError })
    let located = solved.variant.locate(diagnosis, fileName: name)
    #expect(located.severity == .error)
    #expect(located.message.hasPrefix("ambiguous layout for Content View (height); Quote Label (minY)"))
    #expect(located.line == line(of: "label \"Quote Label\"", in: Book.text(name)))
    #expect(located.column == 7)
  }

  @Test("A2 at 17 pt: the broken optional is a note at constraint 5's line")
  func brokenOptional() throws {
    let name = "a2-dynamic-height-label-and-text-field.recipe"
    let solved = try #require(try solveBook(name)["17 pt label"])
    let notes = solved.result.diagnoses.map { solved.variant.locate($0, fileName: name) }.filter {
      $0.severity == .note
    }
    let constraintLine = try #require(line(of: "5. ", in: Book.text(name)))
    #expect(notes.map(\.line).contains(constraintLine))
  }
}
