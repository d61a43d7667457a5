import Layout

/// A text measurer for tests whose answers are easy to derive by hand, for a font of size `s`:
/// - every character (spaces included) advances `s / 2` (17 pt: 8.5, 14 pt: 7, 15 pt: 7.5);
/// - wrapping is greedy by words separated by single spaces, paragraph by paragraph (`\n`): a
///   word joins the line while the line's character count times `s / 2` stays within the width;
///   a longer word sits alone; a line limit keeps the first lines;
/// - the height is the lines times the line height; `firstBaseline` = ascender, `lastBaseline` =
///   ascender + (lines - 1) x line height.
///
/// The vertical metrics come in two sets (`Metrics`): Layout's tests derive their frames with
/// `fixedLeading`, Recipe's with `proportional`.
public enum FakeMeasurer {
  /// Line height, ascender and descender for a point size.
  public struct Metrics: Sendable {
    public var lineHeight: @Sendable (Double) -> Double
    public var ascender: @Sendable (Double) -> Double
    public var descender: @Sendable (Double) -> Double
  }

  /// Line height `s + 3` (17 pt: 20), ascender `s - 1` (17 pt: 16), descender -4.
  public static let fixedLeading = Metrics(
    lineHeight: { $0 + 3 }, ascender: { $0 - 1 }, descender: { _ in -4 })

  /// Line height `1.2 s` (17 pt: 20.4), ascender `0.95 s`, descender `-0.25 s`.
  public static let proportional = Metrics(
    lineHeight: { $0 * 1.2 }, ascender: { $0 * 0.95 }, descender: { $0 * -0.25 })

  /// The measurer with `fixedLeading` metrics (Layout's tests).
  public static let measure: TextMeasurer = measurer(fixedLeading)

  /// The measurer with `proportional` metrics (Recipe's tests).
  public static let measureProportional: TextMeasurer = measurer(proportional)

  /// A measurer with `metrics`.
  public static func measurer(_ metrics: Metrics) -> TextMeasurer {
    { request in
      let s = request.font.pointSize
      let advance = s / 2
      var lines: [String] = []
      for paragraph in request.text.split(separator: "\n", omittingEmptySubsequences: false) {
        lines += wrap(String(paragraph), maxWidth: request.maxWidth, advance: advance)
      }
      if request.numberOfLines > 0 { lines = Array(lines.prefix(request.numberOfLines)) }
      let count = lines.count
      let width = Double(lines.map(\.count).max() ?? 0) * advance
      let lineHeight = metrics.lineHeight(s)
      let ascender = metrics.ascender(s)
      return TextMeasurement(
        width: width, height: Double(count) * lineHeight, firstBaseline: ascender,
        lastBaseline: ascender + Double(count - 1) * lineHeight, lineCount: count, ascender: ascender,
        descender: metrics.descender(s), lineHeight: lineHeight)
    }
  }

  /// Greedy word wrap of one paragraph: words joined by single spaces while the line fits; a word
  /// wider than the width gets a line of its own. No width: one line.
  public static func wrap(_ text: String, maxWidth: Double?, advance: Double) -> [String] {
    guard let maxWidth else { return [text] }
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
      let candidate = current.isEmpty ? String(word) : current + " " + word
      if Double(candidate.count) * advance <= maxWidth || current.isEmpty {
        current = candidate
      } else {
        lines.append(current)
        current = String(word)
      }
    }
    lines.append(current)
    return lines
  }
}
