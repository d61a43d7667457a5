import Layout
import Recipe

/// How a solved scene compares with the frames Interface Builder stored (`--compare-frames`):
/// each view whose solved frame is more than `tolerance` from IB's, the edges that differ and the
/// cause where the importer knows it, and how many views are within the tolerance.
public struct FrameComparison: Hashable, Sendable {
  /// One view outside the tolerance (or one IB marks, whose stored frame is not IB's solution).
  public struct Difference: Hashable, Sendable {
    /// The view's name in the recipe (the element and id when the recipe does not have it).
    public var name: String
    /// The view's IB id.
    public var ibID: IBID
    /// The line of the view's element in the IB file.
    public var line: Int
    /// IB's stored frame, absolute within the scene (within its superview IB marks ambiguous, for
    /// a view inside one: `StoredFrame.ambiguousSuperview`).
    public var stored: Rect
    /// Ours, likewise; nil when the view is not in the solved scene.
    public var solved: Rect?
    /// The edges that differ by more than the tolerance, ours minus IB's: `left`, `top`,
    /// `right`, `bottom`.
    public var edges: [EdgeDifference]
    /// Why, where the importer knows.
    public var cause: Cause?
    /// Whether the view counts in `within` / `counted` (IB's stored frame is its solution).
    public var counted: Bool
  }

  /// An edge of a view, ours minus IB's.
  public struct EdgeDifference: Hashable, Sendable {
    /// `left`, `top`, `right` or `bottom`.
    public var edge: String
    /// Our edge minus IB's, in points.
    public var delta: Double

    /// An edge and how far ours is from IB's.
    public init(edge: String, delta: Double) {
      self.edge = edge
      self.delta = delta
    }
  }

  /// Why a view is not at IB's frame.
  public enum Cause: Hashable, Sendable {
    /// IB marks it `misplaced="YES"`: its stored frame is not what its constraints give.
    case misplacedInIB
    /// IB marks it `ambiguous="YES"`: the constraints leave its frame open.
    case ambiguousInIB
    /// Our solution leaves its frame open (the diagnosis says why).
    case ambiguous
    /// Its size comes from text, which IB measured in San Francisco and we in the system font's
    /// stand-in.
    case textMeasuredInAnotherFont
    /// Its size comes from text in a named family that is not installed (often a font the app
    /// bundles, which the document lists in `customFonts`): IB measured it in that family, we in
    /// `drawnIn`.
    case textInMissingFont(family: String, drawnIn: String)
    /// The importer approximates the view (the text says how).
    case approximation(String)
    /// The view is not in the imported recipe.
    case notImported
    /// It lies inside a superview IB marks ambiguous (named), and is compared where it sits in
    /// that superview: IB's stored origin for the superview is one of many.
    case insideAmbiguousSuperview(String)

    /// The cause in words.
    public var text: String {
      switch self {
      case .misplacedInIB: return "IB marks it misplaced: its stored frame is not its constraints' solution"
      case .ambiguousInIB: return "IB marks it ambiguous: its constraints leave its frame open"
      case .ambiguous: return "ambiguous in our layout"
      case .textMeasuredInAnotherFont:
        return "its size comes from text, measured in another font than IB's San Francisco"
      case .textInMissingFont(let family, let drawnIn):
        return "its size comes from text in \(family), which is not installed: measured in \(drawnIn)"
      case .approximation(let text): return text
      case .notImported: return "not in the imported recipe"
      case .insideAmbiguousSuperview(let name):
        return "compared within \(name), which IB marks ambiguous (its stored origin is one of many)"
      }
    }

    /// A short machine name (JSON).
    public var kind: String {
      switch self {
      case .misplacedInIB: return "misplacedInIB"
      case .ambiguousInIB: return "ambiguousInIB"
      case .ambiguous: return "ambiguous"
      case .textMeasuredInAnotherFont: return "textFont"
      case .textInMissingFont: return "textFontNotInstalled"
      case .approximation: return "approximation"
      case .notImported: return "notImported"
      case .insideAmbiguousSuperview: return "insideAmbiguousSuperview"
      }
    }
  }

  /// The tolerance in points.
  public var tolerance: Double
  /// The views outside the tolerance, and every view IB marks, in document order.
  public var differences: [Difference]
  /// How many views IB stored its own solution for (neither misplaced nor ambiguous).
  public var counted: Int
  /// How many of those are within the tolerance.
  public var within: Int

  /// A comparison from its parts.
  public init(tolerance: Double, differences: [Difference], counted: Int, within: Int) {
    self.tolerance = tolerance
    self.differences = differences
    self.counted = counted
    self.within = within
  }

  /// The counts of several comparisons together (their differences one after the other).
  public init(combining comparisons: [FrameComparison], tolerance: Double) {
    self.init(
      tolerance: tolerance, differences: comparisons.flatMap(\.differences),
      counted: comparisons.map(\.counted).reduce(0, +), within: comparisons.map(\.within).reduce(0, +))
  }

  /// `N of M views at Interface Builder's frames (within 1 pt)`.
  public var summary: String {
    "\(within) of \(counted) views at Interface Builder's frames (within \(formatPoints(tolerance)) pt)"
  }

