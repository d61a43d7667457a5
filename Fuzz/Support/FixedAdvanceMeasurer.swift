// Shared by the fuzz targets that solve scenes: text measured without any C library.
import Layout

/// Measures text as 8 points per character, 20 points per line: deterministic and C-free.
let measure: TextMeasurer = { request in
  let lines = max(1, request.text.split(separator: "\n", omittingEmptySubsequences: false).count)
  let longest = request.text.split(separator: "\n").map(\.count).max() ?? 0
  return TextMeasurement(
    width: Double(longest) * 8, height: Double(lines) * 20, firstBaseline: 16,
    lastBaseline: Double(lines - 1) * 20 + 16, lineCount: lines, ascender: 16, descender: -4,
    lineHeight: 20)
}
