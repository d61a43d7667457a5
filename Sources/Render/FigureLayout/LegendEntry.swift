/// A glyph kind that occurred in a figure; the legend shows only these, in this order.
public enum LegendEntry: Int, CaseIterable, Comparable, Hashable, Sendable {
  case marker, pill, ibar, alignment, baseline, optional, equalBadge, inequality, satisfied, classOnly, broken
  case conflict
  /// A console log's figure: the constraint UIKit broke, and the rest of the conflicting set.
  case recoveryBroken, conflictingSet
  case ambiguousFrame, unknownSize, zeroSize, negativeSize, clippedIntrinsic, margin, guide, stackView

  public static func < (a: LegendEntry, b: LegendEntry) -> Bool { a.rawValue < b.rawValue }

  /// The legend's words.
  var label: String {
    switch self {
    case .marker: return "number in the list below"
    case .pill: return "constant (Std = standard 8 pt), @ priority"
    case .inequality: return "at least / at most"
    case .ibar: return "distance or size"
    case .alignment: return "aligned edges or centres"
    case .baseline: return "aligned baselines"
    case .optional: return "optional (dashed)"
    case .equalBadge: return "equal sizes"
    case .satisfied: return "satisfied"
    case .classOnly: return "this size class only"
    case .broken: return "broken optional"
    case .conflict: return "conflicting or ambiguous"
    case .recoveryBroken: return "broken to recover"
    case .conflictingSet: return "conflicting with it"
    case .ambiguousFrame: return "another valid frame"
    case .unknownSize: return "size not known (one of many the constraints allow)"
    case .zeroSize: return "zero width or height (a dotted marker where the view is)"
    case .negativeSize: return "negative width or height (crossed out between its edges)"
    case .clippedIntrinsic: return "intrinsic size (compressed)"
    case .margin: return "layout margins"
    case .guide: return "layout guide"
    case .stackView: return "stack view (its constraints are listed, not drawn)"
    }
  }
}
