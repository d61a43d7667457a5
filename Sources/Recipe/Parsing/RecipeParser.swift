import Layout

/// Parses recipe text into a syntax tree plus diagnostics. Never stops at the first error and
/// never crashes: a bad line is reported and skipped, and the names, numbers and axes of what
/// parsed are checked afterwards (`RecipeChecker`).
public enum RecipeParser {
  /// At most this many diagnostics are reported; one more error says that the rest were dropped.
  public static let maximumDiagnostics = 100

  /// Parses `source`; `fileName` prefixes every diagnostic (`file:line:column`).
  public static func parse(_ source: String, fileName: String = "recipe") -> ParseResult {
    let parsed = parseAndCheck(source)
    return ParseResult(
      recipe: parsed.recipe, diagnostics: finish(parsed.diagnostics, fileName: fileName), fileName: fileName)
  }

  /// What parsing and checking give before the diagnostics are finished: the syntax tree, its
  /// scopes (which lowering reuses), and the diagnostics in the order they were found.
  struct Checked {
    var recipe: Recipe
    var scopes: RecipeScopes
    var diagnostics: [Diagnostic]
  }

  /// Parses `source` and checks it over its scopes; `finish` orders the diagnostics.
  static func parseAndCheck(_ source: String) -> Checked {
    var builder = RecipeBuilder()
    var diagnostics: [Diagnostic] = []
    // Views whose declaration line has an error: not "unknown" to the constraints naming them.
    var failedDeclarations: Set<ViewName> = []
    for (offset, lineText) in RecipeLexer.splitLines(source).enumerated() {
      let text = Array(lineText)
      let lineNumber = offset + 1
      let lexed = RecipeLexer.tokens(of: text, line: lineNumber)
      if let error = lexed.error {
        diagnostics.append(error)
        if let name = FailedDeclaration.viewName(in: text) { failedDeclarations.insert(ViewName(name)) }
        continue
      }
      var tokens = lexed.tokens
      var comment: String?
      var commentStart = text.count
      if let last = tokens.last, last.kind == .comment {
        comment = last.text
        commentStart = last.range.start.column - 1
        tokens.removeLast()
      }
      guard let first = tokens.first, let last = tokens.last else {
        builder.append(
          RecipeLine(statement: comment.map { .comment($0) } ?? .blank, range: lineRange(lineNumber, text)))
        continue
      }
      var parser = LineParser(tokens: tokens, line: lineNumber, text: text)
      let range = first.range.union(last.range)
      do {
        switch try parser.parseLine(commentStart: commentStart) {
        case .statement(let statement):
          builder.append(RecipeLine(statement: statement, trailingComment: comment, range: range))
        case .variant(let name):
          builder.startVariant(VariantSyntax(name: name, trailingComment: comment, lines: []))
        }
      } catch {
        diagnostics.append(error.diagnostic)
        if let name = FailedDeclaration.viewName(in: text) { failedDeclarations.insert(ViewName(name)) }
      }
      diagnostics += parser.warnings
    }
    let recipe = builder.finish()
    // An empty recipe is reported only when no line had an error: a file whose every line
    // is wrong is not "empty".
    if recipe.isEmpty, diagnostics.isEmpty {
      diagnostics.append(
        Diagnostic(
          .error, "the recipe is empty", at: SourceRange(line: 1, column: 1, length: 1),
          hint:
            "a recipe has a scene (scene 375 x 667), views (label \"Name Label\" text \"Name\") and numbered constraints"
        ))
    }
    let scopes = RecipeScopes(recipe, failedDeclarations: failedDeclarations)
    diagnostics += RecipeChecker.check(scopes)
    return Checked(recipe: recipe, scopes: scopes, diagnostics: diagnostics)
  }

  /// Sorts diagnostics by location (stable), names the file, and caps the count: what each
  /// public entry point (`parse`, `RecipeLowering.lower`, `RecipeCompiler.compile`) does once to
  /// the diagnostics it returns.
  static func finish(_ diagnostics: [Diagnostic], fileName: String) -> [Diagnostic] {
    var sorted = diagnostics.enumerated().sorted {
      ($0.element.range.start, $0.offset) < ($1.element.range.start, $1.offset)
    }.map(\.element)
    if sorted.count > maximumDiagnostics {
      let next = sorted[maximumDiagnostics]
      sorted = Array(sorted.prefix(maximumDiagnostics))
      sorted.append(
        Diagnostic(
          .error, "too many errors; the rest of the file was not reported", at: next.range,
          hint: "is this a recipe file? fix the errors above and try again"))
    }
    return sorted.map {
      var diagnostic = $0
      diagnostic.fileName = fileName
      return diagnostic
    }
  }

  /// The whole line's range.
  private static func lineRange(_ line: Int, _ text: [Character]) -> SourceRange {
    SourceRange(line: line, column: 1, length: text.count)
  }
}

extension Recipe {
  /// Whether the recipe says nothing (only comments and blank lines).
  var isEmpty: Bool {
    // A variant makes it non-empty; without variants, only the top lines count (no copies).
    variants.isEmpty
      && lines.allSatisfy {
        if case .comment = $0.statement { return true }
        if case .blank = $0.statement { return true }
        return false
      }
  }
}
