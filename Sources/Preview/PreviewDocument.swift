import Foundation
import Layout
import Pipeline
import Recipe
import Render

/// The file a preview shows: loaded through the pipeline (`LoadedRecipe.loadAll`: a recipe, each
/// scene of a storyboard or xib, each log of a console log), the last version that loaded without
/// errors kept, and figures drawn from it by `FigurePipeline.render` as SVG.
///
/// Not thread-safe: `PreviewState` owns one and calls it from one actor.
public final class PreviewDocument {
  /// The file as given on the command line.
  public let path: String
  /// The pipeline: SVG only, the renderer's defaults otherwise (content fit, list and legend).
  private var pipeline: FigurePipeline
  /// The last recipes that loaded without errors (one per scene); empty before the first.
  public private(set) var recipes: [LoadedRecipe] = []
  /// The located diagnostics (or the load error) of the file as it is now; nil when it loaded.
  public private(set) var error: String?
  /// Counts loads, so that the page can tell a new figure from a re-drawn one.
  public private(set) var version = 0
  /// Every file whose change means a reload: the file and the font files its recipes name.
  public private(set) var watchedFiles: [String]
  /// The solvers the width and height sliders move: one kept alive per scene, variant and Dynamic
  /// Type size of this load (a new width is then a new value of the solver's edit variables, not
  /// a new solver; see `LiveLayout`), dropped on every reload.
  private var layouts: [LiveKey: LiveLayout] = [:]

  /// Whether the sliders solve on kept solvers (`LiveLayout`); false solves every figure afresh
  /// (the benchmark's "before").
  public var solvesLive = true

  /// What a `LiveLayout` is kept for.
  struct LiveKey: Hashable {
    var scene: Int
    var variant: Int
    var dynamicType: ContentSizeCategory?
  }

  /// How many figures were solved live (edit variables) and how many freshly, over all kept
  /// layouts of this load.
  public var solveCounts: (live: Int, fresh: Int) {
    layouts.values.reduce((0, 0)) { ($0.0 + $1.liveSolves, $0.1 + $1.freshSolves) }
  }

  /// Loads `path`.
  /// - Throws: `CLIError` when the pipeline's fonts cannot be loaded (the file's own errors are
  ///   kept in `error`, not thrown, so that a preview can start on a recipe being written).
  public init(path: String, fonts: [FontFiles.Entry] = []) throws(CLIError) {
    self.path = path
    pipeline = try FigurePipeline(settings: RenderSettings(formats: [.svg], animatesSweeps: false))
    pipeline.fonts = fonts
    watchedFiles = [path]
    reload()
  }

  /// Reads the file again; on errors keeps the last good recipes and sets `error`.
  public func reload() {
    version += 1
    layouts = [:]
    do {
      let loaded = try LoadedRecipe.loadAll(path)
      if let bad = loaded.first(where: \.compiled.hasErrors) {
        error = bad.renderedDiagnostics
      } else if loaded.isEmpty {
        error = "\(path): error: the file holds no scene to draw"
      } else {
        recipes = loaded
        error = nil
      }
      // The font files as the pipeline resolves them (a recipe whose font file is missing shows
      // that error; saving the recipe again reloads it).
      watchedFiles = [path] + loaded.flatMap { ((try? FontFiles.recipe($0)) ?? []).map(\.absolute) }
    } catch {
      self.error = error.message
    }
  }

  /// The figure at `settings`, as the page shows it.
  public func figure(_ settings: PreviewSettings) -> PreviewFigure {
    var figure = PreviewFigure(version: version, error: error)
    figure.scenes = recipes.map(\.title)
    guard !recipes.isEmpty else { return figure }
    let scene = min(settings.scene, recipes.count - 1)
    var recipe = recipes[scene]
    let variants = recipe.compiled.variants
    figure.scene = scene
    figure.variants = variants.map(\.name)
    guard !variants.isEmpty else {
      figure.error = (error.map { $0 + "\n" } ?? "") + "\(path): error: the recipe has no scene to draw"
      return figure
    }
    let k = min(settings.variant, variants.count - 1)
    figure.variant = k
    var variant = variants[k]
    let base = variant.scene
    figure.sceneWidth = base.size.width
    if case .viewController = base.kind { figure.sceneHeight = base.size.height }
    var resized = SceneResizing.scene(base, atWidth: settings.width ?? base.size.width)
    if let height = settings.height, case .viewController = base.kind { resized.size.height = height }
    if let category = settings.dynamicType { resized.contentSizeCategory = category }
    variant.scene = resized
    figure.width = resized.size.width
    figure.height = figure.sceneHeight == nil ? nil : resized.size.height
    figure.dynamicType = resized.contentSizeCategory.shortName
    recipe.compiled.variants = [variant]
    // The preview draws the figure only: a recipe's `sweep` line is for `render`.
    recipe.compiled.recipe.lines.removeAll {
      if case .sweep = $0.statement { return true }
      return false
    }
    pipeline.settings.options.theme = settings.theme
    let key = LiveKey(scene: scene, variant: k, dynamicType: settings.dynamicType)
    let live = layouts[key] ?? LiveLayout()
    layouts[key] = live
    let layout: SceneLayout = { scene, measure throws(LayoutError) in try live.solve(scene, measure: measure)
    }
    do {
      let rendering = try pipeline.render(recipe, layout: solvesLive ? layout : nil) { _ throws(CLIError) in }
      guard let bytes = rendering.drawings.first?.files.first?.bytes else { return figure }
      figure.svg = String(decoding: bytes, as: UTF8.self)
      if let solved = rendering.solved.first {
        figure.describe(solved.variant.scene, result: solved.result)
      }
    } catch {
      figure.error = (figure.error.map { $0 + "\n" } ?? "") + error.message
    }
    return figure
  }
}

