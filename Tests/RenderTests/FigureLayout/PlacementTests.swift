import Render
import Testing

/// Annotation boxes never overlap each other or view text.
@Suite struct PlacementTests {
  @Test(arguments: Fixtures.figures.indices)
  func annotationBoxesDoNotOverlap(_ index: Int) throws {
    let (list, boxes) = try Support.renderer.layout(for: Fixtures.figures[index])
    #expect(!boxes.isEmpty)
    for i in boxes.indices {
      for j in boxes.indices where j > i {
        #expect(!boxes[i].intersects(boxes[j]), "boxes \(i) and \(j) overlap: \(boxes[i]) \(boxes[j])")
      }
    }
    // Nor any view's text.
    let texts = list.allGroups.filter { $0.classes.contains("view") }.flatMap { Support.runs(in: $0.items) }
      .map(\.bounds)
    for box in boxes {
      for text in texts { #expect(!box.intersects(text), "\(box) covers text \(text)") }
    }
  }

  @Test func crowdedTagsStillGetTheirOwnSpot() throws {
    // Twelve constraints all anchored at the same point: every tag must land elsewhere.
    var panel = Fixtures.simpleLabelAndTextField()
    let base = panel.scene.constraints[3]
    panel.scene.constraints = (1...12).map { n in
      var c = base
      c.number = n
      return c
    }
    let (_, boxes) = try Support.renderer.layout(for: Figure(title: "crowd", panels: [panel]))
    #expect(boxes.count == 12)
    for i in boxes.indices {
      for j in boxes.indices where j > i { #expect(!boxes[i].intersects(boxes[j])) }
    }
  }
}
