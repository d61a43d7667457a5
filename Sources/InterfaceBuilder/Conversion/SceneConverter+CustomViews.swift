import Layout
import Recipe

/// Views of a custom class whose size comes from the class's code.
///
/// A custom `UIView` subclass may report an `intrinsicContentSize`; UIKit lays such a view out
/// with it as with a label's (hugging and compression resistance at the view's priorities)
/// [DOC: UIView.intrinsicContentSize]. Interface Builder knows it only by running the class: an
/// `@IBDesignable` class is built and rendered on the canvas by IB's designables agent
/// [DOC: Xcode Help, "Render custom views in the canvas"; WWDC 2014 session 411], which then
/// lays the scene out with the size the class reports and records it in the document
/// (`<designables><designable name="ID"><size key="intrinsicContentSize" .../>`, or the element
/// alone when the class reports none). A recipe cannot run the class, so:
/// - a view `<designables>` lists gets the intrinsic size IB recorded (none if it recorded none;
///   a component recorded as -1 is `UIView.noIntrinsicMetric`, the class reporting no size in that
///   axis [DOC: UIView.noIntrinsicMetric, "the absence of an intrinsic metric", -1], so none there);
/// - a leaf view of a custom class that IB does not flag as ambiguous, although no constraint sets
///   its width (or height) and no two of its edges are pinned in that axis, has the size its class
///   reports there: IB would flag the view ambiguous otherwise ("Needs constraints for width"), so
///   the size IB stored in that axis is the one IB got from the class's code, and the recipe takes
///   it as the view's intrinsic size [read from stored frames: Cosmos's star-rating view
///   (`CosmosView`, 5 stars of 53 with 7 between, stored 293 x 53 with only centring constraints)
///   and Home Assistant's permission rows (stored 120 high in an equal-spacing stack), in 2 files
///   of 2 apps]. The located warning says the size comes from the class's code.
extension SceneConverter {
  /// The intrinsic size of a custom-class view whose size its class's code gives, or nil.
  mutating func codeIntrinsicSize(_ view: IBView, kind: ViewKind) -> IntrinsicSize? {
    guard kind == .view, view.element == "view", let customClass = view.customClass else { return nil }
    if let designable = document.designables[view.id] {
      guard let size = designable, Self.recordedIntrinsic(size) != nil else { return nil }
      return recordedDesignableSize(view, customClass: customClass, size: size)
    }
    guard view.subviews.isEmpty, !view.isAmbiguous, !view.isMisplaced, !view.fixedFrame,
      view.translatesAutoresizingMask == false, let frame = view.frame
    else { return nil }
    let width = sizeIsOpen(view, axis: .horizontal) ? frame.width : nil
    let height = sizeIsOpen(view, axis: .vertical) ? frame.height : nil
    guard width != nil || height != nil else { return keptUnrenderedLength(view, customClass, frame: frame) }
    let open = [width.map { _ in "width" }, height.map { _ in "height" }].compactMap { $0 }
    warn(
      view,
      "the constraints leave this \(customClass)'s \(open.joined(separator: " and ")) open and Interface "
        + "Builder does not flag it as ambiguous, so its size comes from the class's code (its "
        + "intrinsicContentSize, which IB got by rendering the class); the recipe takes the size IB "
        + "stored, \(width.map(Self.spelled) ?? "none") x \(height.map(Self.spelled) ?? "none"), as "
        + "its intrinsic size, so where the app's class reports another size the layout differs")
    return IntrinsicSize(width: width, height: height)
  }

  /// The lengths IB's canvas keeps for a leaf view of a custom class that `<designables>` does not
  /// list, outside any stack view, whose edges the document ties in an axis but whose length there
  /// no constraint of its own sets (no width or height, no ratio): IB runs no code of such a class
  /// and lays the view out again at the length it had, at the view's hugging and compression
  /// resistance, as it keeps a plain view's length in a fill stack (`keptLengthAlongFillStack`)
  /// [read from stored frames: nhscovid-Onboarding (/work/unseen-m, 16096, retina6_1), four
  /// scenes whose `OnboardingLogoStrapline` sits between the top of a scroll view's content view
  /// and a column, the content view held to the scroll view's height at priority 1 only: stored
  /// 64 high, the content view 686 where the priority-1 height asks 818]. Only on IB's canvas;
  /// nil when no axis qualifies.
  private mutating func keptUnrenderedLength(_ view: IBView, _ customClass: String, frame: Rect)
    -> IntrinsicSize?
  {
    guard onCanvas, declaredView(parents[view.id] ?? nil)?.stack == nil else {
      return nil
    }
    let attributes = constraintAttributes[view.id] ?? []
    func kept(_ axis: Axis) -> Double? {
      let size = axis.dimension
      let ownLength = attributes.contains {
        $0.attribute == size || ($0.other == view.id && $0.otherAttribute == size)
          || ["width", "height"].contains($0.attribute) && $0.other == view.id
      }
      guard !ownLength, frame.size[axis] > 0 else { return nil }
      return frame.size[axis]
    }
    let width = kept(.horizontal)
    let height = kept(.vertical)
    guard width != nil || height != nil else { return nil }
    let open = [width.map { _ in "width" }, height.map { _ in "height" }].compactMap { $0 }
    warn(
      view,
      "no constraint sets this \(customClass)'s \(open.joined(separator: " and ")) itself and Interface "
        + "Builder does not run the class's code, so its canvas keeps the size the view had, "
        + "\(width.map(Self.spelled) ?? "none") x \(height.map(Self.spelled) ?? "none"), at the view's hugging and "
        + "compression resistance; the recipe takes it as the view's intrinsic size, so where the app's "
        + "class reports another size (or none) the layout differs")
    return IntrinsicSize(width: width, height: height)
  }

