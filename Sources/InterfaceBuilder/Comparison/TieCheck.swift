import Layout
import Recipe

/// Why a solved scene leaves lengths open where Interface Builder marks no view ambiguous, when
/// the file's own priorities say so (`--compare-frames`): two or more views ambiguous in the same
/// length (width or height) that our layout squeezes below their content size with the same
/// compression resistance, or stretches past it with the same content hugging. Nothing in the file
/// says which of them gives up the missing length or takes the spare one, a tie Auto Layout
/// settles by itself; the check names the views, the priority they share, and the lengths IB
/// stored for them beside ours. A view of a class without a content size whose length no
/// constraint fixes is the file's own opening too (`Kind.open`, one view each)
/// (docs/interface-builder.md, "Conflicts IB's stored frames share", "Lengths the file leaves open").
public struct TieCheck: Hashable, Sendable {
  /// One view of the tie.
  public struct View: Hashable, Sendable {
    /// Its name in the recipe.
    public var name: String
    /// Its IB id.
    public var ibID: IBID?
    /// Its element (`label`, ...) and line in the IB file, when IB stored a frame for it.
    public var element: String?
    public var line: Int?
    /// Our length along the axis, and the one IB stored (nil when IB stored none).
    public var ours: Double
    public var ib: Double?

    /// A view of a tie.
    public init(name: String, ibID: IBID?, element: String?, line: Int?, ours: Double, ib: Double?) {
      self.name = name
      self.ibID = ibID
      self.element = element
      self.line = line
      self.ours = ours
      self.ib = ib
    }
  }

  /// Whether the views are squeezed (their compression resistance decides) or stretched (their
  /// content hugging does).
  public enum Kind: String, Hashable, Sendable {
    case squeezed
    case stretched
    /// One view of a UIKit class without a content size (`StoredFrame.element` in
    /// `TieCheck.sizeless`) whose length along the axis the file's constraints leave open (it may
    /// be related to other lengths, none of them fixed): nothing ties it (`priority` is 0).
    case open
    /// One view with a content size along the axis whose length an optional constraint of the
    /// file (`contenders`) pulls away from that size with the priority of the view's own
    /// resistance to it (compression resistance when it would squeeze the view, hugging when it
    /// would stretch it), and the solution breaks the constraint: Auto Layout pays the same for
    /// any length between the two, so nothing in the file picks one (a tie of a constraint and a
    /// content priority). Only a constraint naming the view by a size or an edge counts
    /// (`pullsLength`), and only at the priority that opposes its pull (`opposingPriorities`).
    /// Where the content size fits the constraint, as IB's may (text measured in the
    /// file's own font), both hold and nothing is open.
    case contested
  }

  /// IB elements whose UIKit class has no intrinsic content size of its own: UIView's is
  /// `noIntrinsicMetric` in both axes unless a subclass overrides it [DOC: UIView
  /// `intrinsicContentSize`, "If a custom view has no intrinsic size for a given dimension, it
  /// can use noIntrinsicMetric"; NSView's page: "The default width and height values of this
  /// property are set to noIntrinsicMetric"], and a scroll, table or collection view sizes
  /// its content, not itself. A view of another element (a control we approximate as a plain
  /// view) may be open in our layout only for want of a size UIKit gives it, so it is not one.
  public static let sizeless: Set<String> = ["view", "scrollView", "tableView", "collectionView"]

  /// The axis of the length the views share.
  public var axis: Axis
  /// Squeezed or stretched.
  public var kind: Kind
  /// The priority they all have along it: compression resistance (squeezed) or hugging.
  public var priority: Int
  /// The views, in scene order.
  public var views: [View]
  /// The line of the scene's element (where a tie without a stored view is located).
  public var sceneLine: Int
  /// The required constraints along the axis that the layout broke to recover from the scene's
  /// conflict and that name a view of the finding (`cookbookText`): a length one of them held is
  /// open because of that conflict, not because the file leaves it so.
  public var recoveryBreaks: [String]
  /// For `Kind.contested`: the optional constraints of the file (`cookbookText`) that the layout
  /// breaks at the view's priority, and the view's content size along the axis.
  public var contenders: [String] = []
  public var contentLength: Double?

