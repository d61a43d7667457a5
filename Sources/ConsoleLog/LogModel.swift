import Layout

/// A position in the pasted text: 1-based line and column (columns count characters of the line
/// as pasted, before quote prefixes and escapes are removed).
public struct LogLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// 1-based line.
  public var line: Int
  /// 1-based column.
  public var column: Int

  /// A location.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public static func < (lhs: LogLocation, rhs: LogLocation) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }

  /// `line:column`.
  public var description: String { "\(line):\(column)" }
}

/// Something in a paste that could not be read (or was read with an assumption), located.
public struct LogWarning: Hashable, Sendable, CustomStringConvertible {
  /// The file name as given (`-` for standard input).
  public var fileName: String
  /// Where.
  public var location: LogLocation
  /// What was skipped or approximated, and why.
  public var message: String

  /// A warning.
  public init(fileName: String, location: LogLocation, message: String) {
    self.fileName = fileName
    self.location = location
    self.message = message
  }

  /// `file:line:column: warning: message`.
  public var description: String { "\(fileName):\(location): warning: \(message)" }
}

/// Why a paste cannot be read at all (nothing is written for it).
public struct LogImportError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file name as given.
  public var fileName: String
  /// Where.
  public var location: LogLocation
  /// What is wrong and what to do.
  public var message: String

  /// An error.
  public init(fileName: String, location: LogLocation, message: String) {
    self.fileName = fileName
    self.location = location
    self.message = message
  }

  /// `file:line:column: error: message`.
  public var description: String { "\(fileName):\(location): error: \(message)" }
}

/// Which system printed a log (AppKit's header ends in a colon and has no advice text).
public enum LogPlatform: String, Hashable, Sendable {
  case iOS
  case macOS
}

/// One object a description names: `UILabel:0x7fd94ccacfa0' '`, an accessibility identifier
/// (`Username`), or the superview `|`.
public struct LoggedItem: Hashable, Sendable {
  /// The class as printed (`DuckDuckGo.UnifiedToggleInputToolbarView`); nil for an object
  /// printed by its accessibility identifier whose class the log does not say.
  public var className: String?
  /// `0x…` (lowercased); nil when the log does not print it.
  public var address: String?
  /// The text UIKit printed after the address (`'Show More'`), without the quotes; nil when none.
  public var text: String?
  /// The accessibility identifier the object was printed by, when it was.
  public var accessibilityName: String?
  /// True for the `|` of a Visual Format description (resolved through `'|'` in the names).
  public var isSuperview: Bool
  /// 0, or n for the n+1-th object one log prints at this address with another class, text or
  /// identifier (a page's placeholder address: `AddressTwins`); such objects are kept apart.
  public var twin = 0
  /// True for the content area of the scroll view this item names: iOS 8's
  /// `UITableView:0x….contentHeight{id: 444}` (`_UIScrollViewAutomaticContentSizeConstraint`,
  /// unseen-b log b37), the content size UIScrollView's `contentLayoutGuide` stands for since iOS 11.
  public var contentGuide = false

  /// An item.
  public init(
    className: String? = nil, address: String? = nil, text: String? = nil, accessibilityName: String? = nil,
    isSuperview: Bool = false
  ) {
    self.className = className
    self.address = address
    self.text = text
    self.accessibilityName = accessibilityName
    self.isSuperview = isSuperview
  }
}

/// The attribute names UIKit and AppKit print, read into Layout's one `Attribute` (no copy of
/// the vocabulary here: `recipeName` is Layout's recipe word, `isMargin` and `axis` are Layout's).
extension Attribute {
  /// Reads a printed attribute: Auto Layout's names, `baseline`, and the autoresizing (frame)
  /// names `minX midX maxX minY midY maxY`.
  public static func logged(_ text: String) -> Attribute? {
    switch text {
    case "minX": return .left
    case "maxX": return .right
    case "midX": return .centerX
    case "minY": return .top
    case "maxY": return .bottom
    case "midY": return .centerY
    default: return Attribute(name: text)
    }
  }

  /// The recipe's spelling (`LeadingMargin`, `LastBaseline`).
  var recipeName: String { Self.word(forName: rawValue) }

  /// Whether it lives on the horizontal axis.
  var isHorizontal: Bool { axis == .horizontal }

  /// Whether it is an edge (or margin edge) a container and its content share: relating the same
  /// edge of two views says one holds the other.
  var isEdge: Bool {
    switch self {
    case .left, .right, .top, .bottom, .leading, .trailing: return true
    default: return false
    }
  }
}

/// `==`, `>=`, `<=`.
public enum LoggedRelation: String, Hashable, Sendable {
  case equal = "=="
  case greaterThanOrEqual = ">="
  case lessThanOrEqual = "<="

