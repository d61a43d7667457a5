import Foundation
import Testing

@testable import Preview

/// The preview page in a real browser (headless Chromium over the DevTools protocol): it shows the
/// figure, follows a saved file without reloading, re-solves at the slider's width, and connects
/// the constraint list with the figure. The last screenshot is written to
/// `$PREVIEW_SCREENSHOT` when that is set (README's screenshot is made this way).
@Suite(.serialized)
struct PreviewBrowserTests {
  /// The text field's right edge in the SVG (`p0-v1`'s outline: x + width).
  static let fieldRight =
    "(() => { const r = document.querySelector('#figure g[id=\"p0-v1\"] > rect'); "
    + "return r ? Number(r.getAttribute('x')) + Number(r.getAttribute('width')) : null; })()"

  @Test func thePageFollowsTheFileTheSliderAndTheClicks() async throws {
    try #require(
      FileManager.default.isExecutableFile(atPath: DevTools.chromium),
      "chromium is not installed (looked for \(DevTools.chromium)): run scripts/setup (Debian package chromium)"
    )
    let (server, http, file) = try await PreviewServerTests.serve()
    defer { Task { await server.stop() } }
    let problems = try await offPool { try Self.drive(port: http.port, file: file) }
    #expect(problems.isEmpty, "\(problems.joined(separator: "; "))")
  }

  /// The browser's part, on a Dispatch thread (its socket calls block): what went wrong, if
  /// anything (Swift Testing's expectations belong to the test's task, not to that thread).
  static func drive(port: UInt16, file: String) throws -> [String] {
    var problems: [String] = []
    func expect(_ ok: Bool, _ what: String) { if !ok { problems.append(what) } }
    let browser = try DevTools()
    try browser.send("Page.enable")
    try browser.send("Page.navigate", ["url": "http://127.0.0.1:\(port)/"])

    // The figure: A1's five numbered constraints drawn and listed, the label's text in the SVG;
    // the page follows the file (its WebSocket is open).
    let loaded = try browser.waitFor(
      "document.querySelectorAll('#figure svg g[id^=\"p0-c\"]').length >= 5 && document.body.dataset.version === '1' "
        + "&& document.querySelectorAll('#constraints li').length === 5 "
        + "&& document.getElementById('status').textContent === 'live'", timeout: 20)
    guard loaded != nil else { return ["the page showed no figure, or did not follow the file"] }
    expect(
      try browser.evaluate("document.querySelector('#figure svg').textContent.includes('Name')") as? Bool
        == true, "the label's text is not in the SVG")
    _ = try browser.evaluate("window.previewMarker = 42")

    // Saved: the new text is in the DOM within two seconds, and the page was not reloaded.
    let source = try String(contentsOfFile: file, encoding: .utf8)
    try source.replacingOccurrences(of: "text \"Name\"", with: "text \"Full legal name\"").write(
      toFile: file, atomically: true, encoding: .utf8)
    let changed = try browser.waitFor(
      "document.querySelector('#figure svg').textContent.includes('Full legal name')", timeout: 2)
    expect(changed != nil, "the figure did not change within two seconds of the save")
    expect(try browser.evaluate("window.previewMarker") as? Int == 42, "the page was reloaded after the save")

    // The slider: from the recipe's 375 points to 600, the text field's trailing edge (pinned
    // to the trailing margin, 16 points in at both widths: compact) moves right by 225.
    guard let before = try browser.evaluate(Self.fieldRight) as? Double else {
      return problems + ["no text field outline (p0-v1) in the figure"]
    }
    _ = try browser.evaluate(
      "(() => { const s = document.getElementById('width'); s.value = 600; "
        + "s.dispatchEvent(new Event('input')); })()")
    let moved = try browser.waitFor("Math.abs(\(Self.fieldRight) - \(before) - 225) < 0.01", timeout: 2)
    expect(moved != nil, "the field's edge did not move by 225 at width 600")
    expect(
      try browser.evaluate("location.search") as? String == "?width=600", "the URL does not keep the width")
    expect(try browser.evaluate("window.previewMarker") as? Int == 42, "the page was reloaded by the slider")

    // A constraint clicked in the list is highlighted in the figure, its marks and its tag.
    try browser.click("#constraints li[data-key=\"c3\"]")
    expect(
      try browser.waitFor(
        "document.querySelector('#figure g[id=\"p0-c3\"]').classList.contains('hl') && "
          + "document.querySelector('#figure g[id=\"p0-c3-tag\"]').classList.contains('hl') && "
          + "!document.querySelector('#figure g[id=\"p0-c2\"]').classList.contains('hl')", timeout: 2) != nil,
      "constraint 3 clicked in the list is not highlighted in the figure")
    // And the reverse: a tag clicked in the figure marks its row in the list.
    try browser.click("#figure g[id=\"p0-c2-tag\"]")
    expect(
      try browser.waitFor(
        "document.querySelector('#constraints li[data-key=\"c2\"]').classList.contains('hl') && "
          + "!document.querySelector('#constraints li[data-key=\"c3\"]').classList.contains('hl')", timeout: 2
      )
        != nil, "constraint 2 clicked in the figure is not highlighted in the list")
    // A view clicked shows its frame and the constraints that touch it: the text field is named
    // by constraints 2, 3, 4 and 5.
    try browser.click("#figure g[id=\"p0-v1\"] > rect")
    expect(
      try browser.waitFor(
        "!document.getElementById('inspector').hidden && "
          + "document.getElementById('inspector-body').textContent.includes('2, 3, 4, 5')", timeout: 2)
        != nil,
      "the text field clicked does not show its constraints 2, 3, 4, 5")
    expect(
      try browser.evaluate("document.getElementById('inspector-title').textContent") as? String
        == "Name Text Field", "the inspector does not name the text field")

    if let path = ProcessInfo.processInfo.environment["PREVIEW_SCREENSHOT"] {
      try browser.screenshot().write(to: URL(fileURLWithPath: path))
    }
    return problems
  }
}
