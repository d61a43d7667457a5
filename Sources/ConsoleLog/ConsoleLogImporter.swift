import Layout
import Recipe

/// One log of a paste, rebuilt as a recipe.
public struct ImportedLog: Hashable, Sendable {
  /// The recipe's title.
  public var title: String
  /// A file-name stem (`conflict`, `conflict-2` for a paste's second log).
  public var stem: String
  /// Where the log starts in the paste.
  public var location: LogLocation
  /// The conflict log or list it came from (nil for an ambiguity trace).
  public var log: ParsedLog?
  /// The ambiguity trace it came from (nil for a conflict log).
  public var trace: AmbiguityTrace?
  /// The views, parents first.
  public var views: [ReconstructedView]
  /// The constraints, numbered as the log lists them.
  public var entries: [LogEntry]
  /// What our solver says.
  public var check: ConflictCheck
  /// What to do about it.
  public var advice: [Advice]
  /// The syntax tree.
  public var recipe: Recipe
  /// The recipe in canonical form.
  public var text: String
  /// The views whose width or height none of the log's constraints fixes (the figure draws them
  /// as unknown), in view order.
  public var unfixedSizes: [UnfixedSize]
  /// Sentences for under the figure: a duplicate pair, why a log UIKit reported holds together in
  /// our solver, the constraints the recipe cannot hold.
  public var remarks: [String]
  /// What the figure's list adds to a constraint's row, by entry number (`duplicate of 2`).
  public var listNotes: [Int: String]

  /// The entry with that number.
  public func entry(_ number: Int) -> LogEntry? { entries.first { $0.number == number } }
}

/// The result of importing a paste: a recipe per log and trace, and every warning.
public struct LogImportResult: Hashable, Sendable {
  /// What was read.
  public var document: ConsoleLogDocument
  /// One per log and trace, in paste order.
  public var logs: [ImportedLog]
  /// What could not be read or was approximated, located in the paste.
  public var warnings: [LogWarning]
}

/// Reads UIKit's and AppKit's Auto Layout console logs ("Unable to simultaneously satisfy
/// constraints", constraint lists, `_autolayoutTrace`) and rebuilds each as a recipe whose
/// constraints are checked in our solver.
///
/// ```swift
/// let result = try ConsoleLogImporter.importLogs(Array(data), fileName: "conflict.log")
/// for log in result.logs { print(log.text) }   // a recipe per log
/// for warning in result.warnings { print(warning) }   // file:line:column: warning: ...
/// ```
///
/// It reads bytes; reading files is the caller's business (the CLI's).
public enum ConsoleLogImporter {
  /// The file extensions taken without looking inside (any file is also recognised by its content).
  public static let fileExtensions = ["log", "txt"]

  /// The most logs and traces one paste may hold.
  public static let maximumLogs = 1000
  /// The most constraints one log may list (the recipe limit's default).
  public static let maximumConstraints = 10_000

  /// Phrases that only Auto Layout's console output holds.
  static let markers = [
    "Unable to simultaneously satisfy constraints", "Conflicting constraints detected",
    "Will attempt to recover by breaking", "- AMBIGUOUS LAYOUT", "View has an ambiguous layout",
    "<NSLayoutConstraint:0x", "<NSAutoresizingMaskLayoutConstraint:0x",
  ]

  /// Whether `bytes` look like an Auto Layout console log (by content, not by name): one of
  /// UIKit's or AppKit's phrases within the first megabyte.
  public static func looksLikeLog(_ bytes: [UInt8]) -> Bool {
    let head = String(decoding: bytes.prefix(1 << 20), as: UTF8.self)
    if head.hasPrefix("<?xml") { return false }
    return markers.contains { head.contains($0) }
  }

  /// Reads a paste without rebuilding it.
  public static func read(_ bytes: [UInt8], fileName: String) throws(LogImportError) -> ConsoleLogDocument {
    let text = try LogSource.decode(bytes, fileName: fileName)
    var parser = LogParser(fileName: fileName)
    parser.parse(LogSource.rawLines(text))
    var logs = parser.logs
    var warnings = parser.warnings
    let twins = AddressTwins.separate(&logs, fileName: fileName)
    if !twins.isEmpty {
      warnings += twins
      warnings.sort { $0.location < $1.location }
    }
    return ConsoleLogDocument(fileName: fileName, logs: logs, traces: parser.traces, warnings: warnings)
  }