  /// The intrinsic size of a button or text field of a custom class that `<designables>` lists
  /// with a size: the size IB recorded from the class's code, as for a plain view of a custom
  /// class (above) [read from stored frames: cwa-ResetViewController (/work/unseen-e, 17701): two
  /// `ENAButton`s recorded 175 x 50 and 104 x 50 are stored 50 high, arranged in a vertical stack
  /// with nothing setting their height, where their titles give 34 and 30]. Nil otherwise.
  mutating func designableControlSize(_ view: IBView, kind: ViewKind) -> IntrinsicSize? {
    guard [.button, .textField].contains(kind), let customClass = view.customClass,
      let designable = document.designables[view.id], let size = designable,
      Self.recordedIntrinsic(size) != nil
    else { return nil }
    return recordedDesignableSize(view, customClass: customClass, size: size)
  }

  /// A size `<designables>` recorded, as an intrinsic size: a negative component is
  /// `UIView.noIntrinsicMetric` (-1, the class reports no size in that axis [DOC:
  /// UIView.noIntrinsicMetric]), so none in that axis; nil when neither axis has one.
  static func recordedIntrinsic(_ size: Size) -> IntrinsicSize? {
    let intrinsic = IntrinsicSize(
      width: size.width >= 0 ? size.width : nil, height: size.height >= 0 ? size.height : nil)
    return intrinsic == .none ? nil : intrinsic
  }

  /// The size `<designables>` recorded for a view of a custom class, as its intrinsic size, with
  /// the warning that the app's class may report another.
  private mutating func recordedDesignableSize(
    _ view: IBView, customClass: String, size: Size
  ) -> IntrinsicSize {
    let intrinsic = Self.recordedIntrinsic(size) ?? .none
    warn(
      view,
      "a \(customClass) rendered by Interface Builder (<designables>): its size comes from the class's "
        + "code; the recipe takes the intrinsic size IB recorded, \(intrinsic.width.map(Self.spelled) ?? "none") x "
        + "\(intrinsic.height.map(Self.spelled) ?? "none"), and the app's class may report another")
    return intrinsic
  }

  /// The size of a label of a custom class that `<designables>` lists with a size, when that size
  /// is one line IB kept within the label's stored width. IB renders such a label with the class's
  /// code (an inspectable property may set another font: cwa's `ENALabel` with `ibEnaStyle`
  /// `title2` turns a System 17 "Label" into one line 26.5 high) and lays the scene out with the
  /// `intrinsicContentSize` the class reports [DOC: Xcode Help, "Render custom views in the
  /// canvas"], which the document records; the file's font is then not the one IB measured.
  /// Read from stored frames: the three cwa labels whose record differs from their file's font
  /// (`HomeStatisticsCardView` 26.5 and 18, `ResetViewController` 18 for System 17) are stored at
  /// the recorded height in stacks that leave the height to the label. A record wider than the
  /// stored frame is a label IB wrapped (cwa's Body text recorded 1528 wide, stored 382 x 101.5): one
  /// recorded line cannot say how, so its text is measured as before [CHOICE].
  mutating func designableLabelSize(_ view: IBView, kind: ViewKind) -> IntrinsicSize? {
    guard kind == .label, let customClass = view.customClass,
      let record = document.designables[view.id], let size = record, let frame = view.frame,
      size.width >= 0, size.height >= 0, size.width <= frame.width + 0.5
    else { return nil }
    warn(
      view,
      "a \(customClass) rendered by Interface Builder (<designables>): IB measured it with the class's code, "
        + "whose font may differ from the file's; the recipe takes the size IB recorded, "
        + "\(Self.spelled(size.width)) x \(Self.spelled(size.height)), in place of its text's, and the "
        + "app's class may report another")
    return IntrinsicSize(width: size.width, height: size.height)
  }

