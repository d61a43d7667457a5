import Layout
import TestSupport
import Testing

/// Fill proportionally over nested stack views, which have no intrinsic size of their own: each
/// counts with the length of its content (docs/layout.md, "Stack views"; the frames IB stored for
/// floatingpanel-Samples-Main's settings stack). Frames by hand from the fake measurer
/// (FakeMeasurer.swift: 17 pt text advances 8.5 per character, lines 20 high).
@Suite("Stack views: fill proportionally over nested stacks")
struct NestedProportionalStackTests {
  /// A horizontal fill-proportionally stack "Outer" pinned to the root's margins (x 16, 343 wide
  /// at 375) without spacing, holding "Along", a horizontal stack of "Go" (17) and "Stop" (34)
  /// 10 apart (61 of content), and "Across", a vertical stack of "Continue" (68) over "Go" (68
  /// across: the wider).
  static func scene(width: Double) -> (SceneBuilder, along: ViewID, across: ViewID) {
    var b = SceneBuilder(width: width, height: 667)
    let outer = b.view("Outer", .stackView) {
      $0.stack = StackConfiguration(
        axis: .horizontal, alignment: .top, distribution: .fillProportionally, spacing: 0)
    }
    let along = b.view("Along", .stackView, parent: outer) {
      $0.stack = StackConfiguration(
        axis: .horizontal, alignment: .top, distribution: .fillProportionally, spacing: 10)
    }
    _ = b.label("Go 1", "Go", parent: along)
    _ = b.label("Stop 1", "Stop", parent: along)
    let across = b.view("Across", .stackView, parent: outer) {
      $0.stack = StackConfiguration(axis: .vertical, alignment: .leading, distribution: .fill, spacing: 0)
    }
    _ = b.label("Continue 2", "Continue", parent: across)
    _ = b.label("Go 2", "Go", parent: across)
    b.add(anchor(outer, .leading), .equal, superview(.leadingMargin))
    b.add(anchor(outer, .trailing), .equal, superview(.trailingMargin))
    b.add(anchor(outer, .top), .equal, Anchor(.topLayoutGuide, .bottom), 20)
    return (b, along, across)
  }

  @Test("nested stacks share the outer stack by their content: 61 : 68", arguments: [375.0, 320])
  func nestedStacksCountWithTheirContent(width: Double) throws {
    let (b, along, across) = Self.scene(width: width)
    let r = try b.solve()
    // Shares 61/129 and 68/129 of the stack's width (375: 343 -> 162.19 and 180.81); without
    // the nested lengths both would have none and be made equal (171.5).
    let sw = width - 32
    #expect(same(r.frame(along), rect(16, 40, sw * 61 / 129, 20)), "\(r.frame(along))")
    #expect(same(r.frame(across), rect(16 + sw * 61 / 129, 40, sw * 68 / 129, 40)), "\(r.frame(across))")
  }

  /// A vertical fill-proportionally stack "Column" (spacing 0, fill alignment) pinned to the
  /// root's margins (x 16, 343 wide at 375), 20 below the Top Layout Guide (y 40) and held 240
  /// high, as genesisvision's CellWithCollectionView: "Header", a horizontal stack of "Go" (its
  /// content 20 high) held at its own `Height = 70`, and "Grid", a plain view (no intrinsic
  /// height, as a collection view) held at its own `Height = 170`.
  @Test("arranged views count with their own required lengths: 70 : 170 of 240, no conflict")
  func ownRequiredLengthsCount() throws {
    var b = SceneBuilder(width: 375, height: 667)
    let column = b.view("Column", .stackView) {
      $0.stack = StackConfiguration(
        axis: .vertical, alignment: .fill, distribution: .fillProportionally, spacing: 0)
    }
    let header = b.view("Header", .stackView, parent: column) {
      $0.stack = StackConfiguration(axis: .horizontal, alignment: .top, distribution: .fill, spacing: 0)
    }
    _ = b.label("Go", "Go", parent: header)
    let grid = b.view("Grid", .view, parent: column)
    b.add(anchor(header, .height), .equal, nil, 70)
    b.add(anchor(grid, .height), .equal, nil, 170)
    b.add(anchor(column, .leading), .equal, superview(.leadingMargin))
    b.add(anchor(column, .trailing), .equal, superview(.trailingMargin))
    b.add(anchor(column, .top), .equal, Anchor(.topLayoutGuide, .bottom), 20)
    b.add(anchor(column, .height), .equal, nil, 240)
    let r = try b.solve()
    // Shares 70/240 and 170/240 of the column's 240 (at 999 and 998): exactly the views' own
    // heights, so nothing conflicts. Counting the header by its content (20) alone, with the
    // grid unmeasured, the header's share would be the whole column, required (one measured
    // view, no spacing): a conflict with its 70 and the grid left 0 high.
    #expect(r.conflicts.isEmpty, "\(r.diagnoses)")
    #expect(same(r.frame(header), rect(16, 40, 343, 70)), "\(r.frame(header))")
    #expect(same(r.frame(grid), rect(16, 110, 343, 170)), "\(r.frame(grid))")
  }

