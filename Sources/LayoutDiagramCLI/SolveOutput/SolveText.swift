import ConsoleLog
import Layout
import Pipeline
import Recipe

/// The text form of a solved variant, worded like UIKit's console where UIKit has words.
enum SolveText {
  static func describe(_ solved: SolvedVariant, recipe: LoadedRecipe) -> String {
    let scene = solved.scene
    let result = solved.result
    var out: [String] = []
    let size = "\(formatPoints(result.rootFrame.width)) x \(formatPoints(result.rootFrame.height))"
    out.append(
      "\(recipe.title): variant \"\(solved.variant.name)\" (\(size) pt, scale \(formatPoints(scene.scale)))")
    out.append("")
    out.append("Views (frame = (x y; width height) in scene points):")
    let nameWidth = scene.views.map(\.name.spelling.count).max() ?? 0
    for (index, view) in scene.views.enumerated() {
      let solved = result[ViewID(index)]
      let frame = solved.frame
      var line = "  \(pad(view.name.spelling, nameWidth))  \(pad(view.kind.rawValue, 12)) "
      line +=
        "frame = (\(formatPoints(frame.minX)) \(formatPoints(frame.minY)); \(formatPoints(frame.width)) \(formatPoints(frame.height)))"
      if let first = solved.firstBaseline, let last = solved.lastBaseline {
        line += "  baselines first \(formatPoints(first)) last \(formatPoints(last))"
      }
      line += "  intrinsic \(solved.intrinsicSize)"
      out.append(line)
    }
    out.append("")
    out.append("Constraints:")
    let breaks = recipe.consoleLog.map { LogBreaks($0, scene: scene) }
    for (ref, constraint) in zip(scene.constraintRefs, scene.constraints) {
      let status = result[constraint: ref].status
      var described: String
      if case .invalid(let issue) = status {
        described = "invalid: " + issue.message(constraint: ref, in: scene)
      } else {
        described = describe(status)
      }
      if let breaks { described = breaks.status(described, of: ref, brokenHere: status == .brokenToRecover) }
      out.append("  \(label(constraint)) \(constraint.sourceText)  [\(described)]")
    }
    out.append("")
    out += stackConstraintLines(result)
    if result.diagnoses.isEmpty {
      out.append("Diagnoses: none (the layout is satisfiable and unambiguous).")
    } else {
      out.append("Diagnoses:")
      for diagnosis in result.diagnoses {
        var text = SolveText.message(diagnosis, scene: scene, result: result)
        if let breaks, case .unsatisfiable(let report) = diagnosis {
          text = breaks.recoverLine(in: text, ours: report.broken)
        }
        out.append(indent(text))
      }
    }
    return out.joined(separator: "\n") + "\n"
  }

  /// A diagnosis in words, with view and constraint names rather than indices.
  static func message(_ diagnosis: Diagnosis, scene: Scene, result: LayoutResult) -> String {
    switch diagnosis {
    case .brokenOptional(let ref, let by):
      return "Optional constraint \(result.text(of: ref, in: scene)) is broken by \(formatPoints(by)) pt."
    case .clipped(let view, let axis, let by):
      let name = scene.view(view)?.name.spelling ?? "\(view)"
      return
        "\(name) is \(formatPoints(by)) pt short of its intrinsic \(axis.dimension): its compression resistance "
        + "lost."
    case .negativeSize(let report):
      return report.message(in: scene, result: result)
    case .precisionLoss(let report):
      return report.message(in: scene, result: result)
    default:
      return diagnosis.message(in: scene)
    }
  }

  static func describe(_ status: ConstraintStatus) -> String {
    switch status {
    case .satisfied: return "satisfied"
    case .brokenOptional(let by): return "broken optional, off by \(formatPoints(by)) pt"
    case .conflicting: return "conflicting"
    case .brokenToRecover: return "broken to recover"
    case .imprecise(let by):
      return "missed by \(formatMiss(by, miss: by)) pt after solving: lost precision"
    case .invalid(let issue): return "invalid: \(issue.reason)"
    case .notInstalled: return "not installed in this variant"
    }
  }

