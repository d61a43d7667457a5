import Layout
import Recipe

/// The line of a font family read from the document's own labels: Interface Builder stored, for
/// every label, the frame its engine computed with the real font, so a single-line label whose
/// height only its text sets is one line of that font rounded up to the canvas's pixel grid.
///
/// [CHOICE, docs/typesetting.md, "Families no font here has: the line read from the document":
/// the stored frames are the document's own data, which a user importing the file has as we do;
/// the line is used only while no font here has the family (the recipe's `font line`).] Each
/// label taken gives the interval of lines its height rounds up from, `(h - 1/scale, h]` over its
/// point size; the line is the middle of the interval the most labels agree on, taken only when
/// at least two labels and at least half of those taken agree.
public struct FamilyLine: Hashable, Sendable {
  /// The family, as the importer writes it on `font` attributes.
  public var family: String
  /// The line height per em.
  public var line: Double
  /// How many labels' stored heights agree on it.
  public var agreeing: Int
  /// How many labels were taken (single-line text, height set by nothing but the text).
  public var labels: Int

  /// A family's line and its evidence.
  public init(family: String, line: Double, agreeing: Int, labels: Int) {
    self.family = family
    self.line = line
    self.agreeing = agreeing
    self.labels = labels
  }
}

enum FamilyLineInference {
  /// The line of each named family of `document`'s labels that enough of them agree on, by
  /// `FontLineSyntax.key`-style key (lowercased, spaces removed).
  static func lines(in document: IBDocument) -> [String: FamilyLine] {
    let scale = IBCanvas(document: document).scale ?? defaultScale
    var intervals: [String: [(low: Double, high: Double)]] = [:]
    var names: [String: String] = [:]
    for scene in document.scenes {
      // Each view of a scene once: IB ids are unique within a scene only (a view copied into
      // another scene keeps its id there), and a view without an id is still a view.
      var seen: Set<IBID> = []
      let views = [scene.root] + scene.root.allDescendants
      let held = heldByOthers(views)
      for view in views where view.id.rawValue.isEmpty || seen.insert(view.id).inserted {
        guard !held.contains(view.id), let (family, interval) = evidence(view, scale: scale) else { continue }
        let key = FontLineSyntax.key(family)
        if names[key] == nil { names[key] = family }
        intervals[key, default: []].append(interval)
      }
    }
    var result: [String: FamilyLine] = [:]
    for (key, list) in intervals {
      guard let (line, agreeing) = agreedLine(list), agreeing >= 2, 2 * agreeing >= list.count,
        plausibleLines.contains(line), FontLineSyntax.range.contains(line), let family = names[key]
      else { continue }
      result[key] = FamilyLine(family: family, line: line, agreeing: agreeing, labels: list.count)
    }
    return result
  }

  /// The lines per em a family's line is taken in [CHOICE: real fonts' single lines are about 1 to
  /// 1.5 em (icon fonts 1, Gilroy 0.99, Avenir Next 1.366, Weather Icons 1.44; every line the
  /// census inferred lies in 0.98...1.45, docs/typesetting.md); a line outside 0.8...2 says that
  /// something besides the text set the labels' heights, and it must also stay inside what the
  /// recipe's parser takes, `FontLineSyntax.range`, or the imported recipe would not compile].
  static let plausibleLines: ClosedRange<Double> = 0.8...2

  /// How far (ems) the line a document's labels agree on must be from a line the program knows
  /// for the family (`ImportOptions.knownLines`) to contradict it [CHOICE: one label's interval
  /// is 1/scale over its size, 0.05 em for a 10-pt label at 2x and less for larger ones, so a
  /// known line further than that from the agreed one is outside every agreeing label's interval;
  /// amaroq's Roboto labels agree 0.147 em away from the pinned Roboto's line].
  static let contradiction = 0.05

  /// Whether the agreed `line` contradicts the `known` line (`contradiction`).
  static func contradicts(_ line: Double, _ known: Double) -> Bool {
    abs(line - known) > contradiction
  }

