import Layout

/// Everything one variant sees: the base lines followed by the variant's own lines, with
/// names, numbers and install lists resolved. Building a scope reports what is wrong with the
/// lines it is asked to report on (so base lines are reported once, not per variant).
public struct RecipeScope: Sendable {
  /// The scene statement in effect (the variant's, else the base's).
  public var scene: SceneSyntax?
  /// The size class statement in effect.
  public var sizeClass: SizeClassSyntax?
  /// The Dynamic Type category in effect.
  public var dynamicType: Spelled<ContentSizeCategory>?
  /// The system font's optical sizing in effect (`font system variable`).
  public var systemFont: Spelled<SystemFontOpticalSizing>?
  /// The width per em of CJK text in the system font in effect (`font cjk`), the last line's.
  public var fontCJK: NumberLiteral?
  /// The line per em of each family a `font line` gives (`FontLineSyntax.key`), the last line's.
  public var fontLines: [String: Double] = [:]
  /// The width per em of each family a `font width` gives (`FontLineSyntax.key`), the last one's.
  public var fontWidths: [String: Double] = [:]
  /// Where each family's `font width` is, to say where the first of two is.
  var fontWidthRanges: [String: SourceRange] = [:]
  /// Where the `font line` in effect for each family key is.
  var fontLineRanges: [String: SourceRange] = [:]
  /// Declared views in order (base views, then the variant's).
  public var views: [ViewSyntax] = []
  /// `set` statements in order.
  public var sets: [SetSyntax] = []
  /// `superview` statements in order (base, then the variant's).
  public var superviews: [SuperviewSyntax] = []
  /// Constraints in order, VFL lines expanded.
  public var constraints: [ScopedConstraint] = []
  /// `expect` lines in order (the base's, then the variant's).
  public var expectations: [ExpectSyntax] = []
  /// Labels of constraints that are not installed in this scope.
  public var uninstalled: Set<ConstraintLabel> = []
  /// Metrics for Visual Format lines.
  var metrics: [String: Double] = [:]
  /// Index into `views` by name key.
  var viewIndex: [ViewName: Int] = [:]
  /// Where each constraint label was first used.
  var labelLines: [ConstraintLabel: SourceRange] = [:]
  /// The last constraint number, from which unlabelled constraints continue.
  var lastNumber = 0
  /// Diagnostics found while building.
  var diagnostics: [Diagnostic] = []
  /// Where the recipe declares its views, for true "unknown view" hints.
  var declarations = DeclarationIndex()
  /// The variant whose lines are being reported (nil: the base lines).
  var variantName: String?

  /// The view declared with this name (case-insensitive, spaces ignored).
  public func view(named name: ViewName) -> ViewSyntax? {
    viewIndex[name].map { views[$0] }
  }

  /// Whether the scene is a table view cell.
  public var isCell: Bool {
    if case .cell = scene?.shape { return true }
    return false
  }

  /// The base scope of a recipe.
  public static func base(of recipe: Recipe, failedDeclarations: Set<ViewName> = []) -> RecipeScope {
    var scope = RecipeScope()
    scope.declarations = DeclarationIndex(recipe, failed: failedDeclarations)
    scope.process(recipe.lines, report: true, inVariant: false)
    return scope
  }

  /// The scope of one variant over `base`, the recipe's base scope: what the base lines made
  /// (their problems are the base's to report), then the variant's lines.
  public static func variant(_ variant: VariantSyntax, over base: RecipeScope) -> RecipeScope {
    var scope = base
    scope.diagnostics = []
    scope.variantName = variant.name.value
    scope.process(variant.lines, report: true, inVariant: true)
    return scope
  }

