import Foundation
import Render
import Testing

/// Writes review renders to /tmp when RENDER_REVIEW_DIR is set (never committed; for looking).
@Test func writeReviewRenders() throws {
  guard let dir = ProcessInfo.processInfo.environment["RENDER_REVIEW_DIR"] else { return }
  let renderer = DiagramRenderer(shaper: try TypesettingShaper.shared())
  for (i, figure) in Fixtures.figures.enumerated() {
    for format in OutputFormat.allCases {
      let bytes = try renderer.render(figure, format: format, options: RenderOptions(priorityTable: true))
      try Data(bytes).write(to: URL(fileURLWithPath: "\(dir)/fixture\(i).\(format.rawValue)"))
    }
    let dark = try renderer.render(figure, format: .png, options: RenderOptions(theme: .dark))
    try Data(dark).write(to: URL(fileURLWithPath: "\(dir)/fixture\(i)-dark.png"))
  }
}