  /// The views of a scene (`views`: the root and all below it) whose height something besides
  /// their text can set, so that their stored height is no evidence of their font's line:
  /// - both vertical edges held by equalities (`top`/`topMargin`/`firstBaseline` and
  ///   `bottom`/`bottomMargin`/`lastBaseline`/`baseline`, at any priority), unless the bottom
  ///   hangs free (`VerticalHold.hangsFree`: what holds it moves with it, down a chain that ends
  ///   at nothing fixed);
  /// - a height tied to another item (`height` with a second item, either side);
  /// - an arranged view of a stack that stretches it vertically (a horizontal stack with `fill`
  ///   alignment; a vertical one with `fill`, `fillEqually` or `fillProportionally` distribution),
  ///   except a vertical `fill` stack whose own bottom hangs free: nothing then sets its height
  ///   but its arranged views, each at its own height.
  /// [CHOICE: what can set a height is read from the constraints alone, whatever the frames say.]
  static func heldByOthers(_ views: [IBView]) -> Set<IBID> {
    let hold = VerticalHold(views)
    var held: Set<IBID> = []
    var top: Set<IBID> = []
    var bottom: Set<IBID> = []
    for view in views {
      if let stack = view.stack, view.element == "stackView",
        stack.axis == "vertical"
          ? ["fill", "fillEqually", "fillProportionally"].contains(stack.distribution)
          : stack.alignment == "fill",
        !(stack.axis == "vertical" && stack.distribution == "fill" && hold.hangsFree(view.id))
      {
        held.formUnion(view.subviews.map(\.id))
      }
      for constraint in view.constraints {
        let first = constraint.resolvedFirstItem
        let ends =
          [(first, constraint.firstAttribute)]
          + (constraint.secondItem.map { [($0, constraint.secondAttribute ?? "")] } ?? [])
        for (item, attribute) in ends {
          if attribute == "height", constraint.secondItem != nil { held.insert(item) }
          guard constraint.relation == "equal" else { continue }
          if VerticalHold.tops.contains(attribute) { top.insert(item) }
          if VerticalHold.bottoms.contains(attribute) { bottom.insert(item) }
        }
      }
    }
    return held.union(top.intersection(bottom).filter { !hold.hangsFree($0) })
  }

  /// The scale of a canvas without a device (IB's Any/Any canvas) [CHOICE: the 2x of every
  /// device-less canvas's era; a label's interval is only half a point wide either way].
  static let defaultScale: Double = 2

  /// The family of a label's named font and the interval of lines per em its stored height
  /// rounds up from; nil for a label whose height something else may set: not a label, no named
  /// font, hidden, laid out by its autoresizing mask, marked misplaced or ambiguous (its stored
  /// frame is not IB's solution), more than one line allowed (`numberOfLines` other than 1; 0 is
  /// unlimited) or written, empty, or an own height constraint that could hold it (an equality, or
  /// a bound at its stored height). What the scene's other views can set is `heldByOthers`.
  static func evidence(_ view: IBView, scale: Double) -> (String, (low: Double, high: Double))? {
    guard view.element == "label", !view.isHidden, !view.isMisplaced, !view.isAmbiguous,
      view.translatesAutoresizingMask == false, !view.fixedFrame,
      let font = view.font, let family = SceneConverter.namedFamily(of: font),
      let size = font.pointSize, size > 0,
      let height = view.frame?.size.height, height > 0, scale > 0,
      (view.numberOfLines ?? 1) == 1,
      let text = view.text, !text.isEmpty, !text.contains(where: \.isNewline)
    else { return nil }
    for constraint in view.constraints
    where constraint.resolvedFirstItem == view.id && constraint.firstAttribute == "height"
      && constraint.secondItem == nil
    {
      switch constraint.relation {
      case "greaterThanOrEqual": if constraint.constant >= height - 0.01 { return nil }
      case "lessThanOrEqual": if constraint.constant <= height + 0.01 { return nil }
      default: return nil
      }
    }
    return (family, ((height - 1 / scale) / size, height / size))
  }

  /// The line most of `intervals` (each `(low, high]`) hold, the middle of the stretch where
  /// they overlap (rounded to 4 decimals, or 5, when that stays inside), and how many hold it;
  /// of equal counts the shortest line.
  static func agreedLine(_ intervals: [(low: Double, high: Double)]) -> (Double, Int)? {
    guard !intervals.isEmpty else { return nil }
    let lows = intervals.map(\.low).sorted()
    let highs = intervals.map(\.high).sorted()
    var best: (point: Double, count: Int)?
    // The most intervals overlap at one of their upper ends.
    for point in highs {
      let opened = lows.partitioningIndex { $0 >= point }
      let closed = highs.partitioningIndex { $0 >= point }
      let count = opened - closed
      if best == nil || count > best!.count { best = (point, count) }
    }
    guard let best, best.count > 0 else { return nil }
    let holding = intervals.filter { $0.low < best.point && best.point <= $0.high }
    let low = holding.map(\.low).max() ?? best.point
    let middle = (low + best.point) / 2
    for digits in [10_000.0, 100_000.0] {
      let rounded = (middle * digits).rounded() / digits
      if rounded > low, rounded <= best.point { return (rounded, best.count) }
    }
    return (middle, best.count)
  }
}

