import Layout
import Recipe
import Render

/// What solves a scene in place of `LayoutEngine.solve(_:measure:)` (the same result).
public typealias SceneLayout = (Scene, TextMeasurer) throws(LayoutError) -> LayoutResult

/// One variant of a recipe, solved.
public struct SolvedVariant: Sendable {
  /// The lowered variant (its name, scene and size-class marks).
  public var variant: LoweredVariant
  /// The solved layout.
  public var result: LayoutResult

  /// The scene that was solved.
  public var scene: Scene { variant.scene }

  /// Solves the variants of a compiled recipe (all of them, or only the one named `only`), and
  /// checks that their geometry is finite and within `limits.coordinate` (`GeometryCheck`).
  /// `layout` solves each scene in place of `LayoutEngine.solve` (a preview's `LiveLayout`).
  /// - Throws: `CLIError` for an unknown variant name, a scene the engine refuses, or geometry out
  ///   of range (65, located at the views and the constraints that drive them).
  public static func solve(
    _ recipe: LoadedRecipe, only name: String? = nil, measure: TextMeasurer, limits: Limits = .standard,
    layout: SceneLayout? = nil
  ) throws(CLIError) -> [SolvedVariant] {
    var variants = recipe.compiled.variants
    if let name {
      guard let match = recipe.compiled.variant(named: name) else {
        let names = variants.map { "\"\($0.name)\"" }.joined(separator: ", ")
        throw CLIError(
          "error: \(recipe.path) has no variant \"\(name)\"\nhint: its variants are \(names)",
          status: .usage)
      }
      variants = [match]
    }
    var solved: [SolvedVariant] = []
    var problems: [Diagnostic] = []
    for variant in variants {
      do {
        var timings = LayoutTimings()
        let name = variants.count > 1 ? " variant \"\(variant.name)\"" : ""
        timings.phase = { phase in
          switch phase {
          case .solving(let pass):
            WorkPhase.report("solving\(name)" + (pass > 1 ? ", pass \(pass)" : ""))
          case .diagnosing: WorkPhase.report("diagnosing\(name)")
          }
        }
        let result: LayoutResult
        if let layout {
          result = try layout(variant.scene, measure)
        } else {
          result = try LayoutEngine.solve(variant.scene, measure: measure, timings: &timings)
        }
        let one = SolvedVariant(variant: variant, result: result)
        problems += GeometryCheck.problems(one, recipe: recipe, limit: limits.coordinate)
        solved.append(one)
      } catch {
        throw CLIError(
          "\(recipe.path): error: variant \"\(variant.name)\" cannot be laid out: \(error.message(in: variant.scene))",
          status: .recipeErrors)
      }
    }
    guard problems.isEmpty else {
      throw CLIError(
        problems.rendered(source: recipe.source)
          + "\n\(recipe.path): not solved: its geometry is out of range",
        status: .recipeErrors)
    }
    return solved
  }

  /// The panel's caption: the variant's name, or for a recipe's only (`default`) variant the scene
  /// it shows (`375 × 667`, `Cell, width 375`).
  public var caption: String {
    guard variant.name == RecipeLowering.defaultVariantName else { return variant.name }
    if case .cell(let width) = scene.kind { return "Cell, width \(formatPoints(width))" }
    return "\(formatPoints(scene.size.width)) × \(formatPoints(scene.size.height))"
  }

  /// The diagram panel for this variant. Constraints installed for some size classes only are drawn
  /// as class-only by the panel itself (from their `installation`); constraints a variant merely
  /// adds (B2's left and right cells) are not size-class constraints and stay blue.
  public var panel: Panel {
    Panel(scene: scene, result: result, caption: caption)
  }
}

extension Figure {
  /// The figure of a recipe: one panel per solved variant, side by side.
  public init(recipe: LoadedRecipe, solved: [SolvedVariant]) {
    let panels = solved.map(\.panel)
    self.init(
      title: recipe.title,
      panels: recipe.consoleLog.map { log in panels.map { $0.annotated(with: log) } } ?? panels)
  }
}