extension PreviewDocument {
  /// The figure at `settings` as the JSON the page receives: what the server does for each new
  /// slider position (the benchmark's unit of work).
  public func figureJSON(_ settings: PreviewSettings) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return (try? encoder.encode(figure(settings))) ?? Data(#"{"error":"cannot encode the figure"}"#.utf8)
  }
}

/// One figure for the page, sent as JSON: the SVG (nil when nothing could be drawn), the file's
/// diagnostics (the SVG is then the last good figure, which the page dims), the choices the
/// pickers offer, and the views and constraints the page connects to the figure's groups.
public struct PreviewFigure: Codable, Equatable, Sendable {
  /// The document's load count.
  public var version: Int
  /// The file's located diagnostics (caret and hint), or a drawing error.
  public var error: String?
  /// The figure as SVG.
  public var svg: String?
  /// The scenes' titles (one for a recipe file).
  public var scenes: [String] = []
  /// The scene drawn.
  public var scene = 0
  /// The variants' names.
  public var variants: [String] = []
  /// The variant drawn.
  public var variant = 0
  /// The recipe's own width and height (height only for a view controller scene).
  public var sceneWidth: Double?
  /// The recipe's own height, nil for a cell (whose height is solved).
  public var sceneHeight: Double?
  /// The width drawn.
  public var width: Double?
  /// The height drawn (view controller scenes).
  public var height: Double?
  /// The Dynamic Type size drawn (`L`, `XL`, `AX1`, ...).
  public var dynamicType: String?
  /// Every Dynamic Type size the picker offers.
  public var dynamicTypes: [String] = ContentSizeCategory.allCases.map(\.shortName)
  /// The scene's views, with the SVG group that draws each.
  public var views: [View] = []
  /// The scene's constraints, with the SVG groups that draw each.
  public var constraints: [Constraint] = []

  /// A view as the page's inspector shows it.
  public struct View: Codable, Equatable, Sendable {
    /// The SVG group id (`p0-v3`).
    public var group: String
    /// The view's name.
    public var name: String
    /// Its frame: x, y, width, height in points.
    public var frame: [Double]
    /// Its intrinsic width and height (nil: none on that axis).
    public var intrinsic: [Double?]
    /// The keys (`c3`, `cTop`, `k5`) of the constraints that name it.
    public var constraints: [String]
  }

  /// A constraint as the page's list shows it.
  public struct Constraint: Codable, Equatable, Sendable {
    /// The key of its groups: `c3` draws as `p0-c3`, `p0-c3-tag` and lists as `list-3`.
    public var key: String
    /// Its row in the SVG's constraint list (`list-3`), when it is marked.
    public var listGroup: String?
    /// The constraint as written.
    public var text: String
  }

  /// An empty figure of a load.
  public init(version: Int, error: String?) {
    self.version = version
    self.error = error
  }

  /// Fills `views` and `constraints` from the solved scene (panel 0: the preview draws one
  /// variant). The keys follow `DisplayGroupID`'s spelling: a numbered constraint `c3`, one with
  /// an identifier `cNAME`, an unmarked one `k` and its index in the scene.
  mutating func describe(_ scene: Scene, result: LayoutResult) {
    constraints = scene.constraints.enumerated().map { i, c in
      if let n = c.number { return Constraint(key: "c\(n)", listGroup: "list-\(n)", text: c.sourceText) }
      if let id = c.identifier {
        return Constraint(key: "c\(id)", listGroup: "list-\(id)", text: c.sourceText)
      }
      return Constraint(key: "k\(i)", listGroup: nil, text: c.sourceText)
    }
    views = scene.views.indices.map { i in
      let id = ViewID(i)
      let solved = result[id]
      let f = solved.frame
      let touching = scene.constraints.indices.filter { j in
        let c = scene.constraints[j]
        return c.first.item == .view(id) || c.second?.item == .view(id)
      }
      return View(
        group: "p0-v\(i)", name: scene.views[i].name.description,
        frame: [f.origin.x, f.origin.y, f.width, f.height],
        intrinsic: [solved.intrinsicSize.width, solved.intrinsicSize.height],
        constraints: touching.map { constraints[$0].key })
    }
  }
}
