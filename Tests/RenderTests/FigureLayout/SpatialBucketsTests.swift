import Testing

@testable import Render

/// `SpatialBuckets` answers as a look at every box would: random boxes and queries (a fixed
/// seed), some huge, some not finite, compared with the brute-force answer.
@Suite struct SpatialBucketsTests {
  /// A small deterministic generator (an LCG), so that a failure reproduces.
  struct Numbers {
    var state: UInt64
    mutating func next(_ range: ClosedRange<Double>) -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let unit = Double(state >> 11) / Double(1 << 53)
      return range.lowerBound + unit * (range.upperBound - range.lowerBound)
    }
  }

  @Test(arguments: [nil, DisplayRect(x: 0, y: 0, width: 1200, height: 2500)])
  func answersAsLookingAtEveryBoxWould(bounds: DisplayRect?) {
    var numbers = Numbers(state: 25)
    var boxes: [DisplayRect] = []
    var buckets = SpatialBuckets(cellSize: 48, bounds: bounds)
    for i in 0..<3000 {
      var rect = DisplayRect(
        x: numbers.next(-200...2000), y: numbers.next(-200...4000), width: numbers.next(-5...80),
        height: numbers.next(-5...40))
      if i % 500 == 7 { rect.width = 90_000 }  // spans more cells than a box may
      if i % 700 == 3 { rect.x = .nan }
      boxes.append(rect)
      buckets.insert(rect)
      if i % 10 == 0 {
        let query = DisplayRect(
          x: numbers.next(-200...2000), y: numbers.next(-200...4000), width: numbers.next(0...300),
          height: numbers.next(0...300))
        let brute = boxes.contains { $0.intersects(query) }
        #expect(buckets.contains(query) { boxes[$0].intersects(query) } == brute, "query \(i)")
        let a = DisplayPoint(x: query.x, y: query.y)
        let b = DisplayPoint(x: query.maxX, y: numbers.next(-200...4000))
        let crosses = boxes.contains { AnnotationPlacer.segment(from: a, to: b, crosses: $0) }
        #expect(
          buckets.contains(a, b, margin: 1) { AnnotationPlacer.segment(from: a, to: b, crosses: boxes[$0]) }
            == crosses, "segment \(i)")
      }
    }
    #expect(buckets.count == boxes.count)
  }
}