  /// A vertical fill-proportionally column (spacing 0, fill alignment) held 130 high at the
  /// root's margins, as off-NutriScoreView: "Logo", a view 210 high by its content (an image)
  /// held at its own `Height = 70`, and "Note", a label with empty text (intrinsic size 0 x 0)
  /// held at its own `Height = 30`.
  @Test("a label with an intrinsic height of 0 does not count with its own required height")
  func emptyLabelDoesNotCountWithItsOwnLength() throws {
    var b = SceneBuilder(width: 375, height: 667)
    let column = b.view("Column", .stackView) {
      $0.stack = StackConfiguration(
        axis: .vertical, alignment: .fill, distribution: .fillProportionally, spacing: 0)
    }
    let logo = b.view("Logo", .view, parent: column) {
      $0.intrinsicSizeOverride = IntrinsicSize(width: 389, height: 210)
    }
    let note = b.label("Note", "", parent: column, lines: 2)
    b.scene.views[note.rawValue].intrinsicSizeOverride = IntrinsicSize(width: 0, height: 0)
    b.add(anchor(logo, .height), .equal, nil, 70)
    b.add(anchor(note, .height), .equal, nil, 30)
    b.add(anchor(column, .leading), .equal, superview(.leadingMargin))
    b.add(anchor(column, .trailing), .equal, superview(.trailingMargin))
    b.add(anchor(column, .top), .equal, Anchor(.topLayoutGuide, .bottom), 20)
    b.add(anchor(column, .height), .equal, nil, 130)
    let r = try b.solve()
    // Only Logo is measured (210): with no spacing its share, 210/210 of the column, is
    // required, and so is Note's `height == 0`; both conflict with the views' own heights, as
    // Interface Builder's stored frames show (Logo 130, the empty labels 0). Counting Note with
    // its 30 would make the shares 999 and 998 and hold 70 and 30 without a conflict.
    let shares = r.implicitConstraints.filter {
      if case .stackView(_, "UISV-fill-proportionally") = $0.kind { return true } else { return false }
    }
    #expect(shares.map(\.priority) == [.required, .required], "\(shares)")
    #expect(!r.conflicts.isEmpty)
  }

  /// A vertical fill-proportionally column (spacing 0, fill alignment) held 240 high at the
  /// root's margins, 20 below the Top Layout Guide (y 40), as memreas-Universal's "More" scene:
  /// "Row", a horizontal fill stack of "Photo", an image view of a 79 x 80 image, and "Holder",
  /// a plain view with no intrinsic size (held by nothing of its own); then "Tail", a view of
  /// intrinsic height 160 and no width.
  @Test("a nested stack's length across its axis is its longest measured view's: 80 : 160 of 240")
  func unmeasuredViewAcrossANestedStackAddsNothing() throws {
    var b = SceneBuilder(width: 375, height: 667)
    let column = b.view("Column", .stackView) {
      $0.stack = StackConfiguration(
        axis: .vertical, alignment: .fill, distribution: .fillProportionally, spacing: 0)
    }
    let row = b.view("Row", .stackView, parent: column) {
      $0.stack = StackConfiguration(axis: .horizontal, alignment: .fill, distribution: .fill, spacing: 0)
    }
    let photo = b.view("Photo", .imageView, parent: row) { $0.imageSize = Size(width: 79, height: 80) }
    let holder = b.view("Holder", .view, parent: row)
    let tail = b.view("Tail", .view, parent: column) {
      $0.intrinsicSizeOverride = IntrinsicSize(width: nil, height: 160)
    }
    b.add(anchor(column, .leading), .equal, superview(.leadingMargin))
    b.add(anchor(column, .trailing), .equal, superview(.trailingMargin))
    b.add(anchor(column, .top), .equal, Anchor(.topLayoutGuide, .bottom), 20)
    b.add(anchor(column, .height), .equal, nil, 240)
    let r = try b.solve()
    // Row counts with the photo's 80 (Holder has no height and matches it), Tail with its 160:
    // shares 80/240 and 160/240 of the column, at 999 and 998. Counting Row with no length, it
    // was held 0 at 999 and Tail, the one measured view, took the whole 240 as a required share.
    #expect(r.conflicts.isEmpty, "\(r.diagnoses)")
    #expect(same(r.frame(row), rect(16, 40, 343, 80)), "\(r.frame(row))")
    #expect(abs(r.frame(photo).height - 80) < 0.001, "\(r.frame(photo))")
    #expect(abs(r.frame(holder).height - 80) < 0.001, "\(r.frame(holder))")
    #expect(same(r.frame(tail), rect(16, 120, 343, 160)), "\(r.frame(tail))")
  }

