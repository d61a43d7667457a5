import Layout
import Render
import Testing

/// A stack view draws as a dashed box with a label, its properties are listed once under the
/// figure, and hidden arranged views are not drawn. The panel is built by hand: a horizontal
/// stack at (16, 40) 343 x 30 holding Go (16, 40, 100 x 30), a hidden Stop (0 wide) and Continue.
@Suite struct StackViewDrawingTests {
  static func panel() -> Panel {
    var stack = ViewSpec(name: "Buttons", kind: .stackView)
    stack.stack = StackConfiguration(distribution: .fillEqually, spacing: 8)
    var go = Fixtures.spec("Go", .button, text: "Go", size: 15)
    go.parent = ViewID(0)
    var stop = Fixtures.spec("Stop", .button, text: "Stop", size: 15)
    stop.parent = ViewID(0)
    stop.isHidden = true
    var more = Fixtures.spec("More", .button, text: "More", size: 15)
    more.parent = ViewID(0)
    more.customSpacingAfter = 12
    return Fixtures.panel(
      caption: "Stack", width: 375, height: 667,
      views: [
        (stack, Rect(x: 16, y: 40, width: 343, height: 30), nil),
        (go, Rect(x: 16, y: 40, width: 167.5, height: 30), 61),
        (stop, Rect(x: 187.5, y: 40, width: 0, height: 30), 61),
        (more, Rect(x: 191.5, y: 40, width: 167.5, height: 30), 61),
      ],
      constraints: [
        LayoutConstraint(number: 1, Fixtures.view(0, .leading), .equal, Anchor(.root, .leadingMargin))
      ])
  }

  @Test func theStackIsADashedBoxAtItsFrame() throws {
    let list = try Support.renderer.displayList(for: Figure(title: "Stack", panels: [Self.panel()]))
    let o = try Support.screenOrigin(list, panel: 0)
    let group = try Support.group(list, .panel(0, .view(ViewID(0))))
    #expect(group.classes.contains("stackView"))
    guard case .rect(let box) = try #require(group.items.first) else {
      Issue.record("the stack view's group does not start with a rectangle")
      return
    }
    #expect(box.rect == DisplayRect(x: 16 + o.x, y: 40 + o.y, width: 343, height: 30))
    #expect(box.fill == nil)
    #expect(box.stroke?.dash == [5, 3])
  }

  @Test func aHiddenArrangedViewIsNotDrawn() throws {
    let list = try Support.renderer.displayList(for: Figure(title: "Stack", panels: [Self.panel()]))
    #expect(list.group(.panel(0, .view(ViewID(1)))) != nil)
    #expect(list.group(.panel(0, .view(ViewID(2)))) == nil)
    #expect(list.group(.panel(0, .view(ViewID(3)))) != nil)
  }

  @Test func thePropertiesAreStatedOnceWithTheLabel() throws {
    let list = try Support.renderer.displayList(for: Figure(title: "Stack", panels: [Self.panel()]))
    let label = try Support.group(list, .panel(0, .stackLabel(ViewID(0))))
    #expect(Support.runs(in: label.items).map(\.text) == ["S1"])
    let row = try Support.group(list, .stackListRow(1))
    #expect(
      Support.runs(in: row.items).map(\.text).joined() == "S1"
        + "Buttons: horizontal · alignment fill · distribution fillEqually · spacing 8 · spacing after More 12"
        + " · hidden: Stop (Go, Stop, More)")
    #expect(list.group(.stackListRow(2)) == nil)
  }
}