  /// A tie from its parts.
  public init(
    axis: Axis, kind: Kind, priority: Int, views: [View], sceneLine: Int, recoveryBreaks: [String] = [],
    contenders: [String] = [], contentLength: Double? = nil
  ) {
    self.axis = axis
    self.kind = kind
    self.priority = priority
    self.views = views
    self.sceneLine = sceneLine
    self.recoveryBreaks = recoveryBreaks
    self.contenders = contenders
    self.contentLength = contentLength
  }

  /// The line the warning is located at: the first view's.
  public var line: Int { views.compactMap(\.line).first ?? sceneLine }

  /// The finding in words.
  public var text: String {
    let length = axis == .horizontal ? "width" : "height"
    let names = Self.list(views.map(\.name))
    let broke = Self.list(recoveryBreaks)
    if kind == .open, let view = views.first {
      let element = view.element ?? "view"
      let stored =
        "Interface Builder stored \(view.ib.map(formatPoints) ?? "none"), ours \(formatPoints(view.ours))"
      guard recoveryBreaks.isEmpty else {
        return "\(view.name) is ambiguous in \(length) because of the scene's conflict: recovering from it "
          + "broke \(broke), which held it, and a \(element) has no content size along it (UIKit's is "
          + "noIntrinsicMetric unless its class's code gives one), so Auto Layout may give it any \(length); "
          + stored
      }
      return "\(view.name) is ambiguous in \(length): the file's constraints leave it open and a \(element) "
        + "has no content size along it (UIKit's is noIntrinsicMetric unless its class's code gives one), "
        + "so Auto Layout may give it any \(length), the file's own; " + stored
    }
    if kind == .contested, let view = views.first {
      let content = contentLength.map(formatPoints) ?? "its content size"
      return "\(view.name) is ambiguous in \(length): the file's \(Self.list(contenders)) "
        + "(priority \(priority)) and its content size (\(content), kept at the same priority \(priority)) "
        + "ask for different \(length)s, so Auto Layout pays the same for any \(length) between them, "
        + "a tie it settles by itself; where the content size fits the constraint both hold (Interface "
        + "Builder stored \(view.ib.map(formatPoints) ?? "none"), ours \(formatPoints(view.ours)))"
    }
    let (what, share) =
      kind == .squeezed
      ? ("compression resistance", "the \(length) missing can be taken from")
      : ("content hugging", "the spare \(length) can go to")
    var text =
      "\(names) are ambiguous in \(length): the file gives them the same \(what) along it (\(priority)), "
      + "so \(share) any of them, a tie Auto Layout settles by itself"
    let ib = views.map { $0.ib.map(formatPoints) ?? "none" }
    if !recoveryBreaks.isEmpty {
      text +=
        "; it follows the scene's conflict: recovering from it broke \(broke), which held their \(length)"
    }
    text +=
      "; Interface Builder stored \(Self.list(ib)), ours \(Self.list(views.map { formatPoints($0.ours) }))"
    return text
  }

  /// The finding as an import warning of `fileName`, located at the first view.
  public func warning(fileName: String) -> ImportWarning {
    let first = views.first { $0.line != nil }
    let element = first.flatMap { view in
      view.ibID.map { "<\(view.element ?? "view") id=\"\($0.rawValue)\">" }
    }
    return ImportWarning(fileName: fileName, line: line, element: element ?? "<scene>", message: text)
  }

  /// `a`, `a and b`, `a, b and c`.
  static func list(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
  }

  /// Whether a constraint naming a view by `attribute` asks for a length of it when it breaks: a
  /// size does; an edge does when the view's other edge stays (a broken edge pull the view could
  /// follow by moving would not break) [CHOICE: the other edge is not checked]; a centre or a
  /// baseline moves the view.
  static func pullsLength(_ attribute: Attribute) -> Bool {
    switch attribute.withoutMargin {
    case .width, .height, .left, .right, .leading, .trailing, .top, .bottom: return true
    default: return false
    }
  }

