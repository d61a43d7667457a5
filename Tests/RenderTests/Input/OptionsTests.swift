import Render
import Testing

/// Themes, scale, transparency, focus, annotations off, legend contents.
@Suite struct OptionsTests {
  let figure = Fixtures.figures[0]

  private func pixel(_ image: RasterImage, _ x: Int, _ y: Int) -> UInt32 { image.pixels[y * image.width + x] }

  @Test func themesPaintTheirBackground() throws {
    let light = try RasterImage(
      png: Support.renderer.render(figure, format: .png, options: RenderOptions(theme: .light)))
    let dark = try RasterImage(
      png: Support.renderer.render(figure, format: .png, options: RenderOptions(theme: .dark)))
    // Page corners: light #F2F2F7, dark #000000, opaque (ARGB).
    #expect(pixel(light, 1, 1) == 0xFFF2_F2F7)
    #expect(pixel(dark, 1, 1) == 0xFF00_0000)
  }

  @Test func transparentBackgroundLeavesCornersClear() throws {
    let image = try RasterImage(
      png: Support.renderer.render(figure, format: .png, options: RenderOptions(transparentBackground: true)))
    #expect(pixel(image, 1, 1) == 0)
  }

  @Test func scaleMultipliesPixelSize() throws {
    let list = try Support.renderer.displayList(for: figure)
    for scale in 1...3 {
      let image = try RasterImage(
        png: DiagramRenderer.render(list, format: .png, options: RenderOptions(scale: scale)))
      #expect(image.width == Int(list.width) * scale)
      #expect(image.height == Int(list.height) * scale)
    }
  }

  @Test func focusDimsTheOtherConstraints() throws {
    let list = try Support.renderer.displayList(for: figure, options: RenderOptions(focus: [3]))
    #expect(list.group(.panel(0, .constraint(.number(3), .marks)))?.opacity == 1)
    #expect(list.group(.panel(0, .constraint(.number(3), .tag)))?.opacity == 1)
    for n in [1, 2, 4, 5] { #expect(list.group(.panel(0, .constraint(.number(n), .marks)))?.opacity == 0.2) }
    // The list dims the same rows.
    #expect(list.group(.constraintListRow(.number(3)))?.opacity == 1)
    #expect(list.group(.constraintListRow(.number(1)))?.opacity ?? 1 < 1)
  }

  @Test func annotationsOffDrawsOnlyTheScreen() throws {
    let list = try Support.renderer.displayList(
      for: figure, options: RenderOptions(annotations: false, constraintList: false))
    #expect(list.group(.panel(0, .views)) != nil)
    #expect(list.allGroups.allSatisfy { !$0.classes.contains("constraint") })
    #expect(list.group(.legend) == nil)
  }

  @Test func legendShowsOnlyWhatOccurs() throws {
    // A1 has no optional constraint and no equal sizes; A5 has equal widths.
    let a1 = try Support.renderer.displayList(for: figure)
    let a1Legend = try Support.group(a1, .legend).items.count
    let text = Support.runs(in: try Support.group(a1, .legend).items).map(\.text)
    #expect(!text.contains("optional (dashed)"))
    #expect(!text.contains("equal sizes"))
    #expect(text.contains("aligned baselines"))
    let a5 = try Support.renderer.displayList(for: Fixtures.figures[1])
    let a5Text = Support.runs(in: try Support.group(a5, .legend).items).map(\.text)
    #expect(a5Text.contains("equal sizes"))
    #expect(!a5Text.contains("aligned baselines"))
    #expect(a1Legend > 0)
  }
}
