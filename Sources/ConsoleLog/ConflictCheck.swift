import Layout
import Recipe

/// What our solver says about a log's constraints.
public struct ConflictCheck: Hashable, Sendable {
  /// The verdict.
  public enum Verdict: String, Hashable, Sendable {
    /// The listed constraints cannot hold together.
    case unsatisfiable
    /// They cannot hold together once widths and heights are kept non-negative, as Auto Layout
    /// keeps them: the minimal set holds a view's `width >= 0` or `height >= 0` (the engine's
    /// implicit constraint, `ImplicitConstraint.Kind.nonNegativeSize`; UIKit does not print it),
    /// and without it the set's constraints hold together.
    case unsatisfiableWithNonNegativeSizes
    /// Two identical required constraints: UIKit reports the second copy as a conflict (log 21);
    /// our solver holds an identical copy as the same constraint.
    case duplicate
    /// They hold together as printed (the log is inconsistent, or it is a list without a header).
    case satisfiable
    /// Nothing to check (no list, a cut list, a redacted log).
    case notChecked
  }

  /// The verdict.
  public var verdict: Verdict
  /// A minimal set of required constraints that cannot hold together (entry numbers, sorted),
  /// containing UIKit's broken constraint when it is one of them.
  public var minimalSet: [Int]
  /// The constraint UIKit (or AppKit) broke, as an entry number.
  public var uikitBroken: Int?
  /// The constraint our solver breaks when the constraints are added in the log's order.
  public var oursBroken: Int?
  /// Why the verdict, in sentences.
  public var explanation: [String]
  /// Solver-made constraints in the minimal set (margins, intrinsic sizes), as UIKit would print them.
  public var implicitInSet: [String]

  /// Whether UIKit's broken constraint is in our minimal set.
  public var containsUIKitBroken: Bool { uikitBroken.map { minimalSet.contains($0) } ?? false }
}

/// Compiles and solves reconstructed recipes.
enum ConflictSolver {
  /// Text measured with fixed, simple metrics: conflicts are between required constraints, and
  /// text only sets optional ones (hugging, compression resistance), so the check does not need
  /// real fonts. Figures are drawn with the real measurer.
  static let measure: TextMeasurer = { request in
    let size = request.font.pointSize
    let lines = request.text.split(separator: "\n", omittingEmptySubsequences: false)
    let longest = lines.map(\.count).max() ?? 0
    return TextMeasurement(
      width: Double(longest) * size * 0.55, height: Double(lines.count) * size * 1.2,
      firstBaseline: size * 0.95, lastBaseline: Double(lines.count - 1) * size * 1.2 + size * 0.95,
      lineCount: lines.count, ascender: size * 0.95, descender: -size * 0.25, lineHeight: size * 1.2)
  }

  struct Outcome {
    /// (broken entry number, minimal set as entry numbers, implicit constraints in it, whether one
    /// of those is a view's `size >= 0`), in the order found.
    var conflicts: [(broken: Int?, set: [Int], implicit: [String], needsNonNegativeSize: Bool)]
    var ambiguous: Bool
    var compiled: CompiledRecipe
  }

  /// Solves a recipe text; `numbers` maps recipe constraint numbers to entry numbers (identity here).
  static func solve(_ text: String, fileName: String) -> Outcome? {
    let compiled = RecipeCompiler.compile(text, fileName: fileName)
    guard let variant = compiled.variants.first else { return nil }
    guard let result = try? LayoutEngine.solve(variant.scene, measure: measure) else { return nil }
    func number(_ ref: ConstraintRef) -> Int? {
      if case .explicit(let i) = ref { return variant.scene.constraints[i].number }
      return nil
    }
    func implicitText(_ ref: ConstraintRef) -> String? {
      if case .implicit(let i) = ref, i < result.implicitConstraints.count {
        return result.implicitConstraints[i].description
      }
      return nil
    }
    func isNonNegativeSize(_ ref: ConstraintRef) -> Bool {
      guard case .implicit(let i) = ref, i < result.implicitConstraints.count,
        case .nonNegativeSize = result.implicitConstraints[i].kind
      else { return false }
      return true
    }
    let conflicts = result.conflicts.map { report in
      (
        broken: number(report.broken), set: report.conflicting.compactMap(number).sorted(),
        implicit: report.conflicting.compactMap(implicitText),
        needsNonNegativeSize: report.conflicting.contains(where: isNonNegativeSize)
      )
    }
    return Outcome(conflicts: conflicts, ambiguous: result.ambiguity != nil, compiled: compiled)
  }
}

/// A view whose width or height no constraint of the log fixes: the figure draws some size, but
/// UIKit's could be any other.
public struct UnfixedSize: Hashable, Sendable {
  /// The view's name in the recipe.
  public var view: String
  /// The axes whose size is free (`horizontal`: width, `vertical`: height).
  public var axes: Set<Axis>

  /// A view and its free axes.
  public init(view: String, axes: Set<Axis>) {
    self.view = view
    self.axes = axes
  }
}

extension ConflictSolver {
  /// The views whose width or height the recipe's constraints leave free once text and controls
  /// stop proposing sizes: every view's intrinsic size is removed (a log never says which font or
  /// image a view had), the scene solved, and the sizes in its ambiguity report kept, in view order.
  static func unfixedSizes(_ text: String, fileName: String) -> [UnfixedSize] {
    let compiled = RecipeCompiler.compile(text, fileName: fileName)
    guard var scene = compiled.variants.first?.scene else { return [] }
    for i in scene.views.indices {
      scene.views[i].intrinsicSizeOverride = IntrinsicSize(width: nil, height: nil)
    }
    guard let result = try? LayoutEngine.solve(scene, measure: measure), let report = result.ambiguity else {
      return []
    }
    return report.entries.compactMap { entry in
      let axes = Set(entry.dimensions.filter(\.isSize).map(\.axis))
      guard !axes.isEmpty, let view = scene.view(entry.view) else { return nil }
      return UnfixedSize(view: view.name.spelling, axes: axes)
    }
  }
}
