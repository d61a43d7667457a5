import Layout
import Testing

/// Layout margins combined with the safe area as UIKit does (docs/layout.md, "Layout margins and
/// the safe area"). Every expected frame is written out by hand from Apple's documented safe-area
/// insets (iPhone X: 44 top / 34 bottom in portrait, 44 at each side / 21 bottom in landscape),
/// the screen sizes and the 16 / 20 side margins; none is computed from the device catalogue.
@Suite("Layout margins and the safe area")
struct SafeAreaMarginTests {
  /// A view pinned to the root's four margins on a device in an orientation.
  static func pinnedToMargins(_ device: Device, _ orientation: Orientation) throws -> Rect {
    var b = SceneBuilder(Scene(device: device, orientation: orientation))
    let box = b.view("Box", .view)
    b.add(anchor(box, .leading), .equal, superview(.leadingMargin))
    b.add(anchor(box, .trailing), .equal, superview(.trailingMargin))
    b.add(anchor(box, .top), .equal, superview(.topMargin))
    b.add(anchor(box, .bottom), .equal, superview(.bottomMargin))
    let r = try b.solve()
    #expect(r.diagnoses.isEmpty)
    return r.frame(box)
  }

  /// Per device and orientation: the frame of a view pinned to the root's margins. Margins =
  /// safe-area inset + 0 (top, bottom) or + 16 (compact width) / 20 (regular width, and the Plus
  /// and Max phones in portrait) at the sides.
  static let expectations: [(Device, Orientation, Rect)] = [
    // 320 x 568, status bar 20: margins 20 16 0 16. Landscape: no status bar, 0 16 0 16.
    (.iPhoneSE, .portrait, rect(16, 20, 288, 548)), (.iPhoneSE, .landscape, rect(16, 0, 536, 320)),
    // 375 x 667: the cookbook's screen.
    (.iPhone8, .portrait, rect(16, 20, 343, 647)), (.iPhone8, .landscape, rect(16, 0, 635, 375)),
    // 414 x 736: 20 at the sides in portrait (a 414-point phone), and in landscape (regular width):
    // 414 - 40 = 374.
    (.iPhone8Plus, .portrait, rect(20, 20, 374, 716)), (.iPhone8Plus, .landscape, rect(20, 0, 696, 414)),
    // 375 x 812: 44 + 0 top, 34 + 0 bottom; landscape 812 x 375: 44 + 16 = 60 at the sides, 21 bottom.
    (.iPhoneX, .portrait, rect(16, 44, 343, 734)), (.iPhoneX, .landscape, rect(60, 0, 692, 354)),
    // 390 x 844, top 47: 844 - 47 - 34 = 763; landscape 47 + 16 = 63: 844 - 126 = 718, 390 - 21 = 369.
    (.iPhone12, .portrait, rect(16, 47, 358, 763)), (.iPhone12, .landscape, rect(63, 0, 718, 369)),
    // 393 x 852, top 59: 852 - 93 = 759; landscape 59 + 16 = 75: 852 - 150 = 702, 393 - 21 = 372.
    (.iPhone14Pro, .portrait, rect(16, 59, 361, 759)), (.iPhone14Pro, .landscape, rect(75, 0, 702, 372)),
    // 428 x 926, top 47: 926 - 81 = 845, 20 at the sides: 428 - 40 = 388; landscape regular width:
    // 47 + 20 = 67: 926 - 134 = 792.
    (.iPhoneProMax, .portrait, rect(20, 47, 388, 845)), (.iPhoneProMax, .landscape, rect(67, 0, 792, 407)),
    // iPads: regular width (20), status bar 20 in both orientations.
    (.iPad, .portrait, rect(20, 20, 728, 1004)), (.iPad, .landscape, rect(20, 20, 984, 748)),
    (.iPadPro12_9, .portrait, rect(20, 20, 984, 1346)), (.iPadPro12_9, .landscape, rect(20, 20, 1326, 1004)),
  ]

  @Test("The root's margins per catalogued device and orientation (docs/layout.md's table)")
  func perDevice() throws {
    for (device, orientation, expected) in Self.expectations {
      let frame = try Self.pinnedToMargins(device, orientation)
      #expect(same(frame, expected), "\(device.name) \(orientation): \(frame)")
    }
    #expect(Self.expectations.count == Device.all.count * 2)
  }

