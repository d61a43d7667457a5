import Foundation
import Render

/// The HTML report of a check run: one self-contained `index.html` (inline style and script, no
/// network) beside an `images/` folder. Failing recipes come first, each with expected, diff and
/// actual side by side, a slider and a toggle between expected and actual, the moved views, the
/// environment line and the re-record command; passing recipes are collapsed.
struct CheckReport {
  var outcomes: [CheckOutcome]
  var tolerance: String
  var shard: String?

  func html() -> String {
    let failing = outcomes.filter { !$0.passed }
    let passing = outcomes.filter(\.passed)
    var body = "<h1>layout-diagram check</h1>\n<p class=\"summary\">\(outcomes.count) recipes"
    if let shard { body += " (shard \(esc(shard)))" }
    body += ": <b>\(failing.count) failing</b>, \(passing.count) passing. Tolerance: \(esc(tolerance)).</p>\n"
    for (index, outcome) in failing.enumerated() { body += failingSection(outcome, index: index) }
    if !passing.isEmpty {
      body += "<h2>Passing</h2>\n"
      for outcome in passing {
        body += "<details class=\"pass\"><summary>\(esc(outcome.stem)) &mdash; \(esc(outcome.title)): "
        body += "\(esc(outcome.summary))</summary>\n"
        if let actual = outcome.images?.actual, !actual.isEmpty {
          body += "<img src=\"\(esc(actual))\" alt=\"\(esc(outcome.stem))\">\n"
        }
        if let line = outcome.environmentLine { body += "<p class=\"env\">\(esc(line))</p>\n" }
        body += "</details>\n"
      }
    }
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>layout-diagram check: \(failing.count) failing of \(outcomes.count)</title>
      <style>
      \(Self.style)
      </style>
      </head>
      <body>
      \(body)<script>
      \(Self.script)
      </script>
      </body>
      </html>

      """
  }

  private func failingSection(_ outcome: CheckOutcome, index: Int) -> String {
    var html = "<section class=\"fail \(outcome.kind.rawValue)\" id=\"\(esc(outcome.stem))\">\n"
    html +=
      "<h2>\(esc(outcome.kind.rawValue.uppercased())) \(esc(outcome.stem)) &mdash; \(esc(outcome.title))</h2>\n"
    html += "<p class=\"what\">\(esc(outcome.summary))</p>\n"
    let changes = outcome.constraintChanges + outcome.motions.map(\.description)
    if !changes.isEmpty {
      html += "<ul class=\"moved\">" + changes.map { "<li>\(esc($0))</li>" }.joined() + "</ul>\n"
    }
    if !outcome.parts.isEmpty {
      html += "<ul class=\"parts\">" + outcome.parts.map { "<li>\(esc($0))</li>" }.joined() + "</ul>\n"
    }
    if let line = outcome.environmentLine { html += "<p class=\"env\">\(esc(line))</p>\n" }
    for note in outcome.notes { html += "<p class=\"note\">\(esc(note))</p>\n" }
    if outcome.kind != .error {
      html += "<p class=\"cmd\">\(outcome.kind == .missing ? "Record" : "Re-record if intended"): "
      html += "<code>\(esc(outcome.recordCommand))</code></p>\n"
    }
    guard let images = outcome.images else { return html + "</section>\n" }
    if let expected = images.expected, let diff = images.diff {
      let actual = images.actual
      let diffWords = outcome.parts.isEmpty ? "" : " of each changed part, aligned at its origin"
      html += """
        <div class="sbs">
        <figure><figcaption>expected (golden)</figcaption><img src="\(esc(expected))" alt="expected"></figure>
        <figure><figcaption>diff\(diffWords) (changed red, soft edges yellow)</figcaption><img src="\(esc(diff))" alt="diff"></figure>
        <figure><figcaption>actual</figcaption><img src="\(esc(actual))" alt="actual"></figure>
        </div>
        <div class="tools">
        <figure><figcaption>slider: expected left, actual right
        <input type="range" min="0" max="100" value="50" class="slide" data-target="s\(index)" aria-label="slider"></figcaption>
        <div class="slider" id="s\(index)"><img src="\(esc(expected))" alt="expected">\
        <div class="over"><img src="\(esc(actual))" alt="actual"></div></div></figure>
        <figure><figcaption>toggle: <button class="toggle" data-target="t\(index)">show actual</button>
        <span id="t\(index)-label">expected</span></figcaption>
        <img id="t\(index)" src="\(esc(expected))" data-a="\(esc(expected))" data-b="\(esc(actual))" alt="toggle"></figure>
        </div>

        """
    } else if !images.actual.isEmpty {
      html +=
        "<figure><figcaption>actual (no golden yet)</figcaption><img src=\"\(esc(images.actual))\" alt=\"actual\"></figure>\n"
    }
    return html + "</section>\n"
  }

  /// Escaped for HTML text and attributes; control characters from file names are dropped
  /// (`XMLText`).
  private func esc(_ text: String) -> String { XMLText.escaped(text, lineBreaks: .characterReferences) }

  static let style = """
    body { font: 14px/1.4 system-ui, sans-serif; margin: 16px; color: #1c1c1e; background: #f2f2f7; }
    h1 { font-size: 20px; } h2 { font-size: 16px; margin: 4px 0; }
    section.fail { background: #fff; border-left: 6px solid #d70015; padding: 8px 12px; margin: 12px 0; }
    section.missing { border-left-color: #c93400; }
    .what { font-weight: 600; } .env { color: #6c6c70; } .note { color: #c93400; }
    ul.moved, ul.parts { margin: 4px 0; } code { background: #f2f2f7; padding: 1px 4px; }
    .sbs, .tools { display: flex; gap: 12px; align-items: flex-start; flex-wrap: wrap; }
    figure { margin: 4px 0; } figcaption { font-size: 12px; color: #3a3a3c; margin-bottom: 4px; }
    .sbs img { max-width: 30vw; border: 1px solid #c7c7cc; }
    .tools img { max-width: 45vw; border: 1px solid #c7c7cc; }
    .slider { position: relative; display: inline-block; }
    .slider .over { position: absolute; top: 0; right: 0; bottom: 0; width: 50%; overflow: hidden; }
    .slider .over img { position: absolute; top: 0; right: 0; }
    details.pass { background: #fff; margin: 4px 0; padding: 4px 12px; }
    details.pass img { max-width: 60vw; }
    """

  static let script = """
    // Count images that failed to load (a report folder copied without images/): a banner says
    // so, and data-loaded / data-broken on <body> let a headless browser check the report.
    window.addEventListener('load', () => {
      const images = [...document.images];
      const broken = images.filter((img) => !img.complete || img.naturalWidth === 0);
      document.body.dataset.loaded = String(images.length - broken.length);
      document.body.dataset.broken = String(broken.length);
      if (broken.length > 0) {
        const banner = document.createElement('p');
        banner.className = 'note';
        banner.textContent = broken.length + ' image(s) did not load: keep images/ beside index.html';
        document.body.prepend(banner);
      }
    });
    for (const range of document.querySelectorAll('input.slide')) {
      const box = document.getElementById(range.dataset.target);
      const over = box.querySelector('.over');
      const base = box.querySelector('img');
      const sync = () => {
        over.style.width = (100 - range.value) + '%';
        over.querySelector('img').style.width = base.clientWidth + 'px';
      };
      range.addEventListener('input', sync);
      base.addEventListener('load', sync);
      window.addEventListener('resize', sync);
      sync();
    }
    for (const button of document.querySelectorAll('button.toggle')) {
      button.addEventListener('click', () => {
        const img = document.getElementById(button.dataset.target);
        const label = document.getElementById(button.dataset.target + '-label');
        const showingA = img.getAttribute('src') === img.dataset.a;
        img.src = showingA ? img.dataset.b : img.dataset.a;
        label.textContent = showingA ? 'actual' : 'expected';
        button.textContent = showingA ? 'show expected' : 'show actual';
      });
    }
    """
}