/// Which views of a scene have a bottom edge that hangs free: a label pinned at its top and bottom
/// whose bottom only pushes down what hangs below it (a view tied by its top and held nowhere
/// else above, or a superview whose own bottom hangs free) is sized by its text alone, as UIKit's
/// hugging leaves it when nothing pulls against the chain. [DOC: Apple's Auto Layout Guide,
/// "Views with Intrinsic Content Size": a view's content hugging keeps it at its intrinsic
/// height unless a constraint of higher priority stretches it; a chain of equalities that ends at
/// no fixed edge cannot stretch it.] [CHOICE, read from stored frames: titi-Main (unseen-o, 21501,
/// retina6_12) stores its HGGGothicssi_Pro labels held this way one line of the font high (1.1 em,
/// the font file's own), and the strict rule's fewer labels agreed on 1.1409; docs/typesetting.md.]
struct VerticalHold {
  static let tops: Set<String> = ["top", "topMargin", "firstBaseline"]
  static let bottoms: Set<String> = ["bottom", "bottomMargin", "lastBaseline", "baseline"]
  static let centres: Set<String> = ["centerY", "centerYWithinMargins"]
  /// Elements whose height the chain never moves: a cell's content view (the row sets it) and
  /// scroll views (their content, not their frame, follows what is pinned in them).
  static let fixedElements: Set<String> = [
    "tableViewCellContentView", "collectionViewCellContentView", "tableViewCell", "collectionViewCell",
    "collectionReusableView", "tableViewHeaderFooterView", "scrollView", "tableView", "collectionView",
    "textView",
  ]

  private var views: [IBID: IBView] = [:]
  private var parent: [IBID: IBID] = [:]
  /// Content views (a visual effect view's or a cell's `contentView`) by id, to their owner.
  private var owner: [IBID: IBID] = [:]
  private var touching: [IBID: [IBConstraint]] = [:]

  /// The index of `views` (a scene's root and all below it).
  init(_ views: [IBView]) {
    for view in views {
      self.views[view.id] = view
      for subview in view.subviews { parent[subview.id] = view.id }
      if let content = view.contentView {
        parent[content.view.id] = view.id
        owner[content.view.id] = view.id
      }
      for constraint in view.constraints {
        let first = constraint.resolvedFirstItem
        touching[first, default: []].append(constraint)
        if let second = constraint.secondItem, second != first {
          touching[second, default: []].append(constraint)
        }
      }
    }
  }

  /// Whether `id`'s bottom edge can move down with nothing but its hugging against it: it has a
  /// superview, and when that is a stack, the stack leaves it at its own height
  /// (`arrangedKeepsItsHeight`); it is none of `fixedElements`; it has no height constraint (its
  /// own, tied to another item, or an aspect ratio) nor a held vertical centre; and every equality
  /// at its bottom ties it to a view that hangs below it (`follows`), to its superview's bottom,
  /// which hangs free in turn, or to a scroll view's content. What sets a height from outside the
  /// constraints holds it too [DOC: Apple's Auto Layout Guide, "Views with Intrinsic Content
  /// Size" and `translatesAutoresizingMaskIntoConstraints`: a view whose autoresizing mask is
  /// translated gets constraints fixing its frame; an intrinsic height is held by compression
  /// resistance (750) above a label's hugging (251)] [CHOICE: second read H1]: a view laid out by
  /// its frame (`fixedFrame`, or `translatesAutoresizingMask` not false, read as `evidence` reads
  /// them), stretching or moving; a placeholder intrinsic height; a content view is judged by its
  /// owner (a visual effect view's hangs as the effect view does; a cell's never: the cell's size
  /// sets it); and an inequality at its bottom whose other end is a bottom of a view inside it
  /// (`card.bottom >= box.bottom`: the box can stretch it). Other inequalities are not read.
  func hangsFree(_ id: IBID) -> Bool {
    var visited: Set<IBID> = []
    return hangsFree(id, from: nil, moving: false, visited: &visited)
  }

