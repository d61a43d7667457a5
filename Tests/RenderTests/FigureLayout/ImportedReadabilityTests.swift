import Foundation
import InterfaceBuilder
import Pipeline
import Render
import TestSupport
import Testing

/// The readability audit over recipes imported from Apple's Auto Layout Cookbook storyboards
/// (`../shared/storyboards/apple-cookbook`, beside the repository): the same rules as the book's.
/// When the folder is absent the test fails and says so (never a silent pass).
@Suite("Imported recipes readability")
struct ImportedReadabilityTests {
  static let folder = URL(fileURLWithPath: Book.directory).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("shared/storyboards/apple-cookbook").standardized

  /// `../shared/storyboards`: every project's storyboards and xibs.
  static let sharedFolder = folder.deletingLastPathComponent()

  /// Every storyboard and xib under `../shared/storyboards`, imported on Interface Builder's canvas
  /// (`import --device canvas`), each scene compiled and solved as the CLI does.
  static func sharedFigures() throws -> [(name: String, figure: Figure)] {
    try #require(
      FileManager.default.fileExists(atPath: sharedFolder.path),
      "../shared/storyboards is absent (looked for \(sharedFolder.path))")
    let files = (FileManager.default.subpaths(atPath: sharedFolder.path) ?? []).filter {
      $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib")
    }
    .sorted()
    var out: [(String, Figure)] = []
    for file in files {
      let path = sharedFolder.appendingPathComponent(file).path
      let document: ImportedDocument
      do {
        document = try ImportedDocument.load(path, options: ImportOptions(scene: .canvas))
      } catch {
        // No shared file is refused today (the Xcode 4 archive is read since session 33): a
        // refusal here is a regression to look at, not a file to skip.
        Issue.record("\(file) is refused: \(error.message)")
        continue
      }
      for recipe in document.recipes where !recipe.compiled.hasErrors {
        let solved = try SolvedVariant.solve(recipe, measure: Fixtures.measurer.closure)
        out.append(("\(file) (\(recipe.stem))", Figure(recipe: recipe, solved: solved)))
      }
    }
    return out
  }

  /// Every storyboard of the folder, imported, each scene compiled and solved as the CLI does.
  static func figures() throws -> [(name: String, figure: Figure)] {
    try #require(
      FileManager.default.fileExists(atPath: folder.path),
      "../shared/storyboards/apple-cookbook is absent (looked for \(folder.path)): this audit needs the shared IB files beside the repository"
    )
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".storyboard")
    }
    .sorted()
    var out: [(String, Figure)] = []
    for file in files {
      let document = try ImportedDocument.load(folder.appendingPathComponent(file).path)
      for recipe in document.recipes {
        try #require(!recipe.compiled.hasErrors, "\(file) (\(recipe.stem)) imports with errors")
        let solved = try SolvedVariant.solve(recipe, measure: Fixtures.measurer.closure)
        out.append(("\(file) (\(recipe.stem))", Figure(recipe: recipe, solved: solved)))
      }
    }
    return out
  }

  @Test(
    "no annotation box covers view text or another constraint's box, no leader crosses a text, none leaves its panel"
  )
  func clearOfContent() throws {
    let figures = try Self.figures()
    // Apple's cookbook has eleven storyboards; each imports to at least one scene.
    #expect(figures.count >= 11)
    for (name, figure) in figures {
      let list = try Support.renderer.displayList(for: figure, options: BookReadabilityTests.options)
      let findings = DisplayListAudit.overlaps(list, region: BookReadabilityTests.region(list))
      let (new, fixed) = DisplayListAudit.unexpected(findings, in: name)
      #expect(new.isEmpty, "\(name): \(new.joined(separator: "; "))")
      #expect(fixed.isEmpty, "\(name): fixed, take off DisplayListAudit.knownFindings: \(fixed)")
      #expect(DisplayListAudit.panels(list).contains { !$0.boxes.isEmpty }, "\(name): no annotations drawn")
    }
  }

  @Test("every shared storyboard and xib on IB's canvas: no leader crosses another, no line crosses a text")
  func sharedOnCanvas() throws {
    let figures = try Self.sharedFigures()
    #expect(figures.count >= 20)
    for (name, figure) in figures {
      let list = try Support.renderer.displayList(for: figure, options: BookReadabilityTests.options)
      let findings = DisplayListAudit.overlaps(list, region: BookReadabilityTests.region(list))
      let (new, fixed) = DisplayListAudit.unexpected(findings, in: name)
      #expect(new.isEmpty, "\(name): \(new.joined(separator: "; "))")
      #expect(fixed.isEmpty, "\(name): fixed, take off DisplayListAudit.knownFindings: \(fixed)")
    }
  }
}
