import Layout
import Recipe

extension SceneConverter {
  /// Every constraint of the scene, in the order of the views that own them (the root first).
  func ownedConstraints() -> [IBConstraint] {
    var result = scene.root.constraints
    if let content = scene.root.contentView?.view { result += content.constraints }
    for view in declared { result += view.constraints + (view.contentView?.view.constraints ?? []) }
    return result
  }

  /// The numbered constraint lines, in the order the break rule (docs/layout.md) reads them: a
  /// held cell's height first (`cellHeightLines`), then the scene's constraints, the pins of
  /// views placed by their frames and of the importer's spacers (content guides, root scroll
  /// view, safe areas, root frame), and last the views' own size constants a held row defers
  /// (`deferredSizes`).
  mutating func constraints() -> [RecipeLine] {
    var number = 0
    // Before Xcode 12 IB's canvas lets a storyboard cell's row give way to the content's own
    // required constraints (`rowGivesWayToContent`): the row's line is written required and last,
    // so that the break rule's tie (the member added last breaks) picks it, while a required
    // content priority (hugging or resistance at 1000) still gives way to it.
    let lastRow =
      rowGivesWayToContent ? (fixedCellHeight ?? canvasRowHeight).flatMap { $0 >= 0 ? $0 : nil } : nil
    let (heightLines, rowHeld) = lastRow == nil ? cellHeightLines(numbered: &number) : ([], false)
    var lines = heightLines
    // With the row height held, a view's own size constant that the row cannot hold is the one
    // IB gives way on, the largest first (docs/interface-builder.md, "Cells": monal's link cell
    // keeps its labels' 20 and 12 and breaks its bubble's 200 and image's 128): those constants go
    // after every other line, in ascending order, so that the break rule (the conflicting
    // constraint added last breaks, docs/layout.md) picks the largest.
    let deferred = rowHeld ? deferredSizes() : []
    var deferredLines: [(IBConstraint, ConstraintSyntax)] = []
    // A xib's top-level cell on IB's canvas keeps its subviews' own sizes and opens the pin to the
    // content view's bottom when the chain and the stored height disagree (`topLevelCellFarEndPins`):
    // those pins go after every other line, so that the break rule's tie (the member added last
    // breaks) picks the far end.
    let farEnd = topLevelCellFarEndPins()
    var farEndLines: [(IBConstraint, ConstraintSyntax)] = []
    for constraint in ownedConstraints() {
      // A placeholder constraint (the Size inspector's "Remove at build time") is part of IB's
      // canvas layout, so its stored frames follow from it: the recipe keeps it, as IB lays out,
      // marked design time only in a comment the figure's constraint list can show, and the
      // located warning says UIKit drops it and what the app's code must supply.
      if constraint.isPlaceholder {
        warn(
          constraint,
          "a placeholder constraint (removed at build time) is kept as Interface Builder lays it out, marked "
            + "design time only; UIKit drops it, so the app's code must add its replacement"
            + openSizeNote(constraint))
      }
      guard let syntax = convert(constraint) else { continue }
      if deferred.contains(constraint.id) {
        deferredLines.append((constraint, syntax))
        continue
      }
      if farEnd.contains(constraint.id) {
        farEndLines.append((constraint, syntax))
        continue
      }
      lines.append(numberedLine(constraint, syntax, &number))
    }
    lines += framePins(numbered: &number)
    lines += contentGuidePins(numbered: &number)
    lines += rootScrollPins(numbered: &number)
    lines += safeAreaPins(numbered: &number)
    lines += rootFramePins(numbered: &number)
    for (constraint, syntax) in deferredLines.sorted(by: { $0.0.constant < $1.0.constant }) {
      lines.append(numberedLine(constraint, syntax, &number))
    }
    for (constraint, syntax) in farEndLines {
      lines.append(numberedLine(constraint, syntax, &number))
    }
    if let height = lastRow {
      number += 1
      if rowYieldsWithoutConflict {
        // Nothing of the content ties with or outranks a row at 999 but its required constraints,
        // which IB's canvas gives the row up to without a conflict it reports (the content view's
        // frame stays at the row, its subviews are laid out at the content's height).
        lines.append(
          Self.contentViewHeightLine(
            number, height, priority: 999,
            comment: "IB's canvas before Xcode 12 draws the row at this height and lays the content out "
              + "at the height its own required constraints ask"))
      } else {
        lines.append(
          Self.contentViewHeightLine(
            number, height, priority: nil,
            comment: "IB's canvas before Xcode 12 draws the row at this height and gives it up to the "
              + "content's own constraints"))
      }
    }
    lastLabel = number
    return lines
  }

  /// The content view's height line of a cell whose height is held, numbered first and required:
  /// a cell's fixed height, else the prototype's own row height on IB's canvas (`rowHeld`: then
  /// the views' own size constants go last, `deferredSizes`), else on IB's canvas an automatic
  /// row's stored height at 999 (`canvasAutomaticRowHeight`). None for a cell that sizes itself.
  private func cellHeightLines(numbered number: inout Int) -> (lines: [RecipeLine], rowHeld: Bool) {
    var lines: [RecipeLine] = []
    let fixedHeight = fixedCellHeight.flatMap { $0 >= 0 ? $0 : nil }
    let rowHeight = fixedHeight == nil ? canvasRowHeight.flatMap { $0 >= 0 ? $0 : nil } : nil
    if let height = rowHeight {
      // IB's canvas draws a prototype with its own row height at that height, whatever its
      // content asks: it keeps the row as UIKit keeps a cell's height against its content
      // (`../shared/uikit-logs/19`, and 22 with `UIView-Encapsulated-Layout-Height`), so the
      // line comes first, and the views' own size constants come last, smallest first
      // (`deferredSizes`).
      number += 1
      lines.append(
        Self.contentViewHeightLine(
          number, height, priority: nil,
          comment: "IB's canvas draws the prototype at its own row height and keeps it against the content"))
    }
    if rowHeight == nil, fixedHeight == nil, let height = canvasAutomaticRowHeight {
      // IB's canvas draws an automatic row at the height it stored and lays the content out in it;
      // at 999 a content whose required heights fix another row keeps it (a separator's half
      // point, a text field's own height), which IB's frames show without a conflict.
      number += 1
      lines.append(
        Self.contentViewHeightLine(
          number, height, priority: 999,
          comment:
            "IB's canvas draws the automatic row at the height it stored unless the content fixes another"))
    }
    if let height = fixedHeight {
      // UIKit gives a cell of fixed height its content view's height (a static cell's row height,
      // a collection view cell's item size) instead of asking the content for its fitting height.
      // The table or collection view sets it, and it holds against the content's own constraints:
      // UIKit breaks a constraint of the content (`../shared/uikit-logs/19` and 29, a content
      // view's height from the table kept), so the line comes first and the break rule (docs/
      // layout.md) never picks it.
      number += 1
      lines.append(
        Self.contentViewHeightLine(
          number, height, priority: nil,
          comment: "the cell's fixed height (IB's row or item size; UIKit keeps it and breaks a content "
            + "constraint that conflicts)"))
    }
    return (lines, rowHeight != nil)
  }

