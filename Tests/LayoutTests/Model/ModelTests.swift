import Layout
import Testing

/// The model's rules: size-class installation, Dynamic Type, intrinsic sizes, colours, devices.
@Suite("Model")
struct ModelTests {
  @Test("The most specific installed set wins among Interface Builder's 9 classes")
  func installation() {
    let cr = SizeClassSlot(width: .compact, height: .regular)
    let anyR = SizeClassSlot(width: nil, height: .regular)
    let cAny = SizeClassSlot(width: .compact, height: nil)
    // Off in Any/Any, on for any regular height, off again for exactly compact/regular.
    let i = Installation(installedByDefault: false, variations: [(anyR, true), (cr, false)])
    #expect(!i.isInstalled(width: .compact, height: .regular))  // wC hR beats wAny hR
    #expect(i.isInstalled(width: .regular, height: .regular))  // only wAny hR matches
    #expect(!i.isInstalled(width: .compact, height: .compact))  // only Any/Any matches
    // Width-only beats height-only when both match [CHOICE].
    let j = Installation(variations: [(cAny, false), (anyR, true)])
    #expect(!j.isInstalled(width: .compact, height: .regular))
    #expect(SizeClassSlot.any.description == "wAny hAny" && cr.description == "wC hR")
    // Among all 9, the final class matching the scene wins (index 6 is wC hR, 7 is wR hC).
    #expect(SizeClassSlot.mostSpecific(SizeClassSlot.all, width: .compact, height: .regular) == 6)
    #expect(SizeClassSlot.mostSpecific(SizeClassSlot.all, width: .regular, height: .compact) == 7)
    #expect(SizeClassSlot.mostSpecific([.any, anyR], width: .compact, height: .compact) == 0)
    #expect(SizeClassSlot.mostSpecific([anyR], width: .compact, height: .compact) == nil)
  }

  @Test("Dynamic Type scales text styles per REFERENCE.md section 1")
  func dynamicType() {
    let headline = FontSpec.style(.headline)
    #expect(headline.resolved(for: .large).pointSize == 17)
    #expect(headline.resolved(for: .large).weight == .semibold)
    #expect(headline.resolved(for: .accessibilityMedium).pointSize == 28)
    #expect(FontSpec.style(.title1).resolved(for: .extraSmall).pointSize == 25)
    #expect(FontSpec.style(.caption1).resolved(for: .accessibilityExtraExtraExtraLarge).pointSize == 43)
    #expect(FontSpec.style(.footnote).resolved(for: .extraExtraLarge).pointSize == 17)
    // A fixed size with a style scales by the style's factor: 18 x 14 / 17 at xS.
    let palatino = FontSpec(family: "Palatino", size: 18, style: .body)
    #expect(abs(palatino.resolved(for: .extraSmall).pointSize - 18.0 * 14 / 17) < 1e-12)
    #expect(FontSpec.system(17).resolved(for: .extraSmall).pointSize == 17)
  }

  @Test("A text style's wrapped lines are its leading apart (the guidelines' Dynamic Type tables)")
  func textStyleLeading() {
    func distance(_ font: FontSpec, _ category: ContentSizeCategory) -> Double? {
      Spacing.textStyleLineDistance(for: font.resolved(for: category))
    }
    #expect(distance(.style(.body), .large) == 22)
    #expect(distance(.style(.body), .extraSmall) == 19)
    #expect(distance(.style(.title2), .extraSmall) == 24)
    #expect(distance(.style(.subheadline), .large) == 20)
    // Footnote shares 12 pt and 16 pt of leading at xS, S and M.
    #expect(distance(.style(.footnote), .small) == 16)
    // Above xxxLarge: the size plus xxxLarge's difference (Body 23 on 30): AX1 28 on 35.
    #expect(distance(.style(.body), .accessibilityMedium) == 35)
    // No style, or a named font scaled for a style: natural line height.
    #expect(distance(.system(17), .large) == nil)
    #expect(distance(FontSpec(family: "Palatino", size: 18, style: .body), .large) == nil)
  }

