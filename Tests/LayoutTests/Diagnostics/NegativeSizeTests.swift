import Layout
import Testing

/// Widths and heights are never negative: the engine keeps every view's size `>= 0` (required,
/// after the other implicit constraints, before the recipe's; docs/layout.md, "Semantics"), so
/// required constraints that would force a view's size below zero are a conflict in which the
/// recipe's last such constraint is broken (UIKit's log 06 breaks the label's trailing edge). The
/// negative-size diagnosis is left for a layout guide. Values derived from each scene's algebra by
/// hand.
@Suite("Negative sizes")
struct NegativeSizeTests {
  static func conflicts(_ r: LayoutResult) -> [UnsatisfiableReport] {
    r.diagnoses.compactMap { d -> UnsatisfiableReport? in
      if case .unsatisfiable(let report) = d { return report } else { return nil }
    }
  }

  static func negativeSizes(_ r: LayoutResult) -> [NegativeSizeReport] {
    r.diagnoses.compactMap { d -> NegativeSizeReport? in
      if case .negativeSize(let report) = d { return report } else { return nil }
    }
  }

  @Test("A width forced below zero is a conflict: the later edge constraint breaks, the width is 0")
  func negativeWidthConflicts() throws {
    var b = SceneBuilder(width: 375, height: 667)
    let box = b.view("Box", .view)
    let fine = b.view("Fine", .view)
    b.add(anchor(box, .leading), .equal, superview(.leading), 300)
    b.add(anchor(box, .trailing), .equal, superview(.trailing), -100)
    b.add(anchor(box, .top), .equal, superview(.top), 40)
    b.add(anchor(box, .height), .equal, nil, 50)
    b.add(anchor(fine, .leading), .equal, superview(.leading), 10)
    b.add(anchor(fine, .top), .equal, superview(.top), 10)
    b.add(anchor(fine, .width), .equal, nil, 10)
    b.add(anchor(fine, .height), .equal, nil, 10)
    let r = try b.solve()
    // Leading 0 + 300 and trailing 375 - 100 = 275 would make the width -25: with width >= 0
    // constraint 2 (added after 1) is broken and the box is 0 wide at 300.
    #expect(same(r.frame(box), rect(300, 40, 0, 50)))
    #expect(same(r.frame(fine), rect(10, 10, 10, 10)))
    let conflicts = Self.conflicts(r)
    #expect(conflicts.count == 1)
    let conflict = try #require(conflicts.first)
    #expect(conflict.broken == .explicit(1))
    let explicit = conflict.conflicting.filter {
      if case .explicit = $0 { return true } else { return false }
    }
    #expect(Set(explicit) == [.explicit(0), .explicit(1)])
    let implicit = Set(
      conflict.conflicting.compactMap { ref -> ImplicitConstraint.Kind? in
        guard case .implicit(let i) = ref else { return nil }
        return r.implicitConstraints[i].kind
      })
    #expect(implicit == [.sceneSize(.horizontal), .nonNegativeSize(box, .horizontal)])
    #expect(conflict.log.contains("'non-negative' UIView:'Box'.width >= 0"), "\(conflict.log)")
    #expect(Self.negativeSizes(r).isEmpty)
  }

  @Test("A height forced below zero through a chain of views: the last constraint of the chain breaks")
  func negativeHeightThroughAChain() throws {
    var b = SceneBuilder(width: 375, height: 667)
    let top = b.view("Top", .view)
    let squeezed = b.view("Squeezed", .view)
    b.add(anchor(top, .top), .equal, superview(.top), 100)
    b.add(anchor(top, .height), .equal, nil, 60)
    b.add(anchor(top, .leading), .equal, superview(.leading))
    b.add(anchor(top, .width), .equal, nil, 100)
    b.add(anchor(squeezed, .top), .equal, anchor(top, .bottom), 10)
    b.add(anchor(squeezed, .bottom), .equal, superview(.top), 150)
    b.add(anchor(squeezed, .leading), .equal, superview(.leading))
    b.add(anchor(squeezed, .width), .equal, nil, 100)
    let r = try b.solve()
    // Top: 100 ... 160; Squeezed from 160 + 10 = 170 to 150 would be -20 high: constraint 6 (its
    // bottom) is the one broken, and Squeezed's top stays at 170.
    let conflict = try #require(Self.conflicts(r).first)
    #expect(conflict.broken == .explicit(5))
    let chain: Set<ConstraintRef> = [.explicit(0), .explicit(1), .explicit(4), .explicit(5)]
    #expect(Set(conflict.conflicting).isSuperset(of: chain))
    #expect(r.frame(squeezed).minY == 170)
    #expect(r.frame(squeezed).height >= 0)
    #expect(Self.negativeSizes(r).isEmpty)
  }

