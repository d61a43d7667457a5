import Foundation
import Golden
import Render

/// Checks recipes against their goldens: renders in memory, compares decoded pixels, and on a
/// mismatch writes the diff images into the report folder (never into the goldens).
public struct GoldenChecker {
  /// Where the goldens are.
  public var store: GoldenStore
  /// The pixel comparison.
  public var comparer: ImageComparer
  /// The report folder for images (nil: none written).
  public var reportFolder: String?
  /// The drawing pipeline.
  public var pipeline: GoldenPipeline

  /// Creates a checker.
  public init(store: GoldenStore, comparer: ImageComparer, reportFolder: String?, pipeline: GoldenPipeline) {
    self.store = store
    self.comparer = comparer
    self.reportFolder = reportFolder
    self.pipeline = pipeline
  }

  /// Checks one recipe file's figure.
  public func check(_ file: String) -> CheckOutcome {
    check(GoldenInput(path: file, stem: RecipeFiles.stem(of: file)))
  }

  /// Checks one golden's recipe (a recipe file, or a scene of a storyboard or xib): its figure.
  public func check(_ input: GoldenInput) -> CheckOutcome {
    outcomes(input, includingSweep: false)[0]
  }

  /// Checks every golden of one input: its figure, and for a recipe with a `sweep` line also the
  /// filmstrip (`NAME-sweep`), in that order.
  public func checkAll(_ input: GoldenInput) -> [CheckOutcome] {
    outcomes(input, includingSweep: true)
  }

  func recordCommand(_ file: String, mode: String) -> String {
    var command = "swift run -c release layout-diagram record \(file) --mode \(mode)"
    if store.folder != GoldenStore.defaultFolder { command += " --goldens \(store.folder)" }
    return command
  }

  private func outcomes(_ input: GoldenInput, includingSweep: Bool) -> [CheckOutcome] {
    let start = DispatchTime.now().uptimeNanoseconds
    func elapsed(since start: UInt64) -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
    let file = input.path
    let stem = input.stem
    let golden = store.metadata(stem)
    var pipeline = self.pipeline
    if let golden {
      pipeline.scale = golden.scale
      pipeline.theme = golden.theme
    }
    let renderings: [GoldenRendering]
    do {
      renderings = includingSweep ? try pipeline.renderAll(input) : [try pipeline.render(input)]
    } catch {
      var outcome = blankOutcome(file, stem: stem, title: golden?.title ?? stem)
      outcome.error = error
      outcome.summary = error.message
      outcome.seconds = elapsed(since: start)
      return [outcome]
    }
    let drawing = elapsed(since: start)
    return renderings.enumerated().map { index, rendering in
      let compareStart = DispatchTime.now().uptimeNanoseconds
      var outcome = compare(rendering, file: file)
      outcome.seconds = elapsed(since: compareStart) + (index == 0 ? drawing : 0)
      return outcome
    }
  }

  private func blankOutcome(_ file: String, stem: String, title: String) -> CheckOutcome {
    CheckOutcome(
      recipePath: file, stem: stem, title: title, kind: .error, summary: "", comparison: nil,
      motions: [], environmentLine: nil, notes: [], error: nil, strictFailure: nil, images: nil,
      recordCommand: recordCommand(file, mode: "all"), seconds: 0)
  }

  /// Compares one rendering (a figure or a sweep) with its golden.
  private func compare(_ rendering: GoldenRendering, file: String) -> CheckOutcome {
    let stem = rendering.stem
    let golden = store.metadata(stem)
    var outcome = blankOutcome(file, stem: stem, title: rendering.metadata.title)
    outcome.notes += rendering.warnings.map { "warning: \($0)" }
    if let failure = rendering.strictFailure {
      outcome.strictFailure = failure
      outcome.notes.append(failure.message.split(separator: "\n").last.map(String.init) ?? failure.message)
    }
    guard let expectedPNG = store.image(stem) else {
      outcome.kind = .missing
      outcome.summary = "\(store.imagePath(stem)) does not exist"
      outcome.recordCommand = recordCommand(file, mode: "missing")
      outcome.images = writeImages(stem, expected: nil, actual: rendering.png, comparison: nil)
      return outcome
    }
    let comparison: ImageComparison
    do {
      comparison = try comparer.compare(expectedPNG: expectedPNG, actualPNG: rendering.png)
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
    if let golden {
      outcome.motions = ViewMotion.changes(from: golden.variants, to: rendering.metadata.variants)
      outcome.environmentLine = rendering.metadata.environment.line(comparedWith: golden.environment)
      if golden.recipeSHA256 != rendering.metadata.recipeSHA256 {
        outcome.notes.append("the recipe file changed since the golden was recorded")
      }
    } else {
      outcome.notes.append("no metadata at \(store.metadataPath(stem)): moved views and environment unknown")
    }
    outcome.images = writeImages(stem, expected: expectedPNG, actual: rendering.png, comparison: comparison)
    if reportFolder != nil {
      // Written into the report: the outcome keeps only the counts and the box, so a run's memory
      // does not grow with its failures (a diff image is megabytes; the rest a few kilobytes).
      outcome.comparison?.diff = nil
    }
    return outcome
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
    _ stem: String, expected: [UInt8]?, actual: [UInt8], comparison: ImageComparison?
  ) -> CheckOutcome.Images? {
    guard let reportFolder else { return nil }
    func write(_ bytes: [UInt8], _ name: String) -> String? {
      let relative = "images/\(name)"
      do {
        try AtomicFile.write(bytes, toPath: (reportFolder as NSString).appendingPathComponent(relative))
        return relative
      } catch {
        printError(error.message)
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
    if let diff = comparison.diff, let bytes = try? diff.pngBytes() {
      images.diff = write(bytes, "\(stem).diff.png")
      if let e = try? RasterImage(png: expected), let a = try? RasterImage(png: actual),
        let composite = try? Composite.make(expected: e, diff: diff, actual: a).pngBytes()
      {
        images.composite = write(composite, "\(stem).composite.png")
      }
    }
    return images
  }
}
