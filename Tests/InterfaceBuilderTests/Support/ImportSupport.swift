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

  // MARK: IB file -> import -> compile -> variant -> solve -> frames

  /// Interface Builder's canvas: each recipe's scene is the document's device (or its stored
  /// size), as `import --canvas` and `--compare-frames` lay it out.
  static let canvas = ImportOptions(scene: .canvas)

  /// Imports an IB document (`name` is the file name its warnings and errors are located in).
  /// `options` defaults to the canvas; `ImportOptions()` is the importer's own default.
  static func importDocument(_ data: Data, name: String, options: ImportOptions = canvas) throws
    -> ImportResult
  {
    try IBImporter.importDocument(data, fileName: name, options: options)
  }

  /// Imports IB text (a fixture edited by the test, or a document written in the test).
  static func importDocument(text: String, name: String, options: ImportOptions = canvas) throws
    -> ImportResult
  {
    try IBImporter.importDocument(Data(text.utf8), fileName: name, options: options)
  }

  /// Imports a fixture of Tests/Fixtures/InterfaceBuilder under its own name (saved by another
  /// Xcode when `toolsVersion` is given: see `fixtureText`).
  static func importFixture(
    _ name: String, toolsVersion: String? = nil, options: ImportOptions = canvas,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> ImportResult {
    guard let toolsVersion else {
      return try IBImporter.importDocument(try fixture(name), fileName: name, options: options)
    }
    let text = try fixtureText(name, toolsVersion: toolsVersion, sourceLocation: sourceLocation)
    return try importDocument(text: text, name: name, options: options)
  }

  /// Imports a file of `../shared/ib-public-apps` under its own name.
  static func importSharedPublicApp(
    _ name: String, options: ImportOptions = canvas, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> ImportResult {
    let (data, name) = try sharedPublicApp(name, sourceLocation: sourceLocation)
    return try IBImporter.importDocument(data, fileName: name, options: options)
  }

  /// Imports a storyboard of `../shared/storyboards` under its relative path.
  static func importShared(
    _ relative: String, options: ImportOptions = canvas,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> ImportResult {
    let (data, name) = try shared(relative, sourceLocation: sourceLocation)
    return try IBImporter.importDocument(data, fileName: name, options: options)
  }

  /// A fixture's text, with the document's `toolsVersion` replaced by `toolsVersion` when given
  /// (the same file as saved by another Xcode). The test fails if the fixture has no
  /// `toolsVersion` or more than one.
  static func fixtureText(
    _ name: String, toolsVersion: String? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> String {
    let text = String(decoding: try fixture(name), as: UTF8.self)
    guard let toolsVersion else { return text }
    return try replacingToolsVersion(in: text, with: toolsVersion, sourceLocation: sourceLocation)
  }

  /// `text` with its document's `toolsVersion="..."` replaced by `toolsVersion`.
  static func replacingToolsVersion(
    in text: String, with toolsVersion: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> String {
    let parts = text.components(separatedBy: "toolsVersion=\"")
    try #require(
      parts.count == 2, "expected one toolsVersion=\" in the document, found \(parts.count - 1)",
      sourceLocation: sourceLocation)
    let rest = try #require(
      parts[1].firstIndex(of: "\""), "toolsVersion=\" is not closed", sourceLocation: sourceLocation)
    return parts[0] + "toolsVersion=\"" + toolsVersion + parts[1][rest...]
  }

  /// Which of a compiled recipe's variants a test lays out.
  enum VariantChoice: Sendable {
    /// The first (the base variant, or the first declared).
    case first
    /// The recipe's `canvasVariant` (the canvas device's size classes), else the first.
    case canvas
    /// The variant of this name; the test fails if there is none.
    case named(String)
  }

  /// One imported recipe compiled, one of its variants lowered and solved with the real measurer.
  struct SolvedScene {
    /// The imported recipe (its name, stored frames, canvas variant).
    var recipe: ImportedRecipe
    /// The recipe text that was solved: the recipe's own, or the test's edit of it.
    var text: String
    /// The variant that was solved.
    var variant: LoweredVariant
    /// The layout.
    var result: LayoutResult
    /// Every view's solved frame by Interface Builder id.
    var framesByIBID: [String: Rect]
    /// Every view's solved frame by name.
    var framesByName: [String: Rect] { ImportSupport.framesByName(variant, result) }

    /// The recipe's stored frames (IB's, or `stored`) against the solved ones.
    func comparison(
      stored: [StoredFrame]? = nil, tolerance: Double = 1, missingFonts: [String: String] = [:]
    ) -> FrameComparison {
      FrameComparison.compare(
        stored ?? recipe.storedFrames, variant: variant, result: result, tolerance: tolerance,
        missingFonts: missingFonts)
    }
  }

  /// Compiles `recipe` (or `text`, the test's edit of its text), lowers the chosen variant and
  /// solves it.
  static func solved(
    _ recipe: ImportedRecipe, text: String? = nil, variant choice: VariantChoice = .first,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> SolvedScene {
    let text = text ?? recipe.text
    let compiled = try compile(text, sourceLocation: sourceLocation)
    let variant: LoweredVariant
    switch choice {
    case .first:
      variant = try #require(compiled.variants.first, "no variant\n\(text)", sourceLocation: sourceLocation)
    case .canvas:
      variant = try #require(
        recipe.canvasVariant.flatMap { compiled.variant(named: $0) } ?? compiled.variants.first,
        "no variant\n\(text)", sourceLocation: sourceLocation)
    case .named(let name):
      variant = try #require(
        compiled.variant(named: name), "no variant \(name)\n\(text)", sourceLocation: sourceLocation)
    }
    let result = try solve(variant, sourceLocation: sourceLocation)
    return SolvedScene(
      recipe: recipe, text: text, variant: variant, result: result,
      framesByIBID: framesByIBID(variant, result))
  }

  /// The first recipe of `result` solved (the only one of a single-scene document).
  static func solvedFirst(
    _ result: ImportResult, variant choice: VariantChoice = .first,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> SolvedScene {
    let recipe = try #require(result.recipes.first, "no recipe imported", sourceLocation: sourceLocation)
    return try solved(recipe, variant: choice, sourceLocation: sourceLocation)
  }

  /// The first recipe of a fixture solved (see `importFixture`).
  static func solvedFixture(
    _ name: String, toolsVersion: String? = nil, options: ImportOptions = canvas,
    variant choice: VariantChoice = .first,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> SolvedScene {
    let result = try importFixture(
      name, toolsVersion: toolsVersion, options: options, sourceLocation: sourceLocation)
    return try solvedFirst(result, variant: choice, sourceLocation: sourceLocation)
  }

  /// The first recipe of an IB document solved (see `importDocument(_:name:options:)`).
  static func solvedDocument(
    _ data: Data, name: String, options: ImportOptions = canvas, variant choice: VariantChoice = .first,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> SolvedScene {
    let result = try importDocument(data, name: name, options: options)
    return try solvedFirst(result, variant: choice, sourceLocation: sourceLocation)
  }

  /// The first recipe of IB text solved (see `importDocument(text:name:options:)`).
  static func solvedDocument(
    text: String, name: String, options: ImportOptions = canvas, variant choice: VariantChoice = .first,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> SolvedScene {
    let result = try importDocument(text: text, name: name, options: options)
    return try solvedFirst(result, variant: choice, sourceLocation: sourceLocation)
  }

  /// Every recipe of `result` solved, in document order.
  static func solvedScenes(
    _ result: ImportResult, variant choice: VariantChoice = .first,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> [SolvedScene] {
    try result.recipes.map { try solved($0, variant: choice, sourceLocation: sourceLocation) }
  }

  /// Every view's solved frame by Interface Builder id over all the scenes of a fixture (see
  /// `importFixture`), each laid out in its canvas variant; an id in two scenes keeps the first
  /// scene's frame. The test fails unless the fixture has `sceneCount` scenes.
  static func fixtureFramesByIBID(
    _ name: String, toolsVersion: String? = nil, sceneCount: Int,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> [String: Rect] {
    let result = try importFixture(name, toolsVersion: toolsVersion, sourceLocation: sourceLocation)
    let scenes = try solvedScenes(result, variant: .canvas, sourceLocation: sourceLocation)
    #expect(scenes.count == sceneCount, sourceLocation: sourceLocation)
    return scenes.reduce(into: [:]) { frames, scene in
      frames.merge(scene.framesByIBID) { first, _ in first }
    }
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
