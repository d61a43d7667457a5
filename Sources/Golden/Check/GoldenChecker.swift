import Foundation
import Pipeline
import Render
import Typesetting

/// Checks recipes against their goldens: renders in memory, compares decoded pixels, and on a
/// mismatch writes the diff images into the report folder (never into the goldens).
public struct GoldenChecker: Sendable {
  /// Where the goldens are.
  public var store: GoldenStore
  /// The pixel comparison.
  public var comparer: ImageComparer
  /// The report folder for images (nil: none written).
  public var reportFolder: String?
  /// The drawing pipeline; its settings are a golden's (`RenderSettings.golden`).
  public var pipeline: FigurePipeline
  /// Whether each golden is drawn at the scale and theme its metadata records (`check`,
  /// `expectGolden`), or always with the pipeline's settings (`record --scale --theme`).
  public var followsGoldenSettings = true
  /// The program a re-record hint runs: the tool as the user invoked it (`CommandLine.arguments[0]`
  /// in the CLI: `layout-diagram` on PATH, `.build/release/layout-diagram`, ...), `layout-diagram`
  /// (installed, README "Installing") for `expectGolden`.
  public var program = "layout-diagram"
  /// One figure's pixels at a time across the workers of a parallel run (`compare`).
  private let pixelGate = PixelGate()

  /// Creates a checker.
  public init(store: GoldenStore, comparer: ImageComparer, reportFolder: String?, pipeline: FigurePipeline) {
    self.store = store
    self.comparer = comparer
    self.reportFolder = reportFolder
    self.pipeline = pipeline
  }

  /// A pipeline drawing goldens at `scale` and `theme` (`RenderSettings.golden`) over a font
  /// library (the process-wide pinned one by default).
  /// - Throws: `CLIError` (70) when the fonts cannot be loaded.
  public static func pipeline(scale: Int = 2, theme: Theme = .light, library: FontLibrary? = nil)
    throws(CLIError) -> FigurePipeline
  {
    try FigurePipeline(settings: .golden(scale: scale, theme: theme), library: library)
  }

  /// Checks one recipe file's figure.
  public func check(_ file: String) -> CheckOutcome {
    checkAll(GoldenInput(path: file, stem: RecipeFiles.stem(of: file)))[0]
  }

  /// Checks every golden of one input (a recipe file, or a scene of a storyboard or xib): its
  /// figure, and for a recipe with a `sweep` line also the filmstrip (`NAME-sweep`), in that
  /// order; one outcome when the recipe cannot be drawn. Each outcome carries the golden it drew
  /// (`rendering`), for `record` and `expectGolden` to write without drawing again.
  public func checkAll(_ input: GoldenInput) -> [CheckOutcome] {
    var messages: [String] = []
    let outcomes = checkAll(input, messages: &messages)
    for message in messages { printError(message) }
    return outcomes
  }

