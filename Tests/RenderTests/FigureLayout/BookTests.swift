import Foundation
import Render
import TestSupport
import Testing

/// Every recipe of the book: deterministic pixels, valid SVG, no overlapping annotations.
@Suite struct BookTests {
  @Test func everyRecipeBecomesAFigure() {
    #expect(Book.fileCount >= 19)  // COOKBOOK.md: A1-A8, B1 (two files), B2, B3, C1-C3, D1-D4
    #expect(Book.entries.count == Book.fileCount)
  }

  @Test(arguments: Book.entries)
  func renderingTwiceGivesIdenticalPixels(_ entry: Book.Entry) throws {
    // The first rendering is the book's shared drawing, the second is made here.
    let first = try Book.drawing(entry)
    let png = try Support.renderer.render(entry.figure, format: .png)
    // Equal files hold equal pixels; different ones are decoded and compared pixel by pixel.
    if png != first.png { #expect(try RasterImage(png: png) == first.image) }
    #expect(try Support.renderer.render(entry.figure, format: .svg) == first.svg)
  }

  @Test(arguments: Book.entries)
  func annotationsDoNotOverlap(_ entry: Book.Entry) throws {
    let (list, boxes) = try Support.renderer.layout(for: entry.figure)
    for i in boxes.indices {
      for j in boxes.indices where j > i {
        #expect(!boxes[i].intersects(boxes[j]), "\(entry.file): boxes \(boxes[i]) and \(boxes[j]) overlap")
      }
    }
    let texts = list.allGroups.filter { $0.classes.contains("view") }.flatMap { Support.runs(in: $0.items) }
      .map(\.bounds)
    for box in boxes {
      for text in texts { #expect(!box.intersects(text), "\(entry.file): \(box) covers text \(text)") }
    }
  }

  @Test(arguments: Book.entries)
  func svgIDsAreUnique(_ entry: Book.Entry) throws {
    let svg = String(decoding: try Book.drawing(entry).svg, as: UTF8.self)
    let ids = Support.svgIDs(svg)
    let duplicates = Set(ids.filter { id in ids.filter { $0 == id }.count > 1 })
    #expect(duplicates.isEmpty, "\(entry.file): duplicate ids \(duplicates.sorted())")
  }

  @Test(arguments: Book.entries)
  func svgIsValidXML(_ entry: Book.Entry) throws {
    let svg = try Book.drawing(entry).svg
    let result = try TestProcess.run("/usr/bin/xmllint", ["--noout", "-"], input: svg)
    #expect(result.status == 0, "\(entry.file): \(result.stderr)")
  }

  @Test(arguments: Book.entries)
  func svgRasterizedByRsvgMatchesPNG(_ entry: Book.Entry) throws {
    let drawing = try Book.drawing(entry)
    try SVGComparison.check(drawing.list, svg: drawing.svg, png: drawing.image, name: entry.file)
  }

}