  /// A vertical fill-proportionally column (spacing 15, fill alignment) at the root's margins, 20
  /// below the Top Layout Guide (y 40), with no height of its own, as memreas-Universal's "More"
  /// scene: "Head", a label "Go" (one 20-point line) held at its own `Height = 28`, then "Tail",
  /// a view of intrinsic height 160 and no width.
  @Test("a view with an intrinsic length counts with its own required length: 28 + 15 + 160")
  func ownRequiredLengthBeatsIntrinsicLength() throws {
    var b = SceneBuilder(width: 375, height: 667)
    let column = b.view("Column", .stackView) {
      $0.stack = StackConfiguration(
        axis: .vertical, alignment: .fill, distribution: .fillProportionally, spacing: 15)
    }
    let head = b.label("Head", "Go", parent: column)
    let tail = b.view("Tail", .view, parent: column) {
      $0.intrinsicSizeOverride = IntrinsicSize(width: nil, height: 160)
    }
    b.add(anchor(head, .height), .equal, nil, 28)
    b.add(anchor(column, .leading), .equal, superview(.leadingMargin))
    b.add(anchor(column, .trailing), .equal, superview(.trailingMargin))
    b.add(anchor(column, .top), .equal, Anchor(.topLayoutGuide, .bottom), 20)
    let r = try b.solve()
    // Head counts with its 28, not its line's 20: shares 28/203 and 160/203 of a column that
    // nothing else sizes, so it is 203 high and every view keeps its own length. Counting Head
    // with 20, its share at 999 (20/195 of the column = 28) made the column 273 and Tail 230.
    #expect(r.conflicts.isEmpty, "\(r.diagnoses)")
    #expect(same(r.frame(column), rect(16, 40, 343, 203)), "\(r.frame(column))")
    #expect(same(r.frame(head), rect(16, 40, 343, 28)), "\(r.frame(head))")
    #expect(same(r.frame(tail), rect(16, 83, 343, 160)), "\(r.frame(tail))")
  }

  /// A horizontal fill-proportionally stack "S" (spacing 8, fill alignment) pinned to the root's
  /// top-leading corner and held 40 high, with no trailing pin, of a plain view "A" held
  /// `Width = 0` (a collapsed spacer) and a hidden label: the one visible view is measured at 0
  /// and there is no spacing between visible views, so the lengths add up to 0 (second read of
  /// session 37, H1: its share was 0/0 and the solve stopped on a non-finite multiplier).
  @Test("a single visible view measured at 0 has no share: lays out 0 x 40, no NaN")
  func zeroTotalSingleView() throws {
    var b = SceneBuilder(width: 375, height: 667)
    let stack = b.view("S", .stackView) {
      $0.stack = StackConfiguration(
        axis: .horizontal, alignment: .fill, distribution: .fillProportionally, spacing: 8)
    }
    let spacer = b.view("A", .view, parent: stack)
    let hidden = b.label("Hidden", "x", parent: stack)
    b.scene.views[hidden.rawValue].isHidden = true
    b.add(anchor(stack, .leading), .equal, superview(.leading))
    b.add(anchor(stack, .top), .equal, superview(.top))
    b.add(anchor(stack, .height), .equal, nil, 40)
    b.add(anchor(spacer, .width), .equal, nil, 0)
    let r = try b.solve()
    // No share constraint: A keeps its own 0, the stack hugs it (0 wide, from x 0), and fill
    // alignment gives A the stack's 40. Nothing conflicts.
    #expect(r.conflicts.isEmpty, "\(r.diagnoses)")
    #expect(same(r.frame(stack), rect(0, 0, 0, 40)), "\(r.frame(stack))")
    #expect(same(r.frame(spacer), rect(0, 0, 0, 40)), "\(r.frame(spacer))")
  }

  /// The nested form (it failed the same way before own required lengths were counted): "S" as
  /// above but with spacing 0, holding a horizontal fill stack "N" (spacing 0) whose only view "A"
  /// is held `Width = 0`; N's content is 0 long, so S's lengths add up to 0.
  @Test("a nested stack whose content is 0 long has no share: lays out 0 x 40, no NaN")
  func zeroTotalNestedStack() throws {
    var b = SceneBuilder(width: 375, height: 667)
    let stack = b.view("S", .stackView) {
      $0.stack = StackConfiguration(
        axis: .horizontal, alignment: .fill, distribution: .fillProportionally, spacing: 0)
    }
    let nested = b.view("N", .stackView, parent: stack) {
      $0.stack = StackConfiguration(axis: .horizontal, alignment: .fill, distribution: .fill, spacing: 0)
    }
    let leaf = b.view("A", .view, parent: nested)
    b.add(anchor(stack, .leading), .equal, superview(.leading))
    b.add(anchor(stack, .top), .equal, superview(.top))
    b.add(anchor(stack, .height), .equal, nil, 40)
    b.add(anchor(leaf, .width), .equal, nil, 0)
    let r = try b.solve()
    // N and A are 0 wide (A's own width, N fills to it, S to N) and 40 high by fill alignment.
    #expect(r.conflicts.isEmpty, "\(r.diagnoses)")
    #expect(same(r.frame(stack), rect(0, 0, 0, 40)), "\(r.frame(stack))")
    #expect(same(r.frame(nested), rect(0, 0, 0, 40)), "\(r.frame(nested))")
    #expect(same(r.frame(leaf), rect(0, 0, 0, 40)), "\(r.frame(leaf))")
  }
}