  /// The toolsVersion from which IB's canvas keeps a storyboard table cell's row against its
  /// content (`rowGivesWayToContent`): Xcode 12.
  static let cellRowHeldFromToolsVersion: Double = 17000

  /// Whether IB's canvas lets a storyboard table view cell's fixed row (a static cell's, a
  /// prototype's of a fixed-row table, a prototype's own on the canvas) give way to its content's
  /// explicit required constraints: documents saved before Xcode 12 (toolsVersion below 17000)
  /// store the content laid out at the height those constraints ask, its own size constants held
  /// and the pins to the content view's bottom or centre open, where later ones keep the row and
  /// break a content constraint; a required content priority (compression resistance at 1000)
  /// still gives way to the row: edx-OEXFrontCourseViewController (/work/tune-era, 9059) FindCell
  /// and schulcloud-Homework (/work/unseen-q, 14490) date-task cell store labels squeezed below
  /// their required resistance in the rows they keep, so the row is written required and last
  /// (`constraints()`), not optional [read from stored frames, 5 apps before Xcode 12 against none:
  /// herald-Main (/work/unseen-q, 12121) nine "empty" prototypes, a label of `height >= 56`
  /// pinned to the top and bottom of a 55.5-point content view, stored 56 high; smartapp-Home
  /// (/work/unseen-q, 13529) HTChooseSchoolCell, row 148, its 54-point image pinned 15 from the
  /// top and bottom and centred, stored at y 15 with the line pinned to the bottom at 83.5 and a
  /// centred arrow at 31: the layout of an 84-point content; summit-Teams (/work/unseen-p,
  /// 11542), amaroq-Main (/work/unseen-m, 14460) and kramerius-Main (/work/unseen-o, 14460) keep
  /// their images' own heights; from Xcode 12 on (toolsVersion 20037 to 32700) 13 apps store the
  /// content's own heights broken by the row (monal, roadout, semomun, inat, siskin, loop, ivpn,
  /// bittr, ruuvi, canvas, habitica, dashwallet, calliope); no storyboard cell with a conflict of
  /// Xcode 11 (15000 to 16999) is in the sets: the cut at Xcode 12 is a CHOICE]. Only on IB's
  /// canvas (on a device UIKit keeps the row: `../shared/uikit-logs/19`), only in a storyboard
  /// that is not a legacy archive (all five apps of the evidence), and not for a xib's
  /// top-level cell (`topLevelCellFarEndPins`) nor a cell of a xib's table.
  var rowGivesWayToContent: Bool {
    guard onCanvas, document.kind == .storyboard, !document.isLegacyArchive,
      scene.container == .cell, scene.root.element == "tableViewCell", !scene.isTopLevelCell
    else { return false }
    let tools = Double(IBDocument.majorToolsVersion(document.toolsVersion) ?? 0)
    return tools > 0 && tools < Self.cellRowHeldFromToolsVersion
  }

  /// Whether the row a pre-Xcode-12 storyboard cell gives up (`rowGivesWayToContent`) is written
  /// at 999 rather than required and last: the same layout without a conflict. IB's canvas breaks
  /// the content view's row (its autoresizing height, not a constraint of the file) for the
  /// content's explicit required constraints and shows no conflict; it keeps the content view's
  /// stored frame at the row and lays the subviews out at the content's height [read from stored
  /// frames: herald-Main (/work/unseen-q, 12121) nine "empty" prototypes store the content view
  /// at the row, 55.5, and the label of `height >= 56` pinned to its top, bottom and centre at
  /// y 0, 56 high (centred at 28, the centre of a 56-point content, not 27.75); smartapp-Home's
  /// HTChooseSchoolCell stores its content view 147.5 high and lays its subviews out in 84; the
  /// apps counted in docs/interface-builder.md, "Cells", session 39]. At 999 the row loses to
  /// every required constraint and wins over every lower priority; the required row written last,
  /// once broken, leaves the height to the content's lower priorities instead (a view's `= 200 @750`
  /// or a label's compression resistance at its text's height), so the two are the same layout only
  /// where no lower priority of the content can ask more than its required constraints give
  /// (review39-stop M1: a label of twenty words of `height >= 56` in a 44-point row is its text's
  /// height with the required row, squeezed to 56 at 999). Which of the two IB's canvas does there
  /// is not in the evidence (herald's label is one line under `>= 56`, smartapp's content is all
  /// required: both layouts agree), so the row is written at 999 only where they agree for a reason
  /// read from the file [CHOICE: conservative, the required row written last is cells8's layout
  /// when in doubt]: no owned constraint of the cell is optional (priority below 1000), no content
  /// priority (hugging or compression resistance) is 999 or 1000 in either axis (IB's canvas
  /// squeezes a required resistance for the row: edx's FindCell, schulcloud's date-task cell;
  /// `OldCanvasCellRowTests`), and every view that can have an intrinsic height (`intrinsicBound`)
  /// has a required height of its own that bounds it. Other cells keep the required row written
  /// last.
  var rowYieldsWithoutConflict: Bool {
    let owned = ownedConstraints()
    if owned.contains(where: { Self.wholePriority($0.priority) < 1000 }) { return false }
    for view in declared {
      let priorities = [
        view.hugging.horizontal, view.hugging.vertical, view.compressionResistance.horizontal,
        view.compressionResistance.vertical,
      ]
      if priorities.contains(where: { Self.wholePriority($0 ?? 0) >= 999 }) { return false }
      if !intrinsicBound(view, owned) { return false }
    }
    return true
  }

  /// The elements whose intrinsic height a lower priority (compression resistance) can ask for
  /// (an image view only with an image).
  static let intrinsicHeightElements: Set<String> = [
    "label", "textView", "textField", "button", "switch", "segmentedControl", "slider", "stepper",
    "progressView", "activityIndicatorView", "pageControl", "datePicker", "pickerView", "searchBar",
  ]

