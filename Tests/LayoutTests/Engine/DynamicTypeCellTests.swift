import Layout
import Testing

/// COOKBOOK.md B3: a self-sizing cell whose spacing is system spacing between baselines.
/// Fake metrics at size s: s/2 per character, line s + 3, baseline s - 1 below the line top.
/// System spacing between baselines (our approximation): Body/Headline line spacing 22 at 17,
/// scaled with the size: 22 x s / 17 for both labels here (both use size s).
/// The body font is 17 pt "Palatino" scaled by the Body style, so both labels share a size.
@Suite("Cookbook B3: Dynamic Type cell")
struct DynamicTypeCellTests {
  static func cell(width: Double, category: ContentSizeCategory) -> (SceneBuilder, ViewID, ViewID) {
    var scene = Scene.cell(width: width)
    scene.contentSizeCategory = category
    var b = SceneBuilder(scene)
    let content = b.view("Content View", .contentView)
    let headline = b.label(
      "Headline Label", "Self-sizing cells", parent: content, font: .style(.headline), lines: 0)
    let body = b.label(
      "Body Label", CookbookCellTests.quote, parent: content,
      font: FontSpec(family: "Palatino", size: 17, style: .body), lines: 0)
    b.add(anchor(headline, .leading), .equal, anchor(content, .leadingMargin))
    b.add(anchor(headline, .trailing), .equal, anchor(content, .trailingMargin))
    b.add(anchor(body, .leading), .equal, anchor(headline, .leading))
    b.add(anchor(body, .trailing), .equal, anchor(headline, .trailing))
    b.add(
      anchor(headline, .firstBaseline), .equal, anchor(content, .topMargin), .systemSpacing(multiplier: 1))
    b.add(
      anchor(body, .firstBaseline), .equal, anchor(headline, .lastBaseline), .systemSpacing(multiplier: 1))
    b.add(anchor(content, .bottomMargin), .equal, anchor(body, .lastBaseline), .systemSpacing(multiplier: 1))
    return (b, headline, body)
  }

  @Test("B3 at the default size (Large), 375 and 320 wide", arguments: [375.0, 320.0])
  func large(width: Double) throws {
    let (b, headline, body) = Self.cell(width: width, category: .large)
    let r = try b.solve()
    // s = 17: spacing 22. Headline "Self-sizing cells" (17 chars, 144.5) is one line.
    // The quote wraps to 2 lines at 359 (42 chars) and at 304 (35 chars): 34 + 10 chars.
    // Headline first baseline = 8 + 22 = 30 = y + 16: y = 14, last baseline 30.
    // Body first baseline = 30 + 22 = 52: y = 36; height 40; last baseline 36 + 16 + 20 = 72.
    // Bottom margin = 72 + 22 = 94: cell height 102.
    #expect(same(r.frame(headline), rect(8, 14, width - 16, 20)))
    #expect(same(r.frame(body), rect(8, 36, width - 16, 40)))
    // 22 / 17 x 17 is 22 only up to rounding, hence the tolerances.
    #expect(abs((r.fittingSize?.height ?? 0) - 102) < 1e-6)
    #expect(abs((r[body].lastBaseline ?? 0) - 72) < 1e-6)
    #expect(abs((r[constraint: .explicit(4)].resolvedConstant ?? 0) - 22) < 1e-9)
  }

  @Test("B3 at the smallest size (extraSmall): 14 pt, the quote fits one line")
  func extraSmall() throws {
    let (b, headline, body) = Self.cell(width: 375, category: .extraSmall)
    let r = try b.solve()
    // s = 14 (Body and Headline at xS): spacing s14 = 22 x 14 / 17; 7 per character, line 17,
    // baseline 13. The quote is 45 x 7 = 315 <= 359: one line.
    // Headline y = 8 + s14 - 13; body first baseline = 8 + 2 s14: y = 8 + 2 s14 - 13;
    // body last baseline = 8 + 2 s14; cell height = 8 + 3 s14 + 8.
    let s14 = 22.0 * 14 / 17
    #expect(abs(r.frame(headline).minY - (8 + s14 - 13)) < 1e-6)
    #expect(abs(r.frame(body).minY - (8 + 2 * s14 - 13)) < 1e-6)
    #expect(r.frame(body).height == 17)
    #expect(abs((r.fittingSize?.height ?? 0) - (16 + 3 * s14)) < 1e-6)
  }

  @Test("B3 at the largest accessibility size (AX5): 53 pt, both labels wrap")
  func largestAccessibility() throws {
    let (b, headline, body) = Self.cell(width: 375, category: .accessibilityExtraExtraExtraLarge)
    let r = try b.solve()
    // s = 53: spacing s53 = 22 x 53 / 17; 26.5 per character (13 a line at 359), line 56,
    // baseline 52. Headline: "Self-sizing" / "cells": 2 lines, 112 high.
    // Body: "Imagination" / "is more" / "important" / "than" / "knowledge.": 5 lines, 280 high.
    // Headline y = 8 + s53 - 52 = s53 - 44; last baseline = y + 52 + 56 = s53 + 64.
    // Body first baseline = 2 s53 + 64: y = 2 s53 + 12; last = y + 52 + 4 x 56 = 2 s53 + 288.
    // Cell height = 2 s53 + 288 + s53 + 8 = 3 s53 + 296.
    let s53 = 22.0 * 53 / 17
    #expect(abs(r.frame(headline).minY - (s53 - 44)) < 1e-6)
    #expect(r.frame(headline).height == 112)
    #expect(abs(r.frame(body).minY - (2 * s53 + 12)) < 1e-6)
    #expect(r.frame(body).height == 280)
    #expect(abs((r.fittingSize?.height ?? 0) - (3 * s53 + 296)) < 1e-6)
  }
}
