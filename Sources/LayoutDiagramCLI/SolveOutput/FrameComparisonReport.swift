import InterfaceBuilder
import Layout
import Pipeline
import Recipe
import Render
import Typesetting

/// `--compare-frames` on `import` and `solve`: each imported scene's solved frames against the
/// frames Interface Builder stored (`FrameComparison`), scene by scene, with a total.
enum FrameComparisonReport {
  /// One scene's comparison: the recipe, the variant compared (the canvas's size classes) and
  /// the comparison.
  struct Scene: Sendable {
    var recipe: LoadedRecipe
    var variant: String
    var comparison: FrameComparison
    /// Each conflict of the compared variant, checked at IB's stored frames (`ConflictCheck`).
    var conflicts: [ConflictCheck] = []
    /// Lengths the file's equal priorities leave open to several views (`TieCheck`).
    var ties: [TieCheck] = []
  }

  /// The variant of `recipe` IB's stored frames belong to: the one of the canvas's size classes
  /// (`ImportedRecipe.canvasVariant`), or the only one.
  static func comparedVariant(_ recipe: LoadedRecipe) -> String? {
    recipe.imported?.canvasVariant ?? recipe.compiled.variants.first?.name
  }

  /// The comparison of an imported recipe's solved variants (nil when the recipe is not imported
  /// or the compared variant was not solved); text in a family `library` lacks is put down to it.
  /// Its conflicts are checked at IB's stored frames with `measurer`'s text measurements.
  /// - Throws: `CLIError` when the scene cannot be solved again to check a conflict.
  static func compare(
    _ recipe: LoadedRecipe, solved: [SolvedVariant], tolerance: Double, measurer: TypesettingMeasurer
  ) throws(CLIError) -> Scene? {
    guard let imported = recipe.imported, let name = comparedVariant(recipe),
      let variant = solved.first(where: { $0.variant.name == name })
    else { return nil }
    let conflicts: [ConflictCheck]
    do {
      conflicts = try ConflictCheck.check(
        variant.result, variant: variant.variant, stored: imported.storedFrames,
        constraintLines: imported.constraintLines, sceneLine: imported.line, measure: measurer.closure,
        tolerance: tolerance, storedRoot: imported.storedRootSize, rewritten: imported.rewrittenConstraintIDs)
    } catch {
      throw CLIError("\(recipe.path): error: \(error)", status: .internalError)
    }
    return Scene(
      recipe: recipe, variant: name,
      comparison: FrameComparison.compare(
        imported.storedFrames, variant: variant.variant, result: variant.result, tolerance: tolerance,
        missingFonts: recipe.missingFontFamilies(in: measurer.shaper.library)),
      conflicts: conflicts,
      ties: TieCheck.check(
        variant.result, variant: variant.variant, stored: imported.storedFrames, sceneLine: imported.line))
  }

  /// Solves the compared variant of each recipe and compares it.
  /// - Throws: `CLIError` as `SolvedVariant.solve` does.
  static func compareAll(
    _ recipes: [LoadedRecipe], measurer: TypesettingMeasurer, limits: Limits, tolerance: Double
  ) throws(CLIError) -> [Scene] {
    var scenes: [Scene] = []
    for recipe in recipes {
      let solved = try SolvedVariant.solve(
        recipe, only: comparedVariant(recipe), measure: measurer.closure, limits: limits)
      if let scene = try compare(recipe, solved: solved, tolerance: tolerance, measurer: measurer) {
        scenes.append(scene)
      }
    }
    return scenes
  }

  /// A frame as `(x y; width height)`, as `solve` prints frames.
  static func frame(_ rect: Rect) -> String {
    "(\(formatPoints(rect.minX)) \(formatPoints(rect.minY)); \(formatPoints(rect.width)) \(formatPoints(rect.height)))"
  }

  /// One scene in words: a heading, one line per difference, the summary.
  static func text(_ scene: Scene) -> String {
    var lines = [
      "Interface Builder's frames, \(scene.recipe.title) (variant \"\(scene.variant)\"):"
    ]
    for difference in scene.comparison.differences {
      var line =
        "  \(difference.name) (id \"\(difference.ibID)\", line \(difference.line)): IB \(frame(difference.stored))"
      if let solved = difference.solved {
        line += ", ours \(frame(solved))"
        if !difference.edges.isEmpty {
          line +=
            ": "
            + difference.edges.map { "\($0.edge) \($0.delta > 0 ? "+" : "")\(formatPoints($0.delta))" }
            .joined(separator: ", ")
        }
      }
      if let cause = difference.cause {
        line += " (\(cause.text)\(difference.counted ? "" : "; not counted"))"
      }
      lines.append(line)
    }
    for conflict in scene.conflicts {
      lines.append("  Conflict (line \(conflict.line)): \(conflict.text)")
    }
    for tie in scene.ties {
      lines.append("  Tie (line \(tie.line)): \(tie.text)")
    }
    lines.append("  " + scene.comparison.summary)
    return lines.joined(separator: "\n") + "\n"
  }

