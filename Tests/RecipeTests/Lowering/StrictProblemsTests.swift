import Layout
import TestSupport
import Testing

@testable import Recipe

/// `expect` lines and `--strict`'s judgement. The scenes are plain views whose frames follow from
/// the constraints by hand: A is fixed (10, 10, 100 x 50); B is fixed in x, y and height by 5-7,
/// and its width only by a variant's own lines, so without one it is ambiguous in width; two
/// required widths 40 and 60 conflict.
@Suite("Strict: expect lines against the solved diagnoses")
struct StrictProblemsTests {
  static let base = """
    recipe "Strict"
    scene 375 x 667
    view "A"
    view "B"
    1. A.Leading = Superview.Leading + 10
    2. A.Top = Superview.Top + 10
    3. A.Width = 100
    4. A.Height = 50
    5. B.Top = A.Bottom + 8
    6. B.Height = 20
    7. B.Leading = A.Leading

    """

  /// The strict problems of each variant of `base + variants`, by variant name.
  func problems(_ variants: String) throws -> [String: [Diagnostic]] {
    let source = Self.base + variants
    let compiled = RecipeCompiler.compile(source, fileName: "strict.recipe")
    try #require(!compiled.hasErrors, "\(compiled.diagnostics.map(\.summary))")
    var result: [String: [Diagnostic]] = [:]
    for variant in compiled.variants {
      let solved = try LayoutEngine.solve(variant.scene, measure: FakeMeasurer.measureProportional)
      result[variant.name] = variant.strictProblems(solved.diagnoses, fileName: "strict.recipe")
    }
    return result
  }

  /// The 1-based line of the first line of base + variants that contains `text`.
  func line(of text: String, in variants: String) -> Int {
    let lines = (Self.base + variants).split(separator: "\n", omittingEmptySubsequences: false)
    return (lines.firstIndex { $0.contains(text) } ?? -1) + 1
  }

  @Test("a variant that shows exactly what it declares, and one with nothing to declare, pass")
  func declaredPasses() throws {
    let variants = """
      variant "Fixed"
        8. B.Width = 40
      variant "Ambiguous"
        expect ambiguous "B"
      variant "Any ambiguity"
        expect ambiguous
      variant "Conflict"
        8. B.Width = 40
        9. B.Width = 60
        expect conflict
      """
    let found = try problems(variants)
    #expect(found.count == 4)
    for (name, list) in found { #expect(list.isEmpty, "\(name): \(list.map(\.summary))") }
  }

  @Test("an undeclared ambiguity is an error at the ambiguous view's declaration, with the line to add")
  func undeclaredAmbiguity() throws {
    let found = try #require(try problems("variant \"Ambiguous\"\n  # nothing declared\n")["Ambiguous"])
    #expect(found.count == 1)
    let problem = try #require(found.first)
    #expect(problem.severity == .error)
    #expect(problem.line == 4)  // view "B"
    #expect(problem.message.hasPrefix("ambiguous layout for B (width)"))
    #expect(problem.message.hasSuffix("which variant \"Ambiguous\" does not expect"))
    #expect(
      problem.hint?.hasPrefix(
        "if variant \"Ambiguous\" shows it on purpose, declare it: expect ambiguous \"B\"") == true)
  }

