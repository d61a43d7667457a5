import Foundation
import Layout
import Pipeline
import Recipe
import TestSupport
import Testing

@testable import Render

@Suite("Width sweep: filmstrip and animated SVG")
struct WidthSweepTests {
  /// A panel of `width` x 100 with one view per frame given.
  static func panel(width: Double, _ frames: [DisplayRect]) -> Panel {
    Fixtures.panel(
      caption: "", width: width, height: 100,
      views: frames.enumerated().map { i, f in
        (ViewSpec(name: "V\(i)", kind: .view), Rect(x: f.x, y: f.y, width: f.width, height: f.height), nil)
      },
      constraints: [])
  }

  @Test("a view that keeps its frame is unchanged, one that only moves is moved, any size change is resized")
  func changes() {
    let sweep = WidthSweep(
      title: "T",
      frames: [
        .init(
          width: 320,
          panel: Self.panel(
            width: 320,
            [
              DisplayRect(x: 16, y: 20, width: 50, height: 30),  // stays
              DisplayRect(x: 200, y: 20, width: 50, height: 30),  // moves right
              DisplayRect(x: 16, y: 60, width: 288, height: 30),  // grows
              DisplayRect(x: 100, y: 20, width: 50, height: 30),  // moves by less than the tolerance
            ])),
        .init(
          width: 375,
          panel: Self.panel(
            width: 375,
            [
              DisplayRect(x: 16, y: 20, width: 50, height: 30),
              DisplayRect(x: 255, y: 20, width: 50, height: 30),
              DisplayRect(x: 16, y: 60, width: 343, height: 30),
              DisplayRect(x: 100.2, y: 20, width: 50, height: 30),
            ])),
      ])
    #expect(sweep.changes(at: 0) == [.none, .none, .none, .none])
    #expect(sweep.changes(at: 1) == [.none, .moved, .resized, .none])
  }

  static func a7(_ spec: String) throws -> WidthSweep {
    let recipe = try LoadedRecipe.load(Book.directory + "/a7-two-buttons-with-equal-spacing.recipe")
    let widths = try SweepWidths.parse(spec).get()
    return try SweepSolver.solve(recipe, widths: widths, measure: Fixtures.measurer.closure)
  }

  @Test(
    "A8's Compact-Regular variant swept: stacked below 768 pt (compact, 16 pt margins); side by side from 768 pt (regular: 7-9 out, 2 and 5 in, 20 pt margins)"
  )
  func sizeClassFollowsTheWidth() throws {
    let recipe = try LoadedRecipe.load(
      Book.directory + "/a8-two-buttons-with-size-class-based-layouts.recipe")
    let widths = try SweepWidths.parse("700,767,768,800").get()
    let sweep = try SweepSolver.solve(recipe, variant: 1, widths: widths, measure: Fixtures.measurer.closure)
    func frames(_ k: Int) -> (short: DisplayRect, long: DisplayRect) {
      (sweep.frames[k].panel.viewFrames[0], sweep.frames[k].panel.viewFrames[1])
    }
    // Compact width: 1, 7, 9, 3 pin both buttons to the 16 pt margins; 8 stacks Long under Short;
    // 4 puts Long's bottom 20 pt above the screen's bottom (667).
    for (k, width) in [(0, 700.0), (1, 767.0)] {
      let (short, long) = frames(k)
      #expect(abs(short.x - 16) < 0.01 && abs(short.width - (width - 32)) < 0.01)
      #expect(abs(long.x - 16) < 0.01 && abs(long.width - (width - 32)) < 0.01)
      #expect(abs(long.y - (short.maxY + 8)) < 0.01)
      #expect(abs(long.maxY - 647) < 0.01)
    }
    // Regular width: 1, 2, 3 and 6 put two equal buttons 8 pt apart between 20 pt margins:
    // width (W - 40 - 8) / 2; 4 and 5 put both bottoms at 647.
    for (k, width) in [(2, 768.0), (3, 800.0)] {
      let (short, long) = frames(k)
      let w = (width - 48) / 2
      #expect(abs(short.x - 20) < 0.01 && abs(short.width - w) < 0.01)
      #expect(abs(long.x - (20 + w + 8)) < 0.01 && abs(long.width - w) < 0.01)
      #expect(abs(short.maxY - 647) < 0.01 && abs(long.maxY - 647) < 0.01)
    }
  }

