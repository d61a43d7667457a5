import Layout
import TestSupport
import Testing

/// Horizontal stack views, one per distribution, with frames derived by hand from the fake
/// measurer (FakeMeasurer.swift: 17 pt text advances 8.5 per character, lines 20 high).
///
/// Shared setup: the stack view is pinned to the root's margins (x 16 ... width - 16: 343 wide at
/// 375, 288 at 320) and 20 below the Top Layout Guide (y 40); its bottom is free. Arranged labels
/// "Go" (2 x 8.5 = 17 wide), "Stop" (34) and "Continue" (68), all 20 high; labels hug at 251 and
/// resist compression at 750 (Interface Builder's defaults). Alignment `fill`: every label spans
/// the stack's height, which is their common intrinsic height 20.
@Suite("Stack views: distributions")
struct StackViewDistributionTests {
  static let widths: [Double] = [375, 320]

  /// The scene: a stack view with the three labels; returns the builder and the ids.
  static func row(
    width: Double, distribution: StackDistribution, spacing: Double,
    configure: (inout SceneBuilder, [ViewID]) -> Void = { _, _ in }
  ) -> (SceneBuilder, ViewID, [ViewID]) {
    var b = SceneBuilder(width: width, height: 667)
    let stack = b.view("Row", .stackView) {
      $0.stack = StackConfiguration(
        axis: .horizontal, alignment: .fill, distribution: distribution, spacing: spacing)
    }
    let labels = [("Go", "Go"), ("Stop", "Stop"), ("Continue", "Continue")].map { name, text in
      b.label(name, text, parent: stack)
    }
    b.add(anchor(stack, .leading), .equal, superview(.leadingMargin))
    b.add(anchor(stack, .trailing), .equal, superview(.trailingMargin))
    b.add(anchor(stack, .top), .equal, Anchor(.topLayoutGuide, .bottom), 20)
    configure(&b, labels)
    return (b, stack, labels)
  }

  @Test("fill: the view with the lowest hugging takes the rest", arguments: widths)
  func fill(width: Double) throws {
    let (b, stack, l) = Self.row(width: width, distribution: .fill, spacing: 8) { b, labels in
      b.scene.views[labels[2].rawValue].hugging.horizontal = .defaultLow
    }
    let r = try b.solve()
    // Go 16...33, Stop 33 + 8 = 41 ... 75, Continue from 75 + 8 = 83 to the stack's end
    // (width - 16): 375 -> 276 wide, 320 -> 221.
    let sw = width - 32
    #expect(same(r.frame(stack), rect(16, 40, sw, 20)))
    #expect(same(r.frame(l[0]), rect(16, 40, 17, 20)))
    #expect(same(r.frame(l[1]), rect(41, 40, 34, 20)))
    #expect(same(r.frame(l[2]), rect(83, 40, sw - 17 - 34 - 16, 20)))
    #expect(r.diagnoses.isEmpty)
  }

  @Test("fill with equal hugging: the first view stretches (index tie-break)", arguments: widths)
  func fillTieStretchesFirst(width: Double) throws {
    let (b, stack, l) = Self.row(width: width, distribution: .fill, spacing: 8)
    let r = try b.solve()
    // All three hug at 251: the sw - 119 - 16 spare points go to the first by index (.fill: "If
    // there's any ambiguity, the stack view resizes the arranged views based on their index";
    // IB's stored frames stretch the first: docs/interface-builder.md, "Stack ties by index").
    // Go from 16, sw - 34 - 68 - 16 wide (375 -> 225, 320 -> 170); Stop from 16 + that + 8, 34;
    // Continue 68 wide ending at the stack's end, width - 16.
    let sw = width - 32
    let go = sw - 34 - 68 - 16
    #expect(same(r.frame(stack), rect(16, 40, sw, 20)))
    #expect(same(r.frame(l[0]), rect(16, 40, go, 20)))
    #expect(same(r.frame(l[1]), rect(16 + go + 8, 40, 34, 20)))
    #expect(same(r.frame(l[2]), rect(width - 16 - 68, 40, 68, 20)))
    #expect(r.ambiguity?.entries.isEmpty ?? true)
  }

  @Test(
    "a shortfall at equal compression resistance is taken from the last view (index tie-break)",
    arguments: [StackDistribution.fill, .equalSpacing])
  func tieShrinksLast(distribution: StackDistribution) throws {
    let (b, stack, l) = Self.row(width: 150, distribution: distribution, spacing: 8)
    let r = try b.solve()
    // The stack is 150 - 32 = 118 wide; the labels need 17 + 34 + 68 + 2 x 8 = 135, 17 more. All
    // three resist at 750; UIKit shrinks by index ("If there's any ambiguity, the stack view
    // shrinks the views based on their index", .equalSpacing; .fill "resizes") and IB's frames
    // shrink the last: Continue 68 - 17 = 51, from 16 + 17 + 8 + 34 + 8 = 83 to 134 (= 150 - 16).
    #expect(same(r.frame(stack), rect(16, 40, 118, 20)))
    #expect(same(r.frame(l[0]), rect(16, 40, 17, 20)))
    #expect(same(r.frame(l[1]), rect(41, 40, 34, 20)))
    #expect(same(r.frame(l[2]), rect(83, 40, 51, 20)))
    #expect(r.ambiguity?.entries.isEmpty ?? true)
  }