  /// Whether `view`'s intrinsic height, if it has one, cannot exceed what its own required height
  /// gives (`rowYieldsWithoutConflict`): a view with no intrinsic height; a view of a required
  /// `height = c` (its intrinsic height then plays no part); a label of one line with a required
  /// `height >= c` where c is at least 1.5 times its point size (herald's 15-point label under
  /// `>= 56`) [CHOICE: 1.5 em, above the line height of the system font, 1.19 em, with room for
  /// taller faces; a label of more lines, or a lower bound below that, keeps the required row]. A
  /// label of any number of lines counts as one line where its text, at an em a character, fits
  /// its stored width (herald's "暂无内容", 4 x 15 in 375).
  func intrinsicBound(_ view: IBView, _ owned: [IBConstraint]) -> Bool {
    let image = view.element == "imageView" && view.imageName != nil
    guard Self.intrinsicHeightElements.contains(view.element) || image else { return true }
    let heights = owned.filter {
      $0.resolvedFirstItem == view.id && $0.firstAttribute == "height" && $0.secondItem == nil
        && $0.priority >= 1000 && !$0.isPlaceholder
    }
    if heights.contains(where: { $0.relation == "equal" }) { return true }
    guard view.element == "label" else { return false }
    // A label's text of n characters (no line break) set at p points fits one line in a width of
    // n x p or more: no character of a text face is wider than an em [CHOICE of the bound].
    let size = view.font?.pointSize ?? 17
    let text = view.text ?? ""
    let fitsOneLine =
      !text.contains(where: \.isNewline) && Double(text.count) * size <= (view.frame?.width ?? 0)
    guard (view.numberOfLines ?? 1) == 1 || fitsOneLine else { return false }
    let lineBound = 1.5 * size
    return heights.contains { $0.relation == "greaterThanOrEqual" && $0.constant >= lineBound }
  }

  /// The frame pins of the views placed by autoresizing or by IB's prototyping constraints
  /// (`framePinned`): leading, top, width and height at the stored frame (the alignment rectangle
  /// within it), each numbered after `number`.
  private mutating func framePins(numbered number: inout Int) -> [RecipeLine] {
    var lines: [RecipeLine] = []
    for view in framePinned {
      // Interface Builder writes no `<rect key="frame">` for a zero frame (no file in the corpora
      // stores x 0 y 0 width 0 height 0, while zero sizes at other origins are stored), and a nib
      // loads such a view with `CGRectZero`: a view placed by its autoresizing mask is pinned at
      // 0 x 0 in the top left, and so is a view given prototyping constraints, which hold the
      // frame the view has [read from the file: spreadapp-MainStoryboard (unseen-p, 3084), a
      // Basic cell's built-in label with translatesAutoresizingMaskIntoConstraints NO, no
      // constraint and no frame, which IB does not mark ambiguous; left unpinned it was ours;
      // session 37, review37].
      let zero = Rect(x: 0, y: 0, width: 0, height: 0)
      guard let name = items[view.id] else { continue }
      let stored = view.frame ?? zero
      // Autoresizing keeps the stored frame; the recipe's view is the alignment rectangle within it
      // (a switch's 2 points narrower, `AlignmentRect`).
      let frame = AlignmentRect.of(stored, element: view.element, toolsVersion: document.toolsVersion)
      let prototyping = prototyped.contains(view.id)
      let placement =
        view.translatesAutoresizingMask != false
        ? "the view is placed by its autoresizing mask (translatesAutoresizingMaskIntoConstraints), not by "
          + "constraints: pinned to its Interface Builder frame"
        : prototyping
          ? "no constraint names the view (translatesAutoresizingMaskIntoConstraints NO): Interface Builder "
            + "adds prototyping constraints at build time, so it is pinned to its Interface Builder frame"
          : "the view is placed by its autoresizing mask (fixedFrame: it has no constraints in Interface "
            + "Builder), not by constraints: pinned to its Interface Builder frame"
      let zeroNote =
        view.frame == nil
        ? " (none is stored: Interface Builder writes no frame for a zero one, so it is 0 x 0 at the top left)"
        : ""
      warn(view, placement + zeroNote)
      let pins: [(Attribute, Double, Bool)] = [
        (.leading, frame.minX, true), (.top, frame.minY, true), (.width, frame.width, false),
        (.height, frame.height, false),
      ]
      for (attribute, value, toSuperview) in pins {
        number += 1
        let first = SyntaxFactory.anchor(name, attribute, spelling: attribute.cookbookName)
        var syntax = ConstraintSyntax(
          label: SyntaxFactory.located(.number(number)), first: first,
          relation: SyntaxFactory.located(.equal), second: nil)
        if toSuperview {
          syntax.second = SyntaxFactory.anchor(
            BuiltinItem.superview.name, attribute, spelling: attribute.cookbookName)
          if value != 0 { syntax.constant = .points(SyntaxFactory.number(value)) }
        } else {
          syntax.constant = .points(SyntaxFactory.number(value))
        }
        lines.append(
          SyntaxFactory.line(
            .constraint(syntax),
            comment: prototyping ? "IB prototyping constraint: IB frame" : "autoresizing: IB frame"
          ))
      }
    }
    return lines
  }

  /// A scene constraint's numbered line (its number recorded for the constraint's id).
  private mutating func numberedLine(
    _ constraint: IBConstraint, _ syntax: ConstraintSyntax, _ number: inout Int
  )
    -> RecipeLine
  {
    number += 1
    labels[constraint.id] = number
    var labelled = syntax
    labelled.label = SyntaxFactory.located(.number(number))
    labelled.ibID = SyntaxFactory.located(constraint.id.rawValue)
    labelled.identifier = constraint.identifier.map { SyntaxFactory.located($0) }
    return SyntaxFactory.line(
      .constraint(labelled),
      comment: constraint.isPlaceholder ? "design time only: a placeholder, removed at build time" : nil)
  }

  /// The views' own required size constants (`View.Height = 200`: a width or height equal to a
  /// constant, no second item), which a cell whose height is held writes last, smallest first.
  /// The stored frames show heights giving way (monal's, ProtonVPN's and ruuvi's cells,
  /// docs/interface-builder.md "Cells"), as the row is a height; widths are deferred with them
  /// [CHOICE: a width meets the row only through a ratio, and no stored frame shows one giving
  /// way; a width in no conflict only moves to the end of the numbering, which
  /// `OverConstrainedPrototypeTests`' constraint numbers count].
  func deferredSizes() -> Set<IBID> {
    Set(
      ownedConstraints().filter { constraint in
        constraint.secondItem == nil && constraint.relation == "equal" && constraint.priority >= 1000
          && !constraint.isPlaceholder
          && (constraint.firstAttribute == "width" || constraint.firstAttribute == "height")
      }
      .map(\.id))
  }

