import Layout
import Render
import Testing

/// A text that cannot be measured is an error naming the view, never a made-up size.
@Suite struct MeasurerFailureTests {
  /// A scene with one label, `Title`, holding "Hello" at `size` points with `lines` lines.
  private func scene(size: Double? = nil, lines: Int = 1) -> Scene {
    var label = ViewSpec(name: "Title", kind: .label)
    label.text = "Hello"
    if let size { label.font.size = size }
    label.numberOfLines = lines
    return Scene(size: Size(width: 375, height: 667), views: [label])
  }

  private struct StubFailure: Error, CustomStringConvertible {
    var description: String { "stub measurer gave up" }
  }

  @Test func thrownErrorBecomesTextMeasurementNamingTheView() {
    let failing: TextMeasurer = { _ in throw StubFailure() }
    #expect(throws: LayoutError.textMeasurement(view: ViewID(0), reason: "stub measurer gave up")) {
      try LayoutEngine.solve(scene(), measure: failing)
    }
  }

  @Test func unusableFontSizeIsAnErrorNotAGuess() throws {
    // Typesetting cannot open a font at -3 points; the measurer used to answer 5 characters x
    // half the size instead.
    let request = TextMeasureRequest(text: "Hello", font: ResolvedFont(pointSize: -3))
    #expect(throws: RenderError.self) { try Fixtures.measurer.measure(request) }
    do {
      _ = try LayoutEngine.solve(scene(size: -3), measure: Fixtures.measurer.closure)
      Issue.record("solved a label whose font size is -3")
    } catch {
      guard case .textMeasurement(let view, let reason) = error else {
        Issue.record("unexpected error \(error)")
        return
      }
      #expect(scene().view(view)?.name.spelling == "Title")
      #expect(reason.contains("-3"), "\(reason)")
    }
  }

  @Test func negativeLineCountFromTheRealMeasurerIsAnError() {
    // Typesetting refuses a negative maximum number of lines; the engine names the label.
    do {
      _ = try LayoutEngine.solve(scene(lines: -1), measure: Fixtures.measurer.closure)
      Issue.record("solved a label with -1 lines")
    } catch {
      guard case .textMeasurement(let view, _) = error else {
        Issue.record("unexpected error \(error)")
        return
      }
      #expect(scene().view(view)?.name.spelling == "Title")
    }
  }

  @Test func installedFontStillMeasures() throws {
    // The happy path is unchanged: Inter measures "Hello" with a positive width on one line.
    let m = try Fixtures.measurer.measure(
      TextMeasureRequest(text: "Hello", font: ResolvedFont(pointSize: 17)))
    #expect(m.width > 0 && m.lineCount == 1)
  }
}