  private static func spelled(_ value: Double) -> String { PositionalNumber.shortest(value) }

  /// The size IB keeps for a plain leaf view arranged in a stack view whose alignment leaves the
  /// view's size across the axis free (every alignment but fill), when no constraint sets that
  /// size: UIKit's `UISV-ambiguity-suppression` (size == 0 at 25, docs/layout.md, "Stack
  /// views") makes it 0 at run time, and it is why IB does not flag the view ambiguous, but IB's
  /// canvas leaves the view at the size it had (240, a library view's width, for most) and
  /// stores that [read from the frames IB stored: 7 of 7 such views in 4 files of 3 apps, none
  /// stored 0: chatsecure-Purchase's three spacers and WooCommerce's ULError (two) and
  /// CardPresentPaymentsModal (one) spacers, 240 wide in centre-aligned vertical stacks;
  /// protonvpn-ServerCell's 8-wide view stored 50 high in a centre-aligned row]. The recipe
  /// takes that size as the view's intrinsic size in that axis, so it holds at the view's
  /// priorities, and the located warning says UIKit gives 0. A view with subviews (whose content
  /// may size it), a custom class (`codeIntrinsicSize`), a hidden, ambiguous or misplaced view
  /// is left as it is.
  mutating func keptSizeAcrossStack(_ view: IBView, kind: ViewKind) -> IntrinsicSize? {
    guard let leaf = plainLeafInStack(view, kind: kind), let stack = leaf.stackView.stack,
      stack.alignment != "fill"
    else { return nil }
    let frame = leaf.frame
    let across: Axis = stack.axis == "vertical" ? .horizontal : .vertical
    guard sizeIsOpen(view, axis: across) else { return nil }
    let size = frame.size[across]
    guard size > 0 else { return nil }
    let name = across.dimension
    warn(
      view,
      "nothing sets this view's \(name) in its \(stack.alignment)-aligned stack view; Interface Builder "
        + "leaves it at the \(Self.spelled(size)) it stored, and so does the recipe (as its intrinsic "
        + "\(name)), but UIKit's stack view makes it 0 at run time (UISV-ambiguity-suppression); "
        + "give it a \(name) constraint if it should keep one" + unrenderedClassNote(view))
    return IntrinsicSize(size, along: across)
  }

  /// A plain leaf view arranged in a stack view, whose size IB's canvas may keep: its stored frame
  /// and its stack view, or nil for any other (a view with subviews, a custom class IB renders, a
  /// hidden, ambiguous or misplaced view, one sized by autoresizing or an intrinsic-size
  /// placeholder). With `containers`, a plain view WITH subviews is taken as well. A view of a
  /// custom class IB does not render counts as plain on IB's canvas (`laysOutAsPlain`), and so does a container
  /// view (`<containerView>`: a plain `UIView` holding an embedded controller's view, which is not
  /// among its subviews here) [read from stored frames (session 34, from the misses lane):
  /// nhscovid-Status (/work/unseen-m) arranges one, `4tb-5a-Uxm`, first in a vertical fill stack
  /// with nothing on its height, stored 128 high; before, 0].
  private func plainLeafInStack(_ view: IBView, kind: ViewKind, containers: Bool = false)
    -> (frame: Rect, stackView: IBView)?
  {
    guard Self.laysOutAsAPlainView(view, kind: kind), laysOutAsPlain(view),
      containers || view.subviews.isEmpty,
      !view.isHidden, !view.isAmbiguous, !view.isMisplaced, view.translatesAutoresizingMask == false,
      view.placeholderIntrinsicSize.horizontal == nil, view.placeholderIntrinsicSize.vertical == nil,
      let frame = view.frame, let stackView = declaredView(parents[view.id] ?? nil), stackView.stack != nil
    else { return nil }
    return (frame, stackView)
  }

  /// Whether `view`'s element is one IB's canvas lays out as a plain `UIView` in a stack: a
  /// `<view>`, a `<containerView>`, or a stack view with no subviews (a `UIStackView` without
  /// arranged views makes no constraints and has no intrinsic size, so nothing but its own
  /// constraints sizes it) [read from stored frames: genesisvision-CellWithCollectionView
  /// (/work/unseen-o, toolsVersion 15505) arranges an empty stack `ag0-IG-SX9`, an outlet the
  /// app fills, in a horizontal fill-proportionally row, stored 50 wide (ours 0, and the row
  /// around it 50 short); docs/layout.md, "Stack views"]. The evidence is a fill-proportionally
  /// share; the kept length along other stacks, the size across one, and `--device` imports come
  /// with the plain-view rules [CHOICE: an empty `UIStackView` has no constraints or intrinsic size
  /// of its own, as a plain `UIView`; no stored frame of one in a non-fill-proportionally stack read].
  static func laysOutAsAPlainView(_ view: IBView, kind: ViewKind) -> Bool {
    if kind == .view { return ["view", "containerView"].contains(view.element) }
    return kind == .stackView && view.element == "stackView" && view.subviews.isEmpty
  }