  /// The required pins of a subview to the content view's bottom edge (`bottom` or `bottomMargin`,
  /// equal, either item order) in a xib's top-level cell on Interface Builder's canvas, which
  /// `constraints()` writes last. IB lays such a cell out at its stored size (`fixedCellHeight`),
  /// and where the content's required chain (top pin, own heights, bottom pin) asks another height,
  /// its stored frames keep every subview's own height and open the bottom pin: the gap below the
  /// last view grows, the views above it stay where their top pins put them [read from stored
  /// frames, 11 files of 7 apps, toolsVersion 15505 to 22505: agpu's five cell xibs (/work/unseen-n:
  /// AGPUFacultyTableViewCell, cell 126, image `height = 100` pinned 10 from the top and bottom,
  /// stored 100 high at y 10, 16 above the bottom), adguard-ActivityTableViewCell, cwa-
  /// ExposureSubmissionTestOwnerCell, green-TFAActionsCell, safe-ContractVersionStatusCell (/work/
  /// tune), genesisvision-ReferralHistoryTableViewCell (a 40-point stack pinned to the top and
  /// bottom of a 114-point cell, stored 40 high at the top), krystal-ChooseRateTableViewCell
  /// (/work/unseen-o); every one has its chain shorter than the cell. No top-level cell of the
  /// seven sets stores a subview's own height broken by the cell's, where prototype and static
  /// cells of storyboards do both ways (monal, roadout, semomun, inat, tinode: "Cells"); a chain
  /// longer than the cell keeps the same order: shopapp-PopularTableViewCell (/work/unseen-p,
  /// 13772) stores its collection view `height = 225` 225 high in a 224.5-point content view, the
  /// bottom pin open by the half point]. A xib's top-level collection view cell is laid out at its
  /// stored size too and takes the same order [CHOICE: no collection view cell of the nine sets has
  /// a required chain that disagrees with its stored size (the one candidate,
  /// peppermint-EmailLoginCollectionViewCell in /work/unseen-n, excludes its bottom pin in a
  /// variation), so none confirms or refutes it; second read L3 of session 36]. Empty for every
  /// other scene, so their order is unchanged.
  func topLevelCellFarEndPins() -> Set<IBID> {
    guard scene.isTopLevelCell, onCanvas, fixedCellHeight != nil,
      let content = scene.root.contentView?.view
    else { return [] }
    let contentIDs: Set<IBID> = [content.id, scene.root.id]
    let edges: Set<String> = ["bottom", "bottomMargin"]
    return Set(
      ownedConstraints().filter { constraint in
        guard constraint.relation == "equal", constraint.priority >= 1000, !constraint.isPlaceholder,
          let second = constraint.secondItem, let secondAttribute = constraint.secondAttribute
        else { return false }
        let first = constraint.resolvedFirstItem
        let firstIsContent = contentIDs.contains(first) && edges.contains(constraint.firstAttribute)
        let secondIsContent = contentIDs.contains(second) && edges.contains(secondAttribute)
        return firstIsContent != secondIsContent
          && (firstIsContent ? secondAttribute == "bottom" : constraint.firstAttribute == "bottom")
      }
      .map(\.id))
  }

  /// What leaving out a placeholder constraint leaves open: where it is a view's only width or
  /// height (a constant size, nothing else naming that size of the view) and the view has none of
  /// its own (a plain view without subviews, a stack view without arranged views: neither has an
  /// intrinsic size in UIKit [DOC: UIView `intrinsicContentSize`: a view with no intrinsic size
  /// in a dimension gives `noIntrinsicMetric` for it; a stack view's size is its arranged
  /// views']), the size is open at run time unless the view's edges are pinned: Interface Builder
  /// lays the canvas out with the placeholder (its stored frame shows it), UIKit never has it.
  /// Empty otherwise.
  func openSizeNote(_ constraint: IBConstraint) -> String {
    let attribute = constraint.firstAttribute
    let viewID = constraint.resolvedFirstItem
    guard attribute == "width" || attribute == "height", constraint.secondItem == nil,
      let view = declaredView(viewID), view.subviews.isEmpty,
      kinds[viewID] == .view || kinds[viewID] == .stackView, let name = items[viewID]
    else { return "" }
    let namesSize = ownedConstraints().contains { other in
      guard !other.isPlaceholder, other.id != constraint.id else { return false }
      return (other.resolvedFirstItem == viewID && other.firstAttribute == attribute)
        || (other.secondItem == viewID && other.secondAttribute == attribute)
    }
    guard !namesSize, !stackSizes(viewID, attribute) else { return "" }
    let what = kinds[viewID] == .stackView ? "a stack view without arranged views" : "a plain view"
    return
      ": it was the only \(attribute) of \"\(name.spelling)\", which has no intrinsic \(attribute) (\(what)), so "
      + "unless its edges are pinned its \(attribute) is ambiguous at run time (Interface Builder's frame, "
      + "and the recipe, use the placeholder's \(PositionalNumber.shortest(constraint.constant)))"
  }

  /// Whether the stack view the view is arranged in sets its `attribute` (`width` or `height`): the
  /// cross axis at alignment fill, the stack's axis at distribution fill equally.
  private func stackSizes(_ viewID: IBID, _ attribute: String) -> Bool {
    guard let parentID = parents[viewID].flatMap({ $0 }),
      let stack = declaredView(parentID)?.stack
    else { return false }
    let alongAxis = (stack.axis == "vertical") == (attribute == "height")
    return alongAxis ? stack.distribution == "fillEqually" : stack.alignment == "fill"
  }

  mutating func warn(_ constraint: IBConstraint, _ message: String) {
    warn(line: constraint.line, element: "<constraint id=\"\(constraint.id)\">", message)
  }