  @Test("iPhone X: the margins clear the sensor housing in landscape and the home indicator in portrait")
  func iPhoneXRootMargins() {
    let portrait = Scene(device: .iPhoneX, orientation: .portrait)
    #expect(portrait.effectiveRootMargins == EdgeInsets(top: 44, left: 16, bottom: 34, right: 16))
    let landscape = Scene(device: .iPhoneX, orientation: .landscape)
    #expect(landscape.effectiveRootMargins == EdgeInsets(top: 0, left: 60, bottom: 21, right: 60))
  }

  @Test(
    "Side margins of 20 on a compact-width, regular-height root 414 to 440 points wide (Plus and Max in portrait)"
  )
  func widePhoneSideMargins() {
    func side(_ width: Double, _ height: Double, _ widthClass: SizeClass, _ heightClass: SizeClass) -> Double
    {
      let scene = Scene(
        size: Size(width: width, height: height), widthClass: widthClass, heightClass: heightClass)
      return scene.systemMinimumLayoutMargins.left
    }
    #expect(side(320, 568, .compact, .regular) == 16)
    #expect(side(390, 844, .compact, .regular) == 16)
    #expect(side(414, 896, .compact, .regular) == 20)
    #expect(side(428, 926, .compact, .regular) == 20)
    #expect(side(440, 956, .compact, .regular) == 20)
    // Wider compact-width roots are no phone (a sweep's frames, Xcode 7's 600 x 600 canvas): 16.
    #expect(side(461, 568, .compact, .regular) == 16)
    #expect(side(600, 600, .compact, .regular) == 16)
    // Landscape phones are compact in height: 16 unless the width is regular.
    #expect(side(812, 375, .compact, .compact) == 16)
    #expect(side(736, 414, .regular, .compact) == 20)
    #expect(side(768, 1024, .regular, .regular) == 20)
    // A cell has no view controller: no minimum.
    #expect(Scene.cell(width: 414).systemMinimumLayoutMargins == .zero)
  }

  @Test("The root's insetsLayoutMarginsFromSafeArea off: the margins are measured from the screen edge")
  func rootNotInsetFromSafeArea() throws {
    var scene = Scene(device: .iPhoneX, orientation: .landscape)
    scene.rootInsetsLayoutMarginsFromSafeArea = false
    // 16 at the sides of 812, 0 top and bottom: the box goes under the housing and the indicator.
    #expect(scene.effectiveRootMargins == EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
    var b = SceneBuilder(scene)
    let box = b.view("Box", .view)
    b.add(anchor(box, .leading), .equal, superview(.leadingMargin))
    b.add(anchor(box, .trailing), .equal, superview(.trailingMargin))
    b.add(anchor(box, .top), .equal, superview(.topMargin))
    b.add(anchor(box, .bottom), .equal, superview(.bottomMargin))
    #expect(same(try b.solve().frame(box), rect(16, 0, 780, 375)))
  }

  @Test("Custom root margins: raised to the system minimum unless the view controller says not to")
  func systemMinimum() {
    var scene = Scene(device: .iPhoneX, orientation: .landscape)
    scene.rootMargins = EdgeInsets(top: 10, left: 4, bottom: 0, right: 30)
    // Minimum 0 16 0 16: top 10, left max(4, 16) = 16, right 30; plus the insets 0 44 21 44.
    #expect(scene.effectiveRootMargins == EdgeInsets(top: 10, left: 60, bottom: 21, right: 74))
    scene.viewRespectsSystemMinimumLayoutMargins = false
    // Own margins only: 4 + 44 = 48 at the left.
    #expect(scene.effectiveRootMargins == EdgeInsets(top: 10, left: 48, bottom: 21, right: 74))
    // No own margins and no minimum: UIView's 8 on every side [CHOICE], then the insets.
    var portrait = Scene(device: .iPhoneX, orientation: .portrait)
    portrait.viewRespectsSystemMinimumLayoutMargins = false
    #expect(portrait.effectiveRootMargins == EdgeInsets(top: 52, left: 8, bottom: 42, right: 8))
  }

