import Layout

/// Text metrics simple enough to derive layouts by hand, for a font of size `s`:
/// - every character (spaces included) advances `s / 2` (17 pt: 8.5, 14 pt: 7, 15 pt: 7.5);
/// - line height `s + 3` (17 pt: 20), ascender `s - 1` (17 pt: 16), descender -4;
/// - wrapping is greedy by words separated by single spaces: a word joins the line while the
///   line's character count times `s / 2` stays within the width; a longer word sits alone;
/// - `firstBaseline` = ascender, `lastBaseline` = ascender + (lines - 1) x line height.
enum FakeMeasurer {
  static let measure: TextMeasurer = { request in
    let s = request.font.pointSize
    let advance = s / 2
    var lines: [String] = []
    for paragraph in request.text.split(separator: "\n", omittingEmptySubsequences: false) {
      guard let maxWidth = request.maxWidth else {
        lines.append(String(paragraph))
        continue
      }
      var line = ""
      for word in paragraph.split(separator: " ") {
        let candidate = line.isEmpty ? String(word) : line + " " + word
        if Double(candidate.count) * advance <= maxWidth || line.isEmpty {
          line = candidate
        } else {
          lines.append(line)
          line = String(word)
        }
      }
      lines.append(line)
    }
    if request.numberOfLines > 0 { lines = Array(lines.prefix(request.numberOfLines)) }
    let count = lines.count
    let width = Double(lines.map(\.count).max() ?? 0) * advance
    return TextMeasurement(
      width: width, height: Double(count) * (s + 3), firstBaseline: s - 1,
      lastBaseline: s - 1 + Double(count - 1) * (s + 3), lineCount: count, ascender: s - 1, descender: -4,
      lineHeight: s + 3)
  }
}
