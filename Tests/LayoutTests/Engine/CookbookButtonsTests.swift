import Layout
import Testing

/// COOKBOOK.md A5-A8 with the fake measurer. 15 pt button titles: 7.5 pt per character, text 18
/// high, plus 6 above and below: intrinsic height 30, width = title (no side insets).
/// "Short" 37.5, "Medium" 45, "Long Button Title" 127.5, "Much Longer Button Title" 180.
/// Root margins 16 in compact width, 20 in regular; Bottom Layout Guide top = scene height.
@Suite("Cookbook A5-A8: buttons")
struct CookbookButtonsTests {
  static func button(_ b: inout SceneBuilder, _ name: ViewName, _ title: String) -> ViewID {
    b.view(name, .button) {
      $0.title = title
      $0.backgroundColor = .lightGray
    }
  }

  @Test(
    "A5 Two Equal-Width Buttons, portrait 375x667 and landscape 667x375",
    arguments: [(375.0, 667.0), (667, 375)])
  func twoEqualWidthButtons(size: (Double, Double)) throws {
    let (width, height) = size
    var b = SceneBuilder(width: width, height: height)
    let short = Self.button(&b, "Short Button", "Short")
    let long = Self.button(&b, "Long Button", "Much Longer Button Title")
    b.add(anchor(short, .leading), .equal, superview(.leadingMargin))
    b.add(anchor(long, .leading), .equal, anchor(short, .trailing), .standard)
    b.add(anchor(long, .trailing), .equal, superview(.trailingMargin))
    b.add(Anchor(.bottomLayoutGuide, .top), .equal, anchor(short, .bottom), 20)
    b.add(Anchor(.bottomLayoutGuide, .top), .equal, anchor(long, .bottom), 20)
    b.add(anchor(short, .width), .equal, anchor(long, .width))
    let r = try b.solve()
    // 16 + w + 8 + w = width - 16, so w = (width - 40) / 2: 167.5 at 375, 313.5 at 667.
    // Bottom = height - 20, height 30: y = height - 50.
    let w = (width - 40) / 2
    #expect(same(r.frame(short), rect(16, height - 50, w, 30)))
    #expect(same(r.frame(long), rect(24 + w, height - 50, w, 30)))
    if width == 375 {
      // 167.5 < 180: the long title loses 12.5 pt to the required equal widths.
      #expect(r.diagnoses == [.clipped(view: long, axis: .horizontal, by: 12.5)])
      #expect(
        r.diagnoses[0].message(in: b.scene)
          == "Long Button is 12.5 pt short of its intrinsic width (content clipped): its compression resistance lost."
      )
    } else {
      #expect(r.diagnoses.isEmpty)
    }
  }

  @Test(
    "A6 Three Equal-Width Buttons at 375x667 and on the 600x600 canvas",
    arguments: [(375.0, 667.0), (600, 600)])
  func threeEqualWidthButtons(size: (Double, Double)) throws {
    let (width, height) = size
    var b = SceneBuilder(width: width, height: height)
    let short = Self.button(&b, "Short Button", "Short")
    let medium = Self.button(&b, "Medium Button", "Medium")
    let long = Self.button(&b, "Long Button", "Long Button Title")
    b.add(anchor(short, .leading), .equal, superview(.leadingMargin))
    b.add(anchor(medium, .leading), .equal, anchor(short, .trailing), .standard)
    b.add(anchor(long, .leading), .equal, anchor(medium, .trailing), .standard)
    b.add(anchor(long, .trailing), .equal, superview(.trailingMargin))
    for v in [short, medium, long] { b.add(Anchor(.bottomLayoutGuide, .top), .equal, anchor(v, .bottom), 20) }
    b.add(anchor(short, .width), .equal, anchor(medium, .width))
    b.add(anchor(short, .width), .equal, anchor(long, .width))
    let r = try b.solve()
    // 3w + 2 x 8 = width - 32: w = (width - 48) / 3 = 109 at 375, 184 at 600.
    let w = (width - 48) / 3
    #expect(same(r.frame(short), rect(16, height - 50, w, 30)))
    #expect(same(r.frame(medium), rect(24 + w, height - 50, w, 30)))
    #expect(same(r.frame(long), rect(32 + 2 * w, height - 50, w, 30)))
    // At 375 the long title (127.5, a classic button's whole points 128) is 19 too wide for 109.
    let clipped = r.diagnoses.filter { if case .clipped = $0 { return true } else { return false } }
    #expect(clipped == (width == 375 ? [.clipped(view: long, axis: .horizontal, by: 19)] : []))
  }

  @Test(
    "A7 Two Buttons with Equal Spacing: narrow 375x667 and wide 600x600",
    arguments: [(375.0, 667.0), (600, 600)])
  func equalSpacing(size: (Double, Double)) throws {
    let (width, height) = size
    var b = SceneBuilder(width: width, height: height)
    let leading = b.view("Leading Dummy View", .view)
    let short = Self.button(&b, "Short Button", "Short")
    let center = b.view("Center Dummy View", .view)
    let long = Self.button(&b, "Long Button", "Much Longer Button Title")
    let trailing = b.view("Trailing Dummy View", .view)
    b.add(anchor(leading, .leading), .equal, superview(.leading))
    b.add(anchor(short, .leading), .equal, anchor(leading, .trailing))
    b.add(anchor(center, .leading), .equal, anchor(short, .trailing))
    b.add(anchor(long, .leading), .equal, anchor(center, .trailing))
    b.add(anchor(trailing, .leading), .equal, anchor(long, .trailing))
    b.add(anchor(trailing, .trailing), .equal, superview(.trailing))
    for v in [leading, short, center, long, trailing] {
      b.add(Anchor(.bottomLayoutGuide, .top), .equal, anchor(v, .bottom), 20)
    }
    b.add(anchor(short, .leading), .greaterThanOrEqual, superview(.leadingMargin))
    b.add(anchor(long, .leading), .greaterThanOrEqual, anchor(short, .trailing), .standard)
    b.add(superview(.trailingMargin), .greaterThanOrEqual, anchor(long, .trailing))
    b.add(anchor(leading, .width), .equal, anchor(center, .width))
    b.add(anchor(leading, .width), .equal, anchor(trailing, .width))
    b.add(anchor(short, .width), .equal, anchor(long, .width))
    for v in [leading, center, trailing] { b.add(anchor(v, .height), .equal, nil, 0) }
    let r = try b.solve()
    // Dummies d wide, buttons w wide: 3d + 2w = width; 12-14 need d >= 16 (and d >= 8).
    // Narrow: resistance wants w >= 180, i.e. d <= (375 - 360) / 3 = 5: impossible, so d = 16
    // and w = (375 - 48) / 2 = 163.5 (long clipped by 16.5).
    // Wide: w >= 180 holds; hugging 250 wants w small (<= 37.5 and <= 180): w = 180,
    // d = (600 - 360) / 3 = 80.
    let (d, w) = width == 375 ? (16.0, 163.5) : (80.0, 180.0)
    let buttonY = height - 50
    let dummyY = height - 20
    #expect(same(r.frame(leading), rect(0, dummyY, d, 0)))
    #expect(same(r.frame(short), rect(d, buttonY, w, 30)))
    #expect(same(r.frame(center), rect(d + w, dummyY, d, 0)))
    #expect(same(r.frame(long), rect(2 * d + w, buttonY, w, 30)))
    #expect(same(r.frame(trailing), rect(2 * d + 2 * w, dummyY, d, 0)))
    #expect(r.ambiguity == nil)
  }

  /// A8: 1-6 in Any/Any; compact width + regular height uninstalls 2 and 5 and installs 7-9.
  static func sizeClassButtons(_ scene: Scene) -> (SceneBuilder, ViewID, ViewID) {
    var b = SceneBuilder(scene)
    let short = button(&b, "Short Button", "Short")
    let long = button(&b, "Long Button", "Much Longer Button Title")
    let compactRegular = SizeClassSlot(width: .compact, height: .regular)
    let notInCR = Installation(variations: [(compactRegular, false)])
    let onlyInCR = Installation(installedByDefault: false, variations: [(compactRegular, true)])
    b.add(anchor(short, .leading), .equal, superview(.leadingMargin))
    b.add(anchor(long, .leading), .equal, anchor(short, .trailing), .standard, installation: notInCR)
    b.add(anchor(long, .trailing), .equal, superview(.trailingMargin))
    b.add(Anchor(.bottomLayoutGuide, .top), .equal, anchor(long, .bottom), 20)
    b.add(Anchor(.bottomLayoutGuide, .top), .equal, anchor(short, .bottom), 20, installation: notInCR)
    b.add(anchor(short, .width), .equal, anchor(long, .width))
    b.add(anchor(short, .trailing), .equal, superview(.trailingMargin), installation: onlyInCR)
    b.add(anchor(long, .top), .equal, anchor(short, .bottom), .standard, installation: onlyInCR)
    b.add(anchor(long, .leading), .equal, superview(.leadingMargin), installation: onlyInCR)
    return (b, short, long)
  }

  @Test("A8 compact width, regular height (375x667 portrait): the buttons stack")
  func sizeClassesPortrait() throws {
    let (b, short, long) = Self.sizeClassButtons(Scene(device: .iPhone8, orientation: .portrait))
    let r = try b.solve()
    // Both span the margins: x 16, width 375 - 32 = 343. Long: bottom 667 - 20 = 647, y 617.
    // Short: bottom = 617 - 8 = 609, y = 579.
    #expect(same(r.frame(short), rect(16, 579, 343, 30)))
    #expect(same(r.frame(long), rect(16, 617, 343, 30)))
    #expect(r[constraint: .explicit(1)].status == .notInstalled)
    #expect(r[constraint: .explicit(4)].status == .notInstalled)
    #expect(r[constraint: .explicit(6)].status == .satisfied)
  }

  @Test("A8 compact/compact landscape (667x375) uses the Any/Any set, side by side")
  func sizeClassesLandscape() throws {
    let (b, short, long) = Self.sizeClassButtons(Scene(device: .iPhone8, orientation: .landscape))
    let r = try b.solve()
    // As A5: w = (667 - 40) / 2 = 313.5, y = 375 - 50 = 325.
    #expect(same(r.frame(short), rect(16, 325, 313.5, 30)))
    #expect(same(r.frame(long), rect(337.5, 325, 313.5, 30)))
    #expect((6...8).allSatisfy { r[constraint: .explicit($0)].status == .notInstalled })
  }
}
