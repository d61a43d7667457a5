import Layout
import Recipe

/// The labels of a scene whose stored width is their text's alone, in a named family: the
/// evidence a family's width is read from when no font here has it (`font width`, measured
/// against the stand-in by the pipeline, which has the fonts: `FamilyWidthInference`).
///
/// Interface Builder stored, for every label, the frame its engine computed with the real font,
/// so a single-line label whose width only its text sets is its text's width in that font rounded
/// up to the canvas's pixel grid. [CHOICE, docs/typesetting.md, "Families no font here has: the
/// width read from the document": which labels count is read from the constraints alone, as for
/// the line (`FamilyLineInference`); a label that something else may widen or narrow is left out.]
enum FamilyWidthEvidence {
  /// The attributes that hold a view's horizontal position at one place: its leading side, its
  /// trailing side, its centre. Two of them held by equalities fix its width.
  static let horizontalPlaces: [String: Int] = [
    "leading": 0, "left": 0, "leadingMargin": 0, "leftMargin": 0,
    "trailing": 1, "right": 1, "trailingMargin": 1, "rightMargin": 1,
    "centerX": 2, "centerXWithinMargins": 2,
  ]

  /// The ids of `views`' (a scene's root and all below it) single-line labels in a named family
  /// whose width nothing but their text sets: as `FamilyLineInference.evidence` takes a label for
  /// its line (shown, laid out by constraints, not misplaced or ambiguous, one line of written
  /// text), and besides
  /// - no width constraint of its own that could hold it (an equality, or a bound at its stored
  ///   width), and no width tied to another item (either side);
  /// - not two of its horizontal places (leading, trailing, centre) held by equalities, at any
  ///   priority;
  /// - not an arranged view of a horizontal stack, nor of a vertical one with `fill` alignment
  ///   (the stack sets those widths).
  static func labels(_ views: [IBView]) -> Set<IBID> {
    var places: [IBID: Set<Int>] = [:]
    var held: Set<IBID> = []
    for view in views {
      if let stack = view.stack, view.element == "stackView",
        stack.axis != "vertical" || stack.alignment == "fill"
      {
        held.formUnion(view.subviews.map(\.id))
      }
      for constraint in view.constraints {
        let first = constraint.resolvedFirstItem
        let ends =
          [(first, constraint.firstAttribute)]
          + (constraint.secondItem.map { [($0, constraint.secondAttribute ?? "")] } ?? [])
        for (item, attribute) in ends {
          if attribute == "width", constraint.secondItem != nil { held.insert(item) }
          guard constraint.relation == "equal", let place = horizontalPlaces[attribute] else { continue }
          places[item, default: []].insert(place)
        }
      }
    }
    var result: Set<IBID> = []
    for view in views where !view.id.rawValue.isEmpty && !held.contains(view.id) {
      guard (places[view.id]?.count ?? 0) < 2, isTextWide(view) else { continue }
      result.insert(view.id)
    }
    return result
  }

  /// Whether `view` is a single-line label in a named family that `FamilyLineInference` would
  /// take as a label (`evidence`) and whose own width constraints leave it to its text.
  static func isTextWide(_ view: IBView) -> Bool {
    guard view.element == "label", !view.isHidden, !view.isMisplaced, !view.isAmbiguous,
      view.translatesAutoresizingMask == false, !view.fixedFrame,
      let font = view.font, SceneConverter.namedFamily(of: font) != nil,
      let size = font.pointSize, size > 0,
      let width = view.frame?.size.width, width > 0,
      (view.numberOfLines ?? 1) == 1,
      let text = view.text, !text.isEmpty, !text.contains(where: \.isNewline)
    else { return false }
    for constraint in view.constraints
    where constraint.resolvedFirstItem == view.id && constraint.firstAttribute == "width"
      && constraint.secondItem == nil
    {
      switch constraint.relation {
      case "greaterThanOrEqual": if constraint.constant >= width - 0.01 { return false }
      case "lessThanOrEqual": if constraint.constant <= width + 0.01 { return false }
      default: return false
      }
    }
    return true
  }
}

/// A family's width per em against its stand-in, read from the document's labels whose width
/// only their text sets (`FamilyWidthEvidence`; measured by the pipeline, which has the fonts).
public struct FamilyWidth: Hashable, Sendable {
  /// The family, as the importer writes it on `font` attributes.
  public var family: String
  /// The factor the stand-in's advances are multiplied by.
  public var width: Double
  /// How many labels' stored widths agree on it (within `agreement` of it).
  public var agreeing: Int
  /// How many labels were taken.
  public var labels: Int

  /// A family's width and its evidence.
  public init(family: String, width: Double, agreeing: Int, labels: Int) {
    self.family = family
    self.width = width
    self.agreeing = agreeing
    self.labels = labels
  }
}

extension IBImporter {
  /// `recipe` with a `font width` for each family of `widths` (by `FontLineSyntax.key`) its views'
  /// or `set` lines' fonts name, in the order first named, each with a comment giving its
  /// evidence, after the recipe's `font line` lines (after its scene lines when it has none).
  public static func withFontWidths(_ recipe: Recipe, _ widths: [String: FamilyWidth]) -> Recipe {
    guard !widths.isEmpty else { return recipe }
    let keys = namedFamilyKeys(in: recipe, among: Set(widths.keys))
    guard !keys.isEmpty else { return recipe }
    let lines = keys.compactMap { key in widths[key] }.map { found in
      SyntaxFactory.line(
        .fontWidth(
          FontWidthSyntax(
            family: SyntaxFactory.located(found.family), width: SyntaxFactory.number(found.width))),
        comment: "read from the document: \(found.agreeing) of its \(found.labels) single-line "
          + "\(found.family) labels whose width only their text sets are stored this many times as wide as "
          + "the stand-in sets them (a choice: docs/typesetting.md); used only while the family is not installed"
      )
    }
    var copy = recipe
    let anchor =
      copy.lines.lastIndex { if case .fontLine = $0.statement { return true } else { return false } }
      ?? copy.lines.lastIndex { if case .scene = $0.statement { return true } else { return false } }
      ?? copy.lines.lastIndex { if case .title = $0.statement { return true } else { return false } }
      ?? -1
    copy.lines.insert(contentsOf: lines, at: anchor + 1)
    return copy
  }
}
