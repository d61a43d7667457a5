import Layout
import Pipeline
import Render
import Typesetting

/// One golden drawn in memory: a PNG of a recipe (its figure, or its sweep's filmstrip) and the
/// metadata that goes beside it.
public struct GoldenRendering: Sendable {
  /// The recipe file (or the storyboard or xib it was imported from).
  public var recipePath: String
  /// The golden's name.
  public var stem: String
  /// The PNG.
  public var png: [UInt8]
  /// What it was drawn from and with.
  public var metadata: GoldenMetadata
  /// Font fallback warnings met while solving and drawing the recipe (on its figure's golden).
  public var warnings: [FontWarning]
  /// On the figure's golden: the line saying the recipe has what `--strict` would fail on
  /// (`FigureRendering.strictWarning`), nil when it has nothing or strict was on.
  public var strictWarning: String?

  /// The stem of a recipe's sweep golden: the name `render` gives its filmstrip (`NAME-sweep`).
  public static func sweepStem(_ stem: String) -> String { stem + "-sweep" }

  /// The goldens of a recipe drawn with `RenderSettings.golden(scale:theme:)`: its figure, and for a
  /// recipe with a `sweep` line its first variant's filmstrip (`NAME-sweep`, one metadata
  /// "variant" per width, named `320 pt`, so that a check names the views that moved), in that order.
  public static func goldens(of rendering: FigureRendering, stem: String, options: RenderOptions)
    -> [GoldenRendering]
  {
    let recipe = rendering.recipe
    return rendering.drawings.compactMap { drawing -> GoldenRendering? in
      guard let png = drawing.png else { return nil }
      let title: String
      var variants: [VariantFrames]
      let name: String
      let size = DiagramRenderer.pngSize(drawing.list, options: options)
      let scale = Double(min(max(options.scale, 1), 3))
      switch drawing.subject {
      case .figure:
        (name, title) = (stem, recipe.title)
        variants = rendering.solved.map { frames(named: $0.variant.name, panel: $0.panel) }
      case .filmstrip(let k):
        guard k == 0 else { return nil }
        (name, title) = (sweepStem(stem), drawing.list.title)
        variants = rendering.sweeps[k].frames.map { frame in
          frames(named: "\(formatPoints(frame.width)) pt", panel: frame.panel)
        }
      case .animation:
        return nil
      }
      for k in variants.indices {
        (variants[k].scene, variants[k].area, variants[k].caption) = FigureParts.panel(
          k, in: drawing.list, scale: scale, image: size)
      }
      let metadata = GoldenMetadata(
        recipe: recipe.path, recipeSHA256: SHA256.hex(Array(recipe.source.utf8)), title: title,
        scale: options.scale, theme: options.theme, width: size.width, height: size.height,
        variants: variants,
        environment: environment(for: drawing.list.items, extraFonts: rendering.extraFonts),
        list: FigureParts.list(in: drawing.list, scale: scale, image: size))
      return GoldenRendering(
        recipePath: recipe.path, stem: name, png: png, metadata: metadata,
        warnings: drawing.subject == .figure ? rendering.warnings : [],
        strictWarning: drawing.subject == .figure ? rendering.strictWarning : nil)
    }
  }

  /// The frames of every view of `panel` as it was solved, and its constraints, under the name
  /// `name` (where the panel is drawn is added from the display list).
  static func frames(named name: String, panel: Panel) -> VariantFrames {
    VariantFrames(
      name: name,
      views: panel.scene.views.enumerated().map { index, view in
        let frame = panel.result.frame(ViewID(index))
        return ViewFrame(
          name: view.name.spelling, x: frame.minX, y: frame.minY, width: frame.width, height: frame.height)
      }, constraints: FigureParts.constraints(of: panel))
  }

  /// The environment of a drawing made with the font files of `items`: each with its SHA-256, the
  /// extra files (`font file`, `--font`) under the path as given, and listed even when unused.
  static func environment(for items: [DisplayItem], extraFonts: [FontFiles.Entry]) -> RenderEnvironment {
    var environment = Self.environment(fonts: fontFiles(items))
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

  /// The environment of this process for a figure drawn with `fonts`.
  public static func environment(fonts: [String]) -> RenderEnvironment {
    let render = RenderLibraryVersions.current
    let text = LibraryVersions.current
    return RenderEnvironment(
      fonts: fonts.map { FontHash(path: $0, sha256: FontHashes.sha256(ofFile: $0)) },
      libraries: [
        "cairo": render.cairo, "pixman": render.pixman, "freetype": text.freeType, "harfbuzz": text.harfBuzz,
        "fontconfig": text.fontconfig, "icu": text.icu,
      ],
      tool: ToolVersion.named)
  }

  /// The font files the glyphs of `items` come from, sorted.
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
}
