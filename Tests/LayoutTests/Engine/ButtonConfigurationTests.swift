import Testing

@testable import Layout

/// A configured button (`UIButton.Configuration`, iOS 15) is its title plus the configuration's
/// content insets, 7 above and below and 12 at the sides (Apple Developer Forums 733541), or the
/// insets it states; a classic button keeps 6 above and below and none at the sides.
@Suite struct ButtonConfigurationTests {
  /// A 17 pt title measuring 33.1 x 20.2871, which the pixel grid at 2x rounds up to 33.5 x 20.5.
  static let title = TextMeasurement(
    width: 33.1, height: 20.2871, firstBaseline: 16.1865, lastBaseline: 16.1865, lineCount: 1,
    ascender: 16.1865, descender: -4.1006, lineHeight: 20.2871)

  @Test func everyStyleAddsTheMediumSizesInsets() {
    for style in ButtonStyle.allCases {
      var button = ViewSpec(name: "B", kind: .button)
      button.buttonStyle = style
      // 33.5 + 12 + 12 = 57.5; 20.5 + 7 + 7 = 34.5.
      #expect(
        ControlMetrics.intrinsicSize(of: button, text: Self.title, scale: 2)
          == IntrinsicSize(width: 57.5, height: 34.5), "\(style)")
    }
  }

  @Test func statedContentInsetsReplaceTheDefault() {
    var button = ViewSpec(name: "B", kind: .button)
    button.buttonStyle = .filled
    button.contentInsets = EdgeInsets(top: 2, left: 4, bottom: 6, right: 8)
    // 33.5 + 4 + 8 = 45.5; 20.5 + 2 + 6 = 28.5.
    #expect(
      ControlMetrics.intrinsicSize(of: button, text: Self.title, scale: 2)
        == IntrinsicSize(width: 45.5, height: 28.5))
    // A classic button is unchanged: 33.5 x (20.5 + 12), rounded up to whole points: 34 x 33.
    #expect(
      ControlMetrics.intrinsicSize(of: ViewSpec(name: "C", kind: .button), text: Self.title, scale: 2)
        == IntrinsicSize(width: 34, height: 33))
  }

  /// A configured button with an image: side by side (leading, UIKit's default, or trailing) as
  /// wide as image, padding and title, as high as the taller; stacked (top, bottom) as wide as
  /// the wider and as high as image, padding and title; plus the insets. By hand from the 33.5 x
  /// 20.5 title at 2x and a 20 x 24 image.
  @Test(arguments: [
    (ImagePlacement?.none, 0.0, IntrinsicSize(width: 20 + 33.5 + 24, height: 24 + 14)),
    (.leading, 6, IntrinsicSize(width: 20 + 6 + 33.5 + 24, height: 24 + 14)),
    (.trailing, 6, IntrinsicSize(width: 20 + 6 + 33.5 + 24, height: 24 + 14)),
    (.top, 4, IntrinsicSize(width: 33.5 + 24, height: 24 + 4 + 20.5 + 14)),
    (.bottom, 0, IntrinsicSize(width: 33.5 + 24, height: 24 + 20.5 + 14)),
  ])
  func imageBesideOrAboveTheTitle(placement: ImagePlacement?, padding: Double, expected: IntrinsicSize) {
    var button = ViewSpec(name: "B", kind: .button)
    button.buttonStyle = .tinted
    button.imageSize = Size(width: 20, height: 24)
    button.imagePlacement = placement
    button.imagePadding = padding == 0 ? nil : padding
    #expect(ControlMetrics.intrinsicSize(of: button, text: Self.title, scale: 2) == expected)
  }

  /// In a scene, with the fake measurer (15 pt: 7.5 per character, line 18): "Go" is 15 x 18, so
  /// the configured button pinned at (20, 40) is 15 + 24 = 39 wide and 18 + 14 = 32 high.
  @Test func aConfiguredButtonSolvesToItsIntrinsicSize() throws {
    var b = SceneBuilder(width: 375, height: 667)
    let go = b.view("Go", .button) {
      $0.title = "Go"
      $0.buttonStyle = .gray
    }
    b.add(anchor(go, .leading), .equal, superview(.leading), 20)
    b.add(anchor(go, .top), .equal, superview(.top), 40)
    let result = try b.solve()
    #expect(result.frame(go) == Rect(x: 20, y: 40, width: 39, height: 32))
  }
}
