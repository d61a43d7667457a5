import Layout

/// One laid-out scene of a figure: Layout's scene and its solved result, with a caption.
///
/// The figure builder reads Layout's model directly (frames, baselines, statuses, diagnoses); the
/// display list keeps only its own drawing primitives, so nothing is translated twice.
public struct Panel: Hashable, Sendable {
  /// Caption under the panel ("Portrait 375 x 667", "Compact width").
  public var caption: String
  /// The scene as laid out.
  public var scene: Scene
  /// The solved scene.
  public var result: LayoutResult
  /// Constraint numbers to draw as installed in this size class only (purple) when installed.
  public var classOnly: [Int]
  /// Markers of constraints that another panel of the figure leaves uninstalled (see
  /// `Figure.markingPartiallyInstalled`): drawn class-only here when installed.
  var partiallyInstalledMarkers: Set<String> = []
  /// Sizes the figure must not draw as known (a console log's views whose width or height no
  /// listed constraint fixes): dashed outlines, named in a note under the panel.
  public var unknownSizes: UnknownSizes?
  /// The constraint someone else broke to recover (UIKit's, from a console log): drawn red, the
  /// rest of the conflicting set in the highlight colour, each named in the legend and the list.
  public var recoveryBreak: RecoveryBreak?
  /// The engine whose console log the panel draws (`UIKit`, `AppKit`); nil for a recipe, whose
  /// only engine is ours. The note under the panel then tells what that engine printed (the
  /// constraint it broke, ``recoveryBreak``) from what our solver chose: a pasted log often ends
  /// before its "Will attempt to recover" line, and a conflict drawn from it breaks our choice.
  public var sourceEngine: String?
  /// Why the log does not name the constraint its engine broke, when it does not (`no "Will
  /// attempt to recover" line`), said in the note.
  public var unnamedBreakReason: String?
  /// The words each constraint was written in before it became recipe notation (a console log's
  /// own description), printed under its row of the constraint list.
  public var sourceWords: [ConstraintRef: String] = [:]
  /// What the source says of a constraint beyond its outcome, added to its list row's
  /// parentheses (`duplicate of 2` for a console log's second copy of a constraint).
  public var listNotes: [ConstraintRef: String] = [:]
  /// Sentences the source adds under the panel, in gray (a console log's check: why a log
  /// that UIKit reported holds together in our solver; what could not be drawn).
  public var sourceRemarks: [String] = []
  /// Whether the views' intrinsic sizes are the app's (false for a console log, which never says
  /// which font or image a view had): when false, no "short of its intrinsic width" remark and
  /// no intrinsic-size overlay, since both would only measure our fonts.
  public var intrinsicSizesKnown = true
  /// Whether a view the solver leaves with a zero width or height is drawn as a small marker
  /// (a dotted square of ``ViewPainter/zeroSizeMarker`` points around its position) and named
  /// in a remark, instead of an invisible outline (a console log's views).
  public var marksZeroSizes = false
  /// Whether the constraints are the subject (true) or only lay out a picture (false: a console
  /// log's ambiguity trace, whose hierarchy is drawn as nested stack views): when false, no
  /// constraint is annotated and the figure lists neither constraints nor stack views; the
  /// remarks say what the picture shows.
  public var drawsConstraints = true

  /// A panel from a Layout scene and its solved result.
  ///
  /// A constraint whose installation is not `always` but is installed here is drawn as class-only
  /// (purple); `classOnly` adds numbers to mark as such explicitly.
  public init(scene: Scene, result: LayoutResult, caption: String, classOnly: [Int] = []) {
    self.caption = caption
    self.scene = scene
    self.result = result
    self.classOnly = classOnly
  }
}