  /// How a warning names a view `laysOutAsAPlainView` takes: "plain view", or "stack view without
  /// arranged views".
  static func plainNoun(_ view: IBView) -> String {
    view.element == "stackView" ? "stack view without arranged views" : "plain view"
  }

  /// Whether Interface Builder's canvas lays `view` out as a plain `UIView`: a view of no custom
  /// class, or of a custom class that `<designables>` does not list. IB builds and draws a custom
  /// class on its canvas only when the class is `@IBDesignable` [DOC: Xcode Help, "Render custom
  /// views in the canvas"], and then records it in `<designables>` (`codeIntrinsicSize`); any
  /// other custom class is drawn as the `UIView` it subclasses, without its code, so the canvas
  /// keeps its lengths in a stack as a plain view's [read from stored frames (session 34,
  /// stacks6): erouska-Active's two `ActiveBannerView` containers in a vertical fill stack (stored
  /// 359.5 and 227.5 high), swiftweather-Main's four `ForecastView`s in horizontal fill stacks,
  /// habitica-Social's five `CollapsibleTitle`s (128 high in vertical fill stacks), with nothing
  /// on those lengths; docs/interface-builder.md, "Custom-class views sized by their code"].
  func isPlainOnCanvas(_ view: IBView) -> Bool {
    view.customClass == nil || document.designables[view.id] == nil
  }

  /// Whether the scene being imported lays `view` out as a plain `UIView`: a view of no custom
  /// class in any scene; a custom class IB does not render (`isPlainOnCanvas`) only on IB's
  /// canvas (`onCanvas`: `--device canvas`, or a default import that writes the canvas's scene
  /// line). In any other scene the class's code runs, as it does in the app,
  /// and UIKit asks its `intrinsicContentSize` [DOC: Apple's documentation,
  /// `UIView.intrinsicContentSize`: "Custom views typically have content that they display of
  /// which the layout system is unaware"; `UIStackView.Distribution.fillProportionally`: "the
  /// stack view resizes views proportionally based on their intrinsic content size"], which the
  /// document does not record: the view is left to its constraints there, as it was before
  /// session 34's rule [CHOICE: the stored length is what IB's canvas kept without the code, not
  /// what the app's code reports; the second read of session 34 found the rule reaching
  /// `--device` imports]. In practice this decides a custom class's share of a
  /// fill-proportionally stack (`proportionalLength`); its size across a stack, where nothing
  /// sets it, is the stored size in every scene through `codeIntrinsicSize` (the class's own size
  /// as IB stored it), which comes first, and its kept length along a fill stack was canvas-only
  /// already.
  func laysOutAsPlain(_ view: IBView) -> Bool {
    if view.customClass == nil { return true }
    guard onCanvas else { return false }
    return isPlainOnCanvas(view)
  }

  /// For a warning about a view `isPlainOnCanvas` takes as plain although it has a custom class:
  /// the sentence that says so; empty for a view of no custom class.
  func unrenderedClassNote(_ view: IBView) -> String {
    guard let customClass = view.customClass else { return "" }
    return "; its class \(customClass) is not one Interface Builder renders (no <designables> entry), so the "
      + "canvas lays it out as a plain view, and the class's code may size it otherwise at run time"
  }

  /// The sizes IB keeps for a plain leaf view arranged in a stack view, across the axis
  /// (`keptSizeAcrossStack`) and along it (`keptLengthAlongFillStack`), merged: nil when neither.
  mutating func keptSizesInStack(_ view: IBView, kind: ViewKind) -> IntrinsicSize? {
    let across = keptSizeAcrossStack(view, kind: kind)
    guard let along = keptLengthAlongFillStack(view, kind: kind) else { return across }
    guard var size = across else { return along }
    size.width = size.width ?? along.width
    size.height = size.height ?? along.height
    return size
  }

