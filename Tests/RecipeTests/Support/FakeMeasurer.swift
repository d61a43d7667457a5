import Layout

/// A text measurer for tests whose answers are easy to derive by hand: every character
/// (spaces included) is half the point size wide; lines are 1.2 x the point size high with the
/// baseline at 0.95 x; multi-line text wraps greedily at spaces at the width it is given.
enum FakeMeasurer {
  /// The measuring closure.
  static let measure: TextMeasurer = { request in
    let size = request.font.pointSize
    let advance = size / 2
    let lines = wrap(
      request.text, maxWidth: request.numberOfLines == 1 ? nil : request.maxWidth, advance: advance)
    let count = request.numberOfLines > 0 ? min(lines.count, request.numberOfLines) : lines.count
    let shown = lines.prefix(max(count, 1))
    let width = shown.map { Double($0.count) * advance }.max() ?? 0
    let lineHeight = size * 1.2
    return TextMeasurement(
      width: width, height: lineHeight * Double(shown.count), firstBaseline: size * 0.95,
      lastBaseline: lineHeight * Double(shown.count - 1) + size * 0.95, lineCount: shown.count,
      ascender: size * 0.95, descender: -size * 0.25, lineHeight: lineHeight)
  }

  /// Greedy word wrap: words joined by single spaces while the line fits; a word wider than
  /// the width gets a line of its own.
  static func wrap(_ text: String, maxWidth: Double?, advance: Double) -> [String] {
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
