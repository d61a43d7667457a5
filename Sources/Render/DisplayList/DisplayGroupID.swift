import Layout

/// What a display group draws, as a typed id: unique in its display list, and spelled (`p0-c3`,
/// `p1-v2-text`, `list-2`, `legend`) in one place, `description`, which the SVG backend writes as
/// the group's `id` attribute. Builders and tests name groups by this type, never by string.
public enum DisplayGroupID: Hashable, Sendable, CustomStringConvertible {
  /// A part of panel `index` (`p0`, `p0-views`, `p0-c3-tag`, ...).
  case panel(Int, PanelPart)
  /// One frame of a width sweep (`frame0`).
  case sweepFrame(Int)
  /// The legend under the figure (`legend`).
  case legend
  /// One entry of the legend (`legend-ibar`).
  case legendEntry(LegendEntry)
  /// The numbered constraint list (`constraint-list`).
  case constraintList
  /// One row of the constraint list (`list-2`, `list-C`, `list-k4`); a marker's second wording
  /// is `wording` 2 (`list-2-2`).
  case constraintListRow(ListRowKey, wording: Int = 1)
  /// The list of stack views (`stack-list`).
  case stackList
  /// Row `number` (1-based) of the stack view list (`stack-list-1`).
  case stackListRow(Int)
  /// The hugging and compression resistance table (`priority-table`).
  case priorityTable

  /// A part of a panel.
  public enum PanelPart: Hashable, Sendable {
    /// The whole panel (`p0`).
    case whole
    /// Its caption (`p0-caption`).
    case caption
    /// Its items clipped to the fitted crop (`p0-crop`).
    case crop
    /// The torn edges of a fitted crop (`p0-torn`).
    case tornEdge
    /// The screen or the cell: canvas, guides, margins (`p0-screen`, `p0-cell`).
    case surface(isCell: Bool)
    /// A view (`p0-v3`).
    case view(ViewID)
    /// A view's text, clipped to the view (`p0-v3-text`).
    case viewText(ViewID)
    /// Every view (`p0-views`).
    case views
    /// The scene's outline above its views (`p0-outline`).
    case outline
    /// Every constraint's marks (`p0-constraints`).
    case constraints
    /// Every tag, badge and leader (`p0-annotations`).
    case annotations
    /// A constraint's marks, tag or leader (`p0-c3`, `p0-c3-tag`, `p0-k5-leader`).
    case constraint(ConstraintKey, ConstraintLayer)
    /// A stack view's label (`p0-s2-tag`).
    case stackLabel(ViewID)
    /// The tints under views a sweep resized (`p0-change-tints`).
    case changeTints
    /// The outlines around views a sweep resized or moved (`p0-changes`).
    case changes
  }

  /// How a constraint's groups are told apart: by its marker, else by its ref.
  public enum ConstraintKey: Hashable, Sendable {
    /// A numbered constraint (`c3`).
    case number(Int)
    /// A constraint marked by its identifier (`cC`).
    case identifier(String)
    /// A constraint without a marker (`k5`: its index in the scene).
    case unmarked(ConstraintRef)
  }

  /// How the constraint list's rows are told apart: by marker, else by row.
  public enum ListRowKey: Hashable, Sendable {
    /// A numbered constraint's row (`list-2`).
    case number(Int)
    /// The row of a constraint marked by its identifier (`list-C`).
    case identifier(String)
    /// The row of an unmarked constraint, by its position in the list (`list-k4`).
    case unmarked(row: Int)
  }

  /// Which of a constraint's groups.
  public enum ConstraintLayer: Hashable, Sendable {
    /// Its lines: I-bars, alignment lines, dotted baselines (no suffix).
    case marks
    /// Its tag and badges (`-tag`).
    case tag
    /// The leaders of a displaced tag (`-leader`).
    case leader
  }

  /// The id as written in SVG.
  public var description: String {
    switch self {
    case .panel(let index, let part): return "p\(index)" + part.suffix
    case .sweepFrame(let k): return "frame\(k)"
    case .legend: return "legend"
    case .legendEntry(let entry): return "legend-\(entry)"
    case .constraintList: return "constraint-list"
    case .constraintListRow(let key, let wording):
      let marker: String
      switch key {
      case .number(let n): marker = "\(n)"
      case .identifier(let identifier): marker = identifier
      case .unmarked(let row): marker = "k\(row)"
      }
      return "list-\(marker)" + (wording > 1 ? "-\(wording)" : "")
    case .stackList: return "stack-list"
    case .stackListRow(let number): return "stack-list-\(number)"
    case .priorityTable: return "priority-table"
    }
  }
}

extension DisplayGroupID.PanelPart {
  /// What follows `p0` in the id.
  fileprivate var suffix: String {
    switch self {
    case .whole: return ""
    case .caption: return "-caption"
    case .crop: return "-crop"
    case .tornEdge: return "-torn"
    case .surface(let isCell): return isCell ? "-cell" : "-screen"
    case .view(let id): return "-v\(id.rawValue)"
    case .viewText(let id): return "-v\(id.rawValue)-text"
    case .views: return "-views"
    case .outline: return "-outline"
    case .constraints: return "-constraints"
    case .annotations: return "-annotations"
    case .constraint(let key, let layer):
      let base: String
      switch key {
      case .number(let n): base = "-c\(n)"
      case .identifier(let identifier): base = "-c\(identifier)"
      case .unmarked(let ref):
        switch ref {
        case .explicit(let i): base = "-k\(i)"
        case .implicit(let i): base = "-ki\(i)"
        }
      }
      switch layer {
      case .marks: return base
      case .tag: return base + "-tag"
      case .leader: return base + "-leader"
      }
    case .stackLabel(let id): return "-s\(id.rawValue)-tag"
    case .changeTints: return "-change-tints"
    case .changes: return "-changes"
    }
  }
}
