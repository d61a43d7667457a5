import Layout
import Render
import Testing

/// Broken geometry from a failed layout is drawn or refused with a typed error, never a crash.
@Suite struct RobustnessTests {
  @Test func nonFiniteFramesDoNotCrash() throws {
    var panel = Fixtures.simpleLabelAndTextField()
    panel.result[ViewID(0)].frame = Rect(x: .nan, y: 10, width: .infinity, height: 20)
    panel.result[ViewID(1)].firstBaseline = -.infinity
    let figure = Figure(title: "broken", panels: [panel])
    for format in OutputFormat.allCases {
      do {
        _ = try Support.renderer.render(figure, format: format)
      } catch {
        // A typed refusal is fine: the figure's size is not drawable.
        guard case .invalidSize = error else {
          Issue.record("unexpected error \(error)")
          continue
        }
      }
    }
  }

  @Test func emptyFigureIsAnError() {
    #expect(throws: RenderError.emptyFigure) {
      try Support.renderer.render(Figure(title: "none", panels: []), format: .png)
    }
  }

  @Test func hugeSceneIsRefused() {
    let panel = Fixtures.panel(caption: "huge", width: 100_000, height: 100, views: [], constraints: [])
    #expect(throws: RenderError.self) {
      try Support.renderer.render(Figure(title: "huge", panels: [panel]), format: .png)
    }
  }
}