  /// The ties of `result`, the solution of `variant`, among its views ambiguous in a length that
  /// IB does not mark ambiguous (`stored`): along each axis, when any of them is squeezed below its
  /// content size, grouped by compression resistance; when any is stretched past it, by content
  /// hugging; a group of two or more is a tie. A view without a content size along the axis is no
  /// tie: one of a class that has none (`sizeless`) is reported alone as `Kind.open`.
  /// The content priorities a broken optional constraint must share with a view to contest its
  /// length (`Kind.contested`): the one that opposes its pull. Where our length `ours` is below
  /// the content size the constraint squeezes the view and compression resistance (`resist`)
  /// opposes it; past it, it stretches and hugging (`hug`) does. At the content size, a constraint
  /// holding the view's length at a constant `target` pulls towards it (below: resistance, above:
  /// hugging); another constraint's side is not worked out [CHOICE: the priorities of both sides
  /// count there, as before review37's second read; reading its side needs the values of its other
  /// items and margins].
  static func opposingPriorities(ours: Double, content: Double, hug: Int, resist: Int, target: Double?)
    -> Set<Int>
  {
    let tolerance = 0.001
    if ours < content - tolerance { return [resist] }
    if ours > content + tolerance { return [hug] }
    if let target {
      if target < content - tolerance { return [resist] }
      if target > content + tolerance { return [hug] }
      return []
    }
    return [resist, hug]
  }

