import Layout
import TestSupport
import Testing

/// `UIStackView.spacingUseSystem` (`StackConfiguration.spacingUseSystem`): the system spacing
/// between arranged views, as a `+ SystemSpacing` constraint between the same anchors has it
/// (docs/layout.md, "Stack views"). Expectations by hand from `Spacing`'s documented values: 8
/// between edges; between baselines the larger of the two fonts' baseline spacings, a font
/// without a text style using Body's 22 / 17 per point. Label metrics: FakeMeasurer.swift.
@Suite("Stack views: system spacing")
struct StackViewSystemSpacingTests {
  /// A vertical stack at the root's margins, 20 below the Top Layout Guide (y 40).
  static func pinned(_ configuration: StackConfiguration) -> (SceneBuilder, ViewID) {
    var b = SceneBuilder(width: 375, height: 667)
    let stack = b.view("Stack", .stackView) { $0.stack = configuration }
    b.add(anchor(stack, .leading), .equal, superview(.leadingMargin))
    b.add(anchor(stack, .trailing), .equal, superview(.trailingMargin))
    b.add(anchor(stack, .top), .equal, Anchor(.topLayoutGuide, .bottom), 20)
    return (b, stack)
  }

  /// Views 20, 30 and 10 high, the stored spacing 50 ignored: tops 40, 40 + 20 + 8 = 68 and
  /// 68 + 30 + 8 = 106; the stack is 20 + 8 + 30 + 8 + 10 = 76 high. Custom spacing 3 after the
  /// second view still wins: the third's top is 68 + 30 + 3 = 101.
  @Test("between edges: 8, and custom spacing after a view wins")
  func edges() throws {
    for custom in [nil, 3.0] {
      var configuration = StackConfiguration(axis: .vertical, spacing: 50)
      configuration.spacingUseSystem = true
      var (b, stack) = Self.pinned(configuration)
      let a = b.view("A", .view, parent: stack) {
        $0.intrinsicSizeOverride = IntrinsicSize(width: nil, height: 20)
      }
      let m = b.view("M", .view, parent: stack) {
        $0.intrinsicSizeOverride = IntrinsicSize(width: nil, height: 30)
        $0.customSpacingAfter = custom
      }
      let z = b.view("Z", .view, parent: stack) {
        $0.intrinsicSizeOverride = IntrinsicSize(width: nil, height: 10)
      }
      let r = try b.solve()
      #expect(r.diagnoses.isEmpty, "\(r.diagnoses)")
      #expect(same(r.frame(a), rect(16, 40, 343, 20)))
      #expect(same(r.frame(m), rect(16, 68, 343, 30)))
      let third = custom == nil ? 106.0 : 101.0
      #expect(same(r.frame(z), rect(16, third, 343, 10)), "\(custom as Any): \(r.frame(z))")
      #expect(r.frame(stack).height == third + 10 - 40)
    }
  }

  /// Baseline-relative, a 17 pt and a 30 pt system-font label (no text style: Body's 22 / 17):
  /// spacings 22 and 30 x 22 / 17 = 660 / 17; the larger wins. A's baseline 40 + 16 = 56; B's
  /// first baseline 56 + 660 / 17, its top that less its baseline offset 29.
  @Test("between baselines: the larger of the fonts' baseline spacings")
  func baselines() throws {
    var configuration = StackConfiguration(
      axis: .vertical, alignment: .fill, spacing: 12, isBaselineRelativeArrangement: true)
    configuration.spacingUseSystem = true
    var (b, stack) = Self.pinned(configuration)
    let a = b.label("A", "Go", parent: stack)
    let big = b.label("B", "Big", parent: stack, font: .system(30))
    let r = try b.solve()
    #expect(same(r.frame(a), rect(16, 40, 343, 20)))
    #expect(same(r.frame(big), rect(16, 56 + 660.0 / 17 - 29, 343, 33)), "\(r.frame(big))")
    // UISV-spacing carries the resolved constant, as UIKit's log would print it.
    let spacing = r.implicitConstraints.first {
      if case .stackView(_, let identifier) = $0.kind { return identifier == "UISV-spacing" }
      return false
    }
    #expect(abs((spacing?.constant ?? 0) - 660.0 / 17) < 1e-9)
  }
}