  @Test("fillEqually: equal widths", arguments: widths)
  func fillEqually(width: Double) throws {
    let (b, _, l) = Self.row(width: width, distribution: .fillEqually, spacing: 8)
    let r = try b.solve()
    // Three equal widths and two spacings of 8 fill the stack: w = (sw - 16) / 3
    // (375: 109; 320: 90.667); x = 16, 16 + w + 8, 16 + 2w + 16.
    let w = (width - 32 - 16) / 3
    #expect(same(r.frame(l[0]), rect(16, 40, w, 20)))
    #expect(same(r.frame(l[1]), rect(16 + w + 8, 40, w, 20)))
    #expect(same(r.frame(l[2]), rect(16 + 2 * w + 16, 40, w, 20)))
    #expect(r.diagnoses.isEmpty)
  }

  @Test("fillProportionally without spacing: widths in proportion 17 : 34 : 68", arguments: widths)
  func fillProportionally(width: Double) throws {
    let (b, _, l) = Self.row(width: width, distribution: .fillProportionally, spacing: 0)
    let r = try b.solve()
    // Multipliers 17/119, 34/119, 68/119 of the stack width (375: 343 -> 49, 98, 196).
    let sw = width - 32
    let widths = [17.0, 34, 68].map { sw * $0 / 119 }
    #expect(same(r.frame(l[0]), rect(16, 40, widths[0], 20)))
    #expect(same(r.frame(l[1]), rect(16 + widths[0], 40, widths[1], 20)))
    #expect(same(r.frame(l[2]), rect(16 + widths[0] + widths[1], 40, widths[2], 20)))
    #expect(r.diagnoses.isEmpty)
    let multipliers = r.implicitConstraints.filter {
      if case .stackView(_, "UISV-fill-proportionally") = $0.kind { return true } else { return false }
    }.map(\.priority.rawValue)
    #expect(multipliers == [999, 998, 997])
  }

  @Test(
    "fillProportionally with spacing: shares of 135, the last view takes the remainder", arguments: widths)
  func fillProportionallySpaced(width: Double) throws {
    let (b, _, l) = Self.row(width: width, distribution: .fillProportionally, spacing: 8)
    let r = try b.solve()
    // Shares 17/135, 34/135, 68/135 (135 = 119 + 2 x 8) at 999, 998, 997; the widths must add to
    // sw - 16, so the first two get their shares and Continue (997) the rest.
    let sw = width - 32
    let go = sw * 17 / 135
    let stop = sw * 34 / 135
    let cont = sw - 16 - go - stop
    #expect(same(r.frame(l[0]), rect(16, 40, go, 20)))
    #expect(same(r.frame(l[1]), rect(16 + go + 8, 40, stop, 20)))
    #expect(same(r.frame(l[2]), rect(16 + go + stop + 16, 40, cont, 20)))
  }

  @Test(
    "fillProportionally: a view without an intrinsic width counts with its own required width, which holds",
    arguments: widths)
  func fillProportionallyViewWithoutLength(width: Double) throws {
    var box: ViewID?
    let (b, _, l) = Self.row(width: width, distribution: .fillProportionally, spacing: 8) { b, labels in
      let view = b.view("Box", .view, parent: b.scene.views[labels[0].rawValue].parent)
      b.add(anchor(view, .width), .equal, nil, 40)
      box = view
    }
    let r = try b.solve()
    // The box has no intrinsic width but a required width of its own, which counts as its
    // length (genesisvision's CellWithCollectionView in IB's stored frames): shares 17/183,
    // 34/183, 68/183 and 40/183 (183 = 119 + 40 + 3 x 8) at 999, 998, 997, 996; the box's
    // required 40 wins over its share without a conflict (tinode's "Copy" buttons, 40 wide in
    // IB's stored frames, beside a fill-proportionally stack's labels). The widths add to
    // sw - 24: Go and Stop get their shares, Continue (997) the rest.
    #expect(r.conflicts.isEmpty, "\(r.diagnoses)")
    let sw = width - 32
    let go = sw * 17 / 183
    let stop = sw * 34 / 183
    let cont = sw - 24 - 40 - go - stop
    #expect(same(r.frame(l[0]), rect(16, 40, go, 20)))
    #expect(same(r.frame(l[1]), rect(16 + go + 8, 40, stop, 20)))
    #expect(same(r.frame(l[2]), rect(16 + go + stop + 16, 40, cont, 20)))
    #expect(same(r.frame(try #require(box)), rect(16 + sw - 40, 40, 40, 20)))
  }