  /// The recipe form of a constraint, or nil (with a warning) when it has none: its anchors,
  /// relation, multiplier, constant and priority, each checked for what a recipe can hold.
  mutating func convert(_ constraint: IBConstraint) -> ConstraintSyntax? {
    guard let anchors = anchors(of: constraint), superviewIsRelatedToItsSubview(anchors, constraint) else {
      return nil
    }
    guard let multiplier = constraint.multiplierValue, multiplier.isFinite else {
      warn(
        constraint,
        "multiplier \"\(constraint.multiplier ?? "")\" is not a number (nor a ratio a:b or a/b with b not 0, nor a percentage N%); "
          + "the constraint is left out")
      return nil
    }
    if anchors.second != nil, let problem = Self.multiplierProblem(multiplier) {
      warn(constraint, "multiplier \"\(constraint.multiplier ?? "")\" \(problem); the constraint is left out")
      return nil
    }
    guard let relation = LayoutRelation(rawValue: constraint.relation) else {
      warn(constraint, "relation \"\(constraint.relation)\" is not known; the constraint is left out")
      return nil
    }
    var syntax = ConstraintSyntax(
      label: nil, first: anchors.first, relation: SyntaxFactory.located(relation), second: anchors.second)
    if anchors.second != nil, multiplier != 1 { syntax.multiplier = SyntaxFactory.multiplier(multiplier) }
    setConstant(of: &syntax, constraint, multiplier: multiplier)
    symbolAnchorsOnFrames(&syntax, anchors, constraint, multiplier: multiplier)
    cellEdgesOnContentView(&syntax, constraint, multiplier: multiplier)
    collectionCellMarginsOnCanvas(&syntax, constraint, multiplier: multiplier)
    syntax.priority = priority(of: constraint)
    return syntax
  }

  /// A constraint on a table view cell itself (not its content view) where an accessory makes the
  /// content view narrower than the cell: the recipe's `Content View` is the content view, whose
  /// trailing edge lies the accessory's width inside the cell's, so a cell's trailing edge (or
  /// right) is `Content View.Trailing + w`, its centre X `+ w / 2`, its width `+ w`; its leading,
  /// top, bottom and height are the content view's [read from stored frames: gomap-POI
  /// (/work/unseen-d, 24506), three cells with a disclosure indicator (a 362.67-point content view
  /// in a 393-point cell) hold a text field by `cell.trailing = field.trailing + 34`, owned by the
  /// cell: IB stores the fields ending at 359 = 393 - 34, past the content view's edge].
  private func cellEdgesOnContentView(
    _ syntax: inout ConstraintSyntax, _ constraint: IBConstraint, multiplier: Double
  ) {
    guard scene.container == .cell, scene.root.element == "tableViewCell",
      let content = scene.root.contentView?.view, content.id != scene.root.id,
      let cellWidth = scene.root.frame?.width, let contentWidth = storedContentWidth,
      cellWidth - contentWidth > 0
    else { return }
    // A content view stored inside its cell at an x of its own (iOS 6's grouped cells, 10 in
    // from each side) puts the cell's leading edge that far before the content view's, and its
    // trailing edge the rest of the difference after it [read from stored frames: eventespresso-
    // iPhoneStoryboard (/work/unseen-r, 5056, Xcode 5) 14 static cells of grouped tables store
    // their content views at x 10, 300 wide in 320-point cells, and labels held by
    // `label.leading = cell.leading + 20` at x 10 in the content view; the only content views of
    // the sets stored at an x; session 39, cells9]. A cell also stored off its row
    // (`IBView.staleRowFrame`) is laid out at its table's width, as wide as or wider than the
    // stored cell, so it takes no offset here: its stored x is read as part of the stale frame
    // [CHOICE: no cell of the sets is both, eventespresso's 14 are at their row; review39-stop L5].
    let leading = min(max(content.frame?.origin.x ?? 0, 0), cellWidth - contentWidth)
    let accessory = cellWidth - contentWidth - leading
    func offset(_ item: IBID?, _ attribute: String?) -> Double {
      guard item == scene.root.id else { return 0 }
      switch attribute {
      case "leading", "left": return -leading
      case "trailing", "right": return accessory
      case "width": return accessory + leading
      case "centerX": return (accessory - leading) / 2
      default: return 0
      }
    }
    shiftConstant(&syntax, constraint, multiplier: multiplier, by: offset)
  }

  /// A constraint on the side margins of a xib's top-level collection view cell itself (not its
  /// content view), on IB's canvas of a device: IB lays such a cell out as the root of the screen
  /// it simulates, so the cell's side margins are a root view's system minimum for its width (16,
  /// 20 where a root of that width has 20: `Scene.systemMinimumLayoutMargins`), not UIView's 8
  /// [read from the frames IB stored: altstore-NewsCollectionViewCell.xib (/work/unseen-e, 22505,
  /// a 335-point cell on retina4_7) stores the views pinned to the cell's leading and trailing
  /// margins at x 16, 303 wide; osmand-EmptyStateCollectionViewCell.xib (/work/unseen-f, 24765, a
  /// 417-point cell on retina6_12) its labels pinned 10 inside them at x 30 = 20 + 10; the
  /// collection cells of storyboards, inside their collection views, keep 8 (hero-CityGuide and
  /// -ListToGrid, swipecell-Main, kiwix-Bookmark); the top and bottom margins: no file pins to
  /// them, they stay 8 [CHOICE]]. The recipe's `Content View` is the content view (margins 8
  /// unless it sets its own), so such a constraint moves by the difference. A cell that sets its
  /// own margins or whose content view preserves its superview's is left as it is, as is any
  /// import on a device (a cell in its collection view keeps UIView's 8).
  private func collectionCellMarginsOnCanvas(
    _ syntax: inout ConstraintSyntax, _ constraint: IBConstraint, multiplier: Double
  ) {
    guard onCanvas, document.kind == .xib, scene.container == .cell,
      scene.root.element == "collectionViewCell", scene.root.layoutMargins == nil,
      let content = scene.root.contentView?.view, content.id != scene.root.id,
      content.preservesSuperviewLayoutMargins != true, let frame = scene.root.frame
    else { return }
    let canvas = IBCanvas(document: document)
    guard canvas.device != nil else { return }
    let minimum = systemMinimumMargins(canvas, width: frame.width, height: frame.height)
    let own = content.layoutMargins ?? ControlMetrics.defaultLayoutMargins
    let leading = max(minimum.left, ControlMetrics.defaultLayoutMargins.left) - own.left
    let trailing = max(minimum.right, ControlMetrics.defaultLayoutMargins.right) - own.right
    func offset(_ item: IBID?, _ attribute: String?) -> Double {
      guard item == scene.root.id else { return 0 }
      switch attribute {
      case "leadingMargin", "leftMargin": return leading
      case "trailingMargin", "rightMargin": return -trailing
      default: return 0
      }
    }
    shiftConstant(&syntax, constraint, multiplier: multiplier, by: offset)
  }