  /// `checkAll(_:)`, with what it would print to standard error (the recipe's diagnostics, a report
  /// image that cannot be written) appended to `messages` instead, in order: a parallel run prints
  /// them recipe by recipe, as a serial run does.
  public func checkAll(_ input: GoldenInput, messages: inout [String]) -> [CheckOutcome] {
    let start = DispatchTime.now().uptimeNanoseconds
    func elapsed(since start: UInt64) -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
    let file = input.path
    let golden = store.metadata(input.stem)
    var pipeline = self.pipeline
    if followsGoldenSettings, let golden {
      pipeline.settings = .golden(scale: golden.scale, theme: golden.theme)
    }
    let rendering: FigureRendering
    do {
      rendering = try pipeline.render(try input.load()) { (recipe) throws(CLIError) in
        // The diagnostics travel with the error: check's JUnit and HTML reports carry the message
        // alone, where "listed above" would point at nothing.
        guard !recipe.compiled.hasErrors else {
          throw CLIError(
            recipe.renderedDiagnostics + "\n\(file): not checked: the recipe has errors",
            status: .recipeErrors)
        }
        if !recipe.compiled.diagnostics.isEmpty { messages.append(recipe.renderedDiagnostics) }
      }
    } catch {
      var outcome = blankOutcome(file, stem: input.stem, title: golden?.title ?? input.stem)
      outcome.error = error
      outcome.summary = error.message
      outcome.seconds = elapsed(since: start)
      return [outcome]
    }
    let drawing = elapsed(since: start)
    let goldens = GoldenRendering.goldens(of: rendering, stem: input.stem, options: pipeline.settings.options)
    return goldens.enumerated().map { index, drawn in
      let compareStart = DispatchTime.now().uptimeNanoseconds
      // The figure's own notes: font fallbacks and `--strict`'s verdict.
      var notes = drawn.warnings.map { "warning: \($0)" }
      let strictFailure = index == 0 ? rendering.strictFailure : nil
      if let failure = strictFailure {
        notes.append(failure.message.split(separator: "\n").last.map(String.init) ?? failure.message)
      }
      if index == 0, let warning = rendering.strictWarning { notes.append(warning) }
      var outcome = compare(
        drawn, file: file, golden: index == 0 ? golden : store.metadata(drawn.stem), notes: notes,
        messages: &messages)
      outcome.strictFailure = strictFailure
      outcome.seconds = elapsed(since: compareStart) + (index == 0 ? drawing : 0)
      return outcome
    }
  }

  /// The command that records `file`'s golden in `mode`, with `program` as the user invoked it.
  func recordCommand(_ file: String, mode: RecordMode) -> String {
    var words = [program, "record", file, "--mode", mode.rawValue]
    if store.folder != GoldenStore.defaultFolder { words += ["--goldens", store.folder] }
    return ShellWords.command(words)
  }

  private func blankOutcome(_ file: String, stem: String, title: String) -> CheckOutcome {
    CheckOutcome(
      recipePath: file, stem: stem, title: title, kind: .error, summary: "", comparison: nil,
      motions: [], environmentLine: nil, notes: [], error: nil, strictFailure: nil, images: nil,
      recordCommand: recordCommand(file, mode: .all), seconds: 0, rendering: nil)
  }

  /// Compares one golden drawn (a figure or a sweep) with the one stored, whose metadata is
  /// `golden`; `notes` come first among the outcome's notes.
  private func compare(
    _ rendering: GoldenRendering, file: String, golden: GoldenMetadata?, notes: [String],
    messages: inout [String]
  ) -> CheckOutcome {
    let stem = rendering.stem
    var outcome = blankOutcome(file, stem: stem, title: rendering.metadata.title)
    outcome.rendering = rendering
    outcome.notes = notes
    guard let expectedPNG = store.image(stem) else {
      outcome.kind = .missing
      outcome.summary = "\(store.imagePath(stem)) does not exist"
      outcome.recordCommand = recordCommand(file, mode: .missing)
      outcome.images = writeImages(
        stem, expected: nil, actual: rendering.png, comparison: nil, messages: &messages)
      return outcome
    }
    // Figures whose PNG differs from the golden's are decoded, compared and written into the
    // report one at a time across a parallel run's workers: each holds some six buffers of its
    // size (the two decoded images, the diff, the parts' cut-outs, the composite and its PNG),
    // 160 MB for the book's largest, and N workers at once multiplied that (342 MB for 10 failing
    // recipes on 2 workers, 146 MB serially); the other workers go on drawing meanwhile. Identical
    // bytes, the common case, need no pixels and no gate.
    let identical = expectedPNG == rendering.png
    if !identical { pixelGate.lock.lock() }
    defer { if !identical { pixelGate.lock.unlock() } }
    // Decoded once, for the comparison and the composite image.
    var decoded: (expected: RasterImage, actual: RasterImage)?
    let comparison: ImageComparison
    do {
      if identical {
        comparison = try comparer.compare(expectedPNG: expectedPNG, actualPNG: rendering.png)
      } else {
        let pair = (expected: try RasterImage(png: expectedPNG), actual: try RasterImage(png: rendering.png))
        comparison = comparer.compare(expected: pair.expected, actual: pair.actual)
        decoded = pair
      }
    } catch {
      outcome.error = CLIError(
        "\(file): error: the golden \(store.imagePath(stem)) is not a readable PNG (\(error))\n"
          + "hint: re-record it: \(outcome.recordCommand)", status: .recipeErrors)
      outcome.summary = outcome.error!.message
      return outcome
    }
    outcome.comparison = comparison
    outcome.kind = comparison.matches ? .match : .mismatch
    outcome.summary = summary(comparison, scale: rendering.metadata.scale)
    var parts: [PartComparison]?
    if let golden {
      parts = describeChanges(
        since: golden, rendering: rendering, comparison: comparison, decoded: decoded, into: &outcome)
    } else {
      outcome.notes.append("no metadata at \(store.metadataPath(stem)): moved views and environment unknown")
    }
    outcome.images = writeImages(
      stem, expected: expectedPNG, actual: rendering.png, comparison: comparison, decoded: decoded,
      parts: parts, messages: &messages)
    if reportFolder != nil {
      // Written into the report: the outcome keeps only the counts and the box, so a run's memory
      // does not grow with its failures (a diff image is megabytes; the rest a few kilobytes).
      outcome.comparison?.diff = nil
    }
    return outcome
  }

