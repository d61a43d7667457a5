import ConsoleLog
import Layout
import Render

extension Panel {
  /// The panel with what a console log knows that its recipe cannot say: the constraint UIKit (or
  /// AppKit) broke, each constraint's description as the log printed it, and the views whose
  /// width or height none of the log's constraints fixes.
  func annotated(with log: ImportedLog) -> Panel {
    var panel = self
    var refByNumber: [Int: ConstraintRef] = [:]
    for (ref, c) in zip(scene.constraintRefs, scene.constraints) {
      if let number = c.number { refByNumber[number] = ref }
    }
    for entry in log.entries {
      if let ref = refByNumber[entry.number] { panel.sourceWords[ref] = entry.words }
    }
    if let broken = log.check.uikitBroken, let ref = refByNumber[broken] {
      panel.recoveryBreak = RecoveryBreak(
        constraint: ref, breaker: log.log?.platform == .macOS ? "AppKit" : "UIKit")
    }
    var unknown: [ViewID: Set<Axis>] = [:]
    for size in log.unfixedSizes {
      if let i = scene.views.firstIndex(where: { $0.name.spelling == size.view }) {
        unknown[ViewID(i), default: []].formUnion(size.axes)
      }
    }
    if !unknown.isEmpty {
      panel.unknownSizes = UnknownSizes(views: unknown, reason: "not fixed by the log's constraints")
    }
    return panel
  }
}
