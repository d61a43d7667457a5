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
    for (ref, constraint) in zip(scene.constraintRefs, scene.constraints) {
      let status = result[constraint: ref].status
      let described: String
      if case .invalid(let issue) = status {
        described = "invalid: " + issue.message(constraint: ref, in: scene)
      } else {
        described = describe(status)
      }
      out.append("  \(label(constraint)) \(constraint.sourceText)  [\(described)]")
    }
    out.append("")
    out += stackConstraintLines(result)
    if result.diagnoses.isEmpty {
      out.append("Diagnoses: none (the layout is satisfiable and unambiguous).")
    } else {
      out.append("Diagnoses:")
      for diagnosis in result.diagnoses {
        out.append(indent(SolveText.message(diagnosis, scene: scene, result: result)))
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
