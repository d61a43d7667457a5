import Foundation
import InterfaceBuilder
import Pipeline
import Render

/// The figures of a DocC catalog: every recipe, storyboard and xib kept in a `.docc` folder (outside
/// its `Resources`) drawn at 2x into the catalog's `Resources` as `NAME@2x.png` (light) and
/// `NAME~dark@2x.png` (dark), which DocC picks for `![...](NAME)` by the reader's appearance. A
/// file whose bytes would not change is not written (its date stays, so a docs build or a
/// commit sees nothing new).
public struct DocCImages {
  /// One file of the run.
  public struct Output: Equatable, Sendable {
    /// The path in `Resources`.
    public var path: String
    /// Whether it was written (false: it already held these bytes).
    public var written: Bool
  }

  /// The pipelines, one per theme, at scale 2.
  let light: FigurePipeline
  let dark: FigurePipeline

  /// Pipelines at 2x in both themes, PNG only, no sweep animation.
  public init() throws(CLIError) {
    var settings = RenderSettings(formats: [.png], animatesSweeps: false)
    settings.options.scale = 2
    light = try FigurePipeline(settings: settings)
    settings.options.theme = .dark
    dark = try FigurePipeline(settings: settings)
  }

  /// The files a catalog keeps for its figures, sorted: recipes, storyboards and xibs anywhere in
  /// it but in `Resources`.
  public static func sources(in catalog: String) -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: catalog) else { return [] }
    var found: [String] = []
    while let relative = walker.nextObject() as? String {
      if relative == "Resources" || relative.hasPrefix("Resources/") { continue }
      let ext = (relative as NSString).pathExtension.lowercased()
      if ext == RecipeFiles.fileExtension || IBImporter.fileExtensions.contains(ext) {
        found.append((catalog as NSString).appendingPathComponent(relative))
      }
    }
    return found.sorted()
  }

  /// Draws every source of `catalog` into its `Resources`; every figure is drawn before any file
  /// is written, so a recipe with errors leaves the catalog as it was.
  /// - Throws: `CLIError`: 66 when `catalog` is not a folder, 65 with the located diagnostics of a
  ///   recipe with errors, 73 when `Resources` cannot be written.
  public func render(catalog: String) throws(CLIError) -> [Output] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: catalog, isDirectory: &isFolder), isFolder.boolValue else {
      throw CLIError(
        "\(catalog): error: no such folder\nhint: name a DocC catalog (a folder ending in .docc)",
        status: .inputMissing)
    }
    var files: [(name: String, bytes: [UInt8])] = []
    for source in Self.sources(in: catalog) {
      for loaded in try LoadedRecipe.loadAll(source) {
        for (pipeline, suffix) in [(light, "@2x.png"), (dark, "~dark@2x.png")] {
          let rendering = try pipeline.render(loaded) { (recipe) throws(CLIError) in
            guard !recipe.compiled.hasErrors else {
              throw CLIError(
                recipe.renderedDiagnostics + "\n\(source): not drawn: the recipe has errors",
                status: .recipeErrors)
            }
          }
          guard let png = rendering.drawings.first(where: { $0.subject == .figure })?.png else { continue }
          files.append((loaded.stem + suffix, png))
        }
      }
    }
    let resources = (catalog as NSString).appendingPathComponent("Resources")
    var outputs: [Output] = []
    for file in files {
      let path = (resources as NSString).appendingPathComponent(file.name)
      let old = FileManager.default.contents(atPath: path).map { [UInt8]($0) }
      let changed = old != file.bytes
      if changed { try AtomicFile.write(file.bytes, toPath: path) }
      outputs.append(Output(path: path, written: changed))
    }
    return outputs
  }
}