  @Test("stacked filmstrip: left edges aligned, panel widths in the ratio of the scene widths")
  func stackedFilmstrip() throws {
    let sweep = try Self.a7("320,667")
    let list = try Support.renderer.filmstrip(sweep)
    var canvases: [DisplayRect] = []
    for k in 0..<2 {
      let screen = try Support.group(list, .panel(k, .surface(isCell: false)))
      guard case .rect(let canvas) = try #require(screen.items.first) else {
        Issue.record("screen group does not start with its canvas")
        return
      }
      canvases.append(canvas.rect)
    }
    // The scale is the filmstrip's 0.75 (the 667 pt frame fits in 1000 - 40 - 96 points).
    #expect(abs(canvases[0].width - 320 * 0.75) < 1e-9)
    #expect(abs(canvases[1].width - 667 * 0.75) < 1e-9)
    #expect(canvases[0].x == canvases[1].x)
    // The scenes are 568 high and the buttons sit 20 above the bottom guide: the top is cut and torn.
    let clips = try (0..<2).map { k in try #require(Support.group(list, .panel(k, .crop)).clip) }
    #expect(abs(clips[0].maxY - canvases[0].maxY) < 1e-9)
    #expect(clips[0].height < canvases[0].height / 4)
    #expect(clips[1].y > clips[0].maxY)
    #expect(list.group(.panel(0, .tornEdge)) != nil)
    // At 667 the long title no longer needs compressing: both buttons changed size (solid outline).
    let outlines = try Support.group(list, .panel(1, .changes))
    #expect(sweep.changes(at: 1)[3] == .resized && sweep.changes(at: 1)[4] == .resized)
    let solid = outlines.items.filter {
      if case .rect(let r) = $0 { return r.stroke?.dash.isEmpty == true }
      return false
    }
    #expect(solid.count == sweep.changes(at: 1).filter { $0 == .resized }.count)
  }

  @Test("animated SVG: CSS keyframes, no script, frames after the first hidden by an attribute")
  func animatedSVG() throws {
    let sweep = try Self.a7("320...1024/4")
    let svg = String(decoding: try Support.renderer.animatedSweep(sweep), as: UTF8.self)
    #expect(!svg.contains("<script"))
    #expect(!svg.contains("<animate"))
    for k in 0..<4 {
      #expect(svg.contains("@keyframes sweep-\(k){"))
      #expect(svg.contains("class=\"sweep-frame sweep-frame-\(k)\""))
    }
    #expect(svg.contains("<g id=\"frame0\" class=\"sweep-frame sweep-frame-0\">"))
    #expect(svg.contains("<g id=\"frame1\" class=\"sweep-frame sweep-frame-1\" opacity=\"0\">"))
    #expect(svg.contains("prefers-reduced-motion"))
    // Frame k is shown from k/4 to (k+1)/4 of the 4 x 1.2 s cycle.
    #expect(svg.contains("animation-duration:4.8s"))
    #expect(svg.contains("@keyframes sweep-1{0%{opacity:0}25%{opacity:1}50%{opacity:0}100%{opacity:0}}"))
    let lint = try TestProcess.run("/usr/bin/xmllint", ["--noout", "-"], input: Array(svg.utf8))
    #expect(lint.status == 0, "xmllint: \(lint.stderr)")
  }

  @Test("a viewer that does not animate (rsvg) shows the first frame, as our PNG of the same list")
  func staticFirstFrame() throws {
    let sweep = try Self.a7("320...1024/3")
    let list = try Support.renderer.animationList(sweep, options: RenderOptions(), maxWidth: 1000)
    try SVGComparison.check(list, svg: Support.renderer.animatedSweep(sweep), name: "a7 sweep")
  }

  @Test("filmstrip SVG matches its PNG")
  func filmstripSVG() throws {
    let sweep = try Self.a7("320...1024/3")
    let list = try Support.renderer.filmstrip(sweep)
    try SVGComparison.check(list, svg: DiagramRenderer.render(list, format: .svg), name: "a7 filmstrip")
  }
}