  @Test("A hidden view's negative width conflicts too; a zero width is no conflict")
  func hiddenAndZero() throws {
    var b = SceneBuilder(width: 375, height: 667)
    let hidden = b.view("Hidden", .view) { $0.isHidden = true }
    let zero = b.view("Zero", .view)
    for v in [hidden, zero] {
      b.add(anchor(v, .leading), .equal, superview(.leading), 100)
      b.add(anchor(v, .top), .equal, superview(.top), 100)
      b.add(anchor(v, .height), .equal, nil, 10)
    }
    b.add(anchor(hidden, .width), .equal, nil, -5)
    b.add(anchor(zero, .width), .equal, nil, 0)
    let r = try b.solve()
    #expect(same(r.frame(hidden), rect(100, 100, 0, 10)))
    #expect(same(r.frame(zero), rect(100, 100, 0, 10)))
    let conflicts = Self.conflicts(r)
    #expect(conflicts.map(\.broken) == [.explicit(6)])
    #expect(Self.negativeSizes(r).isEmpty)
  }

  @Test("Two widths that would share a negative length conflict; each is then 0 or more")
  func sharedNegativeLength() throws {
    var b = SceneBuilder(width: 375, height: 667)
    let first = b.view("First", .view)
    let second = b.view("Second", .view)
    b.add(anchor(first, .leading), .equal, superview(.leading), 300)
    b.add(anchor(second, .leading), .equal, anchor(first, .trailing))
    b.add(anchor(second, .trailing), .equal, superview(.trailing), -100)
    for v in [first, second] {
      b.add(anchor(v, .top), .equal, superview(.top), 20)
      b.add(anchor(v, .height), .equal, nil, 30)
    }
    let r = try b.solve()
    // 275 - 300 = -25 cannot be shared by two widths >= 0: constraint 3 breaks.
    #expect(Self.conflicts(r).map(\.broken) == [.explicit(2)])
    #expect(r.frame(first).width >= 0 && r.frame(second).width >= 0)
    #expect(r.frame(first).minX == 300)
    #expect(Self.negativeSizes(r).isEmpty)
  }

  @Test("A layout guide forced below zero is still reported, with the constraints that fix it")
  func negativeGuide() throws {
    var b = SceneBuilder(width: 375, height: 667)
    let guide = b.view("Guide", .layoutGuide)
    b.add(anchor(guide, .leading), .equal, superview(.leading), 300)
    b.add(anchor(guide, .trailing), .equal, superview(.trailing), -100)
    b.add(anchor(guide, .top), .equal, superview(.top), 40)
    b.add(anchor(guide, .height), .equal, nil, 50)
    let r = try b.solve()
    // Leading 0 + 300, trailing 375 - 100 = 275: width 275 - 300 = -25 (a guide keeps no >= 0).
    #expect(same(r.frame(guide), rect(300, 40, -25, 50)))
    #expect(Self.conflicts(r).isEmpty)
    let report = try #require(Self.negativeSizes(r).first)
    #expect(report.view == guide && report.axis == .horizontal && abs(report.length + 25) < 1e-9)
    let explicit = report.constraints.filter { if case .explicit = $0 { return true } else { return false } }
    #expect(Set(explicit) == [.explicit(0), .explicit(1)])
    let text = report.message(in: b.scene, result: r)
    #expect(text.hasPrefix("Guide has a negative width, -25 pt, forced by:\n"), "\(text)")
  }
}
