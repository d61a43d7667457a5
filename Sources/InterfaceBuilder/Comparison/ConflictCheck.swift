import Layout
import Recipe

/// Whose conflict a solved scene's conflict is (`--compare-frames`): each required constraint our
/// layout broke to recover is evaluated, with the rest of its conflicting set, at the frames
/// Interface Builder stored. IB's engine lays the canvas out from the same constraints; when its
/// stored frames miss a required constraint of the set too, the file's own constraints conflict
/// (Xcode shows them in red), and the warning says which and by how much. When IB's frames hold
/// every constraint of the set, the conflict is the model's: some size, margin or inset we give a
/// view is not IB's (docs/interface-builder.md, "Conflicts IB's stored frames share").
public struct ConflictCheck: Hashable, Sendable {
  /// One constraint of a conflicting set, with how far IB's stored frames miss it.
  public struct Member: Hashable, Sendable {
    /// The constraint as the cookbook writes it (`Label.Width <= 41.5`, an implicit one in
    /// UIKit's log form).
    public var text: String
    /// Its IB id, for a constraint of the file.
    public var ibID: IBID?
    /// Its line in the IB file, when known.
    public var line: Int?
    /// How far IB's stored frames miss it, in points (0 where they hold it).
    public var miss: Double
    /// For a view's own implicit constraint (its content size), the view's IB id and element.
    public var viewIBID: IBID?
    public var viewElement: String?

    /// A member.
    public init(
      text: String, ibID: IBID?, line: Int?, miss: Double, viewIBID: IBID? = nil, viewElement: String? = nil
    ) {
      self.text = text
      self.ibID = ibID
      self.line = line
      self.miss = miss
      self.viewIBID = viewIBID
      self.viewElement = viewElement
    }
  }

  /// Whose conflict it is.
  public enum Verdict: String, Hashable, Sendable {
    /// IB's stored frames miss the constraint we broke: the file's own conflict.
    case ibBreaksItToo
    /// IB's stored frames hold the constraint we broke but miss another of the set: the file's
    /// own conflict, which IB resolved by breaking another constraint.
    case ibBreaksAnother
    /// IB's stored frames hold every constraint of the set: the conflict is the model's.
    case ibHoldsAll
  }

  /// The constraint our layout broke to recover.
  public var broken: Member
  /// The other constraints of the conflicting set IB's stored frames miss by more than the
  /// tolerance; for `ibHoldsAll`, the members (the broken one included) they miss by less, the
  /// largest miss first (a file's own conflict of under a point, or text measured in another font).
  public var ibMisses: [Member]
  /// Whose conflict it is.
  public var verdict: Verdict
  /// The line of the scene's element, where a conflict without a constraint of the file is located.
  public var sceneLine: Int
  /// How far IB's frames may miss a constraint and still hold it, in points.
  public var tolerance: Double

  /// A check from its parts.
  public init(broken: Member, ibMisses: [Member], verdict: Verdict, sceneLine: Int, tolerance: Double = 1) {
    self.broken = broken
    self.ibMisses = ibMisses
    self.verdict = verdict
    self.sceneLine = sceneLine
    self.tolerance = tolerance
  }

  /// The line the warning is located at: the broken constraint's, else the first constraint IB's
  /// frames miss, else the scene's.
  public var line: Int {
    broken.line ?? (verdict == .ibHoldsAll ? nil : ibMisses.compactMap(\.line).first) ?? sceneLine
  }

  /// The finding in words.
  public var text: String {
    let what = "\(broken.text) broken to recover"
    switch verdict {
    case .ibBreaksItToo:
      return
        "\(what): the file's own constraints conflict: Interface Builder's stored frames break it too "
        + "(by \(formatPoints(broken.miss)) pt)"
    case .ibBreaksAnother:
      let others = ibMisses.map { "\($0.text) by \(formatPoints($0.miss)) pt" }.joined(separator: ", ")
      return
        "\(what): the file's own constraints conflict: Interface Builder's stored frames hold it "
        + "but break \(others)"
    case .ibHoldsAll:
      let largest = ibMisses.first.map { " (\($0.text) missed by \(formatPoints($0.miss)) pt)" } ?? ""
      return
        "\(what): Interface Builder's stored frames hold every constraint of this conflict within "
        + "\(formatPoints(tolerance)) pt\(largest), so a size, margin or inset the layout gives a view differs from IB's"
    }
  }

  /// The finding as an import warning of `fileName`, located at the constraint's line.
  public func warning(fileName: String) -> ImportWarning {
    let element =
      broken.ibID.map { "<constraint id=\"\($0.rawValue)\">" }
      ?? broken.viewIBID.map { "<\(broken.viewElement ?? "view") id=\"\($0.rawValue)\">" } ?? "<scene>"
    return ImportWarning(fileName: fileName, line: line, element: element, message: text)
  }