  /// Moves a constraint's constant by how far each of its items' edges moves (`offset(item,
  /// attribute)`, the second item's scaled by the multiplier), rounded to 1/1000 of a point; a
  /// constant that is not a number of points is left as it is.
  private func shiftConstant(
    _ syntax: inout ConstraintSyntax, _ constraint: IBConstraint, multiplier: Double,
    by offset: (IBID?, String?) -> Double
  ) {
    let shift =
      -offset(constraint.resolvedFirstItem, constraint.firstAttribute)
      + multiplier * offset(constraint.secondItem, constraint.secondAttribute)
    guard shift != 0 else { return }
    let current: Double
    switch syntax.constant {
    case nil: current = 0
    case .points(let literal)?: current = literal.value
    default: return
    }
    syntax.constant = .points(SyntaxFactory.number(((current + shift) * 1000).rounded() / 1000))
  }

  /// A constraint on a symbol image view, written on the view's frame. UIImageView gives a
  /// symbol image an alignment rectangle of one line of its font, as tall as San Francisco's line
  /// (ascender 1950 and descender 494 of 2048 units: 1.1934 times the point size), as wide as the
  /// image and centred on it, with its baseline a descender above its bottom; Auto Layout places
  /// that rectangle, and the frame IB stores (the image) reaches `d = image height - line height`
  /// past it, half above and half below (docs/interface-builder.md, "System symbol images"). The
  /// recipe's view is the frame, so each anchor moves to it: a top by `d / 2` up, a bottom by
  /// `d / 2` down, a height by `d`, and a first or last baseline becomes the centre Y, the
  /// baseline lying (1950 - 494) / 4096 = 0.3555 times the point size below it. `A.Top = B.y + c`
  /// becomes `A.Top = B.y + c - d / 2`; with the view second, `A.y = B.Height x m + c` becomes
  /// `A.y = B.Height x m + c - m d`. A Standard constant is left as it is.
  private func symbolAnchorsOnFrames(
    _ syntax: inout ConstraintSyntax, _ anchors: ResolvedAnchors, _ constraint: IBConstraint,
    multiplier: Double
  ) {
    let first = symbolAnchorShift(anchors.firstID, anchors.first.attribute.value)
    let second = anchors.second.flatMap { symbolAnchorShift(anchors.secondID, $0.attribute.value) }
    guard first != nil || second != nil else { return }
    if case .standard? = syntax.constant { return }
    var constant = constraint.constant
    if let first {
      if let attribute = first.attribute { syntax.first.attribute = Self.spelled(attribute) }
      constant -= first.shift
    }
    if let second {
      if let attribute = second.attribute { syntax.second?.attribute = Self.spelled(attribute) }
      constant += multiplier * second.shift
    }
    syntax.constant = .points(SyntaxFactory.number((constant * 1000).rounded() / 1000))
  }

  private static func spelled(_ attribute: Attribute) -> Spelled<Attribute> {
    SyntaxFactory.spelled(attribute, Attribute.word(forName: attribute.rawValue))
  }

  /// Where an anchor of a symbol image view's alignment rectangle lies on its frame: the frame's
  /// attribute to use instead (nil: the same) and how far the rectangle's anchor lies past it
  /// (alignment = frame + shift); nil for any other item or attribute.
  private func symbolAnchorShift(_ id: IBID?, _ attribute: Attribute)
    -> (attribute: Attribute?, shift: Double)?
  {
    guard let id, let view = declaredView(id), view.element == "imageView",
      let name = view.imageName, document.systemImages.contains(name),
      let shape = document.imageSizes[name], shape.width > 0, shape.height > 0
    else { return nil }
    // A stack view places its arranged views' alignment rectangles by constraints of its own,
    // which cannot move to the frame: an arranged symbol's edges stay its alignment rectangle's
    // (its centre is the frame's either way).
    let arranged = (parents[id] ?? nil).map { parent in
      declaredView(parent)?.element == "stackView"
    }
    if arranged == true, [.top, .bottom, .height].contains(attribute) { return nil }
    let pointSize = view.symbolPointSize ?? 17
    let image = Self.symbolImageSize(
      shape: shape, pointSize: pointSize, scale: view.resolvedSymbolScale, name: name)
    let past = image.height - Self.symbolLineHeight * pointSize
    switch attribute {
    case .top: return (nil, past / 2)
    case .bottom: return (nil, -past / 2)
    case .height: return (nil, -past)
    case .firstBaseline, .lastBaseline: return (.centerY, Self.symbolBaselineBelowCentre * pointSize)
    default: return nil
    }
  }

  /// The alignment insets of a stack view's arranged system-symbol image view whose image (the
  /// `image W x H` the importer wrote for it) is `imageHeight` high (nil for any other view): its
  /// frame, the image, reaches `d / 2` past its alignment rectangle (one line of its font) above
  /// and below, as `symbolAnchorShift` says. A stack view places that rectangle by
  /// constraints of its own, which cannot move to the frame, so the recipe's view stays the
  /// rectangle (`alignmentRectInsets`: its intrinsic height is the line, the frame drawn the image)
  /// [read from stored frames: datadog-Images' nine `applelogo` views held 60 x 60 in stacks,
  /// stored 58.33 high 0.33 below the stack's top; docs/interface-builder.md, "System symbol images"].
  func arrangedSymbolInsets(_ view: IBView, imageHeight: Double) -> EdgeInsets? {
    guard view.element == "imageView", let name = view.imageName, document.systemImages.contains(name),
      let shape = document.imageSizes[name], shape.width > 0, shape.height > 0,
      let parent = parents[view.id] ?? nil, declaredView(parent)?.element == "stackView"
    else { return nil }
    let pointSize = view.symbolPointSize ?? 17
    let half = ((imageHeight - Self.symbolLineHeight * pointSize) / 2 * 1000).rounded() / 1000
    return EdgeInsets(top: half, left: 0, bottom: half, right: 0)
  }

  /// San Francisco's line height per point of size, (1950 + 494) / 2048: a symbol image view's
  /// alignment rectangle is this tall [DOC: the font's ascender and descender, issue 22; read from
  /// stored frames: see docs/interface-builder.md, "System symbol images"].
  static let symbolLineHeight = 2444.0 / 2048

  /// How far below a symbol image view's centre its baseline lies per point of size: half the
  /// ascender less the descender of San Francisco, (1950 - 494) / 4096, the baseline of a line
  /// centred on the symbol [read from stored frames too: keepassium's `globe`, `person` and
  /// `person.3` beside labels, 6.19, 6.07 and 5.86 points at 17 points, 6.04 here].
  static let symbolBaselineBelowCentre = 1456.0 / 4096

  /// A constraint's anchors and the IB ids of their items.
  private struct ResolvedAnchors {
    var first: AnchorSyntax
    var firstID: IBID
    var second: AnchorSyntax?
    var secondID: IBID?
  }

