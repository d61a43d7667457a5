import Foundation
import Golden
import Layout
import Render
import Typesetting

/// A recipe drawn in memory for a golden check or record: the PNG bytes and the metadata that
/// goes beside the golden.
public struct GoldenRendering: Sendable {
  /// The recipe file.
  public var recipePath: String
  /// The recipe file's stem (the golden's name).
  public var stem: String
  /// The PNG.
  public var png: [UInt8]
  /// What it was drawn from and with.
  public var metadata: GoldenMetadata
  /// Font fallback warnings met while drawing it.
  public var warnings: [FontWarning]
  /// With `GoldenPipeline.strict`: the recipe's undeclared conflicts and ambiguities, or declared
  /// ones that did not occur (`StrictCheck`); nil when there are none or strict is off.
  public var strictFailure: CLIError?
}

/// Draws recipes for goldens: the `render` pipeline (same fonts, same options, so a golden is
/// byte for byte what `render --scale S --theme T` writes), in memory, plus the metadata.
public struct GoldenPipeline: Sendable {
  /// The renderer.
  public private(set) var renderer: DiagramRenderer
  /// The measurer (same font library as the renderer).
  public private(set) var measurer: TypesettingMeasurer
  /// Pixels per point.
  public var scale: Int
  /// Theme.
  public var theme: Theme
  /// `--strict`: judge each recipe's conflicts and ambiguities against its `expect` lines.
  public var strict = false
  /// Font files given with `--font` (every recipe); a recipe's `font file` lines add its own.
  public var fonts: [FontFiles.Entry] = []
  /// The extra font files this pipeline draws with (set by `adding(_:)`).
  private(set) var extraFonts: [FontFiles.Entry] = []

  /// The tool's version as it appears in golden metadata.
  public static let toolVersion = "layout-diagram \(LayoutDiagramCommand.version)"

  /// A pipeline over a font library (the process-wide pinned one by default).
  public init(library: FontLibrary? = nil, scale: Int = 2, theme: Theme = .light) throws(CLIError) {
    let shaper: TypesettingShaper
    do {
      shaper = try library.map { TypesettingShaper(library: $0) } ?? TypesettingShaper.shared()
    } catch {
      throw CLIError(
        "error: cannot load fonts: \(error)\nhint: run scripts/setup to install fonts-inter",
        status: .internalError)
    }
    renderer = DiagramRenderer(shaper: shaper)
    measurer = TypesettingMeasurer(library: shaper.library)
    self.scale = scale
    self.theme = theme
  }

  /// The drawing settings of a golden: `render`'s own defaults at this scale and theme (parsed
  /// through `RenderCommand`, so a new render option's default reaches the goldens too).
  public var settings: RenderSettings {
    get throws(CLIError) {
      do {
        return try RenderCommand.parse(["--scale", "\(scale)", "--theme", theme.rawValue]).settings()
      } catch {
        throw CLIError("error: cannot set up the render settings: \(error)", status: .internalError)
      }
    }
  }

  /// Loads, solves and draws one recipe file (its figure; `renderAll` adds the sweep).
  /// - Throws: `CLIError` with the existing statuses (65 recipe errors, 66 unreadable, 69 too large).
  public func render(_ file: String) throws(CLIError) -> GoldenRendering {
    try render(GoldenInput(path: file, stem: RecipeFiles.stem(of: file)))
  }

  /// Loads (or takes the imported scene), solves and draws one golden's recipe, with the pinned
  /// fonts plus `fonts` and the recipe's `font file` lines.
  /// - Throws: `CLIError` with the existing statuses (65 recipe errors or an IB file that cannot
  ///   be imported, 66 unreadable, 69 too large).
  public func render(_ input: GoldenInput) throws(CLIError) -> GoldenRendering {
    let recipe = try load(input)
    return try adding(FontFiles.all(recipe, commandLine: fonts)).render(recipe, input: input)
  }

  /// This pipeline drawing with the pinned set plus `extra` (itself when `extra` is empty).
  func adding(_ extra: [FontFiles.Entry]) throws(CLIError) -> GoldenPipeline {
    guard !extra.isEmpty else { return self }
    var copy = self
    let shaper = try FontFiles.shaper(adding: extra)
    copy.renderer = DiagramRenderer(shaper: shaper)
    copy.measurer = TypesettingMeasurer(library: shaper.library)
    copy.extraFonts = extra
    return copy
  }

  /// The environment of a figure drawn with the font files of `items`: each with its SHA-256, the
  /// extra files (`font file`, `--font`) under the path as given, and listed even when unused.
  func environment(for items: [DisplayItem]) -> RenderEnvironment {
    var environment = Self.environment(fonts: Self.fontFiles(items))
    var fonts = environment.fonts.map { font in
      extraFonts.first { $0.absolute == font.path }.map { FontHash(path: $0.given, sha256: $0.sha256) }
        ?? font
    }
    for extra in extraFonts where !fonts.contains(where: { $0.path == extra.given }) {
      fonts.append(FontHash(path: extra.given, sha256: extra.sha256))
    }
    environment.fonts = fonts.sorted { $0.path < $1.path }
    return environment
  }