  /// The length IB's canvas keeps for a plain view arranged in a fill-distribution stack view
  /// along the stack's axis (a leaf or a container), when no
  /// constraint of the document sets that length or ties an edge of the view in that axis (a
  /// container's constraints to its own descendants aside): a `UIView` has no intrinsic size, so at run time such a
  /// view takes whatever length its siblings leave (docs/layout.md, "Stack views"), but IB's
  /// canvas lays a scene out again from the frames it had, and keeps such a view at its current
  /// length at the view's own priorities (hugging 250 and compression resistance 750 unless the
  /// file sets others), as it keeps its size across a stack (`keptSizeAcrossStack`) and takes its
  /// current length for its share of a fill-proportionally stack (`proportionalLength`). Read
  /// from stored frames: BookPlayer's `Player.storyboard` player controls (toolsVersion 23504 to
  /// 24506), a vertical fill stack whose last arranged view is such a view; when a 34.5-high
  /// button was added above it (commit ac889b28 of that app), IB took the 49.5 points from that
  /// view (561.5 -> 526.5, 35) and from the two rows above it (a Subhead and a Headline label
  /// 20.5 -> 18; a slider between two Subhead labels 31 -> 19, 14.5), each row squeezed to its
  /// hugging labels' height: the layout where that view resists at 750 beside the rows' 750 and
  /// the labels' hugging at 251 decides, where a view free to shrink would have taken all 49.5
  /// [see docs/interface-builder.md, "Plain views in fill stacks keep their length on IB's
  /// canvas"]. The recipe takes the stored length as the view's intrinsic length along the
  /// axis, with a located warning that UIKit lets it take the stack's spare length.
  ///
  /// Equal-spacing and equal-centering stacks keep it the same way (`keepsArrangedLengths`): the
  /// canvas's kept length is not the distribution's, and there the gaps take what the views
  /// leave [read from stored frames (session 35, stacks7), 4 apps in /work/tune, vertical
  /// equal-spacing columns: popcorntime-iOS's container view `4QL-L3-n4a` stored 300 high (ours
  /// 0 before), threema-MediaShare's `MediaPreviewCarouselContainerView` `hIL-20-sWs` (a custom
  /// class IB does not render) stored 406 (ours 620), green-Home's `loc-Hq-fPx` stored 50 (ours
  /// 44.5), habitica-ShopAdFooter's `hr3-Rf-XTs` stored 50 (ours 23, its `height = 23 @500`
  /// outranked: `outrankedOwnLengths`); equal centering: no stack of the tuning sets arranges
  /// such a view, CHOICE by the same canvas mechanism].
  mutating func keptLengthAlongFillStack(_ view: IBView, kind: ViewKind) -> IntrinsicSize? {
    guard onCanvas, let leaf = plainLeafInStack(view, kind: kind, containers: true),
      let stack = leaf.stackView.stack, Self.keepsArrangedLengths.contains(stack.distribution)
    else { return nil }
    let (frame, stackView) = leaf
    let along: Axis = stack.axis == "vertical" ? .vertical : .horizontal
    // A row whose arranged views show text is left as it was: their widths are measured in
    // another font than IB's San Francisco, and a kept length there would turn a width error into
    // a squeeze at the same compression resistance (trailer-Settings' two configured buttons
    // 1.5 wider than stored beside a plain view), and a multi-line label's equal share
    // (`UISV-text-width-disambiguation`, which IB applies beside such a view: home-assistant's
    // ClientEvents cell) needs the view to have no length of its own [CHOICE, both in
    // /work/recon/all, session 31].
    let textKinds: Set<String> = ["label", "button", "textField", "textView"]
    if along == .horizontal, stackView.subviews.contains(where: { textKinds.contains($0.element) }) {
      return nil
    }
    // A container (a plain view with subviews) is kept the same way, its constraints to its own
    // descendants aside; what its kept length leaves to arranged views of one hugging, here or in
    // stacks inside it, goes to the first of them (`StackTieBreak`, the stretch tie-break by
    // index). Left out is a container whose content outside stacks could take the spare in a tie
    // no index settles [CHOICE, /work/recon/all, session 32]: two views showing text of one
    // hugging along the axis not arranged in a stack (ruuvi-OffsetCorrection's value rows: IB gave
    // the spare to the second label; covidsafe-HomeView's cards), or a view pinned to both of the
    // container's ends along the axis whose hugging along it is at least the container's
    // compression resistance (lockdown-Main's switch row: the switch's 750 against the kept
    // length's 750).
    if !view.subviews.isEmpty, containerContentCanTie(view, along: along, textKinds: textKinds) { return nil }
    let inside = Set(view.allDescendants.map(\.id))
    // A constant length of the view's own that the kept length outranks in the direction it
    // pulls (`outrankedOwnLengths`) cannot hold against it: IB's canvas keeps the stored length
    // over it [read from stored frames (session 34, stacks6): habitica-Intro's four
    // `LoginEntryView`s (`height = 40 @500`, hugging and resistance 1000, stored 50) and its
    // plain view `3z0-PD-Wck` (`height = 100 @500`, stored 196), habitica-Social's
    // `GroupInvitationListView` (`height = 0 @500`, stored 50), all in vertical fill stacks;
    // session 35: habitica-ShopAdFooter's `height = 23 @500` below a resistance of 750, stored 50].
    let outranked = outrankedOwnLengths(view, along: along, stored: frame.size[along])
    var attributes = (constraintAttributes[view.id] ?? []).filter {
      !($0.other.map(inside.contains) ?? false)
    }
    let constantLengths = attributes.filter { $0.attribute == along.dimension && $0.other == nil }
    if outranked > 0, constantLengths.count == outranked {
      attributes.removeAll { $0.attribute == along.dimension && $0.other == nil }
    }
    guard
      !attributes.contains(where: {
        $0.attribute == along.dimension || $0.otherAttribute == along.dimension
          || Self.edge($0.attribute, axis: along) != nil
      })
    else { return nil }
    let length = frame.size[along]
    guard length > 0 else { return nil }
    let name = along.dimension
    warn(
      view,
      "nothing sets this \(Self.plainNoun(view))'s \(name) in its \(Self.distributionName(stack.distribution)) stack view; "
        + "Interface Builder's canvas keeps it at "
        + "the \(Self.spelled(length)) it stored, at the view's hugging and compression resistance, and so "
        + "does the recipe (as its intrinsic \(name)), but at run time UIKit lets it take whatever \(name) "
        + "its siblings leave; give it a \(name) constraint if it should keep one" + unrenderedClassNote(view)
    )
    return IntrinsicSize(length, along: along)
  }

