import Layout
import Testing
import Typesetting

/// The two modules' text styles under names the test macros can expand.
typealias LayoutStyle = Layout.TextStyle
/// See `LayoutStyle`.
typealias TypesettingStyle = Typesetting.TextStyle

/// `Layout` and `Typesetting` may not depend on each other, so each keeps its own copy of the
/// Dynamic Type table and of UIKit's pixel-grid rounding. This target sees both: the copies must
/// agree value for value, so that neither can drift.
@Suite("Layout and Typesetting agree on shared tables")
struct LayoutTypesettingAgreementTests {
  /// The categories paired by hand (Layout spells them as UIKit's API, Typesetting as Settings).
  static let categories: [(ContentSizeCategory, DynamicTypeSize)] = [
    (.extraSmall, .extraSmall), (.small, .small), (.medium, .medium), (.large, .large),
    (.extraLarge, .extraLarge), (.extraExtraLarge, .extraExtraLarge),
    (.extraExtraExtraLarge, .extraExtraExtraLarge), (.accessibilityMedium, .accessibility1),
    (.accessibilityLarge, .accessibility2), (.accessibilityExtraLarge, .accessibility3),
    (.accessibilityExtraExtraLarge, .accessibility4), (.accessibilityExtraExtraExtraLarge, .accessibility5),
  ]

  @Test("both modules list the same text styles and the same twelve categories")
  func sameCases() {
    #expect(
      LayoutStyle.allCases.map(\.rawValue).sorted() == TypesettingStyle.allCases.map(\.rawValue).sorted())
    #expect(Self.categories.map(\.0) == ContentSizeCategory.allCases)
    #expect(Self.categories.map(\.1) == DynamicTypeSize.allCases)
  }

  @Test("every style has the same point size at every category, the same weight and line spacing")
  func dynamicTypeTable() throws {
    for style in LayoutStyle.allCases {
      let other = try #require(TypesettingStyle(rawValue: style.rawValue))
      for (category, size) in Self.categories {
        #expect(style.pointSize(for: category) == other.pointSize(at: size), "\(style) at \(size.rawValue)")
      }
      #expect(style.weight.rawValue == other.weight.value, "\(style)")
      #expect(style.lineSpacingAtLarge == other.defaultLineSpacing, "\(style)")
    }
  }

  @Test("spot checks from REFERENCE section 1: Body 17 at L, 53 at AX5; Footnote 12 at xS")
  func referenceValues() {
    #expect(LayoutStyle.body.pointSize(for: .large) == 17)
    #expect(TypesettingStyle.body.pointSize(at: .accessibility5) == 53)
    #expect(LayoutStyle.footnote.pointSize(for: .extraSmall) == 12)
    #expect(TypesettingStyle.headline.weight == .semibold)
  }

  @Test("named weights carry the same numbers; only the two lightest names are swapped (UIKit vs OpenType)")
  func namedWeights() {
    let pairs: [(Layout.FontWeight, Typesetting.FontWeight, Int)] = [
      (.ultraLight, .thin, 100), (.thin, .ultraLight, 200), (.light, .light, 300), (.regular, .regular, 400),
      (.medium, .medium, 500), (.semibold, .semibold, 600), (.bold, .bold, 700), (.heavy, .heavy, 800),
      (.black, .black, 900),
    ]
    for (layout, typesetting, number) in pairs {
      #expect(layout.rawValue == number)
      #expect(typesetting.value == number)
    }
  }

  @Test("both round a length up to the pixel grid the same way at 1x, 2x and 3x")
  func pixelGrid() {
    // Hand-picked: on the grid, just off it by floating noise either side, between pixels,
    // zero and negative lengths; then a fixed pseudo-random sweep.
    var values: [Double] = [
      0, 1, 20, 20.2871, 20.5, 20 + 1e-12, 20 - 1e-12, 0.1 + 0.2, 1.0 / 3, -0.25, -3.7, 1e6 + 0.4,
    ]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<2_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      values.append(Double(state >> 11) / Double(1 << 53) * 200)
    }
    for scale in 1...3 {
      let grid = PixelGrid(scale: scale)
      for value in values {
        #expect(
          ControlMetrics.ceilToPixel(value, scale: Double(scale)) == grid.ceil(value), "\(value) at \(scale)x"
        )
      }
    }
    // By hand: 20.2871 pt is 40.57 pixels at 2x, up to 41 = 20.5 pt; 60.86 at 3x, up to 61.
    #expect(ControlMetrics.ceilToPixel(20.2871, scale: 2) == 20.5)
    #expect(PixelGrid(scale: 3).ceil(20.2871) == 61.0 / 3)
  }
}