  /// A constraint's two anchors in recipe form, with the IB ids of their items (no second anchor
  /// for a constant constraint); nil (with a warning) for an item the scene does not hold, an
  /// attribute Auto Layout does not name, or a pair of attributes Auto Layout refuses. An
  /// attribute is spelled as the document names it (`lastBaseline` as `LastBaseline`).
  private mutating func anchors(of constraint: IBConstraint) -> ResolvedAnchors? {
    guard
      let (keyboardItem, keyboardAttribute) = keyboardGuideAnchor(
        constraint.resolvedFirstItem, constraint.firstAttribute, constraint)
    else { return nil }
    let (firstItem, scrollAttributeName) = rootScrollAnchor(
      keyboardItem, keyboardAttribute, other: constraint.secondItem)
    let (marginItem, firstAttributeName) = rootMargins(
      contentArea(firstItem, scrollAttributeName, other: constraint.secondItem), scrollAttributeName,
      other: constraint.secondItem)
    let firstID = rootFrame(marginItem, firstAttributeName, other: constraint.secondItem)
    guard let firstName = itemName(firstID, constraint: constraint) else { return nil }
    guard let firstAttribute = Attribute(name: firstAttributeName) else {
      warn(
        constraint, "attribute \"\(constraint.firstAttribute)\" is not supported; the constraint is left out")
      return nil
    }
    var anchors = ResolvedAnchors(
      first: SyntaxFactory.anchor(
        firstName, firstAttribute, spelling: Attribute.word(forName: firstAttributeName)),
      firstID: firstID)
    if let ibSecondItem = constraint.secondItem, let ibAttributeName = constraint.secondAttribute,
      ibAttributeName != "notAnAttribute"
    {
      guard
        let (keyboardItem, keyboardAttribute) = keyboardGuideAnchor(ibSecondItem, ibAttributeName, constraint)
      else { return nil }
      let (secondItem, scrollAttributeName) = rootScrollAnchor(
        keyboardItem, keyboardAttribute, other: constraint.resolvedFirstItem)
      let other = constraint.resolvedFirstItem
      let (marginItem, attributeName) = rootMargins(
        contentArea(secondItem, scrollAttributeName, other: other), scrollAttributeName, other: other)
      let id = rootFrame(marginItem, attributeName, other: other)
      guard let name = itemName(id, constraint: constraint) else { return nil }
      guard let attribute = Attribute(name: attributeName) else {
        warn(constraint, "attribute \"\(attributeName)\" is not supported; the constraint is left out")
        return nil
      }
      anchors.second = SyntaxFactory.anchor(name, attribute, spelling: Attribute.word(forName: attributeName))
      anchors.secondID = id
    } else if constraint.secondItem != nil, constraint.secondAttribute == nil {
      warn(constraint, "has a second item but no second attribute; the constraint is left out")
      return nil
    }
    if let problem = AttributePairingProblem(firstAttribute, anchors.second?.attribute.value) {
      warn(constraint, Self.describe(problem) + "; UIKit refuses such a constraint, so it is left out")
      return nil
    }
    for anchor in [anchors.first, anchors.second].compactMap({ $0 }) {
      guard let builtin = BuiltinItem(name: anchor.item.value), let allowed = builtin.allowedAttributes,
        !allowed.contains(anchor.attribute.value)
      else { continue }
      // A top or bottom layout guide is a UILayoutSupport: top, bottom and height, no horizontal
      // position [DOC: UILayoutSupport `topAnchor`, `bottomAnchor`, `heightAnchor`]; the readable
      // content guide, a UILayoutGuide, has no margins and no baselines (BuiltinItem's table, the
      // recipe checker's rule). IB saves a
      // constraint to such a guide's leading all the same (a held-out file of session 33 pinned a
      // picker's leading to the bottom layout guide's); the recipe would not compile (exit 70).
      warn(
        constraint,
        "names \(builtin.rawValue).\(anchor.attribute.spelling): \(builtin.attributeHint), so the "
          + "constraint is left out")
      return nil
    }
    return anchors
  }

  /// The root's keyboard layout guide (`<keyboardLayoutGuide key="keyboard">`) as the anchor it
  /// is with the keyboard off screen, as IB lays it out: the strip below the safe area, from the
  /// safe area's bottom to the view's, as wide as the view [DOC: UIKeyboardLayoutGuide
  /// `usesBottomSafeArea`: "the layout guide's top anchor matches the safe area's bottom anchor"
  /// when the keyboard is offscreen]. Its top is the safe area's bottom, its bottom and horizontal
  /// anchors the root's; its height and centre Y (which would need the safe area's inset as a
  /// size) are warned and the constraint left out. Any other item is returned as it is.
  private mutating func keyboardGuideAnchor(_ id: IBID, _ attribute: String, _ constraint: IBConstraint)
    -> (IBID, String)?
  {
    guard let guide = scene.root.keyboardGuideID, id == guide else { return (id, attribute) }
    switch attribute {
    case "top":
      guard let safeArea = scene.root.safeAreaGuideID, items[safeArea] != nil else {
        return (scene.root.id, "bottom")
      }
      return (safeArea, "bottom")
    case "bottom", "leading", "trailing", "left", "right", "centerX", "width":
      return (scene.root.id, attribute)
    default:
      warn(
        constraint,
        "relates the keyboard layout guide's \(attribute), which the importer does not model (it lays the "
          + "guide out with the keyboard off screen: the strip below the safe area); the constraint is left out"
      )
      return nil
    }
  }

  /// Whether the items' use of the root view ("Superview") is one a recipe can write: the root
  /// related to one of its direct subviews; false (with a warning) otherwise.
  private mutating func superviewIsRelatedToItsSubview(
    _ anchors: ResolvedAnchors, _ constraint: IBConstraint
  ) -> Bool {
    let superview = BuiltinItem.superview.name
    let pairs = [
      (Optional(anchors.firstID), anchors.secondID), (anchors.secondID, Optional(anchors.firstID)),
    ]
    for (id, other) in pairs {
      guard let id, items[id] == superview else { continue }
      if let other, items[other] != superview, parents[other].flatMap({ $0 }) != nil {
        warn(
          constraint,
          "relates the root view to \"\(items[other]?.spelling ?? other.rawValue)\", which is not its direct "
            + "subview; a recipe's Superview cannot name it, so the constraint is left out")
        return false
      }
      if other == nil || other.map({ items[$0] == superview }) == true {
        warn(constraint, "a constraint on the root view alone is left out (the scene gives the root's size)")
        return false
      }
    }
    return true
  }

