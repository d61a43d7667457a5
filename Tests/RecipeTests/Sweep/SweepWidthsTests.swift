import Recipe
import Testing

@Suite("Sweep widths")
struct SweepWidthsTests {
  @Test("a range gives six evenly spaced whole-point widths, both ends included")
  func range() throws {
    // Step (1024 - 320) / 5 = 140.8: 460.8, 601.6, 742.4, 883.2 rounded.
    #expect(try SweepWidths.parse("320...1024").get().widths == [320, 461, 602, 742, 883, 1024])
    #expect(try SweepWidths.parse("320 ... 1024/3").get().widths == [320, 672, 1024])
  }

  @Test("a list is taken as given")
  func list() throws {
    #expect(try SweepWidths.parse("320, 375,414").get().widths == [320, 375, 414])
  }

  @Test(
    "bad sweeps are refused with what would be accepted",
    arguments: [
      ("1024...320", "narrower"), ("320...1024/1", "2 to 24"), ("320...1024/x", "2 to 24"),
      ("wide", "not a width"),
      ("320", "at least two"), ("0,100", "more than 0"), ("320,320", "twice"), ("320...9000", "at most 4096"),
    ])
  func refused(_ text: String, _ words: String) {
    switch SweepWidths.parse(text) {
    case .success(let s): Issue.record("\(text) accepted as \(s.widths)")
    case .failure(let e): #expect(e.message.contains(words), "\(e.message)")
    }
  }
}
