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
  /// The words each constraint was written in before it became recipe notation (a console log's
  /// own description), printed under its row of the constraint list.
  public var sourceWords: [ConstraintRef: String] = [:]

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