  public static func check(
    _ result: LayoutResult, variant: LoweredVariant, stored: [StoredFrame], sceneLine: Int
  ) -> [TieCheck] {
    guard let ambiguity = result.ambiguity else { return [] }
    var storedByID: [IBID: StoredFrame] = [:]
    for frame in stored where storedByID[frame.ibID] == nil { storedByID[frame.ibID] = frame }
    var hugging: [ViewID: [Axis: Int]] = [:]
    var resistance: [ViewID: [Axis: Int]] = [:]
    for implicit in result.implicitConstraints {
      switch implicit.kind {
      case .hugging(let view, let axis): hugging[view, default: [:]][axis] = implicit.priority.rawValue
      case .compressionResistance(let view, let axis):
        resistance[view, default: [:]][axis] = implicit.priority.rawValue
      default: break
      }
    }
    var intrinsic: [ViewID: [Axis: Double]] = [:]
    for implicit in result.implicitConstraints {
      if case .hugging(let view, let axis) = implicit.kind {
        intrinsic[view, default: [:]][axis] = implicit.constant
      }
    }
    // The required constraints the layout broke to recover from a conflict, with their views.
    let scene = variant.scene
    let broken: [(text: String, axis: Axis, views: Set<ViewID>)] = scene.constraintRefs.compactMap { ref in
      guard result[constraint: ref].status == .brokenToRecover, let constraint = scene.constraint(ref) else {
        return nil
      }
      let views = Set(constraint.items.compactMap(\.viewID))
      return (constraint.cookbookText(in: scene), constraint.first.attribute.axis, views)
    }
    /// The broken constraints along `axis` that name one of `views`.
    func breaks(along axis: Axis, naming views: Set<ViewID>) -> [String] {
      broken.filter { $0.axis == axis && !$0.views.isDisjoint(with: views) }.map(\.text)
    }
    // The optional constraints of the file the layout breaks, with their axis and the views whose
    // length they can pull: those they name by a size or an edge (a centre or a baseline moves a
    // view without asking for a length).
    let brokenOptional:
      [(text: String, priority: Int, axis: Axis, views: Set<ViewID>, sizeConstant: Double?)] =
        scene.constraintRefs.compactMap { ref in
          guard case .brokenOptional = result[constraint: ref].status, let constraint = scene.constraint(ref),
            variant.origin(of: ref)?.ibID != nil
          else { return nil }
          let anchors = [constraint.first] + (constraint.second.map { [$0] } ?? [])
          let views = Set(anchors.filter { pullsLength($0.attribute) }.compactMap(\.item.viewID))
          // A view's own length held at a constant (`Width = 300`): the length it asks for.
          let sizeConstant =
            constraint.second == nil && constraint.first.attribute.isSize
            ? result[constraint: ref].resolvedConstant : nil
          return (
            constraint.cookbookText(in: scene), constraint.priority.rawValue, constraint.first.attribute.axis,
            views, sizeConstant
          )
        }
    var ties: [TieCheck] = []
    for axis in Axis.allCases {
      let dimension: FrameDimension = axis == .horizontal ? .width : .height
      var members: [(id: ViewID, ours: Double, content: Double, hug: Int, resist: Int)] = []
      for entry in ambiguity.entries where entry.dimensions.contains(dimension) {
        let ibID = variant.origin(of: entry.view)?.ibID.map { IBID($0) }
        // A view IB marks ambiguous is IB's flag, not a tie of ours.
        if let ibID, storedByID[ibID]?.isAmbiguous == true { continue }
        guard let hug = hugging[entry.view]?[axis], let resist = resistance[entry.view]?[axis],
          let content = intrinsic[entry.view]?[axis]
        else {
          // Without a content size along the axis: open when UIKit gives its class none either.
          if hugging[entry.view]?[axis] == nil, let ibID, let frame = storedByID[ibID],
            sizeless.contains(frame.element)
          {
            let ours = result[entry.view].frame
            let view = View(
              name: variant.scene.view(entry.view)?.name.spelling ?? "\(entry.view)", ibID: ibID,
              element: frame.element, line: frame.line, ours: axis == .horizontal ? ours.width : ours.height,
              ib: axis == .horizontal ? frame.frame.width : frame.frame.height)
            ties.append(
              TieCheck(
                axis: axis, kind: .open, priority: 0, views: [view], sceneLine: sceneLine,
                recoveryBreaks: breaks(along: axis, naming: [entry.view])))
          }
          continue
        }
        let frame = result[entry.view].frame
        members.append((entry.view, axis == .horizontal ? frame.width : frame.height, content, hug, resist))
      }
      // In a tie the layout puts the whole difference on one view: the group is squeezed when any
      // of its views is below its content size, stretched when any is past it.
      for kind in [Kind.squeezed, .stretched] {
        let active = members.contains {
          kind == .squeezed ? $0.ours < $0.content - 0.001 : $0.ours > $0.content + 0.001
        }
        guard active else { continue }
        var groups: [Int: [ViewID]] = [:]
        var order: [Int] = []
        for member in members {
          let key = kind == .squeezed ? member.resist : member.hug
          if groups[key] == nil { order.append(key) }
          groups[key, default: []].append(member.id)
        }
        for key in order {
          guard let ids = groups[key], ids.count > 1 else { continue }
          let views = ids.sorted().map { id -> View in
            let ibID = variant.origin(of: id)?.ibID.map { IBID($0) }
            let frame = ibID.flatMap { storedByID[$0] }
            let ours = result[id].frame
            return View(
              name: variant.scene.view(id)?.name.spelling ?? "\(id)", ibID: ibID, element: frame?.element,
              line: frame?.line, ours: axis == .horizontal ? ours.width : ours.height,
              ib: frame.map { axis == .horizontal ? $0.frame.width : $0.frame.height })
          }
          ties.append(
            TieCheck(
              axis: axis, kind: kind, priority: key, views: views, sceneLine: sceneLine,
              recoveryBreaks: breaks(along: axis, naming: Set(ids))))
        }
      }
      // A view in no tie of several whose length a broken optional constraint of the file contests
      // at the priority of its own content priority along the axis.
      let grouped = Set(ties.filter { $0.axis == axis }.flatMap(\.views).compactMap(\.ibID))
      for member in members {
        let ibID = variant.origin(of: member.id)?.ibID.map { IBID($0) }
        if let ibID, grouped.contains(ibID) { continue }
        let contenders = brokenOptional.filter {
          $0.axis == axis && $0.views.contains(member.id)
            && opposingPriorities(
              ours: member.ours, content: member.content, hug: member.hug, resist: member.resist,
              target: $0.sizeConstant
            ).contains($0.priority)
        }
        guard let priority = contenders.first?.priority else { continue }
        let frame = ibID.flatMap { storedByID[$0] }
        let view = View(
          name: variant.scene.view(member.id)?.name.spelling ?? "\(member.id)", ibID: ibID,
          element: frame?.element, line: frame?.line, ours: member.ours,
          ib: frame.map { axis == .horizontal ? $0.frame.width : $0.frame.height })
        ties.append(
          TieCheck(
            axis: axis, kind: .contested, priority: priority, views: [view], sceneLine: sceneLine,
            recoveryBreaks: breaks(along: axis, naming: [member.id]),
            contenders: contenders.filter { $0.priority == priority }.map(\.text),
            contentLength: member.content))
      }
    }
    return ties
  }
}