  /// A container pinned to the root's edges (`top` from the root's top, `height` nil: to the
  /// bottom) and a child pinned to the container's four margins.
  static func containerAndChild(
    _ scene: Scene, top: Double = 0, height: Double? = nil,
    container configure: (inout ViewSpec) -> Void = { _ in }
  ) throws -> (LayoutResult, container: ViewID, child: ViewID) {
    var b = SceneBuilder(scene)
    let container = b.view("Container", .view, configure)
    let child = b.view("Child", .view, parent: container)
    b.add(anchor(container, .leading), .equal, superview(.leading))
    b.add(anchor(container, .trailing), .equal, superview(.trailing))
    b.add(anchor(container, .top), .equal, superview(.top), top)
    if let height {
      b.add(anchor(container, .height), .equal, nil, height)
    } else {
      b.add(anchor(container, .bottom), .equal, superview(.bottom))
    }
    b.add(anchor(child, .leading), .equal, anchor(container, .leadingMargin))
    b.add(anchor(child, .trailing), .equal, anchor(container, .trailingMargin))
    b.add(anchor(child, .top), .equal, anchor(container, .topMargin))
    b.add(anchor(child, .bottom), .equal, anchor(container, .bottomMargin))
    return (try b.solve(), container, child)
  }

  @Test("A full-screen view's margins are its 8 pt measured from the safe area (two passes)")
  func fullScreenSubview() throws {
    let scene = Scene(device: .iPhoneX, orientation: .portrait)
    let (r, container, child) = try Self.containerAndChild(scene)
    // The container covers the whole 375 x 812 screen: its insets are the root's, 44 and 34;
    // margins 8 + 44 = 52 top, 8 + 34 = 42 bottom, 8 at the sides.
    #expect(same(r.frame(container), rect(0, 0, 375, 812)))
    #expect(same(r.frame(child), rect(8, 52, 359, 718)))
    #expect(same(r[container].marginRect, rect(8, 52, 359, 718)))
    // Pass 1 used the own 8 pt margins; the frames put the container under both insets: pass 2.
    #expect(r.passes == 2)
    #expect(r.diagnoses.isEmpty)

    let (off, _, offChild) = try Self.containerAndChild(scene) { $0.insetsLayoutMarginsFromSafeArea = false }
    // Not inset: 8 on every side of 375 x 812, in one pass.
    #expect(same(off.frame(offChild), rect(8, 8, 359, 796)))
    #expect(off.passes == 1)
  }

  @Test("A view's insets are only the part of it the superview's insets cover, capped at them")
  func partialAndCappedOverlap() throws {
    let scene = Scene(device: .iPhoneX, orientation: .portrait)
    // Container from y 20, 100 high: the 44 pt band covers 44 - 20 = 24 of it; top margin
    // 8 + 24 = 32, so the child starts at 20 + 32 = 52; its bottom (120) is far above 778: 8.
    let (partial, _, child) = try Self.containerAndChild(scene, top: 20, height: 100)
    #expect(same(partial.frame(child), rect(8, 52, 359, 100 - 32 - 8)))
    // Container from y -30 (past the screen's top): 44 - (-30) = 74, capped at the root's 44;
    // top margin 52, so the child starts at -30 + 52 = 22.
    let (capped, _, cappedChild) = try Self.containerAndChild(scene, top: -30, height: 100)
    #expect(same(capped.frame(cappedChild), rect(8, 22, 359, 100 - 52 - 8)))
    // Below the band entirely (y 100): no inset, 8.
    let (clear, _, clearChild) = try Self.containerAndChild(scene, top: 100, height: 100)
    #expect(same(clear.frame(clearChild), rect(8, 108, 359, 84)))
    #expect(clear.passes == 1)
  }

