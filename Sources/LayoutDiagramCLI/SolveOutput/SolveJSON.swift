import ConsoleLog
import Foundation
import Layout
import Pipeline
import Recipe

/// The JSON form of a solved variant (the schema is in README.md, "solve").
enum SolveJSON {
  struct Document: Codable, Equatable {
    var recipe: String
    var variant: String
    var scene: SceneSize
    var views: [View]
    var constraints: [Constraint]
    var stackConstraints: [StackConstraint]?
    var diagnostics: [Message]
    /// `--compare-frames`: the variant's frames against those Interface Builder stored.
    var interfaceBuilderFrames: FrameReport?
    /// For a recipe rebuilt from a console log: what the log said and what our solver found.
    var log: LogCheck?
  }
  /// A console log's check (`ConsoleLog.ConflictCheck`) and advice.
  struct LogCheck: Codable, Equatable {
    /// `FILE:LINE:COLUMN` of the log's header.
    var source: String
    /// `unsatisfiable`, `unsatisfiableWithNonNegativeSizes`, `duplicate`, `satisfiable`, `notChecked`.
    var verdict: String
    /// Our minimal conflicting set: constraint numbers (the log's list numbers).
    var conflictingSet: [Int]
    /// The constraint UIKit (AppKit) broke, and ours when added in the log's order.
    var uikitBroken: LogConstraint?
    var oursBroken: LogConstraint?
    var explanation: [String]
    var advice: [LogAdvice]
  }
  struct LogConstraint: Codable, Equatable {
    var number: Int
    /// The constraint's address in the log.
    var address: String?
  }
  struct LogAdvice: Codable, Equatable {
    var rule: String
    var text: String
    var source: String
    var constraints: [Int]
  }
  struct SceneSize: Codable, Equatable {
    var width: Double
    var height: Double
    var scale: Double
  }
  struct Frame: Codable, Equatable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double
  }
  struct Intrinsic: Codable, Equatable {
    var width: Double?
    var height: Double?
  }
  struct View: Codable, Equatable {
    var name: String
    var kind: String
    var frame: Frame
    var firstBaseline: Double?
    var lastBaseline: Double?
    var intrinsic: Intrinsic
    var ambiguous: [String]
    /// The Interface Builder id (`id "..."` in the recipe), when the recipe gives one.
    var ibID: String?
  }
  struct Constraint: Codable, Equatable {
    var number: String?
    var text: String
    var priority: Int
    var status: String
    var error: String?
    /// UIKit's identifier (`identifier "..."`, or the letter of a lettered line), when there is one.
    var identifier: String?
    /// The Interface Builder id (`id "..."` in the recipe), when the recipe gives one.
    var ibID: String?
  }
  struct Message: Codable, Equatable {
    var severity: String
    var message: String
    var line: Int?
    var column: Int?
    /// What the finding is about, for findings about one view's frame (`negativeSize`).
    var kind: String?
    /// The view's name.
    var view: String?
    /// The frame dimension (`width`, `height`) and its solved value.
    var dimension: String?
    var value: Double?
    /// The constraints that force it, as `solve` prints them (`3. Box.Width = ...`); for a
    /// precision loss, the constraint missed.
    var constraints: [String]?
    /// For a precision loss (`kind: precisionLoss`): the left side's solved value, the right side's,
    /// how far apart they are and what rounding explains (docs/layout.md, "Numeric range").
    var actual: Double?
    var expected: Double?
    var residual: Double?
    var tolerance: Double?
  }

  static func document(_ solved: SolvedVariant, recipe: LoadedRecipe) -> Document {
    let variant = solved.variant
    let scene = solved.scene
    let result = solved.result
    var ambiguous: [Int: [String]] = [:]
    for entry in result.ambiguity?.entries ?? [] {
      ambiguous[entry.view.rawValue, default: []] += entry.dimensions.map(\.rawValue)
    }
    let views = scene.views.enumerated().map { index, view in
      let solved = result[ViewID(index)]
      let frame = solved.frame
      return View(
        name: view.name.spelling, kind: view.kind.rawValue,
        frame: Frame(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height),
        firstBaseline: solved.firstBaseline, lastBaseline: solved.lastBaseline,
        intrinsic: Intrinsic(width: solved.intrinsicSize.width, height: solved.intrinsicSize.height),
        ambiguous: ambiguous[index] ?? [],
        ibID: variant.origin(of: ViewID(index))?.ibID)
    }
    let constraints = scene.constraints.enumerated().map { index, constraint in
      let status = result[constraint: .explicit(index)].status
      return Constraint(
        number: constraint.number.map(String.init) ?? constraint.identifier, text: constraint.sourceText,
        priority: constraint.priority.rawValue, status: statusName(status), error: statusError(status),
        identifier: constraint.identifier,
        ibID: solved.variant.origin(of: .explicit(index))?.ibID)
    }
    var messages = recipe.compiled.diagnostics.map {
      Message(severity: $0.severity.rawValue, message: $0.message, line: $0.line, column: $0.column)
    }
    for diagnosis in result.diagnoses {
      // The recipe layer knows where each constraint and view was written (Visual Format lines too).
      let located = solved.variant.locate(diagnosis, fileName: recipe.sourceName)
      var message = Message(
        severity: diagnosis.isError ? "error" : "warning",
        message: SolveText.message(diagnosis, scene: scene, result: result),
        line: located.line, column: located.column)
      if case .negativeSize(let report) = diagnosis {
        message.kind = "negativeSize"
        message.view = scene.view(report.view)?.name.spelling
        message.dimension = report.dimension
        message.value = report.length
        message.constraints = report.constraints.map {
          NegativeSizeReport.label($0, scene) + result.text(of: $0, in: scene)
        }
      }
      if case .precisionLoss(let report) = diagnosis {
        message.kind = "precisionLoss"
        message.constraints = [
          NegativeSizeReport.label(report.constraint, scene) + result.text(of: report.constraint, in: scene)
        ]
        message.actual = report.actual
        message.expected = report.expected
        message.residual = report.residual
        message.tolerance = report.tolerance
      }
      messages.append(message)
    }
    let stacks = stackConstraints(result, scene: scene)
    return Document(
      recipe: recipe.title, variant: solved.variant.name,
      scene: SceneSize(width: result.rootFrame.width, height: result.rootFrame.height, scale: scene.scale),
      views: views, constraints: constraints,
      stackConstraints: stacks.isEmpty ? nil : stacks,
      diagnostics: messages, log: recipe.consoleLog.map { logCheck($0, path: recipe.path) })
  }

  static func logCheck(_ log: ImportedLog, path: String) -> LogCheck {
    func constraint(_ number: Int?) -> LogConstraint? {
      number.map { LogConstraint(number: $0, address: log.entry($0)?.constraint?.address) }
    }
    return LogCheck(
      source: "\(path):\(log.location)", verdict: log.check.verdict.rawValue,
      conflictingSet: log.check.minimalSet,
      uikitBroken: constraint(log.check.uikitBroken), oursBroken: constraint(log.check.oursBroken),
      explanation: log.check.explanation,
      advice: log.advice.map {
        LogAdvice(rule: $0.rule.rawValue, text: $0.text, source: $0.rule.source, constraints: $0.constraints)
      })
  }

  static func statusName(_ status: ConstraintStatus) -> String {
    switch status {
    case .satisfied: return "satisfied"
    case .brokenOptional: return "brokenOptional"
    case .conflicting: return "conflicting"
    case .brokenToRecover: return "brokenToRecover"
    case .imprecise: return "imprecise"
    case .invalid: return "invalid"
    case .notInstalled: return "notInstalled"
    }
  }

  static func statusError(_ status: ConstraintStatus) -> String? {
    switch status {
    case .satisfied, .notInstalled: return nil
    default: return SolveText.describe(status)
    }
  }

  /// The JSON text of `value`.
  /// - Throws: `CLIError` (internal error) when it cannot be encoded: solved geometry is checked
  ///   first (`GeometryCheck`), so a non-finite number here is a bug, reported instead of `{}`.
  static func encode<T: Encodable>(_ value: T) throws(CLIError) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      return String(decoding: try encoder.encode(value), as: UTF8.self)
    } catch {
      throw CLIError("error: cannot write the result as JSON: \(error)", status: .internalError)
    }
  }
}

extension SolveJSON {
  /// A constraint a stack view generated (`solve --format json`, `"stackConstraints"`).
  struct StackConstraint: Codable, Equatable {
    /// The stack view's name.
    var stack: String
    /// UIKit's identifier, e.g. `UISV-spacing`.
    var identifier: String
    /// The constraint as UIKit's logs print it.
    var text: String
    var priority: Int
    var status: String
  }

  /// The generated constraints of every stack view, in the order the engine added them.
  static func stackConstraints(_ result: LayoutResult, scene: Scene) -> [StackConstraint] {
    result.implicitConstraints.compactMap { constraint in
      guard case .stackView(let stack, let identifier) = constraint.kind else { return nil }
      return StackConstraint(
        stack: scene.view(stack)?.name.spelling ?? "\(stack)", identifier: identifier,
        text: constraint.description,
        priority: constraint.priority.rawValue, status: statusName(constraint.status))
    }
  }
}