  @Test("an undeclared conflict is an error at a conflicting constraint's line")
  func undeclaredConflict() throws {
    let variants = "variant \"Conflict\"\n  8. B.Width = 40\n  9. B.Width = 60\n"
    let found = try #require(try problems(variants)["Conflict"])
    #expect(found.count == 1)
    let problem = try #require(found.first)
    #expect(problem.message.hasPrefix("unable to simultaneously satisfy constraints"))
    #expect(problem.message.hasSuffix("which variant \"Conflict\" does not expect"))
    #expect(
      [line(of: "8. B.Width", in: variants), line(of: "9. B.Width", in: variants)].contains(problem.line))
    #expect(
      problem.hint?.hasPrefix("if variant \"Conflict\" shows it on purpose, declare it: expect conflict")
        == true)
  }

  @Test("an expected conflict or ambiguity that does not occur is an error at the expect line")
  func expectedButAbsent() throws {
    let variants = """
      variant "Fixed"
        8. B.Width = 40
        expect conflict
        expect ambiguous
      """
    let found = try #require(try problems(variants)["Fixed"])
    #expect(
      found.map(\.line) == [
        line(of: "expect conflict", in: variants), line(of: "expect ambiguous", in: variants),
      ])
    #expect(
      found[0].message == "variant \"Fixed\" expects a conflict, but its required constraints are satisfiable"
    )
    #expect(found[1].message == "variant \"Fixed\" expects an ambiguous layout, but every frame is fixed")
    #expect(found.allSatisfy { $0.column == 10 })  // at the diagnosis word, after `  expect `
  }

  @Test("named views: a fixed view named is an error at its name; an ambiguous view not named is one too")
  func namedViews() throws {
    let named = "variant \"Ambiguous\"\n  expect ambiguous \"A\", \"B\"\n"
    let first = try #require(try problems(named)["Ambiguous"])
    #expect(first.count == 1)
    #expect(first.first?.message == "variant \"Ambiguous\" expects A to be ambiguous, but its frame is fixed")
    #expect(first.first?.line == line(of: "expect ambiguous", in: named))
    #expect(first.first?.column == 20)  // "A" after `  expect ambiguous `
    let wrong = "variant \"Ambiguous\"\n  expect ambiguous \"A\"\n"
    let second = try #require(try problems(wrong)["Ambiguous"]).map(\.message)
    #expect(second.count == 2)
    #expect(
      second.contains("ambiguous layout for B (width), which no expect line of variant \"Ambiguous\" names"))
    #expect(second.contains("variant \"Ambiguous\" expects A to be ambiguous, but its frame is fixed"))
  }

  @Test("an expect line before the first variant applies to every variant")
  func baseLineAppliesToEveryVariant() throws {
    let variants = """
      expect ambiguous "B"
      variant "Ambiguous"
      variant "Fixed"
        8. B.Width = 40
      """
    let found = try problems(variants)
    #expect(found["Ambiguous"]?.isEmpty == true)
    let fixed = try #require(found["Fixed"])
    #expect(
      fixed.map(\.message) == ["variant \"Fixed\" expects an ambiguous layout, but every frame is fixed"])
    #expect(fixed.first?.line == line(of: "expect ambiguous", in: variants))
  }

  @Test("expect lines parse, format back and report bad input with a location")
  func syntax() throws {
    let source = "view \"A\"\nview \"B\"\nexpect ambiguous \"A\", \"B\"\nexpect Conflict\n"
    let parsed = RecipeParser.parse(source, fileName: "t")
    #expect(parsed.diagnostics.isEmpty)
    #expect(RecipeFormatter.format(parsed.recipe) == source)
    func firstError(_ source: String) -> Diagnostic? {
      RecipeCompiler.compile(Self.base + source, fileName: "t").diagnostics.first(where: \.isError)
    }
    let typo = try #require(firstError("expect ambigous\n"))
    #expect(typo.message == "unknown diagnosis \"ambigous\"")
    #expect(typo.hint == "did you mean \"ambiguous\"?")
    #expect((typo.line, typo.column) == (12, 8))
    let conflictNames = try #require(firstError("expect conflict \"A\"\n"))
    #expect(conflictNames.message == "expect conflict takes no view names")
    #expect((conflictNames.line, conflictNames.column) == (12, 17))
    let unknown = try #require(firstError("expect ambiguous \"Bee\"\n"))
    #expect(unknown.message == "unknown view \"Bee\"")
    #expect((unknown.line, unknown.column) == (12, 18))
    let missing = try #require(firstError("expect\n"))
    #expect(missing.message.hasPrefix("expected conflict or ambiguous"))
  }
}
