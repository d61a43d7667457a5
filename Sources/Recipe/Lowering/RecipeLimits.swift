import Layout

/// The largest recipe the compiler accepts: views, constraints, nesting depth, text length and
/// scene size. A recipe over a limit gets one located error per limit (at the first statement
/// over it) and is not lowered, so that a hostile recipe costs time proportional to its size, not
/// to what solving or drawing it would cost. The CLI sets them from `--max-views` and friends.
public struct RecipeLimits: Hashable, Sendable {
  /// Views declared in the recipe (all variants together).
  public var views: Int
  /// Constraint lines and Visual Format lines (all variants together).
  public var constraints: Int
  /// Depth of `in "PARENT"` nesting: a view in the root view is at depth 1.
  public var nesting: Int
  /// Characters (grapheme clusters) in one string: a label's text, a placeholder, a title.
  public var textLength: Int
  /// A scene's width or height, in points.
  public var sceneSize: Double

  /// The defaults (README, "Limits"): far above every recipe of the book, far below what would take
  /// minutes to solve and draw.
  public static let standard = RecipeLimits(
    views: 2_000, constraints: 10_000, nesting: 100, textLength: 10_000, sceneSize: 20_000)

  /// No limits at all (tests of the compiler itself).
  public static let none = RecipeLimits(
    views: .max, constraints: .max, nesting: .max, textLength: .max, sceneSize: .infinity)

  /// Limits with these values.
  public init(views: Int, constraints: Int, nesting: Int, textLength: Int, sceneSize: Double) {
    self.views = views
    self.constraints = constraints
    self.nesting = nesting
    self.textLength = textLength
    self.sceneSize = sceneSize
  }

  /// The errors of `recipe` against these limits (empty when it is within them).
  public func check(_ recipe: Recipe, fileName: String) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    var viewCount = 0
    var constraintCount = 0
    var reported = Set<String>()
    var depth: [ViewName: Int] = [:]
    func report(_ key: String, _ message: String, at range: SourceRange, option: String, limit: String) {
      guard reported.insert(key).inserted else { return }
      diagnostics.append(
        Diagnostic(
          .error, message, at: range,
          hint: "the limit is \(limit); \(option) N raises it (README, \"Limits\")", fileName: fileName))
    }
    let lines = recipe.lines + recipe.variants.flatMap(\.lines)
    for line in lines {
      switch line.statement {
      case .view(let view):
        viewCount += 1
        if viewCount > views {
          report(
            "views", "too many views: this is view \(viewCount)", at: view.name.range,
            option: "--max-views", limit: "\(views) views")
        }
        let level = (view.parent.flatMap { depth[$0.value] } ?? 0) + 1
        depth[view.name.value] = level
        if level > nesting {
          report(
            "nesting", "views nested too deeply: \"\(view.name.value)\" is at depth \(level)",
            at: view.parent?.range ?? view.name.range, option: "--max-nesting", limit: "\(nesting) levels")
        }
        for property in view.properties {
          switch property.value {
          case .text(let text), .placeholder(let text), .title(let text):
            if text.count > textLength {
              report(
                "text", "\(property.value.keyword) too long: \(text.count) characters", at: property.range,
                option: "--max-text-length", limit: "\(textLength) characters")
            }
          default: break
          }
        }
      case .constraint, .visualFormat:
        constraintCount += 1
        if constraintCount > constraints {
          report(
            "constraints", "too many constraints: this is constraint line \(constraintCount)",
            at: line.range, option: "--max-constraints", limit: "\(constraints) constraint lines")
        }
      case .scene(let scene):
        let sizes: [NumberLiteral]
        switch scene.shape {
        case .size(let width, let height): sizes = [width, height]
        case .cell(let width): sizes = [width]
        case .device: sizes = []
        }
        for size in sizes where !(size.value <= sceneSize) {
          report(
            "scene \(size.range)", "scene too large: \(size.spelling) points", at: size.range,
            option: "--max-scene-size", limit: "\(PositionalNumber.shortest(sceneSize)) points")
        }
      default: break
      }
    }
    return diagnostics
  }
}