  /// What changed since `golden` (the stored golden's metadata) was recorded, into `outcome`: the
  /// views that moved, the constraints that changed, the environment, a changed recipe; a mismatch
  /// (`decoded`: its two images) compared part by part, the parts returned, or a note saying why
  /// it is compared as a whole.
  private func describeChanges(
    since golden: GoldenMetadata, rendering: GoldenRendering, comparison: ImageComparison,
    decoded: (expected: RasterImage, actual: RasterImage)?, into outcome: inout CheckOutcome
  ) -> [PartComparison]? {
    outcome.motions = ViewMotion.changes(from: golden.variants, to: rendering.metadata.variants)
    outcome.constraintChanges = ConstraintChange.changes(
      from: golden.variants, to: rendering.metadata.variants)
    var parts: [PartComparison]?
    if !comparison.matches, let decoded {
      parts = PartComparison.compare(
        expected: decoded.expected, golden: golden, actual: decoded.actual, current: rendering.metadata,
        comparer: comparer)
      if let parts {
        outcome.parts = parts.map { $0.line(scale: rendering.metadata.scale) }
        outcome.summary = Self.summary(
          parts: parts, whole: comparison, motions: outcome.motions, changes: outcome.constraintChanges)
      } else if golden.formatVersion >= 2 {
        outcome.notes.append(
          "the golden's metadata does not describe its PNG (it records \(golden.width) x \(golden.height) "
            + "pixels, the PNG is \(decoded.expected.width) x \(decoded.expected.height), or a box it records "
            + "lies outside any PNG): compared as a whole; re-record to get named changes")
      } else {
        outcome.notes.append(
          "the golden's metadata is version \(golden.formatVersion): re-record to get named changes "
            + "(the constraints that changed, each panel compared at its scene's origin and the list apart)")
      }
    }
    outcome.environmentLine = rendering.metadata.environment.line(comparedWith: golden.environment)
    if golden.recipeSHA256 != rendering.metadata.recipeSHA256 {
      outcome.notes.append("the recipe file changed since the golden was recorded")
    }
    return parts
  }