  @Test("equalSpacing: intrinsic widths, equal gaps", arguments: widths)
  func equalSpacing(width: Double) throws {
    let (b, _, l) = Self.row(width: width, distribution: .equalSpacing, spacing: 8)
    let r = try b.solve()
    // Gaps g = (sw - 119) / 2: 375 -> 112, 320 -> 84.5.
    let g = (width - 32 - 119) / 2
    #expect(same(r.frame(l[0]), rect(16, 40, 17, 20)))
    #expect(same(r.frame(l[1]), rect(33 + g, 40, 34, 20)))
    #expect(same(r.frame(l[2]), rect(67 + 2 * g, 40, 68, 20)))
    #expect(r.diagnoses.isEmpty)
  }

  @Test("equalCentering: centres equally apart", arguments: widths)
  func equalCentering(width: Double) throws {
    let (b, _, l) = Self.row(width: width, distribution: .equalCentering, spacing: 8)
    let r = try b.solve()
    // Go's centre 16 + 8.5 = 24.5; Continue's centre (width - 16) - 34; Stop's centre halfway,
    // so Stop's x = that - 17 (375: centres 24.5, 174.75, 325 -> x 157.75; 320: x 130.25).
    let c2 = width - 16 - 34
    let c1 = (24.5 + c2) / 2
    #expect(same(r.frame(l[0]), rect(16, 40, 17, 20)))
    #expect(same(r.frame(l[1]), rect(c1 - 17, 40, 34, 20)))
    #expect(same(r.frame(l[2]), rect(width - 16 - 68, 40, 68, 20)))
    #expect(r.diagnoses.isEmpty)
  }

  @Test("a hidden arranged view takes no space and drops one spacing", arguments: widths)
  func hiddenView(width: Double) throws {
    let (b, _, l) = Self.row(width: width, distribution: .fillEqually, spacing: 8) { b, labels in
      b.scene.views[labels[1].rawValue].isHidden = true
    }
    let r = try b.solve()
    // Two visible views and one spacing: w = (sw - 8) / 2 (375: 167.5; 320: 140). Stop is 0 wide
    // at Go's end + 4 (half the spacing on each side).
    let w = (width - 32 - 8) / 2
    #expect(same(r.frame(l[0]), rect(16, 40, w, 20)))
    #expect(r.frame(l[1]).width == 0)
    #expect(abs(r.frame(l[1]).minX - (16 + w + 4)) < 1e-3)
    #expect(same(r.frame(l[2]), rect(16 + w + 8, 40, w, 20)))
    let hiding = r.implicitConstraints.filter { $0.description.contains("'UISV-hiding'") }
    #expect(hiding.count == 1)
    #expect(r.diagnoses.isEmpty)
  }

  @Test("custom spacing after a view replaces the stack's spacing", arguments: widths)
  func customSpacing(width: Double) throws {
    let (b, _, l) = Self.row(width: width, distribution: .fill, spacing: 8) { b, labels in
      b.scene.views[labels[0].rawValue].customSpacingAfter = 30
      b.scene.views[labels[2].rawValue].hugging.horizontal = .defaultLow
    }
    let r = try b.solve()
    // Go 16...33, 30 after it: Stop at 63...97, 8 after it: Continue from 105 to width - 16.
    #expect(same(r.frame(l[0]), rect(16, 40, 17, 20)))
    #expect(same(r.frame(l[1]), rect(63, 40, 34, 20)))
    #expect(same(r.frame(l[2]), rect(105, 40, width - 16 - 105, 20)))
    #expect(r.diagnoses.isEmpty)
  }

  @Test("custom spacing is a minimum in equalSpacing, like the spacing", arguments: widths)
  func customSpacingMinimum(width: Double) throws {
    let (b, _, l) = Self.row(width: width, distribution: .equalSpacing, spacing: 8) { b, labels in
      b.scene.views[labels[0].rawValue].customSpacingAfter = 30
      // Pin the stack's width to its content so that the minimum spacings bind.
      b.scene.constraints.remove(at: 1)
    }
    let r = try b.solve()
    // The stack hugs (canvas-fit @49) down to 17 + 30 + 34 + 8 + 68 = 157, but equal spacing
    // makes both gaps 30: 17 + 30 + 34 + 30 + 68 = 179.
    #expect(same(r.frame(l[0]), rect(16, 40, 17, 20)))
    #expect(same(r.frame(l[1]), rect(63, 40, 34, 20)))
    #expect(same(r.frame(l[2]), rect(127, 40, 68, 20)))
  }
}