  @Test("Intrinsic sizes per kind (REFERENCE.md section 2), text rounded up to the pixel grid")
  func intrinsicSizes() {
    // Text 20.2871 high (SF 17 pt): 20.5 at 2x, 20.333... at 3x.
    let text = TextMeasurement(
      width: 33.1, height: 20.2871, firstBaseline: 16.1865, lastBaseline: 16.1865, lineCount: 1,
      ascender: 16.1865,
      descender: -4.1006, lineHeight: 20.2871)
    let label = ViewSpec(name: "L", kind: .label)
    #expect(
      ControlMetrics.intrinsicSize(of: label, text: text, scale: 2)
        == IntrinsicSize(width: 33.5, height: 20.5))
    let at3 = ControlMetrics.intrinsicSize(of: label, text: text, scale: 3)
    #expect(abs((at3.height ?? 0) - 61.0 / 3) < 1e-9)
    // Text field: text + 2 x 7, height 30. Button: title + 6 above and below, in whole points
    // (33.5 -> 34, 32.5 -> 33).
    let field = ViewSpec(name: "F", kind: .textField)
    #expect(
      ControlMetrics.intrinsicSize(of: field, text: text, scale: 2) == IntrinsicSize(width: 47.5, height: 30))
    let button = ViewSpec(name: "B", kind: .button)
    #expect(
      ControlMetrics.intrinsicSize(of: button, text: text, scale: 2)
        == IntrinsicSize(width: 34, height: 33))
    #expect(
      ControlMetrics.intrinsicSize(of: ViewSpec(name: "P", kind: .progressView), text: nil, scale: 2)
        == IntrinsicSize(width: nil, height: 4))
    #expect(
      ControlMetrics.intrinsicSize(of: ViewSpec(name: "S", kind: .switchControl), text: nil, scale: 2)
        == IntrinsicSize(width: 51, height: 31))
    var image = ViewSpec(name: "I", kind: .imageView)
    #expect(ControlMetrics.intrinsicSize(of: image, text: nil, scale: 2) == .none)
    image.imageSize = Size(width: 40, height: 30)
    #expect(
      ControlMetrics.intrinsicSize(of: image, text: nil, scale: 2) == IntrinsicSize(width: 40, height: 30))
  }

  @Test("Default priorities: Interface Builder's labels hug at 251, code's at 250; switches 750")
  func defaults() {
    #expect(ViewSpec(name: "L", kind: .label).hugging == AxisPair(both: .interfaceBuilderLabelHugging))
    #expect(ViewSpec(name: "L", kind: .label, defaults: .code).hugging == AxisPair(both: .defaultLow))
    #expect(ViewSpec(name: "S", kind: .switchControl).hugging == AxisPair(both: .defaultHigh))
    #expect(
      ViewSpec(name: "P", kind: .progressView).hugging
        == AxisPair(horizontal: .defaultLow, vertical: .defaultHigh))
    #expect(ViewSpec(name: "B", kind: .button).compressionResistance == AxisPair(both: .defaultHigh))
    #expect(LayoutPriority(0) == nil && LayoutPriority(1001) == nil && LayoutPriority(1000) == .required)
  }

  @Test("Colours by UIKit name and hex")
  func colors() {
    #expect(Color(name: "LightGray") == .lightGray)
    #expect(Color(name: "chartreuse") == nil)
    #expect(Color(hex: "#007AFF") == .systemBlue)
    #expect(Color(hex: "fff") == .white)
    #expect(Color(hex: "#12345") == nil && Color(hex: "zzzzzz") == nil)
    #expect(Color(hex: "00000080")?.alpha == 128.0 / 255)
  }

  @Test("Device scenes: sizes, classes, guides and root margins")
  func devices() {
    let portrait = Scene(device: .iPhone8, orientation: .portrait)
    #expect(portrait.size == Size(width: 375, height: 667) && portrait.topLayoutGuideBottom == 20)
    #expect(portrait.widthClass == .compact && portrait.heightClass == .regular)
    // Safe area top 20 (the status bar) + directional 0; 16 at the sides (compact width).
    #expect(portrait.effectiveRootMargins == EdgeInsets(top: 20, left: 16, bottom: 0, right: 16))
    let plus = Scene(device: .iPhone8Plus, orientation: .landscape)
    #expect(plus.widthClass == .regular && plus.heightClass == .compact && plus.topLayoutGuideBottom == 0)
    #expect(plus.effectiveRootMargins.left == 20)
    let x = Scene(device: .iPhoneX, orientation: .portrait)
    #expect(x.topLayoutGuideBottom == 44 && x.bottomLayoutGuideTop == 812 - 34)
    #expect(Scene(device: .iPad, orientation: .portrait).widthClass == .regular)
    #expect(Device.named("iphone 8") == .iPhone8)
  }
}