  /// The recipe's spelling.
  var recipeSymbol: String {
    switch self {
    case .equal: return "="
    case .greaterThanOrEqual: return ">="
    case .lessThanOrEqual: return "<="
    }
  }
}

/// One pair of a description's `names:`: `'|':UIView:0x…`, `Username:0x…`.
public struct LoggedName: Hashable, Sendable {
  /// `|` for the superview, else the name printed in the body.
  public var key: String
  /// The object.
  public var item: LoggedItem
}

/// One side of an equation: `item.attribute`.
public struct LoggedAnchor: Hashable, Sendable {
  /// The object.
  public var item: LoggedItem
  /// Its attribute.
  public var attribute: Attribute

  /// An anchor.
  public init(item: LoggedItem, attribute: Attribute) {
    self.item = item
    self.attribute = attribute
  }
}

/// A constraint's meaning: `first relation multiplier x second + constant`.
public struct LoggedEquation: Hashable, Sendable {
  /// The left side.
  public var first: LoggedAnchor
  /// The relation.
  public var relation: LoggedRelation
  /// The right side's anchor; nil for `A.width == 40`.
  public var second: LoggedAnchor?
  /// Multiplies `second`.
  public var multiplier: Double
  /// Added.
  public var constant: Double

  /// An equation.
  public init(
    first: LoggedAnchor, relation: LoggedRelation, second: LoggedAnchor?, multiplier: Double = 1,
    constant: Double = 0
  ) {
    self.first = first
    self.relation = relation
    self.second = second
    self.multiplier = multiplier
    self.constant = constant
  }
}

/// How a description printed its body.
public enum LoggedForm: String, Hashable, Sendable {
  /// `A.width == 40`, `A.leading == B.leading + 16`.
  case equation
  /// One step of a visual format: `H:|-(8)-[A]`, `V:[A(44)]`.
  case visualFormat
  /// An AppKit NSGridView expression: `(G.row-boundary+0.5*(…)) == B.centerY` (not representable).
  case expression
}

/// One constraint description of a log, `<CLASS:0xADDR … BODY   (active, names: …)>`, read.
public struct LoggedConstraint: Hashable, Sendable {
  /// The description as printed (quote prefixes and escapes removed), `<` to `>`.
  public var text: String
  /// Where its `<` is in the paste.
  public var location: LogLocation
  /// `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`, `SnapKit.LayoutConstraint`, …
  public var className: String
  /// `0x…` (lowercased): the constraint's identity, kept as its id in the recipe.
  public var address: String
  /// SnapKit's and similar libraries' `File.swift#19`.
  public var sourceLocation: String?
  /// `h=--& v=--&` (autoresizing masks).
  public var mask: String?
  /// The quoted identifier (`UIView-Encapsulated-Layout-Height`).
  public var identifier: String?
  /// The body as printed (`V:[UIView:0x…(200)]`, `A.width == 40`).
  public var body: String
  /// How the body was printed.
  public var form: LoggedForm
  /// What it means; nil when the body could not be read (an expression; a warning says why).
  public var equation: LoggedEquation?
  /// 1000 unless the description prints a priority (dumps: ` priority:250`, `@250`).
  public var priority: Double
  /// Whether it printed `(LTR)`: left and right instead of leading and trailing.
  public var leftToRight: Bool
  /// The `names:` pairs: key (`'|'`, an accessibility identifier) to item.
  public var names: [LoggedName]

  /// Whether UIKit or AppKit made it (not the app): an identifier of theirs or an autoresizing mask.
  public var isSystemMade: Bool {
    if mask != nil || className == "NSAutoresizingMaskLayoutConstraint" { return true }
    guard let identifier else { return className.hasPrefix("_UI") }
    let prefixes = [
      "UIView-", "_UI", "UISV-", "UIViewSafeAreaLayoutGuide", "UIViewLayoutMarginsGuide", "NSView-",
    ]
    return prefixes.contains { identifier.hasPrefix($0) }
  }
}

/// What a log reports.
public enum LogKind: String, Hashable, Sendable {
  /// "Unable to simultaneously satisfy constraints" (or AppKit's "Conflicting constraints detected").
  case unsatisfiable
  /// A bare constraint list or an lldb dump of constraints, with no header.
  case constraintList
}

