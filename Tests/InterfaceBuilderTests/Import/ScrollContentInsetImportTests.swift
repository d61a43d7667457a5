import InterfaceBuilder
import Layout
import Testing

/// A scroll view's content inset adjustment on the canvas (docs/interface-builder.md, "Scroll
/// content under bars"): the importer writes `contentInsetAdjustment` (and `alwaysBounceVertical`)
/// on each scroll view and marks its content layout guide, so Layout knows when the content rests
/// below the status bar. `ScrollContentInsets.storyboard`: four scenes, frames by hand in its
/// comment and stored so.
@Suite struct ScrollContentInsetImportTests {
  @Test func theStatusBarIsLeftOutOnlyWhereTheInsetIsAdjusted() throws {
    let result = try ImportSupport.importFixture("ScrollContentInsets.storyboard")
    let scenes = try ImportSupport.solvedScenes(result, variant: .canvas)
    #expect(scenes.count == 4)
    // Logo's y and Deep's y per scene, as the file's comment derives them.
    let expected: [(String, Double, Double, String)] = [
      ("t", 78, 8, "contentInsetAdjustment automatic id"),
      ("s", 98, 28, "contentInsetAdjustment automatic id"),
      ("b", 78, 8, "contentInsetAdjustment automatic alwaysBounceVertical id"),
      ("n", 98, 28, "contentInsetAdjustment never id"),
    ]
    for (scene, (p, logoY, deepY, scrollLine)) in zip(scenes, expected) {
      // The scroll view's line without the margin passes' seed (`initialFrame X Y W H`).
      let text = scene.text.replacingOccurrences(
        of: #" initialFrame [-0-9.]+ [-0-9.]+ [-0-9.]+ [-0-9.]+"#, with: "", options: .regularExpression)
      #expect(text.contains(scrollLine), "\(scrollLine)\n---\n\(scene.text)")
      #expect(scene.text.contains(#"in "Scroll" contentLayoutGuide"#), "\(scene.text)")
      #expect(scene.framesByIBID["\(p)-logo"] == Rect(x: 167.5, y: logoY, width: 40, height: 40), "\(p)")
      #expect(scene.framesByIBID["\(p)-deep"] == Rect(x: 8, y: deepY, width: 10, height: 10), "\(p)")
      let comparison = scene.comparison()
      #expect(comparison.within == comparison.counted, "\(p): \(comparison.differences)")
    }
  }
}