  /// Sets the constant: IB's Standard spacing (`symbolic`) as the recipe's `Standard`, the
  /// constraint turned round when IB subtracts it (a recipe has no negative Standard), else the
  /// number; a zero constant between two items is left out. IB writes a Standard constraint's
  /// constant as UIKit resolves it: 8 between siblings, 20 to a superview's edge (its own margin
  /// is another attribute) [DOC: Auto Layout Guide, "Standard" spacing; IB's stored frames in
  /// xlpagertabstrip-Storyboard, netnewswire-Inspector]. A recipe's `Standard` is 8 everywhere
  /// (docs/layout.md), so any other stored value is written as the number IB resolved.
  private func setConstant(of syntax: inout ConstraintSyntax, _ constraint: IBConstraint, multiplier: Double)
  {
    guard let second = syntax.second else {
      syntax.constant = .points(SyntaxFactory.number(constraint.constant))
      return
    }
    if constraint.symbolic, abs(constraint.constant) != Spacing.standard {
      syntax.constant = .points(SyntaxFactory.number(constraint.constant))
    } else if constraint.symbolic {
      if constraint.constant >= 0 {
        syntax.constant = .standard(negated: false, range: SyntaxFactory.nowhere)
      } else if multiplier == 1 {
        // A.x = B.y - Standard reads as B.y = A.x + Standard.
        syntax.second = syntax.first
        syntax.first = second
        syntax.relation = SyntaxFactory.located(syntax.relation.value.flipped)
        syntax.constant = .standard(negated: false, range: SyntaxFactory.nowhere)
      } else {
        syntax.constant = .points(SyntaxFactory.number(constraint.constant))
      }
    } else if constraint.constant != 0 {
      syntax.constant = .points(SyntaxFactory.number(constraint.constant))
    }
  }

  /// The priority, nil when required; one not a whole number in 1...1000 is adjusted (with a
  /// warning).
  private mutating func priority(of constraint: IBConstraint) -> PrioritySyntax? {
    var priority = constraint.priority
    guard priority != 1000 else { return nil }
    if priority != priority.rounded() || !(1...1000).contains(priority) {
      let adjusted = Self.wholePriority(priority)
      warn(constraint, "priority \(priority) is not a whole number in 1...1000; \(Int(adjusted)) is used")
      priority = adjusted
    }
    return priority == 1000 ? nil : SyntaxFactory.priority(priority)
  }

  /// A pair of attributes Auto Layout refuses, in the importer's words (IB's attribute names),
  /// to be followed by "; UIKit refuses such a constraint". The importer fuzzer found a document
  /// whose constraint became `Bottom Layout Guide.Top = 20`, a recipe that did not compile
  /// (`import` exited 70): the recipe checker refuses the same pairs, by the same rule.
  static func describe(_ problem: AttributePairingProblem) -> String {
    switch problem {
    case .locationToConstant(let attribute):
      return "sets the location \(attribute.rawValue) to a constant (only width and height can be)"
    case .sizeWithLocation(let first, let second):
      return "relates size and location (\(first.rawValue) to \(second.rawValue))"
    case .differentAxes(let first, let second):
      return "relates \(first.rawValue) to \(second.rawValue), locations of different axes"
    case .mixedDirections(let first, let second):
      return "mixes \(first.rawValue) with \(second.rawValue) (leading and trailing with left and right)"
    }
  }

  /// A priority rounded to a whole number in 1...1000 that keeps a constraint optional when it was
  /// (999.5 is 999: rounding it up would make it required, which UIKit's 999.5 is not).
  static func wholePriority(_ priority: Double) -> Double {
    let clamped = min(max(priority.rounded(), 1), 1000)
    return priority < 1000 ? min(clamped, 999) : clamped
  }

  /// Why a recipe cannot hold a multiplier, or nil: the recipe language writes no negative
  /// multiplier, and the solver's numeric range (`NumericRange`) bounds non-zero ones.
  static func multiplierProblem(_ multiplier: Double) -> String? {
    if multiplier < 0 { return "is negative, which a recipe cannot write" }
    guard NumericRange.contains(multiplier: multiplier) else {
      return "is outside the solver's numeric range (0, or \(NumericRange.spelledMultiplierBounds.lower) "
        + "to \(NumericRange.spelledMultiplierBounds.upper) in magnitude)"
    }
    return nil
  }

  /// The recipe name of an item id, or nil (with a warning) for an id the scene does not hold.
  private mutating func itemName(_ id: IBID, constraint: IBConstraint) -> ViewName? {
    if let name = items[id] { return name }
    let owner = declared.first { $0.safeAreaGuideID == id || $0.contentView?.view.safeAreaGuideID == id }
    if owner != nil || scene.root.safeAreaGuideID == id || scene.root.contentView?.view.safeAreaGuideID == id
    {
      // Only a guide no root gives a Safe Area or bounds to gets here: every other guide is named
      // (`registerBuiltins`, `addSafeAreaGuides`).
      warn(
        constraint,
        "refers to the safe area of \(owner.flatMap { items[$0.id]?.spelling } ?? "the root view"); the scene's "
          + "root is no screen's root on this canvas (no Safe Area), so the constraint is left out")
      return nil
    }
    // A scroll view's content layout guide is declared only where a constraint that stays names
    // it (`addScrollContentGuides`): one named by placeholder constraints alone is not, and those
    // constraints, removed at build time anyway, are left out with it (pocketcasts' episode page
    // pins its inner scroll view to the outer one's content guide with four placeholders).
    if constraint.isPlaceholder, let scroll = declared.first(where: { $0.contentLayoutGuideID == id }) {
      warn(
        constraint,
        "refers to the content layout guide of \(items[scroll.id]?.spelling ?? "a scroll view"), which "
          + "only placeholder constraints (design time only) name; left out with them")
      return nil
    }
    warn(
      constraint,
      "refers to \"\(id)\", which is no view or guide of this scene (a dangling reference); left out")
    return nil
  }

  /// `N. Content View.Height = H` (at `priority` when given), with its comment: a cell's content
  /// height that the file fixes or the canvas draws.
  static func contentViewHeightLine(_ number: Int, _ height: Double, priority: Double?, comment: String)
    -> RecipeLine
  {
    var syntax = ConstraintSyntax(
      label: SyntaxFactory.located(.number(number)),
      first: SyntaxFactory.anchor(
        BuiltinItem.contentView.name, .height, spelling: Attribute.height.cookbookName),
      relation: SyntaxFactory.located(.equal), second: nil)
    syntax.constant = .points(SyntaxFactory.number(height))
    if let priority { syntax.priority = SyntaxFactory.priority(priority) }
    return SyntaxFactory.line(.constraint(syntax), comment: comment)
  }
}
