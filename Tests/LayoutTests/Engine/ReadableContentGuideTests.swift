import Layout
import Testing

/// UIKit's readable content guide and `layoutMarginsFollowReadableWidth` (docs/layout.md,
/// "Readable content guide"). Every expected frame is derived by hand from the screen size, the
/// margins (20 at the sides in regular width, 16 in compact, 8 on a plain view), the readable
/// width 672 at Large (useyourloaf.com's measurement: 672 wide, 176 from each edge of a 1024 pt
/// landscape iPad) and, for the other categories, 672 x Body size / 17.
@Suite("Readable content guide")
struct ReadableContentGuideTests {
  /// A 50 pt high box pinned to the root's readable content guide's leading, trailing and top.
  static func boxInRootGuide(_ scene: Scene) throws -> Rect {
    var b = SceneBuilder(scene)
    let box = b.view("Box", .view)
    let guide = Item.readableContentGuide(nil)
    b.add(anchor(box, .leading), .equal, Anchor(guide, .leading))
    b.add(anchor(box, .trailing), .equal, Anchor(guide, .trailing))
    b.add(anchor(box, .top), .equal, Anchor(guide, .top))
    b.add(anchor(box, .height), .equal, nil, 50)
    let r = try b.solve()
    #expect(r.diagnoses.isEmpty, "\(r.diagnoses)")
    return r.frame(box)
  }

  /// iPad landscape 1024 x 768, Large: margins 20 at the sides, top 20 (status bar 20 + 0). The
  /// margins are 984 wide; the guide is 672, centred: 20 + (984 - 672) / 2 = 176 from the left,
  /// 176 + 672 = 848 = 1024 - 176 on the right: the 176 useyourloaf.com measured.
  @Test("iPad landscape: 672 wide, centred, 176 from each edge")
  func iPadLandscape() throws {
    let frame = try Self.boxInRootGuide(Scene(device: .iPad, orientation: .landscape))
    #expect(same(frame, rect(176, 20, 672, 50)), "\(frame)")
  }

  /// iPhone 8 portrait 375 x 667: margins 16, 343 wide, narrower than any readable width (553 at
  /// extra small): the guide is the margins, at every category.
  @Test("iPhone portrait: the guide is the margins")
  func iPhonePortrait() throws {
    for category in [ContentSizeCategory.extraSmall, .large, .accessibilityExtraExtraExtraLarge] {
      var scene = Scene(device: .iPhone8, orientation: .portrait)
      scene.contentSizeCategory = category
      let frame = try Self.boxInRootGuide(scene)
      #expect(same(frame, rect(16, 20, 343, 50)), "\(category): \(frame)")
    }
  }

  /// A larger category widens the guide. iPad landscape, margins 984 wide:
  /// - extraExtraExtraLarge (Body 23 pt): 672 x 23 / 17 = 15456 / 17 = 909.176...; left
  ///   20 + (984 - 909.176) / 2 = 57.412.
  /// - extraSmall (Body 14 pt): 672 x 14 / 17 = 553.412; left 20 + (984 - 553.412) / 2 = 235.294.
  /// - accessibilityExtraExtraExtraLarge (Body 53 pt): 2095.1 > 984: the margins, 20 and 984.
  @Test("the content size category scales the readable width")
  func categories() throws {
    let cases: [(ContentSizeCategory, Rect)] = [
      (.extraExtraExtraLarge, rect(20 + (984 - 15456.0 / 17) / 2, 20, 15456.0 / 17, 50)),
      (.extraSmall, rect(20 + (984 - 9408.0 / 17) / 2, 20, 9408.0 / 17, 50)),
      (.accessibilityExtraExtraExtraLarge, rect(20, 20, 984, 50)),
    ]
    for (category, expected) in cases {
      var scene = Scene(device: .iPad, orientation: .landscape)
      scene.contentSizeCategory = category
      let frame = try Self.boxInRootGuide(scene)
      #expect(same(frame, expected), "\(category): \(frame)")
    }
    #expect(abs(ReadableWidth.width(for: .extraExtraExtraLarge) - 909.176) < 1e-3)
  }