  /// Reads a paste and rebuilds every log and trace in it.
  /// - Throws: `LogImportError` for bytes that are not UTF-8 text, a binary file, or a paste
  ///   with no log, list or trace in it.
  public static func importLogs(_ bytes: [UInt8], fileName: String) throws(LogImportError) -> LogImportResult
  {
    let document = try read(bytes, fileName: fileName)
    let items = drawableItems(document)
    guard !items.isEmpty else { throw nothingToDraw(document) }
    try checkLimits(items, fileName: fileName)
    let rebuilt = rebuild(items, fileName: fileName)
    var warnings = document.warnings + rebuilt.warnings
    warnings.sort { $0.location < $1.location }
    guard !rebuilt.logs.isEmpty else {
      let first = rebuilt.refused.first
      throw LogImportError(
        fileName: fileName, location: first?.warning.location ?? LogLocation(line: 1, column: 1),
        message: "nothing to draw: " + (first?.reason ?? "no log can be drawn")
          + "\nhint: AppKit's NSGridView constraints (row and column boundaries) have no recipe form; "
          + "a log that also lists other constraints is drawn without them\n"
          + warnings.map(\.description).joined(separator: "\n"))
    }
    warnings += rebuilt.refused.map(\.warning)
    warnings.sort { $0.location < $1.location }
    return LogImportResult(document: document, logs: rebuilt.logs, warnings: warnings)
  }

  /// A log or a trace of a paste, where it starts.
  typealias PasteItem = (location: LogLocation, log: ParsedLog?, trace: AmbiguityTrace?)

  /// The paste's logs and traces in paste order, without those that have nothing to draw.
  static func drawableItems(_ document: ConsoleLogDocument) -> [PasteItem] {
    var items: [PasteItem] =
      document.logs.map { ($0.location, $0, nil) } + document.traces.map { ($0.location, nil, $0) }
    items.sort { $0.location < $1.location }
    // A log with nothing to draw (redacted, or a stray recover line) gives no recipe; its warning says why.
    return items.filter { item in
      if let log = item.log { return !log.constraints.isEmpty || log.broken != nil }
      return !(item.trace?.nodes.isEmpty ?? true)
    }
  }

  /// The refusal of a paste with no log or trace to draw, saying what the paste holds instead and
  /// followed by every warning.
  static func nothingToDraw(_ document: ConsoleLogDocument) -> LogImportError {
    let warnings = document.warnings
    let detail = warnings.isEmpty ? "" : "\n" + warnings.map(\.description).joined(separator: "\n")
    let unreadable = warnings.first { $0.message.hasPrefix("cannot read this constraint description") }
    var location = warnings.first?.location ?? LogLocation(line: 1, column: 1)
    var message =
      "no Auto Layout log to draw: expected \"Unable to simultaneously satisfy constraints\" and its "
      + "constraint list, a list of \"<NSLayoutConstraint:0x…>\" descriptions, or an _autolayoutTrace"
      + "\nhint: paste the whole log, from the header line to the \"Will attempt to recover\" line"
    if let unreadable, document.logs.contains(where: { !$0.redacted }) {
      // A log is there, but none of its descriptions reads (a translator rewrote them: unseen
      // log u37).
      location = unreadable.location
      message =
        "no Auto Layout log to draw: the log is there, but none of its constraint descriptions can be "
        + "read (each is said below)\nhint: each is in a form not read here (text changed after UIKit "
        + "printed it, as by a translator); paste the log as UIKit printed it"
    } else if let empty = warnings.first(where: { $0.message.hasPrefix("an empty list item") }) {
      // `"",` items: a page rendered the descriptions as HTML tags and dropped them (unseen-c log c12).
      location = empty.location
      message =
        "no Auto Layout log to draw: the constraint list's items are empty (\"\"): the page removed what "
        + "was between \"<\" and \">\" (it took the descriptions for HTML tags)\nhint: copy the log from "
        + "Xcode's console, or from the page's source text"
    } else if let elided = document.logs.first(where: { $0.listElided }),
      let elision = elided.elisions.first
    {
      // `(...........)` in place of the list (unseen-c log c15).
      location = elision.location
      message =
        "no Auto Layout log to draw: the constraint list is elided in the paste (\"\(elision.text)\"): none "
        + "of its constraints is there\nhint: paste the whole list, from \"(\" to \")\", as UIKit printed it"
    } else if let redacted = document.logs.first(where: { $0.redacted }) {
      // `[Layout] Unable to simultaneously satisfy constraints:` / `<private>` (macOS 10.12 and
      // iOS 10's unified logging: unseen-c log c33): the header is there, the constraints are not.
      location = redacted.location
      message =
        "no Auto Layout log to draw: the log is redacted: the unified log printed <private> in place of "
        + "its constraints, so none of them is in the paste\nhint: run the app from Xcode and copy the log "
        + "from its debug console (or enable private data in the logging profile), then paste that"
    } else if let headerOnly = document.logs.first(where: { $0.kind == .unsatisfiable }),
      document.logs.allSatisfy({ $0.constraints.isEmpty && $0.broken == nil }), document.traces.isEmpty
    {
      // The header (and UIKit's advice) with no list after it: a reporter quoted only the first
      // lines, or the list was a screenshot (unseen-d logs d26, d28).
      location = headerOnly.location
      message =
        "no Auto Layout log to draw: the paste holds the start of a log (\"Unable to simultaneously satisfy "
        + "constraints\", UIKit's advice) but not its constraint list, so there is nothing to draw\nhint: "
        + "paste the lines after it too: the list from \"(\" to \")\" and the \"Will attempt to recover\" line"
    } else if document.logs.isEmpty, let trace = document.traces.first, trace.nodes.isEmpty {
      // UIKit's ambiguity message alone, without the synopsis it announces (unseen-b log b29).
      location = trace.location
      message =
        "no Auto Layout log to draw: the ambiguity message is there, but not the _autolayoutTrace lines "
        + "after it\nhint: paste the lines UIKit prints after \"View has an ambiguous layout\": the views "
        + "marked \"- AMBIGUOUS LAYOUT\" and the Legend"
    }
    return LogImportError(fileName: document.fileName, location: location, message: message + detail)
  }

