import TestSupport
import Testing

@testable import Layout

/// The break rule measures misses on the constraints connected to a conflict only
/// (`LayoutPass.conflictScope`). The reference is the method it replaced: scratch solvers of every
/// required constraint of the scene. Both must break the same constraints and give the same frames.
/// The two seldom differ even where the scope is made too small: inside a minimal conflicting set
/// the other members mostly fix every value a member's relaxation can take, and a pick that only a
/// left-out constraint forbids is undone when the pass re-adds the refused constraint. So this
/// checks that the scoped rule is exact, on many scenes; the reason it is lies in `conflictScope`.
@Suite struct BreakScopeReferenceTests {
  /// Two random scenes side by side in one root (the second's views after the first's), so that a
  /// conflict in one leaves the other outside its scope; constraints numbered afresh.
  static func pairedScene(_ random: inout SplitMix64) -> Scene {
    let first = AmbiguityReferenceTests.randomScene(&random)
    var second = AmbiguityReferenceTests.randomScene(&random)
    if case .cell = second.kind { second = AmbiguityReferenceTests.randomScene(&random) }
    guard case .cell = first.kind else {
      var scene = first
      let offset = scene.views.count
      for view in second.views {
        var spec = view
        spec.name = ViewName("W\(scene.views.count)")
        spec.parent = view.parent.map { ViewID($0.rawValue + offset) }
        _ = scene.add(spec)
      }
      func shifted(_ anchor: Anchor) -> Anchor {
        guard case .view(let id) = anchor.item else { return anchor }
        return Anchor(.view(ViewID(id.rawValue + offset)), anchor.attribute)
      }
      for c in second.constraints {
        var moved = c
        moved.number = scene.constraints.count + 1
        moved.first = shifted(c.first)
        moved.second = c.second.map(shifted)
        scene.constraints.append(moved)
      }
      return scene
    }
    return first
  }

  static func pass(_ scene: Scene, scoped: Bool) throws -> LayoutPass {
    let variables = FrameVariables(viewCount: scene.views.count)
    let report = LayoutEngine.checkConstraints(scene)
    let measurements = try LayoutEngine.measureTexts(scene, widths: nil, measure: FakeMeasurer.measure)
    return try PassState(
      scene: scene, variables: variables, measurements: measurements,
      margins: MarginResolver.ownMargins(scene), usable: report.usable, scopedBreakRule: scoped
    ).pass
  }

  @Test("random scenes: the scoped break rule breaks what the whole-scene rule breaks, same frames")
  func scopedMatchesWholeScene() throws {
    var conflicted = 0
    var decidedByRule = 0
    for seed in UInt64(0)..<1000 {
      var random = SplitMix64(state: seed &* 2_862_933_555_777_941_757 &+ 3_037_000_493)
      let scene = Self.pairedScene(&random)
      let scoped = try Self.pass(scene, scoped: true)
      let whole = try Self.pass(scene, scoped: false)
      #expect(scoped.conflicts.map(\.broken) == whole.conflicts.map(\.broken), "seed \(seed)")
      #expect(scoped.conflicts.map(\.conflicting) == whole.conflicts.map(\.conflicting), "seed \(seed)")
      #expect(scoped.values == whole.values, "seed \(seed)")
      if !scoped.conflicts.isEmpty { conflicted += 1 }
      // A conflict the rule decided: a scene constraint broke while a later one of the set (the one
      // being added; scene constraints go in in list order) held.
      let ruleDecided = scoped.conflicts.contains { conflict in
        guard case .explicit(let broken) = conflict.broken else { return false }
        return conflict.conflicting.contains { ref in
          if case .explicit(let other) = ref { return other > broken }
          return false
        }
      }
      if ruleDecided { decidedByRule += 1 }
    }
    // The comparison means something only where conflicts happen and the rule picks a member.
    #expect(conflicted >= 100, "only \(conflicted) of 1000 scenes conflict")
    #expect(decidedByRule >= 8, "only \(decidedByRule) scenes have a member broken by the rule")
  }
}
