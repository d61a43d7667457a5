import Recipe
import Render
import Typesetting

/// One recipe drawn in memory by `FigurePipeline`: what was solved, every drawing with its bytes
/// per format, and what `--strict` found. Nothing is written; `render` writes `files`, `check`
/// compares the PNGs with goldens and `record` writes them as goldens.
public struct FigureRendering: Sendable {
  /// The recipe, with a warning for each font family it names that its fonts do not have.
  public var recipe: LoadedRecipe
  /// Every variant solved (empty when `--sweep` draws the sweep instead of the figure).
  public var solved: [SolvedVariant]
  /// The sweeps solved, one per variant swept, in order.
  public var sweeps: [WidthSweep]
  /// The drawings in the order their files are written: the figure, then each sweep's filmstrip
  /// and animation.
  public var drawings: [Drawing]
  /// With `strict`: the recipe's undeclared conflicts and ambiguities, or declared ones that did
  /// not occur (`StrictCheck`); nil when there are none or strict is off.
  public var strictFailure: CLIError?
  /// Without `strict`: one located warning line when the recipe has what `--strict` would fail on
  /// (`StrictCheck.warning`), printed by `render` and `record` and added to a check's notes.
  public var strictWarning: String?
  /// Font fallback warnings met while solving and drawing the recipe.
  public var warnings: [FontWarning]
  /// The font files the recipe was drawn with besides the pinned set (`font file` lines, `--font`).
  public var extraFonts: [FontFiles.Entry]

  /// Every file, in order: its name (`NAME.png`, `NAME-sweep.svg`, ...) and bytes.
  public var files: [(name: String, bytes: [UInt8])] {
    drawings.flatMap { drawing in drawing.files.map { ("\(drawing.stem).\($0.format.rawValue)", $0.bytes) } }
  }
}

/// One display list of a recipe and its bytes in each format drawn.
public struct Drawing: Sendable {
  /// What the drawing shows.
  public enum Subject: Hashable, Sendable {
    /// The figure: every variant side by side.
    case figure
    /// The filmstrip of the sweep of variant `k` (`FigureRendering.sweeps[k]`).
    case filmstrip(Int)
    /// The animated SVG of the sweep of variant `k`.
    case animation(Int)
  }

  /// What the drawing shows.
  public var subject: Subject
  /// The file name without extension: `NAME`, `NAME-sweep`, `NAME-sweep-wide`, `NAME-sweep-animated`.
  public var stem: String
  /// The display list drawn.
  public var list: DisplayList
  /// The bytes per format, in the order of the run's formats.
  public var files: [(format: OutputFormat, bytes: [UInt8])]

  /// The PNG's bytes, when one was drawn.
  public var png: [UInt8]? { files.first { $0.format == .png }?.bytes }
}