  /// The distributions along whose axis IB's canvas keeps a plain arranged view's stored length
  /// (`keptLengthAlongFillStack`); fill proportionally takes it as the view's share instead
  /// (`proportionalLength`), fill equally sizes every view alike.
  static let keepsArrangedLengths: Set<String> = ["fill", "equalSpacing", "equalCentering"]

  /// The name a warning gives a stack view's distribution.
  static func distributionName(_ distribution: String) -> String {
    switch distribution {
    case "equalSpacing": "equal-spacing"
    case "equalCentering": "equal-centering"
    case "fillEqually": "fill-equally"
    case "fillProportionally": "fill-proportionally"
    default: distribution
    }
  }

  /// How many constraints of `view`'s own fix its length along `along` to a constant (no second
  /// item) at a priority the kept length `stored` outranks; 0 when any such constraint of its own
  /// is not outranked. The kept length holds at the view's compression resistance against being
  /// shortened and at its hugging against being lengthened, so a constant length outranked in
  /// the direction it pulls (shorter than the stored length at a priority below the resistance,
  /// longer at one below the hugging; for `<=` and `>=`, only where the stored length breaks it)
  /// cannot move the view on IB's canvas; one the stored length meets is outranked when its
  /// priority is below both [read from stored frames: habitica-ShopAdFooter (/work/tune,
  /// 32700.99): its plain view `hr3-Rf-XTs` at `height = 23 @500`, hugging 250 and resistance
  /// 750, is stored 50 high in a 120-point equal-spacing column, the gaps 6, where the 23 would
  /// have left gaps of 15; session 34's below-both case: habitica-Intro's `LoginEntryView`s].
  private func outrankedOwnLengths(_ view: IBView, along: Axis, stored: Double) -> Int {
    let hugging = (along == .vertical ? view.hugging.vertical : view.hugging.horizontal) ?? 250
    let resistance =
      (along == .vertical ? view.compressionResistance.vertical : view.compressionResistance.horizontal)
      ?? 750
    let own = view.constraints.filter {
      ($0.firstItem == nil || $0.firstItem == view.id) && $0.secondItem == nil
        && $0.firstAttribute == along.dimension
    }
    func outranked(_ constraint: IBConstraint) -> Bool {
      let pullsLonger = stored < constraint.constant && constraint.relation != "lessThanOrEqual"
      let pullsShorter = stored > constraint.constant && constraint.relation != "greaterThanOrEqual"
      if pullsLonger { return constraint.priority < hugging }
      if pullsShorter { return constraint.priority < resistance }
      return constraint.priority < Swift.min(hugging, resistance)
    }
    guard own.allSatisfy(outranked) else { return 0 }
    return own.count
  }

