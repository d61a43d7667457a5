import Testing

@testable import Render

@Suite("Fitting: crop, torn edges, rows")
struct FittingGeometryTests {
  @Test("A1's content crops the phone below the text field; edges near the scene's snap to it")
  func cropOfA1() {
    let scene = DisplayRect(x: 0, y: 0, width: 375, height: 667)
    // Label 16...60 x 40...61, field 68...359 x 36...66 (A1's frames, rounded).
    let crop = PanelCrop(
      scene: scene,
      content: [
        DisplayRect(x: 16, y: 40, width: 44, height: 21), DisplayRect(x: 68, y: 36, width: 291, height: 30),
      ])
    // Grown by 16: x 0...375 (at the edges), y 20...82; the top is within 24 of the scene's top.
    #expect(crop.crop == DisplayRect(x: 0, y: 0, width: 375, height: 82))
    #expect(crop.cut == [.bottom])
  }

  @Test("content in the middle of a wide scene is cut on all four sides")
  func fourSides() {
    let crop = PanelCrop(
      scene: DisplayRect(x: 0, y: 0, width: 1000, height: 800),
      content: [DisplayRect(x: 400, y: 300, width: 100, height: 50)], padding: 10)
    #expect(crop.crop == DisplayRect(x: 390, y: 290, width: 120, height: 70))
    #expect(crop.cut == [.top, .left, .bottom, .right])
  }

  @Test("keepWidth crops only vertically; annotations beside the scene widen what is visible")
  func keepWidthAndAnnotations() {
    let crop = PanelCrop(
      scene: DisplayRect(x: 0, y: 0, width: 320, height: 568),
      content: [DisplayRect(x: 100, y: 500, width: 50, height: 30)], keepWidth: true)
    #expect(crop.crop == DisplayRect(x: 0, y: 484, width: 320, height: 84))
    #expect(crop.cut == [.top])
    let visible = crop.visibleRect(annotations: [DisplayRect(x: -30, y: 510, width: 40, height: 14)])
    #expect(visible == DisplayRect(x: -30, y: 484, width: 350, height: 84))
  }

  @Test("a torn edge has a whole number of teeth, ends on the edge and reaches depth 4 inside")
  func tornEdge() {
    let points = TornEdge.points(
      from: DisplayPoint(x: 0, y: 100), to: DisplayPoint(x: 40, y: 100), normal: DisplayPoint(x: 0, y: -1))
    #expect(points.count == 9)
    #expect(points.map(\.x) == [0, 5, 10, 15, 20, 25, 30, 35, 40])
    #expect(points.map(\.y) == [100, 96, 100, 96, 100, 96, 100, 96, 100])
  }

  @Test("panels wrap when the next would pass the maximum width; screens share a top edge per row")
  func flow() {
    let flow = PanelFlow(
      bounds: [
        DisplayRect(x: -10, y: -5, width: 300, height: 500),
        DisplayRect(x: 0, y: 0, width: 400, height: 300),
        DisplayRect(x: 0, y: -20, width: 500, height: 200),
      ],
      maxWidth: 800, padding: 20, gap: 36, rowGap: 10, captionHeight: { _ in 30 })
    // 300 + 36 + 400 = 736 fits in 760; adding 36 + 500 does not.
    #expect(flow.rows.map(\.panels) == [[0, 1], [2]])
    #expect(flow.placements[0] == .init(dx: 30, dy: 25, row: 0))
    #expect(flow.placements[1] == .init(dx: 356, dy: 25, row: 0))
    #expect(flow.rows[0].bottom == 520)
    // Next row: under the captions (30) and the row gap (10); its panel sticks out 20 above.
    #expect(flow.placements[2] == .init(dx: 20, dy: 580, row: 1))
    #expect(flow.width == 756)
  }

  @Test("a panel wider than the maximum gets a row of its own")
  func widePanel() {
    let flow = PanelFlow(
      bounds: [
        DisplayRect(x: 0, y: 0, width: 100, height: 10), DisplayRect(x: 0, y: 0, width: 2000, height: 10),
      ],
      maxWidth: 1000, padding: 20, gap: 36, rowGap: 10)
    #expect(flow.rows.map(\.panels) == [[0], [1]])
  }
}