  /// Each scene's conflicts as import warnings of the IB file, located at the constraint's line.
  static func warnings(_ scenes: [Scene]) -> [ImportWarning] {
    scenes.flatMap { scene in
      scene.conflicts.map { $0.warning(fileName: scene.recipe.path) }
        + scene.ties.map { $0.warning(fileName: scene.recipe.path) }
    }
  }

  /// Every scene in words, then the total when there are several.
  static func text(_ scenes: [Scene], tolerance: Double) -> String {
    var out = scenes.map(text).joined(separator: "\n")
    if scenes.count > 1 { out += "\nTotal: " + total(scenes, tolerance: tolerance).summary + "\n" }
    return out
  }

  /// The counts of all scenes together.
  static func total(_ scenes: [Scene], tolerance: Double) -> FrameComparison {
    FrameComparison(combining: scenes.map(\.comparison), tolerance: tolerance)
  }
}

extension SolveJSON {
  /// `interfaceBuilderFrames` of a compared variant (`solve --compare-frames --format json`).
  struct FrameReport: Codable, Equatable {
    struct Difference: Codable, Equatable {
      var view: String
      var ibID: String
      var line: Int
      var interfaceBuilder: Frame
      var ours: Frame?
      /// Edge (`left`, `top`, `right`, `bottom`) to ours minus IB's, for the edges outside the tolerance.
      var edges: [String: Double]
      var cause: String?
      var causeKind: String?
      /// False for views IB marks misplaced or ambiguous (not in `views`).
      var counted: Bool
    }
    var tolerance: Double
    /// Views whose stored frame is IB's solution.
    var views: Int
    /// Of those, the ones within the tolerance.
    var within: Int
    var summary: String
    var differences: [Difference]
    /// Each conflict of the variant, checked at IB's stored frames (`ConflictCheck`).
    var conflicts: [Conflict]?
    /// Lengths the file's equal priorities leave open to several views (`TieCheck`).
    var ties: [Tie]?
  }

  /// A tie: the axis, the priorities the views share, each view's length (ours and IB's).
  struct Tie: Codable, Equatable {
    struct View: Codable, Equatable {
      var view: String
      var ibID: String?
      var line: Int?
      var ours: Double
      var interfaceBuilder: Double?
    }
    var axis: String
    /// `squeezed` (the views share a compression resistance), `stretched` (a content hugging) or
    /// `open` (one view without a content size whose length nothing fixes; priority 0).
    var kind: String
    var priority: Int
    var views: [View]
    var text: String
    var line: Int
  }

  /// A conflict checked at IB's stored frames: the constraint broken, IB's line for it, whose
  /// conflict it is (`cause`: `ibBreaksItToo`, `ibBreaksAnother`, `ibHoldsAll`, `ibFlagsAView`,
  /// `conflictsOnAnyCanvas`) and in words.
  struct Conflict: Codable, Equatable {
    struct Member: Codable, Equatable {
      var constraint: String
      var ibID: String?
      var line: Int?
      /// How far IB's stored frames miss it, in points.
      var ibMiss: Double
    }
    var broken: Member
    /// The other constraints of the conflicting set IB's stored frames miss.
    var ibMisses: [Member]
    var cause: String
    var text: String
    var line: Int
  }

  static func member(_ member: ConflictCheck.Member) -> Conflict.Member {
    Conflict.Member(
      constraint: member.text, ibID: member.ibID?.rawValue, line: member.line, ibMiss: member.miss)
  }

  static func frame(_ rect: Rect) -> Frame {
    Frame(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
  }

  static func frameReport(
    _ comparison: FrameComparison, conflicts: [ConflictCheck] = [], ties: [TieCheck] = []
  ) -> FrameReport {
    FrameReport(
      tolerance: comparison.tolerance, views: comparison.counted, within: comparison.within,
      summary: comparison.summary,
      differences: comparison.differences.map { difference in
        FrameReport.Difference(
          view: difference.name, ibID: difference.ibID.rawValue, line: difference.line,
          interfaceBuilder: frame(difference.stored), ours: difference.solved.map(frame),
          edges: Dictionary(difference.edges.map { ($0.edge, $0.delta) }, uniquingKeysWith: { a, _ in a }),
          cause: difference.cause?.text, causeKind: difference.cause?.kind, counted: difference.counted)
      },
      conflicts: conflicts.isEmpty
        ? nil
        : conflicts.map { check in
          Conflict(
            broken: member(check.broken), ibMisses: check.ibMisses.map(member), cause: check.verdict.rawValue,
            text: check.text, line: check.line)
        },
      ties: ties.isEmpty
        ? nil
        : ties.map { tie in
          Tie(
            axis: tie.axis.rawValue, kind: tie.kind.rawValue, priority: tie.priority,
            views: tie.views.map {
              Tie.View(
                view: $0.name, ibID: $0.ibID?.rawValue, line: $0.line, ours: $0.ours, interfaceBuilder: $0.ib)
            }, text: tie.text, line: tie.line)
        })
  }
}