  /// The summary of a mismatch compared part by part: which parts changed and why
  /// (`panel "Compact" (2 views moved or resized), the list (constraint 7: constant 20 -> 28)`), and a
  /// change of size with the parts that grew or shrank.
  static func summary(
    parts: [PartComparison], whole: ImageComparison, motions: [ViewMotion], changes: [String]
  ) -> String {
    let changed = parts.filter { !$0.matches }
    var text: String
    if changed.isEmpty {
      text =
        "each part matches the golden's where aligned, but not where it is placed: \(whole.summary)"
    } else {
      let named = changed.map { part -> String in
        var why: [String] = []
        switch (part.part, part.presence) {
        case (_, .new): why.append("new")
        case (_, .gone): why.append("gone")
        case (.panel(let name), .both):
          let count = motions.filter { $0.variant == name }.count
          if count > 0 {
            why.append(count == 1 ? "1 view moved or resized" : "\(count) views moved or resized")
          }
        case (.caption, .both):
          break
        case (.list, .both):
          if changes.count == 1 {
            why.append(changes[0])
          } else if changes.count > 1 {
            why.append("\(changes.count) constraint changes")
          }
        }
        return why.isEmpty ? part.name : "\(part.name) (\(why.joined(separator: ", ")))"
      }
      text = "\(changed.count) of \(parts.count) parts changed: " + named.joined(separator: ", ")
    }
    if case .sizeChanged(let ew, let eh, let aw, let ah) = whole.verdict {
      text += "; size changed from \(ew) x \(eh) to \(aw) x \(ah) pixels"
      var grown: [String] = []
      for part in parts where part.presence == .both {
        guard let e = part.expectedArea, let a = part.actualArea else { continue }
        let dh = a.height - e.height
        let dw = a.width - e.width
        if dh != 0 { grown.append("\(part.name) \(abs(dh)) px \(dh > 0 ? "taller" : "shorter")") }
        if dw != 0 { grown.append("\(part.name) \(abs(dw)) px \(dw > 0 ? "wider" : "narrower")") }
      }
      if !grown.isEmpty { text += ": " + grown.joined(separator: ", ") }
    }
    return text
  }

  private func summary(_ comparison: ImageComparison, scale: Int) -> String {
    var text = comparison.summary
    if let bounds = comparison.bounds {
      text += "; at \(bounds.points(scale: scale)) pt of the figure"
    }
    return text
  }

  /// Writes the report images of one recipe; returns their paths relative to the report folder.
  private func writeImages(
    _ stem: String, expected: [UInt8]?, actual: [UInt8], comparison: ImageComparison?,
    decoded: (expected: RasterImage, actual: RasterImage)? = nil, parts: [PartComparison]? = nil,
    messages: inout [String]
  ) -> CheckOutcome.Images? {
    guard let reportFolder else { return nil }
    func write(_ bytes: [UInt8], _ name: String) -> String? {
      let relative = "images/\(name)"
      do {
        try AtomicFile.write(bytes, toPath: (reportFolder as NSString).appendingPathComponent(relative))
        return relative
      } catch {
        messages.append(error.message)
        return nil
      }
    }
    guard let comparison, !comparison.matches, let expected else {
      return CheckOutcome.Images(
        expected: nil, actual: write(actual, "\(stem).png") ?? "", diff: nil, composite: nil)
    }
    var images = CheckOutcome.Images(
      expected: write(expected, "\(stem).expected.png"), actual: write(actual, "\(stem).actual.png") ?? "",
      diff: nil, composite: nil)
    // Compared part by part: the changed parts' diffs (and composites), each aligned at its
    // origin, top to bottom, rather than the whole figure's.
    let changed = (parts ?? []).compactMap { part -> (RasterImage, RasterImage, RasterImage)? in
      guard !part.matches, let cuts = part.cutOuts, let diff = part.comparison?.diff else { return nil }
      return (cuts.expected, diff, cuts.actual)
    }
    if !changed.isEmpty, let diff = PartComparison.stacked(changed.map(\.1)), let bytes = try? diff.pngBytes()
    {
      images.diff = write(bytes, "\(stem).diff.png")
      let composites = changed.map { Composite.make(expected: $0.0, diff: $0.1, actual: $0.2) }
      if let composite = try? PartComparison.stacked(composites)?.pngBytes() {
        images.composite = write(composite, "\(stem).composite.png")
      }
    } else if let diff = comparison.diff, let bytes = try? diff.pngBytes() {
      images.diff = write(bytes, "\(stem).diff.png")
      if let decoded,
        let composite = try? Composite.make(expected: decoded.expected, diff: diff, actual: decoded.actual)
          .pngBytes()
      {
        images.composite = write(composite, "\(stem).composite.png")
      }
    }
    return images
  }
}

/// The lock `GoldenChecker` takes around a mismatching figure's pixels: shared by the copies of a
/// checker that a parallel run's workers use.
private final class PixelGate: Sendable {
  let lock = NSLock()
}
