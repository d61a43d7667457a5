import Layout
import Testing

/// A frame the constraints force to a negative width or height is reported, naming the view and
/// the constraints that force it. Values derived from each scene's algebra by hand.
@Suite("Negative sizes")
struct NegativeSizeTests {
  @Test("A width forced below zero: reported with the constraints that fix it")
  func negativeWidth() throws {
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
    // Leading 0 + 300, trailing 375 - 100 = 275: width 275 - 300 = -25.
    #expect(same(r.frame(box), rect(300, 40, -25, 50)))
    let reports = r.diagnoses.compactMap { d -> NegativeSizeReport? in
      if case .negativeSize(let report) = d { return report } else { return nil }
    }
    #expect(reports.count == 1)
    let report = try #require(reports.first)
    #expect(report.view == box && report.axis == .horizontal && abs(report.length + 25) < 1e-9)
    // Forced by constraints 1 and 2 and the scene's width (375): nothing else binds the width.
    let explicit = report.constraints.filter { if case .explicit = $0 { return true } else { return false } }
    #expect(Set(explicit) == [.explicit(0), .explicit(1)])
    let implicit = report.constraints.compactMap { ref -> ImplicitConstraint.Kind? in
      guard case .implicit(let i) = ref else { return nil }
      return r.implicitConstraints[i].kind
    }
    #expect(implicit == [.sceneSize(.horizontal)])
    let text = report.message(in: b.scene, result: r)
    #expect(text.hasPrefix("Box has a negative width, -25 pt, forced by:\n"))
    #expect(text.contains("  1. Box.Leading = Superview.Leading + 300"))
    #expect(text.contains("  2. Box.Trailing = Superview.Trailing - 100"))
    // Information, not an error: the layout is satisfiable and unambiguous.
    #expect(!r.diagnoses.contains { $0.isError })
  }

  @Test("A height forced below zero through a chain of views")
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
    // Top: 100 ... 160; Squeezed: from 160 + 10 = 170 to 150: height -20.
    #expect(same(r.frame(squeezed), rect(0, 170, 100, -20)))
    guard
      case .negativeSize(let report)? = r.diagnoses.first(where: {
        if case .negativeSize = $0 { return true } else { return false }
      })
    else {
      Issue.record("no negative size reported: \(r.diagnoses)")
      return
    }
    #expect(report.view == squeezed && report.axis == .vertical && abs(report.length + 20) < 1e-9)
    // Squeezed's top (5) hangs on Top's bottom (1, 2); its bottom is 6. No scene size is needed.
    #expect(Set(report.constraints) == [.explicit(0), .explicit(1), .explicit(4), .explicit(5)])
  }

  @Test("A hidden view and zero sizes are not reported")
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
    #expect(same(r.frame(hidden), rect(100, 100, -5, 10)))
    #expect(!r.diagnoses.contains { if case .negativeSize = $0 { return true } else { return false } })
  }

  @Test("An undetermined negative length is left to the ambiguity report, not said to be forced")
  func ambiguousLengthsAreNotForced() throws {
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
    // The two widths share 275 - 300 = -25 pt, split any way: the sum is fixed, neither width is.
    let sum = r.frame(first).width + r.frame(second).width
    #expect(abs(sum + 25) < 1e-9)
    let ambiguous = r.diagnoses.compactMap { d -> AmbiguityReport? in
      if case .ambiguous(let report) = d { return report } else { return nil }
    }
    let widths = Set(ambiguous.flatMap(\.entries).filter { $0.dimensions.contains(.width) }.map(\.view))
    #expect(widths == [first, second])
    let negative = r.diagnoses.filter { if case .negativeSize = $0 { return true } else { return false } }
    #expect(negative.isEmpty)
  }
}