  /// Compares the solved `result` of `variant` with the `stored` frames, views matched by IB id.
  /// `missingFonts` maps each named family that is not installed to the font measured instead: a
  /// text view in one of them that differs in size is put down to that font, one in an installed
  /// named family to no font (IB measured it in the same one), one in the system font to San
  /// Francisco's stand-in.
  public static func compare(
    _ stored: [StoredFrame], variant: LoweredVariant, result: LayoutResult, tolerance: Double = 1,
    missingFonts: [String: String] = [:]
  ) -> FrameComparison {
    var byID: [IBID: ViewID] = [:]
    for (index, origin) in variant.viewOrigins.enumerated() {
      if let id = origin.ibID.map({ IBID($0) }), byID[id] == nil { byID[id] = ViewID(index) }
    }
    var ambiguous: [ViewID: Set<FrameDimension>] = [:]
    for entry in result.ambiguity?.entries ?? [] {
      ambiguous[entry.view, default: []].formUnion(entry.dimensions)
    }
    var storedByID: [IBID: StoredFrame] = [:]
    for view in stored where storedByID[view.ibID] == nil { storedByID[view.ibID] = view }
    var comparison = FrameComparison(tolerance: tolerance, differences: [], counted: 0, within: 0)
    for view in stored {
      let id = byID[view.ibID]
      var solved = id.map { result[$0].frame }
      var ibFrame = view.frame
      // Inside a superview IB marks ambiguous: both frames within that superview. Our ambiguity
      // of the view is IB's flag when it is only of position and only where the superview's is.
      var superviewName: String?
      var movesWithSuperview = false
      if let superview = view.ambiguousSuperview, let superviewID = byID[superview],
        let storedSuperview = storedByID[superview], let id, let ours = solved
      {
        let oursOrigin = result[superviewID].frame.origin
        let ibOrigin = storedSuperview.frame.origin
        solved = Rect(
          x: ours.minX - oursOrigin.x, y: ours.minY - oursOrigin.y, width: ours.width, height: ours.height)
        ibFrame = Rect(
          x: ibFrame.minX - ibOrigin.x, y: ibFrame.minY - ibOrigin.y, width: ibFrame.width,
          height: ibFrame.height)
        superviewName = variant.scene.view(superviewID)?.name.spelling ?? superview.rawValue
        let own = ambiguous[id] ?? []
        movesWithSuperview =
          own.isSubset(of: [.minX, .minY]) && own.isSubset(of: ambiguous[superviewID] ?? [])
      }
      let edges = solved.map { Self.edges(ours: $0, ib: ibFrame, tolerance: tolerance) } ?? []
      let close = solved != nil && edges.isEmpty
      if view.isIBSolution {
        comparison.counted += 1
        if close { comparison.within += 1 }
      }
      guard !close || !view.isIBSolution else { continue }
      let cause = Self.cause(
        view, solved: solved, ambiguous: id.map { ambiguous[$0] != nil && !movesWithSuperview } ?? false,
        insideAmbiguousSuperview: superviewName, family: id.flatMap { variant.scene.view($0)?.font.family },
        missingFonts: missingFonts, tolerance: tolerance)
      let name = id.flatMap { variant.scene.view($0)?.name.spelling } ?? "<\(view.element)>"
      comparison.differences.append(
        Difference(
          name: name, ibID: view.ibID, line: view.line, stored: ibFrame, solved: solved, edges: edges,
          cause: cause, counted: view.isIBSolution))
    }
    return comparison
  }

  /// Why `view` is not at its stored frame (`solved`: ours, nil when not imported), the first that
  /// applies: IB's own flags, not imported, an approximation the importer made, our ambiguity
  /// (`ambiguous`: not just moving with an ambiguous superview), inside the ambiguous superview
  /// `insideAmbiguousSuperview`, a text sized in another font (`family`: the view's named family,
  /// nil for the system font; one of `missingFonts` was drawn in a stand-in); nil: none known.
  private static func cause(
    _ view: StoredFrame, solved: Rect?, ambiguous: Bool, insideAmbiguousSuperview superviewName: String?,
    family: String?, missingFonts: [String: String], tolerance: Double
  ) -> Cause? {
    if view.isMisplaced { return .misplacedInIB }
    if view.isAmbiguous { return .ambiguousInIB }
    guard let solved else { return .notImported }
    if let approximation = view.approximation { return .approximation(approximation) }
    if ambiguous { return .ambiguous }
    if let superviewName { return .insideAmbiguousSuperview(superviewName) }
    guard view.showsText, Self.sizeDiffers(solved, view.frame, tolerance: tolerance) else { return nil }
    guard let family else { return .textMeasuredInAnotherFont }
    return missingFonts[family].map { .textInMissingFont(family: family, drawnIn: $0) }
  }

  /// Whether the widths or the heights differ by more than `tolerance`.
  static func sizeDiffers(_ ours: Rect, _ ib: Rect, tolerance: Double) -> Bool {
    abs(ours.width - ib.width) > tolerance || abs(ours.height - ib.height) > tolerance
  }

  /// The edges of `ours` more than `tolerance` from `ib`'s, ours minus IB's.
  static func edges(ours: Rect, ib: Rect, tolerance: Double) -> [EdgeDifference] {
    let pairs: [(String, Double)] = [
      ("left", ours.minX - ib.minX), ("top", ours.minY - ib.minY), ("right", ours.maxX - ib.maxX),
      ("bottom", ours.maxY - ib.maxY),
    ]
    return pairs.filter { abs($0.1) > tolerance }.map { EdgeDifference(edge: $0.0, delta: $0.1) }
  }
}