  /// The root's `layoutMarginsFollowReadableWidth`: a box at the margins lands where the guide is
  /// (176, 672 wide on the iPad in landscape); without it, at the margins (20, 984 wide).
  @Test("the root's margins follow the readable width")
  func rootMarginsFollow() throws {
    for follows in [true, false] {
      var b = SceneBuilder(Scene(device: .iPad, orientation: .landscape))
      b.scene.rootLayoutMarginsFollowReadableWidth = follows
      let box = b.view("Box", .view)
      b.add(anchor(box, .leading), .equal, superview(.leadingMargin))
      b.add(anchor(box, .trailing), .equal, superview(.trailingMargin))
      b.add(anchor(box, .top), .equal, superview(.topMargin))
      b.add(anchor(box, .height), .equal, nil, 50)
      let r = try b.solve()
      #expect(r.diagnoses.isEmpty)
      let expected = follows ? rect(176, 20, 672, 50) : rect(20, 20, 984, 50)
      #expect(same(r.frame(box), expected), "follows \(follows): \(r.frame(box))")
    }
  }

  /// A subview's margins follow the readable width at its solved width: Card spans the iPad's
  /// 1024 points, its margins are 8 (1008 between them), so they become 8 + (1008 - 672) / 2 =
  /// 176 at each side; Inner at Card's margins is (176, 672 wide). Card's width is only known
  /// after the first pass, so this takes a second one.
  @Test("a view's margins follow the readable width at its solved width")
  func subviewMarginsFollow() throws {
    var b = SceneBuilder(Scene(device: .iPad, orientation: .landscape))
    let card = b.view("Card", .view) { $0.layoutMarginsFollowReadableWidth = true }
    let inner = b.view("Inner", .view, parent: card)
    b.add(anchor(card, .leading), .equal, superview(.leading))
    b.add(anchor(card, .trailing), .equal, superview(.trailing))
    b.add(anchor(card, .top), .equal, superview(.top), 100)
    b.add(anchor(card, .height), .equal, nil, 200)
    b.add(anchor(inner, .leading), .equal, anchor(card, .leadingMargin))
    b.add(anchor(inner, .trailing), .equal, anchor(card, .trailingMargin))
    b.add(anchor(inner, .top), .equal, anchor(card, .topMargin))
    b.add(anchor(inner, .height), .equal, nil, 20)
    let r = try b.solve()
    #expect(r.diagnoses.isEmpty, "\(r.diagnoses)")
    #expect(same(r.frame(inner), rect(176, 108, 672, 20)), "\(r.frame(inner))")
    #expect(r.passes == 2)
    #expect(same(r[card].readableRect, rect(176, 108, 672, 184)))
  }

  /// A cell's content view's readable guide: a 1024 pt cell, content margins 8, 1008 between them:
  /// the guide is 672 wide at 8 + 168 = 176.
  @Test("a cell's content view has a readable content guide too")
  func cellContentView() throws {
    var b = SceneBuilder(Scene.cell(width: 1024))
    let content = b.view("Content View", .contentView)
    let label = b.view("Box", .view, parent: content)
    let guide = Item.readableContentGuide(content)
    b.add(anchor(label, .leading), .equal, Anchor(guide, .leading))
    b.add(anchor(label, .trailing), .equal, Anchor(guide, .trailing))
    b.add(anchor(label, .top), .equal, Anchor(guide, .top))
    b.add(anchor(label, .bottom), .equal, Anchor(guide, .bottom))
    b.add(anchor(label, .height), .equal, nil, 30)
    let r = try b.solve()
    #expect(r.diagnoses.isEmpty, "\(r.diagnoses)")
    #expect(same(r.frame(label), rect(176, 8, 672, 30)), "\(r.frame(label))")
  }

  /// A scene built in code may name the guide of a view that does not exist: the constraint is
  /// invalid (reported), not silently dropped, and the box keeps its other constraints.
  @Test("the guide of an unknown view is an invalid constraint")
  func unknownView() throws {
    var b = SceneBuilder(width: 375, height: 667)
    let box = b.view("Box", .view)
    b.add(anchor(box, .leading), .equal, Anchor(.readableContentGuide(ViewID(7)), .leading))
    b.add(anchor(box, .leading), .equal, superview(.leading), 10)
    b.add(anchor(box, .top), .equal, superview(.top), 10)
    b.add(anchor(box, .width), .equal, nil, 50)
    b.add(anchor(box, .height), .equal, nil, 50)
    let r = try b.solve()
    let invalid = r.diagnoses.compactMap { diagnosis -> ConstraintIssue? in
      if case .invalidConstraint(.explicit(0), let issue) = diagnosis { return issue }
      return nil
    }
    #expect(invalid.map(\.reason) == ["it refers to the readable content guide of an unknown view #7"])
    #expect(same(r.frame(box), rect(10, 10, 50, 50)))
  }
}
