import Foundation
import Layout
import TestSupport
import Testing

/// A label's `lineBreakMode`: UIKit's defaults, handed to the measurer (character wrapping
/// changes a wrapping label's lines), and never a change of the intrinsic size.
@Suite struct LineBreakModeTests {
  /// Requests the engine made, in order (the measurer runs on the engine's thread).
  final class Recorder: @unchecked Sendable {
    private let lock = NSLock()
    private var requests: [TextMeasureRequest] = []

    var measure: TextMeasurer {
      { request in
        self.lock.withLock { self.requests.append(request) }
        return try FakeMeasurer.measure(request)
      }
    }

    func modes(of text: String) -> Set<LineBreakMode> {
      lock.withLock { Set(requests.filter { $0.text == text }.map(\.lineBreakMode)) }
    }
  }

  @Test("UIKit's defaults: a label truncates its tail, a button's title label its middle")
  func defaults() {
    #expect(ViewSpec(name: "L", kind: .label).lineBreakMode == .byTruncatingTail)
    #expect(ViewSpec(name: "B", kind: .button).lineBreakMode == .byTruncatingMiddle)
  }

  @Test("The measurer gets a label's mode; other kinds are measured with the default")
  func measurerGetsTheMode() throws {
    var b = SceneBuilder(width: 375, height: 667)
    let label = b.label("Body", "Some words to wrap", lines: 0)
    b.scene.views[label.rawValue].lineBreakMode = .byCharWrapping
    let button = b.view("Go", .button) { $0.title = "Go on" }
    b.add(anchor(label, .leading), .equal, superview(.leading), 20)
    b.add(anchor(label, .top), .equal, superview(.top), 20)
    b.add(anchor(label, .width), .equal, nil, 60)
    b.add(anchor(button, .leading), .equal, superview(.leading), 20)
    b.add(anchor(button, .top), .equal, anchor(label, .bottom), 8)
    let recorder = Recorder()
    _ = try LayoutEngine.solve(b.scene, measure: recorder.measure)
    #expect(recorder.modes(of: "Some words to wrap") == [.byCharWrapping])
    #expect(recorder.modes(of: "Go on") == [.byTruncatingTail])
  }

  @Test(
    "A squeezed label keeps its intrinsic width in every mode (11 characters x 8.5 = 93.5)",
    arguments: LineBreakMode.allCases)
  func intrinsicSizeIgnoresTruncation(mode: LineBreakMode) throws {
    var b = SceneBuilder(width: 375, height: 667)
    let label = b.label("Greeting", "Hello world")
    b.scene.views[label.rawValue].lineBreakMode = mode
    b.add(anchor(label, .leading), .equal, superview(.leading), 20)
    b.add(anchor(label, .top), .equal, superview(.top), 20)
    b.add(anchor(label, .width), .equal, nil, 60)
    let r = try b.solve()
    #expect(r[label].frame.width == 60)
    #expect(r[label].intrinsicSize.width == 93.5)
  }
}