  /// Processes lines in order; what is wrong is reported when `report` is set.
  mutating func process(_ lines: [RecipeLine], report: Bool, inVariant: Bool) {
    let start = diagnostics.count
    var sceneSeen: SourceRange?
    var superviewLines: [SuperviewSyntax] = []
    for line in lines {
      switch line.statement {
      case .title(let title):
        if inVariant { error("the title belongs before the first variant", at: title.range) }
      case .scene(let scene):
        if let previous = sceneSeen {
          error(
            "the scene is given twice", at: line.range,
            hint: "the first scene is on line \(previous.start.line)")
        }
        sceneSeen = line.range
        self.scene = scene
      case .sizeClass(let sizeClass): self.sizeClass = sizeClass
      case .dynamicType(let category): dynamicType = category
      case .systemFont(let sizing): systemFont = sizing
      case .fontCJK(let width): fontCJK = width
      case .fontLine(let line):
        if inVariant {
          error(
            "a font line applies to the whole recipe: put it before the first variant", at: line.family.range)
        }
        let key = FontLineSyntax.key(line.family.value)
        if let previous = fontLineRanges[key] {
          // Two lines for one family (spelled the same but for case and spaces): the later one
          // wins, which the recipe should say rather than hide (review35-stop.md L4).
          warning(
            "the font line for \(RecipeFormatter.quoted(line.family.value)) is given again: this one "
              + "(\(PositionalNumber.shortest(line.line.value)) em) replaces the earlier one",
            at: line.family.range,
            hint: "the earlier font line is on line \(previous.start.line); keep one of them")
        }
        fontLineRanges[key] = line.family.range
        fontLines[key] = line.line.value
      case .fontWidth(let width):
        if inVariant {
          error(
            "a font width applies to the whole recipe: put it before the first variant",
            at: width.family.range)
        }
        let key = FontLineSyntax.key(width.family.value)
        if let previous = fontWidthRanges[key] {
          warning(
            "the font width for \(RecipeFormatter.quoted(width.family.value)) is given again: this one "
              + "(\(PositionalNumber.shortest(width.width.value))) replaces the earlier one",
            at: width.family.range,
            hint: "the earlier font width is on line \(previous.start.line); keep one of them")
        }
        fontWidthRanges[key] = width.family.range
        fontWidths[key] = width.width.value
      case .view(let view): declare(view, line: line)
      case .set(let set): apply(set)
      case .superview(let superview):
        superviewLines.append(superview)
        superviews.append(superview)
      case .constraint(let constraint): add(constraint, lineRange: line.range, inVariant: inVariant)
      case .visualFormat(let format): expand(format, lineRange: line.range, inVariant: inVariant)
      case .install(let install): applyInstall(install)
      case .metric(let metric): metrics[metric.name.value] = metric.value.value
      case .fit(let fit):
        if inVariant {
          error("fit applies to the whole figure: put it before the first variant", at: fit.range)
        }
      case .sweep(let sweep):
        if inVariant {
          error("sweep applies to the whole recipe: put it before the first variant", at: sweep.text.range)
        }
      case .expect(let expect): self.expect(expect)
      case .fontFile(let file):
        if inVariant {
          error(
            "a font file applies to the whole recipe: put it before the first variant", at: file.path.range)
        }
      case .comment, .blank: break
      }
    }
    // Checked once the scene is known, wherever the scene line is.
    for superview in superviewLines { checkSuperview(superview) }
    if !report { diagnostics.removeSubrange(start...) }
  }

  /// Checks the view names of an `expect` line (declared views, and a cell's Content View).
  mutating func expect(_ expect: ExpectSyntax) {
    for name in expect.views where view(named: name.value) == nil {
      if isCell && name.value == ViewName("Content View") { continue }
      unknownView(name, includeBuiltins: false)
    }
    expectations.append(expect)
  }

  /// Records an error.
  mutating func error(_ message: String, at range: SourceRange, hint: String? = nil) {
    diagnostics.append(Diagnostic(.error, message, at: range, hint: hint))
  }

  /// Records a warning.
  mutating func warning(_ message: String, at range: SourceRange, hint: String? = nil) {
    diagnostics.append(Diagnostic(.warning, message, at: range, hint: hint))
  }

  /// The "unknown view" error with a did-you-mean hint over declared and built-in names.
  mutating func unknownView(_ name: Located<ViewName>, includeBuiltins: Bool) {
    // Declared on a line with an error, already reported: another error here would be a cascade.
    guard !declarations.failed.contains(name.value) else { return }
    var candidates = views.map(\.name.value.spelling)
    if includeBuiltins { candidates += BuiltinItem.allCases.map(\.rawValue) }
    let hint =
      declarations.hint(for: name.value.spelling, usedAt: name.range.start.line, in: variantName)
      ?? Suggestion.didYouMean(name.value.spelling, among: candidates).map { "did you mean \"\($0)\"?" }
      ?? "declare it first, for example: view \"\(name.value)\""
    error("unknown view \"\(name.value)\"", at: name.range, hint: hint)
  }
}