  /// An implicit constraint in words, and the view it belongs to: a required content priority
  /// as the Size inspector names it (`Label's content hugging priority 1000: width <= 41.5`), a
  /// size kept non-negative, and the rest in UIKit's log form.
  static func describe(_ implicit: ImplicitConstraint, in scene: Scene) -> (String, ViewID?) {
    func name(_ view: ViewID) -> String { scene.view(view)?.name.spelling ?? "\(view)" }
    func length(_ axis: Axis) -> String { axis == .horizontal ? "width" : "height" }
    let value = formatPoints(implicit.constant)
    let priority = implicit.priority.isRequired ? "1000" : "\(implicit.priority.rawValue)"
    switch implicit.kind {
    case .hugging(let view, let axis):
      return ("\(name(view))'s content hugging priority \(priority): \(length(axis)) <= \(value)", view)
    case .compressionResistance(let view, let axis):
      return (
        "\(name(view))'s compression resistance priority \(priority): \(length(axis)) >= \(value)", view
      )
    case .nonNegativeSize(let view, let axis):
      return ("\(name(view))'s \(length(axis)) >= 0", view)
    case .contentViewPin(let view, _), .stackView(let view, _):
      return (implicit.description, view)
    case .sceneSize, .fittingSize:
      return (implicit.description, nil)
    }
  }

  /// The checks of every conflict of `result`, the solution of `variant` (a recipe imported
  /// with `constraintLines`), at the `stored` frames IB stored for it: each view IB stored its
  /// own solution for (neither misplaced nor ambiguous) is put at its stored frame, every other
  /// one where our layout put it. `tolerance` is how far a constraint may be missed (IB stores
  /// frames rounded to its canvas's pixels and measured text in San Francisco).
  /// - Throws: what `LayoutEngine.solve` throws for the variant's scene.
  public static func check(
    _ result: LayoutResult, variant: LoweredVariant, stored: [StoredFrame], constraintLines: [IBID: Int],
    sceneLine: Int, measure: TextMeasurer, tolerance: Double
  ) throws(LayoutError) -> [ConflictCheck] {
    let conflicts = result.conflicts
    guard !conflicts.isEmpty else { return [] }
    var byID: [IBID: ViewID] = [:]
    for (index, origin) in variant.viewOrigins.enumerated() {
      if let id = origin.ibID.map({ IBID($0) }), byID[id] == nil { byID[id] = ViewID(index) }
    }
    var frames: [ViewID: Rect] = [:]
    for view in stored where view.isIBSolution {
      if let id = byID[view.ibID], frames[id] == nil { frames[id] = view.frame }
    }
    let refs = Array(Set(conflicts.flatMap { $0.conflicting + [$0.broken] }))
    let misses = try LayoutEngine.misses(of: refs, in: variant.scene, measure: measure, at: frames)
    func member(_ ref: ConstraintRef) -> Member {
      let miss = misses[ref] ?? 0
      switch ref {
      case .explicit(let i):
        let text = variant.scene.constraints[i].cookbookText(in: variant.scene)
        let ibID = variant.origin(of: ref)?.ibID.map { IBID($0) }
        return Member(text: text, ibID: ibID, line: ibID.flatMap { constraintLines[$0] }, miss: miss)
      case .implicit(let i):
        guard result.implicitConstraints.indices.contains(i) else {
          return Member(text: "\(ref)", ibID: nil, line: nil, miss: miss)
        }
        let implicit = result.implicitConstraints[i]
        let (text, view) = describe(implicit, in: variant.scene)
        // A view's own constraint (its content size, its size >= 0) is located at the view.
        let viewIBID = view.flatMap { variant.origin(of: $0)?.ibID }.map { IBID($0) }
        let frame = viewIBID.flatMap { id in stored.first { $0.ibID == id } }
        return Member(
          text: text, ibID: nil, line: frame?.line, miss: miss, viewIBID: viewIBID,
          viewElement: frame?.element)
      }
    }
    return conflicts.map { conflict in
      let broken = member(conflict.broken)
      let members = conflict.conflicting.filter { $0 != conflict.broken }.map(member)
      let others = members.filter { $0.miss > tolerance }
      let verdict: Verdict =
        broken.miss > tolerance ? .ibBreaksItToo : others.isEmpty ? .ibHoldsAll : .ibBreaksAnother
      // Held within the tolerance: the members IB's frames still miss a little, the largest first.
      let small = ([broken] + members).filter { $0.miss > 1e-6 }.sorted { $0.miss > $1.miss }
      return ConflictCheck(
        broken: broken, ibMisses: verdict == .ibHoldsAll ? small : others, verdict: verdict,
        sceneLine: sceneLine, tolerance: tolerance)
    }
  }
}