  /// `moving`: the view moves down whole (it hangs below the chain, so its height may be fixed,
  /// but a stack's arranged view cannot move: the stack places it); otherwise it stretches (its
  /// top stays), so nothing may fix its height.
  private func hangsFree(_ id: IBID, from: IBConstraint?, moving: Bool, visited: inout Set<IBID>) -> Bool {
    guard visited.insert(id).inserted, visited.count <= 64, let view = views[id],
      let superID = parent[id], let superview = views[superID], !Self.fixedElements.contains(view.element),
      superview.element != "stackView"
        || (!moving && arrangedKeepsItsHeight(in: superview, visited: &visited))
    else { return false }
    if let ownerID = owner[id] {
      guard let ownerView = views[ownerID], ownerView.element == "visualEffectView" else { return false }
      return hangsFree(ownerID, from: nil, moving: moving, visited: &visited)
    }
    if view.fixedFrame || view.translatesAutoresizingMask != false
      || view.placeholderIntrinsicSize.vertical != nil
    {
      return false
    }
    for constraint in touching[id] ?? [] where constraint != from {
      let first = constraint.resolvedFirstItem
      if constraint.relation != "equal", let (mine, other, theirs) = ends(of: constraint, at: id),
        Self.bottoms.contains(mine), let other, let theirs, Self.bottoms.contains(theirs), isInside(other, id)
      {
        return false
      }
      if !moving,
        (first == id && constraint.firstAttribute == "height")
          || (constraint.secondItem == id && constraint.secondAttribute == "height")
      {
        return false
      }
      guard constraint.relation == "equal", let (mine, other, theirs) = ends(of: constraint, at: id) else {
        continue
      }
      if Self.centres.contains(mine) { return false }
      guard Self.bottoms.contains(mine) else { continue }
      guard let other, let theirs else { return false }
      // Pinned to a scroll view's content (the scroll view or its content layout guide): the
      // content size follows, the scroll view's frame does not.
      if superview.element == "scrollView", Self.bottoms.contains(theirs),
        other == superID || other == superview.contentLayoutGuideID
      {
        continue
      }
      if other == superID {
        guard Self.bottoms.contains(theirs),
          hangsFree(superID, from: constraint, moving: false, visited: &visited)
        else { return false }
      } else if Self.tops.contains(theirs) {
        guard follows(other, from: constraint, visited: &visited) else { return false }
      } else {
        return false
      }
    }
    return true
  }

  /// Whether `id` lies inside `container` (below it in the view tree).
  private func isInside(_ id: IBID, _ container: IBID) -> Bool {
    var current = id
    for _ in 0..<64 {
      guard let up = parent[current] else { return false }
      if up == container { return true }
      current = up
    }
    return false
  }

  /// Whether the stack `stack` leaves an arranged view at its own height: a horizontal stack
  /// whose alignment is not `fill`, a vertical one spaced equally (`equalSpacing`,
  /// `equalCentering`), or a vertical `fill` stack whose own bottom hangs free. [DOC: Apple's
  /// UIStackView documentation: the alignment "determines the layout of the arranged views
  /// perpendicular to the stack view's axis" and only `fill` resizes them to fill the available
  /// space; `equalSpacing` and `equalCentering` keep the arranged views' sizes.]
  private func arrangedKeepsItsHeight(in stack: IBView, visited: inout Set<IBID>) -> Bool {
    guard let layout = stack.stack else { return false }
    if layout.axis != "vertical" { return layout.alignment != "fill" }
    if ["equalSpacing", "equalCentering"].contains(layout.distribution) { return true }
    return layout.distribution == "fill" && hangsFree(stack.id, from: nil, moving: false, visited: &visited)
  }

  /// Whether `id` hangs below the edge `from` ties its top to: nothing else holds its top or
  /// vertical centre, and its own bottom hangs free as it moves down whole.
  private func follows(_ id: IBID, from: IBConstraint, visited: inout Set<IBID>) -> Bool {
    for constraint in touching[id] ?? [] where constraint != from && constraint.relation == "equal" {
      guard let (mine, _, _) = ends(of: constraint, at: id) else { continue }
      if Self.tops.contains(mine) || Self.centres.contains(mine) { return false }
    }
    return hangsFree(id, from: from, moving: true, visited: &visited)
  }

  /// The attribute of `constraint` at `id`, and the other item and its attribute (nil for a
  /// constant); nil when both ends are `id` or neither is.
  private func ends(of constraint: IBConstraint, at id: IBID) -> (String, IBID?, String?)? {
    let first = constraint.resolvedFirstItem
    if first == id, constraint.secondItem != id {
      return (constraint.firstAttribute, constraint.secondItem, constraint.secondAttribute)
    }
    if constraint.secondItem == id, first != id {
      return (constraint.secondAttribute ?? "", first, constraint.firstAttribute)
    }
    return nil
  }
}

extension Array where Element == Double {
  /// The index of the first element for which `predicate` holds, in an array where it holds for
  /// a suffix (sorted order); `count` when it holds for none.
  fileprivate func partitioningIndex(where predicate: (Double) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if predicate(self[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
