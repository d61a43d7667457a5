import Foundation
import Render
import Testing

/// The HTML report in a real browser: headless Chromium loads it, every image loads, and a
/// screenshot shows the failing case (red diff pixels in the first screenful).
@Suite struct ReportTests {
  static let chromium = "/usr/bin/chromium"

  @Test func reportLoadsInChromiumWithNoBrokenImage() throws {
    try #require(
      FileManager.default.isExecutableFile(atPath: Self.chromium),
      "chromium is not installed: run scripts/setup (Debian package chromium)")
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let stems = ["a1-simple-label-and-text-field", "d4-progress-view"]
    let recipes = try Repository.copyRecipes(stems, to: folder.appendingPathComponent("book"))
    let goldens = folder.appendingPathComponent("goldens").path
    #expect(try Repository.tool(["record"] + recipes + ["--goldens", goldens]).status == 0)
    let source = try String(contentsOfFile: recipes[0], encoding: .utf8)
    try source.replacingOccurrences(of: "+ 20.0", with: "+ 28.0").write(
      toFile: recipes[0], atomically: true, encoding: .utf8)
    let report = folder.appendingPathComponent("report")
    let run = try Repository.tool(["check"] + recipes + ["--goldens", goldens, "--report", report.path])
    #expect(run.status == 1)
    let index = report.appendingPathComponent("index.html")
    let html = try String(contentsOf: index, encoding: .utf8)
    // Failing first, passing collapsed; nothing fetched from the network.
    let failing = try #require(html.range(of: "MISMATCH \(stems[0])"))
    let passing = try #require(html.range(of: "<details class=\"pass\"><summary>\(stems[1])"))
    #expect(failing.lowerBound < passing.lowerBound)
    #expect(!html.contains("http://") && !html.contains("https://"))
    #expect(html.contains("Name Text Field moved 8 pt down"))
    #expect(html.contains("type=\"range\"") && html.contains("class=\"toggle\""))

    let browser = [
      "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
      "--allow-file-access-from-files",
      "--virtual-time-budget=5000",
    ]
    let dom = try Repository.run(Self.chromium, browser + ["--dump-dom", index.absoluteString], in: folder)
    #expect(dom.status == 0, "\(dom.stderr)")
    #expect(dom.stdout.contains("data-broken=\"0\""), "broken images: \(dom.stdout.prefix(400))")
    // 1 expected, diff, actual side by side + 2 slider + 1 toggle; 1 passing image.
    #expect(dom.stdout.contains("data-loaded=\"7\""))

    let screenshot = folder.appendingPathComponent("report.png")
    let shot = try Repository.run(
      Self.chromium,
      browser + ["--window-size=1400,1000", "--screenshot=\(screenshot.path)", index.absoluteString],
      in: folder)
    #expect(shot.status == 0, "\(shot.stderr)")
    let image = try RasterImage(png: Array(try Data(contentsOf: screenshot)))
    #expect(image.width == 1400 && image.height == 1000)
    // The diff image's red (changed) pixels are on screen.
    let red = image.pixels.filter { ($0 >> 16) & 0xFF > 200 && ($0 >> 8) & 0xFF < 60 && $0 & 0xFF < 60 }.count
    #expect(red > 100)
    if let keep = ProcessInfo.processInfo.environment["GOLDEN_KEEP_SCREENSHOT"] {
      try? FileManager.default.copyItem(at: screenshot, to: URL(fileURLWithPath: keep))
    }
  }
}