  @Test("preservesSuperviewLayoutMargins: a margin at least as deep as the superview's reaches in")
  func preservesSuperviewMargins() throws {
    // iPhone 8 portrait: the root's margins are 20 16 0 16. A container at x 10, y 120, 200 x 50
    // with own margins 2; a child pinned to its leading and top margins.
    func solve(preserves: Bool) throws -> Rect {
      var b = SceneBuilder(Scene(device: .iPhone8, orientation: .portrait))
      let container = b.view("Container", .view) {
        $0.layoutMargins = EdgeInsets(all: 2)
        $0.preservesSuperviewLayoutMargins = preserves
      }
      let child = b.view("Child", .view, parent: container)
      b.add(anchor(container, .leading), .equal, superview(.leading), 10)
      b.add(anchor(container, .top), .equal, superview(.top), 120)
      b.add(anchor(container, .width), .equal, nil, 200)
      b.add(anchor(container, .height), .equal, nil, 50)
      b.add(anchor(child, .leading), .equal, anchor(container, .leadingMargin))
      b.add(anchor(child, .top), .equal, anchor(container, .topMargin))
      b.add(anchor(child, .width), .equal, nil, 10)
      b.add(anchor(child, .height), .equal, nil, 10)
      return try b.solve().frame(child)
    }
    // Preserved: the root's margin line at x 16 reaches 16 - 10 = 6 into the container, more
    // than its own 2: the child starts at 16. The root's top margin line (20) is above the
    // container (120): its own 2 stays, y 122.
    #expect(same(try solve(preserves: true), rect(16, 122, 10, 10)))
    // Not preserved: its own 2, x 12.
    #expect(same(try solve(preserves: false), rect(12, 122, 10, 10)))
  }

  @Test(
    "preservesSuperviewLayoutMargins: a view reaching past its superview's edge takes no more than that margin"
  )
  func preservedMarginOfAnOverhangingView() throws {
    // iPhone 8 portrait. A box at y 100, 375 x 300, own margins 8; inside it, at its top-left
    // corner, content 375 x 1000 that preserves the box's margins (as a scroll view's content
    // reaches past its frame), and a footer 10 high pinned to the content's bottom margin.
    var b = SceneBuilder(Scene(device: .iPhone8, orientation: .portrait))
    let box = b.view("Box", .view)
    let content = b.view("Content", .view, parent: box) { $0.preservesSuperviewLayoutMargins = true }
    let footer = b.view("Footer", .view, parent: content)
    b.add(anchor(box, .leading), .equal, superview(.leading))
    b.add(anchor(box, .top), .equal, superview(.top), 100)
    b.add(anchor(box, .width), .equal, nil, 375)
    b.add(anchor(box, .height), .equal, nil, 300)
    b.add(anchor(content, .leading), .equal, anchor(box, .leading))
    b.add(anchor(content, .top), .equal, anchor(box, .top))
    b.add(anchor(content, .width), .equal, nil, 375)
    b.add(anchor(content, .height), .equal, nil, 1000)
    b.add(anchor(footer, .leading), .equal, anchor(content, .leading))
    b.add(anchor(footer, .width), .equal, nil, 10)
    b.add(anchor(footer, .height), .equal, nil, 10)
    b.add(anchor(footer, .bottom), .equal, anchor(content, .bottomMargin))
    let r = try b.solve()
    // The box's bottom margin line (400 - 8 = 392) lies 708 inside the content's bottom (1100);
    // the content takes the box's 8, not 708: the footer ends at 1100 - 8 = 1092, not at 392.
    #expect(same(r.frame(footer), rect(0, 1082, 10, 10)))
    #expect(r.diagnoses.isEmpty)
  }

  @Test("The cookbook's screen: the root's top margin is the status bar's 20")
  func statusBarTopMargin() throws {
    var b = SceneBuilder(Scene(device: .iPhone8, orientation: .portrait))
    let box = b.view("Box", .view)
    b.add(anchor(box, .leading), .equal, superview(.leadingMargin))
    b.add(anchor(box, .top), .equal, superview(.topMargin))
    b.add(anchor(box, .width), .equal, nil, 100)
    b.add(anchor(box, .height), .equal, nil, 100)
    let r = try b.solve()
    // Safe area top 20 (status bar) + 0: the box starts at (16, 20), not under the status bar.
    #expect(same(r.frame(box), rect(16, 20, 100, 100)))
    #expect(same(r.rootMarginRect, rect(16, 20, 343, 647)))
  }
}