  /// Whether the content of `view`, a container arranged in a fill stack, could take the spare
  /// length along `along` in a tie no index settles (`keptLengthAlongFillStack`): two visible views
  /// showing text (`textKinds`) of one hugging along the axis not arranged in a stack, or a view
  /// (not a plain view or a stack) pinned to both of the container's ends along the axis whose
  /// hugging along it is at least the container's compression resistance.
  private func containerContentCanTie(_ view: IBView, along: Axis, textKinds: Set<String>) -> Bool {
    let loose = view.allDescendants.filter { inner in
      !inner.isHidden && declaredView(parents[inner.id] ?? nil)?.stack == nil
    }
    func hugging(_ inner: IBView) -> Double {
      (along == .vertical ? inner.hugging.vertical : inner.hugging.horizontal) ?? 250
    }
    let resistance =
      (along == .vertical ? view.compressionResistance.vertical : view.compressionResistance.horizontal)
      ?? 750
    let huggings = loose.filter { textKinds.contains($0.element) }.map(hugging)
    if Set(huggings).count < huggings.count { return true }
    let ends: Set<String> = along == .horizontal ? ["leading", "trailing"] : ["top", "bottom"]
    return loose.contains { inner in
      guard !["view", "stackView"].contains(inner.element), hugging(inner) >= resistance else {
        return false
      }
      let tied = (constraintAttributes[inner.id] ?? []).filter { $0.other == view.id }
        .compactMap { Self.edge($0.attribute, axis: along) }
      return ends.isSubset(of: Set(tied))
    }
  }

  /// The size Interface Builder's canvas gives an EMPTY single-line label arranged in a stack
  /// view: 50 x 50, where UIKit gives a label without text no intrinsic size (0 x 0) and IB
  /// stores a free-standing empty label 0 x 0 [read from the frames IB stored: every visible
  /// single-line label with `text=""` and no size constraint of its own arranged in a stack, where
  /// the stack leaves that length to the label, is stored 50 long, in 9 files of 6 apps and
  /// Xcode 11 to 15 (habitica-Intro's four captions and habitica-User's five row titles 50 high in
  /// vertical stacks, and habitica-Social's header 50 high against its own `height = 20 @500`;
  /// jami-SendFile's four 50 high in rows; jami-SmartListCell's three 50 wide in top-aligned and
  /// centre-aligned stacks, sentry's 50 x 50 in a centre-aligned row; loop's and LoopKit's 50 high
  /// in vertical stacks; habitica-Intro's 50 wide in a row; pia's 50 wide in a fill-proportionally
  /// row); the only exception, habitica-Social's 0-high one, sits in a stack whose parent IB marks
  /// misplaced; labels of 0 lines stay 0 high, as UIKit's]. The recipe takes 50 x 50 as the label's
  /// intrinsic size on the canvas (a hidden, misplaced or ambiguous label is left as it is) and a
  /// located warning says that the app shows it 0 x 0 until it has text; imported on a device
  /// the label keeps UIKit's 0 x 0.
  mutating func emptyLabelSizeInStack(_ view: IBView, kind: ViewKind) -> IntrinsicSize? {
    guard onCanvas, kind == .label, view.text?.isEmpty ?? true,
      (view.numberOfLines ?? 1) == 1, !view.isHidden, !view.isMisplaced, !view.isAmbiguous,
      view.placeholderIntrinsicSize.horizontal == nil, view.placeholderIntrinsicSize.vertical == nil,
      declaredView(parents[view.id] ?? nil)?.stack != nil
    else { return nil }
    let side = Self.spelled(Self.emptyArrangedLabelSide)
    warn(
      view,
      "this label has no text: Interface Builder's canvas lays an empty label arranged in a stack view "
        + "out \(side) x \(side), and so does the recipe (as its intrinsic size), but UIKit gives it no size "
        + "(0 x 0) at run time until it has text")
    return IntrinsicSize(width: Self.emptyArrangedLabelSide, height: Self.emptyArrangedLabelSide)
  }

  /// The side of the square IB's canvas gives an empty label arranged in a stack view.
  static let emptyArrangedLabelSide = 50.0

