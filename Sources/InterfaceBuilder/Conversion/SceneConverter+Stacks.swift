import Layout
import Recipe

extension SceneConverter {
  /// A `<stackView>`'s attributes as recipe stack attributes (`axis`, `alignment`,
  /// `distribution`, `spacing`, `baselineRelative`, `marginsRelative`, the last also for a stack
  /// view with explicit margins and no `layoutMarginsRelativeArrangement`); its `<subviews>` are its
  /// arranged views, declared in it in order; `spacingType="standard"` is `spacing system`. What a
  /// recipe cannot say is warned: a `spacingType` other than `standard`, and values of axis,
  /// alignment or distribution it does not know (UIKit's defaults are used for those).
  mutating func stackProperties(_ view: IBView) -> [ViewProperty] {
    let stack = view.stack ?? IBStack()
    var result: [ViewProperty] = []
    let axis: Axis
    switch stack.axis {
    case "vertical": axis = .vertical
    case "horizontal": axis = .horizontal
    default:
      warn(view, "stack axis \"\(stack.axis)\" is not known; horizontal (UIKit's default) is used")
      axis = .horizontal
    }
    result.append(.axis(SyntaxFactory.spelled(axis, axis.rawValue)))
    hiddenArrangedSizeWarnings(view, axis: axis)
    let alignment = StackAlignment(rawValue: stack.alignment) ?? .fill
    if StackAlignment(rawValue: stack.alignment) == nil {
      warn(view, "stack alignment \"\(stack.alignment)\" is not known; fill (UIKit's default) is used")
    }
    result.append(.stackAlignment(SyntaxFactory.spelled(alignment, alignment.rawValue)))
    let distribution = StackDistribution(rawValue: stack.distribution) ?? .fill
    if StackDistribution(rawValue: stack.distribution) == nil {
      warn(
        view, "stack distribution \"\(stack.distribution)\" is not known; fill (UIKit's default) is used")
    }
    result.append(.distribution(SyntaxFactory.spelled(distribution, distribution.rawValue)))
    switch stack.spacingType {
    case nil:
      result.append(.spacing(SyntaxFactory.number(stack.spacing)))
    case "standard":
      // IB's "Use Standard Spacing": `UIStackView.spacingUseSystem`.
      result.append(.spacingUseSystem)
    case let type?:
      warn(
        view,
        "spacingType=\"\(type)\" is not known; the spacing \(PositionalNumber.shortest(stack.spacing)) is used"
      )
      result.append(.spacing(SyntaxFactory.number(stack.spacing)))
    }
    if stack.baselineRelative { result.append(.baselineRelative) }
    // Interface Builder stores a stack view's margins set in the Size inspector and no
    // `layoutMarginsRelativeArrangement`, and arranges the views in them: every such stack view
    // in the files we have (11 in 6 files, Xcode 8 to 13) stores its arranged views inset by the
    // margins (docs/interface-builder.md, "Stack views with margins"). A file that writes the
    // attribute is taken at its word.
    if stack.marginsRelative ?? (view.layoutMargins != nil) { result.append(.marginsRelative) }
    return result
  }

  /// A hidden arranged view collapses to 0 along the stack's axis by a required constraint UIKit
  /// adds (`UISV-hiding`, docs/layout.md; the UIKit log `../shared/uikit-logs/17` shows it at
  /// priority 1000 in an unsatisfiable set). A required width (horizontal stack) or height
  /// (vertical) of its own above 0 then conflicts with it: UIKit logs the conflict at run time and
  /// breaks one of the two, while Interface Builder does not flag it (ivpn's plan cells: a hidden
  /// "CURRENT" label 62 wide). The recipe keeps both, as UIKit does; the warning says why the
  /// scene shows a conflict and what removes it.
  mutating func hiddenArrangedSizeWarnings(_ stack: IBView, axis: Axis) {
    let attribute = axis.dimension
    for arranged in stack.subviews where isHiddenOnScene(arranged) {
      let fixed = arranged.constraints.filter {
        ($0.firstItem == nil || $0.firstItem == arranged.id) && $0.secondItem == nil
          && $0.firstAttribute == attribute && $0.priority >= 1000 && !$0.isPlaceholder
          && $0.constant > 0 && $0.relation != "lessThanOrEqual"
      }
      for constraint in fixed {
        let relation = constraint.relation == "equal" ? "=" : ">="
        warn(
          constraint,
          "the hidden arranged view \"\(arranged.id)\" has a required \(attribute) \(relation) "
            + "\(PositionalNumber.shortest(constraint.constant)), but its stack view collapses a hidden arranged "
            + "view to \(attribute) 0 with a required constraint (UISV-hiding): UIKit reports this conflict "
            + "at run time and Interface Builder does not flag it; a priority of 999 lets it give way")
      }
    }
  }
}