  static func label(_ constraint: LayoutConstraint) -> String {
    if let number = constraint.number { return pad("\(number).", 4) }
    if let identifier = constraint.identifier { return pad("\(identifier).", 4) }
    return pad("-", 4)
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }

  private static func indent(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
  }
}

extension SolveText {
  /// The constraints stack views generated, as UIKit's logs print them (`UISV-spacing`,
  /// `UISV-canvas-connection`, ...), each with its status; empty without stack views.
  static func stackConstraintLines(_ result: LayoutResult) -> [String] {
    let generated = result.implicitConstraints.filter {
      if case .stackView = $0.kind { return true } else { return false }
    }
    guard !generated.isEmpty else { return [] }
    var lines = ["Stack view constraints (generated as UIKit does):"]
    for constraint in generated {
      lines.append("  \(constraint.description)  [\(describe(constraint.status))]")
    }
    lines.append("")
    return lines
  }
}

/// What a console log says about the constraint broken to recover, to keep it apart from our
/// solver's choice: a log's recipe is solved by our engine, whose "broken to recover" is the
/// constraint it broke, not necessarily UIKit's. UIKit's is the log's "Will attempt to recover"
/// line, when the log printed one; the log's recipe adds that constraint last, so that our solver
/// breaks it too where the rest holds (docs/console-logs.md, "The check"). The figures say the same
/// since session 27: `UIKit broke constraint 2`, `our solver broke constraint 3 in these frames`.
struct LogBreaks {
  /// `UIKit` or `AppKit`.
  let engine: String
  /// The constraint the log's recover line names, when it is one of the recipe's.
  let printed: ConstraintRef?
  /// Why the log does not say which constraint the engine broke; nil when it does.
  let unnamedReason: String?
  /// The scene solved, for the constraints' numbers.
  let scene: Scene

  init(_ log: ImportedLog, scene: Scene) {
    self.scene = scene
    engine = log.log?.platform == .macOS ? "AppKit" : "UIKit"
    printed = log.check.uikitBroken.flatMap { number in
      zip(scene.constraintRefs, scene.constraints).first { $0.1.number == number }?.0
    }
    if let parsed = log.log {
      unnamedReason =
        parsed.unnamedBreakReason ?? (printed == nil ? "its recover line names a constraint not drawn" : nil)
    } else {
      unnamedReason = nil
    }
  }

  /// `constraint 3`, or the constraint's text when it has no number.
  private func name(_ ref: ConstraintRef) -> String {
    guard let c = scene.constraint(ref) else { return "a constraint" }
    return c.number.map { "constraint \($0)" } ?? c.sourceText
  }

  /// A constraint's status with who broke it: the log's engine (its recover line) or our solver.
  func status(_ described: String, of ref: ConstraintRef, brokenHere: Bool) -> String {
    if ref == printed {
      return brokenHere
        ? "broken to recover: \(engine) broke it (the log's recover line)"
        : "\(described); \(engine) broke it (the log's recover line), our solver another"
    }
    guard brokenHere else { return described }
    if let printed { return "broken to recover by our solver; \(engine) broke \(name(printed))" }
    guard let reason = unnamedReason else { return "broken to recover by our solver" }
    return "broken to recover by our solver; the log does not say which \(engine) broke (\(reason))"
  }

  /// The conflict's text with its "Will attempt to recover by breaking constraint" line, which
  /// names our solver's choice, reworded to say whose break it is.
  func recoverLine(in text: String, ours: ConstraintRef) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let i = lines.firstIndex(where: { $0.hasPrefix("Will attempt to recover by breaking constraint") })
    else { return text }
    if ours == printed {
      lines[i] =
        "\(engine) broke \(name(ours)) (the log's recover line); the recipe adds it last, so our solver breaks it too:"
    } else if let printed {
      lines[i] =
        "\(engine) broke \(name(printed)) (the log's recover line); our solver breaks \(name(ours)) "
        + "in these frames:"
    } else {
      let reason = unnamedReason.map { " (\($0))" } ?? ""
      lines[i] =
        "The log does not say which constraint \(engine) broke\(reason); our solver, adding the constraints in "
        + "the log's order, breaks \(name(ours)):"
    }
    return lines.joined(separator: "\n")
  }
}
