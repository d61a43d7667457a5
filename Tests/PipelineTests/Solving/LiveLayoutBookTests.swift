import Foundation
import Layout
import Pipeline
import Recipe
import TestSupport
import Testing

/// `LiveLayout` over the book: each recipe's variants moved across widths on one kept solver, every
/// result compared with a fresh `LayoutEngine.solve` of the same scene.
@Suite struct LiveLayoutBookTests {
  /// The widths a slider visits, in order: the scene's own, narrower, wider, across the 768 pt
  /// size-class boundary (a fresh solve there: the scene changes) and back.
  static let widths: [Double?] = [nil, 320, 300.5, 375, 414, 600, 1024, 700, nil]

  @Test func everyBookRecipeSolvesLiveAsAFreshSolveWouldAtEachWidth() throws {
    let measure = try FigurePipeline(settings: RenderSettings(formats: [.svg])).measurer.closure
    var solves = 0
    var live = 0
    var reasons: [String: Int] = [:]
    for name in Book.names {
      let recipe = try LoadedRecipe.load(Book.path(name))
      for variant in recipe.compiled.variants {
        let layout = LiveLayout()
        for width in Self.widths {
          let scene = SceneResizing.scene(variant.scene, atWidth: width ?? variant.scene.size.width)
          let before = layout.liveSolves
          let r = try layout.solve(scene, measure: measure)
          let fresh = try LayoutEngine.solve(scene, measure: measure)
          let at = "\(name) \(variant.name) at \(scene.size.width)"
          #expect(r.views.count == fresh.views.count, "\(at)")
          for (i, (a, b)) in zip(r.views, fresh.views).enumerated() {
            #expect(close(a.frame, b.frame), "\(at) view \(i): \(a.frame) live, \(b.frame) fresh")
          }
          #expect(close(r.rootFrame, fresh.rootFrame), "\(at)")
          #expect(r.constraints.map { kind($0.status) } == fresh.constraints.map { kind($0.status) }, "\(at)")
          #expect(r.diagnoses.map(kind) == fresh.diagnoses.map(kind), "\(at)")
          solves += 1
          live += layout.liveSolves - before
        }
        reasons.merge(layout.freshReasons, uniquingKeysWith: +)
      }
    }
    // Most slider moves are live: a fresh solve only for each variant's first width, the size
    // class boundary, cells and layouts the engine must break or finds ambiguous.
    print(
      "LiveLayoutBookTests: \(live) of \(solves) solves live; fresh: \(reasons.sorted { $0.key < $1.key })")
    #expect(solves > 100 && live * 2 > solves, "\(live) of \(solves) solves live")
  }

  func close(_ a: Rect, _ b: Rect) -> Bool {
    abs(a.minX - b.minX) <= 1e-6 && abs(a.minY - b.minY) <= 1e-6 && abs(a.width - b.width) <= 1e-6
      && abs(a.height - b.height) <= 1e-6
  }

  /// A status or diagnosis without its numbers.
  func kind(_ value: some Any) -> String {
    String("\(value)".prefix { $0 != "(" })
  }
}
