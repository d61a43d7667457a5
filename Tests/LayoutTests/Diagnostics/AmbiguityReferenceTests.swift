import Cassowary
import TestSupport
import Testing

@testable import Layout

/// The engine decides ambiguity from the solved tableau in one pass (free directions at the
/// optimum). The reference here is the method it replaced: one optimal-range problem per frame
/// number of the final pass, ambiguous when the range is wider than the engine's tolerance.
@Suite struct AmbiguityReferenceTests {
  /// Per view, the ambiguous dimensions; then the root's, by the per-variable optimal ranges.
  static func reference(_ scene: Scene) throws -> (views: [Int: [FrameDimension]], root: [FrameDimension]) {
    let variables = FrameVariables(viewCount: scene.views.count)
    let report = LayoutEngine.checkConstraints(scene)
    let measurements = try LayoutEngine.measureTexts(scene, widths: nil, measure: FakeMeasurer.measure)
    var state = try PassState(
      scene: scene, variables: variables, measurements: measurements,
      margins: MarginResolver.ownMargins(scene), usable: report.usable)
    if case .cell = scene.kind { state.pass.removeCellProbes() }
    let solver = state.pass.solver
    func isFree(_ index: Int) -> Bool {
      let range = solver.optimalRange(of: state.pass.variableHandles[index])
      return !(range.upper - range.lower <= LayoutEngine.ambiguityTolerance)
    }
    var views: [Int: [FrameDimension]] = [:]
    for i in scene.views.indices {
      let dims = FrameDimension.allCases.filter { isFree(variables.index(i, $0)) }
      if !dims.isEmpty { views[i] = dims }
    }
    let root = [FrameDimension.width, .height].filter { isFree(variables.rootLength($0.axis)) }
    return (views, root)
  }

  static let attributes: [Attribute] = [
    .leading, .trailing, .top, .bottom, .width, .height, .centerX, .centerY, .leadingMargin, .lastBaseline,
  ]

  /// A random scene: 1 to 6 views (plain views and one-line labels, some nested), 1 to 14 random
  /// constraints of every relation and several priorities; some are cells.
  static let shape = RandomSceneShape(
    cellOneIn: 6, viewCount: 1...6, nestedOneIn: 4, nestedUnderAnyEarlier: true, labelOneIn: 3,
    constraintCount: 1...14, attributes: attributes, secondChoices: 4,
    priorities: [1000, 1000, 999, 750, 251, 250],
    doubledOneIn: 4, constants: -10...60, constantStep: 1)

  static func randomScene(_ random: inout SplitMix64) -> Scene { RandomScenes.scene(shape, &random) }

  @Test("random scenes: the one-pass ambiguity equals one optimal range per frame number", arguments: 0..<300)
  func onePassMatchesPerVariableRanges(seed: UInt64) throws {
    var random = SplitMix64(state: seed &* 6_364_136_223 &+ 1_442_695)
    let scene = Self.randomScene(&random)
    let result = try LayoutEngine.solve(scene, measure: FakeMeasurer.measure)
    let expected = try Self.reference(scene)
    let report = result.ambiguity
    var actual: [Int: [FrameDimension]] = [:]
    for entry in report?.entries ?? [] { actual[entry.view.rawValue] = entry.dimensions }
    #expect(actual == expected.views, "seed \(seed)")
    #expect((report?.rootDimensions ?? []) == expected.root, "seed \(seed)")
    if let report {
      // Two witnesses, both optimal: every frame differs from the solution only where it is free.
      #expect(report.alternatives.count == 2, "seed \(seed)")
    }
  }
}
