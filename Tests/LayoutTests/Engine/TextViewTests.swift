import Testing

@testable import Layout

/// A non-scrolling text view (`ViewKind.textView`): text wrapped at its width less 2 x 5 (the line
/// fragment padding), intrinsic size = text + 2 x 5 wide and + 8 + 8 high (the container inset),
/// text at the top inset rather than centred (UIKit's documented defaults).
@Suite struct TextViewTests {
  @Test func intrinsicSizeAddsPaddingAndContainerInset() {
    // A 33.1 x 20.2871 text rounds up to 33.5 x 20.5 at 2x; + 10 wide, + 16 high.
    let text = TextMeasurement(
      width: 33.1, height: 20.2871, firstBaseline: 16.1865, lastBaseline: 16.1865, lineCount: 1,
      ascender: 16.1865, descender: -4.1006, lineHeight: 20.2871)
    #expect(
      ControlMetrics.intrinsicSize(of: ViewSpec(name: "T", kind: .textView), text: text, scale: 2)
        == IntrinsicSize(width: 43.5, height: 36.5))
    #expect(ControlMetrics.textViewTextWidth(60) == 50)
    #expect(ViewSpec(name: "T", kind: .textView).font == .system(14))
  }

  /// Fake metrics at 14 pt: 7 per character, line 17, ascender 13. "aa bb cc" is 56 wide: a label
  /// 60 wide keeps it on one line, but a text view 60 wide wraps at 60 - 10 = 50, so "aa bb" (35)
  /// and "cc": 2 lines, 2 x 17 + 16 = 50 high. At (0, 100): first baseline 100 + 8 + 13 = 121,
  /// last 121 + 17 = 138. A second text view held 100 high keeps its text at the top (121 + 200),
  /// where a centred block would put it at 300 + (100 - 34) / 2 + 13 = 346.
  @Test func wrapsInsideItsPaddingAndKeepsTextAtTheTop() throws {
    var b = SceneBuilder(width: 375, height: 667)
    let notes = b.view("Notes", .textView) {
      $0.text = "aa bb cc"
      $0.font = .system(14)
    }
    let label = b.label("Label", "aa bb cc", font: .system(14), lines: 0)
    let tall = b.view("Tall", .textView) {
      $0.text = "aa bb cc"
      $0.font = .system(14)
    }
    for (view, top) in [(notes, 100.0), (label, 200), (tall, 300)] {
      b.add(anchor(view, .leading), .equal, superview(.leading))
      b.add(anchor(view, .top), .equal, superview(.top), top)
      b.add(anchor(view, .width), .equal, nil, 60)
    }
    b.add(anchor(tall, .height), .equal, nil, 100)
    let result = try b.solve()
    #expect(result.frame(notes) == Rect(x: 0, y: 100, width: 60, height: 50))
    #expect(result[notes].firstBaseline == 121)
    #expect(result[notes].lastBaseline == 138)
    #expect(result.frame(label) == Rect(x: 0, y: 200, width: 60, height: 17))
    #expect(result.frame(tall) == Rect(x: 0, y: 300, width: 60, height: 100))
    #expect(result[tall].firstBaseline == 321)
  }

  /// A custom `textContainerInset` (12, 4, 20, 6): "aa bb cc" (56 wide at fake 14 pt metrics) in
  /// a 75-wide text view wraps at 75 - 4 - 6 - 10 = 55 ("aa bb" and "cc": 2 lines of 17); the
  /// view is 12 + 34 + 20 = 66 high, its first baseline 100 + 12 + 13 = 125; unconstrained in
  /// width it is 56 + 10 + 4 + 6 = 76 wide and 12 + 17 + 20 = 49 high.
  @Test func customContainerInsetWrapsAndSizes() throws {
    var b = SceneBuilder(width: 375, height: 667)
    let inset = EdgeInsets(top: 12, left: 4, bottom: 20, right: 6)
    let narrow = b.view("Narrow", .textView) {
      $0.text = "aa bb cc"
      $0.font = .system(14)
      $0.textContainerInset = inset
    }
    let free = b.view("Free", .textView) {
      $0.text = "aa bb cc"
      $0.font = .system(14)
      $0.textContainerInset = inset
    }
    b.add(anchor(narrow, .leading), .equal, superview(.leading))
    b.add(anchor(narrow, .top), .equal, superview(.top), 100)
    b.add(anchor(narrow, .width), .equal, nil, 75)
    b.add(anchor(free, .leading), .equal, superview(.leading))
    b.add(anchor(free, .top), .equal, superview(.top), 300)
    let result = try b.solve()
    #expect(result.frame(narrow) == Rect(x: 0, y: 100, width: 75, height: 66))
    #expect(result[narrow].firstBaseline == 125)
    #expect(result.frame(free) == Rect(x: 0, y: 300, width: 76, height: 49))
    #expect(ControlMetrics.textViewTextWidth(75, inset: inset) == 55)
  }

  /// TextKit's line fragments: a text style's leading follows the last line too (a 2-line block
  /// measured as a label sets it, 17 + 20 = 37 with lines 20 apart, becomes 2 x 20 = 40; one
  /// line, 17, becomes 20); a final hard line break (LF, CR, U+2028) adds one more line, the
  /// leading or the line height; text without either is unchanged.
  @Test func lineFragmentsCarryTheLeadingAndAFinalNewline() {
    func block(_ height: Double, lines: Int) -> TextMeasurement {
      TextMeasurement(
        width: 50, height: height, firstBaseline: 13, lastBaseline: 13 + Double(lines - 1) * 20,
        lineCount: lines, ascender: 13, descender: -4, lineHeight: 17)
    }
    func request(_ text: String, leading: Double?) -> TextMeasureRequest {
      TextMeasureRequest(
        text: text, font: ResolvedFont(pointSize: 14), maxWidth: 50, numberOfLines: 0, lineDistance: leading)
    }
    let fragments = ControlMetrics.textViewLineFragments
    #expect(fragments(block(37, lines: 2), request("aa bb", leading: 20)).height == 40)
    #expect(fragments(block(17, lines: 1), request("aa", leading: 20)).height == 20)
    #expect(fragments(block(17, lines: 1), request("aa\n", leading: 20)).height == 40)
    #expect(fragments(block(17, lines: 1), request("aa\n", leading: nil)).height == 34)
    #expect(fragments(block(17, lines: 1), request("aa\r", leading: nil)).height == 34)
    #expect(fragments(block(17, lines: 1), request("aa\u{2028}", leading: nil)).height == 34)
    #expect(fragments(block(34, lines: 2), request("aa\nbb", leading: nil)).height == 34)
    // The baselines do not move.
    #expect(fragments(block(37, lines: 2), request("aa bb\n", leading: 20)).lastBaseline == 33)
  }

  /// The empty line after a final hard break has the paragraph style's lineSpacing before it, in
  /// a text view as in a wrapping label (`ControlMetrics.trailingBreakLine`, both call it): one
  /// 17 line + 6 of spacing + the 17 empty line = 40; before session 38's L12 the text view gave
  /// 34, the label 40.
  @Test func theTrailingEmptyLineHasTheLineSpacingInTextViewsAndLabels() {
    let one = TextMeasurement(
      width: 50, height: 17, firstBaseline: 13, lastBaseline: 13, lineCount: 1, ascender: 13, descender: -4,
      lineHeight: 17)
    let request = TextMeasureRequest(
      text: "aa\n", font: ResolvedFont(pointSize: 14), maxWidth: 50, numberOfLines: 0, lineSpacing: 6)
    #expect(ControlMetrics.textViewLineFragments(one, of: request).height == 40)
    #expect(ControlMetrics.labelTrailingLineBreak(one, of: request).height == 40)
  }
}
