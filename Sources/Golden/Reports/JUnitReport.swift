import Foundation
import Render

/// The JUnit XML of a check run (the dialect GitHub Actions test reporters, GitLab and Jenkins
/// read): one `<testcase>` per recipe, a `<failure>` for a mismatch or a missing golden with the
/// message and the diff image paths, an `<error>` for a recipe that cannot be drawn, and under
/// `--strict` a `<failure type="strict">` for a recipe whose pixels match but whose conflicts or
/// ambiguities it does not declare.
struct JUnitReport {
  var outcomes: [CheckOutcome]
  var reportFolder: String

  func xml() -> String {
    let failures = outcomes.filter { $0.kind == .mismatch || $0.kind == .missing || $0.strictFailure != nil }
      .count
    let errors = outcomes.filter { $0.kind == .error }.count
    let time = String(format: "%.3f", outcomes.reduce(0) { $0 + $1.seconds })
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml += "<testsuites name=\"layout-diagram check\" tests=\"\(outcomes.count)\" failures=\"\(failures)\" "
    xml += "errors=\"\(errors)\" time=\"\(time)\">\n"
    xml += "  <testsuite name=\"golden images\" tests=\"\(outcomes.count)\" failures=\"\(failures)\" "
    xml += "errors=\"\(errors)\" skipped=\"0\" time=\"\(time)\">\n"
    for outcome in outcomes {
      xml += "    <testcase classname=\"golden\" name=\"\(Self.escape(outcome.stem))\" "
      xml += "file=\"\(Self.escape(outcome.recipePath))\" time=\"\(String(format: "%.3f", outcome.seconds))\""
      let message = Self.escape(outcome.message(reportFolder: reportFolder))
      let first = Self.escape(outcome.summary)
      switch outcome.kind {
      case .match:
        guard let strict = outcome.strictFailure else {
          xml += "/>\n"
          continue
        }
        let summary = Self.escape(strict.message.split(separator: "\n").last.map(String.init) ?? "")
        xml +=
          ">\n      <failure type=\"strict\" message=\"\(summary)\">\(Self.escape(strict.message))</failure>\n"
      case .mismatch, .missing:
        xml +=
          ">\n      <failure type=\"\(outcome.kind.rawValue)\" message=\"\(first)\">\(message)</failure>\n"
      case .error:
        xml += ">\n      <error type=\"error\" message=\"\(first)\">\(message)</error>\n"
      }
      if let images = outcome.images {
        let paths = [images.expected, images.actual, images.diff, images.composite].compactMap { $0 }
          .filter { !$0.isEmpty }
          .map { "[[ATTACHMENT|\((reportFolder as NSString).appendingPathComponent($0))]]" }
        if !paths.isEmpty {
          xml += "      <system-out>\(Self.escape(paths.joined(separator: "\n")))</system-out>\n"
        }
      }
      xml += "    </testcase>\n"
    }
    xml += "  </testsuite>\n</testsuites>\n"
    return xml
  }

  /// Escapes text for XML content and attributes (`XMLText`).
  static func escape(_ text: String) -> String { XMLText.escaped(text, lineBreaks: .characterReferences) }
}
