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
    var seen: Set<IBID> = []
    var intervals: [String: [(low: Double, high: Double)]] = [:]
    var names: [String: String] = [:]
    for scene in document.scenes {
      let views = [scene.root] + scene.root.allDescendants
      let held = heldByOthers(views)
      for view in views where seen.insert(view.id).inserted {
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

  /// The views of a scene (`views`: the root and all below it) whose height something besides
  /// their text can set, so that their stored height is no evidence of their font's line:
  /// - both vertical edges held by equalities (`top`/`topMargin`/`firstBaseline` and
  ///   `bottom`/`bottomMargin`/`lastBaseline`/`baseline`, at any priority);
  /// - a height tied to another item (`height` with a second item, either side);
  /// - an arranged view of a stack that stretches it vertically (a horizontal stack with `fill`
  ///   alignment; a vertical one with `fill`, `fillEqually` or `fillProportionally` distribution).
  /// [CHOICE: what can set a height is read from the constraints alone, whatever the frames say.]
  static func heldByOthers(_ views: [IBView]) -> Set<IBID> {
    let tops: Set<String> = ["top", "topMargin", "firstBaseline"]
    let bottoms: Set<String> = ["bottom", "bottomMargin", "lastBaseline", "baseline"]
    var held: Set<IBID> = []
    var top: Set<IBID> = []
    var bottom: Set<IBID> = []
    for view in views {
      if let stack = view.stack, view.element == "stackView",
        stack.axis == "vertical"
          ? ["fill", "fillEqually", "fillProportionally"].contains(stack.distribution)
          : stack.alignment == "fill"
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
          if tops.contains(attribute) { top.insert(item) }
          if bottoms.contains(attribute) { bottom.insert(item) }
        }
      }
    }
    return held.union(top.intersection(bottom))
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