  /// Reads and compiles a recipe (or takes the imported scene), printing its diagnostics; a recipe
  /// with errors throws (65).
  func load(_ input: GoldenInput) throws(CLIError) -> LoadedRecipe {
    let file = input.path
    let recipe = try input.load()
    // The diagnostics travel with the error: check's JUnit and HTML reports carry the message
    // alone, where "listed above" would point at nothing.
    guard !recipe.compiled.hasErrors else {
      throw CLIError(
        recipe.renderedDiagnostics + "\n\(file): not checked: the recipe has errors", status: .recipeErrors)
    }
    if !recipe.compiled.diagnostics.isEmpty { printError(recipe.renderedDiagnostics) }
    return recipe
  }

  /// Solves and draws a loaded recipe's figure; `--strict` judges it with the frames of `sweeps`
  /// (the recipe's own sweep, variant by variant).
  func render(_ recipe: LoadedRecipe, input: GoldenInput, sweeps: [WidthSweep] = []) throws(CLIError)
    -> GoldenRendering
  {
    let file = input.path
    _ = measurer.shaper.library.takeWarnings()
    let solved = try SolvedVariant.solve(recipe, measure: measurer.closure)
    let strictFailure = strict ? StrictCheck.failure(recipe, solved: solved, sweeps: sweeps) : nil
    let figure = Figure(recipe: recipe, solved: solved)
    let options = try settings.options(for: recipe)
    let png: [UInt8]
    let list: DisplayList
    do {
      list = try renderer.displayList(for: figure, options: options)
      png = try DiagramRenderer.render(list, format: .png, options: options)
    } catch .imageTooLarge(let width, let height) {
      throw CLIError(
        "\(file): error: the figure would be \(width) x \(height) pixels at scale \(scale), more than a PNG "
          + "can hold here\nhint: --scale 1 halves the pixels", status: .figureTooLarge)
    } catch {
      throw CLIError("\(file): error: cannot draw the figure: \(error)", status: .internalError)
    }
    let size = Self.pixelSize(png)
    let metadata = GoldenMetadata(
      recipe: file, recipeSHA256: SHA256.hex(Array(recipe.source.utf8)), title: recipe.title, scale: scale,
      theme: theme, width: size.width, height: size.height,
      variants: solved.map(Self.frames), environment: environment(for: list.items))
    return GoldenRendering(
      recipePath: file, stem: input.stem, png: png, metadata: metadata,
      warnings: measurer.shaper.library.takeWarnings(), strictFailure: strictFailure)
  }

  /// The environment of this process for a figure drawn with `fonts`.
  public static func environment(fonts: [String]) -> RenderEnvironment {
    let render = RenderLibraryVersions.current
    let text = LibraryVersions.current
    return RenderEnvironment(
      fonts: fonts.map { FontHash(path: $0, sha256: FontHashes.sha256(ofFile: $0)) },
      libraries: [
        "cairo": render.cairo, "pixman": render.pixman, "zlib": render.zlib, "freetype": text.freeType,
        "harfbuzz": text.harfBuzz, "fontconfig": text.fontconfig, "icu": text.icu,
      ],
      tool: toolVersion)
  }

  static func frames(_ solved: SolvedVariant) -> VariantFrames {
    frames(VariantFrames(name: solved.variant.name, views: []), scene: solved.scene, result: solved.result)
  }

  /// `named` with the frames of every view of `scene` as `result` solved them.
  static func frames(_ named: VariantFrames, scene: Scene, result: LayoutResult) -> VariantFrames {
    var list = named
    list.views = scene.views.enumerated().map { index, view in
      let frame = result.frame(ViewID(index))
      return ViewFrame(
        name: view.name.spelling, x: frame.minX, y: frame.minY, width: frame.width, height: frame.height)
    }
    return list
  }

  static func fontFiles(_ items: [DisplayItem]) -> [String] {
    var paths = Set<String>()
    func visit(_ items: [DisplayItem]) {
      for item in items {
        switch item {
        case .glyphs(let run): paths.insert(run.font.path)
        case .group(let group): visit(group.items)
        default: break
        }
      }
    }
    visit(items)
    return paths.sorted()
  }

  /// Width and height from a PNG's IHDR (bytes 16-23).
  static func pixelSize(_ png: [UInt8]) -> (width: Int, height: Int) {
    guard png.count >= 24 else { return (0, 0) }
    func word(_ at: Int) -> Int { png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (word(16), word(20))
  }
}