  /// Holds a paste to what a person pastes: each log becomes a recipe solved three times.
  static func checkLimits(_ items: [PasteItem], fileName: String) throws(LogImportError) {
    guard items.count <= maximumLogs else {
      throw LogImportError(
        fileName: fileName, location: items[maximumLogs].location,
        message: "the paste holds \(items.count) logs and traces, over the limit of \(maximumLogs)"
          + "\nhint: paste one log at a time, or split the file")
    }
    if let big = items.first(where: { ($0.log?.constraints.count ?? 0) > maximumConstraints }),
      let log = big.log
    {
      throw LogImportError(
        fileName: fileName, location: log.constraints[maximumConstraints].location,
        message:
          "the log lists \(log.constraints.count) constraints, over the limit of \(maximumConstraints) "
          + "(a recipe's --max-constraints default)\nhint: UIKit lists only the conflicting constraints; this is not one log"
      )
    }
  }

  /// Each item rebuilt as a recipe, in paste order, with the rebuilders' warnings; a log none of
  /// whose constraints a recipe can hold (AppKit's NSGridView expressions, shared log 34) would
  /// be an empty scene: it is refused, with a warning at its header and the reason.
  static func rebuild(_ items: [PasteItem], fileName: String) -> (
    logs: [ImportedLog], refused: [(warning: LogWarning, reason: String)], warnings: [LogWarning]
  ) {
    let stem = fileStem(fileName)
    var logs: [ImportedLog] = []
    var refused: [(warning: LogWarning, reason: String)] = []
    var warnings: [LogWarning] = []
    for (k, item) in items.enumerated() {
      let itemStem = items.count == 1 ? stem : "\(stem)-\(k + 1)"
      let title = items.count == 1 ? RecipeFileName.title(stem) : "\(RecipeFileName.title(stem)) \(k + 1)"
      var builder = LogRebuilder(fileName: fileName, title: title)
      let imported: ImportedLog
      if let log = item.log {
        imported = builder.rebuild(log, stem: itemStem)
      } else {
        imported = builder.rebuild(item.trace!, stem: itemStem)
      }
      warnings += builder.warnings
      if let log = imported.log, !imported.entries.isEmpty,
        imported.entries.allSatisfy({ $0.recipeText == nil })
      {
        let reasons = Set(imported.entries.compactMap(\.omission)).sorted().joined(separator: "; ")
        let reason =
          "none of the log's \(imported.entries.count) constraints can be held in a recipe (\(reasons))"
        refused.append(
          (
            LogWarning(
              fileName: fileName, location: log.location, message: "this log is not drawn: " + reason), reason
          ))
        continue
      }
      logs.append(imported)
    }
    return (logs, refused, warnings)
  }

  /// `logs/Conflict Log.txt` -> `conflict-log`; `-` -> `stdin`.
  static func fileStem(_ fileName: String) -> String {
    if fileName == "-" { return "stdin" }
    let last = fileName.split(separator: "/").last.map(String.init) ?? fileName
    let base = last.split(separator: ".", omittingEmptySubsequences: false).first.map(String.init) ?? last
    return RecipeFileName.kebab(base, fallback: "log")
  }
}
