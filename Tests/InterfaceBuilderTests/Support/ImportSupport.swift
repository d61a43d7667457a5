import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Render
import TestSupport
import Testing

/// Files, imports and solving for the importer's tests.
enum ImportSupport {
  /// The repository root.
  static var repositoryRoot: URL { TestProcess.repositoryRoot }

  /// `../shared/storyboards` beside the repository (CI clones the repository with shared/ beside
  /// it). Absent: the test fails with a message saying so (never a silent pass).
  static func sharedStoryboards(sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> URL {
    let folder = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/storyboards")
      .standardized
    try #require(
      FileManager.default.fileExists(atPath: folder.path),
      "../shared/storyboards is absent (looked for \(folder.path)): these tests need the shared IB files beside the repository",
      sourceLocation: sourceLocation)
    return folder
  }

  /// A storyboard of `../shared/storyboards` (`apple-cookbook/SimpleLabelAndTextField.storyboard`).
  static func shared(_ relative: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
    -> (
      data: Data, name: String
    )
  {
    let url = try sharedStoryboards(sourceLocation: sourceLocation).appendingPathComponent(relative)
    return (try Data(contentsOf: url), relative)
  }

  /// A file of `../shared/ib-public-apps` (real apps' IB files). Absent: the test fails saying so.
  static func sharedPublicApp(_ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
    throws
    -> (data: Data, name: String)
  {
    let folder = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/ib-public-apps")
      .standardized
    try #require(
      FileManager.default.fileExists(atPath: folder.path),
      "../shared/ib-public-apps is absent (looked for \(folder.path)): these tests need the shared IB files beside the repository",
      sourceLocation: sourceLocation)
    return (try Data(contentsOf: folder.appendingPathComponent(name)), name)
  }

  /// A hand-written IB file of Tests/Fixtures/InterfaceBuilder.
  static func fixture(_ name: String) throws -> Data {
    try Data(
      contentsOf: repositoryRoot.appendingPathComponent("Tests/Fixtures/InterfaceBuilder")
        .appendingPathComponent(name))
  }

  /// The real text measurer (Inter through HarfBuzz), as the CLI uses.
  static let measurer: TypesettingMeasurer? = try? TypesettingMeasurer.shared()

  /// Compiles recipe text; the test fails on any error.
  static func compile(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
    -> CompiledRecipe
  {
    let compiled = RecipeCompiler.compile(text, fileName: "imported")
    try #require(
      !compiled.hasErrors, "the recipe has errors:\n\(compiled.diagnostics.rendered(source: text))\n\(text)",
      sourceLocation: sourceLocation)
    return compiled
  }

  /// Solves one variant with the real measurer.
  static func solve(_ variant: LoweredVariant, sourceLocation: Testing.SourceLocation = #_sourceLocation)
    throws
    -> LayoutResult
  {
    let measurer = try #require(
      measurer, "fonts are missing: run scripts/setup", sourceLocation: sourceLocation)
    return try LayoutEngine.solve(variant.scene, measure: measurer.closure)
  }

  /// Every view's frame by Interface Builder id.
  static func framesByIBID(_ variant: LoweredVariant, _ result: LayoutResult) -> [String: Rect] {
    var frames: [String: Rect] = [:]
    for (index, origin) in variant.viewOrigins.enumerated() {
      if let id = origin.ibID { frames[id] = result.frame(ViewID(index)) }
    }
    return frames
  }

  /// Every view's frame by name.
  static func framesByName(_ variant: LoweredVariant, _ result: LayoutResult) -> [String: Rect] {
    var frames: [String: Rect] = [:]
    for (index, view) in variant.scene.views.enumerated() {
      frames[view.name.spelling] = result.frame(ViewID(index))
    }
    return frames
  }

  /// The recipe with every `scene`/`device` line of `variant` (nil: the base) replaced by
  /// `scene W x H`.
  static func withScene(_ recipe: Recipe, width: Double, height: Double, variant: String? = nil) -> Recipe {
    let scene = RecipeStatement.scene(
      SceneSyntax(
        shape: .size(
          width: NumberLiteral(
            width, spelling: "\(Int(width))", at: SourceRange(line: 1, column: 1, length: 0)),
          height: NumberLiteral(
            height, spelling: "\(Int(height))", at: SourceRange(line: 1, column: 1, length: 0))),
        scale: nil))
    func replaced(_ lines: [RecipeLine]) -> [RecipeLine] {
      lines.map { line in
        guard case .scene = line.statement else { return line }
        var copy = line
        copy.statement = scene
        return copy
      }
    }
    var copy = recipe
    if let variant {
      for index in copy.variants.indices where copy.variants[index].name.value == variant {
        copy.variants[index].lines = replaced(copy.variants[index].lines)
      }
    } else {
      copy.lines = replaced(copy.lines)
    }
    return copy
  }
}

extension IBView {
  /// The view with `change` applied to the view of id `id` below it.
  func changing(_ id: IBID, _ change: (inout IBView) -> Void) -> IBView {
    var copy = self
    if copy.id == id { change(&copy) }
    copy.subviews = copy.subviews.map { $0.changing(id, change) }
    return copy
  }
}
