import Foundation
import Pipeline
import Recipe
import Testing

@testable import Render

/// The animated sweep in a real browser: headless Chromium shows, at chosen times of the cycle,
/// the frame whose width the recipe's algebra predicts. The test page inlines the SVG and pauses
/// its CSS animation at each time (`animation-play-state: paused` with a negative
/// `animation-delay`), so no script and no waiting is involved.
@Suite("Animated sweep in Chromium")
struct AnimatedSweepBrowserTests {
  static let chromium = "/usr/bin/chromium"

  /// A red bar 20 pt inside each side of the screen: at scene width W it is W - 40 points wide.
  /// Drawn at scale 1 on whole pixels with the view's 1 pt outline centred on its edges, the
  /// outermost pixel column and row on each side are half outline: W - 42 pure red pixels across,
  /// 38 rows.
  static let recipe = """
    recipe "Bar"
    scene 375 x 200
    view "Bar" background red
    1. Bar.Leading = Superview.Leading + 20
    2. Bar.Trailing = Superview.Trailing - 20
    3. Bar.Top = Superview.Top + 40
    4. Bar.Height = 40
    """

  /// The longest run of pure-red pixels in any row, and how many rows hold red.
  static func redBar(_ image: RasterImage) -> (longest: Int, rows: Int) {
    var longest = 0
    var rows = 0
    for y in 0..<image.height {
      var run = 0
      var rowHasRed = false
      for x in 0..<image.width {
        let p = image.pixels[y * image.width + x]
        if (p >> 16) & 0xFF > 230 && (p >> 8) & 0xFF < 30 && p & 0xFF < 30 {
          run += 1
          rowHasRed = true
          longest = max(longest, run)
        } else {
          run = 0
        }
      }
      if rowHasRed { rows += 1 }
    }
    return (longest, rows)
  }

  @Test("paused at 0.6 s, 1.8 s and 3.0 s of a 3.6 s cycle, the page shows the 320, 672 and 1024 pt frames")
  func framesAtChosenTimes() throws {
    try #require(
      FileManager.default.isExecutableFile(atPath: Self.chromium),
      "chromium is not installed (looked for \(Self.chromium)): run scripts/setup (Debian package chromium)")
    let compiled = RecipeCompiler.compile(Self.recipe, fileName: "bar.recipe")
    try #require(!compiled.hasErrors)
    let loaded = LoadedRecipe(path: "bar.recipe", source: Self.recipe, compiled: compiled)
    let widths = try SweepWidths.parse("320,672,1024").get()
    let sweep = try SweepSolver.solve(loaded, widths: widths, measure: Fixtures.measurer.closure)
    var options = RenderOptions()
    options.annotations = false
    // 1200 points leave room for the widest frame (1024 + 2 x 20 padding) at scale 1.
    let svg = String(
      decoding: try Support.renderer.animatedSweep(sweep, options: options, maxWidth: 1200), as: UTF8.self)
    #expect(svg.contains("@keyframes sweep-2"))
    let inline = svg.split(separator: "\n", omittingEmptySubsequences: false).drop { $0.hasPrefix("<?xml") }
      .joined(separator: "\n")

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sweep-browser-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // Frame k shows from k/3 to (k+1)/3 of the 3.6 s cycle (1.2 s per width): the middle of each.
    let times = [0.6, 1.8, 3.0]
    var processes: [(Process, URL, Pipe)] = []
    for (k, t) in times.enumerated() {
      let page = folder.appendingPathComponent("frame\(k).html")
      let html = """
        <!doctype html><html><head><meta charset="utf-8"><style>
        html, body { margin: 0; background: #ffffff; }
        .sweep-frame { animation-play-state: paused !important; animation-delay: -\(t)s !important; }
        </style></head><body>\(inline)</body></html>
        """
      try html.write(to: page, atomically: true, encoding: .utf8)
      let shot = folder.appendingPathComponent("frame\(k).png")
      let process = Process()
      process.executableURL = URL(fileURLWithPath: Self.chromium)
      process.arguments = [
        "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
        "--force-device-scale-factor=1",
        "--user-data-dir=\(folder.appendingPathComponent("profile\(k)").path)", "--window-size=1200,400",
        "--screenshot=\(shot.path)", page.absoluteString,
      ]
      let errors = Pipe()
      process.standardOutput = FileHandle.nullDevice
      process.standardError = errors
      try process.run()
      processes.append((process, shot, errors))
    }
    for (k, (process, shot, errors)) in processes.enumerated() {
      let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      try #require(process.terminationStatus == 0, "chromium failed at \(times[k]) s: \(stderr)")
      let image = try RasterImage(png: Array(try Data(contentsOf: shot)))
      let bar = Self.redBar(image)
      let expected = Int(widths.widths[k]) - 42
      #expect(
        abs(bar.longest - expected) <= 1,
        "at \(times[k]) s: a red bar \(bar.longest) px wide, expected \(expected)")
      // The bar is 40 pt high: one bar, drawn once.
      #expect(abs(bar.rows - 38) <= 1, "at \(times[k]) s: red in \(bar.rows) rows")
    }
  }
}