/// One log of a paste: a header, the list, the recover line.
public struct ParsedLog: Hashable, Sendable {
  /// What it reports.
  public var kind: LogKind
  /// iOS or macOS (from the header's form and the classes).
  public var platform: LogPlatform
  /// Where it starts.
  public var location: LogLocation
  /// The listed constraints, in the log's order (the order means nothing to UIKit).
  public var constraints: [LoggedConstraint]
  /// The constraint UIKit or AppKit broke to recover (the "Will attempt to recover" line).
  public var broken: LoggedConstraint?
  /// Whether the list was read to its closing `)`.
  public var listClosed: Bool
  /// Whether the list was printed at all (absent when the paste starts after it).
  public var hasList: Bool
  /// Whether the log's constraints were redacted (`<private>`).
  public var redacted: Bool
  /// Where the reporter elided part of the log (`...`, `[snip]` lines: unseen logs u10, u22), in
  /// paste order; one location for a run of such lines.
  public var elisions: [Elision] = []
  /// Whether an elision stands in the constraint list or in place of it: the constraints left out
  /// are not known, so the list cannot be checked even when it is closed.
  public var listElided = false

  /// Whether the paste starts inside the list, with no header and no `(` before its first
  /// description (its start is cut: unseen logs u16, u18, u20, u24, u25).
  public var startsInsideList = false
  /// Whether the paste ends at "Will attempt to recover by breaking constraint", before the
  /// constraint it names (unseen logs u06, u07, u14, u50).
  public var recoverLineCut = false
  /// What cut the recover line, in the parentheses' words, when it is not the paste ending right
  /// after "Will attempt to recover by breaking constraint": the paste ends inside those words
  /// (`Will `: unseen-e logs' leftover d04), or the constraint is cut before or inside its address
  /// (`<NS`, `<NSLayoutConstraint:0x28241f`: unseen-e e33, e15).
  public var recoverCutReason: String?
  /// Whether the list was printed without its brackets: the descriptions follow the header's
  /// advice with no `(` and end at the recover line with no `)` (a page that dropped them:
  /// unseen-b logs b24, b26). Such a list is read to the recover line.
  public var listUnbracketed = false

  /// Whether the log is complete: the whole list and the broken constraint.
  public var isComplete: Bool { hasList && listClosed && broken != nil && !redacted }

  /// Why the log does not say which constraint UIKit (AppKit) broke, in parentheses' words; nil
  /// when it does.
  public var unnamedBreakReason: String? {
    guard broken == nil else { return nil }
    if let reason = recoverCutReason { return reason }
    return recoverLineCut
      ? "the paste ends at \"Will attempt to recover by breaking constraint\", before the constraint"
      : "no \"Will attempt to recover\" line"
  }
}

/// `*`, `+`, `•` or none: how a view of an `_autolayoutTrace` is laid out.
public enum TraceMarker: String, Hashable, Sendable {
  /// `*`: laid out with Auto Layout.
  case autoLayout = "*"
  /// `+`: laid out manually, in the engine through its autoresizing mask.
  case autoresizing = "+"
  /// `•`: a layout engine host.
  case engineHost = "•"
  /// No marker: not in the engine.
  case none = ""
}

/// One line of an `_autolayoutTrace` tree.
public struct TraceNode: Hashable, Sendable {
  /// Depth (count of `|   `).
  public var depth: Int
  /// The object.
  public var item: LoggedItem
  /// Its marker.
  public var marker: TraceMarker
  /// Whether the line says `AMBIGUOUS LAYOUT`.
  public var ambiguous: Bool
  /// The ambiguous engine variables (`minX`, `Height`), with their ids.
  public var variables: [String]
  /// Where the line is.
  public var location: LogLocation
}

/// An ambiguity trace: `_autolayoutTrace`'s tree, or iOS 11's automatic synopsis.
public struct AmbiguityTrace: Hashable, Sendable {
  /// Where it starts.
  public var location: LogLocation
  /// The nodes, in printed order (depth gives the tree).
  public var nodes: [TraceNode]
  /// Where the reporter elided rows of the trace (`[snip]`: unseen log u22).
  public var elisions: [Elision] = []
}

/// A line a reporter put in place of part of a paste (`...`, `…`, `[snip]`, `<snip>`, `[...]`):
/// what was there is not known.
public struct Elision: Hashable, Sendable {
  /// Where the line is (the first of a run).
  public var location: LogLocation
  /// The line as pasted, trimmed (`[snip]`).
  public var text: String

  /// An elision line and where it is.
  public init(location: LogLocation, text: String) {
    self.location = location
    self.text = text
  }
}

/// Everything read from one paste.
public struct ConsoleLogDocument: Hashable, Sendable {
  /// The file name as given.
  public var fileName: String
  /// The conflict logs and lists, in paste order.
  public var logs: [ParsedLog]
  /// The ambiguity traces, in paste order.
  public var traces: [AmbiguityTrace]
  /// What could not be read, located.
  public var warnings: [LogWarning]
}