  /// The length a plain view arranged in a fill-proportionally stack view counts with along the
  /// stack's axis: a `UIView` has no intrinsic size (`UIView.noIntrinsicMetric`), and UIKit's
  /// fill-proportionally distribution then takes the view's CURRENT length (its bounds when the
  /// stack view generates its constraints), which for a view loaded from a nib or storyboard is
  /// the length the file stores; Interface Builder's canvas lays it out the same way, so the
  /// stored lengths are a fixed point of the proportions (each view's share of the stack's length
  /// is its own stored length). Before, the recipe made such views equal
  /// (`UISV-fill-equally`, as kean/Arranged does when no view has an intrinsic length).
  /// [Read from stored frames: WooCommerce's `LedgerTableViewCell.xib`, seven plain row views in
  /// a vertical fill-proportionally stack (spacing 4, 436 high) stored 51.5, 88.5, 70, 51.5, 50,
  /// 51 and 49.5 high, 412 + 6 x 4 = 436, whose content is 20.5 to 37.5 high: neither equal nor
  /// their content; the only such stack in the seven sets; and Stack Overflow 46253248, where
  /// views without an intrinsic size given equal frames are distributed equally.] The recipe takes
  /// the stored length as the view's intrinsic length along the axis (so the stack's proportions
  /// are IB's) and a located warning says so. A view of a custom class (its code may report a
  /// size), with a placeholder, hidden, misplaced or without a stored frame is left as it is.
  mutating func proportionalLength(_ view: IBView, kind: ViewKind) -> IntrinsicSize? {
    guard Self.laysOutAsAPlainView(view, kind: kind), view.element != "containerView",
      laysOutAsPlain(view), !view.isHidden,
      !view.isMisplaced, view.placeholderIntrinsicSize.horizontal == nil,
      view.placeholderIntrinsicSize.vertical == nil, let frame = view.frame,
      let stack = declaredView(parents[view.id] ?? nil)?.stack, stack.distribution == "fillProportionally"
    else { return nil }
    let along: Axis = stack.axis == "vertical" ? .vertical : .horizontal
    let length = frame.size[along]
    guard length > 0 else { return nil }
    let name = along.dimension
    warn(
      view,
      "a \(Self.plainNoun(view)) has no intrinsic \(name), so its fill-proportionally stack view takes its current "
        + "\(name) for its share: the \(Self.spelled(length)) the file stores, as Interface Builder does; "
        + "the recipe takes it as the view's intrinsic \(name), and where the app changes the view's "
        + "frame before the stack lays out, the shares differ" + unrenderedClassNote(view))
    return IntrinsicSize(length, along: along)
  }

  /// Whether the document's constraints, and the stack view the view is arranged in, leave the
  /// view's size open in an axis: no constraint names its width (height), fewer than two of its
  /// edges or centre in that axis are tied to its superview (directly, to a layout guide, or
  /// through a chain of other views that reaches the superview: a chart between the top and a
  /// slider pinned down to the bottom is held; a rating view in a chain that ends in mid-air is
  /// not), and no stack fills it in that axis (along the stack's axis a fill, fill-equally or
  /// fill-proportionally distribution sizes it; across it, the fill alignment).
  private func sizeIsOpen(_ view: IBView, axis: Axis) -> Bool {
    let size = axis.dimension
    if (constraintAttributes[view.id] ?? []).contains(where: { $0.attribute == size }) { return false }
    var held = 0
    for edge in Self.edges(axis) {
      var visited: Set<String> = []
      if reachesSuperview(view.id, edge: edge, axis: axis, avoiding: view.id, visited: &visited) { held += 1 }
    }
    if held >= 2 { return false }
    if let stack = declaredView(parents[view.id] ?? nil)?.stack {
      let along = (stack.axis == "vertical") == (axis == .vertical)
      if along, ["fill", "fillEqually", "fillProportionally"].contains(stack.distribution) { return false }
      if !along, stack.alignment == "fill" { return false }
    }
    return true
  }

  private static func edges(_ axis: Axis) -> [String] {
    axis == .horizontal ? ["leading", "trailing", "centerX"] : ["top", "bottom", "centerY"]
  }

  /// Whether a constraint ties an edge of `id` to the view's superview or a layout guide (an item
  /// the recipe does not declare), directly or through other views' edges: the edge of a view
  /// tied to an edge of another continues from that view's other edges in the axis (its size is
  /// taken as given: a view whose size is not would be flagged by IB itself). `avoiding` (the
  /// view asked about) is never passed through.
  private func reachesSuperview(
    _ id: IBID, edge: String, axis: Axis, avoiding: IBID, visited: inout Set<String>
  ) -> Bool {
    guard visited.insert(id.rawValue + "." + edge).inserted else { return false }
    let parent = parents[avoiding] ?? nil
    for (attribute, other, otherAttribute) in constraintAttributes[id] ?? [] {
      guard Self.edge(attribute, axis: axis) == edge, let other, other != avoiding,
        otherAttribute.flatMap({ Self.edge($0, axis: axis) }) != nil
      else { continue }
      if other == parent || declaredView(other) == nil { return true }
      for next in Self.edges(axis) {
        if reachesSuperview(other, edge: next, axis: axis, avoiding: avoiding, visited: &visited) {
          return true
        }
      }
    }
    return false
  }

  /// The edge (or centre) an IB attribute pins in an axis, margins and baselines included.
  private static func edge(_ attribute: String, axis: Axis) -> String? {
    let name = attribute.replacingOccurrences(of: "WithinMargins", with: "")
      .replacingOccurrences(of: "Margin", with: "")
    switch axis {
    case .horizontal:
      switch name {
      case "leading", "left": return "leading"
      case "trailing", "right": return "trailing"
      case "centerX": return "centerX"
      default: return nil
      }
    case .vertical:
      switch name {
      case "top": return "top"
      case "bottom", "baseline", "firstBaseline", "lastBaseline": return "bottom"
      case "centerY": return "centerY"
      default: return nil
      }
    }
  }
}
